/// Writes training-log CSV: RFC 4180 quoting, numbers as entered, times as the layout wants them.
struct WorkoutCSVWriter {
    var text = ""

    mutating func row(_ fields: [String]) {
        for (i, f) in fields.enumerated() {
            if i > 0 { text += "," }
            text += Self.quoted(f)
        }
        text += "\n"
    }

    /// Quoted when the reader would otherwise split, end or trim it.
    static func quoted(_ f: String) -> String {
        let needs = f.utf8.contains { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == 0x0A || $0 == 0x0D }
            || f.first == " " || f.last == " " || f.first == "\t" || f.last == "\t"
        guard needs else { return f }
        var out = "\""
        for c in f.unicodeScalars {
            if c == "\"" { out += "\"" }
            out.unicodeScalars.append(c)
        }
        return out + "\""
    }

    /// 80 rather than 80.0, as people type it; otherwise the shortest text that reads back the same.
    static func number(_ v: Double) -> String { WeightCSV.number(v) }

    /// RFC 3339 in UTC, milliseconds only when there are some (`2024-03-04T18:30:00Z`).
    static func instant(_ t: Timestamp) -> String {
        let t = min(max(t, Timestamp.first), Timestamp.last)
        let ms = t.milliseconds - t.day.start.milliseconds
        var s = wall(day: t.day, msOfDay: ms, separator: "T")
        if ms % 1000 != 0 { s += "." + pad(ms % 1000, 3) }
        return s + "Z"
    }

    /// The wall-clock time in `zone`, as Strong writes it (`2024-03-04 18:30:00`).
    static func local(_ t: Timestamp, in zone: ZoneRules) -> String {
        let shifted = Timestamp(milliseconds: t.milliseconds + zone.offsetSeconds(at: t) * 1000)
        return wall(day: shifted.day, msOfDay: shifted.milliseconds - shifted.day.start.milliseconds, separator: " ")
    }

    private static func wall(day: Day, msOfDay: Int64, separator: String) -> String {
        let c = day.civil
        let seconds = msOfDay / 1000
        return pad(c.year, 4) + "-" + pad(c.month, 2) + "-" + pad(c.day, 2) + separator
            + pad(seconds / 3600, 2) + ":" + pad(seconds / 60 % 60, 2) + ":" + pad(seconds % 60, 2)
    }

    private static func pad(_ v: Int64, _ width: Int) -> String { SeriesGrouping.format(v, width) }
}
