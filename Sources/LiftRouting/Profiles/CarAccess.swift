/// Who car.lua lets onto a way, and the ways it never drives.
enum CarAccess {
    static let order = ["motorcar", "motor_vehicle", "vehicle", "access"]

    /// Values that let a car on (car.lua's access_tag_whitelist).
    static let allowed: Set<String> = ["yes", "motorcar", "motor_vehicle", "vehicle", "permissive", "designated", "hov"]
    /// Values that keep a car off (car.lua's access_tag_blacklist), unless also `restricted` on a
    /// road kind in `restrictedHighways`.
    static let denied: Set<String> = [
        "no", "agricultural", "forestry", "emergency", "psv", "taxi", "share_taxi", "minibus", "bus", "foot",
        "emergency_vehicle", "restricted", "military", "official", "customers", "private", "delivery",
        "destination", "permit", "residents",
    ]
    /// Only to reach a place on the way (car.lua's restricted_access_tag_list): driven, but entering
    /// from an open road costs the restricted-entry penalty, so through traffic avoids it.
    static let restricted: Set<String> = ["private", "delivery", "destination", "customers", "permit", "residents", "unknown"]
    /// The road kinds where a restricted value is a destination, not a ban.
    static let restrictedHighways: Set<String> = [
        "motorway", "motorway_link", "trunk", "trunk_link", "primary", "primary_link", "secondary", "secondary_link",
        "tertiary", "tertiary_link", "residential", "living_street", "unclassified", "service", "winter_road", "ice_road",
    ]

    /// A list value ("no;destination") as car.lua resolves it: the part that lets the car on the
    /// most (allowed, then restricted, then denied, then anything else; the first of equals).
    static func resolve(_ value: String?) -> String? {
        guard let value, value.contains(";") else { return value }
        var best: String?, bestRank = -1
        for part in value.split(separator: ";", omittingEmptySubsequences: true) {
            let trimmed = part.trimmingSpaces
            let rank = allowed.contains(trimmed) ? 3 : restricted.contains(trimmed) ? 2 : denied.contains(trimmed) ? 1 : 0
            if rank > bestRank { best = trimmed; bestRank = rank }
        }
        return best ?? value
    }

    /// `construction=*` values that leave the road open (car.lua's construction_whitelist).
    static let openConstruction: Set<String> = ["no", "widening", "minor"]
    /// Highway kinds car.lua avoids outright.
    static let avoidedHighways: Set<String> = ["steps", "construction", "proposed", "area", "reversible", "impassable", "hov_lanes"]

    /// A way car.lua drops before looking at access: areas, steps, roads under construction or
    /// proposed, reversible oneways, impassable roads and emergency access service roads.
    static func blocked(_ tags: [String: String], highway: String?) -> Bool {
        if let highway, avoidedHighways.contains(highway) { return true }
        if tags["area"] == "yes" || tags["railway"] == "construction" || tags["oneway"] == "reversible" { return true }
        if let construction = tags["construction"], !openConstruction.contains(construction) { return true }
        if tags["proposed"] != nil, highway == nil || highway == "proposed" { return true }
        if tags["impassable"] == "yes" || tags["status"] == "impassable" { return true }
        return tags["service"] == "emergency_access"
    }
}
