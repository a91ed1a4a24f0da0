import LiftCore

/// routine <-> JSON: `{"id","name","creation_date","exercises":[{"id","name"}]}`.
public enum RoutineJSON {
    public static func draft(_ o: inout JSONObjectReader) throws -> RoutineDraft {
        let id = try o.optionalID("id")
        let name = try o.edit("name") { try $0.string(maxLength: 1000) }
        let exercises = try o.edit("exercises") { try $0.array(max: SaveRoutine.maxExercises).objects { e -> ExerciseChoice in
            e.ignore("tags")
            e.ignore("creation_date")
            if let id = try e.optionalID("id") {
                e.ignore("name")   // a loaded routine carries both; the id decides
                return .id(id)
            }
            guard e.has("name") else {
                try e.finish()   // a misspelt "name" is reported as the unknown field it is
                throw LiftError.invalid(e.path, "an exercise is given by id or by name")
            }
            return .name(try e.string("name", maxLength: 1000))
        } }
        o.ignore("creation_date")
        return .partial(id: id, name: name, exercises: exercises)
    }

    public static func write(_ r: Routine, to o: JSONObjectWriter) {
        o.set("id", r.id)
        o.set("name", r.name)
        o.set("creation_date", r.creationDate)
        o.setArray("exercises") { a in
            for e in r.exercises {
                a.appendObject { x in
                    x.set("id", e.id)
                    x.set("name", e.name)
                }
            }
        }
    }
}
