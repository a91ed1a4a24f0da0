import LiftCore

/// PlaceStore over SQLite, scoped to one owner. Runs inside the request's transaction, so the
/// places are replaced together with the road network they were read from.
public struct SQLitePlaceStore: PlaceStore {
    let database: SQLiteDatabase
    let owner: String

    /// Between the other names in `alt_names`.
    static let separator: Character = "\u{1F}"

    public init(database: SQLiteDatabase, owner: String) {
        self.database = database
        self.owner = owner
    }

    public func replacePlaces(profile: String, _ places: [Place]) throws {
        try database.transaction { try database.writingInBulk {
            _ = try deletePlaces(profile: profile)
            let s = try database.statement("""
                INSERT INTO place(owner_id, profile, seq, kind, name, street, category, lat, lon, alt_names, alt_name_keys)
                VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
            for (i, p) in places.enumerated() {
                s.reset()
                try s.bind(.text(owner), .text(profile), .int(Int64(i)), .text(p.kind.rawValue), .text(p.name),
                           .optional(p.street), .optional(p.category), .double(p.lat), .double(p.lon),
                           .optional(p.altNames.isEmpty ? nil : p.altNames.joined(separator: String(Self.separator))),
                           .optional(p.altNameKeys.allSatisfy(\.isEmpty) ? nil : p.altNameKeys.joined(separator: String(Self.separator))))
                try s.run()
            }
        } }
    }

    public func readPlaces(profile: String) throws -> [Place] {
        let s = try database.statement("""
            SELECT kind, name, street, category, lat, lon, alt_names, alt_name_keys FROM place WHERE owner_id = ? AND profile = ? ORDER BY seq
            """)
        try s.bind(.text(owner), .text(profile))
        var out = [Place]()
        while try s.step() {
            // A kind this build does not know (written by a newer one) is skipped, not guessed.
            guard let kind = Place.Kind(rawValue: s.string(0)) else { continue }
            out.append(Place(kind: kind, name: s.string(1), street: s.optionalString(2), category: s.optionalString(3),
                             lat: s.double(4), lon: s.double(5),
                             altNames: s.optionalString(6).map { $0.split(separator: Self.separator).map(String.init) } ?? [],
                             altNameKeys: s.optionalString(7).map { $0.split(separator: Self.separator, omittingEmptySubsequences: false)
                                 .map(String.init) } ?? []))
        }
        return out
    }

    public func deletePlaces(profile: String) throws -> Int {
        try database.statement("DELETE FROM place WHERE owner_id = ? AND profile = ?").bind(.text(owner), .text(profile)).run()
        return database.changes
    }
}
