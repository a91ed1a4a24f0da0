import LiftCore

/// A body weight source that knows one weight (or none) and records the dates asked for.
final class FixedBodyWeight: BodyWeightSource, @unchecked Sendable {
    let kilograms: Double?
    var askedFor: [Timestamp] = []
    init(kilograms: Double?) { self.kilograms = kilograms }
    func bodyWeightKilograms(on date: Timestamp) throws -> Double? { askedFor.append(date); return kilograms }
}
