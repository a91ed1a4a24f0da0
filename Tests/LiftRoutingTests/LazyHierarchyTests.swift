import XCTest
import LiftCore
@testable import LiftRouting

/// LIFTNET9: the hierarchy's rank, node (rank's inverse) and bounds and the segments' kinds
/// stored as columns, read and checked chunk by chunk as routes touch them. A chunk of them
/// damaged, or made inconsistent with its checksum matching, makes the route that reads it
/// `corrupt_road_network`: never another answer, never a trap. (Chunks gone or cut short, and
/// values out of range, are covered for every column by StoredColumnsTests.)
final class LazyHierarchyTests: XCTestCase {
    typealias Chunks = ChunkedNetworkTests.Chunks
    private static let stops = DamagedNetworkTests.stops
    /// The four columns' places in NetworkCodec.columns (after LIFTNET8's 25).
    private static let rank = 25, node = 26, bounds = 27, kinds = 28

    private func helsinki() throws -> (RoadNetwork, NetworkCodec.Chunked) {
        let n = try Fixtures.helsinki(.car)
        return (n, NetworkCodec.encodeChunked(n))
    }

    private func chunkRange(_ n: RoadNetwork, _ c: Int) throws -> Range<Int> {
        let stored = try XCTUnwrap(NetworkCodec.Encoder(n).stored?[c])
        return stored.first..<stored.first + stored.sums.count
    }

    /// The head with chunk k's checksum replaced by `chunk`'s, and the source serving `chunk` for k.
    private func matching(_ encoded: NetworkCodec.Chunked, _ k: Int, _ chunk: [UInt8]) throws -> ([UInt8], Chunks) {
        var head = encoded.head
        let old = EdgeChunks.checksum(encoded.chunks[k]).littleEndian
        let at = try XCTUnwrap(head.withUnsafeBytes { raw in
            (0...(raw.count - 8)).first { raw.loadUnaligned(fromByteOffset: $0, as: UInt64.self) == old }
        })
        withUnsafeBytes(of: EdgeChunks.checksum(chunk).littleEndian) { for b in 0..<8 { head[at + b] = $0[b] } }
        let chunks = Chunks(encoded.chunks)
        chunks.damaged[k] = chunk
        return (head, chunks)
    }

    private static func int32s(_ chunk: [UInt8]) -> [Int32] {
        chunk.withUnsafeBytes { raw in (0..<chunk.count / 4).map { Int32(littleEndian: raw.loadUnaligned(fromByteOffset: 4 * $0, as: Int32.self)) } }
    }

    private static func bytes(_ values: [Int32]) -> [UInt8] {
        var out = [UInt8]()
        for v in values { v.store(into: &out) }
        return out
    }

    private static func assertRefusedOrUndamaged(_ got: [String], _ want: [String], _ message: String,
                                                 file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(got.count, want.count, message, file: file, line: line)
        for (g, w) in zip(got, want) where g != w {
            XCTAssertEqual(g, "corrupt_road_network", message, file: file, line: line)
        }
    }

    func test_networkCodec_lIFTNET9Head_readsNoRankNodeBoundsOrKindsAtOpenAndAnswersAlike() throws {
        let (n, encoded) = try helsinki()
        let chunks = Chunks(encoded.chunks)
        let decoded = try NetworkCodec.decode(encoded.head, chunks: chunks)
        XCTAssertEqual(chunks.reads.withLock { $0 }, [])
        XCTAssertTrue(decoded.rank.isStored)
        XCTAssertTrue(decoded.node.isStored)
        XCTAssertTrue(decoded.queryEdges.bounds.isStored)
        XCTAssertTrue(decoded.grid.kinds.isStored)
        XCTAssertEqual(ChunkedNetworkTests.answers(decoded), ChunkedNetworkTests.answers(n))
        XCTAssertEqual(decoded.rank.array, n.rank.array)
        XCTAssertEqual(decoded.node.array, n.node.array)
        XCTAssertEqual(decoded.queryEdges.bounds.array, n.queryEdges.bounds.array)
        XCTAssertEqual(decoded.grid.kinds.array, n.grid.kinds.array)
        XCTAssertEqual(decoded.readFailures, 0)
    }

