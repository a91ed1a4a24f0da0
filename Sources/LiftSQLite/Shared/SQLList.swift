import LiftCore

/// A filtered, paged list query: the WHERE clause holds only the filters given, so each mix of
/// filters is its own cached statement and SQLite can use the index a filter needs; the page is
/// LIMIT / OFFSET on the caller's stable order, and `count` counts the same matches.
struct SQLList {
    private var conditions: [String]
    private var values: [SQLiteValue]

    init(owner: String, column: String = "owner_id") {
        conditions = ["\(column) = ?"]
        values = [.text(owner)]
    }

    /// `condition` with one `?` per value.
    mutating func filter(_ condition: String, _ given: SQLiteValue...) {
        conditions.append(condition)
        values += given
    }

    /// Names whose key starts with the prefix's key: a range on the key's index (byte order is
    /// code point order in UTF-8, and U+10FFFF sorts after every other code point).
    mutating func namePrefix(_ prefix: String?, column: String = "name_key") {
        guard let prefix else { return }
        let key = NameKey.of(prefix)
        filter("\(column) >= ? AND \(column) < ?", .text(key), .text(key + "\u{10FFFF}"))
    }

    /// An entry of a list stored joined by the ASCII unit separator, matched whole.
    mutating func listEntry(_ entry: String?, column: String) {
        guard let entry else { return }
        filter("instr(char(31) || \(column) || char(31), char(31) || ? || char(31)) > 0", .text(entry))
    }

    var whereClause: String { "WHERE " + conditions.joined(separator: " AND ") }

    func count(_ database: SQLiteDatabase, from table: String) throws -> Int64 {
        let s = try database.statement("SELECT count(*) FROM \(table) \(whereClause)")
        try bind(s)
        return try s.step() ? s.int(0) : 0
    }

    /// The page's rows, ready to step.
    func rows(_ database: SQLiteDatabase, select columns: String, from table: String, orderBy order: String,
              page: Page) throws -> SQLiteStatement {
        let s = try database.statement("SELECT \(columns) FROM \(table) \(whereClause) ORDER BY \(order) LIMIT ? OFFSET ?")
        try bind(s)
        try s.bind(Int32(values.count + 1), .int(page.limit ?? -1))   // LIMIT -1: no limit
        try s.bind(Int32(values.count + 2), .int(page.offset))
        return s
    }

    private func bind(_ s: SQLiteStatement) throws {
        for (i, v) in values.enumerated() { try s.bind(Int32(i + 1), v) }
    }
}
