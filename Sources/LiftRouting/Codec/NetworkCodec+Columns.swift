import LiftCore

/// LIFTNET7: the head keeps what is read whole (coordinates, arc lengths, labels, the via-way
/// copies, the hierarchy's rank and bounds, the grid) and names the stored columns, whose chunks
/// follow the hierarchy's: the road graph's and turn graph's integer arrays, the chains and the
/// vertex index. Opening a network reads the head only; a column's chunk is read and checked when
/// a route first touches it. LIFTNET8 stores the coordinates, the arc lengths and the grid's cell
/// index as columns too (the most of a LIFTNET7 head), and the vertices' box the grid spans.
/// LIFTNET9 stores the hierarchy's rank, node and bounds and the segments' kinds as columns too,
/// the head keeping each bounds chunk's first value (NetworkCodec+Hierarchy).
extension NetworkCodec {
    /// One stored column as the head names it: its values, its first chunk's index, its chunks' checksums.
    struct StoredColumn {
        let column: any ChunkedValues
        let first: Int
        let sums: [UInt64]
    }

    /// The columns LIFTNET9 (LIFTNET8 without `lazyRank`, LIFTNET7 without `lazyHead`) stores, in
    /// their order (`decodeColumns` reads them in the same).
    static func columns(_ n: RoadNetwork, lazyHead: Bool = true, lazyRank: Bool = true) -> [any ChunkedValues] {
        let r = n.road, t = n.turns
        let road: [any ChunkedValues] = [r.segmentA, r.segmentB, r.segmentForward, r.segmentBackward, r.arcFrom, r.arcTo,
                                         r.arcSegment, r.arcWeight, r.arcDuration, r.segmentLabel]
        let graph: [any ChunkedValues] = [t.target, t.weight, t.start, n.chains.start, n.chains.arcs, n.chains.chainOf, n.chains.slot]
        let seven = road + graph + n.vertexArcs.columns
        guard lazyHead else { return seven }
        let eight = [r.coordinates, r.arcLength] + seven + [n.grid.cells.segments, n.grid.cells.start]
        guard lazyRank else { return eight }
        return eight + [n.rank, n.node, n.queryEdges.bounds, n.grid.kinds]
    }

    static func columnSections(_ n: RoadNetwork, into w: inout ByteWriter, chunkSums: [UInt64], columns: [StoredColumn], lazyHead: Bool,
                               lazyRank: Bool) {
        w.u64(lazyRank ? rankMagic : lazyHead ? lazyMagic : columnsMagic)
        w.u64(UInt64(Profile.allCases.firstIndex(of: n.profile) ?? 0))
        w.u64(UInt64(n.stats.restrictions))
        w.u64(UInt64(n.stats.skippedRestrictions))
        let r = n.road
        if lazyHead {
            let box = n.grid.box
            for d in [box.lo.lat, box.lo.lon, box.hi.lat, box.hi.lon] { w.u64(d.bitPattern) }
        } else {
            w.records(r.coordinates.array, word: 8)
            w.records(r.arcLength.array)
        }
        w.array(r.labels.text); w.array(r.labels.bounds); w.array(r.labels.kinds); w.array(r.labels.roadClasses)
        let q = n.queryEdges
        // Before the columns: their chunks' checks need the bounds' fences and the edge count.
        if lazyRank { w.array(fences(of: q.bounds)); w.u64(UInt64(q.edgeCount)); w.u64(UInt64(q.shortcutCount)) }
        for c in columns { w.u64(UInt64(c.column.count)); w.u64(UInt64(c.first)); w.array(c.sums) }
        // The via-way copies as (original, copy) pairs, by original and then in the copies' order.
        let pairs = n.arcCopies.keys.sorted().flatMap { a in (n.arcCopies[a] ?? []).map { (a, $0) } }
        w.array(pairs.map(\.0)); w.array(pairs.map(\.1))
        if lazyRank {
            w.array(chunkSums)
        } else {
            w.array(n.rank)
            w.array(q.bounds); w.u64(UInt64(q.edgeCount)); w.u64(UInt64(q.shortcutCount)); w.array(chunkSums)
            w.array(n.grid.kinds)
        }
        if !lazyHead { w.array(n.grid.cells.start.array); w.array(n.grid.cells.segments.array) }
    }

