/// A use case that counts days ("today", a period, a day's instants) in a zone. The zone
/// defaults to UTC and is set per request, so constructors stay as they are.
public protocol DayCounting {
    var zone: ZoneRules { get set }
}

extension DayCounting {
    /// The same use case, counting days in `zone`.
    public func counting(in zone: ZoneRules) -> Self {
        var copy = self
        copy.zone = zone
        return copy
    }
}
