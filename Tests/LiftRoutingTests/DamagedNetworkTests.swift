import XCTest
import LiftCore
@testable import LiftRouting

/// Issue 7, "no input may trap the host process": the stored network is a BLOB a damaged or
/// hostile file can change, and the route query reads the hierarchy through unchecked views.
/// Every damaged network must be refused as corrupt by NetworkCodec, or route without trapping.
final class DamagedNetworkTests: XCTestCase {
    /// Where each array of an encoded network lies (NetworkCodec.encode's order, LIFTNET4).
    struct Layout {
        /// `stride`: bytes from one element to the next (a field of 8-byte records: 8).
        struct Section { var countAt: Int; var dataAt: Int; var count: Int; var size: Int; var stride: Int }
        static let names: [(String, Int)] = [
            ("coordinates", 16), ("segmentA", 4), ("segmentB", 4), ("segmentForward", 4), ("segmentBackward", 4),
            ("arcFrom", 4), ("arcTo", 4), ("arcSegment", 4), ("arcWeight", 4), ("arcLength", 4),
            ("turnStart", 4), ("turnTarget", 4), ("turnWeight", 4), ("rank", 4),
            ("bounds", 4), ("arcs", 8), ("halves", 8), ("kinds", 1), ("cellStart", 4), ("cellSegments", 4), ("durations", 4),
        ]
        var names: [(String, Int)] { Layout.names }
        var sections: [String: Section] = [:]

        init(_ bytes: [UInt8]) {
            var at = 32   // magic, profile, restrictions, skipped
            for (name, size) in Layout.names {
                let count = Int(DamagedNetworkTests.u64(bytes, at))
                sections[name] = Section(countAt: at, dataAt: at + 8, count: count, size: size, stride: size)
                at += 8 + count * size
            }
            // The records, field by field: `target` is the target of each arc, and so on.
            for (records, fields) in [("arcs", ["target", "weight"]), ("halves", ["first", "second"])] {
                guard let s = sections[records] else { continue }
                for (k, field) in fields.enumerated() {
                    sections[field] = Section(countAt: s.countAt, dataAt: s.dataAt + 4 * k, count: s.count, size: 4, stride: 8)
                }
            }
        }

        func section(_ name: String) throws -> Section { try XCTUnwrap(sections[name], name) }
    }

    static func u64(_ b: [UInt8], _ at: Int) -> UInt64 {
        (0..<8).reduce(UInt64(0)) { $0 | UInt64(b[at + $1]) << (8 * UInt64($1)) }
    }

    static func setU64(_ b: inout [UInt8], _ at: Int, _ v: UInt64) {
        for i in 0..<8 { b[at + i] = UInt8(truncatingIfNeeded: v >> (8 * UInt64(i))) }
    }

    static func i32(_ b: [UInt8], _ s: Layout.Section, _ i: Int) -> Int32 {
        let at = s.dataAt + s.stride * i
        return Int32(bitPattern: (0..<4).reduce(UInt32(0)) { $0 | UInt32(b[at + $1]) << (8 * UInt32($1)) })
    }

    static func setI32(_ b: inout [UInt8], _ s: Layout.Section, _ i: Int, _ v: Int32) {
        let at = s.dataAt + s.stride * i, u = UInt32(bitPattern: v)
        for k in 0..<4 { b[at + k] = UInt8(truncatingIfNeeded: u >> (8 * UInt32(k))) }
    }

    static let stops = [Coordinate(lat: 60.1699, lon: 24.9384), Coordinate(lat: 60.1618, lon: 24.9470),
                        Coordinate(lat: 60.1841, lon: 24.9500), Coordinate(lat: 60.1550, lon: 24.9200)]

    /// The encoded Helsinki car network (built once per process by Fixtures), in the current layout (LIFTNET4).
    private func helsinki() throws -> (RoadNetwork, [UInt8]) {
        let n = try Fixtures.helsinki(.car)
        return (n, NetworkCodec.encode(n))
    }

