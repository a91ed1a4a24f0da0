import LiftCore

/// RoadNetwork <-> bytes. Decoding validates every index and CSR range, so a damaged BLOB is
/// refused as `corrupt` instead of crashing a later query. A BLOB in a layout written before the
/// first release is refused as `Outdated`, which asks for a re-import rather than reporting damage.
public enum NetworkCodec {
    /// The one stored layout, the bytes `LIFTNET4`: the hierarchy's edges as queries read them
    /// (InterleavedEdges: bounds, arcs, halves) and the coordinates as (lat, lon) records, so a
    /// reopen reads both in place instead of laying them out again. Chains are not stored: they
    /// are derived from the turn graph at decode.
    static let magic: UInt64 = 0x3454_454E_5446_494C     // "LIFTNET4"
    /// The layout imports write, `LIFTNET5`: LIFTNET4 without the hierarchy's edge records, which
    /// are stored apart in chunks (`Chunked.chunks`, EdgeChunks) with each chunk's checksum
    /// here, so a reopen reads none of them and a route only the chunks it touches.
    static let chunkedMagic: UInt64 = 0x3554_454E_5446_494C     // "LIFTNET5"
    /// The layout before LIFTNET8, `LIFTNET7`: LIFTNET5 with the road and turn graphs' integer
    /// arrays and what a reopen derived before stored as columns read lazily (CheckedColumn),
    /// each chunk beside the hierarchy's in `Chunked.chunks` and named by its checksum in the
    /// head: the graphs' arrays, the chains (start, arcs, chainOf, slot) and the vertex index
    /// (VertexArcs), so a reopen derives nothing and reads none of them whole.
    static let columnsMagic: UInt64 = 0x3754_454E_5446_494C     // "LIFTNET7"
    /// The layout before LIFTNET9, `LIFTNET8`: LIFTNET7 with the coordinates, the arc lengths
    /// and the snapping grid's cell index as stored columns too, and the vertices' box in the
    /// head, so that a reopen reads none of them whole (NetworkCodec+Columns).
    static let lazyMagic: UInt64 = 0x3854_454E_5446_494C     // "LIFTNET8"
    /// The layout imports write now, `LIFTNET9`: LIFTNET8 with the hierarchy's rank, its inverse
    /// (`node`) and bounds and the segments' main-component kinds as stored columns too, each
    /// chunk checked alone (NetworkCodec+Hierarchy), so that a reopen reads none of them whole
    /// and derives no inverse: what a first route pays no longer grows with the network.
    static let rankMagic: UInt64 = 0x3954_454E_5446_494C     // "LIFTNET9"
    /// The layouts written before the first release (`LIFTNET1` ... `LIFTNET3`, and `LIFTNET6`,
    /// the chains and vertex index alone as columns). They are not decoded: a store holding one
    /// answers `Outdated`, and re-importing the extract replaces it.
    static let olderMagics: [UInt64] = [0x3154_454E_5446_494C, 0x3254_454E_5446_494C, 0x3354_454E_5446_494C,
                                        0x3654_454E_5446_494C]

    /// A stored network in a layout this library no longer reads (`olderMagics`): usable again
    /// once the extract is imported again, so the request layer names the network to re-import.
    public struct Outdated: Error, Equatable {
        /// The magic found, as its 8 ASCII bytes (e.g. "LIFTNET3").
        public let magic: String
    }

    /// A network in the chunked layout: the head (one BLOB) and the hierarchy's edge chunks.
    public struct Chunked: Sendable {
        public let head: [UInt8]
        public let chunks: [[UInt8]]
    }

    static var corrupt: LiftError {
        LiftError(.corrupt, code: "corrupt_road_network", "the stored road network is damaged: import it again")
    }

    /// The whole network in one BLOB (LIFTNET4), as stores before the chunked layout hold it.
    public static func encode(_ n: RoadNetwork) -> [UInt8] { ByteWriter.sized { w in sections(n, into: &w, chunkSums: nil) } }

    /// The layout imports store (LIFTNET9; LIFTNET8 without `lazyRank`, LIFTNET7 without
    /// `lazyHead`, LIFTNET5 without `columns`), whole in memory (tests, copies).
    public static func encodeChunked(_ n: RoadNetwork, columns: Bool = true, lazyHead: Bool = true, lazyRank: Bool = true) -> Chunked {
        let e = Encoder(n, columns: columns, lazyHead: lazyHead, lazyRank: lazyHead && lazyRank)
        var chunks = [[UInt8]]()
        chunks.reserveCapacity(e.sums.count)
        e.forEachChunk { chunks.append($0) }
        return Chunked(head: ByteWriter.sized { w in
                           sections(n, into: &w, chunkSums: e.sums, columns: e.stored, lazyHead: e.lazyHead, lazyRank: e.lazyRank)
                       },
                       chunks: chunks)
    }

