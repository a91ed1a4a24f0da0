/// An authentication failure is returned, not thrown: the failure count it wrote must be
/// committed, and a thrown error rolls the request's transaction back.
public enum AuthOutcome<T> {
    case granted(T)
    case refused(LiftError)
}

/// Checks a password against an account (or none), counting failures and locking out. Every
/// refusal costs one hash verification, so an unknown user, a locked account and a wrong
/// password take the same time.
struct PasswordCheck {
    let store: AccountStore
    let hasher: PasswordHasher
    let currentDate: CurrentDate

    static func wrongCredentials() -> LiftError {
        LiftError(.unauthorized, "the username or password is wrong")
    }

    /// nil when the password is right (and the failure count cleared); the refusal otherwise.
    func callAsFunction(_ credential: Credential?, _ password: SecretBytes) throws -> LiftError? {
        guard let c = credential else {
            hasher.verifyDummy(password)
            try store.countUnknownUserFailure()   // the same commit cost as a counted failure
            return Self.wrongCredentials()
        }
        let now = currentDate()
        if let until = c.lockedUntil, until > now {
            hasher.verifyDummy(password)   // even the right password waits out the lock
            return Self.locked(until: until, now: now)
        }
        guard hasher.verify(password, hash: c.passwordHash) else {
            let failures = Lockout.counted(c.failedAttempts)
            let until = Lockout.lockedUntil(failures: failures, now: now)
            try store.updateFailedAttempts(id: c.accountID, count: failures, lockedUntil: until)
            return until.map { Self.locked(until: $0, now: now) } ?? Self.wrongCredentials()
        }
        if c.failedAttempts != 0 || c.lockedUntil != nil {
            try store.updateFailedAttempts(id: c.accountID, count: 0, lockedUntil: nil)
        }
        // Parameters raised since this hash was made: upgrade it while the password is at hand.
        if hasher.needsRehash(c.passwordHash) {
            try store.updatePasswordHash(id: c.accountID, try hasher.hash(password))
        }
        return nil
    }

    static func locked(until: Timestamp, now: Timestamp) -> LiftError {
        let (wait, overflow) = until.milliseconds.subtractingReportingOverflow(now.milliseconds)
        return LiftError(.unauthorized, "too many failed sign-ins: retry later",
                         details: [.init("retry_after_ms", .int(overflow ? Int64.max : max(wait, 0)))])
    }
}
