import CJansson
import LiftCore

/// The change feed on the wire (docs/SYNC.md): changes, their field values and versions, cursors.
public enum SyncJSON {
    public static let maxFields = 64
    static let maxText = 50_000_000

    /// `{"kind","id","fields":{name:{"value","version"}},"removed"?}`
    public static func change(_ o: inout JSONObjectReader) throws -> SyncChange {
        let kind = try o.string("kind", maxLength: 64)
        let id = try o.string("id", maxLength: 128)
        var fields = [String: SyncStamped]()
        if var f = try o.optionalObject("fields") {
            fields = try plainFields(f.object) ?? checkedFields(&f)
        }
        let removed = o.has("removed") ? try version(&o, "removed") : nil
        if removed == nil { o.ignore("removed") }
        return SyncChange(kind: kind, id: id, fields: fields, removed: removed)
    }

    private static func checkedFields(_ f: inout JSONObjectReader) throws -> [String: SyncStamped] {
        var fields = [String: SyncStamped]()
        for (name, v) in try f.entries(max: maxFields) {
            var field = try v.object()
            let value: SyncValue
            if field.isNull("value") {
                field.ignore("value")
                value = .null
            } else {
                value = try self.value(try field.required("value"))
            }
            let version = try self.version(&field, "version")
            try field.finish()
            fields[name] = SyncStamped(value, version)
        }
        return fields
    }

    /// The fields read straight from jansson when every one is plainly valid (a scalar value and
    /// a version, nothing else): a batch has one per field of every change, and the checked
    /// readers' bookkeeping was a large part of applying it. Anything else is nil and goes
    /// through the checked path, which spells the errors.
    private static func plainFields(_ object: UnsafeMutablePointer<json_t>) -> [String: SyncStamped]? {
        let count = json_object_size(object)
        guard count <= maxFields else { return nil }
        var out = [String: SyncStamped](minimumCapacity: count)
        var iter = json_object_iter(object)
        while let it = iter {
            guard let k = json_object_iter_key(it), let f = json_object_iter_value(it), let field = plainField(f) else { return nil }
            out[String(cString: k)] = field
            iter = json_object_iter_next(object, it)
        }
        return out
    }

    private static func plainField(_ f: UnsafeMutablePointer<json_t>) -> SyncStamped? {
        guard f.pointee.type == JSON_OBJECT, json_object_size(f) == 2,
              let v = json_object_get(f, "value"), let s = json_object_get(f, "version"),
              s.pointee.type == JSON_STRING, let c = json_string_value(s),
              let version = SyncVersion(utf8: UnsafeRawBufferPointer(start: c, count: json_string_length(s))) else { return nil }
        switch v.pointee.type {
        case JSON_NULL: return SyncStamped(.null, version)
        case JSON_INTEGER:
            let i = Int64(json_integer_value(v))
            guard (-JSONLimits.maxSafeInteger...JSONLimits.maxSafeInteger).contains(i) else { return nil }
            return SyncStamped(.int(i), version)
        case JSON_REAL: return SyncStamped(.double(json_real_value(v)), version)
        case JSON_STRING:
            guard let t = json_string_value(v), json_string_length(v) <= maxText else { return nil }
            return SyncStamped(.text(String(decoding: UnsafeRawBufferPointer(start: t, count: json_string_length(v)), as: UTF8.self)), version)
        default: return nil
        }
    }

    private static func version(_ o: inout JSONObjectReader, _ key: String) throws -> SyncVersion {
        // Read in place on jansson's bytes: one per field of every change applied. Anything else
        // is refused below as before.
        if let v = o.value(key), v.value.pointee.type == JSON_STRING, let c = json_string_value(v.value),
           let version = SyncVersion(utf8: UnsafeRawBufferPointer(start: c, count: json_string_length(v.value))) {
            return version
        }
        let text = try o.string(key, maxLength: 80)
        guard let v = SyncVersion(text: text) else {
            throw LiftError.invalid(o.pathOf(key), "is not a version (\"<ms>.<counter>.<site>\")", code: "invalid_value")
        }
        return v
    }

    /// A field's value: null, an integer, a real, a string, or an array of objects (rows).
    static func value(_ v: JSONValueReader, depth: Int = 0) throws -> SyncValue {
        switch v.value.pointee.type {
        case JSON_NULL: return .null
        case JSON_INTEGER: return .int(try v.int(in: -JSONLimits.maxSafeInteger...JSONLimits.maxSafeInteger))
        case JSON_REAL: return .double(try v.double())
        case JSON_STRING: return .text(try v.string(maxLength: maxText, text: .any))
        case JSON_ARRAY:
            guard depth < 3 else { throw LiftError.invalid(v.path, "nests too deep", code: "invalid_value") }
            let rows = try v.array(max: 100_000)
            return .rows(try rows.map { element in
                var o = try element.object()
                return try o.entries(max: maxFields).map { SyncEntry($0.key, try value($0.value, depth: depth + 1)) }
            })
        default:
            throw LiftError.invalid(v.path, "expected null, a number, a string or an array of objects", code: "wrong_type")
        }
    }

    /// Cursors are opaque to hosts: `<site>.<sequence>`.
    public static func cursor(_ text: String, path: String) throws -> SyncCursor {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, SyncSite.isValid(parts[0]), parts[1].count <= 18, let seq = Int64(parts[1]), seq >= 0 else {
            throw LiftError.invalid(path, "is not a cursor this store made", code: "invalid_cursor")
        }
        return SyncCursor(site: String(parts[0]), sequence: seq)
    }

    public static func text(_ c: SyncCursor) -> String { "\(c.site).\(c.sequence)" }

    public static func write(_ c: SyncChange, to o: JSONStreamObject) {
        o.set("kind", c.kind)
        o.set("id", c.id)
        o.setObject("fields") { f in
            for (name, field) in c.fields.sorted(by: { $0.key < $1.key }) {
                f.stream.separate()
                f.stream.bytes.string(name)
                f.stream.bytes.raw(UInt8(ascii: ":"))
                f.stream.comma = false
                f.stream.open(UInt8(ascii: "{"))
                f.stream.separate()
                f.stream.bytes.key("value")
                write(field.value, f.stream)
                f.stream.key("version")
                quoted(field.version, f.stream)
                f.stream.close(UInt8(ascii: "}"))
            }
        }
        if let r = c.removed {
            o.stream.key("removed")
            quoted(r, o.stream)
        }
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
                    s.separate()
                    s.bytes.string(e.name)
                    s.bytes.raw(UInt8(ascii: ":"))
                    write(e.value, s)
                }
                s.close(UInt8(ascii: "}"))
            }
            s.close(UInt8(ascii: "]"))
        }
        s.comma = true
    }
}