    /// The layout imports store (LIFTNET9), made piece by piece as the store writes it.
    public static func encoder(_ n: RoadNetwork) -> Encoder { Encoder(n) }

    /// A network's chunked layout, made as it is written: each chunk when the store asks for it,
    /// the head in pieces of about `piece` bytes. Holds the network and the chunks' checksums only
    /// (the head names them, so they are made first, each chunk made and let go).
    public struct Encoder: EncodedRoadNetwork {
        let network: RoadNetwork
        /// The head's pieces' size (1 MiB by default): small beside a large network's head.
        let piece: Int
        let arcs: [Hierarchy.Arc]
        let halves: [Hierarchy.Halves]
        let sums: [UInt64]
        /// The stored columns (LIFTNET7 to 9), their chunks after the hierarchy's; nil for LIFTNET5.
        let stored: [StoredColumn]?
        /// LIFTNET8 or 9 rather than LIFTNET7.
        let lazyHead: Bool
        /// LIFTNET9 rather than LIFTNET8.
        let lazyRank: Bool
        public let headByteCount: Int

        init(_ n: RoadNetwork, piece: Int = 1 << 20, columns: Bool = true, lazyHead: Bool = true, lazyRank: Bool = true) {
            network = n
            self.piece = piece
            self.lazyHead = lazyHead
            self.lazyRank = lazyHead && lazyRank
            arcs = n.queryEdges.arcs
            halves = n.queryEdges.halves
            var sums = [UInt64]()
            sums.reserveCapacity(EdgeChunks.chunkCount(arcs.count))
            for k in 0..<EdgeChunks.chunkCount(arcs.count) { sums.append(EdgeChunks.checksum(Self.chunk(k, arcs, halves))) }
            self.sums = sums
            var stored: [StoredColumn]?
            if columns {
                var first = sums.count
                stored = NetworkCodec.columns(n, lazyHead: lazyHead, lazyRank: self.lazyRank).map { c in
                    defer { first += c.chunkCount }
                    return StoredColumn(column: c, first: first, sums: c.checksums())
                }
            }
            self.stored = stored
            let lazyRank = self.lazyRank
            headByteCount = ByteWriter.measure { w in
                NetworkCodec.sections(n, into: &w, chunkSums: sums, columns: stored, lazyHead: lazyHead, lazyRank: lazyRank)
            }
        }

        public var chunkByteCount: Int {
            arcs.count * EdgeChunks.recordBytes + (stored ?? []).reduce(0) { $0 + $1.column.byteCount }
        }

        private static func chunk(_ k: Int, _ arcs: [Hierarchy.Arc], _ halves: [Hierarchy.Halves]) -> [UInt8] {
            let r = k * EdgeChunks.perChunk..<min(arcs.count, (k + 1) * EdgeChunks.perChunk)
            return EdgeChunks.encode(arcs[r], halves[r])
        }

        public func forEachChunk(_ body: ([UInt8]) throws -> Void) rethrows {
            for k in sums.indices { try body(Self.chunk(k, arcs, halves)) }
            for c in stored ?? [] {
                for k in c.sums.indices { try body(c.column.chunkBytes(k)) }
            }
        }

        /// The first error `body` throws ends the head there and is thrown.
        public func forEachHeadPiece(_ body: (UnsafeRawBufferPointer) throws -> Void) throws {
            var failure: Error?
            withoutActuallyEscaping(body) { body in
                ByteWriter.streamed(piece: piece, { w in
                    NetworkCodec.sections(network, into: &w, chunkSums: sums, columns: stored, lazyHead: lazyHead, lazyRank: lazyRank)
                }) { piece in
                    guard failure == nil else { return }
                    do { try body(piece) } catch { failure = error }
                }
            }
            if let failure { throw failure }
        }
    }

