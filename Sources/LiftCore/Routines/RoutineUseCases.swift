/// Save Routine (lift-me "Save Routine Use Case"): create, or update by id, refusing duplicates.
public struct SaveRoutine {
    public static let maxExercises = 200
    let routines: RoutineStore
    let exercises: ExerciseStore
    let currentDate: CurrentDate

    public init(routines: RoutineStore, exercises: ExerciseStore, currentDate: @escaping CurrentDate) {
        self.routines = routines; self.exercises = exercises; self.currentDate = currentDate
    }

    public func callAsFunction(_ draft: RoutineDraft, path: Location = Location("routine")) throws -> Routine {
        let existing = try EditRule.existing(draft.id) { try routines.readRoutine(id: $0) }
        if case .clear = draft.name { throw EditRule.cannotClear(path.key("name")) }
        if case .clear = draft.exercises { throw EditRule.cannotClear(path.key("exercises")) }
        let name = NameKey.trimmed(draft.name.merged(existing?.name) ?? "")
        let choices = draft.exercises.given
        let exerciseCount = choices?.count ?? existing?.exercises.count ?? 0
        if name.isEmpty && exerciseCount == 0 {
            throw LiftError(.invalidRequest, code: "empty_routine", "cannot save an empty routine",
                            details: [.init("path", .location(path))])
        }
        guard !name.isEmpty else { throw LiftError.invalid(path.key("name"), "a routine needs a name", code: "routine_name_required") }
        guard name.count <= ExerciseRules.maxNameLength else {
            throw LiftError.invalid(path.key("name"), "a routine name has at most \(ExerciseRules.maxNameLength) characters")
        }
        guard exerciseCount > 0 else {
            throw LiftError.invalid(path.key("exercises"), "a routine needs at least one exercise", code: "routine_exercises_required")
        }
        guard exerciseCount <= SaveRoutine.maxExercises else {
            throw LiftError.invalid(path.key("exercises"), "a routine has at most \(SaveRoutine.maxExercises) exercises")
        }

        let resolved = try choices.map { try resolve($0, path: path.key("exercises")) } ?? existing?.exercises ?? []
        try refuseDuplicates(name: name, exerciseIDs: resolved.map(\.id), except: existing?.id)

        if var routine = existing {
            routine.name = name
            routine.exercises = resolved
            try routines.updateRoutine(routine)
            return routine
        }
        let routine = Routine(id: draft.id ?? .random(), name: name, creationDate: currentDate(), exercises: resolved)
        try routines.createRoutine(routine)
        return routine
    }

    /// Finds each exercise; one named but unknown is created (same transaction as the routine).
    private func resolve(_ choices: [ExerciseChoice], path: Location) throws -> [Exercise] {
        let save = SaveExercise(store: exercises, currentDate: currentDate)
        var out = [Exercise]()
        for (i, choice) in choices.enumerated() {
            switch choice {
            case .id(let id):
                guard let e = try exercises.readExercise(id: id) else {
                    throw LiftError.notFound("exercise", id: id.text, path: path.index(i).key("id"))
                }
                out.append(e)
            case .name(let name):
                let valid = try ExerciseRules.validName(name, path: path.index(i).key("name"))
                if let e = try exercises.readExercise(nameKey: NameKey.of(valid)) {
                    out.append(e)
                } else {
                    out.append(try save(ExerciseDraft(name: valid), path: path.index(i)))
                }
            }
        }
        return out
    }

    /// Same exercises (in order) wins over same name: the seed's "both" case names the duplicate.
    private func refuseDuplicates(name: String, exerciseIDs: [RecordID], except id: RecordID?) throws {
        let clashes = try routines.readRoutines(nameKey: NameKey.of(name), exerciseIDs: exerciseIDs)
            .filter { $0.id != id }
        if let same = clashes.first(where: { $0.exercises.map(\.id) == exerciseIDs }) {
            throw LiftError(.conflict, code: "duplicate_routine_exercises",
                            "routine already exists: \(same.name) has the same exercises",
                            details: [.init("name", .string(same.name)), .init("id", .string(same.id.text))])
        }
        if let same = clashes.first(where: { NameKey.of($0.name) == NameKey.of(name) }) {
            throw LiftError(.conflict, code: "duplicate_routine_name",
                            "a routine named \(same.name) already exists",
                            details: [.init("name", .string(same.name)), .init("id", .string(same.id.text))])
        }
    }
}

/// Load Routines: a page sorted by name, or one by id. Never writes.
public struct LoadRoutines {
    let store: RoutineStore
    public init(store: RoutineStore) { self.store = store }

    public func list(page: Page = .all) throws -> Paged<Routine> {
        try page.check()
        return try store.readRoutines(page: page)
    }
    public func byID(_ id: RecordID) throws -> Routine {
        guard let r = try store.readRoutine(id: id) else { throw LiftError.notFound("routine", id: id.text) }
        return r
    }
}

/// Remove Routine (Narrative #4): the routine goes, its records stay, unlinked.
public struct RemoveRoutine {
    let store: RoutineStore
    public init(store: RoutineStore) { self.store = store }

    public func callAsFunction(_ id: RecordID) throws {
        guard try store.deleteRoutine(id: id) else { throw LiftError.notFound("routine", id: id.text) }
    }
}
