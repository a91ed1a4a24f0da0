/// Each chain's length (m), the part of its arcs' weight that is not travel time (ms: a way's
/// rate below 1) and its turns into restricted arcs, summed once per network: a leg then adds
/// one figure per chain it drives whole instead of reading arrays per arc (Leg.totals,
/// restrictedEntries).
struct ChainTotals: Sendable {
    let length: [Double]
    let weightOnly: [Double]
    let restricted: [Int32]

    /// Nil when the arrays do not describe the chains' arcs (never for a network's own).
    init?(_ chains: Chains, _ g: RoadGraph, _ t: TurnGraph) {
        let n = g.arcCount
        guard g.arcLength.count == n, g.arcWeight.count == n, chains.chainOf.count == n, chains.arcs.count == n else { return nil }
        let rated = g.arcDuration.count == n
        var length = [Double](repeating: 0, count: chains.count), weightOnly = [Double](repeating: 0, count: chains.count)
        var restricted = [Int32](repeating: 0, count: chains.count)
        for c in 0..<chains.count {
            var d = 0.0, w = 0.0
            for i in chains.range(c) {
                let a = Int(chains.arcs[i])
                guard a >= 0, a < n else { return nil }
                d += Double(g.arcLength[a])
                if rated { w += Double(g.arcWeight[a]) - Double(g.arcDuration[a]) }
            }
            length[c] = d
            weightOnly[c] = w
            let r = chains.range(c)
            restricted[c] = Int32(truncatingIfNeeded: t.restrictedEntries(Array(chains.arcs[r]), arcWeight: g.arcWeight))
        }
        self.length = length
        self.weightOnly = weightOnly
        self.restricted = restricted
    }
}
