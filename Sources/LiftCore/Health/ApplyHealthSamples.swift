/// Apply a health batch (HealthKit's anchored query, Health Connect's changes, an export file's
/// records): every sample is checked before anything is written, then samples are stored with
/// their provenance, deletions remove exactly what they name, the days they touch are worked out
/// again, and the anchor is stored. The caller runs it in one transaction, so a batch and its
/// anchor land together or not at all.
public struct ApplyHealthSamples: DayCounting {
    let health: HealthStore
    let weights: WeightStore
    let counts: CountStore
    let workouts: WorkoutStore
    let bodyWeight: BodyWeightSource
    let currentDate: CurrentDate
    public var zone = ZoneRules.utc

    public init(health: HealthStore, weights: WeightStore, counts: CountStore, workouts: WorkoutStore,
                bodyWeight: BodyWeightSource, currentDate: @escaping CurrentDate) {
        self.health = health; self.weights = weights; self.counts = counts; self.workouts = workouts
        self.bodyWeight = bodyWeight; self.currentDate = currentDate
    }

    /// `path` names the batch in errors: its `samples[i]`, `workouts[i]`, `deleted[i]`.
    public func callAsFunction(_ batch: HealthBatch, path: Location = Location("health_samples")) throws -> HealthBatchOutcome {
        var outcome = HealthBatchOutcome()
        let today = zone.day(of: currentDate())
        var incoming = [StoredHealthSample]()
        incoming.reserveCapacity(batch.samples.count + batch.workouts.count)
        var ids = Set<String>()
        let exported = try health.readHealthExportedPlatformIDs(platform: batch.platform)
        let isEcho = { (p: HealthProvenance) in exported.contains(p.id) || self.isOwnSyncID(p) }
        for (i, s) in batch.samples.enumerated() {
            let checked = try HealthSampleRules.check(s, platform: batch.platform, zone: zone, today: today,
                                                      path: path.key("samples").index(i))
            try once(s.provenance.id, &ids, path: path.key("samples").index(i).key("id"))
            if isEcho(s.provenance) { outcome.echoes += 1 } else { incoming.append(checked) }
        }
        for (i, w) in batch.workouts.enumerated() {
            let checked = try HealthSampleRules.check(w, platform: batch.platform, zone: zone, today: today,
                                                      path: path.key("workouts").index(i))
            try once(w.provenance.id, &ids, path: path.key("workouts").index(i).key("id"))
            if isEcho(w.provenance) { outcome.echoes += 1 } else { incoming.append(checked) }
        }
        for (i, id) in batch.deleted.enumerated() { try HealthSampleRules.checkID(id, path: path.key("deleted").index(i)) }
        let window = try batch.fullWindow.map { try checkWindow($0, path: path.key("full_window")) }

        let writer = HealthLogWriter(health: health, weights: weights, counts: counts, workouts: workouts,
                                     bodyWeight: bodyWeight, currentDate: currentDate, zone: zone, path: path)
        var touched = Set<TypedDay>()
        if let window {
            for held in try health.readHealthSamples(platform: batch.platform, types: window.types, from: window.from, to: window.to)
            where !ids.contains(held.provenance.id) {
                try remove(held, writer: writer, touched: &touched, outcome: &outcome)
            }
        }
        var created = [String]()
        for s in incoming { try store(s, writer: writer, touched: &touched, outcome: &outcome, created: &created) }
        if !created.isEmpty { try health.noteNewHealthSamples(platform: batch.platform, ids: created) }
        // After the upserts: a record changed then deleted within one delivery ends deleted.
        for id in batch.deleted {
            guard let held = try health.readHealthSample(platform: batch.platform, id: id) else { continue }
            try remove(held, writer: writer, touched: &touched, outcome: &outcome)
        }
        for t in touched.sorted() { try writer.recompute(t.type, day: t.day) }
        outcome.daysRecomputed = touched.count
        if let anchor = batch.anchor { try health.createOrUpdateHealthAnchor(platform: batch.platform, anchor) }
        return outcome
    }

    /// The samples a sync is about to write or remove, as held before it (the days they counted on).
    public func heldSamples(_ keys: [HealthSampleKey]) throws -> [StoredHealthSample] {
        try keys.compactMap { try health.readHealthSample(platform: $0.platform, id: $0.id) }
    }