    /// The head's sections in order; `chunkSums` set for the chunked layouts, whose edge records
    /// are stored apart, and `columns` for LIFTNET7 to 9, whose stored columns the head names.
    static func sections(_ n: RoadNetwork, into w: inout ByteWriter, chunkSums: [UInt64]?, columns: [StoredColumn]? = nil,
                         lazyHead: Bool = true, lazyRank: Bool = true) {
        if let chunkSums, let columns {
            return columnSections(n, into: &w, chunkSums: chunkSums, columns: columns, lazyHead: lazyHead, lazyRank: lazyRank)
        }
        w.u64(chunkSums == nil ? magic : chunkedMagic)
        w.u64(UInt64(Profile.allCases.firstIndex(of: n.profile) ?? 0))
        w.u64(UInt64(n.stats.restrictions))
        w.u64(UInt64(n.stats.skippedRestrictions))
        let r = n.road
        w.records(r.coordinates.array, word: 8)   // read in place at decode
        w.array(r.segmentA); w.array(r.segmentB); w.array(r.segmentForward); w.array(r.segmentBackward)
        // arcLength as its Floats' bit patterns, written in place (no mapped copy).
        w.array(r.arcFrom); w.array(r.arcTo); w.array(r.arcSegment); w.array(r.arcWeight); w.records(r.arcLength.array)
        w.array(n.turns.start); w.array(n.turns.target); w.array(n.turns.weight)
        w.array(n.rank)   // `node` is its inverse, rebuilt at decode
        // Records as the query holds them: decode reads them in place.
        let q = n.queryEdges
        if let chunkSums {
            w.array(q.bounds); w.u64(UInt64(q.arcs.count)); w.u64(UInt64(q.shortcutCount)); w.array(chunkSums)
        } else {
            w.array(q.bounds); w.records(q.arcs); w.records(q.halves)
        }
        // Trailing sections a decode does without (recomputed when absent): each segment's
        // MainComponent.Kind, the snapping grid's cell index, and each arc's travel time when
        // routes minimise a weight apart from it.
        w.array(n.grid.kinds)
        w.array(n.grid.cells.start.array); w.array(n.grid.cells.segments.array)
        w.array(r.arcDuration)
        // Directions' road labels: the shared names and refs, then one label per segment.
        w.array(r.labels.text); w.array(r.labels.bounds); w.array(r.labels.kinds)
        w.array(r.segmentLabel)
        // Each label's road classes (toll, motorway, ferry, tunnel, motorroad): absent before them.
        w.array(r.labels.roadClasses)
    }

    public static func decode(_ bytes: [UInt8], chunks: NetworkChunkSource? = nil) throws -> RoadNetwork {
        try decode(MemoryByteSource(bytes), chunks: chunks)
    }

