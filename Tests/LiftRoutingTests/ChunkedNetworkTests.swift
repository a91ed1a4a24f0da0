import Dispatch
import XCTest
import LiftCore
import Synchronization
@testable import LiftRouting

/// The chunked layouts (LIFTNET5, LIFTNET7): the hierarchy's edges stored in chunks beside the head and read
/// only when a route touches them, each chunk checked then. A damaged or missing chunk makes the
/// route that touches it `corrupt_road_network`, never another answer and never a trap.
final class ChunkedNetworkTests: XCTestCase {
    /// Chunks in memory, counting reads; `damaged` replaces what a chunk reads as.
    final class Chunks: NetworkChunkSource, @unchecked Sendable {
        let stored: [[UInt8]]
        let reads = Mutex<[Int]>([])
        var damaged: [Int: [UInt8]?] = [:]
        init(_ stored: [[UInt8]]) { self.stored = stored }
        func chunk(_ index: Int) throws -> [UInt8]? {
            reads.withLock { $0.append(index) }
            if let replaced = damaged[index] { return replaced }
            return stored.indices.contains(index) ? stored[index] : nil
        }
    }

    private static let stops = DamagedNetworkTests.stops

    private func helsinki() throws -> (RoadNetwork, NetworkCodec.Chunked) {
        let n = try Fixtures.helsinki(.car)
        return (n, NetworkCodec.encodeChunked(n))
    }

    /// Every ordered pair of stops planned: each trip's duration, distance and arcs, or the error's code.
    static func answers(_ n: RoadNetwork, stops: [Coordinate] = stops) -> [String] {
        var out = [String]()
        for (i, a) in stops.enumerated() {
            for (j, b) in stops.enumerated() where i != j {
                do {
                    let trip = try n.plan([a, b], optimize: .none)
                    out.append("\(trip.duration) \(trip.distance) \(trip.legs.map(\.arcs))")
                } catch {
                    out.append((error as? LiftError)?.code ?? "\(error)")
                }
            }
        }
        return out
    }

    func test_networkCodec_chunkedHelsinki_answersAsTheWholeNetwork() throws {
        let (n, encoded) = try helsinki()
        XCTAssertGreaterThan(encoded.chunks.count, 1)
        let decoded = try NetworkCodec.decode(encoded.head, chunks: Chunks(encoded.chunks))
        XCTAssertEqual(Self.answers(decoded), Self.answers(n))
        XCTAssertFalse(Self.answers(n).contains("corrupt_road_network"))
        // A trip with a stop order runs the many-to-many searches on the chunks too.
        let stops = Array(Self.stops.prefix(3))
        XCTAssertEqual(try decoded.plan(stops, optimize: .roundTrip).duration, try n.plan(stops, optimize: .roundTrip).duration)
        XCTAssertEqual(decoded.queryEdges.halves, n.queryEdges.halves)
        XCTAssertEqual(decoded.queryEdges.arcs, n.queryEdges.arcs)
        XCTAssertEqual(decoded.stats, n.stats)
    }

    func test_networkCodec_chunkedDecode_readsNoChunkUntilARouteAndThenOnlyOnce() throws {
        let (_, encoded) = try helsinki()
        let chunks = Chunks(encoded.chunks)
        let decoded = try NetworkCodec.decode(encoded.head, chunks: chunks)
        XCTAssertEqual(chunks.reads.withLock { $0 }, [])
        _ = try decoded.plan(Array(Self.stops.prefix(2)), optimize: .none)
        let first = chunks.reads.withLock { $0 }
        XCTAssertFalse(first.isEmpty)
        XCTAssertEqual(Set(first).count, first.count, "a chunk read twice")
        // The second route may read more (its chains' sums are made on a network's second leg),
        // but never a chunk read before.
        _ = try decoded.plan(Array(Self.stops.prefix(2)), optimize: .none)
        let both = chunks.reads.withLock { $0 }
        XCTAssertEqual(Array(both.prefix(first.count)), first)
        XCTAssertEqual(Set(both).count, both.count, "a chunk read twice")
    }

