/// A uniform grid over the segments (in a local metric projection) for nearest-road snapping.
/// Stored with the network (NetworkCodec); rebuilt from the RoadGraph when absent.
struct SegmentGrid: Sendable {
    struct Snap: Equatable {
        var segment: Int32
        /// Position along a -> b, 0...1.
        var fraction: Double
        var location: Coordinate
        var distance: Double
    }

    /// Cell side in metres for a network of city or region size.
    static let baseCellSize = 100.0
    /// Bounds on the index, whatever the coordinates: a network spread over a continent (or a
    /// damaged stored one with vertices across the globe) gets larger cells instead of an index
    /// that cannot be allocated. Every city or region extract stays at baseCellSize.
    static let maxCells = 1 << 22
    static let maxPairsPerSegment = 16, minPairBudget = 1 << 23
    /// Derived from the graph alone, so a stored cell index fits the graph it was built for.
    let cellSize: Double
    private let projection: LocalProjection
    private let minX: Double, minY: Double
    private let columns: Int, rows: Int
    let cells: Cells
    /// The vertices' box the grid covers (stored with the network).
    let box: Box

    /// What each segment is to the graph's main component (MainComponent.Kind raw values): read
    /// lazily since LIFTNET9, each chunk checked to hold kinds only.
    let kinds: Column<UInt8>
    var inMainComponent: [Bool] { kinds.map { $0 == MainComponent.Kind.main.rawValue } }
    /// A stop whose nearest road is on an island (a separate network) snaps to the main component
    /// only when that is at most this much (metres) farther: a road that is really separate still
    /// gives no_route rather than a silent detour. A stop nearest to a fragment joined to the main
    /// component snaps to the main component at any distance within the snap limit (as OSRM does).
    static let mainComponentTolerance = 200.0

    /// `kinds`: per segment (MainComponent). `cells`: the stored cell index when reopening
    /// (computing it is most of a reopen). Stored cells that do not fit this graph's grid are rebuilt.
    /// `box`: the vertices' box (Box.of) when stored with the network, so a reopen reads no vertex for it.
    init(_ g: RoadGraph, kinds: Column<UInt8>, cells: Cells? = nil, box: Box? = nil) {
        self.kinds = kinds
        let box = box ?? Box.of(g.coordinates)
        self.box = box
        let (p, spanX, spanY, start) = SegmentGrid.extent(box)
        var size = start
        projection = p
        minX = p.x(box.lo); minY = p.y(box.lo)
        if let cells, SegmentGrid.fits(cells, cellCount: SegmentGrid.cellCount(spanX, size) * SegmentGrid.cellCount(spanY, size),
                                        segments: g.segmentCount) {
            self.cells = cells
        } else {
            size = SegmentGrid.withinPairBudget(g, p, from: size)
            self.cells = SegmentGrid.index(g, p, minX: minX, minY: minY, columns: SegmentGrid.cellCount(spanX, size),
                                           rows: SegmentGrid.cellCount(spanY, size), cellSize: size)
        }
        // Coordinates are bounded and size keeps columns * rows <= maxCells.
        cellSize = size
        columns = SegmentGrid.cellCount(spanX, size)
        rows = SegmentGrid.cellCount(spanY, size)
    }

    /// The smallest box holding every vertex, the grid's extent; one point at (0, 0) for none.
    struct Box: Sendable, Equatable {
        var lo: Coordinate, hi: Coordinate

        static func of(_ coordinates: Column<Coordinate>) -> Box {
            guard !coordinates.isEmpty else { return Box(lo: .zero, hi: .zero) }
            var lo = Coordinate(lat: 90, lon: 180), hi = Coordinate(lat: -90, lon: -180)
            coordinates.withUnsafeBufferPointer {
                for c in $0 {
                    lo.lat = min(lo.lat, c.lat); lo.lon = min(lo.lon, c.lon)
                    hi.lat = max(hi.lat, c.lat); hi.lon = max(hi.lon, c.lon)
                }
            }
            return Box(lo: lo, hi: hi)
        }

