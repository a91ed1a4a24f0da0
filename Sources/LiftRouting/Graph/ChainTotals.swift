/// Each chain's length (m), the part of its arcs' weight that is not travel time (ms: a way's
/// rate below 1) and its turns into restricted arcs: a leg then adds one figure per chain it
/// drives whole instead of reading arrays per arc (Leg.totals, restrictedEntries). Made block by
/// block (8 chains, BlockTable) the first time a leg reads one of the block's chains,
/// so no route pays for a pass over the whole network (a stored network's columns are then read
/// only where routes go).
final class ChainTotals: Sendable {
    /// One chain's figures in one 24-byte record: a route reads one cache line per chain it
    /// drives whole, not one per figure (after other work those lines are mostly cold).
    struct Record: Sendable {
        var length: Double
        var weightOnly: Double
        var restricted: Int32
        /// Its number of arcs (as Chains.range(c).count).
        var arcs: Int32
    }

    /// The chains' count.
    let count: Int
    /// The records, and per block of 8 chains one byte whose bit c & 7 is set when some turn
    /// out of chain c's last arc enters a restricted arc. A leg looks up the turn from one chain
    /// onto the next only where this is set (rarely), not at every chain it drives: a bit a
    /// chain keeps the set small enough to stay cached, where a field in the records would grow
    /// them by a third.
    private let table: BlockTable<Record, UInt8>

    /// Nil when the arrays do not describe the chains' arcs (never for a network's own) or the
    /// records' memory cannot be had. `failures`: the stored chunks' failures of the network (nil
    /// for one built in memory): a block made while one failed is not kept.
    init?(_ chains: Chains, _ g: RoadGraph, _ t: TurnGraph, failures: ChunkFailures? = nil) {
        let n = g.arcCount
        guard g.arcLength.count == n, g.arcWeight.count == n, chains.chainOf.count == n, chains.arcs.count == n else { return nil }
        count = chains.count
        guard let table = BlockTable<Record, UInt8>(count: chains.count, empty: 0, failures: failures, make: { range, out in
            Self.make(range, into: out, chains, g, t)
        }) else { return nil }
        self.table = table
    }

    /// Chain c's figures (c within 0..<count).
    @inline(__always)
    func record(_ c: Int) -> Record {
        guard c >= 0, c < count else { return Record(length: 0, weightOnly: 0, restricted: 0, arcs: 0) }
        return table.record(c)
    }

    /// Whether some turn out of chain c's last arc enters a restricted arc (true for c out of
    /// range: the caller then looks the turn up, as it would without this set).
    func exitsRestricted(_ c: Int) -> Bool {
        guard c >= 0, c < count else { return true }
        return table.extra(c) & (1 << UInt8(c & 7)) != 0
    }

    /// Whether chain c's block is made and kept (tests).
    func isMade(_ c: Int) -> Bool { table.isMade(c) }

    /// One block's records (from `out`, the range's first) and exit bits: summed per chain in the
    /// order a whole pass did, so every figure is the same to the last bit. Nil for an arc past
    /// the graph.
    private static func make(_ range: Range<Int>, into out: UnsafeMutablePointer<Record>, _ chains: Chains,
                             _ road: RoadGraph, _ turns: TurnGraph) -> UInt8? {
        let n = road.arcCount, rated = road.arcDuration.count == n
        var word: UInt8 = 0
        for c in range {
            var d = 0.0, w = 0.0
            let r = chains.range(c)
            for i in r {
                let a = Int(chains.arcs[i])
                guard a >= 0, a < n else { return nil }
                d += Double(road.arcLength[a])
                if rated { w += Double(road.arcWeight[a]) - Double(road.arcDuration[a]) }
            }
            out[c - range.lowerBound] = Record(length: d, weightOnly: w,
                                               restricted: Int32(truncatingIfNeeded: turns.restrictedEntries(Array(chains.arcs[r]), arcWeight: road.arcWeight)),
                                               arcs: Int32(truncatingIfNeeded: r.count))
            if let last = r.last, turns.entersRestricted(from: Int(chains.arcs[last]), arcWeight: road.arcWeight) {
                word |= 1 << UInt8(c & 7)
            }
        }
        return word
    }
}
