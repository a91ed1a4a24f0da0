import CSQLite
import LiftCore

/// Any kind described by a `SyncTable`, as LiftCore's `SyncKindStore`: reads the row and its
/// child rows as fields, writes merged fields back in a savepoint (a constraint that fails, a
/// missing reference or a missing required field, leaves the record unwritten: `blocked`).
public struct SQLiteSyncTable: SyncKindStore {
    let database: SQLiteDatabase
    let owner: String
    let spec: SyncTable
    public let fields: Set<String>

    private let sql: SyncTableSQL

    init(database: SQLiteDatabase, owner: String, spec: SyncTable, sql: SyncTableSQL) {
        self.database = database
        self.owner = owner
        self.spec = spec
        self.sql = sql
        fields = sql.fields
    }

    public var kind: String { spec.kind }
    public var unique: (field: String, rule: SyncUniqueRule)? { spec.unique.map { ($0.field, $0.rule) } }
    public var refusesUniqueClash: Bool { spec.uniqueIndexed }

    public func normalized(field: String, _ value: SyncValue) -> SyncValue? {
        // By position: no copy of the column made to ask it.
        if let i = spec.columns.firstIndex(where: { $0.name == field }) { return spec.columns[i].normalized(value) }
        if let i = spec.children.firstIndex(where: { $0.field == field }) { return spec.children[i].normalized(value) }
        return nil
    }

    /// `normalized` answers nil for a field not synced: its columns and child tables are `fields`.
    public func normalizedIfSynced(field: String, _ value: SyncValue) -> SyncValue? { normalized(field: field, value) }

    private func bindMatch(_ s: SQLiteStatement, id: String) throws -> Int32 {
        try s.bind(1, .text(owner))
        guard spec.key != nil else { return 2 }
        try s.bind(2, .text(id))
        return 3
    }

    public func readRecord(id: String) throws -> [String: SyncValue]? {
        let s = try database.statement(sql.read)
        _ = try bindMatch(s, id: id)
        guard try s.step() else { return nil }
        var out = [String: SyncValue]()
        for (i, c) in spec.columns.enumerated() { out[c.name] = s.value(Int32(i)) }
        s.reset()
        for child in spec.children { out[child.field] = try readRows(child, parent: id) }
        return out
    }

    private func readRows(_ child: SyncChildTable, parent: String) throws -> SyncValue {
        let names = child.columns.map(\.name) + (child.key.map { [$0] } ?? [])
        let s = try database.statement("SELECT \(names.joined(separator: ", ")) FROM \(child.table) WHERE owner_id = ? AND \(child.parent) = ? ORDER BY \(child.orderBy)")
        try s.bind(1, .text(owner))
        try s.bind(2, .text(parent))
        var rows = [([SyncEntry], String?)]()
        while try s.step() {
            let row = child.columns.enumerated().map { SyncEntry($0.element.name, s.value(Int32($0.offset))) }
            rows.append((row, child.key.map { _ in s.string(Int32(child.columns.count)) }))
        }
        var out = [[SyncEntry]]()
        for (row, key) in rows {
            var full = row
            for grand in child.children { full.append(SyncEntry(grand.field, try readRows(grand, parent: key ?? ""))) }
            out.append(full)
        }
        return .rows(out)
    }

    public func writeRecord(id: String, _ fields: [String: SyncValue]) throws -> SyncWriteOutcome {
        try write(id: id, fields, state: nil)
    }

    public func writeRecord(keeping state: StoredSyncChange) throws -> SyncWriteOutcome? {
        guard let upsert = sql.upsertKeeping, state.change.isVisible, !state.parked else { return nil }
        let id = state.change.id
        let outcome = try write(id: id, [:], state: (state, upsert))
        if outcome == .written { try SyncRowStates.dropApart(database, owner: owner, kind: kind, id: id) }
        return outcome
    }