        /// Corners on the earth, the low one not above the high one (a stored box's check).
        var isValid: Bool { lo.isOnEarth && hi.isOnEarth && lo.lat <= hi.lat && lo.lon <= hi.lon }
    }

    /// Whether stored cells fit the grid over `box` and `segments` segments (the stored layout's check at decode).
    static func fits(_ cells: Cells, box: Box, segments: Int) -> Bool {
        let (_, spanX, spanY, size) = extent(box)
        return fits(cells, cellCount: cellCount(spanX, size) * cellCount(spanY, size), segments: segments)
    }

    /// The box's projection and spans (metres), and the cell size: the base one, doubled while
    /// the grid would have more than maxCells cells.
    private static func extent(_ box: Box) -> (LocalProjection, spanX: Double, spanY: Double, size: Double) {
        let p = LocalProjection(referenceLatitude: (box.lo.lat + box.hi.lat) / 2)
        let spanX = p.x(box.hi) - p.x(box.lo), spanY = p.y(box.hi) - p.y(box.lo)
        var size = baseCellSize
        while Double(cellCount(spanX, size)) * Double(cellCount(spanY, size)) > Double(maxCells) { size *= 2 }
        return (p, spanX, spanY, size)
    }

    private static func cellCount(_ span: Double, _ size: Double) -> Int {
        max(1, Int((max(0, span) / size).rounded(.down)) + 1)
    }

    /// `size`, doubled until the segments' cell rectangles hold at most max(minPairBudget,
    /// maxPairsPerSegment per segment) entries in all (only a network with very long segments
    /// gets past the first pass). A stored index built at a larger size does not fit on reopen
    /// and is rebuilt: such networks are not real road networks.
    private static func withinPairBudget(_ g: RoadGraph, _ p: LocalProjection, from start: Double) -> Double {
        var size = start
        let budget = Double(max(minPairBudget, maxPairsPerSegment * g.segmentCount))
        while size < 1e8 {
            var pairs = 0.0
            for s in 0..<g.segmentCount {
                let a = g.coordinates[Int(g.segmentA[s])], b = g.coordinates[Int(g.segmentB[s])]
                let w = (abs(p.x(a) - p.x(b)) / size).rounded(.down) + 2, h = (abs(p.y(a) - p.y(b)) / size).rounded(.down) + 2
                pairs += w * h
                if pairs > budget { break }
            }
            if pairs <= budget { break }
            size *= 2
        }
        return size
    }

    /// Which segments cross each cell (flat CSR: cell i holds segments[start[i] ..< start[i + 1]]).
    struct Cells: Sendable, Equatable {
        var start: Column<Int32>
        var segments: Column<Int32>
    }

    private static func fits(_ c: Cells, cellCount: Int, segments: Int) -> Bool {
        guard c.start.count == cellCount + 1 else { return false }
        // A stored index's chunks are checked as they are read (starts ascending within a chunk up
        // to the segments' count, segments in range), and the scan reads a cell only when its
        // start is below its end: nothing of it is read here.
        if c.start.isStored && c.segments.isStored { return true }
        guard c.start.first == 0, Int(c.start[cellCount]) == c.segments.count else { return false }
        return c.start.withUnsafeBufferPointer { start in
            (0..<cellCount).allSatisfy { start[$0] <= start[$0 + 1] }
        } && c.segments.withUnsafeBufferPointer { $0.allSatisfy { $0 >= 0 && Int($0) < segments } }
    }

