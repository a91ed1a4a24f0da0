/// Renumbers a RawNetwork's vertices along a Hilbert curve over their coordinates, and orders
/// its ways by their first vertex, so that everything built from it (arcs, turn-graph nodes,
/// snapping grid, vertex index, polyline table) keeps a path's consecutive vertices and arcs
/// close in memory: fewer cache misses when a route reads them (RoutingKit and OSRM reorder for
/// the same reason). Only the order changes: the same network, the same costs.
extension RawNetwork {
    func inLocalOrder() -> RawNetwork {
        var out = self
        out.toLocalOrder()
        return out
    }

    /// Renumbers this network in place: each way's node list is rewritten where it lies, not copied.
    mutating func toLocalOrder() {
        let vertexNew = LocalOrder.positions(LocalOrder.hilbertKeys(coordinates))
        // Ways by their first (renumbered) vertex: a way's arcs stay consecutive, as before.
        let firstVertex = ways.map { w in
            w.nodes.first.map { v in vertexNew.indices.contains(Int(v)) ? UInt64(vertexNew[Int(v)]) : UInt64(UInt32(bitPattern: v)) } ?? UInt64.max
        }
        renumber(vertices: vertexNew, ways: LocalOrder.positions(firstVertex))
    }

    /// The same network with vertex v numbered vertices[v] and way w numbered ways[w] (both
    /// permutations); a reference outside its array is kept as it is (GraphBuilder skips it).
    func renumbered(vertices vertexNew: [Int32], ways wayNew: [Int32]) -> RawNetwork {
        var out = self
        out.renumber(vertices: vertexNew, ways: wayNew)
        return out
    }

    /// `renumbered` in place.
    mutating func renumber(vertices vertexNew: [Int32], ways wayNew: [Int32]) {
        guard vertexNew.count == coordinates.count, wayNew.count == ways.count else { return }
        func vertex(_ v: Int32) -> Int32 { vertexNew.indices.contains(Int(v)) ? vertexNew[Int(v)] : v }
        func way(_ w: Int32) -> Int32 { wayNew.indices.contains(Int(w)) ? wayNew[Int(w)] : w }
        // One control per vertex (none where a damaged input has fewer), so each stays with its vertex.
        var placedCoordinates = coordinates, placedControls = [UInt8](repeating: 0, count: coordinates.count)
        for (old, new) in vertexNew.enumerated() where placedCoordinates.indices.contains(Int(new)) {
            placedCoordinates[Int(new)] = coordinates[old]
            if controls.indices.contains(old) { placedControls[Int(new)] = controls[old] }
        }
        coordinates = placedCoordinates
        controls = placedControls
        // Taken out of self so that, when the ways are a permutation (always, from toLocalOrder),
        // each node list is held once and renumbered where it lies instead of copied. Otherwise a
        // place no way moves to keeps its way as it was.
        let permutation = LocalOrder.isPermutation(wayNew)
        var old = ways
        ways = []
        var placed = permutation ? [Way](repeating: Way(nodes: [], forwardKmh: 0, backwardKmh: 0), count: old.count) : old
        for (w, new) in wayNew.enumerated() where placed.indices.contains(Int(new)) {
            var moved = old[w]
            if permutation { old[w].nodes = [] }
            for k in moved.nodes.indices { moved.nodes[k] = vertex(moved.nodes[k]) }
            placed[Int(new)] = moved
        }
        old = []
        ways = placed
        restrictions = restrictions.map { r in
            .init(only: r.only, fromWay: way(r.fromWay), viaNode: vertex(r.viaNode), toWay: way(r.toWay))
        }
        viaWayRestrictions = viaWayRestrictions.map { r in
            .init(only: r.only, fromWay: way(r.fromWay), viaWays: r.viaWays.map(way), toWay: way(r.toWay))
        }
    }
}

enum LocalOrder {
    /// Whether `p` holds each of 0 ..< p.count once.
    static func isPermutation(_ p: [Int32]) -> Bool {
        var seen = [Bool](repeating: false, count: p.count)
        for x in p {
            guard x >= 0, Int(x) < p.count, !seen[Int(x)] else { return false }
            seen[Int(x)] = true
        }
        return true
    }

    /// Each item's new index when the items are sorted by key (ties keep their order).
    static func positions(_ keys: [UInt64]) -> [Int32] {
        let order = keys.indices.sorted { a, b in keys[a] != keys[b] ? keys[a] < keys[b] : a < b }
        var position = [Int32](repeating: 0, count: keys.count)
        for (new, old) in order.enumerated() { position[old] = Int32(clamping: new) }
        return position
    }

    /// Each coordinate's index on a 2^16 x 2^16 Hilbert curve over the coordinates' bounding box;
    /// a coordinate that is not finite goes last.
    static func hilbertKeys(_ coordinates: [Coordinate]) -> [UInt64] {
        var minLat = Double.infinity, maxLat = -Double.infinity, minLon = Double.infinity, maxLon = -Double.infinity
        for c in coordinates where c.lat.isFinite && c.lon.isFinite {
            minLat = min(minLat, c.lat); maxLat = max(maxLat, c.lat)
            minLon = min(minLon, c.lon); maxLon = max(maxLon, c.lon)
        }
        func cell(_ value: Double, _ low: Double, _ high: Double) -> UInt32 {
            let span = high - low
            guard span > 0, span.isFinite else { return 0 }
            let scaled = ((value - low) / span * 65535).rounded(.down)
            return UInt32(min(65535, max(0, scaled)))
        }
        return coordinates.map { c in
            guard c.lat.isFinite, c.lon.isFinite else { return UInt64.max }
            return hilbert(x: cell(c.lon, minLon, maxLon), y: cell(c.lat, minLat, maxLat))
        }
    }

    /// The distance along the Hilbert curve of order 16 to cell (x, y), both < 2^16.
    static func hilbert(x: UInt32, y: UInt32) -> UInt64 {
        var x = x & 0xFFFF, y = y & 0xFFFF, d: UInt64 = 0
        var s: UInt32 = 1 << 15
        while s > 0 {
            let rx: UInt32 = x & s != 0 ? 1 : 0, ry: UInt32 = y & s != 0 ? 1 : 0
            d |= UInt64(s) &* UInt64(s) &* UInt64((3 &* rx) ^ ry)
            // Rotate the quadrant so the curve's pieces join.
            if ry == 0 {
                if rx == 1 { x = 0xFFFF &- x; y = 0xFFFF &- y }
                swap(&x, &y)
            }
            s >>= 1
        }
        return d
    }
}
