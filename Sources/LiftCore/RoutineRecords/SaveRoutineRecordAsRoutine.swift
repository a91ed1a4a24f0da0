/// Narrative #1: a finished custom record is saved as a new routine by name, with the duplicate
/// rules of Save Routine; the record is then linked to the routine it became.
public struct SaveRoutineRecordAsRoutine {
    let records: RoutineRecordStore
    let saveRoutine: SaveRoutine

    public init(records: RoutineRecordStore, routines: RoutineStore, exercises: ExerciseStore,
                currentDate: @escaping CurrentDate) {
        self.records = records
        saveRoutine = SaveRoutine(routines: routines, exercises: exercises, currentDate: currentDate)
    }

    public func callAsFunction(recordID: RecordID, name: String, path: Location = Location("routine_from_record")) throws -> (routine: Routine, record: RoutineRecord) {
        guard var record = try records.readRoutineRecord(id: recordID) else {
            throw LiftError.notFound("routine_record", id: recordID.text, path: path.key("record_id"))
        }
        // Only a finished record (exercises with filled sets) becomes a routine.
        guard !record.exerciseRecords.isEmpty else {
            throw LiftError.invalid(path.key("record_id"), "the record has no exercise records yet", code: "empty_routine_record")
        }
        if let i = record.exerciseRecords.firstIndex(where: { $0.setRecords.isEmpty }) {
            throw LiftError.invalid(path.key("record_id"), "exercise record \(i) has no set records yet", code: "empty_exercise_record")
        }
        let routine = try saveRoutine(RoutineDraft(name: name, exercises: record.exerciseRecords.map { .id($0.exerciseID) }),
                                      path: path)
        record.routineID = routine.id
        try records.updateRoutineRecord(record)
        return (routine, record)
    }
}
