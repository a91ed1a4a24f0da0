import XCTest
import LiftCore
@testable import LiftRouting

/// LIFTNET7 to 9: the road and turn graphs' arrays, the chains and the vertex index (since
/// LIFTNET8 the coordinates, the arc lengths and the grid's cells, since LIFTNET9 the hierarchy's
/// rank, node and bounds and the segments' kinds) stored as columns
/// (CheckedColumn) beside the hierarchy's chunks, read chunk by chunk when a route touches them, each chunk checked then.
/// A damaged, missing or cut-short chunk of any column makes the route `corrupt_road_network`,
/// never another answer and never a trap.
final class StoredColumnsTests: XCTestCase {
    typealias Chunks = ChunkedNetworkTests.Chunks
    private static let stops = DamagedNetworkTests.stops

    private func helsinki() throws -> (RoadNetwork, NetworkCodec.Chunked) {
        let n = try Fixtures.helsinki(.car)
        return (n, NetworkCodec.encodeChunked(n))
    }

    /// Every ordered pair of stops planned, each stop also on its nearest segment's end (so the
    /// vertex index is read): each trip's duration, distance and arcs, or the error's code.
    /// `few`: one stop and one end only (the loops over every column's damage). The ends are
    /// `built`'s when given (a damaged network's own could be anywhere).
    private static func answers(_ n: RoadNetwork, few: Bool = false, endsOf built: RoadNetwork? = nil) -> [String] {
        let e = built ?? n
        let ends = stops.compactMap { s in
            e.grid.candidates(s, in: e.road, maxDistance: 1_000).map { e.road.coordinates[Int(e.road.segmentA[Int($0.preferred.segment)])] }
        }
        return ChunkedNetworkTests.answers(n, stops: few ? Array(stops.prefix(1) + ends.prefix(1)) : stops + ends)
    }

    /// Each column's stored chunks' indices (its first chunk and count, from the encoder).
    private func chunkRanges(_ n: RoadNetwork) -> [Range<Int>] {
        (NetworkCodec.Encoder(n).stored ?? []).map { $0.first..<$0.first + $0.sums.count }
    }

    func test_networkCodec_encodeChunked_writesLIFTNET9WithEveryColumnsChunksAfterTheHierarchys() throws {
        let (n, encoded) = try helsinki()
        XCTAssertEqual(Array(encoded.head.prefix(8)), Array("LIFTNET9".utf8))
        let columns = NetworkCodec.columns(n)
        XCTAssertEqual(columns.count, 29)
        XCTAssertEqual(NetworkCodec.columns(n, lazyRank: false).count, 25)
        XCTAssertEqual(NetworkCodec.columns(n, lazyHead: false).count, 21)
        let hierarchy = EdgeChunks.chunkCount(n.queryEdges.edgeCount)
        XCTAssertEqual(encoded.chunks.count, hierarchy + columns.reduce(0) { $0 + CheckedColumn<Int32>.chunkCount($1.count) })
        XCTAssertEqual(chunkRanges(n)[0].lowerBound, hierarchy)
    }

    func test_networkCodec_columnsLayout_readsNoChunkAtOpenAndAnswersAsTheBuiltNetwork() throws {
        let (n, encoded) = try helsinki()
        let chunks = Chunks(encoded.chunks)
        let decoded = try NetworkCodec.decode(encoded.head, chunks: chunks)
        XCTAssertEqual(chunks.reads.withLock { $0 }, [])
        XCTAssertTrue(decoded.hasVertexIndex, "the stored index, unread")
        XCTAssertEqual(Self.answers(decoded), Self.answers(n))
        XCTAssertEqual(decoded.chains.arcs.array, n.chains.arcs.array)
        XCTAssertEqual(decoded.chains.start.array, n.chains.start.array)
        XCTAssertEqual(decoded.readFailures, 0)
    }

    func test_networkCodec_lIFTNET7Head_readsItsArraysWholeAndAnswersAlike() throws {
        let n = try Fixtures.helsinki(.car)
        let seven = NetworkCodec.encodeChunked(n, lazyHead: false)
        XCTAssertEqual(Array(seven.head.prefix(8)), Array("LIFTNET7".utf8))
        let chunks = Chunks(seven.chunks)
        let decoded = try NetworkCodec.decode(seven.head, chunks: chunks)
        XCTAssertFalse(decoded.road.coordinates.isStored)
        XCTAssertEqual(chunks.reads.withLock { $0 }, [])
        XCTAssertEqual(Self.answers(decoded), Self.answers(n))
        XCTAssertEqual(decoded.grid.cells, n.grid.cells)
    }

