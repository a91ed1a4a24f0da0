/// An authentication failure is returned, not thrown: the failure count it wrote must be
/// committed, and a thrown error rolls the request's transaction back.
public enum AuthOutcome<T> {
    case granted(T)
    case refused(LiftError)
}

/// Checks a password against an account (or none), counting failures and locking out per
/// username key. Whether an account has the key changes neither the answer nor the work: a
/// refusal costs one hash verification per form of the password tried and one write, an
/// unknown username's as a wrong password's, and a lock holds for both.
struct PasswordCheck {
    let store: AccountStore
    let hasher: PasswordHasher
    let text: UnicodeText
    let currentDate: CurrentDate

    static func wrongCredentials() -> LiftError {
        LiftError(.unauthorized, "the username or password is wrong")
    }

    /// nil when the password is right (and the failure run cleared); the refusal otherwise.
    /// `key` is the username key failures are counted under: the credential's own when there is one.
    func callAsFunction(_ credential: Credential?, key: String, _ password: SecretBytes) throws -> LiftError? {
        let now = currentDate()
        let stored = try store.readFailureRun(usernameKey: key)
        let run = Lockout.current(stored, now: now)
        return try text.withNFC(password) { nfc in
            // Hashes are made from the NFC form; ones made before that from the bytes as typed.
            let forms: [SecretBytes] = nfc.map { [$0, password] } ?? [password]
            if let until = run?.lockedUntil, until > now {
                forms.forEach(hasher.verifyDummy)   // even the right password waits out the lock
                return Self.locked(until: until, now: now)
            }
            let matched: Int?
            if let c = credential {
                matched = forms.firstIndex { hasher.verify($0, hash: c.passwordHash) }
            } else {
                forms.forEach(hasher.verifyDummy)
                matched = nil
            }
            guard let c = credential, let matched, let hashed = forms.first else {
                let failures = Lockout.counted(run?.failures ?? 0)
                let until = Lockout.lockedUntil(failures: failures, now: now)
                try store.updateFailureRun(usernameKey: key, FailureRun(failures: failures, lockedUntil: until, lastFailure: now))
                try store.deleteFailureRuns(lastFailureBefore: Lockout.forgetBefore(now), limit: Lockout.forgetPerFailure)
                return until.map { Self.locked(until: $0, now: now) } ?? Self.wrongCredentials()
            }
            if stored != nil { try store.deleteFailureRun(usernameKey: key) }
            // Made from the bytes as typed, or with parameters raised since: upgrade the hash
            // while the password is at hand.
            if matched > 0 || hasher.needsRehash(c.passwordHash) {
                try store.updatePasswordHash(id: c.accountID, try hasher.hash(hashed))
            }
            return nil
        }
    }

    static func locked(until: Timestamp, now: Timestamp) -> LiftError {
        let (wait, overflow) = until.milliseconds.subtractingReportingOverflow(now.milliseconds)
        return LiftError(.unauthorized, "too many failed sign-ins: retry later",
                         details: [.init("retry_after_ms", .int(overflow ? Int64.max : max(wait, 0)))])
    }
}

/// The form a new password is hashed in: NFC, so that the same password typed on another
/// keyboard or platform (composed or decomposed accents) signs in.
enum NewPassword {
    static func hash(_ password: SecretBytes, _ hasher: PasswordHasher, _ text: UnicodeText) throws -> String {
        try text.withNFC(password) { try hasher.hash($0 ?? password) }
    }
}
