/// Rules for exercise names and tags, shared by every use case that writes exercises.
public enum ExerciseRules {
    public static let maxNameLength = 200
    public static let maxTags = 50

    public static func validName(_ name: String, path: Location) throws -> String {
        let trimmed = NameKey.trimmed(name)
        guard !trimmed.isEmpty else { throw LiftError.invalid(path, "an exercise needs a name") }
        guard trimmed.count <= maxNameLength else {
            throw LiftError.invalid(path, "an exercise name has at most \(maxNameLength) characters")
        }
        return trimmed
    }

    public static func validTags(_ tags: [String], path: Location) throws -> [String] {
        guard tags.count <= maxTags else { throw LiftError.invalid(path, "at most \(maxTags) tags") }
        var seen = Set<String>()
        var out = [String]()
        for (i, tag) in tags.enumerated() {
            let t = NameKey.trimmed(tag)
            guard !t.isEmpty, t.count <= maxNameLength else {
                throw LiftError.invalid(path.index(i), "a tag is 1 to \(maxNameLength) characters")
            }
            try TextRule.line.check(t, path: path.index(i))
            if seen.insert(t.lowercased()).inserted { out.append(t) }
        }
        return out
    }
}

/// Save Exercise: create, or edit by id (docs/API.md, "Saving"); names unique (trimmed, case-insensitive).
public struct SaveExercise {
    let store: ExerciseStore
    let currentDate: CurrentDate
    public init(store: ExerciseStore, currentDate: @escaping CurrentDate) {
        self.store = store; self.currentDate = currentDate
    }

    public func callAsFunction(_ draft: ExerciseDraft, path: Location = Location("exercise")) throws -> Exercise {
        let existing = try EditRule.existing(draft.id) { try store.readExercise(id: $0) }
        let name = try ExerciseRules.validName(try draft.name.required(existing?.name, path: path.key("name")), path: path.key("name"))
        let tags = try ExerciseRules.validTags(draft.tags.list(existing?.tags), path: path.key("tags"))
        if let clash = try store.readExercise(nameKey: NameKey.of(name)), clash.id != existing?.id {
            throw LiftError(.conflict, code: "duplicate_exercise_name",
                            "an exercise named \(clash.name) already exists",
                            details: [.init("name", .string(clash.name)), .init("id", .string(clash.id.text))])
        }
        if var exercise = existing {
            exercise.name = name
            exercise.tags = tags
            try store.updateExercise(exercise)
            return exercise
        }
        let exercise = Exercise(id: draft.id ?? .random(), name: name, creationDate: currentDate(), tags: tags)
        try store.createExercise(exercise)
        return exercise
    }
}

/// Load Exercises: by id, by name, or a page of those matching a filter, sorted by name. Never writes.
public struct LoadExercises {
    let store: ExerciseStore
    public init(store: ExerciseStore) { self.store = store }

    public func byID(_ id: RecordID) throws -> Exercise {
        guard let e = try store.readExercise(id: id) else { throw LiftError.notFound("exercise", id: id.text) }
        return e
    }

    public func byName(_ name: String) throws -> Exercise? { try store.readExercise(nameKey: NameKey.of(name)) }
    public func list(_ filter: ExerciseFilter = ExerciseFilter(), page: Page = .all) throws -> Paged<Exercise> {
        try page.check()
        return try store.readExercises(filter, page: page)
    }
}

/// Remove Exercise: refused while a routine or record uses it, so history never dangles.
public struct RemoveExercise {
    let store: ExerciseStore
    public init(store: ExerciseStore) { self.store = store }

    public func callAsFunction(_ id: RecordID) throws {
        guard let exercise = try store.readExercise(id: id) else { throw LiftError.notFound("exercise", id: id.text) }
        if try store.isExerciseInUse(id: id) {
            throw LiftError(.conflict, code: "exercise_in_use",
                            "\(exercise.name) is used by a routine or a record",
                            details: [.init("name", .string(exercise.name)), .init("id", .string(id.text))])
        }
        _ = try store.deleteExercise(id: id)
    }
}