    func test_networkCodec_lIFTNET8Head_storesTheVerticesBoxAndReadsCoordinatesOnlyAsTouched() throws {
        let (n, encoded) = try helsinki()
        let chunks = Chunks(encoded.chunks)
        let decoded = try NetworkCodec.decode(encoded.head, chunks: chunks)
        XCTAssertTrue(decoded.road.coordinates.isStored)
        XCTAssertTrue(decoded.road.arcLength.isStored)
        XCTAssertTrue(decoded.grid.cells.segments.isStored)
        XCTAssertEqual(decoded.grid.box, n.grid.box)
        XCTAssertEqual(chunks.reads.withLock { $0 }, [], "the box from the head: no vertex read")
        XCTAssertEqual(decoded.road.coordinates.array, n.road.coordinates.array)
        XCTAssertEqual(decoded.road.arcLength.array, n.road.arcLength.array)
        XCTAssertEqual(decoded.grid.cells, n.grid.cells)
    }

    /// The box's corners are the head's first words after the restriction counts.
    func test_networkCodec_lIFTNET8BoxOffTheEarthOrInsideOut_throwsCorrupt() throws {
        let (n, encoded) = try helsinki()
        let box = n.grid.box
        for (word, value) in [(0, 91.0), (1, -181.0), (2, box.lo.lat - 1), (3, Double.nan)] {
            var head = encoded.head
            withUnsafeBytes(of: value.bitPattern.littleEndian) { for b in 0..<8 { head[32 + 8 * word + b] = $0[b] } }
            XCTAssertThrowsError(try NetworkCodec.decode(head, chunks: Chunks(encoded.chunks)), "word \(word)") {
                XCTAssertEqual(($0 as? LiftError)?.code, "corrupt_road_network")
            }
        }
    }

    /// A box that does not span the stored cells' grid (a far larger one): refused, not rebuilt.
    func test_networkCodec_lIFTNET8BoxNotTheCellsGrid_throwsCorrupt() throws {
        let (_, encoded) = try helsinki()
        var head = encoded.head
        withUnsafeBytes(of: (50.0).bitPattern.littleEndian) { for b in 0..<8 { head[32 + b] = $0[b] } }
        XCTAssertThrowsError(try NetworkCodec.decode(head, chunks: Chunks(encoded.chunks))) {
            XCTAssertEqual(($0 as? LiftError)?.code, "corrupt_road_network")
        }
    }

    func test_networkCodec_lIFTNET5Head_derivesTheChainsAndAnswersAlike() throws {
        let n = try Fixtures.helsinki(.car)
        let five = NetworkCodec.encodeChunked(n, columns: false)
        XCTAssertEqual(Array(five.head.prefix(8)), Array("LIFTNET5".utf8))
        let decoded = try NetworkCodec.decode(five.head, chunks: Chunks(five.chunks))
        XCTAssertFalse(decoded.hasVertexIndex)
        XCTAssertEqual(Self.answers(decoded), Self.answers(n))
    }

    /// Each column's chunks gone, cut short or emptied (in turn from one column to the next):
    /// every answer is the undamaged one or refused, and reading the column reports the failure.
    func test_checkedColumn_eachColumnsChunksGoneOrCutShort_routeRefusedOrUndamaged() throws {
        let (n, encoded) = try helsinki()
        let expected = Self.answers(n, few: true), ranges = chunkRanges(n)
        for c in NetworkCodec.columns(n).indices {
            let range = ranges[c]
            let replacements = [nil, Array(encoded.chunks[range.lowerBound].dropLast(4)), []] as [[UInt8]?]
            do {
                let replacement = replacements[c % 3]
                let chunks = Chunks(encoded.chunks)
                for k in range { chunks.damaged[k] = replacement }
                let decoded = try NetworkCodec.decode(encoded.head, chunks: chunks)
                for (got, want) in zip(Self.answers(decoded, few: true, endsOf: n), expected) where got != want {
                    XCTAssertEqual(got, "corrupt_road_network", "column \(c)")
                }
                let column = NetworkCodec.columns(decoded)[c]
                XCTAssertFalse(column.ensureAll(), "column \(c)")
                XCTAssertGreaterThan(decoded.readFailures, 0, "column \(c)")
            }
        }
    }

