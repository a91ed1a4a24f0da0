import LiftCore
import LiftJSON

/// kind "routine_record" (lift-me): save / load (by id or query, newest first, paged) / remove.
enum RoutineRecordRequests {
    static let kind = Kind(
        name: "routine_record",
        save: { o in
            let (single, drafts) = try Shapes.oneOrMany(&o, kind: "routine_record", max: 1000, RoutineRecordJSON.draft)
            let zone = try TimeZoneOption.decode(&o)
            return { ctx, out in
                let save = SaveRoutineRecord(records: ctx.routineRecords, exercises: ctx.exercises,
                                             routines: ctx.routines, currentDate: ctx.currentDate)
                    .counting(in: ctx.zone(zone))
                var saved = [RoutineRecord]()
                for (i, draft) in drafts.enumerated() {
                    saved.append(try save(draft, path: single ? Location("routine_record") : .item(i)))
                }
                Shapes.write(saved, single: single, kind: "routine_record", to: out, RoutineRecordJSON.write)
            }
        },
        load: { o in
            let id = try o.optionalID("id")
            let range = try DateRangeJSON.instants(&o)
            let zone = try TimeZoneOption.decode(&o)
            var query = RoutineRecordQuery(
                routineID: try o.optionalID("routine_id"),
                finished: try o.optionalBool("finished"),
                limit: try o.optionalInt("limit", in: 1...RoutineRecordQuery.maxLimit),
                offset: try o.optionalInt("offset", in: 0...JSONLimits.maxSafeInteger) ?? 0)
            return { ctx, out in
                (query.from, query.to) = try range.instants(in: ctx.zone(zone))
                let load = LoadRoutineRecords(store: ctx.routineRecords)
                if let id {
                    let record = try load.byID(id)
                    out.setObject("routine_record") { RoutineRecordJSON.write(record, to: $0) }
                } else {
                    let page = try load.page(query)
                    out.setArray("items") { a in for r in page.records { a.appendObject { RoutineRecordJSON.write(r, to: $0) } } }
                    out.set("total", page.total)
                }
            }
        },
        remove: { o in
            let id = try o.id("id")
            return { ctx, out in
                try RemoveRoutineRecord(store: ctx.routineRecords)(id)
                out.set("removed", 1)
            }
        })
}
