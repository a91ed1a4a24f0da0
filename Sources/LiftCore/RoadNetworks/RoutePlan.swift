/// How lift_route may reorder its stops.
public enum Optimize: String, Sendable, CaseIterable {
    case none
    case keepFirstLast = "keep_first_last"
    case keepFirst = "keep_first"
    case roundTrip = "round_trip"
}

/// The shape a planned route's line is given in.
public enum RouteGeometry: String, Sendable, CaseIterable {
    case polyline5, polyline6, geojson, none
}

/// A planned route as plain values: what the routing core found, before any wire format.
public struct PlannedRoute: Sendable {
    public enum Line: Sendable, Equatable {
        /// Google's encoded polyline: ASCII 63...126.
        case polyline([UInt8])
        case points([GeoPoint])
        case none
    }

    public struct Leg: Sendable {
        /// Input indexes of the leg's ends (nil: the trip has no order).
        public var from: Int?
        public var to: Int?
        /// Metres and seconds, unrounded.
        public var distance: Double
        public var duration: Double
        /// The leg's own line, when asked for.
        public var line: Line
        /// The leg's directions, when asked for (`RouteQuery.steps`).
        public var directions: LegSteps?
        /// The same steps as values of their own (saved routes, exports).
        public var steps: [RouteStep]? { directions?.routeSteps }
        /// The classes of the roads the leg drives, with its steps (their union).
        public var classes: RoadClasses? { directions?.classes }
        public init(from: Int?, to: Int?, distance: Double, duration: Double, line: Line, directions: LegSteps? = nil) {
            self.from = from; self.to = to; self.distance = distance; self.duration = duration; self.line = line
            self.directions = directions
        }
    }

    public struct Waypoint: Sendable {
        /// Where the stop was snapped onto the road.
        public var location: GeoPoint
        /// Metres from the stop to that point.
        public var snapDistance: Double
        /// The stop's position in the trip.
        public var tripIndex: Int
        public init(location: GeoPoint, snapDistance: Double, tripIndex: Int) {
            self.location = location; self.snapDistance = snapDistance; self.tripIndex = tripIndex
        }
    }

    public var distance: Double
    public var duration: Double
    public var line: Line
    public var legs: [Leg]
    /// In input order.
    public var waypoints: [Waypoint]
    /// Input indexes in visiting order.
    public var order: [Int]
    /// The classes of the roads the route drives, when its legs have steps.
    /// Read in place: the legs' classes mapped into an array copied each leg's steps (a retain
    /// and release of each of their arrays) on every stepped answer.
    public var classes: RoadClasses? {
        var union: RoadClasses?
        for i in legs.indices {
            guard let steps = legs[i].directions?.steps else { continue }
            var c = union ?? []
            for s in steps { c.formUnion(s.classes) }
            union = c
        }
        return union
    }

    public init(distance: Double, duration: Double, line: Line, legs: [Leg], waypoints: [Waypoint], order: [Int]) {
        self.distance = distance; self.duration = duration; self.line = line
        self.legs = legs; self.waypoints = waypoints; self.order = order
    }
}

/// What to plan: the stops in the host's order and how to shape the answer.
public struct RouteQuery: Sendable {
    public var stops: [GeoPoint]
    public var optimize: Optimize
    public var geometry: RouteGeometry
    /// Each leg carries its own line too.
    public var legGeometry: Bool
    /// Each leg carries its directions (`PlannedRoute.Leg.steps`).
    public var steps: Bool
    public init(stops: [GeoPoint], optimize: Optimize = .none, geometry: RouteGeometry = .polyline5, legGeometry: Bool = false,
                steps: Bool = false) {
        self.stops = stops; self.optimize = optimize; self.geometry = geometry; self.legGeometry = legGeometry
        self.steps = steps
    }
}
