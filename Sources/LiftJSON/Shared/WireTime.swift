import LiftCore

/// Dates on the wire: RFC 3339 (UTC out; any offset in), and calendar days YYYY-MM-DD.
public enum WireTime {
    /// `YYYY-MM-DDTHH:MM:SS[.mmm]Z`, written byte by byte (this runs for every record out).
    /// An instant off the calendar (only a damaged store holds one) is written as the nearer end:
    /// what goes out is always a valid RFC 3339 date-time.
    public static func format(_ t: Timestamp) -> String {
        let t = min(max(t, Timestamp.first), Timestamp.last)
        let day = t.day
        let msOfDay = t.milliseconds - day.daysSinceEpoch * Timestamp.millisecondsPerDay
        let (h, rest) = msOfDay.quotientAndRemainder(dividingBy: 3_600_000)
        let (m, rest2) = rest.quotientAndRemainder(dividingBy: 60_000)
        let (s, ms) = rest2.quotientAndRemainder(dividingBy: 1000)
        return String(unsafeUninitializedCapacity: 24) { b in
            var w = DigitWriter(buffer: b)
            w.day(day)
            w.byte(84); w.digits(h, 2); w.byte(58); w.digits(m, 2); w.byte(58); w.digits(s, 2)
            if ms != 0 { w.byte(46); w.digits(ms, 3) }
            w.byte(90)
            return w.count
        }
    }

    public static func format(_ d: Day) -> String {
        String(unsafeUninitializedCapacity: 10) { b in
            var w = DigitWriter(buffer: b)
            w.day(d)
            return w.count
        }
    }

    /// Writes fixed-width decimal fields into a buffer sized by the caller.
    private struct DigitWriter {
        let buffer: UnsafeMutableBufferPointer<UInt8>
        var count = 0

        mutating func byte(_ c: UInt8) {
            buffer[count] = c
            count += 1
        }

        mutating func digits(_ value: Int64, _ width: Int) {
            var v = value
            for k in stride(from: width - 1, through: 0, by: -1) {
                buffer[count + k] = UInt8(truncatingIfNeeded: 48 + v % 10)
                v /= 10
            }
            count += width
        }

        mutating func day(_ d: Day) {
            let c = d.civil
            digits(c.year, 4); byte(45); digits(c.month, 2); byte(45); digits(c.day, 2)
        }
    }

    public static func parseDay(_ s: String) -> Day? {
        var s = s
        return s.withUTF8 { parseDay(utf8: UnsafeRawBufferPointer($0)) }
    }

    /// The same from UTF-8 bytes (a JSON string in place): no String or byte array per day, which
    /// a 100k-weight bulk save paid for every item.
    public static func parseDay(utf8 b: UnsafeRawBufferPointer) -> Day? {
        guard b.count == 10, b[4] == UInt8(ascii: "-"), b[7] == UInt8(ascii: "-") else { return nil }
        var v: (y: Int64, m: Int64, d: Int64) = (0, 0, 0)
        for i in 0..<10 where i != 4 && i != 7 {
            guard let digit = digit(b[i]) else { return nil }
            // At most four digits per part: no overflow.
            if i < 4 { v.y = v.y &* 10 &+ digit } else if i < 7 { v.m = v.m &* 10 &+ digit } else { v.d = v.d &* 10 &+ digit }
        }
        return Day(year: v.y, month: v.m, day: v.d)
    }

    /// `YYYY-MM-DDTHH:MM:SS[.fraction](Z|+HH:MM|-HH:MM)`; 't' and 'z' accepted as RFC 3339 allows.
    /// Fractions beyond milliseconds are truncated. Nil for an instant outside
    /// 0001-01-01T00:00:00Z ... 9999-12-31T23:59:59.999Z (an offset can move a valid local time
    /// off the calendar), and for a leap second (`:60`): a Timestamp counts POSIX milliseconds,
    /// which have no leap second, and the only faithful alternatives (repeating :59, or :59.999)
    /// would store an instant the sender did not send.
    public static func parseTimestamp(_ s: String) -> Timestamp? {
        var s = s
        return s.withUTF8 { parseTimestamp(utf8: UnsafeRawBufferPointer($0)) }
    }

    /// The same from UTF-8 bytes (a JSON string in place): no String or byte array per instant,
    /// which a batch of health samples (two instants each) paid for every sample.
    public static func parseTimestamp(utf8 b: UnsafeRawBufferPointer) -> Timestamp? {
        guard b.count >= 20, b.count <= 40,
              let day = parseDay(utf8: UnsafeRawBufferPointer(rebasing: b[0..<10])),
              b[10] == UInt8(ascii: "T") || b[10] == UInt8(ascii: "t"),
              b[13] == UInt8(ascii: ":"), b[16] == UInt8(ascii: ":"),
              let h = digits(b, 11, 2), let m = digits(b, 14, 2), let sec = digits(b, 17, 2),
              h < 24, m < 60, sec < 60 else { return nil }
        var i = 19
        var ms: Int64 = 0
        if b[i] == UInt8(ascii: ".") {
            i += 1
            let start = i
            while i < b.count, let d = digit(b[i]) {
                if i - start < 3 { ms = ms * 10 + d }
                i += 1
            }
            guard i > start else { return nil }
            for _ in 0..<max(0, 3 - (i - start)) { ms *= 10 }
        }
        guard i < b.count else { return nil }
        var offsetMinutes: Int64 = 0
        switch b[i] {
        case UInt8(ascii: "Z"), UInt8(ascii: "z"):
            i += 1
        case UInt8(ascii: "+"), UInt8(ascii: "-"):
            guard b.count - i == 6, b[i + 3] == UInt8(ascii: ":"),
                  let oh = digits(b, i + 1, 2), let om = digits(b, i + 4, 2), oh < 24, om < 60 else { return nil }
            offsetMinutes = (oh * 60 + om) * (b[i] == UInt8(ascii: "-") ? -1 : 1)
            i += 6
        default:
            return nil
        }
        guard i == b.count else { return nil }
        let local = day.start.milliseconds + ((h * 60 + m) * 60 + sec) * 1000 + ms
        let t = Timestamp(milliseconds: local - offsetMinutes * 60_000)
        return t.isOnCalendar ? t : nil
    }

    private static func digit(_ c: UInt8) -> Int64? {
        c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") ? Int64(c - UInt8(ascii: "0")) : nil
    }

    private static func digits(_ b: UnsafeRawBufferPointer, _ at: Int, _ n: Int) -> Int64? {
        guard at >= 0, at + n <= b.count else { return nil }
        var v: Int64 = 0
        for i in at..<(at + n) {
            guard let d = digit(b[i]) else { return nil }
            v = v * 10 + d
        }
        return v
    }

}
