import LiftCore
import LiftJSON

/// kind "weight" (seed 001): one weight per day.
enum WeightRequests {
    /// A bulk save answers with counts and ids, not 100k echoed records (docs/API.md).
    static let maxItems = 200_000
    static let maxPage = PageLimit.max

    static let kind = Kind(
        name: "weight",
        save: { o in
            let (single, drafts) = try Shapes.oneOrMany(&o, kind: "weight", max: maxItems, WeightJSON.draft)
            return { ctx, out in
                let save = SaveWeights(store: ctx.weights, currentDate: ctx.currentDate)
                let saved = try save(drafts, paths: { single ? "weight" : "items[\($0)]" })
                if single, let first = saved.first {
                    out.setObject("weight") { WeightJSON.write(first.entry, to: $0) }
                    out.set("created", first.created)
                    return
                }
                let created = saved.reduce(0) { $0 + ($1.created ? 1 : 0) }
                out.set("saved", saved.count)
                out.set("created", created)
                out.set("updated", saved.count - created)
                // Written as bytes, not a jansson tree: 100k string nodes cost a malloc, a
                // free and two dumps each (the tree outgrows the first dump buffer), 14% of a
                // bulk save (callgrind). Last member, as setRaw requires.
                var ids = JSONBytes(capacity: saved.count &* 39 &+ 2)
                ids.raw(UInt8(ascii: "["))
                for (i, s) in saved.enumerated() {
                    if i > 0 { ids.raw(UInt8(ascii: ",")) }
                    ids.string(s.entry.id.text)
                }
                ids.raw(UInt8(ascii: "]"))
                out.setRaw("ids", ids)
            }
        },
        load: { o in
            let id = try o.optionalID("id")
            let latest = try o.optionalBool("latest") ?? false
            let date = try o.optionalDay("date")
            var from = try o.optionalDay("from")
            var to = try o.optionalDay("to")
            let limit = try o.optionalInt("limit", in: 1...maxPage)
            let offset = try o.optionalInt("offset", in: 0...JSONLimits.maxSafeInteger) ?? 0
            let unit = try WeightJSON.optionalUnit(&o)
            let write = { (e: WeightEntry, w: JSONObjectWriter) in WeightJSON.write(e.converted(to: unit), to: w) }
            if let date {
                guard from == nil, to == nil else { throw LiftError.invalid("date", "give either date or from/to") }
                from = date; to = date
            }
            try RangeChecks.ordered(from: from, to: to)
            return { ctx, out in
                let load = LoadWeights(store: ctx.weights)
                if let id {
                    let entry = try load.byID(id)
                    out.setObject("weight") { write(entry, $0) }
                } else if latest {
                    let entry = try load.latest()
                    out.setArray("items") { a in if let entry { a.appendObject { write(entry, $0) } } }
                    out.set("total", entry == nil ? 0 : 1)
                } else {
                    let page = try load.range(from: from, to: to, limit: limit.map(Int.init), offset: Int(offset))
                    out.setArray("items") { a in for e in page.items { a.appendObject { write(e, $0) } } }
                    out.set("total", page.total)
                }
            }
        },
        remove: { o in
            let id = try o.id("id")
            return { ctx, out in
                try RemoveWeight(store: ctx.weights)(id)
                out.set("removed", 1)
            }
        })
}

/// Checks shared by the body-log kinds' range queries.
enum RangeChecks {
    static func ordered(from: Day?, to: Day?) throws {
        if let from, let to, to < from { throw LiftError.invalid("to", "must not be before from") }
    }
}
