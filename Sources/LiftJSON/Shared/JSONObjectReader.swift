#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CJansson
import LiftCore

/// Reads the fields of one JSON object, type-checked, and refuses fields nobody read (`finish`),
/// so a typo never silently drops data. Every error names the JSON path.
public struct JSONObjectReader {
    let object: UnsafeMutablePointer<json_t>
    /// The path is only spelt out when needed (an error, a nested array): reading the fields of
    /// each element of an array (a route's stops) builds no "stops[i]" string.
    private let parent: String
    private let step: JSONValueReader.Step
    public var path: String { JSONValueReader.path(parent, step) }
    /// The members read so far, as jansson's own key and value pointers (one key pointer per
    /// member, stable while the tree lives): compared by address, with no String kept or
    /// compared, and the first eight in place, so a typical record allocates nothing here.
    private var readKeys = InlineArray<8, UnsafePointer<CChar>?>(repeating: nil)
    private var readValues = InlineArray<8, UnsafeMutablePointer<json_t>?>(repeating: nil)
    private var moreRead: [(key: UnsafePointer<CChar>, value: UnsafeMutablePointer<json_t>)] = []
    private var presentRead = 0
    private let size: Int

    init(_ object: UnsafeMutablePointer<json_t>, path: String) {
        self.init(object, parent: path, step: .none)
    }

    init(_ object: UnsafeMutablePointer<json_t>, parent: String, step: JSONValueReader.Step) {
        self.object = object
        self.parent = parent
        self.step = step
        size = json_object_size(object)
    }

    public func pathOf(_ key: String) -> String { JSONPath.child(path, key) }

    /// The value for `key`, or nil when absent or null. Marks the key as known.
    mutating func value(_ key: String) -> JSONValueReader? {
        // An absent key is not marked: `finish` only looks at the keys present, and most keys a
        // decoder asks for are absent (the optional fields of a load by id).
        guard let v = member(key) else { return nil }
        guard v.pointee.type != JSON_NULL else { return nil }
        return JSONValueReader(v, parent: parent, parentStep: step, step: .key(key))
    }

    /// Looks `key` up and marks it read. Once every member was read (a load's `kind` and `id`),
    /// the rest of a decoder's optional keys are answered from the members read, without
    /// hashing each into jansson's table.
    private mutating func member(_ key: String) -> UnsafeMutablePointer<json_t>? {
        key.withCString { k -> UnsafeMutablePointer<json_t>? in
            if presentRead == size { return readValue(where: { strcmp($0, k) == 0 }) }
            guard let it = json_object_iter_at(object, k), let storedKey = json_object_iter_key(it),
                  let v = json_object_iter_value(it) else { return nil }
            if readValue(where: { $0 == storedKey }) == nil { markRead(storedKey, v) }
            return v
        }
    }

    private func readValue(where matches: (UnsafePointer<CChar>) -> Bool) -> UnsafeMutablePointer<json_t>? {
        for i in 0..<min(presentRead, readKeys.count) {
            if let k = readKeys[i], matches(k) { return readValues[i] }
        }
        for m in moreRead where matches(m.key) { return m.value }
        return nil
    }

    private mutating func markRead(_ key: UnsafePointer<CChar>, _ value: UnsafeMutablePointer<json_t>) {
        if presentRead < readKeys.count {
            readKeys[presentRead] = key
            readValues[presentRead] = value
        } else {
            moreRead.append((key, value))
        }
        presentRead += 1
    }

    mutating func required(_ key: String) throws -> JSONValueReader {
        guard let v = value(key) else { throw LiftError.invalid(pathOf(key), "is required") }
        return v
    }

    /// True when the key is present and not null (does not mark it read).
    public func has(_ key: String) -> Bool {
        guard let v = key.withCString({ json_object_get(object, $0) }) else { return false }
        return v.pointee.type != JSON_NULL
    }

    /// True when the key is present as JSON null (does not mark it read).
    public func isNull(_ key: String) -> Bool {
        guard let v = key.withCString({ json_object_get(object, $0) }) else { return false }
        return v.pointee.type == JSON_NULL
    }

    /// Declares a key known without reading it (for fields another reader handles).
    public mutating func ignore(_ key: String) { _ = member(key) }

