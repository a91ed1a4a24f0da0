/// A binary min-heap of (key, node) with lazy deletion: stale entries are skipped by the caller.
struct MinHeap {
    private(set) var keys: [Int64] = []
    private(set) var nodes: [Int32] = []

    var isEmpty: Bool { keys.isEmpty }
    var minKey: Int64? { keys.first }

    mutating func removeAll() {
        keys.removeAll(keepingCapacity: true)
        nodes.removeAll(keepingCapacity: true)
    }

    mutating func push(_ key: Int64, _ node: Int32) {
        keys.append(key)
        nodes.append(node)
        var i = keys.count - 1
        while i > 0 {
            let parent = (i - 1) / 2
            guard keys[parent] > keys[i] else { break }
            keys.swapAt(parent, i)
            nodes.swapAt(parent, i)
            i = parent
        }
    }

    mutating func pop() -> (key: Int64, node: Int32)? {
        guard let key = keys.first, let node = nodes.first else { return nil }
        let lastKey = keys.removeLast(), lastNode = nodes.removeLast()
        if !keys.isEmpty {
            keys[0] = lastKey
            nodes[0] = lastNode
            var i = 0
            let n = keys.count
            while true {
                let l = 2 * i + 1, r = l + 1
                var m = i
                if l < n && keys[l] < keys[m] { m = l }
                if r < n && keys[r] < keys[m] { m = r }
                if m == i { break }
                keys.swapAt(m, i)
                nodes.swapAt(m, i)
                i = m
            }
        }
        return (key, node)
    }
}
