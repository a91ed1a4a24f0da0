import LiftCore
import LiftSQLite
import XCTest

final class RoutineStoreSpecs: XCTestCase {
    private func makeSUT() throws -> (SQLiteRoutineStore, SQLiteExerciseStore) {
        let db = try makeTemporaryDatabase()
        return (SQLiteRoutineStore(database: db, owner: "local"), SQLiteExerciseStore(database: db, owner: "local"))
    }

    private func routine(_ name: String, _ exercises: [Exercise]) -> Routine {
        Routine(id: .random(), name: name, creationDate: Timestamp(milliseconds: 1_700_000_000_000), exercises: exercises)
    }

    private func stored(_ names: [String], in store: SQLiteExerciseStore) throws -> [Exercise] {
        try names.map { n in
            let e = Exercise(id: .random(), name: n, creationDate: Timestamp(milliseconds: 1), tags: [])
            try store.createExercise(e)
            return e
        }
    }

    func test_retrieve_emptyStoreTwice_deliversEmpty() throws {
        let (sut, _) = try makeSUT()
        XCTAssertEqual(try sut.readAllRoutines(), [])
        XCTAssertEqual(try sut.readAllRoutines(), [])
    }

    func test_retrieve_nonEmptyStoreTwice_deliversExercisesInOrder() throws {
        let (sut, exercises) = try makeSUT()
        let r = routine("Push", try stored(["Dips", "Bench", "Fly"], in: exercises))
        try sut.createRoutine(r)
        XCTAssertEqual(try sut.readAllRoutines(), [r])
        XCTAssertEqual(try sut.readAllRoutines(), [r])
        XCTAssertEqual(try sut.readRoutine(id: r.id), r)
    }

    func test_readRoutinesWithNameOrExercises_findsEither() throws {
        let (sut, exercises) = try makeSUT()
        let e = try stored(["A", "B"], in: exercises)
        let r1 = routine("One", [e[0]]), r2 = routine("Two", [e[1], e[0]])
        try sut.createRoutine(r1)
        try sut.createRoutine(r2)
        XCTAssertEqual(try sut.readRoutines(nameKey: "one", exerciseIDs: []), [r1])
        XCTAssertEqual(try sut.readRoutines(nameKey: "x", exerciseIDs: [e[1].id, e[0].id]), [r2])
        XCTAssertEqual(try sut.readRoutines(nameKey: "x", exerciseIDs: [e[0].id, e[1].id]), [])
    }

    func test_update_replacesExercisesAsAWhole() throws {
        let (sut, exercises) = try makeSUT()
        let e = try stored(["A", "B", "C"], in: exercises)
        var r = routine("R", [e[0], e[1]])
        try sut.createRoutine(r)
        r.exercises = [e[2]]
        r.name = "R2"
        try sut.updateRoutine(r)
        XCTAssertEqual(try sut.readRoutine(id: r.id), r)
    }

    func test_delete_nonEmptyStore_leavesEmptyAndExercisesKept() throws {
        let (sut, exercises) = try makeSUT()
        let r = routine("R", try stored(["A"], in: exercises))
        try sut.createRoutine(r)
        XCTAssertTrue(try sut.deleteRoutine(id: r.id))
        XCTAssertFalse(try sut.deleteRoutine(id: r.id))
        XCTAssertEqual(try sut.readAllRoutines(), [])
        XCTAssertEqual(try exercises.readAllExercises().count, 1)
    }
}
