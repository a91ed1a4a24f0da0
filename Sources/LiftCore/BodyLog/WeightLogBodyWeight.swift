/// The body weight a calorie estimate uses: the latest logged weight on or before that day
/// (the instant's day in `zone`).
public struct WeightLogBodyWeight: BodyWeightSource, DayCounting {
    let store: WeightStore
    public var zone = ZoneRules.utc
    public init(store: WeightStore) { self.store = store }

    public func bodyWeightKilograms(on date: Timestamp) throws -> Double? {
        // Weights load newest first, so the first one up to that day is the latest.
        guard let entry = try store.readWeights(from: nil, to: zone.day(of: date), limit: 1, offset: 0).first else { return nil }
        return entry.unit.kilograms(entry.weight)
    }
}