    /// The rest of a LIFTNET7 head after its profile and restriction counts. Throws
    /// ByteReader.Truncated (decode's `corrupt`) on a count that does not fit the network.
    static func decodeColumns(_ b: inout ByteReader, lazyHead: Bool, lazyRank: Bool, profile: Profile, restrictions: Int, skipped: Int,
                              _ source: NetworkChunkSource) throws -> RoadNetwork {
        var r = RoadGraph()
        var box: SegmentGrid.Box?
        if lazyHead {
            let d = try (0..<4).map { _ in Double(bitPattern: try b.u64()) }
            box = SegmentGrid.Box(lo: Coordinate(lat: d[0], lon: d[1]), hi: Coordinate(lat: d[2], lon: d[3]))
        } else {
            r.coordinates = Column(try b.records(Coordinate.self, word: 8))
            r.arcLength = Column(try b.records(Float.self))
        }
        let text = try b.array(UInt8.self), bounds = try b.array(Int32.self), labelKinds = try b.array(UInt8.self)
        r.labels = RoadLabels(text: text, bounds: bounds, kinds: labelKinds, roadClasses: try b.array(UInt8.self))
        guard box?.isValid ?? true, r.coordinates.allSatisfy(\.isOnEarth), r.arcLength.allSatisfy(Self.isLength),
              r.labels.roadClasses.count == labelKinds.count, r.labels.isValid
        else { throw ByteReader.Truncated() }
        var hierarchyHead: (fences: [Int32], edges: UInt64, shortcuts: UInt64)?
        if lazyRank {
            hierarchyHead = (try b.array(Int32.self), try b.u64(), try b.u64())
            guard let h = hierarchyHead, h.edges <= UInt64(Int32.max), h.shortcuts <= h.edges else { throw ByteReader.Truncated() }
        }
        let failures = ChunkFailures()
        func column<T: ColumnValue>(_: T.Type, count: Int?, _ check: @escaping CheckedColumn<T>.Check) throws -> CheckedColumn<T> {
            let n = try b.u64(), first = try b.u64(), sums = try b.array(UInt64.self)
            guard n <= UInt64(Int32.max), first <= UInt64(Int32.max), count.map({ UInt64($0) == n }) ?? true,
                  let c = CheckedColumn<T>(count: Int(n), first: Int(first), sums: sums, source: source, failures: failures, check: check)
            else { throw ByteReader.Truncated() }
            return c
        }
        typealias I = CheckedColumn<Int32>
        if lazyHead {
            r.coordinates = Column(stored: try column(Coordinate.self, count: nil) { _, values in values.allSatisfy(\.isOnEarth) })
            r.arcLength = Column(stored: try column(Float.self, count: nil) { _, values in values.allSatisfy(Self.isLength) })
        }
        let v = r.vertexCount, a = r.arcLength.count
        let segmentA = try column(Int32.self, count: nil, I.below(v))
        let s = segmentA.count
        r.segmentA = Column(stored: segmentA)
        r.segmentB = Column(stored: try column(Int32.self, count: s, I.below(v)))
        r.segmentForward = Column(stored: try column(Int32.self, count: s, I.below(a, orNone: true)))
        r.segmentBackward = Column(stored: try column(Int32.self, count: s, I.below(a, orNone: true)))
        r.arcFrom = Column(stored: try column(Int32.self, count: a, I.below(v)))
        r.arcTo = Column(stored: try column(Int32.self, count: a, I.below(v)))
        r.arcSegment = Column(stored: try column(Int32.self, count: a, I.below(s)))
        let weight = try column(UInt32.self, count: a, CheckedColumn<UInt32>.atMost(RoadGraph.maxArcWeight))
        r.arcWeight = Column(stored: weight)
        // A duration is never more than its weight: checked against the weight's chunk, read for it.
        r.arcDuration = Column(stored: try column(UInt32.self, count: a) { first, values in
            values.indices.allSatisfy { values[$0] <= weight[first + $0] }
        })
        r.segmentLabel = Column(stored: try column(Int32.self, count: s, I.below(r.labels.count)))
        var t = TurnGraph()
        let target = try column(Int32.self, count: nil, I.below(a))
        t.target = Column(stored: target)
        // A turn's weight is its arc's plus the turn's cost, capped as an arc's (TurnBuilder).
        t.weight = Column(stored: try column(UInt32.self, count: target.count, CheckedColumn<UInt32>.atMost(RoadGraph.maxArcWeight)))
        t.start = Column(stored: try column(Int32.self, count: a + 1, I.ascending(upTo: target.count)))
        let chainStart = try column(Int32.self, count: nil, I.ascending(upTo: a))
        guard chainStart.count >= 1 else { throw ByteReader.Truncated() }
        func int32(count: Int, _ check: @escaping I.Check) throws -> Column<Int32> {
            Column(stored: try column(Int32.self, count: count, check))
        }
        let chains = Chains(start: Column(stored: chainStart), arcs: try int32(count: a, I.below(a)),
                            chainOf: try int32(count: a, I.below(chainStart.count - 1)), slot: try int32(count: a, I.below(a)))
        let index = VertexArcs(outStart: try int32(count: v + 1, I.ascending(upTo: a)), outArcs: try int32(count: a, I.below(a)),
                               inStart: try int32(count: v + 1, I.ascending(upTo: a)), inArcs: try int32(count: a, I.below(a)))
        var cells: SegmentGrid.Cells?
        if let box {
            let segments = try column(Int32.self, count: nil, I.below(s))
            let start = try column(Int32.self, count: nil, I.ascending(upTo: segments.count))
            cells = SegmentGrid.Cells(start: Column(stored: start), segments: Column(stored: segments))
            guard let cells, SegmentGrid.fits(cells, box: box, segments: s) else { throw ByteReader.Truncated() }
        }
        var lazy: (rank: Column<Int32>, node: Column<Int32>, bounds: Column<Int32>, kinds: Column<UInt8>)?
        if let h = hierarchyHead {
            let nodes = chains.count
            guard fencesFit(h.fences, nodes: nodes, edges: Int(h.edges)) else { throw ByteReader.Truncated() }
            // Values in range here; that node is rank's inverse is checked where a path leaves through it (HierarchyQuery).
            lazy = (try int32(count: nodes, I.below(nodes)), try int32(count: nodes, I.below(nodes)),
                    try int32(count: 2 * nodes + 1, boundsCheck(fences: h.fences, edges: Int(h.edges))),
                    Column(stored: try column(UInt8.self, count: s) { _, values in
                        values.allSatisfy { MainComponent.Kind(rawValue: $0) != nil }
                    }))
        }
        let originals = try b.array(Int32.self), copyIds = try b.array(Int32.self)
        guard originals.count == copyIds.count, (originals + copyIds).allSatisfy({ $0 >= 0 && Int($0) < a }) else { throw ByteReader.Truncated() }
        var copies = [Int32: [Int32]]()
        for (o, c) in zip(originals, copyIds) { copies[o, default: []].append(c) }
        let rank: Column<Int32>, node: Column<Int32>, edges: InterleavedEdges, kinds: Column<UInt8>
        if let lazy, let h = hierarchyHead {
            let sums = try b.array(UInt64.self)
            (rank, node, kinds) = (lazy.rank, lazy.node, lazy.kinds)
            let bounds = lazy.bounds
            guard let chunks = EdgeChunks(count: Int(h.edges), sums: sums, shortcuts: Int(h.shortcuts), source: source, check: {
                chunkInOrder($0, $1, $2, rank: rank, node: node, bounds: bounds, fences: h.fences)
            }) else { throw ByteReader.Truncated() }
            edges = InterleavedEdges(bounds: bounds, chunks: chunks)
        } else {
            (rank, node, edges) = try chunked(&b, nodes: chains.count, source)
            let whole = try b.array(UInt8.self)
            guard whole.count == s, whole.allSatisfy({ MainComponent.Kind(rawValue: $0) != nil }) else { throw ByteReader.Truncated() }
            kinds = Column(whole)
        }
        // LIFTNET7's are checked by SegmentGrid against this graph (rebuilt if they do not fit).
        if !lazyHead { cells = SegmentGrid.Cells(start: Column(try b.array(Int32.self)), segments: Column(try b.array(Int32.self))) }
        guard b.atEnd else { throw ByteReader.Truncated() }
        return RoadNetwork(profile: profile, road: r, turns: t, chains: chains, rank: rank, node: node, edges: edges,
                           restrictions: restrictions, skipped: skipped, mainComponent: kinds, cells: cells,
                           vertexArcs: index, copies: copies, failures: failures, box: box)
    }

    /// An arc length as stored: finite, not negative.
    private static func isLength(_ length: Float) -> Bool { length.isFinite && length >= 0 }
}
