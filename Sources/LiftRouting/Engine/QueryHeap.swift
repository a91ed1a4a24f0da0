/// The CH query's binary min-heap of (key, node), in memory it owns: MinHeap's order (HeapOrder:
/// the same pops among equal keys, so the same routes), without an array's copy-on-write check
/// or bounds checks on every step. Lazy deletion: stale entries
/// are skipped by the caller. Grows by doubling; `removeAll` keeps the memory for the next query.
final class QueryHeap {
    private var keys: UnsafeMutablePointer<Int64>
    private var nodes: UnsafeMutablePointer<Int32>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int = 64) {
        self.capacity = max(1, capacity)
        keys = .allocate(capacity: self.capacity)
        nodes = .allocate(capacity: self.capacity)
    }

    deinit {
        keys.deallocate()
        nodes.deallocate()
    }

    var minKey: Int64? { count > 0 ? keys[0] : nil }

    func removeAll() { count = 0 }

    func push(_ key: Int64, _ node: Int32) {
        if count == capacity { grow() }
        keys[count] = key
        nodes[count] = node
        HeapOrder.siftUp(keys, nodes, from: count)
        count += 1
    }

    func pop() -> (key: Int64, node: Int32)? {
        guard count > 0 else { return nil }
        let key = keys[0], node = nodes[0]
        count -= 1
        if count > 0 {
            keys[0] = keys[count]
            nodes[0] = nodes[count]
            HeapOrder.siftDown(keys, nodes, count: count)
        }
        return (key, node)
    }

    private func grow() {
        let bigger = capacity * 2
        let k = UnsafeMutablePointer<Int64>.allocate(capacity: bigger), v = UnsafeMutablePointer<Int32>.allocate(capacity: bigger)
        k.update(from: keys, count: count)
        v.update(from: nodes, count: count)
        keys.deallocate()
        nodes.deallocate()
        keys = k
        nodes = v
        capacity = bigger
    }
}
