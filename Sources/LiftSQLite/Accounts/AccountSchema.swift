extension Schema {
    /// Accounts are store-wide (usernames unique across the file), so this table has no owner_id:
    /// the generic erasure of an account's data (OwnedData) never touches it.
    static let accountsV1 = Migration(feature: "accounts", version: 1, sql: """
        CREATE TABLE account(
            id TEXT PRIMARY KEY NOT NULL, username TEXT NOT NULL, username_key TEXT NOT NULL,
            name TEXT, phone TEXT, email TEXT, creation_ms INTEGER NOT NULL,
            password_hash TEXT NOT NULL,
            failed_attempts INTEGER NOT NULL DEFAULT 0, locked_until_ms INTEGER) WITHOUT ROWID;
        CREATE UNIQUE INDEX account_by_username ON account(username_key);
        """)
}
