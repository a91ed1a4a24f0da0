import LiftCore

extension SyncJSON {
    /// A change as the feed writes it: the version most of its fields share once as `version`,
    /// the values plain in `fields`, and `versions` only for the fields whose version differs.
    /// Most changes carry one version for all their fields, so this is about half the bytes of a
    /// version beside every value, and half the parsing for the store that applies it.
    public static func write(_ c: SyncChange, to o: JSONStreamObject) {
        o.set("kind", c.kind)
        o.set("id", c.id)
        let fields = c.fields.sorted { $0.key < $1.key }
        let common = commonVersion(fields)
        if let common {
            o.stream.key("version")
            quoted(common, o.stream)
        }
        o.setObject("fields") { f in
            for (name, field) in fields {
                member(name, f.stream)
                write(field.value, f.stream)
            }
        }
        if fields.contains(where: { $0.value.version != common }) {
            o.setObject("versions") { f in
                for (name, field) in fields where field.version != common {
                    member(name, f.stream)
                    quoted(field.version, f.stream)
                    f.stream.comma = true
                }
            }
        }
        if let r = c.removed {
            o.stream.key("removed")
            quoted(r, o.stream)
        }
    }

    /// The version most fields carry; between as many, the latest, so every store writes the
    /// same change the same way.
    static func commonVersion(_ fields: [(key: String, value: SyncStamped)]) -> SyncVersion? {
        guard let first = fields.first?.value.version else { return nil }
        if fields.allSatisfy({ $0.value.version == first }) { return first }
        var best = first, bestCount = 0
        for candidate in fields.map(\.value.version) {
            let count = fields.count(where: { $0.value.version == candidate })
            if count > bestCount || (count == bestCount && candidate > best) {
                best = candidate
                bestCount = count
            }
        }
        return best
    }

    private static func member(_ name: String, _ s: JSONStream) {
        s.separate()
        s.bytes.string(name)
        s.bytes.raw(UInt8(ascii: ":"))
        s.comma = false
    }

    /// A version's text: digits, dots and hex digits, with nothing to escape.
    private static func quoted(_ v: SyncVersion, _ s: JSONStream) {
        s.bytes.raw(UInt8(ascii: "\""))
        v.withText { s.bytes.append($0.baseAddress, $0.count) }
        s.bytes.raw(UInt8(ascii: "\""))
    }

    private static func write(_ v: SyncValue, _ s: JSONStream) {
        switch v {
        case .null: s.bytes.null()
        case .int(let i): s.bytes.integer(i)
        // The shortest text that reads back as the same double: a synced value must survive any
        // number of hops unchanged.
        case .double(let d): for b in (d.isFinite ? "\(d)" : "null").utf8 { s.bytes.raw(b) }
        case .text(let t): s.bytes.string(t)
        case .rows(let rows):
            s.open(UInt8(ascii: "["))
            for row in rows {
                s.separate()
                s.open(UInt8(ascii: "{"))
                for e in row {
                    member(e.name, s)
                    write(e.value, s)
                }
                s.close(UInt8(ascii: "}"))
            }
            s.close(UInt8(ascii: "]"))
        }
        s.comma = true
    }
}
