import LiftCore
import LiftJSON

/// kind "routine" (lift-me).
enum RoutineRequests {
    static let kind = Kind(
        name: "routine",
        save: { o in
            let (single, drafts) = try Shapes.oneOrMany(&o, kind: "routine", max: 1000, RoutineJSON.draft)
            return { ctx, out in
                let save = SaveRoutine(routines: ctx.routines, exercises: ctx.exercises, currentDate: ctx.currentDate)
                var saved = [Routine]()
                for (i, draft) in drafts.enumerated() {
                    saved.append(try save(draft, path: single ? Location("routine") : .item(i)))
                }
                Shapes.write(saved, single: single, kind: "routine", to: out, RoutineJSON.write)
            }
        },
        load: { o in
            let id = try o.optionalID("id")
            let page = try Paging.decode(&o)
            return { ctx, out in
                let load = LoadRoutines(store: ctx.routines)
                if let id {
                    let routine = try load.byID(id)
                    out.setObject("routine") { RoutineJSON.write(routine, to: $0) }
                } else {
                    Shapes.page(try load.list(page: page), to: out, RoutineJSON.write)
                }
            }
        },
        remove: { o in
            let id = try o.id("id")
            return { ctx, out in
                try RemoveRoutine(store: ctx.routines)(id)
                out.set("removed", 1)
            }
        })
}
