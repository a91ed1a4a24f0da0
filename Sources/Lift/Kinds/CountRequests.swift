import LiftCore
import LiftJSON

/// kinds "calories" and "steps" (seed 001): entries that add up within a day.
enum CountRequests {
    static let maxItems = 100_000
    static let maxPage = PageLimit.max

    static let calories = kind(.calories)
    static let steps = kind(.steps)

    static func kind(_ category: CountCategory) -> Kind {
        let name = category.rawValue
        return Kind(
            name: name,
            save: { o in
                let (single, drafts) = try Shapes.oneOrMany(&o, kind: name, max: maxItems, CountJSON.draft)
                let zone = try TimeZoneOption.decode(&o)
                return { ctx, out in
                    let save = SaveCounts(store: ctx.counts, category: category, currentDate: ctx.currentDate).counting(in: ctx.zone(zone))
                    let saved = try save(drafts, paths: { single ? Location(name) : .item($0) })
                    if single, let first = saved.first {
                        out.setObject(name) { CountJSON.write(first.entry, to: $0) }
                        out.set("day_total", first.dayTotal)
                    } else {
                        out.setArray("items") { a in for s in saved { a.appendObject { CountJSON.write(s.entry, to: $0) } } }
                    }
                }
            },
            load: { o in
                let id = try o.optionalID("id")
                let date = try o.optionalDay("date")
                let (from, to) = try DateRangeJSON.days(&o)
                let limit = try o.optionalInt("limit", in: 1...maxPage)
                let offset = try o.optionalInt("offset", in: 0...JSONLimits.maxSafeInteger) ?? 0
                if date != nil, from != nil || to != nil {
                    throw LiftError.invalid("date", "give either date or from/to")
                }
                return { ctx, out in
                    let load = LoadCounts(store: ctx.counts, category: category)
                    if let id {
                        let entry = try load.byID(id)
                        out.setObject(name) { CountJSON.write(entry, to: $0) }
                        return
                    }
                    let page = try load.range(from: date ?? from, to: date ?? to, limit: limit.map(Int.init), offset: Int(offset))
                    if let date {
                        out.set("date", date)
                        out.set("day_total", try load.dayTotal(date))
                    }
                    out.setArray("items") { a in for e in page.items { a.appendObject { CountJSON.write(e, to: $0) } } }
                    out.set("total", page.total)
                }
            },
            remove: { o in
                let id = try o.id("id")
                return { ctx, out in
                    try RemoveCount(store: ctx.counts, category: category)(id)
                    out.set("removed", 1)
                }
            })
    }
}
