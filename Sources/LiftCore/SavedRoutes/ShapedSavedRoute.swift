/// A saved route with its line, and its steps' lines, in the geometry a load asked for. Saved
/// routes keep polyline6; any other shape is made from it, without the road network.
public struct ShapedSavedRoute: Sendable {
    public var route: SavedRoute
    /// nil: the stored polyline6 as it is (what a load without `geometry` answers).
    public var line: PlannedRoute.Line?

    public init(_ route: SavedRoute, geometry: RouteGeometry?) {
        self.route = route
        guard let geometry else { line = nil; return }
        line = EncodedPolyline.line(polyline6: Array(route.result.geometry.utf8), as: geometry)
        for l in self.route.result.legs.indices {
            guard let steps = self.route.result.legs[l].steps else { continue }
            self.route.result.legs[l].steps = steps.map { step in
                var s = step
                if case .polyline(let bytes) = step.line { s.line = EncodedPolyline.line(polyline6: bytes, as: geometry) }
                return s
            }
        }
    }
}

extension LoadSavedRoute {
    /// The route in `geometry` (nil: as stored).
    public func callAsFunction(id: RecordID, geometry: RouteGeometry?) throws -> ShapedSavedRoute {
        ShapedSavedRoute(try callAsFunction(id: id), geometry: geometry)
    }

    /// A page of those matching `filter`, each in `geometry`.
    public func list(_ filter: SavedRouteFilter = SavedRouteFilter(), page: Page = .all,
                     geometry: RouteGeometry?) throws -> Paged<ShapedSavedRoute> {
        try list(filter, page: page).map { ShapedSavedRoute($0, geometry: geometry) }
    }
}
