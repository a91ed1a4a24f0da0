extension Schema {
    /// Accounts are store-wide (usernames unique across the file), so this table has no owner_id:
    /// the generic erasure of an account's data (OwnedData) never touches it.
    /// `account_sign_in_stats` counts failed sign-ins of unknown usernames: that write makes the
    /// unknown-user path commit like the wrong-password one, so both cost the same (an fsync
    /// is ~10 ms here, a quarter of a sign-in).
    static let accountsV1 = Migration(feature: "accounts", version: 1, sql: """
        CREATE TABLE account(
            id TEXT PRIMARY KEY NOT NULL, username TEXT NOT NULL, username_key TEXT NOT NULL,
            name TEXT, phone TEXT, email TEXT, creation_ms INTEGER NOT NULL,
            password_hash TEXT NOT NULL,
            failed_attempts INTEGER NOT NULL DEFAULT 0, locked_until_ms INTEGER) WITHOUT ROWID;
        CREATE UNIQUE INDEX account_by_username ON account(username_key);
        CREATE TABLE account_sign_in_stats(
            id INTEGER PRIMARY KEY CHECK (id = 1), unknown_user_failures INTEGER NOT NULL);
        INSERT INTO account_sign_in_stats VALUES(1, 0);
        """)
}
