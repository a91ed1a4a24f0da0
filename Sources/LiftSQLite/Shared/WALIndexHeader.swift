import CSQLite

/// The WAL-index header of a store in WAL mode, read from SQLite's own shared-memory mapping
/// (the `-shm` file's first region, through the VFS's public `xShmMap`): no lock, no system call.
/// SQLite's file-format document (walformat.html, "The WAL-Index Header") fixes its layout: two
/// 48-byte copies at offset 0 and 48, rewritten by every commit (`iChange` counts transactions,
/// `mxFrame` is the last committed frame, the salts change when the WAL restarts), and a reader
/// that finds both copies equal with `isInit` set has a consistent header, as SQLite's own
/// readers do before they take a lock. An unchanged header therefore means no commit by any
/// connection in between.
struct WALIndexHeader: Equatable {
    private var words: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)

    static func == (a: WALIndexHeader, b: WALIndexHeader) -> Bool {
        a.words.0 == b.words.0 && a.words.1 == b.words.1 && a.words.2 == b.words.2
            && a.words.3 == b.words.3 && a.words.4 == b.words.4 && a.words.5 == b.words.5
    }

    /// Copy 1, a barrier, copy 2 (SQLite's `walIndexTryHdr` order); nil unless they agree and the
    /// header is initialised.
    fileprivate init?(_ region: UnsafeRawPointer, barrier: () -> Void) {
        func copy(_ offset: Int) -> (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) {
            let p = region + offset
            return (p.loadUnaligned(fromByteOffset: 0, as: UInt64.self), p.loadUnaligned(fromByteOffset: 8, as: UInt64.self),
                    p.loadUnaligned(fromByteOffset: 16, as: UInt64.self), p.loadUnaligned(fromByteOffset: 24, as: UInt64.self),
                    p.loadUnaligned(fromByteOffset: 32, as: UInt64.self), p.loadUnaligned(fromByteOffset: 40, as: UInt64.self))
        }
        let first = copy(0)
        barrier()
        let second = copy(48)
        words = first
        let isInit = region.load(fromByteOffset: 12, as: UInt8.self)
        guard isInit != 0, WALIndexHeader(words: second) == self else { return nil }
    }

    private init(words: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)) { self.words = words }
}

extension SQLiteDatabase {
    /// The header now, or nil where there is none to read (not in WAL mode, the wal-index not
    /// mapped yet, a VFS without shared memory, a header being rewritten): callers then take
    /// the slow, locked path.
    func walIndexHeader() -> WALIndexHeader? {
        var file: UnsafeMutablePointer<sqlite3_file>?
        guard sqlite3_file_control(db, "main", SQLITE_FCNTL_FILE_POINTER, &file) == SQLITE_OK,
              let file, let methods = file.pointee.pMethods, methods.pointee.iVersion >= 2,
              let map = methods.pointee.xShmMap, let barrier = methods.pointee.xShmBarrier
        else { return nil }
        var region: UnsafeMutableRawPointer?
        // bExtend 0: never grows the file; 32768 is the region size every SQLite uses.
        guard map(file, 0, 32768, 0, &region) == SQLITE_OK, let region else { return nil }
        return WALIndexHeader(UnsafeRawPointer(region), barrier: { barrier(file) })
    }
}
