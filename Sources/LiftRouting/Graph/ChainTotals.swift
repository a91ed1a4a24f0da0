/// Each chain's length (m), the part of its arcs' weight that is not travel time (ms: a way's
/// rate below 1) and its turns into restricted arcs, summed once per network: a leg then adds
/// one figure per chain it drives whole instead of reading arrays per arc (Leg.totals,
/// restrictedEntries).
struct ChainTotals: Sendable {
    /// One chain's figures in one 24-byte record: a route reads one cache line per chain it
    /// drives whole, not one per figure (after other work those lines are mostly cold).
    struct Record: Sendable {
        var length: Double
        var weightOnly: Double
        var restricted: Int32
        /// Its number of arcs (as Chains.range(c).count).
        var arcs: Int32
    }
    let records: [Record]
    /// Bit c: some turn out of chain c's last arc enters a restricted arc. A leg looks up the
    /// turn from one chain onto the next only where this is set (rarely), not at every chain it
    /// drives: a bit a chain keeps the set small enough to stay cached, where a field in the
    /// records would grow them by a third.
    let exitsRestricted: [UInt64]

    /// Nil when the arrays do not describe the chains' arcs (never for a network's own).
    init?(_ chains: Chains, _ g: RoadGraph, _ t: TurnGraph) {
        let n = g.arcCount
        guard g.arcLength.count == n, g.arcWeight.count == n, chains.chainOf.count == n, chains.arcs.count == n else { return nil }
        let rated = g.arcDuration.count == n
        var records = [Record]()
        records.reserveCapacity(chains.count)
        var exits = [UInt64](repeating: 0, count: (chains.count + 63) / 64)
        for c in 0..<chains.count {
            var d = 0.0, w = 0.0
            for i in chains.range(c) {
                let a = Int(chains.arcs[i])
                guard a >= 0, a < n else { return nil }
                d += Double(g.arcLength[a])
                if rated { w += Double(g.arcWeight[a]) - Double(g.arcDuration[a]) }
            }
            let r = chains.range(c)
            records.append(Record(length: d, weightOnly: w,
                                  restricted: Int32(truncatingIfNeeded: t.restrictedEntries(Array(chains.arcs[r]), arcWeight: g.arcWeight)),
                                  arcs: Int32(truncatingIfNeeded: r.count)))
            if let last = r.last, t.entersRestricted(from: Int(chains.arcs[last]), arcWeight: g.arcWeight) {
                exits[c >> 6] |= 1 << UInt64(c & 63)
            }
        }
        self.records = records
        exitsRestricted = exits
    }

    /// Whether some turn out of chain c's last arc enters a restricted arc (true for c out of
    /// range: the caller then looks the turn up, as it would without this set).
    func exitsRestricted(_ c: Int) -> Bool {
        guard c >= 0, c >> 6 < exitsRestricted.count else { return true }
        return exitsRestricted[c >> 6] & (1 << UInt64(c & 63)) != 0
    }
}
