
/// Every node's edge list in one pool: node x's list is pool[first ..< first + count] of slot[x],
/// with room up to capacity[x]. A list starts with room for its original edges only; a full list
/// moves to the pool's end with half as much room again; the slot it leaves is reclaimed when the
/// pool is full (`compact`), in place: the pool grows only by what the lists hold, never by
/// doubling, and is never copied beside itself. (Most nodes gain few shortcuts before they are
/// contracted: room kept ahead for each was most of the pool.) Lists keep their order:
/// edges are appended, replaced in place and removed by shifting the rest down, as the builder's
/// output order (and so the stored hierarchy) depends on it; where a list lies in the pool changes
/// nothing. Positions are 32-bit (a pool that would pass 2^31 entries, tens of GB, sets `full`
/// and takes no more edges: the builder then stops); so does a pool the system maps no more
/// room for (`unmapped`). The pool is a PageBuffer: the largest list of the contraction, its
/// pages go back to the system as soon as it moves or is let go.
/// `Slot` says where each list lies: the out lists' also carry the witness search's labels
/// (LabelledListSlot), the in lists' hold their place alone (ListSlot).
struct EdgeLists<Slot: EdgeListSlot> {
    let pool = PageBuffer<HierarchyBuilder.Edge>(filler: .unused)
    var slot: [Slot]
    var capacity: [Int32]
    /// The nodes whose lists lie in pool[..< laidOut], in the order they lie there (as the last
    /// compaction left them), and the lists moved past it since, each with where it went (a list
    /// moved again is current at its last place only): together, every list in pool order, which
    /// is what lets `compact` slide them down in place.
    private var laidOutOrder: [Int32]
    private var laidOut: Int
    private var moved: [(node: Int32, first: Int32)] = []
    private(set) var full = false
    /// The pool could not be mapped or grown (also sets `full`).
    private(set) var unmapped = false
    static var maxPool: Int { Int(Int32.max) }

    /// Room for each node's original edges. The pool's buffer is reserved at twice that: a buffer
    /// grown later is a copy beside the old one, while pages mapped and never written cost no
    /// memory.
    init(degrees: [Int32]) {
        slot = []
        slot.reserveCapacity(degrees.count)
        capacity = []
        capacity.reserveCapacity(degrees.count)
        var total = 0
        for d in degrees {
            guard total + Int(d) <= Self.maxPool else {
                full = true
                slot = []
                capacity = []
                break
            }
            slot.append(Slot(first: total, count: 0))
            capacity.append(d)
            total += Int(d)
        }
        if full {
            slot = Array(repeating: Slot(first: 0, count: 0), count: degrees.count)
            capacity = Array(repeating: 0, count: degrees.count)
            total = 0
        }
        laidOutOrder = full ? [] : (0..<degrees.count).map { Int32(truncatingIfNeeded: $0) }
        laidOut = total
        guard total > 0 else { return }
        guard pool.reserve(min(Self.maxPool, 2 * total)), pool.append(repeating: .unused, count: total) else {
            markUnmapped()
            return
        }
    }

    /// No room could be mapped: every list stays empty and takes no more edges.
    private mutating func markUnmapped() {
        unmapped = true
        full = true
        pool.truncate(to: 0)
        for x in slot.indices { slot[x] = Slot(first: 0, count: 0) }
        for x in capacity.indices { capacity[x] = 0 }
    }

    /// x's list takes no more edges: no room is kept for it from the next compaction on.
    mutating func closeRoom(_ x: Int) {
        capacity[x] = slot[x].size
    }

    @inline(__always)
    func range(_ x: Int) -> Range<Int> {
        let s = slot[x]
        return s.first ..< s.first + s.count
    }

    func hops(_ x: Int) -> Int {
        var sum = 0
        for i in range(x) { sum += Int(pool[i].hops) }
        return sum
    }

    /// Adds e to x's list, or lowers the weight of x's edge to the same node if e is shorter.
    mutating func addMin(_ x: Int, _ e: HierarchyBuilder.Edge) {
        guard !full else { return }
        let r = range(x)
        for i in r where pool[i].node == e.node {
            if e.weight < pool[i].weight { pool[i] = e }
            return
        }
        if slot[x].size == capacity[x] {
            let room = max(4, Int(capacity[x]) * 3 / 2)
            guard pool.count + room <= Self.maxPool else { full = true; return }
            if pool.count + room > pool.capacity { compact(reserving: room) }
            let from = slot[x].first, to = pool.count
            guard pool.append(repeating: .unused, count: room) else {
                markUnmapped()
                return
            }
            for i in 0..<slot[x].count { pool[to + i] = pool[from + i] }
            slot[x].first = to
            capacity[x] = Int32(room)
            moved.append((Int32(truncatingIfNeeded: x), Int32(truncatingIfNeeded: to)))
        }
        pool[slot[x].first + slot[x].count] = e
        slot[x].count += 1
    }

    /// Slides every list down in pool order, each followed by its room, over the slots moved
    /// lists left; the pool's buffer grows (by `extra` entries and an eighth more) only when that
    /// frees too little. A list only ever moves down (the lists before it in the new layout held
    /// at least their new room before it in the old one), so one pass in place does it.
    private mutating func compact(reserving extra: Int) {
        var at = 0, kept = 0
        func slide(_ x: Int) {
            let from = slot[x].first, count = slot[x].count
            if from != at {
                for i in 0..<count { pool[at + i] = pool[from + i] }
                slot[x].first = at
            }
            at += Int(capacity[x])
        }
        for i in laidOutOrder.indices {
            let x = Int(laidOutOrder[i])
            guard slot[x].first < laidOut else { continue }   // moved since: its place comes below
            slide(x)
            laidOutOrder[kept] = Int32(truncatingIfNeeded: x)
            kept += 1
        }
        for (node, first) in moved where slot[Int(node)].first == Int(first) {
            slide(Int(node))
            laidOutOrder[kept] = node
            kept += 1
        }
        moved.removeAll(keepingCapacity: true)
        laidOut = at
        pool.truncate(to: at)
        // Short of room for the extra and the eighth, the append maps what it needs, or fails.
        if at + extra > pool.capacity { pool.reserve(at + extra + at / 8) }
    }

    /// Removes x's edge to node y (a list holds at most one edge per node), keeping the order.
    mutating func remove(_ y: Int32, from x: Int) {
        let r = range(x)
        var i = r.lowerBound
        while i < r.upperBound && pool[i].node != y { i += 1 }
        guard i < r.upperBound else { return }
        while i + 1 < r.upperBound {
            pool[i] = pool[i + 1]
            i += 1
        }
        slot[x].count -= 1
    }

    /// The lists one after another in node order, as the hierarchy stores them.
    func flattened() -> ContractedHierarchy.Edges {
        var e = ContractedHierarchy.Edges()
        var total = 0
        for s in slot { total += s.count }
        e.start.reserveCapacity(slot.count + 1)
        e.target.reserveCapacity(total)
        e.weight.reserveCapacity(total)
        e.middle.reserveCapacity(total)
        for x in slot.indices {
            for i in range(x) {
                e.target.append(pool[i].node)
                e.weight.append(pool[i].weight)
                e.middle.append(pool[i].middle)
            }
            e.start.append(Int32(clamping: e.target.count))
        }
        return e
    }
}
