/// An instant: milliseconds since 1970-01-01T00:00:00Z. No Foundation (see docs/DESIGN.md).
public struct Timestamp: Hashable, Comparable, Sendable {
    public var milliseconds: Int64
    public init(milliseconds: Int64) { self.milliseconds = milliseconds }
    public static func < (a: Timestamp, b: Timestamp) -> Bool { a.milliseconds < b.milliseconds }

    public static let millisecondsPerDay: Int64 = 86_400_000
    /// The instants the wire can spell (RFC 3339 has four-digit years): 0001-01-01T00:00:00Z to
    /// 9999-12-31T23:59:59.999Z. Requests outside are refused; nothing is computed outside.
    public static let first = Day.first.start
    public static let last = Timestamp(milliseconds: Day.last.start.milliseconds + millisecondsPerDay - 1)
    public var isOnCalendar: Bool { self >= Timestamp.first && self <= Timestamp.last }

    /// The UTC calendar day this instant falls on.
    public var day: Day {
        // Floor division without negation, so even Int64.min cannot overflow.
        let q = milliseconds / Timestamp.millisecondsPerDay
        return Day(daysSinceEpoch: milliseconds % Timestamp.millisecondsPerDay < 0 ? q - 1 : q)
    }
}

/// Where "now" comes from: injected, so tests control it (the seeds' `currentDate`).
public typealias CurrentDate = @Sendable () -> Timestamp

/// A calendar day (UTC), as days since 1970-01-01.
public struct Day: Hashable, Comparable, Sendable {
    public var daysSinceEpoch: Int64
    public init(daysSinceEpoch: Int64) { self.daysSinceEpoch = daysSinceEpoch }
    public static func < (a: Day, b: Day) -> Bool { a.daysSinceEpoch < b.daysSinceEpoch }

    /// The days the wire can spell: 0001-01-01 (a Monday) to 9999-12-31 (a Friday).
    public static let first = Day(daysSinceEpoch: -719_162)
    public static let last = Day(daysSinceEpoch: 2_932_896)
    public var isOnCalendar: Bool { self >= Day.first && self <= Day.last }

    /// Years 1...9999 only, so arithmetic can never overflow.
    public init?(year: Int64, month: Int64, day: Int64) {
        guard (1...9999).contains(year), (1...12).contains(month),
              (1...Day.daysIn(month: month, year: year)).contains(day) else { return nil }
        // Days from civil (proleptic Gregorian), after H. Hinnant's published algorithm.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        daysSinceEpoch = era * 146_097 + doe - 719_468
    }

    public static func isLeap(_ year: Int64) -> Bool { (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 }
    public static func daysIn(month: Int64, year: Int64) -> Int64 {
        switch month {
        case 2: return isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// (year, month, day) of this day. A day off the calendar (only a damaged store holds one)
    /// is taken as the nearer end, so no arithmetic here can overflow and no year has five digits.
    public var civil: (year: Int64, month: Int64, day: Int64) {
        let z = min(max(daysSinceEpoch, Day.first.daysSinceEpoch), Day.last.daysSinceEpoch) + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (m <= 2 ? 1 : 0), m, d)
    }

    /// 1 = Monday ... 7 = Sunday (ISO 8601). 1970-01-01 was a Thursday.
    public var isoWeekday: Int64 {
        let r = (daysSinceEpoch % 7 + 3) % 7
        return (r < 0 ? r + 7 : r) + 1
    }

    /// Saturating, as `adding`: a stored day is any integer a damaged file holds, never a trap.
    public var start: Timestamp {
        let (ms, overflow) = daysSinceEpoch.multipliedReportingOverflow(by: Timestamp.millisecondsPerDay)
        return Timestamp(milliseconds: overflow ? (daysSinceEpoch < 0 ? Int64.min : Int64.max) : ms)
    }
    public func adding(days: Int64) -> Day {
        let (d, overflow) = daysSinceEpoch.addingReportingOverflow(days)
        return Day(daysSinceEpoch: overflow ? (days < 0 ? Int64.min : Int64.max) : d)
    }
    /// `adding`, or nil when the result leaves 0001-01-01 ... 9999-12-31.
    public func addingOnCalendar(days: Int64) -> Day? {
        let d = adding(days: days)
        return d.isOnCalendar ? d : nil
    }
}
