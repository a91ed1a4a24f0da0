/// A POSIX TZ string as a TZif footer holds it (RFC 8536 section 3.3), e.g. `EST5EDT,M3.2.0,M11.1.0`,
/// `<+0545>-5:45` or `<+1030>-10:30<+11>-11,M10.1.0,M4.1.0`: standard time, and optionally
/// daylight time with the rules that start and end it each year. Offsets are stored as UT
/// offsets (seconds east), the opposite sign of the string's.
struct PosixTZ: Sendable, Equatable {
    let standard: Int64
    let daylight: Daylight?

    struct Daylight: Sendable, Equatable {
        let offset: Int64
        let start: Rule
        let end: Rule
    }

    /// A day of the year and the local time (seconds, -167 to 167 hours) the change happens at.
    struct Rule: Sendable, Equatable {
        enum Date: Sendable, Equatable {
            /// `Jn`: 1...365, February 29 never counted.
            case julian(Int64)
            /// `n`: 0...365, February 29 counted in leap years.
            case zeroBased(Int64)
            /// `Mm.w.d`: weekday d (0 = Sunday) of week w (5 = the last) of month m.
            case month(Int64, week: Int64, weekday: Int64)
        }
        let date: Date
        let time: Int64

        /// The day this rule names in `year` (1...9999).
        func day(in year: Int64) -> Day {
            switch date {
            case .julian(let n):
                let jan1 = Day(year: year, month: 1, day: 1) ?? Day.first
                return jan1.adding(days: n - 1 + (Day.isLeap(year) && n >= 60 ? 1 : 0))
            case .zeroBased(let n):
                return (Day(year: year, month: 1, day: 1) ?? Day.first).adding(days: n)
            case .month(let m, let w, let d):
                let first = Day(year: year, month: m, day: 1) ?? Day.first
                let firstWeekday = first.isoWeekday % 7
                var dom = 1 + (d - firstWeekday + 7) % 7 + (w - 1) * 7
                while dom > Day.daysIn(month: m, year: year) { dom -= 7 }
                return first.adding(days: dom - 1)
            }
        }
    }

    /// The UT offset at UTC second `s`. The year is the one of standard local time; a rule
    /// whose start falls after its end in the year (southern hemisphere) wraps the year end.
    func offset(atSecond s: Int64) -> Int64 {
        guard let daylight else { return standard }
        let localDay = Day(daysSinceEpoch: ZoneRules.floorDiv(s + standard, 86_400))
        let year = min(max(localDay.civil.year, 1), 9999)
        let start = daylight.start.day(in: year).daysSinceEpoch * 86_400 + daylight.start.time - standard
        let end = daylight.end.day(in: year).daysSinceEpoch * 86_400 + daylight.end.time - daylight.offset
        let inDaylight = start < end ? (s >= start && s < end) : !(s >= end && s < start)
        return inDaylight ? daylight.offset : standard
    }

    /// Nil for anything that is not a valid TZ string (an empty footer is no rule: the caller's).
    init?(_ text: [UInt8]) {
        var p = Parser(bytes: text)
        guard p.name(), let std = p.offset(maxHours: 24) else { return nil }
        standard = -std
        if p.atEnd {
            daylight = nil
            return
        }
        guard p.name() else { return nil }
        var dstOffset = standard + 3600
        if !p.peek(UInt8(ascii: ",")) {
            guard let o = p.offset(maxHours: 24) else { return nil }
            dstOffset = -o
        }
        // A daylight time without rules is implementation-defined in POSIX; RFC 8536 footers
        // always give them, so a file without is refused rather than guessed.
        guard p.eat(UInt8(ascii: ",")), let start = p.rule(), p.eat(UInt8(ascii: ",")), let end = p.rule(),
              p.atEnd else { return nil }
        daylight = Daylight(offset: dstOffset, start: start, end: end)
    }

    init(standard: Int64, daylight: Daylight?) { self.standard = standard; self.daylight = daylight }

    private struct Parser {
        let bytes: [UInt8]
        var i = 0

        var atEnd: Bool { i == bytes.count }
        func peek(_ c: UInt8) -> Bool { i < bytes.count && bytes[i] == c }
        mutating func eat(_ c: UInt8) -> Bool {
            guard peek(c) else { return false }
            i += 1
            return true
        }

        /// `abc...` (3+ letters) or `<...>` (3+ letters, digits, + or -).
        mutating func name() -> Bool {
            let start = i
            if eat(UInt8(ascii: "<")) {
                while i < bytes.count, isAlnum(bytes[i]) || bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
                guard i - start - 1 >= 3 else { return false }
                return eat(UInt8(ascii: ">"))
            }
            while i < bytes.count, isAlpha(bytes[i]) { i += 1 }
            return i - start >= 3
        }

        /// `[+-]hh[:mm[:ss]]` in seconds, as written (west positive).
        mutating func offset(maxHours: Int64) -> Int64? {
            var sign: Int64 = 1
            if eat(UInt8(ascii: "-")) { sign = -1 } else { _ = eat(UInt8(ascii: "+")) }
            guard let h = number(maxDigits: 3), h <= maxHours else { return nil }
            var seconds = h * 3600
            if eat(UInt8(ascii: ":")) {
                guard let m = number(maxDigits: 2), m < 60 else { return nil }
                seconds += m * 60
                if eat(UInt8(ascii: ":")) {
                    guard let s = number(maxDigits: 2), s < 60 else { return nil }
                    seconds += s
                }
            }
            return sign * seconds
        }

        /// `date[/time]`; the time defaults to 02:00:00 and may be -167...167 hours (RFC 8536).
        mutating func rule() -> Rule? {
            let date: Rule.Date
            if eat(UInt8(ascii: "J")) {
                guard let n = number(maxDigits: 3), (1...365).contains(n) else { return nil }
                date = .julian(n)
            } else if eat(UInt8(ascii: "M")) {
                guard let m = number(maxDigits: 2), (1...12).contains(m), eat(UInt8(ascii: ".")),
                      let w = number(maxDigits: 1), (1...5).contains(w), eat(UInt8(ascii: ".")),
                      let d = number(maxDigits: 1), (0...6).contains(d) else { return nil }
                date = .month(m, week: w, weekday: d)
            } else {
                guard let n = number(maxDigits: 3), (0...365).contains(n) else { return nil }
                date = .zeroBased(n)
            }
            var time: Int64 = 7200
            if eat(UInt8(ascii: "/")) {
                guard let t = offset(maxHours: 167) else { return nil }
                time = t
            }
            return Rule(date: date, time: time)
        }

        mutating func number(maxDigits: Int) -> Int64? {
            let start = i
            var v: Int64 = 0
            while i < bytes.count, i - start < maxDigits, bytes[i] >= 48, bytes[i] <= 57 {
                v = v * 10 + Int64(bytes[i] - 48)
                i += 1
            }
            return i > start ? v : nil
        }

        func isAlpha(_ c: UInt8) -> Bool { (c >= 65 && c <= 90) || (c >= 97 && c <= 122) }
        func isAlnum(_ c: UInt8) -> Bool { isAlpha(c) || (c >= 48 && c <= 57) }
    }
}
