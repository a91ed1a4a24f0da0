import LiftCore

/// A moment on a local clock: the reference time conditional restrictions are judged at.
/// The caller turns its instant into the map's local time; the import knows no time zones.
public struct LocalTime: Sendable, Equatable {
    /// 0 = Monday ... 6 = Sunday (opening_hours' order).
    public var weekday: Int
    /// Minutes since local midnight, 0..<1440.
    public var minute: Int
    public init(weekday: Int, minute: Int) { self.weekday = weekday; self.minute = minute }

    /// The instant on the clock `offsetSeconds` east of UTC.
    public init(_ t: Timestamp, offsetSeconds: Int64) {
        let local = t.milliseconds / 1000 + offsetSeconds
        let day = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
        // 1970-01-01 was a Thursday (3 counted from Monday).
        weekday = Int((day % 7 + 7 + 3) % 7)
        minute = Int((local - day * 86_400) / 60)
    }
}

/// The common `restriction:conditional` forms, `no_left_turn @ (Mo-Fr 07:00-09:00)`, several
/// joined by `;`. The condition is an opening_hours subset: weekday ranges and lists, time
/// ranges (past midnight too), rules joined by `;`. A public holiday (`PH`) is never the
/// reference day, so a selector naming only PH never holds. Anything else is unknown syntax:
/// the whole value is refused (nil), so that a restriction is never applied at a wrong time.
struct ConditionalRestriction: Equatable {
    let value: String
    let hours: OpeningHours

    static func parse(_ text: String) -> [ConditionalRestriction]? {
        var out = [ConditionalRestriction]()
        for part in topLevel(text, separator: ";") {
            let piece = Substring(part).trimmingSpaces
            if piece.isEmpty { continue }
            guard let at = piece.firstIndex(of: "@") else { return nil }
            let value = piece[..<at].trimmingSpaces
            var condition = piece[piece.index(after: at)...].trimmingSpaces
            if condition.hasPrefix("(") {
                guard condition.hasSuffix(")"), condition.count >= 2 else { return nil }
                condition = String(condition.dropFirst().dropLast())
            }
            guard !value.isEmpty, !value.contains(" "), let hours = OpeningHours.parse(condition) else { return nil }
            out.append(ConditionalRestriction(value: value, hours: hours))
        }
        return out.isEmpty ? nil : out
    }

    /// The value in force at `time`: the first whose condition holds.
    static func value(_ rules: [ConditionalRestriction], at time: LocalTime) -> String? {
        rules.first { $0.hours.contains(time) }?.value
    }

    /// Splits on `separator` outside parentheses (a condition may hold `;` itself).
    private static func topLevel(_ text: String, separator: Character) -> [String] {
        var parts = [String](), current = "", depth = 0
        for ch in text {
            if ch == "(" { depth += 1 } else if ch == ")" { depth -= 1 }
            if ch == separator && depth == 0 { parts.append(current); current = "" } else { current.append(ch) }
        }
        parts.append(current)
        return parts
    }
}

/// The opening_hours subset the conditions use: `Mo-Fr 07:00-09:00,16:00-18:00; Sa 10:00-12:00`.
struct OpeningHours: Equatable {
    struct Rule: Equatable {
        /// Bit d set: weekday d (0 = Monday) is selected.
        var days: UInt8
        /// Minute ranges, end exclusive; an end before its start runs past midnight into the next day.
        var times: [ClosedRange<Int>]
    }
    var rules: [Rule]

    static let dayNames = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"]

    static func parse(_ text: String) -> OpeningHours? {
        var rules = [Rule]()
        for part in text.split(separator: ";", omittingEmptySubsequences: false) {
            let words = part.split(separator: " ").map(String.init)
            if words.isEmpty { return nil }
            var days: UInt8 = 0x7f, times = [ClosedRange<Int>](), index = 0
            if let first = words.first, first.first?.isLetter == true {
                guard let selected = weekdays(first) else { return nil }
                days = selected; index = 1
            }
            if index < words.count {
                guard index == words.count - 1, let ranges = timeRanges(words[index]) else { return nil }
                times = ranges
            } else {
                times = [0...1440]
            }
            rules.append(Rule(days: days, times: times))
        }
        return rules.isEmpty ? nil : OpeningHours(rules: rules)
    }

    func contains(_ t: LocalTime) -> Bool {
        let today: UInt8 = 1 << t.weekday, yesterday: UInt8 = 1 << ((t.weekday + 6) % 7)
        return rules.contains { r in
            r.times.contains { range in
                // A range past midnight (upper bound over 1440) holds on into the next day's small hours.
                (r.days & today != 0 && range.lowerBound <= t.minute && t.minute < range.upperBound)
                    || (r.days & yesterday != 0 && t.minute + 1440 < range.upperBound)
            }
        }
    }

    /// `Mo-Fr`, `Mo,We,Fr`, `Sa-Mo` (wrapping), with `PH` entries dropped; nil on anything else.
    private static func weekdays(_ text: String) -> UInt8? {
        var days: UInt8 = 0, named = false
        for item in text.split(separator: ",", omittingEmptySubsequences: false) {
            if item == "PH" { named = true; continue }
            let ends = item.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
            guard ends.count <= 2, let a = dayNames.firstIndex(of: ends[0]) else { return nil }
            let b = ends.count == 2 ? dayNames.firstIndex(of: ends[1]) : a
            guard let b else { return nil }
            var d = a
            while true { days |= 1 << d; if d == b { break }; d = (d + 1) % 7 }
            named = true
        }
        return named ? days : nil
    }

    /// `07:00-09:00,16:00-18:30`; `24:00` closes a day; an end before the start runs past midnight.
    private static func timeRanges(_ text: String) -> [ClosedRange<Int>]? {
        var out = [ClosedRange<Int>]()
        for item in text.split(separator: ",", omittingEmptySubsequences: false) {
            let ends = item.split(separator: "-", omittingEmptySubsequences: false)
            guard ends.count == 2, let a = minutes(ends[0]), let b = minutes(ends[1]), a < 1440, a != b else { return nil }
            out.append(a < b ? a...b : a...(b + 1440))
        }
        return out
    }

    private static func minutes(_ text: Substring) -> Int? {
        let hm = text.split(separator: ":", omittingEmptySubsequences: false)
        guard hm.count == 2, hm[0].count == 2, hm[1].count == 2, let h = Int(hm[0]), let m = Int(hm[1]),
              (0...24).contains(h), (0..<60).contains(m), h * 60 + m <= 1440 else { return nil }
        return h * 60 + m
    }
}