    /// One-line text unless `text` says otherwise (TextRule: no control characters).
    public mutating func string(_ key: String, maxLength: Int = 10_000, text: TextRule = .line) throws -> String {
        try required(key).string(maxLength: maxLength, text: text)
    }
    public mutating func optionalString(_ key: String, maxLength: Int = 10_000, text: TextRule = .line) throws -> String? {
        try value(key)?.string(maxLength: maxLength, text: text)
    }
    public mutating func int(_ key: String, in range: ClosedRange<Int64>) throws -> Int64 {
        try required(key).int(in: range)
    }
    public mutating func optionalInt(_ key: String, in range: ClosedRange<Int64>) throws -> Int64? {
        try value(key)?.int(in: range)
    }
    /// Read straight from jansson's value when it is a number (a route's coordinates): the
    /// value reader, with its path steps, is made only to refuse a null or another type.
    public mutating func double(_ key: String) throws -> Double {
        if let v = member(key) {
            if v.pointee.type == JSON_REAL { return json_real_value(v) }
            if v.pointee.type == JSON_INTEGER { return Double(json_integer_value(v)) }
        }
        return try required(key).double()
    }
    public mutating func optionalDouble(_ key: String) throws -> Double? { try value(key)?.double() }
    public mutating func optionalBool(_ key: String) throws -> Bool? { try value(key)?.bool() }
    public mutating func id(_ key: String) throws -> RecordID { try required(key).id() }
    public mutating func optionalID(_ key: String) throws -> RecordID? { try value(key)?.id() }
    public mutating func timestamp(_ key: String) throws -> Timestamp { try required(key).timestamp() }
    public mutating func optionalTimestamp(_ key: String) throws -> Timestamp? { try value(key)?.timestamp() }
    public mutating func day(_ key: String) throws -> Day { try required(key).day() }
    public mutating func optionalDay(_ key: String) throws -> Day? { try value(key)?.day() }
    public mutating func object(_ key: String) throws -> JSONObjectReader { try required(key).object() }
    public mutating func optionalObject(_ key: String) throws -> JSONObjectReader? { try value(key)?.object() }
    public mutating func array(_ key: String, max: Int) throws -> JSONArrayReader { try required(key).array(max: max) }
    public mutating func optionalArray(_ key: String, max: Int) throws -> JSONArrayReader? { try value(key)?.array(max: max) }
    public mutating func oneOf(_ key: String, _ allowed: [String]) throws -> String {
        try required(key).oneOf(allowed)
    }
    public mutating func optionalOneOf(_ key: String, _ allowed: [String]) throws -> String? {
        try value(key)?.oneOf(allowed)
    }
    /// As `optionalOneOf`, the value's position in `allowed`: no String is made of it.
    public mutating func optionalChoice(_ key: String, _ allowed: [String]) throws -> Int? {
        try value(key)?.choice(allowed)
    }

    /// A field of a save as an `Edit`: absent keeps the stored value, `null` clears it, a value
    /// (read by `read`) sets it. Saves with an id merge these (docs/API.md, "Saving").
    public mutating func edit<T>(_ key: String, _ read: (JSONValueReader) throws -> T) rethrows -> Edit<T> {
        guard let v = member(key) else { return .keep }
        guard v.pointee.type != JSON_NULL else { return .clear }
        return .set(try read(JSONValueReader(v, parent: parent, parentStep: step, step: .key(key))))
    }

    /// Every member of an object used as a map (keys chosen by the host, as an import's
    /// exercise map), in the object's order; at most `max` of them, else invalid_request.
    public mutating func entries(max: Int) throws -> [(key: String, value: JSONValueReader)] {
        guard size <= max else { throw LiftError.invalid(path, "at most \(max) entries") }
        var out = [(key: String, value: JSONValueReader)]()
        var iter = json_object_iter(object)
        while let it = iter {
            if let k = json_object_iter_key(it), let v = json_object_iter_value(it) {
                if readValue(where: { $0 == k }) == nil { markRead(k, v) }
                let key = String(cString: k)
                out.append((key, JSONValueReader(v, parent: parent, parentStep: step, step: .key(key))))
            }
            iter = json_object_iter_next(object, it)
        }
        return out
    }

