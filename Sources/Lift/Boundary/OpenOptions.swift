import LiftCore
import LiftJSON
import LiftSQLite

/// lift_open's options: `{"durability","busy_timeout_ms","create","read_only"}`.
enum OpenOptions {
    static func parse(_ json: UnsafePointer<CChar>?) throws -> SQLiteDatabase.Options {
        var options = SQLiteDatabase.Options()
        guard let json else { return options }
        let request = try JSONRequest(cString: json, maxBytes: 64 * 1024)
        var o = request.object
        if let d = try o.optionalOneOf("durability", ["full", "normal"]) {
            options.durability = d == "full" ? .full : .normal
        }
        if let t = try o.optionalInt("busy_timeout_ms", in: 0...600_000) { options.busyTimeoutMilliseconds = Int32(t) }
        if let c = try o.optionalBool("create") { options.create = c }
        if let r = try o.optionalBool("read_only") { options.readOnly = r }
        try o.finish()
        return options
    }
}
