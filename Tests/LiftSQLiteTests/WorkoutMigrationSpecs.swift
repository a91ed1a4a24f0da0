import Foundation
import LiftCore
import LiftSQLite
import XCTest

/// A store from before completions were listed by workout and kept measured calories (workouts
/// version 1), opened by this library: its completions stay as they were, with no measured value,
/// and the new index and column are there.
final class WorkoutMigrationSpecs: XCTestCase {
    private func makeWorkoutsV1Store(_ rows: String) throws -> String {
        try makeStore(withFeature: "workouts", atVersion: 1, rows: rows)
    }

    func test_open_workoutsV1Store_keepsCompletionsWithoutMeasuredCaloriesAndListsThemByWorkout() throws {
        let (a, b) = (RecordID.random(), RecordID.random())
        let path = try makeWorkoutsV1Store("""
            INSERT INTO completion(owner_id, id, workout_id, duration_s, date_ms, body_weight_kg, calories) VALUES('local', '\(RecordID.random().text)', '\(a.text)', 600, 100, 70, 49);
            INSERT INTO completion(owner_id, id, workout_id, duration_s, date_ms, body_weight_kg, calories) VALUES('local', '\(RecordID.random().text)', '\(b.text)', 600, 200, 70, 50);
            """)
        let db = try SQLiteDatabase(path: path)
        let store = SQLiteWorkoutStore(database: db, owner: "local")
        let ofA = try store.readCompletions(CompletionFilter(workoutID: a), page: .all)
        XCTAssertEqual(ofA.total, 1)
        XCTAssertEqual(ofA.items.first?.calories, 49)
        XCTAssertNil(ofA.items.first?.measuredCalories)
        XCTAssertEqual(ofA.items.first?.burnedCalories, 49)
        var measured = try XCTUnwrap(ofA.items.first)
        measured.measuredCalories = 420
        try store.updateCompletion(measured)
        XCTAssertEqual(try store.readCompletion(id: measured.id)?.measuredCalories, 420)
        XCTAssertNil(measured.distanceMeters, "no distance was measured before the column existed")
        measured.distanceMeters = 5012.5
        try store.updateCompletion(measured)
        XCTAssertEqual(try store.readCompletion(id: measured.id)?.distanceMeters, 5012.5)
        let version = try db.statement("SELECT version FROM lift_schema WHERE feature = 'workouts'")
        XCTAssertTrue(try version.step())
        XCTAssertEqual(version.int(0), Schema.known["workouts"])
    }
}
