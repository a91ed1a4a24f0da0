/// The strictness rules of docs/DESIGN.md, in one place.
public enum JSONLimits {
    public static let maxPayloadBytes = 1 << 20
    /// Kinds that import in bulk (a year of weights, a CSV file) may take up to this much.
    public static let maxBulkPayloadBytes = 16 << 20
    public static let maxDepth = 32
    /// Integers a double holds exactly (JavaScript's safe range): +-(2^53 - 1).
    public static let maxSafeInteger: Int64 = (1 << 53) - 1
}
