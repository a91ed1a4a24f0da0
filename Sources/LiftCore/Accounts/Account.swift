/// A local account (WorkoutTracker: sign in, account details). Its `id` is the owner of every
/// record saved while a handle is signed in as it.
public struct Account: Equatable, Sendable {
    public var id: RecordID
    /// As typed at creation (trimmed); compared case-insensitively (`NameKey`).
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
public struct AccountUpdate: Equatable, Sendable {
    public var username: String?
    public var name: String?
    public var phone: String?
    public var email: String?
    public init(username: String? = nil, name: String? = nil, phone: String? = nil, email: String? = nil) {
        self.username = username; self.name = name; self.phone = phone; self.email = email
    }
}

/// What sign-in needs about an account: its hash and its run of failed attempts.
public struct Credential: Equatable, Sendable {
    public var accountID: RecordID
    public var passwordHash: String
    public var failedAttempts: Int64
    public var lockedUntil: Timestamp?
    public init(accountID: RecordID, passwordHash: String, failedAttempts: Int64 = 0, lockedUntil: Timestamp? = nil) {
        self.accountID = accountID; self.passwordHash = passwordHash
        self.failedAttempts = failedAttempts; self.lockedUntil = lockedUntil
    }
}
