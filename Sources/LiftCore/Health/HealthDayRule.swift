/// Which of a day's samples count (docs/HEALTH.md, "Policies"). Platforms double count when the
/// phone and the watch both measure, so a day's figure always comes from one source:
/// - the highest-priority source of the type's policy that has samples that day;
/// - else, for body mass, the source of the latest sample (user-entered samples first); for
///   steps and energy, the source whose day total is the largest (ties: the smaller source key).
/// Body mass takes that source's latest sample; steps and energy add that source's samples, a
/// sample repeated with the same start and end (the same reading delivered twice, e.g. by an
/// export and by HealthKit) counted once.
public enum HealthDayRule {
    public struct Figure: Equatable, Sendable {
        /// In the type's canonical unit.
        public var value: Double
        /// For body mass, the sample that won (its unit as sent is kept in the log).
        public var sample: StoredHealthSample
    }

    public static func figure(_ samples: [StoredHealthSample], type: HealthDataType, priorities: [String]) -> Figure? {
        guard !samples.isEmpty else { return nil }
        let bySource = Dictionary(grouping: samples, by: { $0.provenance.source.key })
        var candidates = bySource
        if let ranked = priorities.first(where: { bySource[$0] != nil }) { candidates = [ranked: bySource[ranked] ?? []] }
        if type == .bodyMass {
            let pool = candidates.values.flatMap { $0 }
            let entered = pool.filter { $0.provenance.wasUserEntered }
            guard let latest = (entered.isEmpty ? pool : entered).max(by: isEarlier) else { return nil }
            return Figure(value: latest.canonicalValue, sample: latest)
        }
        var best: (key: String, total: Double, sample: StoredHealthSample)?
        for (key, list) in candidates {
            let total = sum(list)
            guard let first = list.first else { continue }
            if let b = best, b.total > total || (b.total == total && b.key < key) { continue }
            best = (key, total, first)
        }
        return best.map { Figure(value: $0.total, sample: $0.sample) }
    }

    /// The later reading: by end, then start, then id, so the choice never depends on order.
    static func isEarlier(_ a: StoredHealthSample, _ b: StoredHealthSample) -> Bool {
        if a.end != b.end { return a.end < b.end }
        if a.start != b.start { return a.start < b.start }
        return a.provenance.id < b.provenance.id
    }

    static func sum(_ samples: [StoredHealthSample]) -> Double {
        var seen = Set<[Int64]>()
        var total = 0.0
        for s in samples where seen.insert([s.start.milliseconds, s.end.milliseconds]).inserted { total += s.canonicalValue }
        return total
    }
}
