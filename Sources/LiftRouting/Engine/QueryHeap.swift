/// The CH query's binary min-heap of (key, node), in memory it owns: MinHeap's order (HeapOrder:
/// the same pops among equal keys, so the same routes), without an array's copy-on-write check
/// or bounds checks on every step. An entry is one 16-byte record, and a sift moves a hole
/// instead of swapping (half the stores; the same comparisons, so the same order). Lazy
/// deletion: stale entries are skipped by the caller. Grows by doubling; `removeAll` keeps the
/// memory for the next query.
final class QueryHeap {
    struct Entry { var key: Int64; var node: Int32 }

    private var entries: UnsafeMutablePointer<Entry>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int = 64) {
        self.capacity = max(1, capacity)
        entries = .allocate(capacity: self.capacity)
    }

    deinit { entries.deallocate() }

    var minKey: Int64? { count > 0 ? entries[0].key : nil }

    func removeAll() { count = 0 }

    /// HeapOrder.siftUp of the new entry: parents with a greater key move down into the hole.
    @inline(__always)
    func push(_ key: Int64, _ node: Int32) {
        if count == capacity { grow() }
        let e = entries
        var i = count
        count = i &+ 1
        while i > 0 {
            let parent = (i &- 1) >> 1
            guard e[parent].key > key else { break }
            e[i] = e[parent]
            i = parent
        }
        e[i] = Entry(key: key, node: node)
    }

    /// HeapOrder.siftDown of the last entry from the root: the hole at the root takes the smaller
    /// child (the left one on a tie, and neither unless strictly smaller than the last entry).
    @inline(__always)
    func pop() -> (key: Int64, node: Int32)? {
        guard count > 0 else { return nil }
        let e = entries
        let top = e[0]
        let n = count &- 1
        count = n
        if n > 0 {
            let last = e[n]
            var i = 0
            while true {
                let l = 2 &* i &+ 1, r = l &+ 1
                var m = i, mKey = last.key
                if l < n, e[l].key < mKey { m = l; mKey = e[l].key }
                if r < n, e[r].key < mKey { m = r }
                if m == i { break }
                e[i] = e[m]
                i = m
            }
            e[i] = last
        }
        return (top.key, top.node)
    }

    private func grow() {
        let bigger = capacity * 2
        let moved = UnsafeMutablePointer<Entry>.allocate(capacity: bigger)
        moved.moveInitialize(from: entries, count: count)
        entries.deallocate()
        entries = moved
        capacity = bigger
    }
}
