import LiftCore

/// What an imported road network may hold that no real one exceeds, so that an import's cost stays
/// near-linear in its file whatever the file's shape. A file over a limit is refused as a whole
/// (`invalid_request`, code `road_network_limit`, `details.limit` naming the limit), never cut.
public struct ImportLimits: Sendable {
    /// Nodes in one routable way: the OSM API's own maximum (`waynodes maximum="2000"` in its
    /// capabilities), which every way in the database keeps.
    public var wayNodes = 2000
    /// Road segments meeting at one node, each direction of a two-way road counted once and a way
    /// passing through counted twice. Real junctions have a handful: at most 5 for car, 6 for bike
    /// and foot on Helsinki's extract. A vertex's turns are its arriving arcs times its leaving ones,
    /// so this bounds the turn graph at ~2 x this many turns per arc.
    public var junctionRoads = 32
    /// type=restriction relations via one node. Helsinki's car extract has 45 in all; a junction
    /// of `junctionRoads` roads has at most that many squared (from, to) pairs worth restricting.
    public var junctionRestrictions = 256
    /// Via ways of one type=restriction relation: real ones name one, rarely two or three. The
    /// arcs along them are copied once per way that enters the manoeuvre (ViaWayRestrictions).
    public var restrictionViaWays = 8
    /// Steps of the contraction (HierarchyBuilder.work: nodes settled and edges scanned by witness
    /// searches, pairs of neighbours tried, list entries moved) per turn (or arc, if more), and a
    /// floor that small files of any shape may use. Measured per turn (`lift-routing-bench build`):
    /// Helsinki car 47, bike 769, foot 1780; the 10 x 10 synthetic city (Helsinki tiled, 100 times
    /// its size) car 153, foot 2538: it grows slowly with size, and this is ~5 times the largest.
    /// A graph with no hierarchy needs ever more per turn as it grows (uniform grids of equal
    /// streets: 15,225 at 20 x 20, over 22,000 at 30 x 30; 20 nodes all joined over 18,000;
    /// random graphs more): past this its import is refused rather than hold the caller for
    /// minutes. A step's time grows with the witness searches' limits: 12,000 refuses a 30 x 30
    /// grid as soon as 15,000 did with the smaller limits before.
    public var hierarchyWorkPerEdge = 12_000
    public var hierarchyWorkFloor = 100_000_000

    public init() {}
    public static let standard = ImportLimits()
}

/// An import over one of `ImportLimits`: which, its maximum, what was found and where.
public struct ImportLimitExceeded: Error, Sendable {
    public enum Limit: String, Sendable {
        case wayNodes = "way_nodes", junctionRoads = "junction_roads", junctionRestrictions = "junction_restrictions"
        case restrictionViaWays = "restriction_via_ways", hierarchyWork = "hierarchy_work"
    }
    public var limit: Limit
    public var max: Int
    public var found: Int
    /// The place of a junction over the limit.
    public var at: Coordinate?
    /// The OSM id of a way over the limit.
    public var way: Int64?

    init(limit: Limit, max: Int, found: Int, at: Coordinate? = nil, way: Int64? = nil) {
        self.limit = limit
        self.max = max
        self.found = found
        self.at = at
        self.way = way
    }

    /// Where an import request names its extract.
    static let request = Location("road_network").key("path")

    /// The request's answer: `invalid_request` / `road_network_limit`, naming the limit.
    func error(path: String) -> LiftError {
        var facts: [LiftError.Detail] = [.init("path", .location(Self.request)), .init("file", .string(path)),
                                         .init("limit", .string(limit.rawValue)), .init("max", .int(Int64(max)))]
        let what: String
        switch limit {
        case .wayNodes:
            what = "a way of \(found) nodes (at most \(max))"
            if let way { facts.append(.init("way", .int(way))) }
        case .junctionRoads:
            let place = at.map { " (lat \($0.lat), lon \($0.lon))" } ?? ""
            what = "\(found) road segments meeting at one node\(place) (at most \(max))"
        case .junctionRestrictions:
            let place = at.map { " (lat \($0.lat), lon \($0.lon))" } ?? ""
            what = "\(found) turn restrictions via one node\(place) (at most \(max))"
        case .restrictionViaWays:
            what = "a turn restriction via \(found) ways (at most \(max))"
        case .hierarchyWork:
            what = "a road graph whose contraction would take more than \(max) steps (\(found) turns)"
        }
        return LiftError(.invalidRequest, code: "road_network_limit",
                         "\(path) has \(what), which no road network has", details: facts, messageLocation: Self.request)
    }
}
