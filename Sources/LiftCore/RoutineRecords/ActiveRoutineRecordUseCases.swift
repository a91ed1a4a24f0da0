/// Save Active Routine Record (lift-me): saves the record, then makes it the active one,
/// replacing any earlier active record. While the record has no completion date it may be empty
/// or hold exercises without sets (the workout is still going); once completed, lift-me's full
/// rules apply.
public struct SaveActiveRoutineRecord: DayCounting {
    let records: RoutineRecordStore
    var save: SaveRoutineRecord
    public var zone: ZoneRules {
        get { save.zone }
        set { save.zone = newValue }
    }

    public init(records: RoutineRecordStore, exercises: ExerciseStore, routines: RoutineStore,
                currentDate: @escaping CurrentDate) {
        self.records = records
        save = SaveRoutineRecord(records: records, exercises: exercises, routines: routines, currentDate: currentDate)
    }

    public func callAsFunction(_ draft: RoutineRecordDraft, path: Location = Location("active_record")) throws -> RoutineRecord {
        let record = try save(draft, path: path, completeness: .whenCompleted)
        try records.createActiveRoutineRecordID(record.id)
        return record
    }
}

/// Narrative #2: starting from a saved routine gives a new active record holding the routine's
/// exercises in order, each without sets yet.
public struct StartRoutineRecordFromRoutine: DayCounting {
    let routines: RoutineStore
    var saveActive: SaveActiveRoutineRecord
    public var zone: ZoneRules {
        get { saveActive.zone }
        set { saveActive.zone = newValue }
    }

    public init(records: RoutineRecordStore, exercises: ExerciseStore, routines: RoutineStore,
                currentDate: @escaping CurrentDate) {
        self.routines = routines
        saveActive = SaveActiveRoutineRecord(records: records, exercises: exercises, routines: routines,
                                             currentDate: currentDate)
    }

    public func callAsFunction(routineID: RecordID, path: Location = Location("from_routine_id")) throws -> RoutineRecord {
        guard let routine = try routines.readRoutine(id: routineID) else {
            throw LiftError.notFound("routine", id: routineID.text, path: path)
        }
        let draft = RoutineRecordDraft(routineID: routine.id, exerciseRecords: routine.exercises.map {
            ExerciseRecordDraft(exerciseID: $0.id, setRecords: [])
        })
        return try saveActive(draft)
    }
}

/// Load Active Routine Record (lift-me): reads AND clears the active pointer, as the seed says;
/// nil when there is none. The record itself stays saved.
public struct LoadActiveRoutineRecord {
    let store: RoutineRecordStore
    public init(store: RoutineRecordStore) { self.store = store }

    public func callAsFunction() throws -> RoutineRecord? {
        guard let id = try store.readAndDeleteActiveRoutineRecordID() else { return nil }
        return try store.readRoutineRecord(id: id)
    }
}
