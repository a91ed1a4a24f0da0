/// A new store's whole schema as one script: the tables, indexes and triggers that replaying every
/// step of `Schema.migrations` leaves, in the order the steps made them (the generated
/// `NewStoreSchema+Definitions.swift`), then the rows the steps insert and the versions.
/// Replaying made SQLite parse the whole schema again after every step that alters or drops a
/// table, which made creating a store cost about twice what creating the same schema costs SQLite.
enum NewStoreSchema {
    /// Rows the steps insert into their own tables (not schema, so not in the definitions). A test
    /// compares a new store's rows with a replayed one's.
    static let rows = """
        INSERT INTO sync_site VALUES(1, lower(hex(randomblob(16))), 0, 0);
        """

    /// The script that makes a new store with the `known` versions, or nil when the definitions
    /// are of other versions (a migration added since they were generated): new stores then
    /// replay the steps, and SchemaTests fails until the definitions are generated again.
    static func script(known: [String: Int64]) -> String? {
        guard known == versions else { return nil }
        var sql = definitions + "\n" + rows + "\n"
        for (feature, version) in versions.sorted(by: { $0.key < $1.key }) {
            sql += "INSERT INTO lift_schema(feature, version) VALUES('\(feature)', \(version));\n"
        }
        return sql
    }
}
