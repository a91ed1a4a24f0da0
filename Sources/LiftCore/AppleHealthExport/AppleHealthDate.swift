/// The dates of an Apple Health export: `YYYY-MM-DD hh:mm:ss ±hhmm`, the wall time of the zone the
/// phone was in when it exported, with that zone's offset. The instant is what counts: the same
/// sample exported from another zone is the same instant.
public enum AppleHealthDate {
    public struct Parsed: Sendable, Equatable {
        public var instant: Timestamp
        /// Minutes east of UTC, as written.
        public var offsetMinutes: Int
        public init(instant: Timestamp, offsetMinutes: Int) { self.instant = instant; self.offsetMinutes = offsetMinutes }
    }

    public static func parse(_ text: String) -> Parsed? {
        var text = text
        return text.withUTF8 { parse(bytes: $0) }
    }

    static func parse(bytes b: UnsafeBufferPointer<UInt8>) -> Parsed? {
        // yyyy-MM-dd HH:mm:ss +hhmm: 25 bytes exactly.
        guard b.count == 25, b[4] == 0x2D, b[7] == 0x2D, b[10] == 0x20, b[13] == 0x3A, b[16] == 0x3A, b[19] == 0x20,
              b[20] == 0x2B || b[20] == 0x2D,
              let year = digits(b, 0, 4), let month = digits(b, 5, 2), let dayOfMonth = digits(b, 8, 2),
              let hour = digits(b, 11, 2), let minute = digits(b, 14, 2), let second = digits(b, 17, 2),
              let offsetHours = digits(b, 21, 2), let offsetMinutes = digits(b, 23, 2),
              hour < 24, minute < 60, second < 60, offsetHours <= 18, offsetMinutes < 60,
              let day = Day(year: year, month: month, day: dayOfMonth) else { return nil }
        let offset = (offsetHours * 60 + offsetMinutes) * (b[20] == 0x2D ? -1 : 1)
        // Years 1...9999 and bounded fields: no product here can overflow.
        let seconds = day.daysSinceEpoch * 86_400 + hour * 3600 + minute * 60 + second - offset * 60
        return Parsed(instant: Timestamp(milliseconds: seconds * 1000), offsetMinutes: Int(offset))
    }

    private static func digits(_ b: UnsafeBufferPointer<UInt8>, _ from: Int, _ count: Int) -> Int64? {
        var v: Int64 = 0
        for i in from..<(from + count) {
            let c = b[i]
            guard c >= 0x30, c <= 0x39 else { return nil }
            v = v * 10 + Int64(c - 0x30)
        }
        return v
    }
}
