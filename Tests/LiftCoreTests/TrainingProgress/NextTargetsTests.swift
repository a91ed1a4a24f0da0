@testable import LiftCore
import XCTest

/// Load Next Targets: double progression on constructed histories, one test per reason, and the
/// use case's refusals against spies.
final class NextTargetsTests: XCTestCase {
    private let bench = Exercise(id: .random(), name: "Bench", creationDate: Timestamp(milliseconds: 0), tags: [])

    /// Sessions newest first, each `(weight, [reps])` as one set per rep count, plus a lighter warm-up.
    private func sessions(_ list: [(Double, [Int64])], unit: WeightUnit = .kg) -> [ExerciseHistoryEntry] {
        list.enumerated().map { i, s in
            let t = Timestamp(milliseconds: 1_750_000_000_000 - Int64(i) * 86_400_000 * 3)
            let warmup = SetRecord(id: .random(), repCount: 10, weight: s.0 / 2, unit: unit, completionDate: t)
            return ExerciseHistoryEntry(recordID: .random(), routineID: nil, creationDate: t, completionDate: t,
                                        setRecords: [warmup] + s.1.map { SetRecord(id: .random(), repCount: $0, weight: s.0, unit: unit, completionDate: t) })
        }
    }

    private func target(_ list: [(Double, [Int64])], unit: WeightUnit = .kg) -> NextTarget {
        LoadNextTargets.target(bench, sessions: sessions(list, unit: unit), unit: unit, reps: 8...12)
    }

    func test_nextTarget_noSession_startsWithNoWeight() {
        let t = LoadNextTargets.target(bench, sessions: [], unit: .kg, reps: 8...12)
        XCTAssertEqual(t.action, .start)
        XCTAssertNil(t.weight)
        XCTAssertEqual(t.reason, "no finished session of Bench yet")
    }

    func test_nextTarget_everyWorkingSetAtTop_addsSmallestIncrementAtBottomOfRange() {
        let t = target([(60, [12, 12, 12])])
        XCTAssertEqual(t.action, .increase)
        XCTAssertEqual(t.weight, 62.5)
        XCTAssertEqual(t.sets, 3)
        XCTAssertEqual(t.last?.reps, [12, 12, 12])
        XCTAssertEqual(t.reason, "every set reached 12 reps at 60 kg")
    }

    func test_nextTarget_pounds_addFive() {
        XCTAssertEqual(target([(135, [12, 13])], unit: .lb).weight, 140)
    }

    func test_nextTarget_missedOnce_keeps() {
        let t = target([(60, [12, 11, 10]), (57.5, [12, 12, 12])])
        XCTAssertEqual(t.action, .keep)
        XCTAssertEqual(t.weight, 60)
        XCTAssertEqual(t.reason, "not every set reached 12 reps last time")
    }

    func test_nextTarget_missedTwice_keeps() {
        let t = target([(60, [12, 11, 11]), (60, [11, 10, 10]), (57.5, [12, 12, 12])])
        XCTAssertEqual(t.action, .keep)
        XCTAssertEqual(t.reason, "not every set reached 12 reps 2 sessions running")
    }

    func test_nextTarget_missedThreeTimes_deloadsTenPercentRoundedDownToIncrement() {
        let t = target([(60, [11, 10, 9]), (60, [11, 10, 10]), (60, [10, 10, 9]), (57.5, [12, 12, 12])])
        XCTAssertEqual(t.action, .deload)
        XCTAssertEqual(t.weight, 52.5)
        XCTAssertEqual(t.reason, "below 12 reps at 60 kg 3 sessions running")
    }

    func test_nextTarget_judgedOnWeightLifted_notOnLighterSets() {
        // The warm-ups (half weight, 10 reps) are below the top but do not count.
        XCTAssertEqual(target([(80, [12, 12])]).action, .increase)
    }

    func test_loadNextTargets_unknownRoutine_notFoundNamingRoutineID() {
        let routines = RoutineStoreSpy(), records = RoutineRecordStoreSpy()
        let id = RecordID.random()
        let e = liftError { try LoadNextTargets(routines: routines, records: records)(routineID: id, unit: .kg) }
        assertNotFound(e, kind: "routine", id: id.text)
        XCTAssertEqual(e?.detail("path"), .location("routine_id"))
        XCTAssertEqual(records.messages, [])
    }

    func test_loadNextTargets_routine_readsEachExercisesHistoryInOrderOnly() throws {
        let routines = RoutineStoreSpy(), records = RoutineRecordStoreSpy()
        let squat = Exercise(id: .random(), name: "Squat", creationDate: Timestamp(milliseconds: 0), tags: [])
        routines.routines = [Routine(id: .random(), name: "A", creationDate: Timestamp(milliseconds: 0), exercises: [bench, squat])]
        let targets = try LoadNextTargets(routines: routines, records: records)(routineID: routines.routines[0].id, unit: .kg)
        XCTAssertEqual(targets.map(\.name), ["Bench", "Squat"])
        XCTAssertEqual(records.messages, ["history", "history"])
        XCTAssertEqual(records.historyPages, [Page(limit: LoadNextTargets.historyDepth), Page(limit: LoadNextTargets.historyDepth)])
    }
}
