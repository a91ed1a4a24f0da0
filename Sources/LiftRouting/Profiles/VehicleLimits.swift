/// A vehicle's size against a way's posted physical and legal limits (`maxheight`, `maxwidth`,
/// `maxlength`, `maxweight`), read as OSRM car.lua reads them. The car's size is car.lua's; a host
/// may later give its own vehicle through `Vehicle`.
struct Vehicle: Equatable {
    /// Metres: a little above the biggest SUVs; ways tagged `narrow` are under 2.2 m.
    var height = 2.0
    var width = 1.9
    var length = 4.8
    /// Kilograms.
    var weight = 2000.0

    static let car = Vehicle()

    /// The limits of a way's direction (`key:forward` before `key`, per level) this vehicle
    /// does not fit: true when the direction is closed to it.
    func exceeds(_ tags: [String: String], direction: String) -> Bool {
        // Most ways carry no limit: one pass over their few tags instead of a lookup per key and direction.
        guard tags.keys.contains(where: Vehicle.anyKey.contains) else { return false }
        if let h = Measure.height(Access.value(tags, order: ["maxheight:physical", "maxheight"], direction: direction)), h < height {
            return true
        }
        let widthValue = Access.value(tags, order: ["maxwidth:physical", "maxwidth", "width", "est_width"], direction: direction)
        if widthValue == "narrow" || tags["narrow"] == "yes" {
            if width > 2.2 { return true }
        } else if let w = widthValue.flatMap(Measure.metres), w <= width {
            return true
        }
        if let l = Access.value(tags, order: ["maxlength"], direction: direction).flatMap(Measure.metres), l < length { return true }
        if let kg = Measure.kilograms(Access.value(tags, order: ["maxweightrating", "maxweight"], direction: direction)), kg < weight {
            return true
        }
        return false
    }

    /// The tag keys `exceeds` reads (each also with `:forward` and `:backward`).
    static let keys = ["maxheight:physical", "maxheight", "maxwidth:physical", "maxwidth", "width", "est_width",
                       "maxlength", "maxweightrating", "maxweight"]
    static let anyKey = Set(keys.flatMap { [$0, $0 + ":forward", $0 + ":backward"] } + ["narrow"])
}

/// Lengths and weights in OSM values, as car.lua's measure library parses them.
enum Measure {
    /// Heights that say "no sign here" count as the usual 4.5 m (car.lua's default).
    static let unsignedHeights: Set<String> = ["default", "none", "no-sign", "unsigned"]
    static let defaultHeight = 4.5

    static func height(_ raw: String?) -> Double? {
        guard let raw else { return nil }
        return unsignedHeights.contains(raw) ? defaultHeight : metres(raw)
    }

    /// The first number in the value (a comma is a decimal point); feet and inches (6'6") in metres.
    static func metres(_ raw: String) -> Double? {
        let text = raw.replacingComma
        guard var n = firstNumber(text) else { return nil }
        if let quote = text.firstIndex(of: "'") {
            n *= 12
            let inches = text[text.index(after: quote)...].drop(while: { !$0.isNumber }).prefix(while: { $0.isNumber })
            if let m = Double(String(inches)) { n += m }
            n *= 0.0254
        }
        return n
    }

    /// Tonnes unless the value says kg or lbs.
    static func kilograms(_ raw: String?) -> Double? {
        guard let raw else { return nil }
        let text = raw.replacingComma
        guard let n = firstNumber(text) else { return nil }
        if text.contains("lbs") { return n * 0.45359237 }
        if text.contains("kg") { return n }
        return n * 1000
    }

    /// The first run of digits, with a decimal part after a dot.
    static func firstNumber(_ text: String) -> Double? {
        guard let start = text.firstIndex(where: { $0.isASCII && $0.isNumber }) else { return nil }
        var end = text[start...].firstIndex(where: { !($0.isASCII && $0.isNumber) }) ?? text.endIndex
        if end < text.endIndex, text[end] == "." {
            end = text[text.index(after: end)...].firstIndex(where: { !($0.isASCII && $0.isNumber) }) ?? text.endIndex
        }
        return Double(text[start..<end])
    }
}

private extension String {
    var replacingComma: String { contains(",") ? String(map { $0 == "," ? "." : $0 }) : self }
}
