import LiftCore
import XCTest

/// Load Recommendations on constructed histories (the clock at 2025-06-15, a Sunday): one test
/// per reason (rest, weekly-goal gap, variety, time, equipment) and determinism.
final class RecommendationsTests: XCTestCase {
    private let now = Timestamp(milliseconds: 1_750_000_000_000)
    private func exercise(_ name: String, _ tag: String) -> Exercise {
        Exercise(id: .random(), name: name, creationDate: Timestamp(milliseconds: 0), tags: [tag])
    }

    private struct World {
        let sut: LoadRecommendations
        let workouts: WorkoutStoreSpy
        let routines: RoutineStoreSpy
        let records: RoutineRecordStoreSpy
    }

    private func makeSUT() -> World {
        let w = WorkoutStoreSpy(), r = RoutineStoreSpy(), rec = RoutineRecordStoreSpy()
        let now = self.now
        return World(sut: LoadRecommendations(workouts: w, routines: r, records: rec, currentDate: { now }), workouts: w, routines: r, records: rec)
    }

    private func routine(_ w: World, _ name: String, _ exercises: [Exercise]) -> Routine {
        let r = Routine(id: .random(), name: name, creationDate: Timestamp(milliseconds: 0), exercises: exercises)
        w.routines.routines.append(r)
        return r
    }

    private func done(_ w: World, _ r: Routine, daysAgo: Int64, minutes: Int64 = 60) {
        let start = Timestamp(milliseconds: now.milliseconds - daysAgo * 86_400_000)
        let record = RoutineRecord(id: .random(), routineID: r.id, creationDate: start,
                                   completionDate: Timestamp(milliseconds: start.milliseconds + minutes * 60_000),
                                   exerciseRecords: r.exercises.map { ExerciseRecord(id: .random(), exerciseID: $0.id, setRecords: [
                                       SetRecord(id: .random(), repCount: 5, weight: 100, unit: .kg, completionDate: start)]) })
        w.records.records[record.id] = record
    }

    private func item(_ list: [Recommendation], _ name: String) -> Recommendation? { list.first { $0.name == name } }

    func test_recommendations_leastRecentlyTrainedMuscle_ranksFirstWithReason() throws {
        let w = makeSUT()
        let legs = routine(w, "Legs", [exercise("Squat", "legs")]), push = routine(w, "Push", [exercise("Bench", "chest")])
        done(w, legs, daysAgo: 6)
        done(w, push, daysAgo: 1)
        let list = try w.sut(RecommendationRequest(limit: 50))
        let l = try XCTUnwrap(item(list, "Legs")), p = try XCTUnwrap(item(list, "Push"))
        XCTAssertEqual(l.reasons.first, "legs not trained for 6 days")
        XCTAssertEqual(p.reasons.first, "chest not trained for 1 day")
        XCTAssertGreaterThan(l.score, p.score)
        XCTAssertLessThan(list.firstIndex { $0.name == "Legs" } ?? 99, list.firstIndex { $0.name == "Push" } ?? 0)
    }

    func test_recommendations_weeklyGoalGap_addsPointsAndReason() throws {
        let w = makeSUT()
        let legs = routine(w, "Legs", [exercise("Squat", "legs")])
        done(w, legs, daysAgo: 2)
        w.workouts.weeklyGoal = 3
        let l = try XCTUnwrap(item(try w.sut(RecommendationRequest(limit: 50)), "Legs"))
        XCTAssertTrue(l.reasons.contains("2 workouts left for this week's goal"), "\(l.reasons)")
        XCTAssertEqual(l.score, 20 + 15 - 30)
    }

    func test_recommendations_doneInLastThreeSessions_losesPointsForVariety() throws {
        let w = makeSUT()
        let a = routine(w, "A", [exercise("Squat", "legs")]), b = routine(w, "B", [exercise("Lunge", "legs")])
        let c = routine(w, "C", [exercise("Row", "back")])
        done(w, a, daysAgo: 5)
        done(w, c, daysAgo: 6)
        done(w, c, daysAgo: 7)
        done(w, b, daysAgo: 11)
        let list = try w.sut(RecommendationRequest(limit: 50))
        XCTAssertTrue(item(list, "A")?.reasons.contains("done in the last three sessions") ?? false)
        XCTAssertFalse(item(list, "B")?.reasons.contains("done in the last three sessions") ?? true, "B was the fourth session back")
    }

    func test_recommendations_routineLongerThanTheTime_isLeftOut() throws {
        let w = makeSUT()
        _ = routine(w, "Long", (0..<6).map { exercise("E\($0)", "back") })
        let timed = routine(w, "Timed", (0..<6).map { exercise("T\($0)", "back") })
        done(w, timed, daysAgo: 3, minutes: 30)
        let list = try w.sut(RecommendationRequest(limit: 50, minutes: 45))
        XCTAssertNil(item(list, "Long"))
        XCTAssertEqual(item(list, "Timed")?.reasons.last, "about 30 minutes")
    }

    func test_recommendations_equipment_leavesOutWorkoutsNeedingOtherThings() throws {
        let w = makeSUT()
        let list = try w.sut(RecommendationRequest(limit: 50, equipment: ["Dumbbell"]))
        let needs = WorkoutCatalog.all.filter { $0.equipment.contains { !["dumbbell", "bodyweight", "none"].contains($0.lowercased()) } }.map(\.name)
        XCTAssertFalse(needs.isEmpty)
        XCTAssertTrue(list.allSatisfy { !needs.contains($0.name) })
    }

    func test_recommendations_sameHistoryAndClock_sameAnswer() throws {
        let w = makeSUT()
        done(w, routine(w, "Legs", [exercise("Squat", "legs")]), daysAgo: 4)
        XCTAssertEqual(try w.sut(RecommendationRequest()), try w.sut(RecommendationRequest()))
        XCTAssertEqual(try w.sut(RecommendationRequest()).count, 3)
        XCTAssertFalse(w.records.messages.contains { $0 == "create" || $0 == "update" || $0 == "delete" })
    }
}
