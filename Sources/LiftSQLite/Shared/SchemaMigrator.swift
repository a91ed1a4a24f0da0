import CSQLite
import LiftCore

/// Recognises, checks and migrates a store file on open.
struct SchemaMigrator {
    let database: SQLiteDatabase
    let context: MigrationContext

    func openStore(options: SQLiteDatabase.Options) throws {
        // Look before writing anything: a foreign file must be left byte-for-byte untouched.
        let state = try inspect()
        if case .foreign(let reason) = state {
            throw LiftError(.corrupt, code: "not_a_store", "\(database.path) is not a liblift store: \(reason)",
                            details: [.init("path", .string(database.path))])
        }
        if case .store(let versions) = state { try refuseNewer(versions) }

        guard !options.readOnly else {
            if case .store(let versions) = state, pending(versions).isEmpty {
                try database.execute("PRAGMA foreign_keys=ON")
                return
            }
            throw LiftError(.unsupported, code: "needs_migration",
                            "the store must be opened read-write once to be created or migrated")
        }
        try database.execute("PRAGMA journal_mode=WAL")
        try database.execute("PRAGMA synchronous=\(options.durability == .full ? "FULL" : "NORMAL")")
        try database.execute("PRAGMA foreign_keys=ON")
        // An up-to-date store is opened without a write: the write transaction and the
        // application_id rewrite appended a WAL frame on every open, and a process that exits
        // without lift_close left them for the next open to read back (a slower start-up).
        if case .store(let versions) = state, pending(versions).isEmpty { return }
        let (migrated, created) = try database.transaction {
            // Read again under the write lock: another process may have migrated meanwhile.
            let versions: [String: Int64]
            switch try inspect() {
            case .store(let v): versions = v
            case .empty: versions = [:]
            case .foreign(let reason):
                throw LiftError(.corrupt, code: "not_a_store", "not a liblift store: \(reason)")
            }
            try refuseNewer(versions)
            let steps = pending(versions)
            if versions.isEmpty, let script = NewStoreSchema.script(known: Schema.known) {
                try database.execute(script)
                try database.execute("PRAGMA application_id=\(Schema.applicationID)")
                Log.info("schema: new store, every feature at its newest version")
                return (true, true)
            }
            for m in steps {
                do {
                    try database.execute(m.sql)
                    try m.rewrite?(database, context)
                } catch let e as LiftError where e.status == .internal && !versions.isEmpty {
                    // A liblift store whose recorded versions say a feature's tables are missing
                    // while they exist ("table ... already exists") was damaged, not misused.
                    throw LiftError(.corrupt, "the store's schema does not match its recorded versions (\(m.feature) \(m.version)): \(e.message)")
                }
                try database.statement("INSERT OR REPLACE INTO lift_schema(feature, version) VALUES(?, ?)")
                    .bind(.text(m.feature), .int(m.version)).run()
                Log.info("schema: \(m.feature) migrated to version \(m.version)")
            }
            try database.execute("PRAGMA application_id=\(Schema.applicationID)")
            return (!steps.isEmpty, versions.isEmpty)
        }
        // A new store's schema is left in the WAL, as raw SQLite leaves it: emptying it here cost
        // two more fsyncs than creating the same schema with SQLite, and the WAL is small and
        // emptied at lift_close. A migration of a store that has data rewrites more, and is moved
        // out at once.
        if migrated && !created { checkpointIfIdle(busyTimeoutMilliseconds: options.busyTimeoutMilliseconds) }
    }

    /// Moves a migration's pages from the WAL into the file and empties the WAL, so the next
    /// process to open the store does not read them all back (WAL recovery reads every frame).
    /// Only when no other connection is in the way: it never waits (busy timeout 0 meanwhile),
    /// and a busy or failed checkpoint changes nothing but speed, so its result is not an error.
    private func checkpointIfIdle(busyTimeoutMilliseconds: Int32) {
        sqlite3_busy_timeout(database.db, 0)
        _ = sqlite3_wal_checkpoint_v2(database.db, nil, SQLITE_CHECKPOINT_TRUNCATE, nil, nil)
        sqlite3_busy_timeout(database.db, busyTimeoutMilliseconds)
    }

    enum State {
        case empty
        case foreign(String)
        case store([String: Int64])
    }

    private func inspect() throws -> State {
        let idStatement = try database.statement("PRAGMA application_id")
        let applicationID = try idStatement.step() ? Int32(truncatingIfNeeded: idStatement.int(0)) : 0
        idStatement.reset()
        if applicationID == 0 {
            let count = try database.statement("SELECT count(*) FROM sqlite_schema")
            let tables = try count.step() ? count.int(0) : 0
            count.reset()
            return tables == 0 ? .empty : .foreign("an SQLite database of another application")
        }
        guard applicationID == Schema.applicationID else {
            return .foreign("an SQLite database with application_id \(applicationID)")
        }
        var versions = [String: Int64]()
        let s = try database.statement("SELECT feature, version FROM lift_schema")
        while try s.step() { versions[s.string(0)] = s.int(1) }
        s.reset()
        return .store(versions)
    }

    /// A store touched by a newer liblift is refused, never rewritten.
    private func refuseNewer(_ versions: [String: Int64]) throws {
        let known = Schema.known
        for (feature, version) in versions.sorted(by: { $0.key < $1.key }) {
            guard let mine = known[feature], version <= mine else {
                throw LiftError(.unsupported, code: "newer_schema",
                                "the store was written by a newer liblift (\(feature) schema \(version))",
                                details: [.init("feature", .string(feature)), .init("version", .int(version))])
            }
        }
    }

    private func pending(_ versions: [String: Int64]) -> [Migration] {
        Schema.migrations.filter { $0.version > (versions[$0.feature] ?? 0) }
    }
}
