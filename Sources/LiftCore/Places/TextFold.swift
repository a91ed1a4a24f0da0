/// Search text normalisation without Foundation: lowercase, Latin letters without their
/// diacritics ("Töölö" -> "toolo", "Straße" -> "strasse"), split into letter/digit tokens.
public enum TextFold {
    /// Folded tokens of a text, in order.
    public static func tokens(_ text: String) -> [String] {
        var out = [String]()
        var current = ""
        for scalar in text.unicodeScalars {
            let p = scalar.properties
            if p.isAlphabetic || p.numericType != nil {
                current += fold(scalar)
            } else if !current.isEmpty {
                out.append(current)
                current = ""
            }
        }
        if !current.isEmpty { out.append(current) }
        return out
    }

    /// One scalar, lowercased and without diacritics where it is a Latin letter.
    static func fold(_ s: Unicode.Scalar) -> String {
        let v = s.value
        if v < 0x80 { return v >= 0x41 && v <= 0x5A ? String(Unicode.Scalar(UInt8(v + 0x20))) : String(s) }
        if let base = latin[v] { return base }
        return String(s).lowercased()
    }

    /// Latin-1 Supplement, Latin Extended-A and the common Extended-B letters, by their base.
    static let latin: [UInt32: String] = {
        var m = [UInt32: String]()
        func add(_ base: String, _ chars: String) { for c in chars.unicodeScalars { m[c.value] = base } }
        add("a", "ÀÁÂÃÄÅàáâãäåĀāĂăĄąǍǎǺǻȀȁȂȃ")
        add("ae", "ÆæǼǽ")
        add("c", "ÇçĆćĈĉĊċČč")
        add("d", "ĎďĐđÐð")
        add("e", "ÈÉÊËèéêëĒēĔĕĖėĘęĚěȄȅȆȇ")
        add("g", "ĜĝĞğĠġĢģǦǧ")
        add("h", "ĤĥĦħ")
        add("i", "ÌÍÎÏìíîïĨĩĪīĬĭĮįİıǏǐȈȉȊȋ")
        add("ij", "Ĳĳ")
        add("j", "Ĵĵ")
        add("k", "Ķķĸ")
        add("l", "ĹĺĻļĽľĿŀŁł")
        add("n", "ÑñŃńŅņŇňŉŊŋ")
        add("o", "ÒÓÔÕÖØòóôõöøŌōŎŏŐőǑǒǾǿȌȍȎȏ")
        add("oe", "Œœ")
        add("r", "ŔŕŖŗŘř")
        add("s", "ŚśŜŝŞşŠšȘș")
        add("ss", "ß")
        add("t", "ŢţŤťŦŧȚț")
        add("th", "Þþ")
        add("u", "ÙÚÛÜùúûüŨũŪūŬŭŮůŰűŲųǓǔǕǖǗǘǙǚǛǜȔȕȖȗ")
        add("w", "Ŵŵ")
        add("y", "ÝýÿŶŷŸ")
        add("z", "ŹźŻżŽž")
        return m
    }()
}
