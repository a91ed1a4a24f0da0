/// The edge-based graph: node x is arc x of the RoadGraph; an edge x -> y is the turn from arc x
/// onto arc y, weighted with the time to drive x plus the turn's cost (ms). Flat CSR arrays.
public struct TurnGraph: Sendable {
    var start: Column<Int32> = [0]
    var target: Column<Int32> = []
    var weight: Column<UInt32> = []

    /// Added to the turn into a restricted (destination-only) arc: a weight, never a duration (ms).
    static let restrictedEntry: UInt32 = 3_600_000

    /// How many turns along `arcs` entered a restricted arc (their penalty is not travel time).
    /// Per arc of a leg: the columns are read through readers.
    func restrictedEntries(_ arcs: [Int32], arcWeight: Column<UInt32>) -> Int64 {
        arcWeight.withReader { arcWeight in
            start.withReader { start in
                target.withReader { target in
                    weight.withReader { weight in
                        var count: Int64 = 0
                        for (x, y) in zip(arcs, arcs.dropFirst()) where arcWeight.contains(Int(x)) && start.contains(Int(x) + 1) {
                            let lower = Int(start[Int(x)]), upper = Int(start[Int(x) + 1])
                            guard lower <= upper, upper <= target.count else { continue }
                            for e in lower..<upper where target[e] == y {
                                if weight[e] >= arcWeight[Int(x)] &+ TurnGraph.restrictedEntry { count += 1 }
                                break
                            }
                        }
                        return count
                    }
                }
            }
        }
    }

    /// Whether some turn out of arc x enters a restricted arc (weighs the penalty on top of x):
    /// where none does, no turn of x counts in `restrictedEntries`.
    func entersRestricted(from x: Int, arcWeight: Column<UInt32>) -> Bool {
        guard arcWeight.indices.contains(x) else { return false }
        let least = arcWeight[x] &+ TurnGraph.restrictedEntry
        return edges(of: x).contains { weight[$0] >= least }
    }

    /// The same for a leg over chains (Leg.wholeChains after `head` arcs): the whole chains'
    /// counts from ChainTotals; a turn from one piece onto the next is looked up only where the
    /// piece's chain has a turn into a restricted arc at its end, and the turns inside the first
    /// and last pieces only where their chain has such a turn inside it. The count is the one
    /// arc by arc (every lookup skipped would have found no entry), without the turn graph's
    /// cache misses at each chain.
    func restrictedEntries(_ arcs: [Int32], head: Int, wholeChains: [Int32], _ chains: Chains, _ sums: ChainTotals,
                           arcWeight: Column<UInt32>) -> Int64 {
        guard !wholeChains.isEmpty, head >= 1 else { return restrictedEntries(arcs, arcWeight: arcWeight) }
        var count: Int64 = 0
        // The turn from arcs[k] onto arcs[k + 1].
        func turn(_ k: Int) {
            guard k >= 0, k + 1 < arcs.count else { return }
            let x = arcs[k], y = arcs[k + 1]
            guard arcWeight.indices.contains(Int(x)) else { return }
            for e in edges(of: Int(x)) where target[e] == y {
                if weight[e] >= arcWeight[Int(x)] &+ TurnGraph.restrictedEntry { count += 1 }
                break
            }
        }
        // The chain of the leg's arc k (-1 when unknown: its turns are then looked up).
        func chain(of k: Int) -> Int {
            guard arcs.indices.contains(k), chains.chainOf.indices.contains(Int(arcs[k])) else { return -1 }
            return Int(chains.chainOf[Int(arcs[k])])
        }
        func hasInnerEntries(_ c: Int) -> Bool {
            guard c >= 0, c < sums.count else { return true }
            return sums.record(c).restricted != 0
        }
        // The rest of the departure chain, then each whole chain, then the arrival chain's start.
        var k = 0
        if hasInnerEntries(chain(of: 0)) {
            while k < head - 1 { turn(k); k += 1 }
        } else {
            k = head - 1
        }
        var before = chain(of: k)
        for c in wholeChains {
            guard c >= 0, Int(c) < sums.count else { continue }
            let r = sums.record(Int(c))
            if sums.exitsRestricted(before) { turn(k) }
            count += Int64(r.restricted)
            k += Int(r.arcs)
            before = Int(c)
        }
        if k < arcs.count - 1 {
            if sums.exitsRestricted(before) { turn(k) }
            k += 1
            if hasInnerEntries(chain(of: arcs.count - 1)) {
                while k < arcs.count - 1 { turn(k); k += 1 }
            }
        }
        return count
    }

    var nodeCount: Int { max(0, start.count - 1) }
    var edgeCount: Int { target.count }

    /// Empty where a damaged stored chunk left the starts out of order (that route is refused).
    @inline(__always)
    func edges(of x: Int) -> Range<Int> {
        guard x >= 0, x + 1 < start.count else { return 0..<0 }
        let lower = Int(start[x]), upper = Int(start[x + 1])
        guard lower <= upper, upper <= target.count else { return 0..<0 }
        return lower..<upper
    }
}
