import LiftCore

/// The answers of a save of changes and of sync_state (docs/SYNC.md).
public enum SyncResultJSON {
    public static func write(_ r: SaveChangesResult, to o: JSONObjectWriter) {
        o.set("applied", r.applied)
        o.set("skipped", r.skipped)
        o.set("parked", r.parked)
        o.setArray("conflicts") { a in
            for c in r.conflicts {
                a.appendObject { w in
                    w.set("rule", c.rule.rawValue)
                    w.set("kind", c.kind)
                    w.set("id", c.id)
                    w.set("field", c.field)
                    if let v = c.value { value(v, "value", w) }
                    if let v = c.was { value(v, "was", w) }
                    if let k = c.kept { w.set("kept", k) }
                    if let values = c.values {
                        w.setObject("value") { f in for name in values.keys.sorted() { if let v = values[name] { value(v, name, f) } } }
                    }
                }
            }
        }
    }

    public static func write(_ s: SyncState, to o: JSONObjectWriter) {
        o.set("site", s.site)
        o.set("clock", s.clock.text)
        o.set("pending", s.pending)
        if let c = s.oldestPending {
            o.setObject("oldest_pending") { w in
                w.set("kind", c.kind)
                w.set("id", c.id)
                w.set("version", s.oldestPendingVersion?.text)
            }
        } else {
            o.setNull("oldest_pending")
        }
        o.set("acknowledged", SyncJSON.text(s.acknowledged))
        o.setArray("peers") { a in
            for p in s.peers { a.appendObject { $0.set("site", p.site); $0.set("cursor", SyncJSON.text(p)) } }
        }
    }

    private static func value(_ v: SyncValue, _ key: String, _ o: JSONObjectWriter) {
        switch v {
        case .null: o.setNull(key)
        case .int(let i): o.set(key, i)
        case .double(let d): o.set(key, d)
        case .text(let t): o.set(key, t)
        case .rows(let rows):
            o.setArray(key) { a in
                for row in rows { a.appendObject { w in for e in row { value(e.value, e.name, w) } } }
            }
        }
    }
}
