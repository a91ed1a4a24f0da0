import Foundation
import LiftCore
import XCTest

/// Load Progress Summary against spies and a fixed clock (2025-06-15, a Sunday): new records
/// only against an earlier best, top exercises by sets then first trained, the seven days, the
/// weight change, and reading only.
final class LoadProgressSummaryTests: XCTestCase {
    private let bench = RecordID.random(), squat = RecordID.random(), row = RecordID.random()

    private func makeSUT(_ records: [RoutineRecord], weights: [WeightEntry] = []) -> (LoadProgressSummary, RoutineRecordStoreSpy, WeightStoreSpy) {
        let r = RoutineRecordStoreSpy(), e = ExerciseStoreSpy(), w = WeightStoreSpy(entries: weights)
        for record in records { r.records[record.id] = record }
        e.exercises = [Exercise(id: bench, name: "Bench", creationDate: Timestamp(milliseconds: 0), tags: []),
                       Exercise(id: squat, name: "Squat", creationDate: Timestamp(milliseconds: 0), tags: []),
                       Exercise(id: row, name: "Row", creationDate: Timestamp(milliseconds: 0), tags: [])]
        return (LoadProgressSummary(workouts: WorkoutStoreSpy(), records: r, exercises: e, weights: w,
                                    currentDate: TestClock().currentDate), r, w)
    }

    private func record(_ y: Int64, _ m: Int64, _ d: Int64, _ sets: [(RecordID, Double, Int64)]) -> RoutineRecord {
        let start = Timestamp(milliseconds: (Day(year: y, month: m, day: d) ?? Day.first).start.milliseconds + 36_000_000)
        var exerciseRecords = [ExerciseRecord]()
        for (id, w, reps) in sets {
            let set = SetRecord(id: .random(), repCount: reps, weight: w, unit: .kg, completionDate: start)
            if let i = exerciseRecords.firstIndex(where: { $0.exerciseID == id }) { exerciseRecords[i].setRecords.append(set) }
            else { exerciseRecords.append(ExerciseRecord(id: .random(), exerciseID: id, setRecords: [set])) }
        }
        return RoutineRecord(id: .random(), creationDate: start, completionDate: Timestamp(milliseconds: start.milliseconds + 3_600_000),
                             exerciseRecords: exerciseRecords)
    }

    private var week: ProgressPeriod { .week(Day(year: 2025, month: 6, day: 15) ?? Day.first) }

    func test_loadProgressSummary_betterThanEarlierBest_isANewRecordOldToNew() throws {
        let (sut, _, _) = makeSUT([record(2025, 6, 2, [(bench, 100, 5)]), record(2025, 6, 10, [(bench, 105, 5)])])
        let s = try sut(week, unit: .kg, path: "date")
        XCTAssertEqual(s.newRecords.map(\.name), ["Bench"])
        XCTAssertEqual(s.newRecords.map(\.old), [112.5])
        XCTAssertEqual(s.newRecords.map(\.new), [118.13])
    }

    func test_loadProgressSummary_firstTimeOrNotBetter_isNoNewRecord() throws {
        let (sut, _, _) = makeSUT([record(2025, 6, 2, [(bench, 100, 5)]), record(2025, 6, 10, [(bench, 100, 5), (squat, 140, 5)])])
        XCTAssertEqual(try sut(week, unit: .kg, path: "date").newRecords, [])
    }

    func test_loadProgressSummary_recordsAfterThePeriod_areNotCounted() throws {
        let (sut, _, _) = makeSUT([record(2025, 6, 2, [(bench, 100, 5)]), record(2025, 6, 16, [(bench, 150, 5)])])
        let s = try sut(.week(Day(year: 2025, month: 6, day: 8) ?? Day.first), unit: .kg, path: "date")
        XCTAssertEqual(s.newRecords, [])
        XCTAssertEqual(s.lastSevenDays.map(\.sets), [1, 0, 0, 0, 0, 0, 0])
    }

    func test_loadProgressSummary_topExercises_bySetsThenFirstTrained() throws {
        let (sut, _, _) = makeSUT([record(2025, 6, 10, [(row, 50, 10), (squat, 100, 5), (squat, 100, 5), (bench, 60, 5), (bench, 60, 5)])])
        let s = try sut(week, unit: .kg, path: "date")
        XCTAssertEqual(s.topExercises.map(\.name), ["Squat", "Bench", "Row"])
        XCTAssertEqual(s.topExercises.map(\.volume), [1000, 600, 500])
    }

    func test_loadProgressSummary_weightChange_latestMinusEarliestInUnit() throws {
        let w1 = WeightEntry(id: .random(), day: Day(year: 2025, month: 6, day: 9) ?? Day.first, weight: 80, unit: .kg)
        let w2 = WeightEntry(id: .random(), day: Day(year: 2025, month: 6, day: 14) ?? Day.first, weight: 175, unit: .lb)
        let (sut, _, weights) = makeSUT([], weights: [w1, w2])
        XCTAssertEqual(try sut(week, unit: .lb, path: "date").weightChange, -1.37)
        XCTAssertFalse(weights.receivedMessages.contains { "\($0)".hasPrefix("save") || "\($0)".hasPrefix("delete") })
    }

    func test_loadProgressSummary_oneWeight_noChange() throws {
        let w1 = WeightEntry(id: .random(), day: Day(year: 2025, month: 6, day: 9) ?? Day.first, weight: 80, unit: .kg)
        let (sut, records, _) = makeSUT([], weights: [w1])
        XCTAssertNil(try sut(week, unit: .kg, path: "date").weightChange)
        XCTAssertFalse(records.messages.contains { $0 == "create" || $0 == "update" || $0 == "delete" })
    }

    func test_progressShare_svg_escapesNamesAndHasSevenBars() throws {
        let (sut, _, _) = makeSUT([record(2025, 6, 10, [(bench, 60, 5)])])
        var s = try sut(week, unit: .kg, path: "date")
        s.topExercises[0].name = "A<b>&\"c'"
        let svg = ProgressShare.svg(s)
        XCTAssertTrue(svg.contains("Top: A&lt;b&gt;&amp;&quot;c&apos;"))
        XCTAssertEqual(svg.components(separatedBy: "class=\"bar\"").count - 1, 7)
    }
}
