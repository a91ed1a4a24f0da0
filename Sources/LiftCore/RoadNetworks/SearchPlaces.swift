/// Search Places: suggestions by name from the places imported with a profile's network (the
/// named profile, else the first imported in `profileOrder`). The index is built on first search
/// and kept while the network's version is unchanged (a re-import gives a new one).
public struct SearchPlaces<Cache: PlaceIndexCache> {
    let networks: RoadNetworkStore
    let places: PlaceStore
    let cache: Cache
    let profileOrder: [String]

    public init(networks: RoadNetworkStore, places: PlaceStore, cache: Cache, profileOrder: [String]) {
        self.networks = networks; self.places = places; self.cache = cache; self.profileOrder = profileOrder
    }

    public func callAsFunction(_ text: String, focus: GeoPoint?, limit: Int, profile: String?) throws -> [PlaceIndex.Hit] {
        var found: RoadNetworkRecord?
        for p in profile.map({ [$0] }) ?? profileOrder {
            if let r = try networks.readRoadNetwork(profile: p) { found = r; break }
        }
        guard let record = found else {
            let name = profile ?? "any"
            throw LiftError(.unavailable, code: "no_road_network",
                            "no \(name) road network is imported in this store: save a kind road_network first (places come with it)",
                            details: [.init("profile", .string(name))])
        }
        let index = try cache.index(profile: record.profile, version: record.version) {
            PlaceIndex(try places.readPlaces(profile: record.profile))
        }
        return index.search(text, focus: focus, limit: limit)
    }
}