    /// Two passes over the segments, counting then placing, rather than a list of every (cell,
    /// segment) pair: that list was the largest thing an import made after the contraction. Each
    /// cell holds its segments in increasing order either way.
    private static func index(_ g: RoadGraph, _ p: LocalProjection, minX x0: Double, minY y0: Double,
                              columns cols: Int, rows rws: Int, cellSize: Double) -> Cells {
        func cell(_ v: Double, _ origin: Double, _ limit: Int) -> Int {
            min(limit - 1, max(0, Int(((v - origin) / cellSize).rounded(.down))))
        }
        func eachCell(_ body: (_ cell: Int, _ segment: Int) -> Void) {
            for s in 0..<g.segmentCount {
                let a = g.coordinates[Int(g.segmentA[s])], b = g.coordinates[Int(g.segmentB[s])]
                let cx0 = cell(min(p.x(a), p.x(b)), x0, cols), cx1 = cell(max(p.x(a), p.x(b)), x0, cols)
                let cy0 = cell(min(p.y(a), p.y(b)), y0, rws), cy1 = cell(max(p.y(a), p.y(b)), y0, rws)
                for cy in cy0...cy1 { for cx in cx0...cx1 { body(cy * cols + cx, s) } }
            }
        }
        var counts = [Int32](repeating: 0, count: cols * rws + 1)
        eachCell { c, _ in counts[c + 1] += 1 }
        for i in 0..<(cols * rws) { counts[i + 1] += counts[i] }
        var fill = counts
        var segments = [Int32](repeating: 0, count: Int(counts[cols * rws]))
        eachCell { c, s in
            segments[Int(fill[c])] = Int32(s)
            fill[c] += 1
        }
        return Cells(start: Column(counts), segments: Column(segments))
    }

    /// The nearest point on any segment, and the nearest on the main component, within
    /// `maxDistance` metres.
    struct Candidates {
        var nearest: Snap
        var nearestKind: MainComponent.Kind
        var main: Snap?

        /// Where a stop goes when nothing else decides (see mainComponentTolerance).
        var preferred: Snap {
            guard let main, nearestKind != .main else { return nearest }
            if nearestKind == .attached || main.distance <= nearest.distance + SegmentGrid.mainComponentTolerance { return main }
            return nearest
        }
    }

    /// Nil when no segment lies within `maxDistance` metres.
    /// `pendingCapacity` (1...64; tests pass small ones) bounds the cells waiting to be scanned.
    func candidates(_ c: Coordinate, in g: RoadGraph, maxDistance: Double,
                    pendingCapacity: Int = SegmentGrid.pendingCapacity) -> Candidates? {
        // The segments' ends and their vertices through readers taken once: every scanned segment reads them.
        g.segmentA.withReader { segmentA in
            g.segmentB.withReader { segmentB in
                g.coordinates.withReader { vertices in
                    cells.start.withReader { starts in
                        candidates(c, in: g, Readers(segmentA: segmentA, segmentB: segmentB, vertices: vertices, cellStarts: starts),
                                   maxDistance: maxDistance, pendingCapacity: pendingCapacity)
                    }
                }
            }
        }
    }

    /// The columns a search reads value by value, each looked at once per search.
    private struct Readers {
        let segmentA: Column<Int32>.Reader, segmentB: Column<Int32>.Reader
        let vertices: Column<Coordinate>.Reader
        let cellStarts: Column<Int32>.Reader
    }

