/// Import Road Network: prepare one profile's network and the places of an OSM extract, then
/// replace the stored ones together. The slow part (reading, contracting, reading the places)
/// runs outside any transaction, so only the final writes hold the store's write lock and other
/// handles keep writing while a large extract is contracted. A cancel (`progress`) before the
/// writes commit leaves the store as it was. The built network is not kept once written: the
/// next route reads it from the store as it needs it, so an import leaves no network in memory.
public struct ImportRoadNetwork<Builder: RoadNetworkBuilder, Places: PlaceSource> where Builder.Extract == Places.Extract {
    let builder: Builder
    let placeSource: Places
    let store: RoadNetworkStore
    let places: PlaceStore
    let transaction: WriteTransaction
    let currentDate: CurrentDate
    let progress: Progress

    public init(builder: Builder, placeSource: Places, store: RoadNetworkStore, places: PlaceStore,
                transaction: @escaping WriteTransaction, currentDate: @escaping CurrentDate, progress: Progress = .untracked) {
        self.builder = builder; self.placeSource = placeSource
        self.store = store; self.places = places; self.transaction = transaction
        self.currentDate = currentDate; self.progress = progress
    }

    /// The stored record and the counts of the network built.
    public struct Outcome: Sendable {
        public var record: RoadNetworkRecord
        public var stats: RoadNetworkStats
    }

    public func callAsFunction(path: String, profile: String) throws -> Outcome {
        let extract = try builder.open(path: path)
        // The places first, while nothing else is held: read beside the built network, their
        // pass (an index of every node of the file) set the import's peak memory. What they
        // leave, the places found, is a small part of the network it is then held beside.
        try progress.begin("places")
        let found = try placeSource.places(in: extract, progress: progress)
        let built = try builder.build(extract, profile: profile, progress: progress)
        // The extract is read for the last time: let it go before the network is encoded and
        // written.
        _ = consume extract
        guard built.stats.arcs > 0 else { throw EmptyRoadNetwork(file: path, profile: profile) }
        try progress.begin("write")
        let stats = built.stats
        let record = try write(consume built, found, path: path, profile: profile)
        Log.info("import: \(profile): \(record.byteCount) bytes and \(found.count) places stored")
        return Outcome(record: record, stats: stats)
    }

    /// Encodes the network only now, after the extract is let go, piece by piece as the store
    /// writes it; the network goes with `built` once written.
    private func write(_ built: consuming BuiltRoadNetwork<Builder.Network>, _ found: [Place], path: String, profile: String) throws
        -> RoadNetworkRecord {
        let encoded = built.encode()
        _ = consume built
        let record = RoadNetworkRecord(profile: profile, version: .random(), source: path,
                                       creationDate: currentDate(),
                                       byteCount: encoded.headByteCount + encoded.chunkByteCount)
        // Network and places replaced together: all or nothing.
        try transaction {
            try store.replaceRoadNetwork(record, encoded)
            try places.replacePlaces(profile: profile, found)
            try progress.check()   // the last moment a cancel rolls the whole import back
        }
        return record
    }
}

/// Load Road Networks: what is imported, without the networks themselves.
public struct LoadRoadNetworks {
    let store: RoadNetworkStore
    public init(store: RoadNetworkStore) { self.store = store }

    public func callAsFunction(profile: String) throws -> RoadNetworkRecord {
        guard let record = try store.readRoadNetwork(profile: profile) else {
            throw LiftError(.notFound, "no \(profile) road network is imported",
                            details: [.init("kind", .string("road_network")), .init("profile", .string(profile))])
        }
        return record
    }

    public func all() throws -> [RoadNetworkRecord] { try store.readAllRoadNetworks() }
}

/// Remove Road Network: the profile's network and the places that came with it.
public struct RemoveRoadNetwork {
    let store: RoadNetworkStore
    let places: PlaceStore
    public init(store: RoadNetworkStore, places: PlaceStore) { self.store = store; self.places = places }

    /// How many networks were removed (0 or 1).
    public func callAsFunction(profile: String) throws -> Int {
        _ = try places.deletePlaces(profile: profile)
        return try store.deleteRoadNetwork(profile: profile)
    }
}
