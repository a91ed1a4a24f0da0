import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Each chain's length (m), the part of its arcs' weight that is not travel time (ms: a way's
/// rate below 1) and its turns into restricted arcs: a leg then adds one figure per chain it
/// drives whole instead of reading arrays per arc (Leg.totals, restrictedEntries). Made block by
/// block (64 chains, one word of `exits`) the first time a leg reads one of the block's chains,
/// so no route pays for a pass over the whole network (a stored network's columns are then read
/// only where routes go).
final class ChainTotals: @unchecked Sendable {
    /// One chain's figures in one 24-byte record: a route reads one cache line per chain it
    /// drives whole, not one per figure (after other work those lines are mostly cold).
    struct Record: Sendable {
        var length: Double
        var weightOnly: Double
        var restricted: Int32
        /// Its number of arcs (as Chains.range(c).count).
        var arcs: Int32
    }

    private static var blockShift: Int { 6 }
    /// The chains' count.
    let count: Int
    private let chains: Chains
    private let road: RoadGraph
    private let turns: TurnGraph
    /// The stored chunks' failures of the network (nil for one built in memory): a block made
    /// while one failed is not kept, as the route reading it is refused.
    private let failures: ChunkFailures?
    /// Mapped for every chain, memory committed only for the pages of blocks made.
    private let records: UnsafeMutablePointer<Record>
    private let recordBytes: Int
    /// Bit c: some turn out of chain c's last arc enters a restricted arc. A leg looks up the
    /// turn from one chain onto the next only where this is set (rarely), not at every chain it
    /// drives: a bit a chain keeps the set small enough to stay cached, where a field in the
    /// records would grow them by a third.
    private let exits: UnsafeMutablePointer<UInt64>
    /// 1 once block b is made (readers test it before each record; set after its values).
    private let made: UnsafeMutablePointer<Atomic<UInt8>>
    private let blocks: Int
    private let lock = Mutex<Void>(())

    /// Nil when the arrays do not describe the chains' arcs (never for a network's own) or the
    /// records' memory cannot be had.
    init?(_ chains: Chains, _ g: RoadGraph, _ t: TurnGraph, failures: ChunkFailures? = nil) {
        let n = g.arcCount
        guard g.arcLength.count == n, g.arcWeight.count == n, chains.chainOf.count == n, chains.arcs.count == n else { return nil }
        count = chains.count
        blocks = (count + 63) >> Self.blockShift
        recordBytes = max(count, 1) * MemoryLayout<Record>.stride
        let p = mmap(nil, recordBytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        guard let p, p != MAP_FAILED else { return nil }
        records = p.bindMemory(to: Record.self, capacity: max(count, 1))
        exits = .allocate(capacity: max(blocks, 1))
        exits.initialize(repeating: 0, count: max(blocks, 1))
        made = .allocate(capacity: max(blocks, 1))
        for b in 0..<max(blocks, 1) { (made + b).initialize(to: Atomic<UInt8>(0)) }
        self.chains = chains
        road = g
        turns = t
        self.failures = failures
    }

    deinit {
        munmap(records, recordBytes)
        exits.deallocate()
        made.deinitialize(count: max(blocks, 1))
        made.deallocate()
    }

    /// Chain c's figures (c within 0..<count).
    @inline(__always)
    func record(_ c: Int) -> Record {
        guard c >= 0, c < count else { return Record(length: 0, weightOnly: 0, restricted: 0, arcs: 0) }
        ensure(c)
        return records[c]
    }

    /// Whether some turn out of chain c's last arc enters a restricted arc (true for c out of
    /// range: the caller then looks the turn up, as it would without this set).
    func exitsRestricted(_ c: Int) -> Bool {
        guard c >= 0, c < count else { return true }
        ensure(c)
        return exits[c >> Self.blockShift] & (1 << UInt64(c & 63)) != 0
    }

    /// Whether chain c's block is made and kept (tests).
    func isMade(_ c: Int) -> Bool { made[c >> Self.blockShift].load(ordering: .acquiring) == 1 }

    @inline(__always)
    private func ensure(_ c: Int) {
        let b = c >> Self.blockShift
        if made[b].load(ordering: .acquiring) == 0 { make(b) }
    }

    /// Makes block b's records and exit bits: summed per chain in the order a whole pass did,
    /// so every figure is the same to the last bit.
    @inline(never)
    private func make(_ b: Int) {
        lock.withLock { _ in
            guard made[b].load(ordering: .acquiring) == 0 else { return }
            let before = failures?.value
            let n = road.arcCount, rated = road.arcDuration.count == n
            var word: UInt64 = 0, inRange = true
            for c in (b << Self.blockShift)..<min(count, (b + 1) << Self.blockShift) {
                var d = 0.0, w = 0.0
                let r = chains.range(c)
                for i in r {
                    let a = Int(chains.arcs[i])
                    guard a >= 0, a < n else { inRange = false; break }
                    d += Double(road.arcLength[a])
                    if rated { w += Double(road.arcWeight[a]) - Double(road.arcDuration[a]) }
                }
                records[c] = Record(length: d, weightOnly: w,
                                    restricted: Int32(truncatingIfNeeded: turns.restrictedEntries(Array(chains.arcs[r]), arcWeight: road.arcWeight)),
                                    arcs: Int32(truncatingIfNeeded: r.count))
                if let last = r.last, turns.entersRestricted(from: Int(chains.arcs[last]), arcWeight: road.arcWeight) {
                    word |= 1 << UInt64(c & 63)
                }
            }
            exits[b] = word
            // An arc past the graph (a damaged network's) counts as a failed chunk; a block made of
            // a failed chunk's zeros is made again by the next route that reads it.
            if !inRange { failures?.add() }
            guard inRange, failures?.value == before else { return }
            made[b].store(1, ordering: .releasing)
        }
    }
}
