/// Save Route: create (name and stops required; an unknown id is created under that id), or edit by id. A rename keeps the stored
/// result; new stops, profile or optimize recompute it. Names are unique per owner, compared
/// trimmed and case-insensitively (as routines): a taken name is a conflict, nothing is written.
public struct SaveSavedRoute {
    public static let maxNameLength = 200
    let store: SavedRouteStore
    let planner: RoutePlanner
    let currentDate: CurrentDate

    public init(store: SavedRouteStore, planner: RoutePlanner, currentDate: @escaping CurrentDate) {
        self.store = store; self.planner = planner; self.currentDate = currentDate
    }

    /// The route and whether it was created (a struct, not a tuple: tuple type metadata is
    /// cached by the Swift runtime in a block valgrind reports as possibly lost).
    public struct Outcome: Sendable {
        public var route: SavedRoute
        public var created: Bool
    }

    public func callAsFunction(_ draft: SavedRouteDraft, path: Location = Location("route")) throws -> Outcome {
        // The id is looked up first, among the caller's own routes (docs/API.md, "Saving").
        let existing = try EditRule.existing(draft.id) { try store.readSavedRoute(id: $0) }
        let name = try validName(draft.name ?? existing?.name, path: path.key("name"))
        try refuseDuplicate(name, except: existing?.id)
        let now = currentDate()
        if var route = existing {
            let stops = draft.stops ?? route.stops
            let profile = draft.profile ?? route.profile, optimize = draft.optimize ?? route.optimize
            let steps = draft.steps ?? route.result.hasSteps
            if stops != route.stops || profile != route.profile || optimize != route.optimize || steps != route.result.hasSteps {
                route.result = try planner.plan(stops, profile: profile, optimize: optimize, steps: steps)
            }
            route.name = name
            route.stops = stops
            route.profile = profile
            route.optimize = optimize
            route.updateDate = now
            try store.updateSavedRoute(route)
            return Outcome(route: route, created: false)
        }
        guard let stops = draft.stops else { throw LiftError.invalid(path.key("stops"), "a route needs its stops") }
        let profile = draft.profile ?? "car", optimize = draft.optimize ?? "none"
        let result = try planner.plan(stops, profile: profile, optimize: optimize, steps: draft.steps ?? false)
        let route = SavedRoute(id: draft.id ?? .random(), name: name, stops: stops, profile: profile, optimize: optimize,
                               result: result, creationDate: now, updateDate: now)
        try store.createSavedRoute(route)
        return Outcome(route: route, created: true)
    }

    private func validName(_ name: String?, path: Location) throws -> String {
        guard let name else { throw LiftError.invalid(path, "a saved route needs a name") }
        let trimmed = NameKey.trimmed(name)
        guard !trimmed.isEmpty else { throw LiftError.invalid(path, "a saved route needs a name") }
        guard trimmed.count <= Self.maxNameLength else {
            throw LiftError.invalid(path, "a route name has at most \(Self.maxNameLength) characters")
        }
        return trimmed
    }

    private func refuseDuplicate(_ name: String, except id: RecordID?) throws {
        guard let same = try store.readSavedRoute(nameKey: NameKey.of(name)), same.id != id else { return }
        throw LiftError(.conflict, code: "duplicate_route_name", "a route named \(same.name) already exists",
                        details: [.init("path", .location(Location("route").key("name"))), .init("name", .string(same.name)),
                                  .init("id", .string(same.id.text))])
    }
}

/// Load Route: the stored result, never recomputed (works without the network).
public struct LoadSavedRoute {
    let store: SavedRouteStore
    public init(store: SavedRouteStore) { self.store = store }

    public func callAsFunction(id: RecordID) throws -> SavedRoute {
        guard let route = try store.readSavedRoute(id: id) else { throw LiftError.notFound("route", id: id.text, path: Location("id")) }
        return route
    }

    /// A page of those matching `filter`, sorted by name.
    public func list(_ filter: SavedRouteFilter = SavedRouteFilter(), page: Page = .all) throws -> Paged<SavedRoute> {
        try page.check()
        return try store.readSavedRoutes(filter, page: page)
    }
}

/// Remove Route: by id, or not_found.
public struct RemoveSavedRoute {
    let store: SavedRouteStore
    public init(store: SavedRouteStore) { self.store = store }

    public func callAsFunction(id: RecordID) throws {
        guard try store.deleteSavedRoute(id: id) else { throw LiftError.notFound("route", id: id.text, path: Location("id")) }
    }
}
