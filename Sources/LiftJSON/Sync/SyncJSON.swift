import CJansson
import LiftCore

/// The change feed on the wire (docs/SYNC.md): changes, their field values and versions, cursors.
public enum SyncJSON {
    public static let maxFields = 64
    static let maxText = 50_000_000

    /// `{"kind","id","version"?,"fields"?:{name:value},"versions"?:{name:version},"removed"?}`: a
    /// field's version is its entry in `versions`, else the change's `version`. Read straight from
    /// jansson when plainly valid (a batch is mostly such changes, and the checked readers'
    /// bookkeeping cost as much as the change); anything else through the checked reader, which
    /// refuses it naming where.
    public static func change(_ v: JSONValueReader) throws -> SyncChange {
        if let plain = plainChange(v.value) { return plain }
        var o = try v.object()
        let change = try checkedChange(&o)
        try o.finish()
        return change
    }

    private static func plainChange(_ o: UnsafeMutablePointer<json_t>) -> SyncChange? {
        guard o.pointee.type == JSON_OBJECT, let kind = plainText(json_object_get(o, "kind"), max: 64),
              let id = plainText(json_object_get(o, "id"), max: 128) else { return nil }
        var present = 2
        var version: SyncVersion?, removed: SyncVersion?
        if let v = json_object_get(o, "version") {
            present += 1
            if v.pointee.type != JSON_NULL {
                guard let parsed = plainVersion(v) else { return nil }
                version = parsed
            }
        }
        if let r = json_object_get(o, "removed") {
            present += 1
            if r.pointee.type != JSON_NULL {
                guard let parsed = plainVersion(r) else { return nil }
                removed = parsed
            }
        }
        var versions: UnsafeMutablePointer<json_t>?
        if let vs = json_object_get(o, "versions") {
            present += 1
            guard vs.pointee.type == JSON_OBJECT else { return nil }
            versions = vs
        }
        var fields = [String: SyncStamped]()
        if let f = json_object_get(o, "fields"), f.pointee.type != JSON_NULL {
            present += 1
            guard f.pointee.type == JSON_OBJECT, let plain = plainFields(f, version: version, versions: versions) else { return nil }
            fields = plain
        } else if versions != nil {
            return nil
        }
        // A member of another name, or a null `fields`: the checked reader says what it is.
        guard json_object_size(o) == present else { return nil }
        return SyncChange(kind: kind, id: id, fields: fields, removed: removed)
    }

