/// Load Health Export: what the platform should get. Each weight and completion logged in this
/// app (not the ones the bridge made from samples) gets a version that grows when the record
/// changes; those whose version the platform has not acknowledged are answered, and so are
/// records deleted since they were exported. It writes the versions, so it runs in a write
/// transaction.
public struct LoadHealthExport: DayCounting {
    let health: HealthStore
    let weights: WeightStore
    let workouts: WorkoutStore
    public var zone = ZoneRules.utc

    public init(health: HealthStore, weights: WeightStore, workouts: WorkoutStore) {
        self.health = health; self.weights = weights; self.workouts = workouts
    }

    public func callAsFunction(platform: HealthPlatform, path: Location = Location("platform")) throws -> HealthExportBatch {
        try HealthExportRules.checkPlatform(platform, path: path)
        var states = [String: HealthExportState]()
        for s in try health.readHealthExportStates(platform: platform) { states[s.clientRecordID] = s }
        var out = HealthExportBatch()
        var present = Set<String>()
        for (state, payload) in try current() {
            present.insert(state.clientRecordID)
            var s = state
            if let held = states[state.clientRecordID] {
                s.ackedVersion = held.ackedVersion; s.platformID = held.platformID
                s.version = held.fingerprint == state.fingerprint && !held.deleted ? held.version : HealthExportRules.next(held.version)
                if s != held { try health.createOrUpdateHealthExportState(platform: platform, s) }
            } else {
                try health.createOrUpdateHealthExportState(platform: platform, s)
            }
            guard s.version > s.ackedVersion else { continue }
            out.items.append(HealthExportItem(clientRecordID: s.clientRecordID, version: s.version, platformID: s.platformID,
                                              payload: payload(platform)))
        }
        for held in states.values.sorted(by: { $0.clientRecordID < $1.clientRecordID }) where !present.contains(held.clientRecordID) {
            // Never acknowledged: the platform never got it, so there is nothing to delete there.
            guard held.ackedVersion > 0 else {
                try health.deleteHealthExportState(platform: platform, kind: held.kind, recordID: held.recordID)
                continue
            }
            let version = held.deleted ? held.version : HealthExportRules.next(held.version)
            if !held.deleted {
                var gone = held
                gone.deleted = true; gone.version = version
                try health.createOrUpdateHealthExportState(platform: platform, gone)
            }
            out.deleted.append(HealthExportDeletion(clientRecordID: held.clientRecordID, version: version, platformID: held.platformID))
        }
        return out
    }

    /// The records logged in this app with their state as of now, and how each is written out.
    private func current() throws -> [(HealthExportState, (HealthPlatform) -> HealthExportItem.Payload)] {
        var out = [(HealthExportState, (HealthPlatform) -> HealthExportItem.Payload)]()
        for w in try weights.readWeights(from: nil, to: nil, limit: nil, offset: 0).reversed()
        where w.id != HealthIDs.day(.bodyMass, w.day) {
            let print = "\(w.day.daysSinceEpoch)|\(w.weight)|\(w.unit.rawValue)"
            let noon = Timestamp(milliseconds: zone.start(of: w.day).milliseconds + Timestamp.millisecondsPerDay / 2)
            out.append((HealthExportState(kind: .weight, recordID: w.id, fingerprint: print, version: 1), { _ in .weight(w, at: noon) }))
        }
        let fromHealth = Set(try health.readHealthWorkoutKeys().map { HealthIDs.workout($0.platform, $0.id) })
        for c in try workouts.readCompletions(from: nil, to: nil) where !fromHealth.contains(c.id) {
            let print = "\(c.workoutID.text)|\(c.date.milliseconds)|\(c.duration)|\(c.burnedCalories)"
            let workout = try WorkoutCatalog.workout(id: c.workoutID) ?? workouts.readCustomWorkout(id: c.workoutID)
            let end = Timestamp(milliseconds: c.date.milliseconds + c.duration * 1000)
            out.append((HealthExportState(kind: .completion, recordID: c.id, fingerprint: print, version: 1), { platform in
                .workout(c, activityType: HealthActivityExport.activityType(workout, platform: platform), end: end)
            }))
        }
        return out
    }
}

/// Save Health Export (the acknowledgement): the versions the platform now holds and its ids,
/// so later edits and deletes reach them. Every ack is checked before any is recorded.
public struct SaveHealthExportAcks {
    let health: HealthExportStore
    public init(health: HealthExportStore) { self.health = health }

    /// Returns how many records were acknowledged.
    public func callAsFunction(platform: HealthPlatform, acks: [HealthExportAck], path: Location = Location("health_export")) throws -> Int {
        try HealthExportRules.checkPlatform(platform, path: path.key("platform"))
        var states = [String: HealthExportState]()
        for s in try health.readHealthExportStates(platform: platform) { states[s.clientRecordID] = s }
        var updates = [HealthExportState]()
        for (i, ack) in acks.enumerated() {
            let at = path.key("ack").index(i)
            guard var s = states[ack.clientRecordID] else {
                throw LiftError(.notFound, code: "unknown_client_record", "no exported record \(ack.clientRecordID)",
                                details: [.init("path", .location(at.key("client_record_id"))),
                                          .init("client_record_id", .string(ack.clientRecordID))],
                                messageLocation: at.key("client_record_id"))
            }
            guard ack.version >= 1, ack.version <= s.version else {
                throw LiftError.invalid(at.key("version"), "was never exported (the latest is \(s.version))")
            }
            s.ackedVersion = max(s.ackedVersion, ack.version)
            if let id = ack.platformID { try HealthSampleRules.checkID(id, path: at.key("platform_id")); s.platformID = id }
            updates.append(s)
            states[ack.clientRecordID] = s
        }
        for s in updates {
            if s.deleted, s.ackedVersion >= s.version {
                try health.deleteHealthExportState(platform: platform, kind: s.kind, recordID: s.recordID)
            } else {
                try health.createOrUpdateHealthExportState(platform: platform, s)
            }
        }
        return updates.count
    }
}

enum HealthExportRules {
    /// The version after `v`. Versions come back from the store file, which may have been
    /// damaged: the largest one stays as it is rather than overflow.
    static func next(_ v: Int64) -> Int64 { v < Int64.max ? max(v, 0) + 1 : v }

    static func checkPlatform(_ platform: HealthPlatform, path: Location) throws {
        guard platform != .appleExport else {
            throw LiftError.invalid(path, "records are exported to healthkit or health_connect, not to an export file")
        }
    }
}
