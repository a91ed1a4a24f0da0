import LiftCore
import LiftRouting
import LiftSQLite
import Synchronization

/// Where a network read lazily finds its chunks: the store file it was decoded from, read
/// through a read-only connection of its own, opened at the first chunk. Its own connection
/// because a cached network outlives the handle and the read that decoded it, and is shared
/// by every handle on the file; each chunk is one statement, its own read, so no snapshot is held open
/// between routes (the WAL can still be checkpointed). Chunks are asked for by the network's
/// version: after a re-import they are gone, never another network's.
final class StoreNetworkChunks: NetworkChunkSource {
    let path: String
    let profile: String
    let version: RecordID
    private let connection = Connection()

    /// The read-only connection, in a box of its own so that the list of open sources can close
    /// it without holding the source: no strong reference (which would keep an evicted network
    /// alive) and no weak one (whose side table valgrind reports as lost at exit).
    private final class Connection: Sendable {
        let database = Mutex<SQLiteDatabase?>(nil)
    }

    /// The sources with a connection open, so that closing a handle can close theirs on its file.
    private struct Open { let connection: Connection; let path: String }
    private static let open = Mutex<[ObjectIdentifier: Open]>([:])

    init(path: String, profile: String, version: RecordID) {
        self.path = path
        self.profile = profile
        self.version = version
    }

    deinit { _ = Self.open.withLock { $0.removeValue(forKey: ObjectIdentifier(self)) } }

    /// Closes the connections reading chunks of the file at `path` (an absolute path); a later
    /// chunk opens one again. A handle's close calls it first, so that its own connection is the
    /// file's last: SQLite then folds the WAL into the file and removes it, as with no network
    /// cached (a copy of the closed file holds every commit).
    static func close(path: String) {
        let found = open.withLock { all in
            let mine = all.filter { $0.value.path == path }
            for key in mine.keys { all[key] = nil }
            return mine.values.map(\.connection)
        }
        for connection in found { connection.database.withLock { $0 = nil } }
    }

    func chunk(_ index: Int) throws -> [UInt8]? {
        try connection.database.withLock { open in
            let database: SQLiteDatabase
            if let open {
                database = open
            } else {
                var options = SQLiteDatabase.Options()
                options.readOnly = true
                options.create = false
                database = try SQLiteDatabase(path: path, options: options)
                open = database
                Self.open.withLock { $0[ObjectIdentifier(self)] = Open(connection: connection, path: path) }
            }
            // One SELECT outside a transaction is its own read.
            return try SQLiteRoadNetworkStore(database: database, owner: StoreLevel.owner)
                .roadNetworkChunk(profile: profile, version: version, index: index)
        }
    }
}