    /// A value out of its column's range whose chunk checksum was made to match is still refused
    /// (the chunk's range checks run on every chunk read), and the chunk reads as zeros.
    func test_checkedColumn_valueOutOfRangeWithMatchingChecksum_chunkRefusedAndZeroed() throws {
        let (n, encoded) = try helsinki()
        let expected = Self.answers(n, few: true), ranges = chunkRanges(n)
        for c in NetworkCodec.columns(n).indices {
            let k = ranges[c].lowerBound
            var chunk = encoded.chunks[k]
            withUnsafeBytes(of: Int32.max.littleEndian) { for b in 0..<4 { chunk[4 + b] = $0[b] } }
            var head = encoded.head
            let at = try XCTUnwrap(Self.offset(of: EdgeChunks.checksum(encoded.chunks[k]), in: head))
            withUnsafeBytes(of: EdgeChunks.checksum(chunk).littleEndian) { for b in 0..<8 { head[at + b] = $0[b] } }
            let chunks = Chunks(encoded.chunks)
            chunks.damaged[k] = chunk
            let decoded = try NetworkCodec.decode(head, chunks: chunks)
            for (got, want) in zip(Self.answers(decoded, few: true, endsOf: n), expected) where got != want {
                XCTAssertEqual(got, "corrupt_road_network", "column \(c)")
            }
            let column = NetworkCodec.columns(decoded)[c]
            XCTAssertFalse(column.ensureAll(), "column \(c)")
            XCTAssertTrue(Self.isZero(column, 1), "column \(c): a refused chunk is zeroed")
        }
    }

    /// A block of the chains' sums (made as legs read it, from a network's second leg on) that met
    /// a damaged chunk is not kept: the route that read it is refused, and the next one tries again.
    func test_chainTotals_chunkFailsWhileABlockIsMade_blockNotKeptAndFailureCounted() throws {
        let (n, encoded) = try helsinki()
        let chunks = Chunks(encoded.chunks)
        // The chains' arcs (column 16) gone.
        for k in chunkRanges(n)[16] { chunks.damaged[k] = .some(nil) }
        let decoded = try NetworkCodec.decode(encoded.head, chunks: chunks)
        XCTAssertNil(decoded.chainTotals, "made on the second use")
        let sums = try XCTUnwrap(decoded.chainTotals)
        let before = decoded.readFailures
        _ = sums.record(0)
        XCTAssertGreaterThan(decoded.readFailures, before)
        XCTAssertFalse(sums.isMade(0))
        _ = sums.exitsRestricted(0)
        XCTAssertFalse(sums.isMade(0), "tried again, not kept")
    }

    /// The sums are made only for the blocks of chains read, each as a whole pass made them.
    func test_chainTotals_recordRead_makesOnlyItsBlockAndMatchesAWholePass() throws {
        let n = try Fixtures.helsinki(.car)
        let sums = try XCTUnwrap(ChainTotals(n.chains, n.road, n.turns))
        XCTAssertGreaterThan(sums.count, 128)
        let last = sums.count - 1
        let r = sums.record(last)
        XCTAssertTrue(sums.isMade(last))
        XCTAssertFalse(sums.isMade(0))
        let arcs = n.chains.range(last).map { Int(n.chains.arcs[$0]) }
        XCTAssertEqual(r.length, arcs.reduce(0.0) { $0 + Double(n.road.arcLength[$1]) })
        XCTAssertEqual(Int(r.arcs), arcs.count)
        XCTAssertEqual(sums.record(0).arcs, Int32(n.chains.range(0).count))
        XCTAssertTrue(sums.isMade(0))
    }

    /// A block of the chains' encoded runs (made as polylines copy them, from a network's second
    /// polyline on) that met a damaged chunk is not kept, as the chains' sums'.
    func test_chainPolylines_chunkFailsWhileABlockIsMade_blockNotKeptAndFailureCounted() throws {
        let (n, encoded) = try helsinki()
        let chunks = Chunks(encoded.chunks)
        // The chains' arcs (column 16) gone.
        for k in chunkRanges(n)[16] { chunks.damaged[k] = .some(nil) }
        let decoded = try NetworkCodec.decode(encoded.head, chunks: chunks)
        XCTAssertNil(decoded.chainPolylines(precision: 6), "made on the second use")
        let runs = try XCTUnwrap(decoded.chainPolylines(precision: 6))
        let before = decoded.readFailures
        runs.withRun(0) { _, _ in }
        XCTAssertGreaterThan(decoded.readFailures, before)
        XCTAssertFalse(runs.isMade(0))
        runs.withRun(0) { _, _ in }
        XCTAssertFalse(runs.isMade(0), "tried again, not kept")
    }

