/// One time zone's rules: the UT offset in effect at any instant, from a TZif file's transitions
/// and, past its last transition, the file's POSIX TZ footer. Immutable once built, so one copy
/// serves every thread.
public struct ZoneRules: Sendable, Equatable {
    /// The IANA name it was loaded as ("UTC" for the built-in zone).
    public let name: String
    /// Transition instants in seconds since the epoch, strictly ascending.
    let transitions: [Int64]
    /// The UT offset (seconds east) from `transitions[i]` on.
    let offsets: [Int64]
    /// The offset before the first transition (the file's time type 0).
    let initialOffset: Int64
    /// The rule after the last transition (nil: the last offset stays).
    let footer: PosixTZ?

    init(name: String, transitions: [Int64], offsets: [Int64], initialOffset: Int64, footer: PosixTZ?) {
        self.name = name; self.transitions = transitions; self.offsets = offsets
        self.initialOffset = initialOffset; self.footer = footer
    }

    /// Needs no file: the default when a store names no zone.
    public static let utc = ZoneRules(name: "UTC", transitions: [], offsets: [], initialOffset: 0, footer: nil)

    /// The UT offset in seconds east of Greenwich at `t`. An instant off the calendar (only a
    /// damaged store holds one) is taken as the nearer end, so nothing here can overflow.
    public func offsetSeconds(at t: Timestamp) -> Int64 {
        offsetSeconds(atSecond: ZoneRules.second(of: min(max(t, Timestamp.first), Timestamp.last)))
    }

    func offsetSeconds(atSecond s: Int64) -> Int64 {
        guard let last = transitions.last, s >= transitions[0] else {
            return transitions.isEmpty ? (footer?.offset(atSecond: s) ?? initialOffset) : initialOffset
        }
        if s >= last, let footer { return footer.offset(atSecond: s) }
        // The last transition at or before s.
        var lo = 0, hi = transitions.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if transitions[mid] <= s { lo = mid } else { hi = mid - 1 }
        }
        return offsets[lo]
    }

    /// The calendar day `t` falls on in this zone.
    public func day(of t: Timestamp) -> Day {
        let t = min(max(t, Timestamp.first), Timestamp.last)
        return Timestamp(milliseconds: t.milliseconds + offsetSeconds(at: t) * 1000).day
    }

    /// The first instant of `day` in this zone: its local midnight, or, when a transition skips
    /// midnight, the transition that starts the day. Offsets stay within 26 hours (RFC 8536), so
    /// the start lies within 26 hours of the day's UTC midnight; it is found by bisection on
    /// whole seconds (transitions fall on whole seconds).
    public func start(of day: Day) -> Timestamp {
        let day = min(max(day, Day.first), Day.last)
        let midnight = day.start.milliseconds / 1000
        var lo = midnight - ZoneRules.maxOffset, hi = midnight + ZoneRules.maxOffset
        while lo < hi {
            let mid = lo + (hi - lo) / 2
            if localDay(atSecond: mid) >= day { hi = mid } else { lo = mid + 1 }
        }
        return Timestamp(milliseconds: lo * 1000)
    }

    /// One past the last instant of `day`: the start of the next day.
    public func end(of day: Day) -> Timestamp { start(of: day.adding(days: 1)) }

    static let maxOffset: Int64 = 26 * 3600

    private func localDay(atSecond s: Int64) -> Day {
        let local = s + offsetSeconds(atSecond: s)
        return Day(daysSinceEpoch: ZoneRules.floorDiv(local, 86_400))
    }

    static func second(of t: Timestamp) -> Int64 { floorDiv(t.milliseconds, 1000) }

    static func floorDiv(_ a: Int64, _ b: Int64) -> Int64 {
        let q = a / b
        return a % b < 0 ? q - 1 : q
    }
}