    private func candidates(_ c: Coordinate, in g: RoadGraph, _ r: Readers, maxDistance: Double, pendingCapacity: Int) -> Candidates? {
        let px = projection.x(c), py = projection.y(c)
        let fx = (px - minX) / cellSize, fy = (py - minY) / cellSize
        // Far outside the network's box no ring can reach it; also keeps the Int conversions safe.
        let reach = maxDistance / cellSize + 2
        guard fx > -reach, fy > -reach, fx < Double(columns) + reach, fy < Double(rows) + reach else { return nil }
        let cx = Int(fx.rounded(.down)), cy = Int(fy.rounded(.down))
        // The nearest segment and the nearest main-component one so far (ties: the lower id). An
        // infinite distance stands for none yet: every comparison below then reads as "no bound".
        var best = Nearest(), bestMain = Nearest()
        let mainKind = MainComponent.Kind.main.rawValue, noStart = MainComponent.Kind.noStart.rawValue
        // Projected per use: a table of projected vertices measured no fewer instructions here
        // and cost every reopen its construction.
        func point(_ v: Int32) -> Projected { Projected(projection, r.vertices[Int(v)]) }
        // The squared distance from the stop to a cell's rectangle (0 inside it).
        func cellDistance2(_ x: Int, _ y: Int) -> Double {
            let dx = max(0, minX + Double(x) * cellSize - px, px - (minX + Double(x + 1) * cellSize))
            let dy = max(0, minY + Double(y) * cellSize - py, py - (minY + Double(y + 1) * cellSize))
            return dx * dx + dy * dy
        }
        func scan(_ from: Int, _ to: Int) {
            cells.segments.withRange(from..<to) { scan($0) }
        }
        func scan(_ segments: UnsafeBufferPointer<Int32>) {
            for s in segments {
                let si = Int(s)
                if si < kinds.count, kinds[si] == noStart { continue }
                let a = point(r.segmentA[si]), b = point(r.segmentB[si])
                let ax = a.x - px, ay = a.y - py
                let bx = b.x - px, by = b.y - py
                let dx = bx - ax, dy = by - ay
                let len2 = dx * dx + dy * dy
                let t = len2 > 0 ? min(1, max(0, -(ax * dx + ay * dy) / len2)) : 0
                let qx = ax + t * dx, qy = ay + t * dy
                let d2 = qx * qx + qy * qy
                if best.isBeaten(by: d2, s) { best = Nearest(segment: s, fraction: t, d2: d2) }
                if bestMain.isBeaten(by: d2, s), si < kinds.count, kinds[si] == mainKind {
                    bestMain = Nearest(segment: s, fraction: t, d2: d2)
                }
            }
        }
        // How far the stop is from its own cell's nearest side: every cell of ring r is at least
        // (r - 1) cells plus this far away (less a hair, so rounding never makes it a bound the
        // per-cell test below would not also give).
        let inside = min(fx - fx.rounded(.down), fx.rounded(.down) + 1 - fx, fy - fy.rounded(.down), fy.rounded(.down) + 1 - fy)
        let margin = max(0, inside * cellSize - 1e-6)
        let maxRing = Int(reach.rounded(.up))
        // Cells are scanned nearest first: each ring's non-empty cells wait in `pending` (sorted,
        // nearest last) until no cell of a later ring can be nearer, so a cell farther than the
        // nearest main-component road is mostly never scanned. The candidates are the same as
        // scanning ring by ring (ties go to the lower segment id whatever the order); whenever no
        // main-component road is known yet, every pending cell is scanned before the ring's stop
        // rules are read, so those rules see exactly what a ring-by-ring scan sees.
        // 64 records of 16 bytes: 1 KiB, the most withUnsafeTemporaryAllocation puts on the stack
        // without asking (1024 records were 24 KiB from malloc, twice a route). A full list is
        // scanned at once, which cannot change the candidates (see flush).
        let capacity = min(max(pendingCapacity, 1), SegmentGrid.pendingCapacity)
        withUnsafeTemporaryAllocation(of: PendingCell.self, capacity: capacity) { pending in
            var count = 0
            func flush(upTo limit: Double) {
                while count > 0, pending[count - 1].d2 <= limit {
                    count -= 1
                    let c = pending[count]
                    // The rest are farther still: none can hold anything nearer, now or later.
                    if c.d2 > bestMain.d2 { count = 0; return }
                    scan(Int(c.from), Int(c.to))
                }
            }
            for ring in 0...maxRing {
                if bestMain.d2 == .infinity { flush(upTo: .infinity) }
                // Stop when no unvisited cell can hold a nearer main-component segment that could be used.
                let ringDistance = Double(ring - 1) * cellSize
                if ringDistance + margin > bestMain.d2.squareRoot() { break }
                if bestMain.d2 == .infinity, best.d2 < .infinity {
                    let slack = kind(best.segment) == .attached ? maxDistance : SegmentGrid.mainComponentTolerance
                    if ringDistance > best.d2.squareRoot() + slack { break }
                }
                for y in (cy - ring)...(cy + ring) {
                    guard y >= 0, y < rows else { continue }
                    // Only the ring's border: the full rows at its top and bottom, two cells elsewhere.
                    let edgeRow = y == cy - ring || y == cy + ring
                    let step = edgeRow || ring == 0 ? 1 : 2 * ring
                    // A counted loop: the compiler kept `stride`'s iterator as calls here.
                    var x = cx - ring - step
                    while x + step <= cx + ring {
                        x += step
                        guard x >= 0, x < columns else { continue }
                        // Most cells around a stop far from the roads (water, parks) are empty:
                        // that is checked first. A cell wholly farther than the nearest
                        // main-component road found so far holds nothing that could change
                        // either candidate.
                        let cell = y * columns + x
                        let from = r.cellStarts[cell], to = r.cellStarts[cell + 1]
                        guard from < to else { continue }
                        let d2 = cellDistance2(x, y)
                        if d2 > bestMain.d2 { continue }
                        if count == pending.count { flush(upTo: .infinity) }
                        guard count < pending.count else { scan(Int(from), Int(to)); continue }
                        var k = count
                        while k > 0, pending[k - 1].d2 < d2 { pending[k] = pending[k - 1]; k -= 1 }
                        pending[k] = PendingCell(d2: d2, from: from, to: to)
                        count += 1
                    }
                }
                // Every cell of the next ring is at least this far.
                let next = Double(ring) * cellSize + margin
                flush(upTo: next * next)
            }
            flush(upTo: .infinity)
        }
        func snap(_ b: Nearest) -> Snap? {
            guard b.d2 < .infinity else { return nil }
            let a = g.coordinates[Int(g.segmentA[Int(b.segment)])], e = g.coordinates[Int(g.segmentB[Int(b.segment)])]
            let location = Coordinate(lat: a.lat + (e.lat - a.lat) * b.fraction, lon: a.lon + (e.lon - a.lon) * b.fraction)
            let distance = Geo.distance(c, location)
            return distance <= maxDistance ? Snap(segment: b.segment, fraction: b.fraction, location: location, distance: distance) : nil
        }
        guard let nearest = snap(best) else { return nil }
        // Mostly the nearest road is a main one: the same snap, without a second haversine.
        let main = bestMain.segment == best.segment && bestMain.d2 < .infinity ? nearest : snap(bestMain)
        return Candidates(nearest: nearest, nearestKind: kind(best.segment), main: main)
    }

    private func kind(_ s: Int32) -> MainComponent.Kind {
        kinds.indices.contains(Int(s)) ? MainComponent.Kind(rawValue: kinds[Int(s)]) ?? .island : .island
    }

    /// A candidate while the grid is searched; d2 is the squared distance in projected metres.
    private struct Nearest {
        var segment: Int32 = .max
        var fraction = 0.0
        var d2 = Double.infinity

        /// Nearer, or as near with a lower segment id (the same pick whatever the visiting order).
        @inline(__always)
        func isBeaten(by d2: Double, _ s: Int32) -> Bool { d2 < self.d2 || (d2 == self.d2 && s < segment) }
    }

    /// A non-empty cell waiting to be scanned: its squared distance from the stop and its
    /// segments' range in `cells.segments`.
    private struct PendingCell {
        var d2: Double
        var from: Int32, to: Int32
    }
    static let pendingCapacity = 64

    /// A vertex in the grid's projection (metres).
    struct Projected: Sendable {
        var x: Double, y: Double
        init(_ p: LocalProjection, _ c: Coordinate) { x = p.x(c); y = p.y(c) }
    }
}
