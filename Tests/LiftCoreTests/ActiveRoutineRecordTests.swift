import LiftCore
import XCTest

/// The active-record use cases and Save Record As Routine against in-memory spies, independent of
/// SQLite (the request tests cover the same flows through the C contract).
final class ActiveRoutineRecordTests: XCTestCase {
    func test_saveActiveRecord_twice_replacesEarlierActive() throws {
        let env = Env()
        let first = try env.saveActive(RoutineRecordDraft(exerciseRecords: []))
        let second = try env.saveActive(RoutineRecordDraft(exerciseRecords: []))
        XCTAssertEqual(env.records.activeID, second.id)
        XCTAssertEqual(try env.loadActive()?.id, second.id)
        XCTAssertNotNil(env.records.records[first.id], "the earlier record stays saved, only the pointer moves")
    }

    func test_loadActiveRecord_afterSave_readsThenClearsPointerAndKeepsRecord() throws {
        let env = Env()
        let saved = try env.saveActive(RoutineRecordDraft(note: "legs", exerciseRecords: []))
        XCTAssertEqual(try env.loadActive(), saved)
        XCTAssertNil(env.records.activeID)
        XCTAssertNil(try env.loadActive())
        XCTAssertEqual(env.records.records[saved.id], saved)
    }

    func test_loadActiveRecord_noneSaved_returnsNilWithoutReadingARecord() throws {
        let env = Env()
        XCTAssertNil(try env.loadActive())
        XCTAssertEqual(env.records.messages, ["readAndDeleteActive"])
    }

    func test_startFromRoutine_threeExercises_activeRecordHoldsThemInOrderWithoutSets() throws {
        let env = Env()
        let (a, b, c) = (env.exercise("Squat"), env.exercise("Bench"), env.exercise("Row"))
        let routine = env.routine("Full body", [c, a, b])
        let record = try StartRoutineRecordFromRoutine(records: env.records, exercises: env.exercises, routines: env.routines,
                                                       currentDate: env.now)(routineID: routine.id)
        XCTAssertEqual(record.routineID, routine.id)
        XCTAssertEqual(record.exerciseRecords.map(\.exerciseID), [c.id, a.id, b.id])
        XCTAssertTrue(record.exerciseRecords.allSatisfy { $0.setRecords.isEmpty })
        XCTAssertNil(record.completionDate)
        XCTAssertEqual(env.records.activeID, record.id)
    }

    func test_startFromRoutine_unknownRoutine_failsNotFoundAndLeavesNoActive() {
        let env = Env()
        XCTAssertThrowsError(try StartRoutineRecordFromRoutine(records: env.records, exercises: env.exercises,
                                                               routines: env.routines, currentDate: env.now)(routineID: .random())) {
            XCTAssertEqual(($0 as? LiftError)?.status, .notFound)
            XCTAssertEqual(($0 as? LiftError)?.detail("path"), .location("from_routine_id"))
        }
        XCTAssertNil(env.records.activeID)
        XCTAssertTrue(env.records.records.isEmpty)
    }

    func test_saveActiveRecord_customEmptyThenGrowing_updatesTheSameRecord() throws {
        let env = Env()
        let squat = env.exercise("Squat")
        let empty = try env.saveActive(RoutineRecordDraft(exerciseRecords: []))
        XCTAssertTrue(empty.exerciseRecords.isEmpty)

        let withExercise = try env.saveActive(RoutineRecordDraft(id: empty.id, exerciseRecords: [
            ExerciseRecordDraft(exerciseID: squat.id, setRecords: []),
        ]))
        let withSet = try env.saveActive(RoutineRecordDraft(id: empty.id, exerciseRecords: [
            ExerciseRecordDraft(id: withExercise.exerciseRecords.first?.id, exerciseID: squat.id,
                                setRecords: [SetRecordDraft(repCount: 5, weight: 100)]),
        ]))
        XCTAssertEqual(env.records.records.count, 1)
        XCTAssertEqual(withSet.id, empty.id)
        XCTAssertEqual(withSet.creationDate, empty.creationDate, "an update keeps the creation date")
        XCTAssertEqual(withSet.exerciseRecords.first?.setRecords.map(\.repCount), [5])
        XCTAssertEqual(env.records.activeID, empty.id)
        XCTAssertEqual(env.records.messages.filter { $0 == "update" }.count, 2)
    }

    func test_saveActiveRecord_completedWithoutSets_failsLikeASavedRecordAndSetsNoActive() {
        let env = Env()
        let squat = env.exercise("Squat")
        let draft = RoutineRecordDraft(completionDate: Timestamp(milliseconds: 2_000),
                                       exerciseRecords: [ExerciseRecordDraft(exerciseID: squat.id, setRecords: [])])
        XCTAssertThrowsError(try env.saveActive(draft)) {
            XCTAssertEqual(($0 as? LiftError)?.code, "empty_exercise_record")
        }
        XCTAssertNil(env.records.activeID)
        XCTAssertTrue(env.records.records.isEmpty)
    }