    /// Decodes from a source read in place (a stored BLOB), each array read straight into its
    /// storage. A LIFTNET5 head needs `chunks`, where its hierarchy's edges are read as routes
    /// touch them (each chunk checked then: EdgeChunks).
    public static func decode(_ source: ByteSource, chunks: NetworkChunkSource? = nil) throws -> RoadNetwork {
        var b = ByteReader(source)
        let version = try? b.u64()
        if let version, olderMagics.contains(version) {
            throw Outdated(magic: String(decoding: (0..<8).map { UInt8(truncatingIfNeeded: version >> (8 * $0)) }, as: UTF8.self))
        }
        do {
            guard version == magic || ([chunkedMagic, columnsMagic, lazyMagic, rankMagic].contains(version) && chunks != nil)
            else { throw ByteReader.Truncated() }
            let p = Int(truncatingIfNeeded: try b.u64())
            guard Profile.allCases.indices.contains(p) else { throw ByteReader.Truncated() }
            let restrictions = Int(truncatingIfNeeded: try b.u64()), skipped = Int(truncatingIfNeeded: try b.u64())
            if let chunks, version == columnsMagic || version == lazyMagic || version == rankMagic {
                return try decodeColumns(&b, lazyHead: version != columnsMagic, lazyRank: version == rankMagic,
                                         profile: Profile.allCases[p], restrictions: restrictions,
                                         skipped: skipped, chunks)
            }
            var r = RoadGraph()
            // Records read in place (a reopen's time is mostly first writes to fresh memory).
            r.coordinates = Column(try b.records(Coordinate.self, word: 8))
            r.segmentA = Column(try b.array(Int32.self)); r.segmentB = Column(try b.array(Int32.self))
            r.segmentForward = Column(try b.array(Int32.self)); r.segmentBackward = Column(try b.array(Int32.self))
            r.arcFrom = Column(try b.array(Int32.self)); r.arcTo = Column(try b.array(Int32.self))
            r.arcSegment = Column(try b.array(Int32.self))
            r.arcWeight = Column(try b.array(UInt32.self)); r.arcLength = Column(try b.records(Float.self))
            var t = TurnGraph()
            t.start = Column(try b.array(Int32.self)); t.target = Column(try b.array(Int32.self)); t.weight = Column(try b.array(UInt32.self))
            guard valid(r, t) else { throw ByteReader.Truncated() }
            let chains = Chains(t)
            // The hierarchy in the query's layout, read in place.
            let (rank, node, edges) = if let chunks, version != magic {
                try chunked(&b, nodes: chains.count, chunks)
            } else {
                try { let (r, x, e) = try interleaved(&b, nodes: chains.count); return (Column(r), Column(x), e) }()
            }
            var main: Column<UInt8>?
            if !b.atEnd {
                let kinds = try b.array(UInt8.self)
                guard kinds.count == r.segmentA.count, kinds.allSatisfy({ MainComponent.Kind(rawValue: $0) != nil })
                else { throw ByteReader.Truncated() }
                main = Column(kinds)
            }
            // Checked by SegmentGrid against this graph (rebuilt if they do not fit).
            var cells: SegmentGrid.Cells?
            if !b.atEnd { cells = SegmentGrid.Cells(start: Column(try b.array(Int32.self)), segments: Column(try b.array(Int32.self))) }
            r.arcDuration = r.arcWeight
            if !b.atEnd {
                let durations = try b.array(UInt32.self)
                guard durations.count == r.arcWeight.count, zip(durations, r.arcWeight).allSatisfy({ $0 <= $1 })
                else { throw ByteReader.Truncated() }
                r.arcDuration = Column(durations)
            }
            if !b.atEnd {
                let text = try b.array(UInt8.self), bounds = try b.array(Int32.self), kinds = try b.array(UInt8.self)
                var labels = RoadLabels(text: text, bounds: bounds, kinds: kinds, roadClasses: [UInt8](repeating: 0, count: kinds.count))
                let segmentLabel = try b.array(Int32.self)
                if !b.atEnd {
                    let classes = try b.array(UInt8.self)
                    guard classes.count == kinds.count else { throw ByteReader.Truncated() }
                    labels.roadClasses = classes
                }
                guard labels.isValid, segmentLabel.count == r.segmentA.count, inRange(segmentLabel, labels.count)
                else { throw ByteReader.Truncated() }
                r.labels = labels
                r.segmentLabel = Column(segmentLabel)
            }
            return RoadNetwork(profile: Profile.allCases[p], road: r, turns: t, chains: chains, rank: rank, node: node, edges: edges,
                               restrictions: restrictions, skipped: skipped, mainComponent: main, cells: cells)
        } catch {
            throw corrupt
        }
    }

    private static func inRange(_ values: some Sequence<Int32>, _ count: Int, allowNegativeOne: Bool = false) -> Bool {
        values.allSatisfy { ($0 >= 0 && Int($0) < count) || (allowNegativeOne && $0 == -1) }
    }

    static func csr<C: RandomAccessCollection<Int32>>(_ start: C, nodes: Int, edges: Int) -> Bool where C.Index == Int {
        guard start.count == nodes + 1, start.first == 0, Int(start[nodes]) == edges else { return false }
        for i in 0..<nodes where start[i] > start[i + 1] { return false }
        return true
    }

    static func valid(_ r: RoadGraph, _ t: TurnGraph) -> Bool {
        let v = r.coordinates.count, s = r.segmentA.count, a = r.arcFrom.count
        guard r.coordinates.allSatisfy({ (-90...90).contains($0.lat) && (-180...180).contains($0.lon) }),
              r.segmentB.count == s, r.segmentForward.count == s, r.segmentBackward.count == s,
              r.arcTo.count == a, r.arcSegment.count == a, r.arcWeight.count == a, r.arcLength.count == a,
              inRange(r.segmentA, v), inRange(r.segmentB, v), inRange(r.arcFrom, v), inRange(r.arcTo, v),
              inRange(r.segmentForward, a, allowNegativeOne: true), inRange(r.segmentBackward, a, allowNegativeOne: true),
              inRange(r.arcSegment, s), r.arcWeight.allSatisfy({ $0 <= RoadGraph.maxArcWeight }),
              r.arcLength.allSatisfy({ $0.isFinite && $0 >= 0 }),
              csr(t.start, nodes: a, edges: t.target.count), t.weight.count == t.target.count, inRange(t.target, a)
        else { return false }
        return true
    }

}
