/// Save Routine Record (lift-me): create, or edit by id (docs/API.md, "Saving"); a given
/// exercise_records list replaces the exercise and set records as a whole. The caller runs it in
/// one transaction.
public struct SaveRoutineRecord: DayCounting {
    let records: RoutineRecordStore
    var rules: RoutineRecordRules
    public var zone: ZoneRules {
        get { rules.zone }
        set { rules.zone = newValue }
    }

    public init(records: RoutineRecordStore, exercises: ExerciseStore, routines: RoutineStore,
                currentDate: @escaping CurrentDate) {
        self.records = records
        rules = RoutineRecordRules(exercises: exercises, routines: routines, currentDate: currentDate)
    }

    public func callAsFunction(_ draft: RoutineRecordDraft, path: Location = Location("routine_record"),
                               completeness: RoutineRecordRules.Completeness = .finished) throws -> RoutineRecord {
        let existing = try EditRule.existing(draft.id) { try records.readRoutineRecord(id: $0) }
        let record = try rules.record(from: draft, existing: existing, completeness: completeness, path: path)
        if existing != nil {
            try records.updateRoutineRecord(record)
        } else {
            try records.createRoutineRecord(record)
        }
        return record
    }
}

/// Load Routine Records: one by id, or a page of a query, newest first. Never writes.
public struct LoadRoutineRecords {
    let store: RoutineRecordStore
    public init(store: RoutineRecordStore) { self.store = store }

    public func byID(_ id: RecordID) throws -> RoutineRecord {
        guard let r = try store.readRoutineRecord(id: id) else { throw LiftError.notFound("routine_record", id: id.text) }
        return r
    }

    public func page(_ query: RoutineRecordQuery) throws -> (records: [RoutineRecord], total: Int64) {
        try Page(limit: query.limit, offset: query.offset).check()
        if let from = query.from, let to = query.to, to < from {
            throw LiftError.invalid(Location("to"), "the range ends before it starts")
        }
        return try store.readRoutineRecords(query)
    }
}

/// Remove Routine Record. An active record that is removed stops being active.
public struct RemoveRoutineRecord {
    let store: RoutineRecordStore
    public init(store: RoutineRecordStore) { self.store = store }

    public func callAsFunction(_ id: RecordID) throws {
        guard try store.deleteRoutineRecord(id: id) else { throw LiftError.notFound("routine_record", id: id.text) }
    }
}
