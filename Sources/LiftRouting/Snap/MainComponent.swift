/// The big strongly connected parts of the turn graph: those of at least `smallComponentSize`
/// road pieces, OSRM's `--small-component-size` (the routing bench runs OSRM with the same 100).
/// A stop whose nearest road lies in a small part (a car park exit, a fragment the extract cut
/// off, a one-way stub) may also snap to the nearest big part (Router.endpoints), where trips
/// through a small part would otherwise fail with no_route.
/// Computed on the turn graph (arcs and allowed turns), as OSRM computes its components on the
/// edge-based graph: roads whose junctions are mutually reachable can still trap a car that may
/// not turn back (no U-turn away from dead ends, turn restrictions), and a stop there could be
/// reached but never left.
enum MainComponent {
    /// What a segment is to the main component, stored per segment (one byte each, NetworkCodec).
    enum Kind: UInt8 {
        /// Not joined to the main component by any road: a separate network (an island).
        case island = 0
        /// One of its arcs lies in a big component (of `smallComponentSize` pieces or more).
        case main = 1
        /// Joined to the main component but not strongly: a car cannot both come and go (a
        /// one-way stub the extract cut off, a road behind a barrier, a trap of one-way streets).
        case attached = 2
        /// Never snapped onto (a ferry, a private service road: OSRM's startpoints), whatever its part.
        case noStart = 3
    }

    /// OSRM's threshold between small and big components, counted in road pieces between
    /// junctions per direction (OSRM's edge-based nodes; here the arcs leaving a vertex that is
    /// not a plain bend, i.e. one whose number of neighbours is not two).
    static let smallComponentSize = 100

    /// Each segment's Kind (raw values). Its working arrays are 32-bit and each goes once read:
    /// an import makes this beside the whole network, where 64-bit ones were its largest part.
    static func segments(of g: RoadGraph, turns t: TurnGraph) -> [UInt8] {
        var (component, _) = components(t)
        var degree = [Int32](repeating: 0, count: g.vertexCount)
        for s in 0..<g.segmentCount {
            degree[Int(g.segmentA[s])] += 1
            degree[Int(g.segmentB[s])] += 1
        }
        // Pieces per component: arcs that start a piece (leave a junction, a dead end or an end
        // of the graph); a ring of bends alone counts one.
        var pieces = [Int](repeating: 0, count: Int(component.max() ?? -1) + 1)
        for (x, c) in component.enumerated() where x < g.arcCount && c >= 0 && degree[Int(g.arcFrom[x])] != 2 {
            pieces[Int(c)] += 1
        }
        degree = []
        // The largest component is big whatever its size: a small extract still routes.
        let largest = pieces.indices.max(by: { pieces[$0] < pieces[$1] })
        func big(_ c: Int) -> Bool { c == largest || max(pieces[c], 1) >= smallComponentSize }
        func inMain(_ arc: Int32) -> Bool {
            arc >= 0 && Int(arc) < component.count && component[Int(arc)] >= 0 && big(Int(component[Int(arc)]))
        }
        var kinds = (0..<g.segmentCount).map { inMain(g.segmentForward[$0]) || inMain(g.segmentBackward[$0]) ? Kind.main.rawValue : Kind.island.rawValue }
        component = []
        // Roads joined at all (either direction, any turn): union-find over the segments' vertices.
        var parent = [Int32](unsafeUninitializedCapacity: g.vertexCount) { buffer, initialized in
            for v in 0..<g.vertexCount { buffer[v] = Int32(truncatingIfNeeded: v) }
            initialized = g.vertexCount
        }
        func find(_ v: Int) -> Int {
            var r = v
            while Int(parent[r]) != r { r = Int(parent[r]) }
            var x = v
            while Int(parent[x]) != r { let next = Int(parent[x]); parent[x] = Int32(truncatingIfNeeded: r); x = next }
            return r
        }
        for s in 0..<g.segmentCount {
            let a = find(Int(g.segmentA[s])), b = find(Int(g.segmentB[s]))
            if a != b { parent[a] = Int32(truncatingIfNeeded: b) }
        }
        var mainRoot = [Bool](repeating: false, count: g.vertexCount)
        for s in kinds.indices where kinds[s] == Kind.main.rawValue { mainRoot[find(Int(g.segmentA[s]))] = true }
        for s in kinds.indices where kinds[s] != Kind.main.rawValue && mainRoot[find(Int(g.segmentA[s]))] {
            kinds[s] = Kind.attached.rawValue
        }
        return kinds
    }

    /// Kosaraju on a CSR graph: each node's component and each component's size. 32-bit
    /// throughout (node and edge counts are 32-bit in a TurnGraph), each array let go once done.
    static func components(_ t: TurnGraph) -> (component: [Int32], sizes: [Int]) {
        let n = t.nodeCount
        guard n > 0 else { return ([], []) }
        // Finishing order on the graph (iterative DFS), then components on the reverse.
        var order = [Int32]()
        order.reserveCapacity(n)
        do {
            var visited = [Bool](repeating: false, count: n)
            var stack = [(node: Int32, next: Int32, end: Int32)]()
            for start in 0..<n where !visited[start] {
                visited[start] = true
                let r = t.edges(of: start)
                stack.append((Int32(truncatingIfNeeded: start), Int32(truncatingIfNeeded: r.lowerBound), Int32(truncatingIfNeeded: r.upperBound)))
                while let top = stack.last {
                    if top.next < top.end {
                        stack[stack.count - 1].next += 1
                        let w = Int(t.target[Int(top.next)])
                        if w >= 0, w < n, !visited[w] {
                            visited[w] = true
                            let rw = t.edges(of: w)
                            stack.append((Int32(truncatingIfNeeded: w), Int32(truncatingIfNeeded: rw.lowerBound),
                                          Int32(truncatingIfNeeded: rw.upperBound)))
                        }
                    } else {
                        order.append(top.node)
                        stack.removeLast()
                    }
                }
            }
        }
        // Reverse adjacency in flat arrays (targets are validated indices, but stay defensive).
        var inStart = [Int32](repeating: 0, count: n + 1)
        for y in t.target where y >= 0 && Int(y) < n { inStart[Int(y) + 1] += 1 }
        for v in 0..<n { inStart[v + 1] += inStart[v] }
        var inFrom = [Int32](repeating: 0, count: Int(inStart[n]))
        do {
            var inFill = inStart
            for x in 0..<n {
                for e in t.edges(of: x) where t.target[e] >= 0 && Int(t.target[e]) < n {
                    let y = Int(t.target[e])
                    inFrom[Int(inFill[y])] = Int32(truncatingIfNeeded: x)
                    inFill[y] += 1
                }
            }
        }
        var component = [Int32](repeating: -1, count: n)
        var sizes = [Int]()
        var pending = [Int32]()
        for start in order.reversed() where component[Int(start)] < 0 {
            let c = Int32(truncatingIfNeeded: sizes.count)
            sizes.append(0)
            component[Int(start)] = c
            pending.append(start)
            while let v = pending.popLast() {
                sizes[Int(c)] += 1
                for i in Int(inStart[Int(v)])..<Int(inStart[Int(v) + 1]) where component[Int(inFrom[i])] < 0 {
                    component[Int(inFrom[i])] = c
                    pending.append(inFrom[i])
                }
            }
        }
        return (component, sizes)
    }
}
