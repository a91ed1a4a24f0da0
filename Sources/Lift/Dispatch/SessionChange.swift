import LiftCore

/// What a request asks of its handle's session, applied by StoreHandle only after the request's
/// transaction has committed: a sign-in / sign-out, or a refusal that must not roll back the
/// failure count it wrote.
final class SessionChange {
    /// `session`: the id of the token the handle is now signed in with, checked on every call.
    enum Owner { case keep, signIn(String, session: RecordID), signOut }
    var owner: Owner = .keep
    var errorAfterCommit: LiftError?

    /// Back to "nothing asked" before the next call on the handle.
    func reset() {
        owner = .keep
        errorAfterCommit = nil
    }

    /// Records a refusal (returned by the use case after writing its failure count).
    func refuse(_ error: LiftError) { errorAfterCommit = error }
}
