/// After `freeAttempts` consecutive failures an account is locked for a delay that doubles with
/// each further failure, up to `maxDelay`. Kept in the store, so a restart does not reset it.
public enum Lockout {
    public static let freeAttempts: Int64 = 5
    public static let firstDelayMilliseconds: Int64 = 1000
    public static let maxDelayMilliseconds: Int64 = 15 * 60 * 1000

    /// nil while the run of failures is still short.
    public static func lockedUntil(failures: Int64, now: Timestamp) -> Timestamp? {
        guard failures >= freeAttempts else { return nil }
        let doublings = min(failures - freeAttempts, 10)   // 2^10 s is past the cap already
        let delay = min(firstDelayMilliseconds << doublings, maxDelayMilliseconds)
        let (until, overflow) = now.milliseconds.addingReportingOverflow(delay)
        return Timestamp(milliseconds: overflow ? Int64.max : until)
    }

    /// The failure count after one more failure, saturating (the stored value is not trusted).
    public static func counted(_ failures: Int64) -> Int64 { max(0, min(failures, 1_000_000)) + 1 }
}
