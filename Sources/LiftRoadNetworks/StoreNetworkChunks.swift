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
    private let connection = Mutex<SQLiteDatabase?>(nil)

    init(path: String, profile: String, version: RecordID) {
        self.path = path
        self.profile = profile
        self.version = version
    }

    func chunk(_ index: Int) throws -> [UInt8]? {
        try connection.withLock { open in
            let database: SQLiteDatabase
            if let open {
                database = open
            } else {
                var options = SQLiteDatabase.Options()
                options.readOnly = true
                options.create = false
                database = try SQLiteDatabase(path: path, options: options)
                open = database
            }
            // One SELECT outside a transaction is its own read.
            return try SQLiteRoadNetworkStore(database: database, owner: StoreLevel.owner)
                .roadNetworkChunk(profile: profile, version: version, index: index)
        }
    }
}
