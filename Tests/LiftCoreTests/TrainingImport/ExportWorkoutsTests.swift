import LiftCore
import XCTest

/// Export Workouts against spies: oldest first, one row per set, RFC 4180 quoting, unfinished
/// records, the range check, and reading only.
final class ExportWorkoutsTests: XCTestCase {
    private let bench = Exercise(id: .random(), name: "Bench, flat", creationDate: Timestamp(milliseconds: 0), tags: [])

    private func makeSUT(_ records: [RoutineRecord]) -> (ExportWorkouts, RoutineRecordStoreSpy, ExerciseStoreSpy) {
        let r = RoutineRecordStoreSpy(), e = ExerciseStoreSpy()
        e.exercises = [bench]
        for record in records { r.records[record.id] = record }
        return (ExportWorkouts(records: r, exercises: e), r, e)
    }

    private func record(at ms: Int64, note: String?, finished: Bool, sets: [SetRecord]) -> RoutineRecord {
        RoutineRecord(id: .random(), note: note, creationDate: Timestamp(milliseconds: ms),
                      completionDate: finished ? Timestamp(milliseconds: ms + 3_600_000) : nil,
                      exerciseRecords: [ExerciseRecord(id: .random(), exerciseID: bench.id, setRecords: sets)])
    }

    private func set(_ reps: Int64, _ weight: Double, _ unit: WeightUnit = .kg, at ms: Int64) -> SetRecord {
        SetRecord(id: .random(), repCount: reps, weight: weight, unit: unit, duration: nil, difficulty: 7,
                  completionDate: Timestamp(milliseconds: ms))
    }

    func test_exportWorkouts_lift_rowsOldestFirstQuotedAndUnfinishedLeftEmpty() throws {
        let later = record(at: 1_709_577_000_000, note: nil, finished: false, sets: [set(5, 100, at: 1_709_577_000_500)])
        let earlier = record(at: 1_709_490_600_000, note: "Push \"A\",\nheavy", finished: true, sets: [set(8, 135.5, .lb, at: 1_709_490_600_000)])
        let (sut, records, _) = makeSUT([later, earlier])
        let export = try sut(.lift, from: nil, to: nil)
        XCTAssertEqual(export.csv, WorkoutFileFormat.liftHeader + "\n"
            + "2024-03-03T18:30:00Z,2024-03-03T19:30:00Z,\"Push \"\"A\"\",\nheavy\",\"Bench, flat\",1,8,135.5,lb,,7,2024-03-03T18:30:00Z\n"
            + "2024-03-04T18:30:00Z,,,\"Bench, flat\",1,5,100,kg,,7,2024-03-04T18:30:00.500Z\n")
        XCTAssertEqual(export.sets, 2)
        XCTAssertFalse(records.messages.contains { $0 == "create" || $0 == "update" || $0 == "delete" })
    }

    func test_exportWorkouts_liftFileReadBack_givesTheSameSets() throws {
        let original = record(at: 1_709_490_600_000, note: "a, \"b\"", finished: true, sets: [set(8, 62.5, at: 1_709_490_600_000)])
        let (sut, _, _) = makeSUT([original])
        let csv = try XCTUnwrap(try sut(.lift, from: nil, to: nil).csv)
        let file = WorkoutFile.parse(csv, format: nil, unit: nil)
        XCTAssertEqual(file.format, .lift)
        XCTAssertEqual(file.errors, [])
        XCTAssertEqual(file.sets.map(\.note), ["a, \"b\""])
        XCTAssertEqual(file.sets.map(\.weight), [62.5])
        XCTAssertEqual(file.sets.map(\.difficulty), [7])
    }

    func test_exportWorkouts_strong_convertsToKilogramsRounded() throws {
        let r = record(at: 1_709_490_600_000, note: "Legs\nfelt good", finished: true, sets: [set(5, 225, .lb, at: 1_709_490_600_000)])
        let (sut, _, _) = makeSUT([r])
        let csv = try XCTUnwrap(try sut(.strong, from: nil, to: nil).csv)
        XCTAssertEqual(csv, ExportWorkouts.strongHeader + "\n1,2024-03-03 18:30:00,Legs,3600,\"Bench, flat\",1,102.06,5,7,,,,felt good\n")
    }

    func test_exportWorkouts_rangeEndingBeforeItStarts_refusedNamingTo() {
        let (sut, records, _) = makeSUT([])
        let e = liftError { try sut(.lift, from: Timestamp(milliseconds: 10), to: Timestamp(milliseconds: 5)) }
        assertInvalid(e, path: "to")
        XCTAssertEqual(records.messages, [])
    }
}