    /// The runs are made only for the blocks of chains read, each the encoder's deltas over the
    /// chain's rounded vertices from its first arc's start.
    func test_chainPolylines_runRead_makesOnlyItsBlockAndEqualsEncodingItsVertices() throws {
        let n = try Fixtures.helsinki(.car)
        let runs = try XCTUnwrap(ChainPolylines(n.chains, n.road, precision: 6))
        XCTAssertGreaterThan(runs.count, 128)
        for c in [runs.count - 1, 0] {
            let r = n.chains.range(c), arcs = r.map { Int(n.chains.arcs[$0]) }
            let first = try XCTUnwrap(arcs.first)
            let points = [n.road.coordinates[Int(n.road.arcFrom[first])]] + arcs.map { n.road.coordinates[Int(n.road.arcTo[$0])] }
            // The reference encodes the start too: the run is what follows it.
            let whole = Polyline.encodeBytes(points, precision: 6), start = Polyline.encodeBytes(Array(points.prefix(1)), precision: 6)
            let bytes = runs.withRun(c) { run, bytes in Array(bytes[run.start..<run.start + Int(run.count)]) }
            XCTAssertEqual(bytes, Array(whole.dropFirst(start.count)), "chain \(c)")
            XCTAssertEqual(runs.withRun(c) { run, _ in run.arcs }, Int32(arcs.count))
            if c != 0 { XCTAssertFalse(runs.isMade(0)) }
            XCTAssertTrue(runs.isMade(c))
        }
    }

    /// A CSR start column whose values fall within a chunk is refused though in range.
    func test_checkedColumn_startsFallingWithinAChunk_refused() {
        let ascending = CheckedColumn<Int32>.ascending(upTo: 10)
        XCTAssertTrue(([0, 0, 3, 10] as [Int32]).withUnsafeBufferPointer { ascending(0, $0) })
        XCTAssertFalse(([0, 4, 3, 10] as [Int32]).withUnsafeBufferPointer { ascending(0, $0) })
        XCTAssertFalse(([0, 11] as [Int32]).withUnsafeBufferPointer { ascending(0, $0) })
        XCTAssertFalse(([-1] as [Int32]).withUnsafeBufferPointer { CheckedColumn<Int32>.below(3)(0, $0) })
        XCTAssertFalse(([0] as [Int32]).withUnsafeBufferPointer { CheckedColumn<Int32>.below(0)(0, $0) })
    }

    func test_checkedColumn_inMemory_readsAsItsValuesAndItsChunksAsStored() {
        let values = (0..<2_500).map { Int32($0 * 3) }
        let column = CheckedColumn(values)
        XCTAssertEqual(column.count, 2_500)
        XCTAssertEqual(column.values, values)
        XCTAssertEqual(column[2_499], 7_497)
        XCTAssertEqual(column.checksums().count, 3)
        XCTAssertEqual(column.chunkBytes(2).count, (2_500 - 2 * 1_024) * 4)
        XCTAssertTrue(CheckedColumn<Int32>([]).isEmpty)
    }

    /// A head whose column counts disagree with the network: refused at decode.
    func test_networkCodec_columnCountOffByOne_throwsCorrupt() throws {
        let (n, encoded) = try helsinki()
        // Column 6 is arcFrom, one value per arc.
        let arcs = UInt64(n.turns.nodeCount), first = UInt64(chunkRanges(n)[6].lowerBound)
        var pattern = [UInt8]()
        for v in [arcs, first] { withUnsafeBytes(of: v.littleEndian) { pattern.append(contentsOf: $0) } }
        var head = encoded.head
        let at = try XCTUnwrap((0...(head.count - 16)).first { Array(head[$0..<$0 + 16]) == pattern })
        withUnsafeBytes(of: (arcs + 1).littleEndian) { for b in 0..<8 { head[at + b] = $0[b] } }
        XCTAssertThrowsError(try NetworkCodec.decode(head, chunks: Chunks(encoded.chunks))) {
            XCTAssertEqual(($0 as? LiftError)?.code, "corrupt_road_network")
        }
    }

    private static func isZero<C: ChunkedValues>(_ column: C, _ i: Int) -> Bool { column[i] == C.Value.zero }

    private static func offset(of value: UInt64, in bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBytes { raw in
            (0...(raw.count - 8)).first { raw.loadUnaligned(fromByteOffset: $0, as: UInt64.self) == value.littleEndian }
        }
    }
}