    public func writeNewRecord(keeping state: StoredSyncChange) throws -> Bool {
        // One insert, and no state of the kind kept in `sync_record` (a tombstone there would be
        // this record's): a row not there is then a record this store holds nothing of.
        guard let insert = sql.insertKeeping, spec.children.isEmpty, !spec.updateOnly, state.change.isVisible, !state.parked,
              try SyncRowStates.nothingApart(database, owner: owner, kind: kind) else { return false }
        do {
            try run(database.statement(sql.insertKeepingKey, insert), id: state.change.id, [:], state: state,
                    SyncFieldCodec.encode(state.change.fields))
        } catch let e as LiftError where e.code == "constraint" {
            // A clash or a missing reference: the long way resolves it. One statement that
            // fails undoes itself.
            return false
        }
        return database.changes == 1
    }

    /// The upsert, with the state's columns too when `state` is given (then the fields are the state's).
    private func write(id: String, _ fields: [String: SyncValue], state: (StoredSyncChange, String)?) throws -> SyncWriteOutcome {
        try guarded(savepoint: !spec.children.isEmpty) {
            if spec.updateOnly {
                let s = try database.statement("UPDATE \(spec.table) SET \(spec.columns.map { "\($0.name) = ?" }.joined(separator: ", ")) WHERE \(spec.ownerColumn) = ?")
                for (i, c) in spec.columns.enumerated() { try s.bind(Int32(i + 1), try column(fields[c.name])) }
                try s.bind(Int32(spec.columns.count + 1), .text(owner))
                try s.run()
                return
            }
            if let (c, upsert) = state, let insert = sql.insertKeeping {
                // A new record (the common case) by a plain insert: the upsert's update branch
                // fires the update trigger, which makes SQLite keep a statement journal for it,
                // and with the position index that journal spills to a temporary file (about 7
                // writes a record, most of an apply's system time). Only a record already there
                // takes the upsert.
                let blob = SyncFieldCodec.encode(c.change.fields)
                try run(database.statement(sql.insertKeepingKey, insert), id: id, fields, state: c, blob)
                if database.changes == 0 { try run(database.statement(sql.upsertKeepingKey, upsert), id: id, fields, state: c, blob) }
            } else {
                try run(database.statement(sql.upsertKey, sql.upsert), id: id, fields, state: nil, [])
            }
            guard !spec.children.isEmpty else { return }
            // The child rows' triggers mark this record, which the merge is writing settled: the
            // marks go again, and so do the clock reads they made, so the connection still counts
            // no mark made since the settle (`SQLiteSyncLog.readDirty`).
            let reads = database.clock.reads
            for child in spec.children { try writeRows(child, parent: id, state.map { $0.0.change.fields[child.field]?.value } ?? fields[child.field]) }
            if let clear = sql.clearMark {
                let c = try database.statement(clear)
                _ = try bindMatch(c, id: id)
                try c.run()
            }
            database.clock.reads = reads
        }
    }

    private func writeRows(_ child: SyncChildTable, parent: String, _ value: SyncValue?) throws {
        guard case .rows(let rows)? = value else { throw blocked }
        try database.statement("DELETE FROM \(child.table) WHERE owner_id = ? AND \(child.parent) = ?")
            .bind(.text(owner), .text(parent)).run()
        let names = ["owner_id", child.parent] + child.columns.map(\.name)
        let s = try database.statement("INSERT INTO \(child.table)(\(names.joined(separator: ", "))) VALUES(\(names.map { _ in "?" }.joined(separator: ", ")))")
        for row in rows {
            guard row.count >= child.columns.count else { throw blocked }
            try s.bind(1, .text(owner))
            try s.bind(2, .text(parent))
            for i in 0..<child.columns.count { try s.bind(Int32(i + 3), try column(row[i].value)) }
            try s.run()
            s.reset()
            guard !child.children.isEmpty, let key = child.key,
                  let keyIndex = child.columns.firstIndex(where: { $0.name == key }), case .text(let k) = row[keyIndex].value else { continue }
            for grand in child.children {
                try writeRows(grand, parent: k, row.first { $0.name == grand.field }?.value)
            }
        }
    }

