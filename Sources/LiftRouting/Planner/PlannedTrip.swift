import LiftCore

/// Plan Route's port: a trip planned and handed over as plain values.
extension RoadNetwork: RoutableNetwork {
    public func plan(_ query: RouteQuery) throws -> PlannedRoute {
        let trip = try plan(query.stops, optimize: query.optimize)
        let line: PlannedRoute.Line = switch query.geometry {
        case .polyline5: .polyline(trip.polyline(precision: 5))
        case .polyline6: .polyline(trip.polyline(precision: 6))
        case .geojson: .points(trip.points)
        case .none: .none
        }
        let order = trip.order, count = order.count
        var legs = [PlannedRoute.Leg]()
        legs.reserveCapacity(trip.legs.count)
        let overview: [UInt8]? = if case .polyline(let bytes) = line { bytes } else { nil }
        let directions = query.steps ? Steps(self, geometry: query.geometry, overview: overview) : nil
        for (i, leg) in trip.legs.enumerated() {
            let steps = directions?.steps(leg, previous: i > 0 ? trip.legs[i - 1].arcs.last : nil)
            legs.append(PlannedRoute.Leg(from: count > 0 ? order[i % count] : nil, to: count > 0 ? order[(i + 1) % count] : nil,
                                         distance: leg.distance, duration: leg.duration,
                                         line: query.legGeometry ? Self.line(trip.legPoints(i), query.geometry) : .none,
                                         directions: steps))
        }
        let waypoints = trip.waypoints.map {
            PlannedRoute.Waypoint(location: $0.location, snapDistance: $0.snapDistance, tripIndex: $0.tripIndex)
        }
        return PlannedRoute(distance: trip.distance, duration: trip.duration, line: line, legs: legs,
                            waypoints: waypoints, order: order)
    }

    private static func line(_ points: [Coordinate], _ geometry: RouteGeometry) -> PlannedRoute.Line {
        switch geometry {
        case .polyline5: .polyline(Polyline.encodeBytes(points, precision: 5))
        case .polyline6: .polyline(Polyline.encodeBytes(points, precision: 6))
        case .geojson: .points(points)
        case .none: .none
        }
    }
}
