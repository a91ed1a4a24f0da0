/// Where an export's samples go: the health bridge (`ApplyHealthSamples`), which keeps them with
/// their provenance, applies its per-day policy and counts what it already held.
public protocol HealthBatchApplying {
    func apply(_ batch: HealthBatch) throws -> HealthBatchOutcome
}

/// Import an Apple Health export (`export.zip` or its `export.xml`): body mass, step counts,
/// dietary energy and workouts go to the health bridge batch by batch, so memory stays flat
/// whatever the file's size; every other type is counted and skipped. All or nothing: the caller
/// runs it in one transaction, and a bad record (an unknown unit, a date the format does not
/// allow) refuses the whole file naming its line.
public struct ImportAppleHealthExport {
    public static let batchSize = 4096

    let files: AppleHealthExportFiles
    let bridge: HealthBatchApplying
    let progress: Progress

    public init(files: AppleHealthExportFiles, bridge: HealthBatchApplying, progress: Progress = .untracked) {
        self.files = files; self.bridge = bridge; self.progress = progress
    }

    public func callAsFunction(file: String, path: Location = Location("apple_health_export")) throws -> AppleHealthExportSummary {
        let field = path.key("path")
        let reader = try files.open(file, path: field)
        try progress.begin("apple_health_export")
        var summary = AppleHealthExportSummary()
        var unmapped = [String: Int]()
        while true {
            let entries = try reader.next(max: Self.batchSize)
            if entries.isEmpty { break }
            var samples = [HealthDataType: [HealthSample]](), workouts = [HealthWorkout]()
            var ids = Set<String>()
            for e in entries {
                switch try AppleHealthRecordRules.convert(e, path: field) {
                case .sample(let s):
                    summary.see(e.kind, s.start, s.end)
                    // The same record twice in one file (apps that sync twice write that) is one sample.
                    if ids.insert(s.provenance.id).inserted { samples[e.kind, default: []].append(s) }
                case .workout(let w):
                    summary.see(.workout, w.start, w.end)
                    if ids.insert(w.provenance.id).inserted { workouts.append(w) }
                case .unmappedActivity(let activity): unmapped[activity, default: 0] += 1
                }
            }
            for kind in HealthDataType.quantities {
                guard let batch = samples[kind] else { continue }
                summary.add(kind, try bridge.apply(HealthBatch(platform: .appleExport, samples: batch)))
            }
            if !workouts.isEmpty { summary.add(.workout, try bridge.apply(HealthBatch(platform: .appleExport, workouts: workouts))) }
            try progress.advance(to: Int(clamping: reader.bytesRead))
        }
        summary.skipped = reader.skipped.merging(unmapped) { $0 + $1 }.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        return summary
    }
}

extension ApplyHealthSamples: HealthBatchApplying {
    public func apply(_ batch: HealthBatch) throws -> HealthBatchOutcome { try self(batch, path: Location("apple_health_export")) }
}

/// What an import read and did.
public struct AppleHealthExportSummary: Equatable, Sendable {
    public struct Counts: Equatable, Sendable {
        /// Records of the type in the file.
        public var read = 0
        /// New to the store, changed since an earlier import, and already held as they are.
        public var added = 0
        public var updated = 0
        public var unchanged = 0
        public init(read: Int = 0, added: Int = 0, updated: Int = 0, unchanged: Int = 0) {
            self.read = read; self.added = added; self.updated = updated; self.unchanged = unchanged
        }
    }

    public var counts: [HealthDataType: Counts] = [:]
    /// Records of types not imported, by type, in name order (workouts of an activity the catalog
    /// lacks count under the activity type).
    public var skipped: [(type: String, count: Int)] = []
    /// The earliest start and latest end of the imported types' records (nil: none).
    public var first: Timestamp?
    public var last: Timestamp?
    /// Days whose weight, steps or calories the bridge worked out again.
    public var daysRecomputed = 0

    public init() {}

    mutating func see(_ kind: HealthDataType, _ start: Timestamp, _ end: Timestamp) {
        counts[kind, default: Counts()].read += 1
        first = min(first ?? start, start)
        last = max(last ?? end, end)
    }

    mutating func add(_ kind: HealthDataType, _ o: HealthBatchOutcome) {
        counts[kind, default: Counts()].added += o.added
        counts[kind, default: Counts()].updated += o.updated
        counts[kind, default: Counts()].unchanged += o.unchanged
        daysRecomputed += o.daysRecomputed
    }

    public static func == (a: Self, b: Self) -> Bool {
        a.counts == b.counts && a.first == b.first && a.last == b.last && a.daysRecomputed == b.daysRecomputed
            && a.skipped.map(\.type) == b.skipped.map(\.type) && a.skipped.map(\.count) == b.skipped.map(\.count)
    }
}
