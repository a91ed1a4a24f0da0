import LiftCore
import LiftJSON

/// kind "exercise" (lift-me).
enum ExerciseRequests {
    static let kind = Kind(
        name: "exercise",
        save: { o in
            let (single, drafts) = try Shapes.oneOrMany(&o, kind: "exercise", max: 10_000, ExerciseJSON.draft)
            return { ctx, out in
                let save = SaveExercise(store: ctx.exercises, currentDate: ctx.currentDate)
                var saved = [Exercise]()
                for (i, draft) in drafts.enumerated() {
                    saved.append(try save(draft, path: single ? Location("exercise") : .item(i)))
                }
                Shapes.write(saved, single: single, kind: "exercise", to: out, ExerciseJSON.write)
            }
        },
        load: { o in
            let id = try o.optionalID("id")
            let page = try Paging.decode(&o)
            let name = try o.optionalString("name", maxLength: 1000)
            let filter = ExerciseFilter(tag: try o.optionalString("tag", maxLength: 1000),
                                        namePrefix: try o.optionalString("name_prefix", maxLength: 1000))
            if name != nil, filter != ExerciseFilter() {
                throw LiftError.invalid("name", "give either name (one exercise) or the filters tag / name_prefix")
            }
            return { ctx, out in
                let load = LoadExercises(store: ctx.exercises)
                if let id {
                    let exercise = try load.byID(id)
                    out.setObject("exercise") { ExerciseJSON.write(exercise, to: $0) }
                } else if let name {
                    // One exact name: at most one match, answered as a list.
                    let match = try load.byName(name).map { [$0] } ?? []
                    Shapes.page(Paged(items: page.offset == 0 ? match : [], total: Int64(match.count)), to: out, ExerciseJSON.write)
                } else {
                    Shapes.page(try load.list(filter, page: page), to: out, ExerciseJSON.write)
                }
            }
        },
        remove: { o in
            let id = try o.id("id")
            return { ctx, out in
                try RemoveExercise(store: ctx.exercises)(id)
                out.set("removed", 1)
            }
        })
}
