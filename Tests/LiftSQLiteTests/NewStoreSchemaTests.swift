import Foundation
@testable import LiftSQLite
import XCTest

/// A new store is made from one script (NewStoreSchema) instead of replaying every migration step:
/// the two must make the same store.
final class NewStoreSchemaTests: XCTestCase {
    /// Every schema object in the order SQLite keeps them: type, name, table and SQL.
    private func objects(_ db: SQLiteDatabase) throws -> [[String]] {
        let s = try db.statement("SELECT type, name, tbl_name, coalesce(sql, '') FROM sqlite_schema ORDER BY rowid")
        var out = [[String]]()
        while try s.step() { out.append((0..<4).map { s.string(Int32($0)) }) }
        s.reset()
        return out
    }

    /// Every table's rows as text, `sync_site`'s random site id as its length (it differs per store).
    private func rows(_ db: SQLiteDatabase, tables: [String]) throws -> [String: [String]] {
        var out = [String: [String]]()
        for table in tables {
            var columns = [String]()
            let info = try db.statement("SELECT name FROM pragma_table_info(?)").bind(.text(table))
            while try info.step() {
                let name = info.string(0)
                columns.append(table == "sync_site" && name == "site" ? "length(site)" : "quote(\"\(name)\")")
            }
            info.reset()
            let s = try db.statement("SELECT \(columns.joined(separator: " || '|' || ")) FROM \"\(table)\"")
            var lines = [String]()
            while try s.step() { lines.append(s.string(0)) }
            s.reset()
            out[table] = lines.sorted()
        }
        return out
    }

    /// A store made the old way: every step's SQL replayed with the sqlite3 shell.
    private func replayedStore() throws -> SQLiteDatabase {
        try SQLiteDatabase(path: makeStore(withFeature: "store", atVersion: 1))
    }

    func test_newStoreSchema_isTheMigratedSchema() throws {
        let replayed = try replayedStore()
        let created = try makeTemporaryDatabase()
        let expected = try objects(replayed)
        if try objects(created) != expected {
            let file = NSTemporaryDirectory() + "NewStoreSchema+Definitions.swift"
            try regenerated(replayed).write(toFile: file, atomically: true, encoding: .utf8)
            XCTFail("a new store's schema differs from the migrated one: copy \(file) over Sources/LiftSQLite/Shared/")
        }
        let tables = expected.filter { $0[0] == "table" }.map { $0[1] }
        XCTAssertEqual(try rows(created, tables: tables), try rows(replayed, tables: tables))
        XCTAssertEqual(try created.integrityCheck(), "ok")
    }

    /// A new migration step makes new stores replay every step until the script is made again;
    /// this test writes the new script then.
    func test_newStoreSchema_versions_areEveryFeaturesNewest() throws {
        guard NewStoreSchema.versions != Schema.known else { return }
        let file = NSTemporaryDirectory() + "NewStoreSchema+Definitions.swift"
        try regenerated(try replayedStore()).write(toFile: file, atomically: true, encoding: .utf8)
        XCTFail("the new-store script is older than the migration steps: copy \(file) over Sources/LiftSQLite/Shared/")
    }

    func test_newStoreScript_otherVersions_nilSoTheStepsReplay() {
        var known = Schema.known
        known["sync", default: 0] += 1
        XCTAssertNil(NewStoreSchema.script(known: known))
        known["teleport"] = 1
        XCTAssertNil(NewStoreSchema.script(known: known))
        XCTAssertNotNil(NewStoreSchema.script(known: Schema.known))
    }

    func test_open_twoNewStores_differentSiteIDs() throws {
        let ids = try (0..<2).map { _ -> String in
            let s = try makeTemporaryDatabase().statement("SELECT site FROM sync_site")
            defer { s.reset() }
            return try s.step() ? s.string(0) : ""
        }
        XCTAssertEqual(ids[0].count, 32)
        XCTAssertNotEqual(ids[0], ids[1])
    }

    /// The generated file's text, from a replayed store.
    private func regenerated(_ db: SQLiteDatabase) throws -> String {
        var lines = ["// Generated: NewStoreSchemaTests.test_newStoreSchema_isTheMigratedSchema writes this file again",
                     "// from a store made by replaying Schema.migrations when it is out of date. Never edit it by hand.",
                     "extension NewStoreSchema {", "    static let versions: [String: Int64] = ["]
        let v = try db.statement("SELECT feature, version FROM lift_schema ORDER BY feature")
        while try v.step() { lines.append("        \"\(v.string(0))\": \(v.int(1)),") }
        v.reset()
        lines += ["    ]", "", "    static let definitions = \"\"\""]
        for object in try objects(db) where !object[3].isEmpty {
            for line in (object[3] + ";").split(separator: "\n", omittingEmptySubsequences: false) {
                lines.append(line.isEmpty ? "" : "        " + line)
            }
        }
        lines += ["        \"\"\"", "}", ""]
        return lines.joined(separator: "\n")
    }
}
