/// The largest strongly connected part of the road graph. Stops snap only to its segments (as
/// OSRM does): a stop on an island — a car park exit, a fragment the extract cut off, a one-way
/// stub — would otherwise make every trip through it fail with no_route.
enum MainComponent {
    /// For each segment, whether both its ends lie in the largest strongly connected component.
    static func segments(of g: RoadGraph) -> [Bool] {
        let n = g.vertexCount
        guard n > 0 else { return [] }
        // Forward and reverse adjacency in flat arrays.
        var outStart = [Int](repeating: 0, count: n + 1), inStart = [Int](repeating: 0, count: n + 1)
        for a in 0..<g.arcCount {
            outStart[Int(g.arcFrom[a]) + 1] += 1
            inStart[Int(g.arcTo[a]) + 1] += 1
        }
        for v in 0..<n {
            outStart[v + 1] += outStart[v]
            inStart[v + 1] += inStart[v]
        }
        var outTo = [Int](repeating: 0, count: g.arcCount), inFrom = [Int](repeating: 0, count: g.arcCount)
        var outFill = outStart, inFill = inStart
        for a in 0..<g.arcCount {
            let from = Int(g.arcFrom[a]), to = Int(g.arcTo[a])
            outTo[outFill[from]] = to; outFill[from] += 1
            inFrom[inFill[to]] = from; inFill[to] += 1
        }

        // Kosaraju: finishing order on the graph (iterative DFS), then components on the reverse.
        var visited = [Bool](repeating: false, count: n)
        var order = [Int]()
        order.reserveCapacity(n)
        var stack = [(vertex: Int, next: Int)]()
        for start in 0..<n where !visited[start] {
            visited[start] = true
            stack.append((start, outStart[start]))
            while let top = stack.last {
                if top.next < outStart[top.vertex + 1] {
                    stack[stack.count - 1].next += 1
                    let w = outTo[top.next]
                    if !visited[w] {
                        visited[w] = true
                        stack.append((w, outStart[w]))
                    }
                } else {
                    order.append(top.vertex)
                    stack.removeLast()
                }
            }
        }
        var component = [Int](repeating: -1, count: n)
        var sizes = [Int]()
        for start in order.reversed() where component[start] < 0 {
            let c = sizes.count
            sizes.append(0)
            component[start] = c
            var pending = [start]
            while let v = pending.popLast() {
                sizes[c] += 1
                for i in inStart[v]..<inStart[v + 1] where component[inFrom[i]] < 0 {
                    component[inFrom[i]] = c
                    pending.append(inFrom[i])
                }
            }
        }
        guard let main = sizes.indices.max(by: { sizes[$0] < sizes[$1] }) else { return [] }
        return (0..<g.segmentCount).map {
            component[Int(g.segmentA[$0])] == main && component[Int(g.segmentB[$0])] == main
        }
    }
}
