import LiftCore
import LiftCrypto
import LiftJSON

/// kind "account" (WorkoutTracker): create, own details, change password, remove with all data.
enum AccountRequests {
    static let kind = Kind(
        name: "account",
        save: { o in
            let hasAccount = o.has("account"), hasChange = o.has("change_password")
            guard hasAccount != hasChange else {
                throw LiftError.invalid(o.path, "give either \"account\" (create or update) or \"change_password\"")
            }
            if hasChange {
                o.ignore("account")
                var c = try o.object("change_password")
                let (old, new) = try AccountJSON.passwordChange(&c, secret: Secret.taking)
                try c.finish()
                return changePassword(old: old, new: new)
            }
            o.ignore("change_password")
            var a = try o.object("account")
            let fields = try AccountJSON.fields(&a, secret: Secret.taking)
            try a.finish()
            return { ctx, out in
                let account: Account
                if let me = ctx.account {
                    try requireOwn(fields.id, me)
                    guard fields.password == nil else {
                        throw LiftError.invalid("account.password", "change a password with \"change_password\" (old password required)")
                    }
                    account = try UpdateAccount(store: ctx.accounts, text: ctx.text)(me, fields.update)
                } else {
                    guard fields.id == nil else { throw SignedIn.required() }
                    guard let username = fields.username else { throw LiftError.invalid("account.username", "is required") }
                    guard let password = fields.password else { throw LiftError.invalid("account.password", "is required") }
                    let details = AccountDetails(name: fields.update.name.given, phone: fields.update.phone.given,
                                                 email: fields.update.email.given)
                    account = try CreateAccount(store: ctx.accounts, hasher: ctx.passwords, text: ctx.text, currentDate: ctx.currentDate)(
                        NewAccount(username: username, password: password, details: details))
                }
                out.setObject("account") { AccountJSON.write(account, to: $0) }
            }
        },
        load: { o in
            let id = try o.optionalID("id")
            return { ctx, out in
                let me = try ctx.requireAccount()
                try requireOwn(id, me)
                guard let account = try ctx.accounts.readAccount(id: me) else { throw SignedIn.accountGone() }
                out.setObject("account") { AccountJSON.write(account, to: $0) }
            }
        },
        remove: { o in
            let password = try o.secret("password", maxBytes: AccountRules.passwordBytes.upperBound, Secret.taking)
            let id = try o.optionalID("id")
            return { ctx, out in
                let me = try ctx.requireAccount()
                try requireOwn(id, me)
                switch try RemoveAccount(store: ctx.accounts, hasher: ctx.passwords, text: ctx.text, currentDate: ctx.currentDate)(me, password: password) {
                case .granted:
                    ctx.session.owner = .signOut
                    out.set("removed", 1)
                case .refused(let error):
                    ctx.session.refuse(error)
                }
            }
        })

    static func changePassword(old: SecretBytes, new: SecretBytes) -> Action {
        { ctx, out in
            let me = try ctx.requireAccount()
            switch try ChangePassword(store: ctx.accounts, hasher: ctx.passwords, text: ctx.text, currentDate: ctx.currentDate)(me, old: old, new: new) {
            case .granted:
                // Every token of the account is revoked (other handles are signed out at their
                // next call); this handle stays signed in with a new one.
                try RevokeSession(store: ctx.sessions).all(accountID: me)
                let issued = try ctx.startSession(me)
                out.set("password_changed", true)
                out.setObject("session") { SessionJSON.writeIssued(issued, to: $0) }
            case .refused(let error): ctx.session.refuse(error)
            }
        }
    }

    /// Another account's id answers exactly as a missing one.
    static func requireOwn(_ id: RecordID?, _ me: RecordID) throws {
        if let id, id != me { throw LiftError.notFound("account", id: id.text) }
    }
}
