/// One end of a range filter as the host wrote it: a calendar day or an instant.
public enum DateBound: Equatable, Sendable {
    case day(Day)
    case instant(Timestamp)
}

/// A range filter, the same on every kind: `from` and `to` both included. A day covers the
/// whole day in the request's zone (`to` a day: through its last instant); an instant `to`
/// includes that millisecond.
public struct DateRange: Equatable, Sendable {
    public var from: DateBound?
    public var to: DateBound?

    public init(from: DateBound? = nil, to: DateBound? = nil) { self.from = from; self.to = to }

    /// The range as instants `[from, until)` in `zone`; `to` before `from` is refused.
    public func instants(in zone: ZoneRules) throws -> (from: Timestamp?, until: Timestamp?) {
        let start: Timestamp? = from.map {
            switch $0 {
            case .day(let d): zone.start(of: d)
            case .instant(let t): t
            }
        }
        let until: Timestamp? = to.map {
            switch $0 {
            case .day(let d): zone.end(of: d)
            case .instant(let t): Timestamp(milliseconds: t.milliseconds + 1)
            }
        }
        if let start, let until, until <= start { throw LiftError.invalid(Location("to"), "must not be before from") }
        return (start, until)
    }
}
