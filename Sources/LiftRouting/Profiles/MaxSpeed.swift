/// Reads OSM `maxspeed` as OSRM car.lua does: the number a value starts with ("50", "50;30"),
/// in mph when it says so; otherwise a country code from car.lua's table of exceptions
/// ("ch:trunk", "lv:living_street"), then the road kind after any two-letter code ("fi:urban",
/// "xx:motorway") from its table of defaults. Anything else (signals, walk, "de:zone30") is no
/// limit, and the highway's own speed applies.
enum MaxSpeed {
    /// car.lua's mile, as it converts (1.609 km, not 1.609344).
    static let mile = 1.609

    /// car.lua's maxspeed_table_default: the road kind after a two-letter country code.
    static let defaults: [String: Double] = ["urban": 50, "rural": 90, "trunk": 110, "motorway": 130]

    /// car.lua's maxspeed_table: the codes whose limit differs from `defaults` (lower case).
    static let exceptions: [String: Double] = [
        "at:rural": 100, "at:trunk": 100, "ar:urban": 40, "ar:rural": 110, "be:motorway": 120,
        "be-bru:rural": 70, "be-bru:urban": 30, "be-vlg:rural": 70, "bg:motorway": 140, "by:urban": 60,
        "by:motorway": 110, "ca-on:rural": 80, "ch:rural": 80, "ch:trunk": 100, "ch:motorway": 120,
        "de:living_street": 7, "de:rural": 100, "de:motorway": 0, "dk:rural": 80, "es:trunk": 90,
        "fr:rural": 80, "gb:nsl_single": 60 * 1609 / 1000, "gb:nsl_dual": 70 * 1609 / 1000,
        "gb:motorway": 70 * 1609 / 1000, "lv:living_street": 20, "nl:rural": 80, "nl:trunk": 100,
        "no:rural": 80, "no:motorway": 110, "ph:urban": 40, "ph:rural": 80, "ph:motorway": 100,
        "pl:rural": 100, "pl:expressway": 120, "pl:motorway": 140, "ro:trunk": 100, "ru:living_street": 20,
        "ru:urban": 60, "ru:motorway": 110, "uk:nsl_single": 60 * 1609 / 1000, "uk:nsl_dual": 70 * 1609 / 1000,
        "uk:motorway": 70 * 1609 / 1000, "za:urban": 60, "za:rural": 100, "none": 140,
    ]

    /// km/h, or nil when absent, zero or unreadable (the highway's speed then applies).
    static func parse(_ raw: String?) -> Double? {
        guard let raw else { return nil }
        let value = limit(raw)
        return value > 0 ? value : nil
    }

    private static func limit(_ raw: String) -> Double {
        let digits = raw.utf8.prefix(while: { $0 >= 48 && $0 <= 57 })
        if !digits.isEmpty, let number = Double(String(decoding: digits, as: UTF8.self)) {
            return raw.contains("mph") || raw.contains("mp/h") ? number * mile : number
        }
        let code = raw.lowercased()
        if let listed = exceptions[code] { return listed }
        return roadKind(code).flatMap { defaults[$0] } ?? 0
    }

    /// The letters after the first "xx:" (two letters, a colon) in the value, as car.lua matches them.
    static func roadKind(_ code: String) -> String? {
        let bytes = Array(code.utf8)
        func letter(_ i: Int) -> Bool { i < bytes.count && ((bytes[i] | 0x20) >= 97 && (bytes[i] | 0x20) <= 122) }
        var i = 0
        while i + 3 < bytes.count {
            if letter(i), letter(i + 1), bytes[i + 2] == 58, letter(i + 3) {
                var end = i + 3
                while letter(end) { end += 1 }
                return String(decoding: bytes[(i + 3)..<end], as: UTF8.self)
            }
            i += 1
        }
        return nil
    }
}
