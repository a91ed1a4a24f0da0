/// Ferries and shuttle trains (`route=ferry`, `route=shuttle_train`) as car.lua drives them: at
/// its route speed, or over the way's `duration` when that reads as one.
enum Ferry {
    /// car.lua's route_speeds (km/h).
    static let speeds: [String: Double] = ["ferry": 5, "shuttle_train": 10]

    /// Seconds of a `duration` value in the forms OSRM reads: "H:M:S", "H:M", "M" (minutes; one or
    /// two digits a part), and ISO 8601 periods ("PT1H30M", "P1DT2H", "PT013000", "PT01:30:00",
    /// "P2W"); nil for anything else. At least one second, as OSRM counts it.
    static func seconds(_ raw: String?) -> Double? {
        guard let raw, !raw.isEmpty else { return nil }
        let value = raw.hasPrefix("P") ? period(raw.dropFirst()) : clock(Substring(raw))
        return value.map { max(Double($0), 1) }
    }

    private static func clock(_ text: Substring) -> Int? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count), parts.allSatisfy({ (1...2).contains($0.count) && $0.allSatisfy(\.isASCII) }),
              let numbers = Optional(parts.compactMap { Int($0) }), numbers.count == parts.count else { return nil }
        switch numbers.count {
        case 1: return numbers[0] * 60
        case 2: return numbers[0] * 3600 + numbers[1] * 60
        default: return numbers[0] * 3600 + numbers[1] * 60 + numbers[2]
        }
    }

    /// No crossing takes this many weeks, days, hours...: a larger number is not a duration, and
    /// refusing it keeps every product and sum below far from overflow.
    private static let maxPart = 10_000_000

    /// A part of a period as a number, or nil when it is not one or is implausibly large.
    private static func part(_ digits: Substring) -> Int? {
        guard let n = Int(digits), n >= 0, n <= maxPart else { return nil }
        return n
    }

    private static func period(_ text: Substring) -> Int? {
        if text.last == "W" || text.last == "w" { return part(text.dropLast()).map { $0 * 604_800 } }
        var rest = text, total = 0
        // Days before the time part.
        if let d = rest.firstIndex(where: { $0 == "D" || $0 == "d" }), !rest[..<d].contains("T") {
            guard let days = part(rest[..<d]) else { return nil }
            total += days * 86_400
            rest = rest[rest.index(after: d)...]
        }
        guard !rest.isEmpty else { return total }
        guard rest.first == "T" else { return nil }
        let time = rest.dropFirst()
        // Compact "hhmmss" and extended "hh:mm:ss" forms.
        if time.count == 6, time.allSatisfy({ $0.isASCII && $0.isNumber }) {
            let d = time.compactMap(\.wholeNumberValue)
            let h = d[0] * 10 + d[1], m = d[2] * 10 + d[3], s = d[4] * 10 + d[5]
            return h < 24 && m < 60 && s < 60 ? total + h * 3600 + m * 60 + s : nil
        }
        if time.contains(":") {
            let parts = time.split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
            guard parts.count == 3, time.count == 8, let h = parts[0], let m = parts[1], let s = parts[2],
                  h < 24, m < 60, s < 60 else { return nil }
            return total + h * 3600 + m * 60 + s
        }
        // Designators in order: nH, nM, nS, each optional.
        var number = "", seen = 0
        for ch in time {
            if ch.isASCII && ch.isNumber { number.append(ch); continue }
            let rank: Int, unit: Int
            switch ch {
            case "H", "h": (rank, unit) = (1, 3600)
            case "M", "m": (rank, unit) = (2, 60)
            case "S", "s": (rank, unit) = (3, 1)
            default: return nil
            }
            guard rank > seen, let n = part(Substring(number)) else { return nil }
            total += n * unit
            seen = rank
            number = ""
        }
        return number.isEmpty ? total : nil
    }
}