    /// Binds the record's key, fields (and the state's columns when `state` is given) and runs `s`.
    private func run(_ s: SQLiteStatement, id: String, _ fields: [String: SyncValue], state: StoredSyncChange?, _ blob: [UInt8]) throws {
        var i = try bindMatch(s, id: id)
        for f in spec.fixed { try s.bind(i, .text(f.value)); i += 1 }
        if let c = state {
            // The state's own fields: no dictionary of plain values made for each record. Each is
            // matched to its column by name (short names compare without hashing); a column it
            // does not carry stays NULL, as the statement comes from the cache with none bound.
            for (name, field) in c.change.fields {
                guard let at = spec.columns.firstIndex(where: { $0.name == name }) else { continue }
                try s.bind(i + Int32(at), try self.column(field.value))
            }
            i += Int32(spec.columns.count)
            if !spec.derived.isEmpty {
                let values = c.change.values
                for d in spec.derived { try s.bind(i, d.value(values)); i += 1 }
            }
        } else {
            for c in spec.columns { try s.bind(i, try column(fields[c.name])); i += 1 }
            for d in spec.derived { try s.bind(i, d.value(fields)); i += 1 }
        }
        if let c = state {
            try s.bind(i, .int(c.sequence))
            try s.bind(i + 1, .int(c.local ? 1 : 0))
            try s.bind(i + 2, .optional(c.change.removed?.text))
            try s.bindBlob(i + 3, blob)
        }
        try s.run()
    }

    public func references(in fields: [String: SyncValue]) -> [(kind: String, id: String)] {
        var out = [(kind: String, id: String)]()
        for c in spec.columns { if let kind = c.references, case .text(let id)? = fields[c.name] { out.append((kind, id)) } }
        for child in spec.children { Self.references(child, fields[child.field], into: &out) }
        return out
    }

    private static func references(_ child: SyncChildTable, _ value: SyncValue?, into out: inout [(kind: String, id: String)]) {
        guard case .rows(let rows)? = value else { return }
        for row in rows {
            for e in row {
                if let kind = child.columns.first(where: { $0.name == e.name })?.references, case .text(let id) = e.value {
                    out.append((kind, id))
                } else if let grand = child.children.first(where: { $0.field == e.name }) {
                    references(grand, e.value, into: &out)
                }
            }
        }
    }

    public func deleteRecord(id: String) throws -> SyncWriteOutcome {
        guard !spec.updateOnly else { return .written }
        // One statement (its cascades included) undoes itself when it fails.
        // Its state (and a cascade's) moves to `sync_record` by trigger.
        database.syncStateRead = nil
        SyncRowStates.noteApart(database, kind: kind)
        return try guarded(savepoint: false) {
            let s = try database.statement(sql.delete)
            _ = try bindMatch(s, id: id)
            try s.run()
        }
    }

    public func holder(of value: SyncValue, except id: String) throws -> String? {
        guard let u = spec.unique else { return nil }
        guard let holderSQL = sql.holder else { return nil }
        let s = try database.statement(sql.holderKey, holderSQL)
        let i = try bindMatch(s, id: id)
        try s.bind(i, u.value(value))
        guard try s.step() else { return nil }
        defer { s.reset() }
        return s.string(0)
    }

    private let blocked = LiftError(.conflict, code: "constraint", "not writable yet")

    /// The body, in a savepoint when it runs several statements (a record and its child rows):
    /// a failed constraint undoes what it wrote and answers `blocked`. A single statement that
    /// fails undoes itself, so it needs none (two statements less for each record written).
    private func guarded(savepoint: Bool, _ body: () throws -> Void) throws -> SyncWriteOutcome {
        if savepoint { try database.statement(static: "SAVEPOINT sync_write").run() }
        do {
            try body()
            if savepoint { try database.statement(static: "RELEASE sync_write").run() }
            return .written
        } catch let e as LiftError where e.code == "constraint" {
            if savepoint {
                try database.statement(static: "ROLLBACK TO sync_write").run()
                try database.statement(static: "RELEASE sync_write").run()
            }
            return .blocked
        }
    }

    private func column(_ v: SyncValue?) throws -> SQLiteValue {
        switch v {
        case nil, .null?: return .null
        case .int(let i)?: return .int(i)
        case .double(let d)?: return .double(d)
        case .text(let t)?: return .text(t)
        case .rows?: throw blocked
        }
    }
}

