import LiftCore
import LiftCrypto
import LiftJSON

/// kind "session": sign in (save), who is signed in (load), sign out (remove). The session
/// belongs to the store handle: other handles on the same file keep their own.
enum SessionRequests {
    static let kind = Kind(
        name: "session",
        save: { o in
            var s = try o.object("session")
            let (username, password) = try AccountJSON.signIn(&s, secret: Secret.taking)
            try s.finish()
            return { ctx, out in
                switch try SignIn(store: ctx.accounts, hasher: ctx.passwords, text: ctx.text, currentDate: ctx.currentDate)(
                    username: username, password: password) {
                case .granted(let account):
                    ctx.session.owner = .signIn(account.id.text)
                    out.setObject("session") { s in
                        s.set("signed_in", true)
                        s.setObject("account") { AccountJSON.write(account, to: $0) }
                    }
                case .refused(let error):
                    ctx.session.refuse(error)
                }
            }
        },
        load: { _ in
            return { ctx, out in
                let account = try ctx.account.flatMap { try ctx.accounts.readAccount(id: $0) }
                out.setObject("session") { s in
                    s.set("signed_in", account != nil)
                    if let account { s.setObject("account") { AccountJSON.write(account, to: $0) } }
                }
            }
        },
        remove: { _ in
            return { ctx, out in
                out.set("removed", ctx.account == nil ? 0 : 1)
                ctx.session.owner = .signOut
            }
        })
}
