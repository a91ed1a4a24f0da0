/// A session's time as a file writes it: the apps write wall-clock times with no zone (read in
/// the request's zone), liblift's own export writes instants.
public enum FileTime: Hashable, Sendable {
    /// Seconds since 1970-01-01T00:00:00 on the wall clock.
    case local(seconds: Int64)
    case instant(Timestamp)

    /// A date and time as the apps and liblift's export write them (`WorkoutFileValues.time`).
    public static func parse(_ text: String) -> FileTime? { WorkoutFileValues.time(text) }

    /// The instant in `zone`: the offset in effect at that wall time (in a gap or an overlap of a
    /// daylight-saving change, the offset before the change).
    public func instant(in zone: ZoneRules) -> Timestamp {
        switch self {
        case .instant(let t): return t
        case .local(let s):
            let guess = Timestamp(milliseconds: (s - zone.offsetSeconds(at: Timestamp(milliseconds: s * 1000))) * 1000)
            return Timestamp(milliseconds: (s - zone.offsetSeconds(at: guess)) * 1000)
        }
    }
}

/// The values in the apps' columns: dates, decimals, durations. Pure text in, values out.
enum WorkoutFileValues {
    static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

    /// `2023-01-05 18:30:00`, `2023-01-05T18:30`, `2023-01-05` (Strong, FitNotes), `5 Jan 2023, 18:30`
    /// (Hevy), or an RFC 3339 instant with `Z` or an offset (liblift's export).
    static func time(_ s: String) -> FileTime? {
        let b = Array(s.utf8)
        if let first = b.first, first >= UInt8(ascii: "0"), first <= UInt8(ascii: "9"), b.count >= 10, b[4] == UInt8(ascii: "-") {
            return isoTime(b)
        }
        return hevyTime(s)
    }

    private static func isoTime(_ b: [UInt8]) -> FileTime? {
        guard let y = int(b, 0, 4), b[4] == UInt8(ascii: "-"), let mo = int(b, 5, 2), b[7] == UInt8(ascii: "-"),
              let d = int(b, 8, 2), let day = Day(year: y, month: mo, day: d) else { return nil }
        let base = day.daysSinceEpoch * 86_400
        if b.count == 10 { return .local(seconds: base) }
        guard b.count >= 16, b[10] == UInt8(ascii: " ") || b[10] == UInt8(ascii: "T"),
              let h = int(b, 11, 2), b[13] == UInt8(ascii: ":"), let mi = int(b, 14, 2), h < 24, mi < 60 else { return nil }
        var i = 16, sec: Int64 = 0, ms: Int64 = 0
        if i < b.count, b[i] == UInt8(ascii: ":") {
            guard let s = int(b, i + 1, 2), s < 60 else { return nil }
            sec = s; i += 3
            if i < b.count, b[i] == UInt8(ascii: ".") {
                i += 1
                var digits = 0
                while i < b.count, b[i] >= UInt8(ascii: "0"), b[i] <= UInt8(ascii: "9") {
                    if digits < 3 { ms = ms * 10 + Int64(b[i] - UInt8(ascii: "0")) }
                    digits += 1; i += 1
                }
                guard digits > 0 else { return nil }
                for _ in digits..<max(digits, 3) { ms *= 10 }
            }
        }
        let local = base + h * 3600 + mi * 60 + sec
        if i == b.count { return ms == 0 ? .local(seconds: local) : nil }
        if b.count == i + 1, b[i] == UInt8(ascii: "Z") || b[i] == UInt8(ascii: "z") {
            return .instant(Timestamp(milliseconds: local * 1000 + ms))
        }
        guard b.count == i + 6, b[i] == UInt8(ascii: "+") || b[i] == UInt8(ascii: "-"),
              let oh = int(b, i + 1, 2), b[i + 3] == UInt8(ascii: ":"), let om = int(b, i + 4, 2), oh < 24, om < 60 else { return nil }
        let offset = (oh * 3600 + om * 60) * (b[i] == UInt8(ascii: "-") ? -1 : 1)
        return .instant(Timestamp(milliseconds: (local - offset) * 1000 + ms))
    }

    /// `5 Jan 2023, 18:30` (Hevy's export).
    private static func hevyTime(_ s: String) -> FileTime? {
        let parts = s.split(separator: ",", maxSplits: 1).map { NameKey.trimmed(String($0)) }
        guard parts.count == 2 else { return nil }
        let date = parts[0].split(separator: " ")
        guard date.count == 3, let d = Int64(date[0]), let y = Int64(date[2]),
              let m = months.firstIndex(of: String(date[1].prefix(3)).lowercased()),
              let day = Day(year: y, month: Int64(m + 1), day: d) else { return nil }
        let clock = parts[1].split(separator: ":")
        guard clock.count == 2 || clock.count == 3, let h = Int64(clock[0]), let mi = Int64(clock[1]),
              (0..<24).contains(h), (0..<60).contains(mi) else { return nil }
        let sec = clock.count == 3 ? Int64(clock[2]) ?? -1 : 0
        guard (0..<60).contains(sec) else { return nil }
        return .local(seconds: day.daysSinceEpoch * 86_400 + h * 3600 + mi * 60 + sec)
    }

    private static func int(_ b: [UInt8], _ at: Int, _ n: Int) -> Int64? {
        guard at + n <= b.count else { return nil }
        var v: Int64 = 0
        for i in at..<(at + n) {
            guard b[i] >= UInt8(ascii: "0"), b[i] <= UInt8(ascii: "9") else { return nil }
            v = v * 10 + Int64(b[i] - UInt8(ascii: "0"))
        }
        return v
    }

    /// A plain decimal (`82.5`, `-5` only where `signed`); empty is nil, anything else an error.
    static func decimal(_ s: String, signed: Bool = false) -> Double?? {
        if s.isEmpty { return .some(nil) }
        var body = Substring(s)
        var sign = 1.0
        if signed, body.first == "-" { sign = -1; body = body.dropFirst() }
        guard let v = WeightCSV.decimal(String(body)) else { return nil }
        return .some(sign * v)
    }

    /// Strong's duration text: `1h 5m`, `45m`, `50s`, `1h`; or plain seconds.
    static func duration(_ s: String) -> Int64?? {
        if s.isEmpty { return .some(nil) }
        if let v = WeightCSV.decimal(s) {
            // A decimal of up to 32 digits can exceed Int64: larger than any duration, refused.
            guard v < 1e12 else { return nil }
            return .some(Int64(v.rounded()))
        }
        var total: Int64 = 0
        for part in s.split(separator: " ") {
            guard let unit = part.last, let n = Int64(part.dropLast()), n >= 0, n < 1_000_000 else { return nil }
            switch unit {
            case "h": total += n * 3600
            case "m": total += n * 60
            case "s": total += n
            default: return nil
            }
        }
        return .some(total)
    }

    /// FitNotes' `H:MM:SS` (or `MM:SS`).
    static func clock(_ s: String) -> Int64?? {
        if s.isEmpty { return .some(nil) }
        let parts = s.split(separator: ":", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count) else { return nil }
        var total: Int64 = 0
        for p in parts {
            guard let n = Int64(p), n >= 0, n < 1_000_000 else { return nil }
            total = total * 60 + n
        }
        return .some(total)
    }
}
