/// The body weight a calorie estimate uses: the latest logged weight on or before that day.
public struct WeightLogBodyWeight: BodyWeightSource {
    let store: WeightStore
    public init(store: WeightStore) { self.store = store }

    public func bodyWeightKilograms(on date: Timestamp) throws -> Double? {
        // Weights load newest first, so the first one up to that day is the latest.
        guard let entry = try store.readWeights(from: nil, to: date.day, limit: 1, offset: 0).first else { return nil }
        return entry.unit.kilograms(entry.weight)
    }
}
