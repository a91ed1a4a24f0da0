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
            let zone = try TimeZoneOption.decode(&o)
            return { ctx, out in
                let save = SaveWeights(store: ctx.weights, currentDate: ctx.currentDate).counting(in: ctx.zone(zone))
                let saved = try save(drafts, paths: { single ? Location("weight") : .item($0) })
                if single, let first = saved.first {
                    out.setObject("weight") { WeightJSON.write(first.entry, to: $0) }
                    out.set("created", first.created)
                    return
                }
                let created = saved.reduce(0) { $0 + ($1.created ? 1 : 0) }
                out.set("saved", saved.count)
                out.set("created", created)
                out.set("updated", saved.count - created)
                // Streamed, not a jansson tree: a string node per id costs a malloc, a free and
                // its share of two dumps (the tree outgrows the first dump buffer).
                out.streamRootMembers { root in
                    root.setArray("ids") { a in for s in saved { a.append(s.entry.id.text) } }
                }
            }
        },
        load: { o in
            let id = try o.optionalID("id")
            let latest = try o.optionalBool("latest") ?? false
            let date = try o.optionalDay("date")
            var (from, to) = try DateRangeJSON.days(&o)
            let limit = try o.optionalInt("limit", in: 1...maxPage)
            let offset = try o.optionalInt("offset", in: 0...JSONLimits.maxSafeInteger) ?? 0
            let unit = try WeightJSON.optionalUnit(&o)
            let write = { (e: WeightEntry, w: JSONObjectWriter) in WeightJSON.write(e.converted(to: unit), to: w) }
            if let date {
                guard from == nil, to == nil else { throw LiftError.invalid("date", "give either date or from/to") }
                from = date; to = date
            }
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