    /// A string the checked reader would take as one-line text of at most `max` bytes.
    private static func plainText(_ v: UnsafeMutablePointer<json_t>?, max: Int) -> String? {
        guard let v, v.pointee.type == JSON_STRING, let c = json_string_value(v) else { return nil }
        let bytes = UnsafeRawBufferPointer(start: c, count: json_string_length(v))
        guard bytes.count <= max, TextRule.line.firstRefused(utf8: bytes) == nil else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func checkedChange(_ o: inout JSONObjectReader) throws -> SyncChange {
        let kind = try o.string("kind", maxLength: 64)
        let id = try o.string("id", maxLength: 128)
        let version = try optionalVersion(&o, "version")
        let versions = try o.optionalObject("versions")
        var fields = [String: SyncStamped]()
        if var f = try o.optionalObject("fields") {
            fields = try plainFields(f.object, version: version, versions: versions?.object)
                ?? checkedFields(&f, version: version, versions: versions, change: o)
        }
        if let versions { try onlyCarried(versions, fields) }
        let removed = try optionalVersion(&o, "removed")
        return SyncChange(kind: kind, id: id, fields: fields, removed: removed)
    }

    private static func checkedFields(_ f: inout JSONObjectReader, version: SyncVersion?, versions: JSONObjectReader?,
                                      change: JSONObjectReader) throws -> [String: SyncStamped] {
        var fields = [String: SyncStamped]()
        for (name, v) in try f.entries(max: maxFields) {
            let value = try self.value(v)
            guard let stamp = try ownVersion(versions, name) ?? version else {
                throw LiftError.invalid(change.pathOf("version"), "is required: fields.\(name) has no version in versions")
            }
            fields[name] = SyncStamped(value, stamp)
        }
        return fields
    }

    /// A version in `versions` for a field the change does not carry is refused: it would say
    /// the change holds more than it does.
    private static func onlyCarried(_ versions: JSONObjectReader, _ fields: [String: SyncStamped]) throws {
        var iter = json_object_iter(versions.object)
        while let it = iter, let k = json_object_iter_key(it) {
            let name = String(cString: k)
            guard fields[name] != nil else {
                throw LiftError.invalid(versions.pathOf(name), "is not a field of the change", code: "invalid_value")
            }
            iter = json_object_iter_next(versions.object, it)
        }
    }

    private static func ownVersion(_ versions: JSONObjectReader?, _ name: String) throws -> SyncVersion? {
        // A null is read too, to be refused as missing rather than taken as absent.
        guard var vs = versions, vs.has(name) || vs.isNull(name) else { return nil }
        return try version(&vs, name)
    }

    /// The fields read straight from jansson when every one is plainly valid (a scalar value, a
    /// version for it, nothing else in `versions`): a batch has one per field of every change,
    /// and the checked readers' bookkeeping was a large part of applying it. Anything else is
    /// nil and goes through the checked path, which spells the errors.
    private static func plainFields(_ object: UnsafeMutablePointer<json_t>, version: SyncVersion?,
                                    versions: UnsafeMutablePointer<json_t>?) -> [String: SyncStamped]? {
        let count = json_object_size(object)
        guard count <= maxFields else { return nil }
        var own = 0
        var out = [String: SyncStamped](minimumCapacity: count)
        var iter = json_object_iter(object)
        while let it = iter {
            guard let k = json_object_iter_key(it), let v = json_object_iter_value(it), let value = plainValue(v) else { return nil }
            let stamp: SyncVersion
            if let versions, let s = json_object_get(versions, k) {
                guard let parsed = plainVersion(s) else { return nil }
                stamp = parsed
                own += 1
            } else {
                guard let version else { return nil }
                stamp = version
            }
            // The key's length as jansson keeps it: no scan for its end.
            let name = String(decoding: UnsafeRawBufferPointer(start: k, count: json_object_iter_key_len(it)), as: UTF8.self)
            out[name] = SyncStamped(value, stamp)
            iter = json_object_iter_next(object, it)
        }
        if let versions, json_object_size(versions) != own { return nil }
        return out
    }

    private static func plainVersion(_ s: UnsafeMutablePointer<json_t>) -> SyncVersion? {
        guard s.pointee.type == JSON_STRING, let c = json_string_value(s) else { return nil }
        return SyncVersion(utf8: UnsafeRawBufferPointer(start: c, count: json_string_length(s)))
    }

    private static func plainValue(_ v: UnsafeMutablePointer<json_t>) -> SyncValue? {
        switch v.pointee.type {
        case JSON_NULL: return .null
        case JSON_INTEGER:
            let i = Int64(json_integer_value(v))
            guard (-JSONLimits.maxSafeInteger...JSONLimits.maxSafeInteger).contains(i) else { return nil }
            return .int(i)
        case JSON_REAL: return .double(json_real_value(v))
        case JSON_STRING:
            guard let t = json_string_value(v), json_string_length(v) <= maxText else { return nil }
            return .text(String(decoding: UnsafeRawBufferPointer(start: t, count: json_string_length(v)), as: UTF8.self))
        default: return nil
        }
    }

    /// Absent and null are the same: no version.
    private static func optionalVersion(_ o: inout JSONObjectReader, _ key: String) throws -> SyncVersion? {
        guard o.has(key) else {
            o.ignore(key)
            return nil
        }
        return try version(&o, key)
    }

    private static func version(_ o: inout JSONObjectReader, _ key: String) throws -> SyncVersion {
        // Read in place on jansson's bytes. Anything else is refused below, naming it.
        if let v = o.value(key), let version = plainVersion(v.value) { return version }
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
}
