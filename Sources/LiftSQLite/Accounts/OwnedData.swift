import LiftCore

/// Every row an owner has, in every table that has an `owner_id` column — found in the schema at
/// run time, so a kind added later is covered without a change here.
struct OwnedData {
    let database: SQLiteDatabase

    func tables() throws -> [String] {
        let s = try database.statement("""
            SELECT m.name FROM sqlite_schema AS m
            WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite\\_%' ESCAPE '\\'
              AND EXISTS (SELECT 1 FROM pragma_table_info(m.name) AS c WHERE c.name = 'owner_id')
            ORDER BY m.name
            """)
        var out = [String]()
        while try s.step() { out.append(s.string(0)) }
        return out
    }

    /// Deletes them all in the caller's transaction. Foreign keys between an owner's tables are
    /// checked at commit, so the order of the tables does not matter.
    func delete(owner: String) throws {
        try database.execute("PRAGMA defer_foreign_keys = ON")
        // The sync tables go last: deleting a record marks it for sync (a trigger), and those
        // marks must go with the rest.
        let all = try tables()
        for table in all.filter({ !$0.hasPrefix("sync_") }) + all.filter({ $0.hasPrefix("sync_") }) {
            try database.statement("DELETE FROM \(Self.quoted(table)) WHERE owner_id = ?").bind(.text(owner)).run()
        }
    }

    /// An SQL identifier in double quotes, inner quotes doubled.
    static func quoted(_ name: String) -> String {
        "\"" + name.replacing("\"", with: "\"\"") + "\""
    }
}
