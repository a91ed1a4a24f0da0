/// A route the user kept (iroutes): its stops and what the planner computed for them, stored so
/// it can be shown again without the road network (offline) and without recomputing.
public struct SavedRoute: Sendable, Equatable {
    public var id: RecordID
    public var name: String
    public var stops: [RouteStop]
    public var profile: String
    public var optimize: String
    public var result: RouteResult
    public var creationDate: Timestamp
    public var updateDate: Timestamp

    public init(id: RecordID, name: String, stops: [RouteStop], profile: String, optimize: String,
                result: RouteResult, creationDate: Timestamp, updateDate: Timestamp) {
        self.id = id; self.name = name; self.stops = stops; self.profile = profile; self.optimize = optimize
        self.result = result; self.creationDate = creationDate; self.updateDate = updateDate
    }
}

public struct RouteStop: Sendable, Equatable {
    public var name: String?
    public var lat: Double
    public var lon: Double
    public init(name: String? = nil, lat: Double, lon: Double) { self.name = name; self.lat = lat; self.lon = lon }
}

/// The computed trip: metres, seconds, the overview geometry (polyline, precision 6) and the
/// visiting order as input stop indices; one leg per consecutive pair of that order.
public struct RouteResult: Sendable, Equatable {
    public struct Leg: Sendable, Equatable {
        public var from: Int
        public var to: Int
        public var distance: Double
        public var duration: Double
        /// The leg's directions, kept when the route was planned with them (geometry polyline6).
        public var steps: [RouteStep]?
        /// The classes of the roads the leg drives, with its steps (as a planned route's leg).
        public var classes: RoadClasses? { steps?.roadClasses }
        public init(from: Int, to: Int, distance: Double, duration: Double, steps: [RouteStep]? = nil) {
            self.from = from; self.to = to; self.distance = distance; self.duration = duration; self.steps = steps
        }
    }
    public var distance: Double
    public var duration: Double
    public var geometry: String
    public var order: [Int]
    public var legs: [Leg]
    /// Whether the legs carry their directions.
    public var hasSteps: Bool { legs.contains { $0.steps != nil } }
    /// The classes of the roads the route drives, when its legs have steps (as a planned route).
    public var classes: RoadClasses? { RoadClasses.route(legs.map(\.classes)) }

    public init(distance: Double, duration: Double, geometry: String, order: [Int], legs: [Leg]) {
        self.distance = distance; self.duration = duration; self.geometry = geometry; self.order = order; self.legs = legs
    }
}

/// What a host sends to save or edit a route: on an edit, absent fields keep their saved value.
public struct SavedRouteDraft: Sendable {
    public var id: RecordID?
    public var name: String?
    public var stops: [RouteStop]?
    public var profile: String?
    public var optimize: String?
    /// Keep the legs' directions (nil on an edit: as saved).
    public var steps: Bool?
    public init(id: RecordID? = nil, name: String? = nil, stops: [RouteStop]? = nil, profile: String? = nil, optimize: String? = nil,
                steps: Bool? = nil) {
        self.id = id; self.name = name; self.stops = stops; self.profile = profile; self.optimize = optimize; self.steps = steps
    }
}

/// Store port for saved routes, scoped to one owner.
public protocol SavedRouteStore {
    func createSavedRoute(_ route: SavedRoute) throws
    func updateSavedRoute(_ route: SavedRoute) throws
    func readSavedRoute(id: RecordID) throws -> SavedRoute?
    func readSavedRoute(nameKey: String) throws -> SavedRoute?
    /// A page of the routes matching `filter`, sorted by name key, and how many match.
    func readSavedRoutes(_ filter: SavedRouteFilter, page: Page) throws -> Paged<SavedRoute>
    func deleteSavedRoute(id: RecordID) throws -> Bool
}

/// The planner port: the routing feature computes a result for stops (errors are its own:
/// no_road_network, stop_not_near_road, no_route).
public protocol RoutePlanner {
    func plan(_ stops: [RouteStop], profile: String, optimize: String, steps: Bool) throws -> RouteResult
}