    /// The whole-hierarchy check on bounds read lazily and not yet touched: reads them first.
    func test_networkCodec_upwardOnLIFTNET9BoundsUnread_readsThemAndPasses() throws {
        let (n, encoded) = try helsinki()
        let decoded = try NetworkCodec.decode(encoded.head, chunks: Chunks(encoded.chunks))
        XCTAssertTrue(NetworkCodec.upward(rank: decoded.rank.array, node: decoded.node.array, edges: decoded.queryEdges))
        XCTAssertEqual(decoded.queryEdges.bounds.array, n.queryEdges.bounds.array)
    }

    /// The layout before, still read: rank and bounds whole from the head, node derived.
    func test_networkCodec_lIFTNET8Head_readsTheHierarchyWholeAndAnswersAlike() throws {
        let n = try Fixtures.helsinki(.car)
        let eight = NetworkCodec.encodeChunked(n, lazyRank: false)
        XCTAssertEqual(Array(eight.head.prefix(8)), Array("LIFTNET8".utf8))
        let decoded = try NetworkCodec.decode(eight.head, chunks: Chunks(eight.chunks))
        XCTAssertFalse(decoded.rank.isStored)
        XCTAssertFalse(decoded.queryEdges.bounds.isStored)
        XCTAssertEqual(decoded.node.array, n.node.array)
        XCTAssertEqual(ChunkedNetworkTests.answers(decoded), ChunkedNetworkTests.answers(n))
    }

    /// Bounds that fall within a chunk, or pass the next chunk's first value, though each in range.
    func test_networkCodec_boundsCheck_chunkOutOfOrderOrPastItsFence_refused() {
        let check = NetworkCodec.boundsCheck(fences: [0, 5], edges: 9)
        let full = CheckedColumn<Int32>.perChunk
        XCTAssertTrue(([Int32](repeating: 0, count: full - 1) + [5]).withUnsafeBufferPointer { check(0, $0) })
        XCTAssertFalse(([Int32](repeating: 0, count: full - 1) + [6]).withUnsafeBufferPointer { check(0, $0) }, "past the next fence")
        XCTAssertFalse(([1] + [Int32](repeating: 1, count: full - 1)).withUnsafeBufferPointer { check(0, $0) }, "not its fence")
        XCTAssertTrue(([5, 7, 9] as [Int32]).withUnsafeBufferPointer { check(full, $0) })
        XCTAssertFalse(([5, 8, 7, 9] as [Int32]).withUnsafeBufferPointer { check(full, $0) }, "falling")
        XCTAssertFalse(([5, 7, 8] as [Int32]).withUnsafeBufferPointer { check(full, $0) }, "the last not the edge count")
        XCTAssertFalse(([5] as [Int32]).withUnsafeBufferPointer { check(2 * full, $0) }, "a chunk past the fences")
    }

    /// Each chunk of bounds made to fall (its checksum matching): every route reading it is refused.
    func test_networkCodec_lIFTNET9BoundsFallingWithMatchingChecksum_routeRefusedOrUndamaged() throws {
        let (n, encoded) = try helsinki()
        let expected = ChunkedNetworkTests.answers(n, stops: Array(Self.stops.prefix(3)))
        var refused = 0
        for k in try chunkRange(n, Self.bounds) {
            var values = Self.int32s(encoded.chunks[k])
            guard values.count > 3 else { continue }
            values.swapAt(1, values.count - 2)
            if values[1] == values[values.count - 2] { values[1] += 1 }
            let (head, chunks) = try matching(encoded, k, Self.bytes(values))
            let decoded = try NetworkCodec.decode(head, chunks: chunks)
            let got = ChunkedNetworkTests.answers(decoded, stops: Array(Self.stops.prefix(3)))
            Self.assertRefusedOrUndamaged(got, expected, "bounds chunk \(k)")
            refused += got.filter { $0 == "corrupt_road_network" }.count
            XCTAssertFalse(decoded.queryEdges.bounds.ensureAll(), "bounds chunk \(k)")
        }
        XCTAssertGreaterThan(refused, 0, "some route reads a damaged chunk of bounds")
    }

