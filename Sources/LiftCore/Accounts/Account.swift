/// A local account (WorkoutTracker: sign in, account details). Its `id` is the owner of every
/// record saved while a handle is signed in as it.
public struct Account: Equatable, Sendable {
    public var id: RecordID
    /// As typed at creation (trimmed); compared by its key (`UsernameKey`).
    public var username: String
    public var details: AccountDetails
    public var creationDate: Timestamp

    public init(id: RecordID, username: String, details: AccountDetails, creationDate: Timestamp) {
        self.id = id; self.username = username; self.details = details; self.creationDate = creationDate
    }
}

/// The optional contact details the seed's Account Details page shows.
public struct AccountDetails: Equatable, Sendable {
    public var name: String?
    public var phone: String?
    public var email: String?
    public init(name: String? = nil, phone: String? = nil, email: String? = nil) {
        self.name = name; self.phone = phone; self.email = email
    }
}

/// What a host sends to create an account. The password is a secret buffer, never a String,
/// so that it can be wiped after use.
public struct NewAccount {
    public var username: String
    public var password: SecretBytes
    public var details: AccountDetails
    public init(username: String, password: SecretBytes, details: AccountDetails = AccountDetails()) {
        self.username = username; self.password = password; self.details = details
    }
}

/// A change of the signed-in account's details: nil keeps a field, "" clears an optional one.
/// Absent fields keep their value; `clear` empties a detail (the username cannot be cleared).
public struct AccountUpdate: Equatable, Sendable {
    public var username: Edit<String>
    public var name: Edit<String>
    public var phone: Edit<String>
    public var email: Edit<String>
    public init(username: String? = nil, name: String? = nil, phone: String? = nil, email: String? = nil) {
        self.username = Edit(username); self.name = Edit(name); self.phone = Edit(phone); self.email = Edit(email)
    }
    public init(username: Edit<String>, name: Edit<String>, phone: Edit<String>, email: Edit<String>) {
        self.username = username; self.name = name; self.phone = phone; self.email = email
    }
}

/// What sign-in needs about an account: its hash and the key its failures are counted under.
public struct Credential: Equatable, Sendable {
    public var accountID: RecordID
    public var passwordHash: String
    /// The account's username key as stored (`UsernameKey`).
    public var usernameKey: String
    public init(accountID: RecordID, passwordHash: String, usernameKey: String) {
        self.accountID = accountID; self.passwordHash = passwordHash; self.usernameKey = usernameKey
    }
}

/// A run of failed password checks for one username key, whether or not an account has it:
/// counting unknown usernames too is what makes a lockout tell nothing about existence.
public struct FailureRun: Equatable, Sendable {
    public var failures: Int64
    public var lockedUntil: Timestamp?
    public var lastFailure: Timestamp
    public init(failures: Int64, lockedUntil: Timestamp?, lastFailure: Timestamp) {
        self.failures = failures; self.lockedUntil = lockedUntil; self.lastFailure = lastFailure
    }
}
