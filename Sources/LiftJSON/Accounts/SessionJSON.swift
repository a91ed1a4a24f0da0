import LiftCore

/// Sessions as hosts see them: never a token's hash, and the token only in the answer that issues it.
public enum SessionJSON {
    public static func write(_ x: StoredSession, current: RecordID?, to o: JSONObjectWriter) {
        o.set("id", x.id)
        o.set("created", x.creationDate)
        o.set("last_used", x.lastUsed)
        o.set("expires", x.expires)
        o.set("current", x.id == current)
    }

    /// The one answer that shows the token.
    public static func writeIssued(_ x: IssuedSession, to o: JSONObjectWriter) {
        o.set("id", x.session.id)
        o.set("token", x.token)
        o.set("expires", x.session.expires)
    }
}
