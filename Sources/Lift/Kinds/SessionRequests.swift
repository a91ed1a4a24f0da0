import LiftCore
import LiftCrypto
import LiftJSON

/// kind "session": sign in with a password or resume with a session token (save), who is signed
/// in and the account's sessions (load), sign out or revoke one session (remove). A handle's
/// sign-in belongs to the handle; the token it answers resumes it on any handle of the store.
enum SessionRequests {
    static let kind = Kind(
        name: "session",
        save: { o in
            var s = try o.object("session")
            if s.has("token") {
                // Any string is hashed and looked up, so a malformed token costs what a right one does.
                let token = try s.string("token", maxLength: 1000, text: .any)
                try s.finish()
                return resume(token)
            }
            let (username, password) = try AccountJSON.signIn(&s, secret: Secret.taking)
            try s.finish()
            return { ctx, out in
                switch try SignIn(store: ctx.accounts, hasher: ctx.passwords, text: ctx.text, currentDate: ctx.currentDate)(
                    username: username, password: password) {
                case .granted(let account):
                    let issued = try ctx.startSession(account.id)
                    out.setObject("session") { s in
                        s.set("signed_in", true)
                        s.setObject("account") { AccountJSON.write(account, to: $0) }
                        SessionJSON.writeIssued(issued, to: s)
                    }
                case .refused(let error):
                    ctx.session.refuse(error)
                }
            }
        },
        load: { _ in
            return { ctx, out in
                let account = try ctx.account.flatMap { try ctx.accounts.readAccount(id: $0) }
                let sessions = try account.map { try ListSessions(store: ctx.sessions)(accountID: $0.id) } ?? []
                out.setObject("session") { s in
                    s.set("signed_in", account != nil)
                    if let account {
                        s.setObject("account") { AccountJSON.write(account, to: $0) }
                        s.set("id", ctx.sessionID)
                        s.setArray("sessions") { a in
                            for x in sessions { a.appendObject { SessionJSON.write(x, current: ctx.sessionID, to: $0) } }
                        }
                    }
                }
            }
        },
        remove: { o in
            let id = try o.optionalID("id")
            return { ctx, out in
                if let id {
                    let me = try ctx.requireAccount()
                    try RevokeSession(store: ctx.sessions)(id: id, accountID: me)
                    if id == ctx.sessionID { ctx.session.owner = .signOut }
                    out.set("removed", 1)
                    return
                }
                if let me = ctx.account, let current = ctx.sessionID {
                    _ = try ctx.sessions.deleteSession(id: current, accountID: me)
                }
                out.set("removed", ctx.account == nil ? 0 : 1)
                ctx.session.owner = .signOut
            }
        })

    static func resume(_ token: String) -> Action {
        { ctx, out in
            switch try ResumeSession(store: ctx.sessions, tokens: ctx.tokens, lifetime: ctx.sessionLifetime,
                                     currentDate: ctx.currentDate)(token: token) {
            case .granted(let session):
                guard let account = try ctx.accounts.readAccount(id: session.accountID) else {
                    ctx.session.refuse(SignedIn.invalidToken())
                    return
                }
                ctx.session.owner = .signIn(account.id.text, session: session.id)
                out.setObject("session") { s in
                    s.set("signed_in", true)
                    s.setObject("account") { AccountJSON.write(account, to: $0) }
                    s.set("id", session.id)
                    s.set("expires", session.expires)
                }
            case .refused(let error):
                ctx.session.refuse(error)
            }
        }
    }
}
