/// Save Health Policy: a type's source priorities. The days that hold samples of the type are
/// worked out again, so the logs follow the new order at once.
public struct SaveHealthPolicy: DayCounting {
    public static let maxSources = 50
    let health: HealthStore
    let weights: WeightStore
    let counts: CountStore
    let workouts: WorkoutStore
    let currentDate: CurrentDate
    public var zone = ZoneRules.utc

    public init(health: HealthStore, weights: WeightStore, counts: CountStore, workouts: WorkoutStore,
                currentDate: @escaping CurrentDate) {
        self.health = health; self.weights = weights; self.counts = counts; self.workouts = workouts
        self.currentDate = currentDate
    }

    /// Returns how many days were worked out again.
    public func callAsFunction(type name: String, sources: [String], path: Location = Location("health_policy")) throws -> Int {
        guard let type = HealthDataType(identifier: name), type != .workout else {
            throw HealthSampleRules.unknownType(name, path.key("type"))
        }
        guard sources.count <= Self.maxSources else {
            throw LiftError.invalid(path.key("sources"), "at most \(Self.maxSources) sources")
        }
        var seen = Set<String>()
        for (i, s) in sources.enumerated() {
            guard !s.isEmpty, s.utf8.count <= HealthSampleRules.maxIDLength, seen.insert(s).inserted else {
                throw LiftError.invalid(path.key("sources").index(i), "a source is 1 to \(HealthSampleRules.maxIDLength) bytes, listed once")
            }
        }
        let policy = HealthPolicy(type: type, sources: sources)
        if try (health.readHealthPolicy(type: type)?.sources ?? []) == sources { return 0 }
        try health.createOrUpdateHealthPolicy(policy)
        let writer = HealthLogWriter(health: health, weights: weights, counts: counts, workouts: workouts,
                                     bodyWeight: NoBodyWeightSource(), currentDate: currentDate, zone: zone, path: path)
        let days = try health.readHealthSampleDays(type: type)
        for day in days { try writer.recompute(type, day: day) }
        return days.count
    }
}

/// Load Health Policy: one type's priorities (empty when never set), or every quantity type's.
public struct LoadHealthPolicies {
    let health: HealthStore
    public init(health: HealthStore) { self.health = health }

    public func callAsFunction(type name: String?, path: Location = Location("type")) throws -> [HealthPolicy] {
        let types: [HealthDataType]
        if let name {
            guard let t = HealthDataType(identifier: name), t != .workout else {
                throw HealthSampleRules.unknownType(name, path)
            }
            types = [t]
        } else {
            types = HealthDataType.quantities
        }
        return try types.map { try health.readHealthPolicy(type: $0) ?? HealthPolicy(type: $0, sources: []) }
    }
}

/// Load Health Anchor: where the host resumes its query; nil when none was stored.
public struct LoadHealthAnchor {
    let health: HealthStore
    public init(health: HealthStore) { self.health = health }

    public func callAsFunction(platform: HealthPlatform, scope: String, path: Location = Location("type")) throws -> HealthAnchor? {
        try HealthSampleRules.checkID(scope, path: path)
        return try health.readHealthAnchor(platform: platform, scope: scope)
    }
}
