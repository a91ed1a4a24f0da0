import CSQLite
import LiftCore

/// A synced column and what a change may put in it (checked before any write, so a change from
/// elsewhere can never hold a value the kind's own loads could not read).
struct SyncColumn: Sendable {
    enum ColumnType: Sendable {
        case text(maxLength: Int)
        case int(ClosedRange<Int64>)
        case real(ClosedRange<Double>)
        /// One of these texts (a name the kind's loads read back, such as a health sample's type).
        case oneOf([String])
    }
    let name: String
    let type: ColumnType
    let nullable: Bool
    /// The kind whose id this column holds, when the record cannot be written without it.
    var references: String? = nil

    static func text(_ name: String, max: Int = 10_000, null: Bool = false) -> SyncColumn { SyncColumn(name: name, type: .text(maxLength: max), nullable: null) }
    static func id(_ name: String, of kind: String) -> SyncColumn { SyncColumn(name: name, type: .text(maxLength: 64), nullable: false, references: kind) }
    static func int(_ name: String, _ range: ClosedRange<Int64>, null: Bool = false) -> SyncColumn { SyncColumn(name: name, type: .int(range), nullable: null) }
    static func real(_ name: String, _ range: ClosedRange<Double>, null: Bool = false) -> SyncColumn { SyncColumn(name: name, type: .real(range), nullable: null) }
    static func oneOf(_ name: String, _ values: [String], null: Bool = false) -> SyncColumn { SyncColumn(name: name, type: .oneOf(values), nullable: null) }
    static func ms(_ name: String, null: Bool = false) -> SyncColumn { int(name, Timestamp.first.milliseconds...Timestamp.last.milliseconds, null: null) }
    static func day(_ name: String, null: Bool = false) -> SyncColumn { int(name, Day.first.daysSinceEpoch...Day.last.daysSinceEpoch, null: null) }

    func normalized(_ v: SyncValue) -> SyncValue? {
        switch (v, type) {
        case (.null, _): return nullable ? v : nil
        case let (.text(s), .text(max)): return s.unicodeScalars.count <= max ? v : nil
        case let (.text(s), .oneOf(values)): return values.contains(s) ? v : nil
        case let (.int(i), .int(range)): return range.contains(i) ? v : nil
        case let (.double(d), .real(range)): return d.isFinite && range.contains(d) ? v : nil
        case let (.int(i), .real(range)): return range.contains(Double(i)) ? .double(Double(i)) : nil
        default: return nil
        }
    }
}

/// A nested list stored as child rows (a routine's exercises, a record's sets), whole as one field.
struct SyncChildTable: Sendable {
    let field: String
    let table: String
    let parent: String
    let orderBy: String
    let columns: [SyncColumn]
    /// The column its own children name it by (`id`), if it has children.
    var key: String? = nil
    var children: [SyncChildTable] = []

    /// The rows with each row's values in column order, normalized; nil if a row lacks a
    /// column, has another, or holds a value its column cannot.
    func normalized(_ v: SyncValue) -> SyncValue? {
        guard case .rows(let rows) = v, rows.count <= 10_000 else { return nil }
        var out = [[SyncEntry]]()
        out.reserveCapacity(rows.count)
        for row in rows {
            guard row.count == columns.count + children.count else { return nil }
            var fixed = [SyncEntry]()
            for c in columns {
                guard let e = row.first(where: { $0.name == c.name }), let n = c.normalized(e.value) else { return nil }
                fixed.append(SyncEntry(c.name, n))
            }
            for child in children {
                guard let e = row.first(where: { $0.name == child.field }), let n = child.normalized(e.value) else { return nil }
                fixed.append(SyncEntry(child.field, n))
            }
            out.append(fixed)
        }
        return .rows(out)
    }
}

/// One kind's table described for the generic adapter (`SQLiteSyncTable`).
struct SyncTable: Sendable {
    let kind: String
    let table: String
    /// The key column; nil for one row per owner (the record's id is the kind's name).
    var key: String? = "id"
    var ownerColumn = "owner_id"
    /// Columns fixed for this kind in a shared table (`category` of calories / steps).
    var fixed: [(column: String, value: String)] = []
    /// The fixed columns are part of the table's key (health samples: platform and id).
    var fixedInKey = false
    let columns: [SyncColumn]
    /// Columns the store computes from the fields (`name_key`).
    var derived: [(column: String, value: @Sendable ([String: SyncValue]) -> SQLiteValue)] = []
    var children: [SyncChildTable] = []
    /// The unique field, its rule, and the column it is checked on.
    var unique: (field: String, rule: SyncUniqueRule, column: String, value: @Sendable (SyncValue) -> SQLiteValue)? = nil
    /// A UNIQUE index on the unique column refuses a clashing write by itself.
    var uniqueIndexed = false
    /// Only updates an existing row, never creates or removes one (account details).
    var updateOnly = false
}
