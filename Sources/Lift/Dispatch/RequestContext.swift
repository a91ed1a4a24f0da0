import LiftCore
import LiftCrypto
import LiftRoadNetworks
import LiftSQLite
import LiftText

/// What a request handler may use: the store scoped to the handle's owner, the clock and the remotes.
/// `owner` always comes from the handle (its signed-in account, or the local owner), never from
/// the request body, so every personal kind is isolated per account by construction. Maps, their
/// places and the sports caches are store-level instead (`StoreLevel.owner`): public data, one
/// copy for every account and the local owner.
struct RequestContext {
    let database: SQLiteDatabase
    let owner: String
    /// The session token the handle is signed in with (nil for the local owner).
    let sessionID: RecordID?
    let currentDate: CurrentDate
    /// The store's default zone (lift_open's `time_zone`, else UTC); a request's own
    /// `time_zone` replaces it for that request (`TimeZoneOption`).
    let timeZone: ZoneRules
    let sessionLifetime: SessionLifetime
    /// The handle's remotes as configured; a request uses them through `remote(timeoutMilliseconds:)`.
    let sports: SportsRemote
    /// Lets a network wait give up the handle's lock (`remote(timeoutMilliseconds:)`).
    let away: StepsAway
    /// Sign-in / sign-out requests and deferred refusals, applied after commit.
    let session: SessionChange
    /// The call's progress and cancel when it runs with a `request_id` (else never cancelled).
    var progress: Progress = .untracked

    var exercises: SQLiteExerciseStore { SQLiteExerciseStore(database: database, owner: owner) }
    var routines: SQLiteRoutineStore { SQLiteRoutineStore(database: database, owner: owner) }
    var weights: SQLiteWeightStore { SQLiteWeightStore(database: database, owner: owner) }
    var counts: SQLiteCountStore { SQLiteCountStore(database: database, owner: owner) }
    var goals: SQLiteGoalStore { SQLiteGoalStore(database: database, owner: owner) }
    var routineRecords: SQLiteRoutineRecordStore { SQLiteRoutineRecordStore(database: database, owner: owner) }
    var workouts: SQLiteWorkoutStore { SQLiteWorkoutStore(database: database, owner: owner) }
    /// Calories burned use the latest logged weight on or before the day in the request's zone
    /// (70 kg when none).
    func bodyWeight(_ zone: ZoneRules?) -> BodyWeightSource { WeightLogBodyWeight(store: weights).counting(in: self.zone(zone)) }
    var leagueCache: CacheWriteGate<SQLiteLeagueCache> { gate(SQLiteLeagueCache(database: database, owner: StoreLevel.owner)) }
    var teamCache: CacheWriteGate<SQLiteTeamCache> { gate(SQLiteTeamCache(database: database, owner: StoreLevel.owner)) }
    var playerCache: CacheWriteGate<SQLitePlayerCache> { gate(SQLitePlayerCache(database: database, owner: StoreLevel.owner)) }
    var imageCache: CacheWriteGate<SQLiteImageCache> { gate(SQLiteImageCache(database: database, owner: StoreLevel.owner)) }
    var roadNetworks: SQLiteRoadNetworkStore { SQLiteRoadNetworkStore(database: database, owner: StoreLevel.owner) }
    var places: SQLitePlaceStore { SQLitePlaceStore(database: database, owner: StoreLevel.owner) }
    /// Decoded networks and place indexes, kept in memory per store file.
    var roadNetworkCache: StoreRoadNetworks { StoreRoadNetworks(database: database) }
    var placeIndexCache: MemoryPlaceIndexCache { MemoryPlaceIndexCache(path: database.path) }
    var savedRoutes: SQLiteSavedRouteStore { SQLiteSavedRouteStore(database: database, owner: owner) }
    var syncLog: SQLiteSyncLog { SQLiteSyncLog(database: database, owner: owner) }
    var syncKinds: [String: SyncKindStore] { SyncTables.stores(database: database, owner: owner) }

    /// Store-wide: usernames are unique in the file.
    var accounts: SQLiteAccountStore { SQLiteAccountStore(database: database) }
    var passwords: PasswordHasher { Argon2idHasher.production }
    var sessions: SQLiteSessionStore { SQLiteSessionStore(database: database) }
    var tokens: SessionTokens { SodiumSessionTokens() }
    var text: UnicodeText { UTF8ProcText() }
    /// Backup files and sealing (libsodium's Argon2id and secretstream).
    var backups: BackupStreams { BackupStreams(files: BackupFileStreams(), sealing: SodiumBackupSealing.production, text: text) }

    /// The remotes for this request: its own timeout (nil: the store's), its cancel, and the
    /// network wait away from the handle's lock, so the handle's other calls go on meanwhile.
    func remote(timeoutMilliseconds: Int64?) -> SportsRemote {
        sports.bounded(timeoutMilliseconds: timeoutMilliseconds, progress: progress)
              .through(AwayFromStoreClient(base: sports.client, away: away, database: database))
    }

    /// Loads on a read-only handle serve the sports data without caching it.
    private func gate<C: KeyedCacheStore>(_ cache: C) -> CacheWriteGate<C> {
        CacheWriteGate(base: cache, writes: !database.isReadOnly)
    }

    /// The signed-in account, or nil for the local owner.
    var account: RecordID? { owner == StoreHandle.localOwner ? nil : RecordID(trusted: owner) }

    /// The signed-in account, or `unauthorized`.
    func requireAccount() throws -> RecordID {
        guard let account else { throw SignedIn.required() }
        return account
    }
}

extension RequestContext {
    /// A handle signed in as an account that another handle removed, or with a session token that
    /// was revoked since (sign-out elsewhere, a password change), is signed out rather than acting
    /// for it. Runs inside the request's snapshot. Removing an account erases its sessions, so
    /// one read of the session answers both.
    func requireLiveOwner() throws {
        guard let account else { return }
        if let sessionID {
            guard try sessions.readSession(id: sessionID, accountID: account) == nil else { return }
            session.owner = .signOut
            throw try accounts.exists(id: account.text) ? SignedIn.sessionRevoked() : SignedIn.accountGone()
        }
        guard try accounts.exists(id: account.text) else {
            session.owner = .signOut
            throw SignedIn.accountGone()
        }
    }

    /// A new session token for `account`, and the handle signed in with it after commit.
    func startSession(_ account: RecordID) throws -> IssuedSession {
        let issued = try StartSession(store: sessions, tokens: tokens, lifetime: sessionLifetime, currentDate: currentDate)(accountID: account)
        session.owner = .signIn(account.text, session: issued.session.id)
        return issued
    }
}
