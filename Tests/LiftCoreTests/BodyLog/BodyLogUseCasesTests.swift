import LiftCore
import XCTest

/// Export and Erase Body Log against the three body-log spies.
final class BodyLogUseCasesTests: XCTestCase {
    private let weight = WeightEntry(id: recordID(1), day: day(2024, 3, 1), weight: 80, unit: .kg)
    private let meal = CountEntry(id: recordID(2), category: .calories, day: day(2024, 3, 1), amount: 700, creationDate: bodyLogNow)
    private let walk = CountEntry(id: recordID(3), category: .steps, day: day(2024, 3, 1), amount: 4000, creationDate: bodyLogNow)
    private let run = CountEntry(id: recordID(4), category: .steps, day: day(2024, 3, 2), amount: 9000, creationDate: bodyLogNow)
    private let goal = Goal(category: .steps, target: 10_000, startDay: day(2024, 3, 1))

    private func makeStores() -> (WeightStoreSpy, CountStoreSpy, GoalStoreSpy) {
        (WeightStoreSpy(entries: [weight]), CountStoreSpy(entries: [meal, walk, run]), GoalStoreSpy(goals: [goal]))
    }

    func test_exportBodyLog_deliversEverythingNewestFirstReadingEachCategoryOnce() throws {
        let (weights, counts, goals) = makeStores()
        let log = try ExportBodyLog(weights: weights, counts: counts, goals: goals)()
        XCTAssertEqual(log.weights, [weight])
        XCTAssertEqual(log.calories, [meal])
        XCTAssertEqual(log.steps, [run, walk])
        XCTAssertEqual(log.goals, [goal])
        XCTAssertEqual(weights.receivedMessages, [.readWeights(from: nil, to: nil, limit: nil, offset: 0)])
        XCTAssertEqual(counts.receivedMessages, [.readCountEntries(.calories, from: nil, to: nil, limit: nil, offset: 0),
                                                 .readCountEntries(.steps, from: nil, to: nil, limit: nil, offset: 0)])
        XCTAssertEqual(goals.receivedMessages, [.readAllGoals])
        XCTAssertEqual(counts.entries, [meal, walk, run], "an export changes nothing")
    }

    func test_exportBodyLog_storeFails_deliversStoreErrorUnchanged() {
        let (weights, counts, goals) = makeStores()
        counts.stub(.readCountEntries, error: anyStoreError)
        XCTAssertEqual(liftError { try ExportBodyLog(weights: weights, counts: counts, goals: goals)() }, anyStoreError)
        XCTAssertEqual(goals.receivedMessages, [])
    }

    func test_eraseBodyLog_deletesEveryCategoryAndReportsWhatEachLost() throws {
        let (weights, counts, goals) = makeStores()
        let erased = try EraseBodyLog(weights: weights, counts: counts, goals: goals, health: HealthStoreSpy())()
        XCTAssertEqual([erased.weights, erased.calories, erased.steps, erased.goals], [1, 1, 2, 1])
        XCTAssertEqual(erased.total, 5)
        XCTAssertEqual(weights.receivedMessages, [.deleteAllWeights])
        XCTAssertEqual(counts.receivedMessages, [.deleteAllCountEntries(.calories), .deleteAllCountEntries(.steps)])
        XCTAssertEqual(goals.receivedMessages, [.deleteAllGoals])
        XCTAssertEqual(weights.entries, [])
        XCTAssertEqual(counts.entries, [])
        XCTAssertEqual(goals.goals, [:])
    }

    func test_eraseBodyLog_storeFails_deliversStoreErrorUnchangedAndStops() {
        let (weights, counts, goals) = makeStores()
        counts.stub(.deleteAllCountEntries, error: anyStoreError)
        let health = HealthStoreSpy()
        XCTAssertEqual(liftError { try EraseBodyLog(weights: weights, counts: counts, goals: goals, health: health)() }, anyStoreError)
        XCTAssertEqual(goals.receivedMessages, [], "goals are not touched after a failure (the caller's transaction undoes the rest)")
        XCTAssertEqual(health.receivedMessages, [])
    }

    func test_eraseBodyLog_withHeldHealthSamples_deletesTheBodyLogTypesAndKeepsWorkouts() throws {
        let (weights, counts, goals) = makeStores()
        let health = HealthStoreSpy()
        health.samples = [heldSample("m1", .bodyMass), heldSample("s1", .stepCount), heldSample("s2", .stepCount),
                          heldSample("e1", .dietaryEnergy), heldSample("w1", .workout)]
        let erased = try EraseBodyLog(weights: weights, counts: counts, goals: goals, health: health)()
        XCTAssertEqual(erased.healthSamples, 4)
        XCTAssertEqual(erased.total, 5, "samples are not entries of the log")
        XCTAssertEqual(health.receivedMessages, [.deleteSamples([.bodyMass, .stepCount, .dietaryEnergy])])
        XCTAssertEqual(health.samples.map(\.provenance.id), ["w1"], "a workout's completion is not in the body log")
    }

    func test_eraseBodyLog_healthStoreFails_deliversStoreErrorUnchanged() {
        let (weights, counts, goals) = makeStores()
        let health = HealthStoreSpy()
        health.stub(.deleteSamples, error: anyStoreError)
        XCTAssertEqual(liftError { try EraseBodyLog(weights: weights, counts: counts, goals: goals, health: health)() }, anyStoreError)
    }

    private func heldSample(_ id: String, _ type: HealthDataType) -> StoredHealthSample {
        StoredHealthSample(platform: .healthKit, provenance: HealthProvenance(id: id, source: HealthSource(name: "iPhone", bundleID: "p")),
                           type: type, day: day(2024, 3, 1), start: bodyLogNow, end: bodyLogNow, value: 1, unit: "count", canonicalValue: 1)
    }
}
