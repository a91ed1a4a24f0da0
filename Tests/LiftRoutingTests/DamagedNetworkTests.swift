import XCTest
import LiftCore
@testable import LiftRouting

/// Issue 7, "no input may trap the host process": the stored network is a BLOB a damaged or
/// hostile file can change, and the route query reads the hierarchy through unchecked views.
/// Every damaged network must be refused as corrupt by NetworkCodec, or route without trapping.
final class DamagedNetworkTests: XCTestCase {
    /// Where each array of an encoded network lies (NetworkCodec.encode's order), in the layout
    /// its magic names: LIFTNET4 (the query's layout), LIFTNET2 / LIFTNET3 (up and down edges), or
    /// LIFTNET1 (the hierarchy as built, with middles).
    struct Layout {
        enum Format { case version1, upDown, interleaved }
        /// `stride`: bytes from one element to the next (a field of 8-byte records: 8).
        struct Section { var countAt: Int; var dataAt: Int; var count: Int; var size: Int; var stride: Int }
        static func names(_ format: Format) -> [(String, Int)] {
            let hierarchy: [(String, Int)]
            switch format {
            case .version1:
                hierarchy = [("upStart", 4), ("upTarget", 4), ("upWeight", 4), ("upMiddle", 4),
                             ("downStart", 4), ("downTarget", 4), ("downWeight", 4), ("downMiddle", 4)]
            case .upDown: hierarchy = [("upStart", 4), ("upArcs", 8), ("upHalves", 8), ("downStart", 4), ("downArcs", 8), ("downHalves", 8)]
            case .interleaved: hierarchy = [("bounds", 4), ("arcs", 8), ("halves", 8)]
            }
            let coordinates: [(String, Int)] = format == .interleaved ? [("coordinates", 16)] : [("lat", 8), ("lon", 8)]
            return coordinates + [("segmentA", 4), ("segmentB", 4), ("segmentForward", 4), ("segmentBackward", 4),
                    ("arcFrom", 4), ("arcTo", 4), ("arcSegment", 4), ("arcWeight", 4), ("arcLength", 4),
                    ("turnStart", 4), ("turnTarget", 4), ("turnWeight", 4), ("rank", 4)]
                + hierarchy + [("kinds", 1), ("cellStart", 4), ("cellSegments", 4), ("durations", 4)]
        }
        let format: Format
        var names: [(String, Int)] { Layout.names(format) }
        var sections: [String: Section] = [:]

