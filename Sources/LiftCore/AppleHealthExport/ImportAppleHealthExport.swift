/// Import an Apple Health export (`export.zip` or its `export.xml`): body mass, step counts,
/// dietary energy and workouts go to the health bridge (`AppleHealthSampleSink`) batch by batch,
/// so memory stays flat whatever the file's size; every other type is counted and skipped. All or
/// nothing: the caller runs it in one transaction, and a bad record (an unknown unit, a date the
/// format does not allow) refuses the whole file naming its line.
public struct ImportAppleHealthExport {
    public static let batchSize = 4096

    let files: AppleHealthExportFiles
    let sink: AppleHealthSampleSink
    let progress: Progress

    public init(files: AppleHealthExportFiles, sink: AppleHealthSampleSink, progress: Progress = .untracked) {
        self.files = files; self.sink = sink; self.progress = progress
    }

    public func callAsFunction(file: String, path: Location = Location("apple_health_export")) throws -> AppleHealthExportSummary {
        let field = path.key("path")
        let reader = try files.open(file, path: field)
        try progress.begin("apple_health_export")
        var summary = AppleHealthExportSummary()
        while true {
            let entries = try reader.next(max: Self.batchSize)
            if entries.isEmpty { break }
            let samples = try entries.map { try AppleHealthRecordRules.sample(of: $0, path: field) }
            let added = try sink.apply(samples)
            for (i, sample) in samples.enumerated() {
                summary.count(sample, added: i < added.count && added[i])
            }
            try progress.advance(to: Int(clamping: reader.bytesRead))
        }
        summary.skipped = reader.skipped.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        return summary
    }
}

/// What an import read and added.
public struct AppleHealthExportSummary: Equatable, Sendable {
    public struct Counts: Equatable, Sendable {
        /// Records of the kind in the file, and those new to the store.
        public var read = 0
        public var added = 0
        public init(read: Int = 0, added: Int = 0) { self.read = read; self.added = added }
    }

    public var counts: [AppleHealthExportEntry.Kind: Counts] = [:]
    /// Records of types not imported, by type, in name order.
    public var skipped: [(type: String, count: Int)] = []
    /// The earliest start and latest end of the imported records (nil: none).
    public var first: Timestamp?
    public var last: Timestamp?

    public init() {}

    mutating func count(_ sample: AppleHealthSample, added: Bool) {
        counts[sample.kind, default: Counts()].read += 1
        if added { counts[sample.kind, default: Counts()].added += 1 }
        first = min(first ?? sample.start, sample.start)
        last = max(last ?? sample.end, sample.end)
    }

    public static func == (a: Self, b: Self) -> Bool {
        a.counts == b.counts && a.first == b.first && a.last == b.last
            && a.skipped.map(\.type) == b.skipped.map(\.type) && a.skipped.map(\.count) == b.skipped.map(\.count)
    }
}