/// A table's statements, spelt once per kind (not per write). The ones every applied change
/// runs are found in the statement cache by key (`StatementKey`), without hashing their text.
struct SyncTableSQL: Sendable {
    let read: String
    let upsert: String
    let delete: String
    let holder: String?
    let fields: Set<String>
    let upsertKey = StatementKey()
    /// The upsert that also writes the record's state into its row (`SyncRowStates`), for a
    /// table whose rows keep it.
    let upsertKeeping: String?
    let upsertKeepingKey = StatementKey()
    /// The same insert without the update branch, for a record not there yet.
    let insertKeeping: String?
    let insertKeepingKey = StatementKey()
    let holderKey = StatementKey()
    /// Settles the record's own mark (`SyncRowMarks`), for a table whose rows carry one.
    let clearMark: String?

    init(_ spec: SyncTable) {
        var match = "\(spec.ownerColumn) = ?"
        var others = match
        if let key = spec.key {
            match += " AND \(key) = ?"
            others += " AND \(key) <> ?"
        }
        for f in spec.fixed {
            match += " AND \(f.column) = '\(f.value)'"
            others += " AND \(f.column) = '\(f.value)'"
        }
        read = "SELECT \(spec.columns.map(\.name).joined(separator: ", ")) FROM \(spec.table) WHERE \(match)"
        delete = "DELETE FROM \(spec.table) WHERE \(match)"
        var names = [spec.ownerColumn] + (spec.key.map { [$0] } ?? []) + spec.fixed.map(\.column)
        names += spec.columns.map(\.name) + spec.derived.map(\.column)
        let target = [spec.ownerColumn] + (spec.key.map { [$0] } ?? []) + (spec.fixedInKey ? spec.fixed.map(\.column) : [])
        var updates = (spec.columns.map(\.name) + spec.derived.map(\.column)).map { "\($0) = excluded.\($0)" }
        var values = names.map { _ in "?" }
        // A merged state is written settled: no mark for a record the merge itself writes.
        let marked = SyncRowMarks.byTable[spec.table]
        if marked != nil {
            names.append("sync_at")
            values.append(SyncRowMarks.appliedInsert)
            updates.append("sync_at = \(SyncRowMarks.appliedUpdate)")
        }
        upsert = """
            INSERT INTO \(spec.table)(\(names.joined(separator: ", "))) VALUES(\(values.joined(separator: ", ")))
            ON CONFLICT(\(target.joined(separator: ", "))) DO UPDATE SET \(updates.joined(separator: ", "))
            """
        if SyncRowStates.byTable[spec.table] != nil {
            let stateColumns = SyncRowStates.columns
            insertKeeping = """
                INSERT INTO \(spec.table)(\((names + stateColumns).joined(separator: ", "))) VALUES(\((values + stateColumns.map { _ in "?" }).joined(separator: ", ")))
                ON CONFLICT(\(target.joined(separator: ", "))) DO NOTHING
                """
            upsertKeeping = """
                INSERT INTO \(spec.table)(\((names + stateColumns).joined(separator: ", "))) VALUES(\((values + stateColumns.map { _ in "?" }).joined(separator: ", ")))
                ON CONFLICT(\(target.joined(separator: ", "))) DO UPDATE SET \((updates + stateColumns.map { "\($0) = excluded.\($0)" }).joined(separator: ", "))
                """
        } else {
            upsertKeeping = nil
            insertKeeping = nil
        }
        clearMark = marked.map { _ in "UPDATE \(spec.table) SET sync_at = NULL WHERE \(match) AND sync_at > 0" }
        if let u = spec.unique, let key = spec.key {
            holder = "SELECT \(key) FROM \(spec.table) WHERE \(others) AND \(u.column) = ? LIMIT 1"
        } else {
            holder = nil
        }
        fields = Set(spec.columns.map(\.name) + spec.children.map(\.field))
    }
}

extension SQLiteStatement {
    /// A column as it is stored.
    func value(_ column: Int32) -> SyncValue {
        switch sqlite3_column_type(raw, column) {
        case SQLITE_NULL: return .null
        case SQLITE_INTEGER: return .int(int(column))
        case SQLITE_FLOAT: return .double(double(column))
        default: return .text(string(column))
        }
    }
}
