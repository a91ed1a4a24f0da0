import LiftCore
import XCTest

/// "No later than tomorrow" for instants (completions, routine records) is counted in the user's
/// zone: a zone ahead of UTC reaches the day after tomorrow sooner, one behind it later.
final class ZonedDateCheckTests: XCTestCase {
    private let jogging = WorkoutCatalog.all.first { $0.compendiumCode == "12020" }

    private func saveCompletion(at date: Timestamp, now: Timestamp, zone: ZoneRules) throws -> Completion {
        let jog = try XCTUnwrap(jogging)
        return try SaveCompletion(store: WorkoutStoreSpy(), bodyWeight: FixedBodyWeight(kilograms: nil), currentDate: { now })
            .counting(in: zone)(CompletionDraft(workoutID: jog.id, duration: 60, date: date))
    }

    private func saveRecord(created: Timestamp, now: Timestamp, zone: ZoneRules) throws -> RoutineRecord {
        let exercise = Exercise(id: .random(), name: "Squat", creationDate: Timestamp(milliseconds: 0), tags: [])
        let exercises = ExerciseStoreSpy()
        exercises.exercises = [exercise]
        let draft = RoutineRecordDraft(creationDate: created, exerciseRecords: [
            ExerciseRecordDraft(exerciseID: exercise.id, setRecords: [SetRecordDraft(repCount: 5, weight: 100)])])
        return try SaveRoutineRecord(records: RoutineRecordStoreSpy(), exercises: exercises, routines: RoutineStoreSpy(),
                                     currentDate: { now }).counting(in: zone)(draft)
    }

    // Ahead (UTC+14): at 12:00 UTC on 25 Nov it is 26 Nov there, so 27 Nov there is tomorrow.
    private let aheadNow = ZoneFixtures.instant("2026-11-25T12:00:00Z")
    private let aheadDate = ZoneFixtures.instant("2026-11-27T05:00:00Z")   // 27 Nov 19:00 there, 27 Nov in UTC
    // Behind (UTC-10): at 05:00 UTC on 25 Nov it is 24 Nov there, so 26 Nov there is after tomorrow.
    private let behindNow = ZoneFixtures.instant("2026-11-25T05:00:00Z")
    private let behindDate = ZoneFixtures.instant("2026-11-26T12:00:00Z")  // 26 Nov 02:00 there, 26 Nov in UTC

    func test_saveCompletion_zoneAheadOfUTC_tomorrowThereIsSavedThoughAfterTomorrowInUTC() throws {
        let kiritimati = try ZoneFixtures.system("Pacific/Kiritimati")
        assertInvalid(liftError { try self.saveCompletion(at: self.aheadDate, now: self.aheadNow, zone: .utc) },
                      path: "completion.date", code: "date_in_future")
        XCTAssertEqual(try saveCompletion(at: aheadDate, now: aheadNow, zone: kiritimati).date, aheadDate)
    }

    func test_saveCompletion_zoneBehindUTC_afterTomorrowThereIsRefusedThoughTomorrowInUTC() throws {
        let honolulu = try ZoneFixtures.system("Pacific/Honolulu")
        XCTAssertNoThrow(try saveCompletion(at: behindDate, now: behindNow, zone: .utc))
        assertInvalid(liftError { try self.saveCompletion(at: self.behindDate, now: self.behindNow, zone: honolulu) },
                      path: "completion.date", code: "date_in_future")
    }

    func test_saveRoutineRecord_zoneAheadOfUTC_tomorrowThereIsSaved() throws {
        let kiritimati = try ZoneFixtures.system("Pacific/Kiritimati")
        assertInvalid(liftError { try self.saveRecord(created: self.aheadDate, now: self.aheadNow, zone: .utc) },
                      path: "routine_record.creation_date", code: "date_in_future")
        XCTAssertEqual(try saveRecord(created: aheadDate, now: aheadNow, zone: kiritimati).creationDate, aheadDate)
    }

    func test_saveRoutineRecord_zoneBehindUTC_afterTomorrowThereIsRefused() throws {
        let honolulu = try ZoneFixtures.system("Pacific/Honolulu")
        XCTAssertNoThrow(try saveRecord(created: behindDate, now: behindNow, zone: .utc))
        assertInvalid(liftError { try self.saveRecord(created: self.behindDate, now: self.behindNow, zone: honolulu) },
                      path: "routine_record.creation_date", code: "date_in_future")
    }
}
