import CSQLite

extension SQLiteStatement {
    /// Binds bytes as a BLOB, copied by SQLite (images, road networks).
    func bindBlob(_ index: Int32, _ bytes: [UInt8]) throws {
        let rc = bytes.withUnsafeBytes { raw -> Int32 in
            guard let base = raw.baseAddress else { return sqlite3_bind_zeroblob(self.raw, index, 0) }
            return sqlite3_bind_blob64(self.raw, index, base, sqlite3_uint64(raw.count), lift_sqlite_transient())
        }
        try database.check(rc, "bind blob")
    }

    /// Runs the statement with `bytes` bound as a BLOB that SQLite reads in place, then resets
    /// it and clears its bindings before the bytes can go: an imported road network of hundreds
    /// of MB is not copied once more for the statement (a copy that set an import's peak memory).
    func run(bindingBlob index: Int32, _ bytes: [UInt8]) throws {
        try bytes.withUnsafeBytes { raw in
            defer { reset() }
            let rc = raw.baseAddress.map { sqlite3_bind_blob64(self.raw, index, $0, sqlite3_uint64(raw.count), nil) }
                ?? sqlite3_bind_zeroblob(self.raw, index, 0)
            try database.check(rc, "bind blob")
            try run()
        }
    }

    func blob(_ column: Int32) -> [UInt8] {
        let n = Int(sqlite3_column_bytes(raw, column))
        guard n > 0, let p = sqlite3_column_blob(raw, column) else { return [] }
        return Array(UnsafeRawBufferPointer(start: p, count: n))
    }
}
