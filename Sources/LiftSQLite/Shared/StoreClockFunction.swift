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
    /// while `reads` stands still this connection made no mark (`SQLiteSyncMarks` relies on it).
    /// A mark in a record's own row names it, `lift_now_ms(table, id)`: those names are kept (up
    /// to `markedLimit` bytes, then `overflowed`), so the marks can be found without a scan. They
    /// are kept as bytes in one buffer, "table US id RS" each: no allocation per save.
    final class Box {
        let now: CurrentDate
        var reads: UInt64 = 0
        private(set) var markedBytes: [UInt8] = []
        private(set) var overflowed = false
        static let markedLimit = 1 << 20
        init(_ now: @escaping CurrentDate) { self.now = now }

        func noteMarked(table: UnsafeRawBufferPointer, id: UnsafeRawBufferPointer) {
            guard markedBytes.count + table.count + id.count + 2 <= Self.markedLimit,
                  !table.contains(0x1F), !id.contains(0x1E) else {
                overflowed = true
                return
            }
            markedBytes.append(contentsOf: table)
            markedBytes.append(0x1F)
            markedBytes.append(contentsOf: id)
            markedBytes.append(0x1E)
        }

        /// A mark whose row cannot be named: the marks are then found by a scan.
        func noteUnnamed() { overflowed = true }

        /// The rows named since the names were last forgotten, as (table, id).
        var marked: [(table: String, id: String)] {
            markedBytes.split(separator: 0x1E).compactMap { entry in
                guard let us = entry.firstIndex(of: 0x1F) else { return nil }
                return (String(decoding: entry[..<us], as: UTF8.self), String(decoding: entry[(us + 1)...], as: UTF8.self))
            }
        }

        func forgetMarked() {
            markedBytes.removeAll(keepingCapacity: true)
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
                if let t = sqlite3_value_text(argv[0]), let i = sqlite3_value_text(argv[1]) {
                    box.noteMarked(table: UnsafeRawBufferPointer(start: t, count: Int(sqlite3_value_bytes(argv[0]))),
                                   id: UnsafeRawBufferPointer(start: i, count: Int(sqlite3_value_bytes(argv[1]))))
                } else {
                    box.noteUnnamed()
                }
            }
            sqlite3_result_int64(context, box.now().milliseconds)
        }, nil, nil, { p in
            if let p { Unmanaged<Box>.fromOpaque(p).release() }
        })
    }
}
