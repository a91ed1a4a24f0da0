import LiftCore
import LiftSQLite
import XCTest

/// Two connections on one file, as two store handles signed in as different accounts.
final class TwoConnectionSpecs: XCTestCase {
    func test_transaction_afterLookupStoppedAtFirstRowAndOtherConnectionWrote_isNotBusy() throws {
        let path = temporaryStorePath()
        let a = try makeTemporaryDatabase(path: path), b = try makeTemporaryDatabase(path: path)
        let squat = Exercise(id: .random(), name: "Squat", creationDate: Timestamp(milliseconds: 0), tags: [])
        try a.transaction { try SQLiteExerciseStore(database: a, owner: "ann").createExercise(squat) }
        // A point lookup that found its row leaves its statement mid-result.
        _ = try a.read { try SQLiteExerciseStore(database: a, owner: "ann").readExercise(id: squat.id) }
        try b.transaction {
            try SQLiteExerciseStore(database: b, owner: "bob").createExercise(
                Exercise(id: .random(), name: "Row", creationDate: Timestamp(milliseconds: 0), tags: []))
        }
        XCTAssertNoThrow(try a.transaction {
            try SQLiteExerciseStore(database: a, owner: "ann").createExercise(
                Exercise(id: .random(), name: "Dips", creationDate: Timestamp(milliseconds: 0), tags: []))
        })
    }
}