    /// Refuses any field that was not read: `unknown field`.
    public func finish() throws {
        guard presentRead != size else { return }
        var iter = json_object_iter(object)
        while let it = iter {
            if let k = json_object_iter_key(it), readValue(where: { $0 == k }) == nil {
                let key = String(cString: k)
                throw LiftError(.invalidRequest, code: "unknown_field", "\(pathOf(key)): unknown field",
                                details: [.init("path", .string(pathOf(key)))])
            }
            iter = json_object_iter_next(object, it)
        }
    }
}

/// An array, read element by element.
public struct JSONArrayReader {
    @usableFromInline let array: UnsafeMutablePointer<json_t>
    public let path: String
    public var count: Int { json_array_size(array) }

    /// Maps every element; nulls are refused. Inlinable, as `objects`: specialised in the
    /// caller's module, the result array is reserved and filled without generic metadata calls.
    @inlinable public func map<T>(_ body: (JSONValueReader) throws -> T) throws -> [T] {
        var out = [T]()
        out.reserveCapacity(count)
        for i in 0..<count {
            guard let v = json_array_get(array, i), v.pointee.type != JSON_NULL else {
                throw LiftError.invalid("\(path)[\(i)]", "cannot be null")
            }
            out.append(try body(JSONValueReader(v, parent: path, step: .index(i))))
        }
        return out
    }

    /// Maps every element, which must be an object; each object's unknown fields are refused.
    @inlinable public func objects<T>(_ body: (inout JSONObjectReader) throws -> T) throws -> [T] {
        try map { value in
            var o = try value.object()
            let result = try body(&o)
            try o.finish()
            return result
        }
    }
}

/// One JSON value with its path, converted on request.
public struct JSONValueReader {
    let value: UnsafeMutablePointer<json_t>
    /// The path is only spelt out when needed (an error, a nested container): most fields never
    /// are. Two steps below `parent`: an object's field keeps the object's own step unspelt.
    private let parent: String
    private let parentStep: Step
    private let step: Step

    @usableFromInline enum Step {
        case none
        case key(String)
        case index(Int)
    }

    @usableFromInline init(_ value: UnsafeMutablePointer<json_t>, parent: String, parentStep: Step = .none, step: Step) {
        self.value = value
        self.parent = parent
        self.parentStep = parentStep
        self.step = step
    }

    public var path: String { Self.path(Self.path(parent, parentStep), step) }

    static func path(_ parent: String, _ step: Step) -> String {
        switch step {
        case .none: return parent
        case .key(let k): return JSONPath.child(parent, k)
        case .index(let i): return "\(parent)[\(i)]"
        }
    }

    private func wrongType(_ expected: String) -> LiftError {
        LiftError(.invalidRequest, code: "wrong_type", "\(path): expected \(expected)",
                  details: [.init("path", .string(path)), .init("expected", .string(expected))])
    }

    /// Every string a request sends is checked here against its `TextRule`, once, on jansson's
    /// bytes: one-line text (the default: names, titles, tags, queries, ids of remotes) refuses
    /// control characters, multi-line text keeps tab and line breaks.
    public func string(maxLength: Int = 10_000, text: TextRule = .line) throws -> String {
        guard value.pointee.type == JSON_STRING, let c = json_string_value(value) else { throw wrongType("a string") }
        let length = json_string_length(value)
        guard length <= maxLength else { throw LiftError.invalid(path, "longer than \(maxLength) bytes") }
        let bytes = UnsafeRawBufferPointer(start: c, count: length)
        if let scalar = text.firstRefused(utf8: bytes) { throw TextRule.refused(scalar, path: Location(spelt: path)).spelt }
        return String(decoding: bytes, as: UTF8.self)
    }

    public func int(in range: ClosedRange<Int64>) throws -> Int64 {
        guard value.pointee.type == JSON_INTEGER else { throw wrongType("an integer") }
        let v = Int64(json_integer_value(value))
        guard range.contains(v) else {
            throw LiftError.invalid(path, "must be between \(range.lowerBound) and \(range.upperBound)")
        }
        return v
    }