    /// node's values swapped in pairs (each in range, checksums matching): a path leaving the
    /// hierarchy through one is refused (rank[node[x]] is not x), never answered elsewhere.
    func test_networkCodec_lIFTNET9NodeNotRanksInverseWithMatchingChecksum_routeRefused() throws {
        let (n, encoded) = try helsinki()
        var head = encoded.head
        let chunks = Chunks(encoded.chunks)
        for k in try chunkRange(n, Self.node) {
            var values = Self.int32s(encoded.chunks[k])
            for i in stride(from: 0, to: values.count - 1, by: 2) { values.swapAt(i, i + 1) }
            let (h, c) = try matching(NetworkCodec.Chunked(head: head, chunks: encoded.chunks), k, Self.bytes(values))
            head = h
            chunks.damaged[k] = c.damaged[k]
        }
        let decoded = try NetworkCodec.decode(head, chunks: chunks)
        let got = ChunkedNetworkTests.answers(decoded), want = ChunkedNetworkTests.answers(n)
        Self.assertRefusedOrUndamaged(got, want, "node swapped")
        XCTAssertGreaterThan(got.filter { $0 == "corrupt_road_network" }.count, want.filter { $0 == "corrupt_road_network" }.count)
    }

    /// A kind that names no MainComponent.Kind (checksum matching): the chunk is refused where a stop snaps.
    func test_networkCodec_lIFTNET9KindUnknownWithMatchingChecksum_routeRefusedOrUndamaged() throws {
        let (n, encoded) = try helsinki()
        let expected = ChunkedNetworkTests.answers(n, stops: Array(Self.stops.prefix(3)))
        for k in try chunkRange(n, Self.kinds) {
            var chunk = encoded.chunks[k]
            chunk[chunk.count / 2] = 0xEE
            let (head, chunks) = try matching(encoded, k, chunk)
            let decoded = try NetworkCodec.decode(head, chunks: chunks)
            Self.assertRefusedOrUndamaged(ChunkedNetworkTests.answers(decoded, stops: Array(Self.stops.prefix(3))), expected, "kinds chunk \(k)")
            XCTAssertFalse(decoded.grid.kinds.ensureAll(), "kinds chunk \(k)")
        }
    }

    /// The head's first values of the bounds chunks (just before the edge and shortcut counts)
    /// falling, or not starting at 0: refused at decode.
    func test_networkCodec_lIFTNET9FencesFallingOrNotFromZero_throwsCorrupt() throws {
        let (n, encoded) = try helsinki()
        var pattern = [UInt8]()
        for v in [UInt64(n.queryEdges.edgeCount), UInt64(n.queryEdges.shortcutCount)] {
            withUnsafeBytes(of: v.littleEndian) { pattern.append(contentsOf: $0) }
        }
        let at = try XCTUnwrap((0...(encoded.head.count - 16)).first { Array(encoded.head[$0..<$0 + 16]) == pattern })
        let fences = CheckedColumn<Int32>.chunkCount(n.queryEdges.bounds.count)
        XCTAssertGreaterThan(fences, 1)
        for (index, value) in [(0, Int32(1)), (fences - 1, Int32(-1)), (fences - 1, Int32(n.queryEdges.edgeCount + 1))] {
            var head = encoded.head
            withUnsafeBytes(of: value.littleEndian) { for b in 0..<4 { head[at - 4 * fences + 4 * index + b] = $0[b] } }
            XCTAssertThrowsError(try NetworkCodec.decode(head, chunks: Chunks(encoded.chunks)), "fence \(index) = \(value)") {
                XCTAssertEqual(($0 as? LiftError)?.code, "corrupt_road_network")
            }
        }
    }
}
