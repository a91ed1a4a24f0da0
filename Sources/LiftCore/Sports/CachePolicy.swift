/// LigasEc's rule: a cache is valid while `now < timestamp + 7 days` (the boundary is expired).
public enum CachePolicy {
    public static let maxAgeMilliseconds: Int64 = 7 * Timestamp.millisecondsPerDay

    public static func isValid(savedAt: Timestamp, now: Timestamp) -> Bool {
        // A timestamp so large that adding 7 days overflows can only come from a damaged file.
        let (limit, overflow) = savedAt.milliseconds.addingReportingOverflow(maxAgeMilliseconds)
        return !overflow && now.milliseconds < limit
    }
}