    /// Works out again the days of samples a sync changed: the days they counted on before
    /// (`before`, from `heldSamples`) and the days those keys count on now. Samples another device
    /// applied arrive through the sync feed (docs/SYNC.md); this store's weight, steps and
    /// calories of those days then follow the same rule over every sample it holds, under the
    /// same name-based ids as there (one record per day and type, never two that add up).
    /// How many (type, day)s were worked out again.
    public func recomputeAfterSync(_ keys: [HealthSampleKey], before: [StoredHealthSample],
                                   path: Location = Location("changes")) throws -> Int {
        var touched = Set<TypedDay>()
        for s in try before + heldSamples(keys) where s.type != .workout { touched.insert(TypedDay(type: s.type, day: s.day)) }
        let writer = HealthLogWriter(health: health, weights: weights, counts: counts, workouts: workouts,
                                     bodyWeight: bodyWeight, currentDate: currentDate, zone: zone, path: path)
        for t in touched.sorted() { try writer.recompute(t.type, day: t.day) }
        return touched.count
    }

    /// What liblift exported comes back from the platform with liblift's own sync id, or under
    /// the platform id the host acknowledged.
    private func isOwnSyncID(_ p: HealthProvenance) -> Bool {
        p.syncIdentifier?.hasPrefix(HealthIDs.exportPrefix) ?? false
    }

    private func once(_ id: String, _ ids: inout Set<String>, path: @autoclosure () -> Location) throws {
        guard ids.insert(id).inserted else {
            throw LiftError(.invalidRequest, code: "duplicate_sample", "the batch holds this sample id twice",
                            details: [.init("path", .location(path())), .init("id", .string(id))], messageLocation: path())
        }
    }

    private func checkWindow(_ w: HealthWindow, path: Location) throws -> (from: Timestamp, to: Timestamp, types: [HealthDataType]) {
        guard w.from.isOnCalendar, w.to.isOnCalendar, w.from < w.to else {
            throw LiftError.invalid(path, "a full window is a range whose end is after its start")
        }
        var types = [HealthDataType]()
        for (i, name) in w.types.enumerated() {
            guard let t = HealthDataType(identifier: name) else {
                throw HealthSampleRules.unknownType(name, path.key("types").index(i))
            }
            types.append(t)
        }
        return (w.from, w.to, types.isEmpty ? HealthDataType.allCases : types)
    }

    private func store(_ s: StoredHealthSample, writer: HealthLogWriter, touched: inout Set<TypedDay>,
                       outcome: inout HealthBatchOutcome, created: inout [String]) throws {
        if try health.createHealthSampleIfNew(s) {
            outcome.added += 1
            created.append(s.provenance.id)
            try mark(s, writer: writer, touched: &touched)
            return
        }
        guard let held = try health.readHealthSample(platform: s.platform, id: s.provenance.id) else {
            throw LiftError(.internal, "a held health sample could not be read back")
        }
        if held == s { outcome.unchanged += 1; return }
        try health.updateHealthSample(s)
        outcome.updated += 1
        if held.type != s.type, held.type == .workout { try writer.removeWorkout(held) }
        if held.type != .workout { touched.insert(TypedDay(type: held.type, day: held.day)) }
        try mark(s, writer: writer, touched: &touched)
    }

    private func remove(_ held: StoredHealthSample, writer: HealthLogWriter, touched: inout Set<TypedDay>,
                        outcome: inout HealthBatchOutcome) throws {
        _ = try health.deleteHealthSample(platform: held.platform, id: held.provenance.id)
        outcome.removed += 1
        if held.type == .workout { try writer.removeWorkout(held) } else { touched.insert(TypedDay(type: held.type, day: held.day)) }
    }

    private func mark(_ s: StoredHealthSample, writer: HealthLogWriter, touched: inout Set<TypedDay>) throws {
        if s.type == .workout { try writer.writeWorkout(s) } else { touched.insert(TypedDay(type: s.type, day: s.day)) }
    }
}

/// A held sample's key: its platform and the platform's id (a synced record's kind and id).
public struct HealthSampleKey: Hashable, Sendable {
    public var platform: HealthPlatform
    public var id: String
    public init(platform: HealthPlatform, id: String) { self.platform = platform; self.id = id }
}

/// A type on a day: what a batch works out again once.
struct TypedDay: Hashable, Comparable {
    var type: HealthDataType
    var day: Day
    static func < (a: TypedDay, b: TypedDay) -> Bool {
        a.day != b.day ? a.day < b.day : a.type.rawValue < b.type.rawValue
    }
}
