/// Parses OSM `maxspeed`: "50", "30 mph", "FI:urban", "none", "walk".
enum MaxSpeed {
    /// Country zone codes (km/h), from the OSM wiki's default speed limits.
    static let zones: [String: Double] = [
        "urban": 50, "rural": 90, "motorway": 120, "trunk": 100, "living_street": 20, "walk": 7,
        "FI:urban": 50, "FI:rural": 80, "FI:motorway": 120, "FI:living_street": 20,
        "DE:urban": 50, "DE:rural": 100, "DE:living_street": 7, "DE:bicycle_road": 30,
        "SE:urban": 50, "SE:rural": 70, "NO:urban": 50, "NO:rural": 80, "DK:urban": 50, "DK:rural": 80,
        "FR:urban": 50, "FR:rural": 80, "FR:motorway": 130, "GB:nsl_single": 96.5, "GB:nsl_dual": 112.7,
        "GB:motorway": 112.7, "RU:urban": 60, "RU:rural": 90, "RU:motorway": 110, "AT:urban": 50, "AT:rural": 100,
        "CH:urban": 50, "CH:rural": 80, "CH:motorway": 120, "IT:urban": 50, "IT:rural": 90, "NL:urban": 50,
        "NL:rural": 80, "ES:urban": 50, "ES:rural": 90, "PL:urban": 50, "PL:rural": 90, "US:urban": 40,
        "EE:urban": 50, "EE:rural": 90,
    ]

    /// km/h, or nil when absent, unlimited or unreadable (the highway default then applies).
    static func parse(_ raw: String?) -> Double? {
        guard let raw else { return nil }
        let value = raw.split(separator: ";").first.map { $0.trimmingSpaces } ?? raw
        if let zone = zones[value] { return zone }
        if value.hasSuffix(":zone30") || value.hasSuffix(":zone:30") { return 30 }
        let isMph = value.hasSuffix("mph")
        let digits = value.prefix(while: { ($0 >= "0" && $0 <= "9") || $0 == "." })
        guard let number = Double(digits), number > 0, number < 400 else { return nil }
        return isMph ? number * 1.609344 : number
    }
}
