import LiftCore
import XCTest

/// Load Series against both body-log spies: one read of the category's daily values, folded
/// into day / week / month groups; no write, store errors unchanged.
final class LoadSeriesTests: XCTestCase {
    private let from = day(2024, 3, 1), to = day(2024, 4, 30)

    private func makeSUT(weights: [WeightEntry] = [], counts: [CountEntry] = []) -> (LoadSeries, WeightStoreSpy, CountStoreSpy) {
        let (w, c) = (WeightStoreSpy(entries: weights), CountStoreSpy(entries: counts))
        return (LoadSeries(weights: w, counts: c), w, c)
    }

    private func weight(_ n: Int, _ d: Day, _ value: Double, _ unit: WeightUnit = .kg) -> WeightEntry {
        WeightEntry(id: recordID(n), day: d, weight: value, unit: unit)
    }

    private func count(_ n: Int, _ category: CountCategory, _ d: Day, _ amount: Int64) -> CountEntry {
        CountEntry(id: recordID(n), category: category, day: d, amount: amount, creationDate: Timestamp(milliseconds: 0))
    }

    /// label, count, sum, min, max of each point.
    private func summary(_ series: Series) -> [String] {
        series.points.map { "\($0.label) n=\($0.count) sum=\($0.sum) min=\($0.min) max=\($0.max)" }
    }

    func test_loadSeries_init_doesNotMessageStores() {
        let (_, weights, counts) = makeSUT()
        XCTAssertEqual(weights.receivedMessages, [])
        XCTAssertEqual(counts.receivedMessages, [])
    }

    func test_loadSeries_weightByWeek_groupsISOWeeksInKilogramsWithOneRead() throws {
        let (sut, weights, counts) = makeSUT(weights: [weight(1, day(2024, 3, 4), 80), weight(2, day(2024, 3, 6), 82),
                                                       weight(3, day(2024, 3, 11), 100, .lb)])
        let series = try sut(.weight, from: from, to: to, grouping: .week, unit: nil)
        XCTAssertEqual(series.category, .weight)
        XCTAssertEqual(series.grouping, .week)
        XCTAssertEqual(series.unit, .kg, "no unit asked: kilograms")
        XCTAssertEqual(series.points.map(\.start), [day(2024, 3, 4), day(2024, 3, 11)])
        XCTAssertEqual(summary(series), ["2024-W10 n=2 sum=162.0 min=80.0 max=82.0",
                                         "2024-W11 n=1 sum=45.359237 min=45.359237 max=45.359237"])
        XCTAssertEqual(series.points.first?.mean, 81)
        XCTAssertEqual(weights.receivedMessages, [.readWeightValues(from: from, to: to)])
        XCTAssertEqual(counts.receivedMessages, [])
    }

    func test_loadSeries_weightInPounds_convertsEveryValueAndOverall() throws {
        let (sut, _, _) = makeSUT(weights: [weight(1, day(2024, 3, 4), 45.359237), weight(2, day(2024, 3, 5), 150, .lb)])
        let series = try sut(.weight, from: from, to: to, grouping: .day, unit: .lb)
        XCTAssertEqual(series.unit, .lb)
        XCTAssertEqual(series.points.map(\.label), ["2024-03-04", "2024-03-05"])
        XCTAssertEqual(series.points.first?.sum ?? 0, 100, accuracy: 1e-9)
        XCTAssertEqual(series.points.last?.sum, 150)
        let overall = try XCTUnwrap(series.overall)
        XCTAssertEqual(overall.start, from)
        XCTAssertEqual(overall.label, "")
        XCTAssertEqual(overall.count, 2)
        XCTAssertEqual(overall.min, 100, accuracy: 1e-9)
        XCTAssertEqual(overall.max, 150)
    }

    func test_loadSeries_caloriesByMonth_foldsDayTotalsWithoutUnitAndReadsOnlyCounts() throws {
        let (sut, weights, counts) = makeSUT(counts: [count(1, .calories, day(2024, 3, 9), 600), count(2, .calories, day(2024, 3, 9), 800),
                                                      count(3, .calories, day(2024, 3, 20), 2000), count(4, .calories, day(2024, 4, 2), 1000),
                                                      count(5, .steps, day(2024, 3, 9), 9000)])
        let series = try sut(.calories, from: from, to: to, grouping: .month, unit: nil)
        XCTAssertNil(series.unit)
        XCTAssertEqual(summary(series), ["2024-03 n=2 sum=3400.0 min=1400.0 max=2000.0",
                                         "2024-04 n=1 sum=1000.0 min=1000.0 max=1000.0"])
        XCTAssertEqual(series.overall?.count, 3)
        XCTAssertEqual(series.overall?.sum, 4400)
        XCTAssertEqual(counts.receivedMessages, [.readDayTotals(.calories, from: from, to: to)])
        XCTAssertEqual(weights.receivedMessages, [])
    }

    func test_loadSeries_steps_readsStepsTotals() throws {
        let (sut, _, counts) = makeSUT(counts: [count(1, .calories, day(2024, 3, 9), 600), count(2, .steps, day(2024, 3, 9), 9000)])
        let series = try sut(.steps, from: from, to: to, grouping: .day, unit: .lb)
        XCTAssertNil(series.unit, "a unit only applies to weight")
        XCTAssertEqual(summary(series), ["2024-03-09 n=1 sum=9000.0 min=9000.0 max=9000.0"])
        XCTAssertEqual(counts.receivedMessages, [.readDayTotals(.steps, from: from, to: to)])
    }

    func test_loadSeries_nothingLogged_deliversNoPointsAndNoOverall() throws {
        let (sut, _, _) = makeSUT()
        let series = try sut(.weight, from: from, to: to, grouping: .month, unit: nil)
        XCTAssertEqual(series.points, [])
        XCTAssertNil(series.overall)
    }

    func test_loadSeries_read_hasNoSideEffects() throws {
        let logged = [weight(1, day(2024, 3, 4), 80)]
        let (sut, weights, _) = makeSUT(weights: logged)
        _ = try sut(.weight, from: from, to: to, grouping: .week, unit: .lb)
        XCTAssertEqual(weights.entries, logged)
    }

    func test_loadSeries_storeFails_deliversStoreErrorUnchanged() {
        let (sut, weights, counts) = makeSUT()
        weights.stub(.readWeightValues, error: anyStoreError)
        counts.stub(.readDayTotals, error: anyStoreError)
        XCTAssertEqual(liftError { try sut(.weight, from: from, to: to, grouping: .day, unit: nil) }, anyStoreError)
        XCTAssertEqual(liftError { try sut(.steps, from: from, to: to, grouping: .day, unit: nil) }, anyStoreError)
    }
}
