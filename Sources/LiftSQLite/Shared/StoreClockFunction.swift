import CSQLite
import LiftCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// `lift_now_ms()` in the connection's SQL: the store's clock (lift_open's test `clock_ms`, or
/// the real clock) in ms since 1970, so what triggers stamp follows the same clock as the use
/// cases. Registered before the migrations run, as their triggers call it.
public enum StoreClockFunction {
    static let name = "lift_now_ms"

    /// The real clock, when the opener gives none.
    @Sendable public static func system() -> Timestamp {
        var ts = timespec()
        clock_gettime(CLOCK_REALTIME, &ts)
        return Timestamp(milliseconds: Int64(ts.tv_sec) * 1000 + Int64(ts.tv_nsec) / 1_000_000)
    }

    /// One connection's clock, and how often its SQL read it. Every sync mark reads the clock, so
    /// while `reads` stands still this connection made no mark (`SQLiteSyncLog` relies on it). A
    /// mark in a record's own row names it, `lift_now_ms(table, id)`: `marked` keeps those names
    /// (up to `markedLimit`, then `overflowed`), so the marks can be found without a scan.
    final class Box {
        let now: CurrentDate
        var reads: UInt64 = 0
        var marked: [(table: String, id: String)] = []
        var overflowed = false
        static let markedLimit = 10_000
        init(_ now: @escaping CurrentDate) { self.now = now }

        func forgetMarked() {
            marked.removeAll()
            overflowed = false
        }
    }

    static func register(on db: OpaquePointer, _ clock: Box) -> Int32 {
        let box = Unmanaged.passRetained(clock).toOpaque()
        // Innocuous (it reads a clock, changes nothing), so triggers may call it whatever the
        // connection's trusted_schema; never deterministic: each call reads the clock again.
        // Any number of arguments: none, or the table and id of the row it marks.
        return sqlite3_create_function_v2(db, name, -1, SQLITE_UTF8 | SQLITE_INNOCUOUS, box, { context, argc, argv in
            let box = Unmanaged<Box>.fromOpaque(sqlite3_user_data(context)).takeUnretainedValue()
            box.reads &+= 1
            if argc == 2, let argv {
                if box.marked.count >= Box.markedLimit {
                    box.overflowed = true
                } else if let t = sqlite3_value_text(argv[0]), let i = sqlite3_value_text(argv[1]) {
                    box.marked.append((String(cString: t), String(cString: i)))
                } else {
                    box.overflowed = true   // a row that cannot be named is found by a scan
                }
            }
            sqlite3_result_int64(context, box.now().milliseconds)
        }, nil, nil, { p in
            if let p { Unmanaged<Box>.fromOpaque(p).release() }
        })
    }
}