    /// Any JSON number. jansson already refuses NaN, Infinity and overflowing reals.
    public func double() throws -> Double {
        switch value.pointee.type {
        case JSON_INTEGER: return Double(json_integer_value(value))
        case JSON_REAL: return json_real_value(value)
        default: throw wrongType("a number")
        }
    }

    public func bool() throws -> Bool {
        switch value.pointee.type {
        case JSON_TRUE: return true
        case JSON_FALSE: return false
        default: throw wrongType("a boolean")
        }
    }

    /// Checked and lowercased from jansson's bytes: no String of the request's spelling is made.
    public func id() throws -> RecordID {
        guard value.pointee.type == JSON_STRING, let c = json_string_value(value) else { throw wrongType("a string") }
        let length = json_string_length(value)
        guard length <= 64 else { throw LiftError.invalid(path, "longer than 64 bytes") }
        guard let id = RecordID(uuidUTF8: UnsafeRawBufferPointer(start: c, count: length)) else {
            throw LiftError.invalid(path, "expected a UUID such as 0f8fad5b-d9cb-469f-a165-70867728950e")
        }
        return id
    }

    /// Parsed from jansson's bytes, as `day()`: no String per instant.
    public func timestamp() throws -> Timestamp {
        guard value.pointee.type == JSON_STRING, let c = json_string_value(value) else { throw wrongType("a string") }
        let length = json_string_length(value)
        guard length <= 64 else { throw LiftError.invalid(path, "longer than 64 bytes") }
        let bytes = UnsafeRawBufferPointer(start: c, count: length)
        if let scalar = TextRule.line.firstRefused(utf8: bytes) { throw TextRule.refused(scalar, path: Location(spelt: path)).spelt }
        guard let t = WireTime.parseTimestamp(utf8: bytes) else {
            throw LiftError.invalid(path, "expected an RFC 3339 date-time such as 2026-11-21T17:00:00Z, "
                                    + "from 0001-01-01T00:00:00Z to 9999-12-31T23:59:59.999Z, without a leap second (:60)")
        }
        return t
    }

    /// Parsed from jansson's bytes, as `id()`: no String per day.
    public func day() throws -> Day {
        guard value.pointee.type == JSON_STRING, let c = json_string_value(value) else { throw wrongType("a string") }
        guard let d = WireTime.parseDay(utf8: UnsafeRawBufferPointer(start: c, count: json_string_length(value))) else {
            throw LiftError.invalid(path, "expected a calendar day such as 2026-11-21")
        }
        return d
    }

    public func object() throws -> JSONObjectReader {
        guard value.pointee.type == JSON_OBJECT else { throw wrongType("an object") }
        return JSONObjectReader(value, parent: Self.path(parent, parentStep), step: step)
    }

    public func array(max: Int) throws -> JSONArrayReader {
        guard value.pointee.type == JSON_ARRAY else { throw wrongType("an array") }
        guard json_array_size(value) <= max else { throw LiftError.invalid(path, "at most \(max) elements") }
        return JSONArrayReader(array: value, path: path)
    }

    public func oneOf(_ allowed: [String]) throws -> String {
        let s = try string(maxLength: 256)
        guard allowed.contains(s) else { throw notOneOf(allowed) }
        return s
    }

    /// As `oneOf`, the position in `allowed`, compared on jansson's bytes.
    public func choice(_ allowed: [String]) throws -> Int {
        guard value.pointee.type == JSON_STRING, let c = json_string_value(value) else { throw wrongType("a string") }
        let length = json_string_length(value)
        guard length <= 256 else { throw LiftError.invalid(path, "longer than 256 bytes") }
        let bytes = UnsafeRawBufferPointer(start: c, count: length)
        for (i, a) in allowed.enumerated() {
            let same = a.utf8.withContiguousStorageIfAvailable { s in
                s.count == length && (length == 0 || s.baseAddress.map { memcmp($0, c, length) == 0 } ?? false)
            } ?? a.utf8.elementsEqual(bytes)
            if same { return i }
        }
        throw notOneOf(allowed)
    }

    private func notOneOf(_ allowed: [String]) -> LiftError {
        LiftError(.invalidRequest, code: "invalid_value",
                  "\(path): expected one of \(allowed.joined(separator: ", "))",
                  details: [.init("path", .string(path)), .init("allowed", .strings(allowed))])
    }
}