        init(_ bytes: [UInt8]) {
            let magic = String(decoding: bytes.prefix(8), as: UTF8.self)
            format = magic == "LIFTNET1" ? .version1 : magic == "LIFTNET4" ? .interleaved : .upDown
            var at = 32   // magic, profile, restrictions, skipped
            for (name, size) in Layout.names(format) {
                let count = Int(DamagedNetworkTests.u64(bytes, at))
                sections[name] = Section(countAt: at, dataAt: at + 8, count: count, size: size, stride: size)
                at += 8 + count * size
            }
            // The records, field by field: upTarget (LIFTNET2) or target (LIFTNET4) = the target of each arc, and so on.
            for (records, fields) in [("Arcs", ["Target", "Weight"]), ("Halves", ["First", "Second"])] {
                for side in ["up", "down", ""] {
                    let name = side.isEmpty ? records.lowercased() : side + records
                    guard format != .version1, let s = sections[name] else { continue }
                    for (k, field) in fields.enumerated() {
                        let fieldName = side.isEmpty ? field.lowercased() : side + field
                        sections[fieldName] = Section(countAt: s.countAt, dataAt: s.dataAt + 4 * k, count: s.count, size: 4, stride: 8)
                    }
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

    /// The same in the LIFTNET3 layout (up and down edges: stores made before 2026-11-22).
    private func helsinkiV3() throws -> (RoadNetwork, [UInt8]) {
        let n = try Fixtures.helsinki(.car)
        return (n, NetworkCodec.encode(n, version1: false, version3: true))
    }

    /// Both layouts a network over chains is stored in.
    private func helsinkiBoth() throws -> [[UInt8]] { [try helsinki().1, try helsinkiV3().1] }

    private func assertCorrupt(_ bytes: [UInt8], _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try NetworkCodec.decode(bytes), what, file: file, line: line) { error in
            let e = error as? LiftError
            XCTAssertEqual(e?.status, .corrupt, what, file: file, line: line)
            XCTAssertEqual(e?.code, "corrupt_road_network", what, file: file, line: line)
        }
    }

    /// Routes every pair of stops (cost and the unpacked leg); returns the legs found.
    @discardableResult
    /// Every ordered pair's cost among `stops` (nil: no route).
    static func costsAll(_ n: RoadNetwork) -> [Int64?] {
        stops.indices.flatMap { i in
            stops.indices.filter { $0 != i }.map { j -> Int64? in
                guard let a = try? n.endpoint(stops[i], stop: 0), let b = try? n.endpoint(stops[j], stop: 1) else { return nil }
                return n.cost(a, b)
            }
        }
    }

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

    /// The encoded network in the LIFTNET1 layout (stores made before the query layout), with
    /// the network it encodes: its hierarchy over arcs, as stores made before chains held it.
    private func helsinkiV1() throws -> (RoadNetwork, [UInt8]) {
        let n = Self.overArcs(try Fixtures.helsinki(.car))
        return (n, NetworkCodec.encode(n, version1: true))
    }

    /// The network with its hierarchy built over arcs (one chain per arc).
    static func overArcs(_ n: RoadNetwork) -> RoadNetwork {
        var builder = HierarchyBuilder(n.turns)
        return RoadNetwork(profile: n.profile, road: n.road, turns: n.turns, chains: Chains(identity: n.turns.nodeCount),
                           hierarchy: builder.build(), restrictions: n.stats.restrictions, skipped: n.stats.skippedRestrictions,
                           mainComponent: n.grid.kinds, cells: n.grid.cells)
    }

    /// An up edge that is a shortcut, with the node it is stored at (LIFTNET1 ids).
    private func firstShortcut(_ n: RoadNetwork) throws -> (node: Int, edge: Int) {
        let up = n.hierarchy.contracted.up
        for x in 0..<n.hierarchy.nodeCount {
            if let e = up.range(x).first(where: { up.middle[$0] >= 0 }) { return (x, e) }
        }
        throw XCTSkip("no shortcut")
    }

    /// An up edge that is a shortcut of two shortcuts (both halves edge ids, no leaf), with the
    /// CH id it is stored at (LIFTNET2).
    private func firstShortcutV2(_ n: RoadNetwork) throws -> (node: Int, edge: Int) {
        let up = n.hierarchy.up
        for x in 0..<n.hierarchy.nodeCount {
            if let e = up.range(x).first(where: { up.halves[$0].first >= 0 && up.halves[$0].second >= 0 }) { return (x, e) }
        }
        throw XCTSkip("no shortcut")
    }

    func test_networkCodec_version1Helsinki_convertsAtDecodeAndRoutesTheSame() throws {
        let (n, bytes) = try helsinkiV1()
        XCTAssertEqual(Array(bytes.prefix(8)), Array("LIFTNET1".utf8))
        XCTAssertEqual(Array(NetworkCodec.encode(n).prefix(8)), Array("LIFTNET2".utf8), "over arcs: written back as LIFTNET2")
        let decoded = try NetworkCodec.decode(bytes)
        XCTAssertEqual(decoded.hierarchy.rank, n.hierarchy.rank)
        XCTAssertEqual(decoded.hierarchy.node, n.hierarchy.node)
        XCTAssertEqual(decoded.hierarchy.up.arcs, n.hierarchy.up.arcs)
        XCTAssertEqual(decoded.hierarchy.up.halves, n.hierarchy.up.halves)
        XCTAssertEqual(decoded.hierarchy.down.halves, n.hierarchy.down.halves)
        // Re-encoded, it is the current layout's BLOB byte for byte.
        XCTAssertEqual(NetworkCodec.encode(decoded), NetworkCodec.encode(n))
        XCTAssertEqual(Self.routeAll(decoded), Self.routeAll(n))
    }

    func test_networkCodec_version2OverArcs_decodesOverArcsAndRoutesAsChains() throws {
        let current = try Fixtures.helsinki(.car)
        let bytes = NetworkCodec.encode(current, version1: false, old: true)
        XCTAssertEqual(Array(bytes.prefix(8)), Array("LIFTNET2".utf8))
        XCTAssertEqual(Array(NetworkCodec.encode(current).prefix(8)), Array("LIFTNET4".utf8))
        XCTAssertEqual(Array(NetworkCodec.encode(current, version1: false, version3: true).prefix(8)), Array("LIFTNET3".utf8))
        let decoded = try NetworkCodec.decode(bytes)
        XCTAssertFalse(decoded.chains.compressed)
        XCTAssertEqual(decoded.hierarchy.nodeCount, current.turns.nodeCount, "one node per arc")
        XCTAssertLessThan(current.hierarchy.nodeCount, current.turns.nodeCount / 3, "chains: a third of the arcs or fewer")
        XCTAssertEqual(NetworkCodec.encode(decoded), bytes, "written back in its own layout")
        XCTAssertEqual(Self.costsAll(decoded), Self.costsAll(current))
        XCTAssertGreaterThanOrEqual(Self.costsAll(current).compactMap { $0 }.count, 6)
    }

    /// A LIFTNET1 middle that ranks below both ends but has no edge to one of them: nothing to
    /// unpack it into, so the conversion refuses it.
    func test_networkCodec_version1MiddleWithoutHalves_throwsCorrupt() throws {
        let (n, original) = try helsinkiV1()
        let layout = Layout(original), c = n.hierarchy.contracted, (x, e) = try firstShortcut(n)
        let a = Int32(x), b = c.up.target[e]
        let m = try XCTUnwrap(c.rank.indices.first { m in
            c.rank[m] < c.rank[x] && (c.down.cheapest(at: m, to: a) == nil || c.up.cheapest(at: m, to: b) == nil)
        })
        var bytes = original
        Self.setI32(&bytes, try layout.section("upMiddle"), e, Int32(m))
        assertCorrupt(bytes, "middle without halves")
    }

    func test_networkCodec_version3HalvesNotBelowTheShortcut_throwsCorrupt() throws {
        let (n, original) = try helsinkiV3()
        let layout = Layout(original), h = n.hierarchy, (x, e) = try firstShortcutV2(n)
        let half = h.up.halves[e]
        var bytes = original
        Self.setI32(&bytes, try layout.section("upSecond"), e, Int32(e))   // itself as its own half
        assertCorrupt(bytes, "second half == the shortcut")
        // A down edge stored at the shortcut's own node, or at a node above it.
        for at in [x, h.nodeCount - 2] {
            guard let f = h.down.range(at).first else { continue }
            bytes = original
            Self.setI32(&bytes, try layout.section("upFirst"), e, Int32(f))
            assertCorrupt(bytes, "first half stored at \(at)")
        }
        // An up edge stored at x itself as the second half.
        bytes = original
        Self.setI32(&bytes, try layout.section("upSecond"), e, Int32(h.up.range(x).lowerBound))
        assertCorrupt(bytes, "second half stored at x")
        XCTAssertGreaterThanOrEqual(half.second, 0)
        // An original turn naming a TurnGraph node it does not lead to.
        let original0 = try XCTUnwrap(h.down.halves.indices.first { h.down.halves[$0].first == -1 })
        bytes = original
        Self.setI32(&bytes, try layout.section("downSecond"), original0, h.down.halves[original0].second &+ 1)
        assertCorrupt(bytes, "turn leading elsewhere")
        // Leaf halves (original turns inline): the first leading to a node at or above the
        // shortcut's, the second to another node than its end, either out of range.
        let count = Int32(h.nodeCount)
        for (name, value) in [("upFirst", Hierarchy.Halves.leaf(h.node[x])), ("upFirst", Hierarchy.Halves.leaf(h.node[h.nodeCount - 1])),
                              ("upFirst", Hierarchy.Halves.leaf(count)),
                              ("upSecond", Hierarchy.Halves.leaf(count)), ("upSecond", Int32.min), ("upFirst", Int32.min)] {
            bytes = original
            Self.setI32(&bytes, try layout.section(name), e, value)
            assertCorrupt(bytes, "\(name) leaf \(value)")
        }
        // A down shortcut's second leaf leads to the node it is stored at: another node is refused.
        let d = try XCTUnwrap(h.down.halves.indices.first { h.down.halves[$0].first != -1 && h.down.halves[$0].second < -1 })
        let at = try XCTUnwrap((0..<h.nodeCount).first { h.down.range($0).contains(d) })
        bytes = original
        Self.setI32(&bytes, try layout.section("downSecond"), d, Hierarchy.Halves.leaf(h.node[at == 0 ? 1 : 0]))
        assertCorrupt(bytes, "down second leaf elsewhere")
    }

    /// LIFTNET4's halves name edges in one id space: a half must be an edge stored below the
    /// shortcut's node (below bounds[2x]), or a leaf in range.
    func test_networkCodec_version4HalvesNotBelowTheShortcut_throwsCorrupt() throws {
        let (n, original) = try helsinki()
        let layout = Layout(original), q = n.queryEdges, count = n.rank.count
        XCTAssertEqual(layout.format, .interleaved)
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

    /// LIFTNET4's coordinates are (lat, lon) records read in place: one out of range or NaN is refused.
    func test_networkCodec_version4CoordinateOutOfRangeOrNaN_throwsCorrupt() throws {
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
        XCTAssertEqual(Self.routeAll(try NetworkCodec.decode(try helsinkiV3().1)), Self.routeAll(n))
        XCTAssertGreaterThan(Self.routeAll(n), 0)
    }

    func test_networkCodec_version1MiddlePointingToItsOwnNode_throwsCorrupt() throws {
        let (n, original) = try helsinkiV1()
        let layout = Layout(original), (x, e) = try firstShortcut(n)
        var bytes = original
        Self.setI32(&bytes, try layout.section("upMiddle"), e, Int32(x))
        assertCorrupt(bytes, "middle == from")
        bytes = original
        Self.setI32(&bytes, try layout.section("upMiddle"), e, n.hierarchy.contracted.up.target[e])
        assertCorrupt(bytes, "middle == to")
    }

    func test_networkCodec_version1MiddleRankedAboveItsEnds_throwsCorrupt() throws {
        let (n, original) = try helsinkiV1()
        let layout = Layout(original), (_, e) = try firstShortcut(n)
        let top = try XCTUnwrap(n.hierarchy.rank.indices.max { n.hierarchy.rank[$0] < n.hierarchy.rank[$1] })
        var bytes = original
        Self.setI32(&bytes, try layout.section("upMiddle"), e, Int32(top))
        assertCorrupt(bytes, "middle ranked highest")
        // The same in the downward edges.
        let down = n.hierarchy.contracted.down
        let d = try XCTUnwrap(down.middle.indices.first { down.middle[$0] >= 0 })
        bytes = original
        Self.setI32(&bytes, try layout.section("downMiddle"), d, Int32(top))
        assertCorrupt(bytes, "down middle ranked highest")
    }

    func test_networkCodec_edgeToALowerRankedNode_throwsCorrupt() throws {
        let (n, original) = try helsinkiV3()
        let layout = Layout(original), h = n.hierarchy
        let x = try XCTUnwrap((1..<h.nodeCount).first { !h.up.range($0).isEmpty })
        var bytes = original
        Self.setI32(&bytes, try layout.section("upTarget"), h.up.range(x).lowerBound, 0)
        assertCorrupt(bytes, "up edge leading down")
        bytes = original
        Self.setI32(&bytes, try layout.section("upTarget"), h.up.range(x).lowerBound, Int32(x))
        assertCorrupt(bytes, "up edge to itself")
        // The same in LIFTNET1's ids.
        let (n1, v1) = try helsinkiV1()
        let c = n1.hierarchy.contracted, layout1 = Layout(v1)
        let y = try XCTUnwrap(c.rank.indices.first { c.rank[$0] > 0 && !c.up.range($0).isEmpty })
        let bottom = try XCTUnwrap(c.rank.firstIndex(of: 0))
        bytes = v1
        Self.setI32(&bytes, try layout1.section("upTarget"), c.up.range(y).lowerBound, Int32(bottom))
        assertCorrupt(bytes, "version 1 up edge leading down")
        // The same in LIFTNET4's one id space, up and down edges.
        let (_, v4) = try helsinki()
        let layout4 = Layout(v4), q = n.queryEdges
        for down in [false, true] {
            let z = try XCTUnwrap((1..<n.rank.count).first { !(down ? q.down($0) : q.up($0)).isEmpty })
            let i = (down ? q.down(z) : q.up(z)).lowerBound
            for target in [Int32(0), Int32(z)] {
                bytes = v4
                Self.setI32(&bytes, try layout4.section("target"), i, target)
                assertCorrupt(bytes, "version 4 \(down ? "down" : "up") edge to \(target)")
            }
        }
    }

    func test_networkCodec_targetOrMiddleAtOrPastNodeCount_throwsCorrupt() throws {
        let (n, original) = try helsinkiV3()
        let layout = Layout(original), count = Int32(n.hierarchy.nodeCount)
        let edges = Int32(n.hierarchy.up.arcs.count + n.hierarchy.down.arcs.count)
        for name in ["upTarget", "downTarget", "upFirst", "downFirst", "upSecond", "downSecond", "turnTarget"] {
            for value in [count, count + 1, edges, Int32.max, -2, Int32.min] {
                var bytes = original
                Self.setI32(&bytes, try layout.section(name), 0, value)
                assertCorrupt(bytes, "\(name)[0] = \(value)")
            }
        }
        let (n1, v1) = try helsinkiV1()
        let layout1 = Layout(v1), count1 = Int32(n1.hierarchy.nodeCount)
        for name in ["upTarget", "downTarget", "upMiddle", "downMiddle"] {
            for value in [count1, count1 + 1, Int32.max, -2, Int32.min] {
                var bytes = v1
                Self.setI32(&bytes, try layout1.section(name), 0, value)
                assertCorrupt(bytes, "version 1 \(name)[0] = \(value)")
            }
        }
        // LIFTNET4: edge 0 is stored at or above the lowest node, so no edge id lies below it.
        let (_, v4) = try helsinki()
        let layout4 = Layout(v4)
        for name in ["target", "first", "second", "turnTarget"] {
            for value in [count, count + 1, edges, Int32.max, -2, Int32.min] {
                var bytes = v4
                Self.setI32(&bytes, try layout4.section(name), 0, value)
                assertCorrupt(bytes, "version 4 \(name)[0] = \(value)")
            }
        }
    }

    func test_networkCodec_decreasingOrOutOfRangeOffsets_throwCorrupt() throws {
        let (n, v3) = try helsinkiV3()
        for (original, name) in [(v3, "upStart"), (v3, "downStart"), (v3, "turnStart"), (try helsinki().1, "bounds"), (try helsinki().1, "turnStart")] {
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
        XCTAssertGreaterThan(n.hierarchy.nodeCount, 0)
    }

    func test_networkCodec_rankNotAPermutation_throwsCorrupt() throws {
        for original in try helsinkiBoth() {
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
    }

    func test_networkCodec_arraysOfInconsistentLengths_throwCorrupt() throws {
        // One element fewer in a section: its count and the bytes both shrink, so what follows
        // still parses and only the length checks can refuse it.
        let common = ["rank", "turnWeight", "arcTo", "segmentB"]
        for original in try helsinkiBoth() {
        let layout = Layout(original)
        for name in common + (layout.format == .interleaved ? ["bounds", "arcs", "halves"] : ["upArcs", "upHalves", "downArcs", "downHalves"]) {
            let s = try layout.section(name)
            var bytes = original
            Self.setU64(&bytes, s.countAt, UInt64(s.count - 1))
            bytes.removeSubrange(s.dataAt..<(s.dataAt + s.size))
            assertCorrupt(bytes, "\(name) one short")
        }
        }
    }

    func test_networkCodec_eachSectionTruncated_throwsCorrupt() throws {
        for original in try helsinkiBoth() {
        let layout = Layout(original)
        for (name, _) in layout.names {
            let s = try layout.section(name)
            guard s.count > 1 else { continue }
            // Mid-way through the section's data, and right after its count.
            assertCorrupt(Array(original.prefix(s.dataAt + s.size * s.count / 2)), "\(name) cut mid-way")
            assertCorrupt(Array(original.prefix(s.dataAt)), "\(name) cut after its count")
        }
        assertCorrupt(Array(original.prefix(12)), "cut in the header")
        }
        assertCorrupt([], "empty")
    }

    func test_networkCodec_hugeCounts_throwCorrupt() throws {
        for original in try helsinkiBoth() {
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
    }

    func test_networkCodec_countOneTooLarge_isRefusedOrRoutes() throws {
        for original in try helsinkiBoth() {
        let layout = Layout(original)
        for (name, _) in layout.names {
            var bytes = original
            let s = try layout.section(name)
            Self.setU64(&bytes, s.countAt, UInt64(s.count + 1))
            assertRefusedOrRoutes(bytes, "\(name) count + 1")
        }
        }
    }

    func test_networkCodec_randomHierarchyEdits_areRefusedOrRoute() throws {
        for original in try helsinkiBoth() {
        let layout = Layout(original)
        var random = Fixtures.SplitMix(state: 7)
        let names = layout.format == .interleaved
            ? ["rank", "bounds", "target", "weight", "first", "second"]
            : ["rank", "upStart", "upTarget", "upWeight", "upFirst", "upSecond",
               "downStart", "downTarget", "downWeight", "downFirst", "downSecond"]
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
            assertCorrupt(NetworkCodec.encode(damaged, version1: false, version3: true), "version 3 variant \(variant)")
        }
    }
}

