/// Many-to-many costs on a Hierarchy by the bucket method: one backward upward search per target
/// leaves (target, distance) in a bucket at every node it settles; one forward upward search per
/// source then meets those buckets. n + m small searches instead of n * m point-to-point queries.
/// No stalling: upward searches settle the apex of every shortest path with its exact distance.
struct ManyToMany {
    /// TurnGraph node -> CH id, and the hierarchy's edges (a network's query layout).
    let rank: Column<Int32>
    let edges: InterleavedEdges

    /// costs[i][j] from sources[i] to targets[j] (ms), nil where unreachable.
    func costs(sources: [[HierarchyQuery.Seed]], targets: [[HierarchyQuery.Seed]]) -> [[Int64?]] {
        var buckets = [Int32: [(target: Int32, distance: Int64)]]()
        for (j, seeds) in targets.enumerated() {
            for (node, d) in upward(seeds, up: false) {
                buckets[node, default: []].append((Int32(j), d))
            }
        }
        var out = [[Int64?]](repeating: [Int64?](repeating: nil, count: targets.count), count: sources.count)
        for (i, seeds) in sources.enumerated() {
            for (node, d) in upward(seeds, up: true) {
                guard let bucket = buckets[node] else { continue }
                for (j, dj) in bucket {
                    let total = d + dj
                    if let old = out[i][Int(j)], old <= total { continue }
                    out[i][Int(j)] = total
                }
            }
        }
        return out
    }

    /// Every node (CH id) the upward search from `seeds` (TurnGraph ids) settles, with its distance.
    private func upward(_ seeds: [HierarchyQuery.Seed], up: Bool) -> [(Int32, Int64)] {
        var dist = [Int32: Int64]()
        var heap = MinHeap()
        for s in seeds where Int(s.node) < rank.count && s.node >= 0 {
            let id = rank[Int(s.node)]
            if let old = dist[id], old <= s.offset { continue }
            dist[id] = s.offset
            heap.push(s.offset, id)
        }
        var settled = [(Int32, Int64)]()
        let n = edges.nodeCount
        // A network read lazily makes each settled node's edges ready first (FlatInterleaved.ready).
        edges.withFlat { flat in
            while let (d, x) = heap.pop() {
                guard let known = dist[x], d <= known else { continue }
                settled.append((x, d))
                guard x >= 0, Int(x) < n, flat.ready(Int(x)) else { continue }
                for e in up ? flat.up(Int(x)) : flat.down(Int(x)) {
                    let y = flat.arcs[e].target, nd = d + Int64(flat.arcs[e].weight)
                    if let old = dist[y], old <= nd { continue }
                    dist[y] = nd
                    heap.push(nd, y)
                }
            }
        }
        return settled
    }
}
