import LiftCore
import LiftJSON
import LiftSQLite

/// lift_open's options: `{"durability","busy_timeout_ms","create","read_only"}` for the file,
/// `"remote"` for the sports remotes, `"validate_cache"`, `"session_days"` (how long a session
/// token stays valid after its last use), `"time_zone"` (the IANA zone days are counted in when a
/// request names none) and the tests-only `"clock_ms"`.
struct OpenOptions {
    var database = SQLiteDatabase.Options()
    var remote = RemoteConfig()
    /// Validate Cache on open (LigasEc): deletes expired and unreadable sports caches.
    var validateCache = true
    /// A fixed "now" in ms since the epoch, for tests only: hosts leave it out.
    var clock: Timestamp?
    /// The store's "now": the fixed test clock, else the real one (the use cases and the
    /// store's SQL, `lift_now_ms()`, read the same).
    var currentDate: CurrentDate {
        if let fixed = clock { return { fixed } }
        return SystemClock.now
    }
    var sessionLifetime = SessionLifetime()
    var timeZone = ZoneRules.utc

    static func parse(_ json: UnsafePointer<CChar>?) throws -> OpenOptions {
        var options = OpenOptions()
        guard let json else { return options }
        let request = try JSONRequest(cString: json, maxBytes: 64 * 1024)
        var o = request.object
        if let d = try o.optionalOneOf("durability", ["full", "normal"]) {
            options.database.durability = d == "full" ? .full : .normal
        }
        if let t = try o.optionalInt("busy_timeout_ms", in: 0...600_000) { options.database.busyTimeoutMilliseconds = Int32(t) }
        if let c = try o.optionalBool("create") { options.database.create = c }
        if let r = try o.optionalBool("read_only") { options.database.readOnly = r }
        if var r = try o.optionalObject("remote") {
            options.remote = try RemoteOptions.parse(&r)
            try r.finish()
        }
        if let v = try o.optionalBool("validate_cache") { options.validateCache = v }
        if let d = try o.optionalInt("session_days", in: Int64(SessionLifetime.days.lowerBound)...Int64(SessionLifetime.days.upperBound)) {
            options.sessionLifetime = SessionLifetime(days: Int(d))
        }
        if let zone = try TimeZoneOption.decode(&o) { options.timeZone = zone }
        if let ms = try o.optionalInt("clock_ms", in: 0...Timestamp.last.milliseconds) { options.clock = Timestamp(milliseconds: ms) }
        try o.finish()
        return options
    }
}
