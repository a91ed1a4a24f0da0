import LiftCore

/// exercise <-> JSON: `{"id","name","tags","creation_date"}`.
public enum ExerciseJSON {
    public static func draft(_ o: inout JSONObjectReader) throws -> ExerciseDraft {
        let id = try o.optionalID("id")
        let name = try o.edit("name") { try $0.string(maxLength: 1000) }
        let tags = try o.edit("tags") { try $0.array(max: ExerciseRules.maxTags).map { try $0.string(maxLength: 1000) } }
        o.ignore("creation_date")   // server-assigned; accepted so a loaded record can be saved back
        return .partial(id: id, name: name, tags: tags)
    }

    public static func write(_ e: Exercise, to o: JSONObjectWriter) {
        o.set("id", e.id)
        o.set("name", e.name)
        o.set("tags", e.tags)
        o.set("creation_date", e.creationDate)
    }
}
