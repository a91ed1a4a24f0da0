/// A synced field's value: what a store column holds, or the rows of a record's nested list
/// (a routine's exercises, a record's sets), each row a list of named values in column order.
/// Not `indirect`: the rows nest through arrays, which need no box, and a boxed case was one
/// allocation for every field value a batch carries.
public enum SyncValue: Sendable, Equatable {
    case null
    case int(Int64)
    case double(Double)
    case text(String)
    case rows([[SyncEntry]])

    /// Doubles compare by bit pattern: a value that went through the wire and back is the same
    /// value, and NaN (never accepted) could not make a record differ from itself.
    public static func == (a: SyncValue, b: SyncValue) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case let (.int(x), .int(y)): return x == y
        case let (.double(x), .double(y)): return x.bitPattern == y.bitPattern
        case let (.text(x), .text(y)): return x == y
        case let (.rows(x), .rows(y)): return x == y
        default: return false
        }
    }

    public var text: String? {
        if case .text(let s) = self { return s }
        return nil
    }
}

/// One named value of a nested row.
public struct SyncEntry: Sendable, Equatable {
    public let name: String
    public let value: SyncValue
    public init(_ name: String, _ value: SyncValue) {
        self.name = name
        self.value = value
    }
}

/// A field's value with the version that wrote it.
public struct SyncStamped: Sendable, Equatable {
    public var value: SyncValue
    public var version: SyncVersion
    public init(_ value: SyncValue, _ version: SyncVersion) {
        self.value = value
        self.version = version
    }
}
