import LiftCore
import LiftJSON

/// `time_zone`: an IANA name, in lift_open's options (the store's default) and in every request
/// that counts days (its own zone, for that request only).
enum TimeZoneOption {
    static func decode(_ o: inout JSONObjectReader) throws -> ZoneRules? {
        // Longer names are read so that they too answer unknown_time_zone.
        guard let name = try o.optionalString("time_zone", maxLength: 4 * TimeZones.maxNameBytes) else { return nil }
        return try ZoneInfoFiles.zones.rules(named: name, path: Location("time_zone"))
    }
}

extension RequestContext {
    /// The request's zone, else the store's.
    func zone(_ requested: ZoneRules?) -> ZoneRules { requested ?? timeZone }
}
