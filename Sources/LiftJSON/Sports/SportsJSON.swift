import LiftCore

/// league / team / player / image -> JSON (these kinds are read-only: no drafts).
public enum SportsJSON {
    public static func write(_ l: League, to o: JSONObjectWriter) {
        o.set("id", l.id)
        o.set("name", l.name)
        o.set("logo_url", l.logoURL)
        o.set("data_source", l.dataSource.rawValue)
    }

    public static func write(_ t: Team, to o: JSONObjectWriter) {
        o.set("id", t.id)
        o.set("name", t.name)
        o.set("logo_url", t.logoURL)
        o.set("data_source", t.dataSource.rawValue)
    }

    public static func write(_ p: Player, to o: JSONObjectWriter) {
        o.set("id", p.id)
        o.set("name", p.name)
        o.set("number", p.number)
        o.set("position", p.position.text)
        o.set("nationality", p.nationality)
        o.set("photo_url", p.photoURL)
        o.set("data_source", p.dataSource.rawValue)
    }

    /// `"source":"cache"|"remote","stale":bool,"cached_at":date` — how fresh the answer is.
    public static func writeFreshness<T>(_ a: CacheAnswer<T>, to o: JSONObjectWriter) {
        o.set("source", a.source.rawValue)
        o.set("stale", a.stale)
        o.set("cached_at", a.savedAt)
    }

    public static func dataSource(_ o: inout JSONObjectReader, _ key: String) throws -> DataSource? {
        try o.optionalOneOf(key, DataSource.allCases.map(\.rawValue)).flatMap(DataSource.init(rawValue:))
    }

    /// `"refresh": true` or `"cache_only": true` (not both) on a sports load.
    public static func cacheMode(_ o: inout JSONObjectReader) throws -> CacheMode {
        let refresh = try o.optionalBool("refresh") ?? false
        let cacheOnly = try o.optionalBool("cache_only") ?? false
        guard !(refresh && cacheOnly) else { throw LiftError.invalid("cache_only", "refresh and cache_only exclude each other") }
        return refresh ? .refresh : cacheOnly ? .cacheOnly : .normal
    }

    /// `"timeout_ms"` of one sports load: how long its network wait may take (the store's
    /// `remote.timeout_ms` when absent), within the same bounds.
    public static func timeout(_ o: inout JSONObjectReader) throws -> Int64? {
        try o.optionalInt("timeout_ms", in: 1...600_000)
    }
}