    private func assertCorrupt(_ bytes: [UInt8], _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try NetworkCodec.decode(bytes), what, file: file, line: line) { error in
            let e = error as? LiftError
            XCTAssertEqual(e?.status, .corrupt, what, file: file, line: line)
            XCTAssertEqual(e?.code, "corrupt_road_network", what, file: file, line: line)
        }
    }

    /// Routes every pair of stops (cost and the unpacked leg); returns the legs found.
    @discardableResult
    static func routeAll(_ n: RoadNetwork) -> Int {
        var found = 0
        for (i, a) in stops.enumerated() {
            for (j, b) in stops.enumerated() where i != j {
                guard let ea = try? n.endpoint(a, stop: 0), let eb = try? n.endpoint(b, stop: 1) else { continue }
                _ = n.cost(ea, eb)
                if let leg = n.leg(ea, eb) {
                    // A path passes each turn-graph node at most once (plus the stop's own arc).
                    XCTAssertLessThanOrEqual(leg.arcs.count, n.turns.nodeCount + 2)
                    found += 1
                }
            }
        }
        return found
    }

    /// Refused as corrupt, or decoded into a network that routes without trapping.
    private func assertRefusedOrRoutes(_ bytes: [UInt8], _ what: String) {
        do {
            Self.routeAll(try NetworkCodec.decode(bytes))
        } catch {
            XCTAssertEqual((error as? LiftError)?.code, "corrupt_road_network", what)
        }
    }

    /// The halves name edges in one id space: a half must be an edge stored below the
    /// shortcut's node (below bounds[2x]), or a leaf in range.
    func test_networkCodec_halvesNotBelowTheShortcut_throwsCorrupt() throws {
        let (n, original) = try helsinki()
        let layout = Layout(original), q = n.queryEdges, count = n.rank.count
        let (x, i) = try XCTUnwrap((0..<count).lazy.compactMap { x in
            q.up(x).first { q.halves[$0].first >= 0 && q.halves[$0].second >= 0 }.map { (x, $0) }
        }.first)
        func corrupt(_ field: String, _ edge: Int, _ value: Int32, _ what: String) throws {
            var bytes = original
            Self.setI32(&bytes, try layout.section(field), edge, value)
            assertCorrupt(bytes, what)
        }
        try corrupt("second", i, Int32(i), "second half == the shortcut")
        try corrupt("first", i, Int32(q.up(x).lowerBound), "first half stored at x")
        try corrupt("second", i, Int32(q.down(x).lowerBound), "second half stored at x")
        if let above = q.down(count - 2).first { try corrupt("first", i, Int32(above), "first half stored above x") }
        // An original turn of a down edge naming a TurnGraph node it does not lead to.
        let turn = try XCTUnwrap((0..<count).lazy.compactMap { z in q.down(z).first { q.halves[$0].first == -1 } }.first)
        try corrupt("second", turn, q.halves[turn].second &+ 1, "turn leading elsewhere")
        // Leaves: a first leading to a node at or above the shortcut's, either out of range.
        for (field, value) in [("first", Hierarchy.Halves.leaf(n.node[x])), ("first", Hierarchy.Halves.leaf(n.node[count - 1])),
                               ("first", Hierarchy.Halves.leaf(Int32(count))), ("second", Hierarchy.Halves.leaf(Int32(count))),
                               ("second", Int32.min), ("first", Int32.min)] {
            try corrupt(field, i, value, "\(field) leaf \(value)")
        }
        // A down shortcut's second leaf leads to the node it is stored at: another node is refused.
        let (z, d) = try XCTUnwrap((0..<count).lazy.compactMap { z in
            q.down(z).first { q.halves[$0].first != -1 && q.halves[$0].second < -1 }.map { (z, $0) }
        }.first)
        try corrupt("second", d, Hierarchy.Halves.leaf(n.node[z == 0 ? 1 : 0]), "down second leaf elsewhere")
        // Undamaged, the same bytes decode to the same layout.
        let decoded = try NetworkCodec.decode(original)
        XCTAssertEqual(decoded.queryEdges.bounds, q.bounds)
        XCTAssertEqual(decoded.queryEdges.halves, q.halves)
        XCTAssertEqual(decoded.rank, n.rank)
        XCTAssertEqual(decoded.node, n.node)
    }

    /// The coordinates are (lat, lon) records read in place: one out of range or NaN is refused.
    func test_networkCodec_coordinateOutOfRangeOrNaN_throwsCorrupt() throws {
        let (n, original) = try helsinki()
        let s = try Layout(original).section("coordinates")
        XCTAssertEqual(s.count, n.road.coordinates.count)
        XCTAssertEqual(try NetworkCodec.decode(original).road.coordinates, n.road.coordinates)
        for (field, value) in [(0, 90.5), (1, -180.5), (0, Double.nan), (1, Double.infinity)] {
            var bytes = original
            Self.setU64(&bytes, s.dataAt + 16 * (s.count - 1) + 8 * field, value.bitPattern)
            assertCorrupt(bytes, "coordinate field \(field) = \(value)")
        }
    }

    func test_networkCodec_undamagedHelsinki_passesTheRankChecksAndRoutes() throws {
        let (n, bytes) = try helsinki()
        XCTAssertEqual(Self.routeAll(try NetworkCodec.decode(bytes)), Self.routeAll(n))
        XCTAssertGreaterThan(Self.routeAll(n), 0)
    }

    func test_networkCodec_edgeToALowerRankedNode_throwsCorrupt() throws {
        let (n, original) = try helsinki()
        let layout = Layout(original), q = n.queryEdges
        for down in [false, true] {
            let z = try XCTUnwrap((1..<n.rank.count).first { !(down ? q.down($0) : q.up($0)).isEmpty })
            let i = (down ? q.down(z) : q.up(z)).lowerBound
            for target in [Int32(0), Int32(z)] {
                var bytes = original
                Self.setI32(&bytes, try layout.section("target"), i, target)
                assertCorrupt(bytes, "\(down ? "down" : "up") edge to \(target)")
            }
        }
    }

    func test_networkCodec_targetOrHalfAtOrPastNodeCount_throwsCorrupt() throws {
        let (n, original) = try helsinki()
        let layout = Layout(original), count = Int32(n.rank.count), edges = Int32(n.queryEdges.arcs.count)
        // Edge 0 is stored at or above the lowest node, so no edge id lies below it.
        for name in ["target", "first", "second", "turnTarget"] {
            for value in [count, count + 1, edges, Int32.max, -2, Int32.min] {
                var bytes = original
                Self.setI32(&bytes, try layout.section(name), 0, value)
                assertCorrupt(bytes, "\(name)[0] = \(value)")
            }
        }
    }

    func test_networkCodec_decreasingOrOutOfRangeOffsets_throwCorrupt() throws {
        let (n, original) = try helsinki()
        for name in ["bounds", "turnStart"] {
            let layout = Layout(original)
            let s = try layout.section(name)
            let starts = (0..<s.count).map { Self.i32(original, s, $0) }
            let k = try XCTUnwrap((0..<(s.count - 1)).first { starts[$0] < starts[$0 + 1] && $0 > 0 })
            var bytes = original
            Self.setI32(&bytes, s, k, starts[k + 1] + 1)   // above the next offset: a decreasing step
            assertCorrupt(bytes, "\(name) decreasing")
            for (i, value) in [(0, 1), (0, -1), (s.count - 1, starts[s.count - 1] + 1), (k, Int32.max), (k, -5)] {
                bytes = original
                Self.setI32(&bytes, s, i, value)
                assertCorrupt(bytes, "\(name)[\(i)] = \(value)")
            }
        }
        XCTAssertGreaterThan(n.rank.count, 0)
    }

    func test_networkCodec_rankNotAPermutation_throwsCorrupt() throws {
        let original = try helsinki().1
        let s = try Layout(original).section("rank")
        var bytes = original
        Self.setI32(&bytes, s, 1, Self.i32(original, s, 0))   // two nodes share a rank
        assertCorrupt(bytes, "duplicate rank")
        for value in [Int32(s.count), -1, Int32.max] {
            bytes = original
            Self.setI32(&bytes, s, 0, value)
            assertCorrupt(bytes, "rank[0] = \(value)")
        }
    }

    func test_networkCodec_arraysOfInconsistentLengths_throwCorrupt() throws {
        // One element fewer in a section: its count and the bytes both shrink, so what follows
        // still parses and only the length checks can refuse it.
        let common = ["rank", "turnWeight", "arcTo", "segmentB"]
        let original = try helsinki().1
        let layout = Layout(original)
        for name in common + ["bounds", "arcs", "halves"] {
            let s = try layout.section(name)
            var bytes = original
            Self.setU64(&bytes, s.countAt, UInt64(s.count - 1))
            bytes.removeSubrange(s.dataAt..<(s.dataAt + s.size))
            assertCorrupt(bytes, "\(name) one short")
        }
    }

    func test_networkCodec_eachSectionTruncated_throwsCorrupt() throws {
        let original = try helsinki().1
        let layout = Layout(original)
        for (name, _) in layout.names {
            let s = try layout.section(name)
            guard s.count > 1 else { continue }
            // Mid-way through the section's data, and right after its count.
            assertCorrupt(Array(original.prefix(s.dataAt + s.size * s.count / 2)), "\(name) cut mid-way")
            assertCorrupt(Array(original.prefix(s.dataAt)), "\(name) cut after its count")
        }
        assertCorrupt(Array(original.prefix(12)), "cut in the header")
        assertCorrupt([], "empty")
    }

    func test_networkCodec_hugeCounts_throwCorrupt() throws {
        let original = try helsinki().1
        let layout = Layout(original)
        for (name, _) in layout.names {
            let s = try layout.section(name)
            for count in [UInt64.max, UInt64(Int64.max), UInt64(Int64.max) + 1, UInt64(1) << 62, UInt64(original.count)] {
                var bytes = original
                Self.setU64(&bytes, s.countAt, count)
                assertCorrupt(bytes, "\(name) count \(count)")
            }
        }
    }

    func test_networkCodec_countOneTooLarge_isRefusedOrRoutes() throws {
        let original = try helsinki().1
        let layout = Layout(original)
        for (name, _) in layout.names {
            var bytes = original
            let s = try layout.section(name)
            Self.setU64(&bytes, s.countAt, UInt64(s.count + 1))
            assertRefusedOrRoutes(bytes, "\(name) count + 1")
        }
    }

    func test_networkCodec_randomHierarchyEdits_areRefusedOrRoute() throws {
        let original = try helsinki().1
        let layout = Layout(original)
        var random = Fixtures.SplitMix(state: 7)
        let names = ["rank", "bounds", "target", "weight", "first", "second"]
        var decoded = 0
        for trial in 0..<60 {
            var bytes = original
            for _ in 0..<(1 + trial % 3) {
                let s = try layout.section(names[Int(random.next() % UInt64(names.count))])
                guard s.count > 0 else { continue }
                let i = Int(random.next() % UInt64(s.count))
                let old = Self.i32(original, s, i)
                // Near the old value mostly (passes the range checks), sometimes anything.
                let value = random.next() % 4 == 0 ? Int32(truncatingIfNeeded: random.next())
                                                   : old &+ Int32(truncatingIfNeeded: random.next() % 7) &- 3
                Self.setI32(&bytes, s, i, value)
            }
            do {
                Self.routeAll(try NetworkCodec.decode(bytes))
                decoded += 1
            } catch {
                XCTAssertEqual((error as? LiftError)?.code, "corrupt_road_network", "trial \(trial)")
            }
        }
        // Weights may change freely, so some edits decode (and route); the rest are refused.
        XCTAssertGreaterThan(decoded, 0)
    }

    /// Defence in depth behind the decode checks: a hierarchy that never went through them
    /// (halves that are the shortcut itself, point at each other in a cycle, or out of range)
    /// still routes and ends.
    func test_hierarchyQuery_cyclicOrSelfHalves_unpackEndsWithoutTrapping() throws {
        let (n, _) = try helsinki()
        for variant in 0..<3 {
            var h = n.hierarchy
            let downCount = Int32(h.down.arcs.count), upCount = Int32(h.up.arcs.count)
            for edges in [\Hierarchy.up, \Hierarchy.down] {
                var e = h[keyPath: edges]
                for i in e.halves.indices where e.halves[i].first != -1 {
                    let j = Int32(i)
                    switch variant {
                    case 0: e.halves[i] = Hierarchy.Halves(first: j % downCount, second: j % upCount)   // itself, both sides
                    case 1: e.halves[i] = Hierarchy.Halves(first: (j + 1) % downCount, second: (j + 1) % upCount)   // a cycle
                    default: e.halves[i] = Hierarchy.Halves(first: Int32.max, second: -7)   // out of range
                    }
                }
                h[keyPath: edges] = e
            }
            let damaged = RoadNetwork(profile: n.profile, road: n.road, turns: n.turns, chains: n.chains, hierarchy: h,
                                      restrictions: 0, skipped: 0, mainComponent: n.grid.kinds, cells: n.grid.cells)
            Self.routeAll(damaged)
            assertCorrupt(NetworkCodec.encode(damaged), "variant \(variant)")
        }
    }
}