    func test_saveActiveRecord_unknownExercise_failsNotFoundNamingItAndSetsNoActive() {
        let env = Env()
        let draft = RoutineRecordDraft(exerciseRecords: [ExerciseRecordDraft(exerciseID: .random(), setRecords: [])])
        XCTAssertThrowsError(try env.saveActive(draft)) {
            XCTAssertEqual(($0 as? LiftError)?.status, .notFound)
            XCTAssertEqual(($0 as? LiftError)?.detail("path"), .location("active_record.exercise_records[0].exercise_id"))
        }
        XCTAssertNil(env.records.activeID)
    }

    func test_saveRecordAsRoutine_finishedCustomRecord_createsRoutineInRecordOrderAndLinksRecord() throws {
        let env = Env()
        let (bench, row) = (env.exercise("Bench"), env.exercise("Row"))
        let record = try env.finishedRecord([row, bench])
        let (routine, linked) = try env.saveAsRoutine(record.id, "Pull and push")
        XCTAssertEqual(routine.name, "Pull and push")
        XCTAssertEqual(routine.exercises.map(\.id), [row.id, bench.id])
        XCTAssertEqual(linked.routineID, routine.id)
        XCTAssertEqual(env.records.records[record.id]?.routineID, routine.id)
    }

    func test_saveRecordAsRoutine_nameOfExistingRoutine_failsDuplicateNameAndLeavesRecordUnlinked() throws {
        let env = Env()
        let (bench, row) = (env.exercise("Bench"), env.exercise("Row"))
        _ = env.routine("Push", [bench])
        let record = try env.finishedRecord([row])
        XCTAssertThrowsError(try env.saveAsRoutine(record.id, "push")) {
            XCTAssertEqual(($0 as? LiftError)?.code, "duplicate_routine_name")
        }
        XCTAssertNil(env.records.records[record.id]?.routineID)
        XCTAssertEqual(env.routines.routines.count, 1)
    }

    func test_saveRecordAsRoutine_sameExercisesAsExistingRoutine_failsDuplicateExercises() throws {
        let env = Env()
        let (bench, row) = (env.exercise("Bench"), env.exercise("Row"))
        _ = env.routine("Upper", [bench, row])
        let record = try env.finishedRecord([bench, row])
        XCTAssertThrowsError(try env.saveAsRoutine(record.id, "Another name")) {
            XCTAssertEqual(($0 as? LiftError)?.code, "duplicate_routine_exercises")
        }
        XCTAssertNil(env.records.records[record.id]?.routineID)
    }

    func test_saveRecordAsRoutine_activeRecordWithoutSets_failsEmptyExerciseRecord() throws {
        let env = Env()
        let bench = env.exercise("Bench")
        let record = try env.saveActive(RoutineRecordDraft(exerciseRecords: [ExerciseRecordDraft(exerciseID: bench.id, setRecords: [])]))
        XCTAssertThrowsError(try env.saveAsRoutine(record.id, "Bench day")) {
            XCTAssertEqual(($0 as? LiftError)?.code, "empty_exercise_record")
            XCTAssertEqual(($0 as? LiftError)?.detail("path"), .location("routine_from_record.record_id"))
        }
        XCTAssertTrue(env.routines.routines.isEmpty)
    }

    func test_saveRecordAsRoutine_unknownRecord_failsNotFound() {
        let env = Env()
        XCTAssertThrowsError(try env.saveAsRoutine(.random(), "X")) {
            XCTAssertEqual(($0 as? LiftError)?.status, .notFound)
        }
    }

    /// The use cases wired to fresh spies at a fixed clock.
    final class Env {
        let records = RoutineRecordStoreSpy()
        let exercises = ExerciseStoreSpy()
        let routines = RoutineStoreSpy()
        let now: CurrentDate = { Timestamp(milliseconds: 1_000) }

        func exercise(_ name: String) -> Exercise {
            let e = Exercise(id: .random(), name: name, creationDate: Timestamp(milliseconds: 0), tags: [])
            exercises.exercises.append(e)
            return e
        }

        func routine(_ name: String, _ list: [Exercise]) -> Routine {
            let r = Routine(id: .random(), name: name, creationDate: Timestamp(milliseconds: 0), exercises: list)
            routines.routines.append(r)
            return r
        }

        func saveActive(_ draft: RoutineRecordDraft) throws -> RoutineRecord {
            try SaveActiveRoutineRecord(records: records, exercises: exercises, routines: routines, currentDate: now)(draft)
        }

        func loadActive() throws -> RoutineRecord? { try LoadActiveRoutineRecord(store: records)() }

        func finishedRecord(_ list: [Exercise]) throws -> RoutineRecord {
            try SaveRoutineRecord(records: records, exercises: exercises, routines: routines, currentDate: now)(
                RoutineRecordDraft(completionDate: Timestamp(milliseconds: 5_000), exerciseRecords: list.map {
                    ExerciseRecordDraft(exerciseID: $0.id, setRecords: [SetRecordDraft(repCount: 8, weight: 60)])
                }))
        }

        func saveAsRoutine(_ id: RecordID, _ name: String) throws -> (routine: Routine, record: RoutineRecord) {
            try SaveRoutineRecordAsRoutine(records: records, routines: routines, exercises: exercises, currentDate: now)(
                recordID: id, name: name)
        }
    }
}
