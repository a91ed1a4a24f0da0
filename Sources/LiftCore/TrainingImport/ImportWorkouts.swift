/// Import Workouts: a Strong, Hevy, FitNotes or liblift CSV becomes routine records with their
/// exercise and set records, all or nothing (the caller runs it in one transaction). Names are
/// matched to exercises (trimmed, case-insensitive, or through the request's map); the rest are
/// created. Ids are name-based (`NameBasedID`) on the format, the session's start instant, the
/// exercise's name key and the set's place, so importing the same file again finds every set and adds nothing.
public struct ImportWorkouts: DayCounting {
    /// A file of the request, or on disk: enough for a decade of daily training in any app's export.
    public static let maxFileBytes = 64 << 20
    public static let maxSets = 1_000_000

    let exercises: ExerciseStore
    let records: RoutineRecordStore
    let files: ImportFileSource
    let currentDate: CurrentDate
    public var zone = ZoneRules.utc

    public init(exercises: ExerciseStore, records: RoutineRecordStore, files: ImportFileSource,
                currentDate: @escaping CurrentDate) {
        self.exercises = exercises; self.records = records; self.files = files; self.currentDate = currentDate
    }

    public func callAsFunction(_ request: WorkoutImportRequest, path: Location = Location("workout_import")) throws -> WorkoutImportSummary {
        let (text, textPath) = try read(request.source, path: path)
        let file = WorkoutFile.parse(text, format: request.format, unit: request.unit)
        var errors = file.errors
        if file.sets.count > Self.maxSets {
            errors.append(.init(line: file.sets[Self.maxSets].line, field: "line", reason: "a file holds at most \(Self.maxSets) sets"))
        }
        var resolver = ExerciseResolver(store: exercises)
        try resolver.map(request.exerciseMap, path: path.key("exercise_map"))
        let today = zone.day(of: currentDate())
        let sessions = ImportedSessions.group(file.sets, in: zone, today: today, errors: &errors)
        for set in file.sets { try resolver.resolve(set.exercise) }

        var summary = WorkoutImportSummary(format: file.format, dryRun: request.dryRun)
        summary.skipped = file.skipped.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        guard errors.isEmpty || request.dryRun else { throw CSVLineErrors.refusal(errors, path: textPath) }
        summary.errors = errors.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }.map(\.element)
        summary.exercisesMatched = resolver.matched.count
        let now = currentDate()
        var created = [String: RecordID]()
        for name in resolver.created {
            let id = RecordID.random()
            created[NameKey.of(name)] = id
            summary.newExercises.append((name, request.dryRun ? nil : id))
            if !request.dryRun { try exercises.createExercise(Exercise(id: id, name: name, creationDate: now, tags: [])) }
        }
        guard errors.isEmpty else { return summary }
        for session in sessions {
            let record = session.record(format: file.format) { resolver.id(of: $0, created: created) }
            try save(record, &summary, dryRun: request.dryRun)
        }
        return summary
    }

    private func read(_ source: WorkoutImportSource, path: Location) throws -> (String, Location) {
        switch source {
        case .text(let text): return (text, path.key("data"))
        case .path(let file):
            let field = path.key("path")
            let bytes = try files.bytes(atPath: file, maxBytes: Self.maxFileBytes, path: field)
            guard let text = String(validating: bytes, as: UTF8.self) else {
                throw LiftError.invalid(field, "the file is not UTF-8 text", code: "invalid_csv")
            }
            try TextRule.multiline.check(text, path: field)
            return (text, field)
        }
    }

    /// A new session is created; one imported before gets only the sets it lacks.
    private func save(_ record: RoutineRecord, _ summary: inout WorkoutImportSummary, dryRun: Bool) throws {
        let setCount = record.exerciseRecords.reduce(0) { $0 + $1.setRecords.count }
        guard var existing = try records.readRoutineRecord(id: record.id) else {
            summary.sessions += 1
            summary.sets += setCount
            if !dryRun { try records.createRoutineRecord(record) }
            return
        }
        var added = 0
        for e in record.exerciseRecords {
            if let i = existing.exerciseRecords.firstIndex(where: { $0.id == e.id }) {
                let have = Set(existing.exerciseRecords[i].setRecords.map(\.id))
                let missing = e.setRecords.filter { !have.contains($0.id) }
                existing.exerciseRecords[i].setRecords += missing
                added += missing.count
            } else {
                existing.exerciseRecords.append(e)
                added += e.setRecords.count
            }
        }
        summary.sets += added
        summary.setsExisting += setCount - added
        guard added > 0 else { summary.sessionsExisting += 1; return }
        summary.sessionsUpdated += 1
        if !dryRun { try records.updateRoutineRecord(existing) }
    }
}

/// The file's exercise names matched to the store's exercises, mapped, or to be created.
struct ExerciseResolver {
    let store: ExerciseStore
    /// Name key -> the exercise's id, or the name key of an exercise to create.
    private var known = [String: RecordID]()
    private var pending = [String: String]()
    private(set) var matched = Set<RecordID>()
    /// Names to create: the map's first, then in the order the file first uses them.
    private(set) var created = [String]()

    init(store: ExerciseStore) { self.store = store }

    mutating func map(_ entries: [(name: String, target: ExerciseTarget)], path: Location) throws {
        for (name, target) in entries {
            let key = NameKey.of(name)
            switch target {
            case .id(let id):
                guard try store.readExercise(id: id) != nil else {
                    throw LiftError.notFound("exercise", id: id.text, path: path.key(name))
                }
                known[key] = id
                matched.insert(id)
            case .name(let other):
                let valid = try ExerciseRules.validName(other, path: path.key(name))
                try bind(key, to: valid)
            }
        }
    }

    private var seen = Set<String>()

    mutating func resolve(_ name: String) throws {
        guard seen.insert(name).inserted else { return }
        let key = NameKey.of(name)
        guard known[key] == nil, pending[key] == nil else { return }
        try bind(key, to: name)
    }

    private mutating func bind(_ key: String, to name: String) throws {
        let target = NameKey.of(name)
        if let e = try store.readExercise(nameKey: target) {
            known[key] = e.id
            matched.insert(e.id)
            return
        }
        if !created.contains(where: { NameKey.of($0) == target }) { created.append(name) }
        pending[key] = target
    }

    func id(of name: String, created ids: [String: RecordID]) -> RecordID {
        let key = NameKey.of(name)
        if let id = known[key] { return id }
        return ids[pending[key] ?? key] ?? RecordID.random()
    }
}