    /// Threads that route at once on a network none of whose chunks is read yet: each chunk is
    /// read and checked once, and every thread answers as the whole network does.
    func test_edgeChunks_routesFromSeveralThreadsAtOnce_answerAsTheWholeNetwork() throws {
        let (n, encoded) = try helsinki()
        let expected = Self.answers(n), chunks = Chunks(encoded.chunks)
        let decoded = try NetworkCodec.decode(encoded.head, chunks: chunks)
        let results = Mutex<[[String]]>([])
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            let answers = Self.answers(decoded)
            results.withLock { $0.append(answers) }
        }
        XCTAssertEqual(results.withLock { $0 }, Array(repeating: expected, count: 8))
        let reads = chunks.reads.withLock { $0 }
        XCTAssertEqual(Set(reads).count, reads.count, "a chunk read twice")
        XCTAssertEqual(decoded.queryEdges.failures, 0)
    }

    /// Each chunk damaged in turn (one byte changed): a route is the undamaged answer or refused.
    func test_edgeChunks_damagedChunk_routeThrowsCorruptOrAnswersAsUndamaged() throws {
        let (n, encoded) = try helsinki()
        let expected = Self.answers(n)
        var refused = 0
        for k in encoded.chunks.indices {
            let chunks = Chunks(encoded.chunks)
            var bytes = encoded.chunks[k]
            bytes[bytes.count / 2] ^= 0x40
            chunks.damaged[k] = bytes
            let decoded = try NetworkCodec.decode(encoded.head, chunks: chunks)
            for (got, want) in zip(Self.answers(decoded), expected) where got != want {
                XCTAssertEqual(got, "corrupt_road_network", "chunk \(k)")
                refused += 1
            }
        }
        XCTAssertGreaterThan(refused, 0)
    }

    func test_edgeChunks_chunkGoneOrCutShort_routeThrowsCorrupt() throws {
        let (_, encoded) = try helsinki()
        for replacement in [nil, Array(encoded.chunks[0].dropLast(16)), []] as [[UInt8]?] {
            let chunks = Chunks(encoded.chunks)
            for k in encoded.chunks.indices { chunks.damaged[k] = replacement }
            let decoded = try NetworkCodec.decode(encoded.head, chunks: chunks)
            // Stop 3 has no car road near it: refused as such, or as corrupt once the road graph's
            // chunks are gone too; every other answer is refused as corrupt.
            let answers = Set(Self.answers(decoded))
            XCTAssertTrue(answers.contains("corrupt_road_network"))
            XCTAssertTrue(answers.isSubset(of: ["corrupt_road_network", "stop_not_near_road"]), "\(answers)")
            XCTAssertGreaterThan(decoded.readFailures, 0)
        }
    }

    /// A record out of the hierarchy's order whose chunk checksum was made to match is still
    /// refused: the order checks run on every chunk read.
    func test_edgeChunks_recordOutOfOrderWithMatchingChecksum_routeThrowsCorrupt() throws {
        let (n, encoded) = try helsinki()
        let q = n.queryEdges
        // An up edge at some node: its target set to the node itself (edges lead to higher nodes).
        let x = try XCTUnwrap((0..<n.rank.count).first { !q.up($0).isEmpty })
        let e = q.up(x).lowerBound, k = e >> EdgeChunks.shift, i = e - (k << EdgeChunks.shift)
        var chunk = encoded.chunks[k]
        withUnsafeBytes(of: Int32(x).littleEndian) { for b in 0..<4 { chunk[8 * i + b] = $0[b] } }
        var head = encoded.head
        let sum = EdgeChunks.checksum(encoded.chunks[k]), at = try XCTUnwrap(Self.offset(of: sum, in: head))
        withUnsafeBytes(of: EdgeChunks.checksum(chunk).littleEndian) { for b in 0..<8 { head[at + b] = $0[b] } }
        let chunks = Chunks(encoded.chunks)
        chunks.damaged[k] = chunk
        let decoded = try NetworkCodec.decode(head, chunks: chunks)
        XCTAssertFalse(decoded.queryEdges.chunks?.ensureAll() ?? true)
        XCTAssertEqual(decoded.queryEdges.arcs[e], Hierarchy.Arc(target: 0, weight: 0), "a refused chunk is zeroed")
    }

    func test_networkCodec_chunkedHeadWithoutChunksOrCutShort_throwsCorrupt() throws {
        let (_, encoded) = try helsinki()
        XCTAssertThrowsError(try NetworkCodec.decode(encoded.head)) {
            XCTAssertEqual(($0 as? LiftError)?.code, "corrupt_road_network")
        }
        // Cut anywhere in the hierarchy and past it: refused, never a trap.
        for cut in stride(from: encoded.head.count - 1, to: encoded.head.count / 2, by: -997) {
            XCTAssertThrowsError(try NetworkCodec.decode(Array(encoded.head.prefix(cut)), chunks: Chunks(encoded.chunks)), "cut \(cut)")
        }
    }

    /// LIFTNET8, whose head holds the bounds whole: refused at decode. (LIFTNET9's bounds are
    /// checked as routes read them: StoredColumnsTests.)
    func test_networkCodec_chunkedHeadWithAnotherChunkCount_throwsCorrupt() throws {
        let n = try Fixtures.helsinki(.car)
        let encoded = NetworkCodec.encodeChunked(n, lazyRank: false)
        // The edge count is stored before the shortcut count and the sums: claim one edge more.
        var head = encoded.head
        let count = UInt64(n.queryEdges.edgeCount), shortcuts = UInt64(n.queryEdges.shortcutCount)
        var pattern = [UInt8]()
        for v in [count, shortcuts] { withUnsafeBytes(of: v.littleEndian) { pattern.append(contentsOf: $0) } }
        let at = try XCTUnwrap((0...(head.count - 16)).first { Array(head[$0..<$0 + 16]) == pattern })
        for claimed in [count + 1, count + UInt64(EdgeChunks.perChunk), UInt64(Int32.max) + 1, UInt64.max] {
            withUnsafeBytes(of: claimed.littleEndian) { for b in 0..<8 { head[at + b] = $0[b] } }
            XCTAssertThrowsError(try NetworkCodec.decode(head, chunks: Chunks(encoded.chunks)), "\(claimed) edges") {
                XCTAssertEqual(($0 as? LiftError)?.code, "corrupt_road_network")
            }
        }
    }

    private static func offset(of value: UInt64, in bytes: [UInt8]) -> Int? {
        var pattern = [UInt8]()
        withUnsafeBytes(of: value.littleEndian) { pattern.append(contentsOf: $0) }
        return (0...(bytes.count - 8)).first { Array(bytes[$0..<$0 + 8]) == pattern }
    }
}
