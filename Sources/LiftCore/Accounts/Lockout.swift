/// After `freeAttempts` consecutive failures a username is locked for a delay that doubles with
/// each further failure, up to `maxDelay`. Counted per username key whether or not an account
/// has it, and kept in the store, so a restart does not reset it.
public enum Lockout {
    public static let freeAttempts: Int64 = 5
    public static let firstDelayMilliseconds: Int64 = 1000
    public static let maxDelayMilliseconds: Int64 = 15 * 60 * 1000
    /// A run with no failure for this long is forgotten: far past the longest lock, and it
    /// bounds the rows that unknown usernames leave behind.
    public static let forgetAfterMilliseconds: Int64 = 24 * 60 * 60 * 1000
    /// Stale runs deleted per counted failure: a fixed, small cost on every failure path.
    public static let forgetPerFailure = 4

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

    /// The run as it stands at `now`: nil once forgotten.
    public static func current(_ run: FailureRun?, now: Timestamp) -> FailureRun? {
        guard let run else { return nil }
        return run.lastFailure.milliseconds >= forgetBefore(now).milliseconds ? run : nil
    }

    /// Runs whose last failure is before this are forgotten.
    public static func forgetBefore(_ now: Timestamp) -> Timestamp {
        let (t, overflow) = now.milliseconds.subtractingReportingOverflow(forgetAfterMilliseconds)
        return Timestamp(milliseconds: overflow ? Int64.min : t)
    }
}
