import LiftCore

/// The one date rule on the wire: day kinds take `YYYY-MM-DD`, instant kinds RFC 3339, and a
/// range filter (`from` / `to`, both included) takes days everywhere and instants on instant
/// kinds. Every range is decoded here.
public enum DateRangeJSON {
    /// `from` / `to` on a kind that stores instants: each a day or an RFC 3339 date-time.
    public static func instants(_ o: inout JSONObjectReader) throws -> DateRange {
        DateRange(from: try o.optionalDateBound("from"), to: try o.optionalDateBound("to"))
    }

    /// `from` / `to` on a kind that stores days: days only, `to` not before `from`.
    public static func days(_ o: inout JSONObjectReader) throws -> (from: Day?, to: Day?) {
        let from = try o.optionalDay("from"), to = try o.optionalDay("to")
        try ordered(from, to)
        return (from, to)
    }

    /// The same, both required (a series).
    public static func requiredDays(_ o: inout JSONObjectReader) throws -> (from: Day, to: Day) {
        let from = try o.day("from"), to = try o.day("to")
        try ordered(from, to)
        return (from, to)
    }

    private static func ordered(_ from: Day?, _ to: Day?) throws {
        if let from, let to, to < from { throw LiftError.invalid("to", "must not be before from") }
    }
}

extension JSONObjectReader {
    public mutating func optionalDateBound(_ key: String) throws -> DateBound? { try value(key)?.dateBound() }
}

extension JSONValueReader {
    /// A day when the string is one (10 bytes), else an RFC 3339 instant.
    public func dateBound() throws -> DateBound {
        let s = try string(maxLength: 64)
        if s.utf8.count == 10 {
            guard let d = WireTime.parseDay(s) else { return .day(try day()) }
            return .day(d)
        }
        guard let t = WireTime.parseTimestamp(s) else {
            throw LiftError.invalid(path, "expected a calendar day such as 2026-11-21 or an RFC 3339 date-time such as "
                                    + "2026-11-21T17:00:00Z")
        }
        return .instant(t)
    }
}
