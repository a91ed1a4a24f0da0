import LiftCore

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
        CREATE TABLE account_sign_in_stats(
            id INTEGER PRIMARY KEY CHECK (id = 1), unknown_user_failures INTEGER NOT NULL);
        INSERT INTO account_sign_in_stats VALUES(1, 0);
        """)

    /// Failure runs move from the account row to a table keyed by the username key, so that
    /// unknown usernames are counted and locked exactly as accounts are (the unknown-user write
    /// they replace, `account_sign_in_stats`, goes in v3). Username keys become NFKC_Casefold
    /// (`UsernameKey`), which SQL cannot compute: `UsernameRekeying` does.
    static let accountsV2 = Migration(feature: "accounts", version: 2, sql: """
        CREATE TABLE sign_in_failure(
            username_key TEXT PRIMARY KEY NOT NULL, failures INTEGER NOT NULL,
            locked_until_ms INTEGER, last_failure_ms INTEGER NOT NULL) WITHOUT ROWID;
        CREATE INDEX sign_in_failure_by_age ON sign_in_failure(last_failure_ms);
        """, rewrite: { db, context in try UsernameRekeying.run(db, context) })

    static let accountsV3 = Migration(feature: "accounts", version: 3, sql: """
        ALTER TABLE account DROP COLUMN failed_attempts;
        ALTER TABLE account DROP COLUMN locked_until_ms;
        DROP TABLE account_sign_in_stats;
        """)
}

/// Recomputes every account's username key as NFKC_Casefold. Where old accounts fold to one key
/// (`josé` in NFC and in NFD, `ann` and `ａｎｎ`), all are kept: the account whose old key already
/// was the new key, else the oldest, takes the new key; each other keeps its old key behind
/// `UsernameKey.legacyPrefix` and still signs in by its username typed as before, until it takes
/// a new username. Failure runs move to `sign_in_failure` under the final keys.
enum UsernameRekeying {
    struct Row {
        let id: String, username: String, oldKey: String, failures: Int64, lockedUntil: Int64?
    }

    static func run(_ db: SQLiteDatabase, _ context: MigrationContext) throws {
        var rows = [Row]()
        let s = try db.statement("""
            SELECT id, username, username_key, failed_attempts, locked_until_ms FROM account ORDER BY creation_ms, id
            """)
        while try s.step() {
            rows.append(Row(id: s.string(0), username: s.string(1), oldKey: s.string(2), failures: s.int(3), lockedUntil: s.optionalInt(4)))
        }
        s.reset()
        guard !rows.isEmpty else { return }
        guard let text = context.text else {
            throw LiftError(.misuse, "this store's accounts need Unicode folding to migrate: open it through liblift")
        }
        let keys = finalKeys(rows, text)
        // Through keys no final key can be (U+0002 and the id), so the unique index holds at
        // every step whatever the order.
        try db.execute("UPDATE account SET username_key = char(2) || id")
        for row in rows {
            guard let key = keys[row.id] else { continue }
            try db.statement("UPDATE account SET username_key = ? WHERE id = ?").bind(.text(key), .text(row.id)).run()
            if row.failures > 0 || row.lockedUntil != nil {
                try db.statement("""
                    INSERT OR REPLACE INTO sign_in_failure VALUES(?, ?, ?, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER))
                    """).bind(.text(key), .int(row.failures), .optional(row.lockedUntil)).run()
            }
        }
    }

    /// Account id -> final key. `rows` come oldest first.
    static func finalKeys(_ rows: [Row], _ text: UnicodeText) -> [String: String] {
        var groups = [String: [Row]]()
        var out = [String: String]()
        for row in rows {
            if let key = UsernameKey.of(NameKey.trimmed(row.username), text) {
                groups[key, default: []].append(row)
            } else {
                out[row.id] = UsernameKey.legacyPrefix + row.oldKey
            }
        }
        for (key, group) in groups {
            let winner = group.first { $0.oldKey == key } ?? group.first
            for row in group { out[row.id] = row.id == winner?.id ? key : UsernameKey.legacyPrefix + row.oldKey }
        }
        return out
    }
}

extension Schema {
    /// Session tokens. Only a keyed hash of each token is kept (`token_hash`, with the store's
    /// key in `session_key`), so the file alone never resumes a session. `owner_id` is the
    /// account: removing the account erases its sessions with the rest of its data (OwnedData).
    static let accountsV4 = Migration(feature: "accounts", version: 4, sql: """
        CREATE TABLE session_key(id INTEGER PRIMARY KEY CHECK (id = 1), key TEXT NOT NULL);
        CREATE TABLE account_session(
            owner_id TEXT NOT NULL,
            id TEXT NOT NULL, token_hash TEXT NOT NULL, creation_ms INTEGER NOT NULL,
            last_used_ms INTEGER NOT NULL, expires_ms INTEGER NOT NULL,
            PRIMARY KEY(owner_id, id)) WITHOUT ROWID;
        CREATE UNIQUE INDEX account_session_by_token ON account_session(token_hash);
        CREATE INDEX account_session_by_expiry ON account_session(expires_ms);
        """)
}
