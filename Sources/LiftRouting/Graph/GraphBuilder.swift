/// RawNetwork -> RoadGraph + TurnGraph: segments, arcs, and every allowed turn with its cost.
enum GraphBuilder {
    struct Result {
        var road: RoadGraph
        var turns: TurnGraph
        var appliedRestrictions: Int
        /// Per segment: stops may snap onto it (RawNetwork.Way.startpoint).
        var startable: [Bool] = []
    }

    /// The graph without import limits (the synthetic city, tests): the same as `build(_:profile:limits:)`.
    static func build(_ raw: RawNetwork, profile: Profile) -> Result {
        (try? build(raw, profile: profile, limits: nil)) ?? Result(road: RoadGraph(), turns: TurnGraph(), appliedRestrictions: 0)
    }

    /// With `limits`, a vertex where more segments meet than `ImportLimits.junctionRoads` is refused
    /// before any turn is made: a vertex's turns are its arriving arcs times its leaving ones.
    /// `raw` is taken over: its node lists are let go once the segments are made (a caller that
    /// keeps its own copy keeps them).
    static func build(_ network: consuming RawNetwork, profile: Profile, limits: ImportLimits?) throws(ImportLimitExceeded) -> Result {
        var raw = network
        var g = RoadGraph()
        g.coordinates = Column(raw.coordinates)
        g.labels = raw.labels
        var arcWay = [Int32](), arcRestricted = [Bool](), arcRoundabout = [Bool](), arcFerry = [Bool]()
        var wayArcs = [Range<Int>]()
        // A way that passes the same segment again in the same direction (a way going back and
        // forth, or repeating a loop) adds nothing a route could use: its arcs, turns and the
        // way's own restrictions would be copies of the first pass's. Kept once.
        var seen = Set<Int64>()
        var startable = [Bool]()
        // Room for every segment and arc the ways can make (and the via-way copies made after),
        // reserved once: an append that outgrows an array copies it into one twice its size,
        // holding both for the copy, and leaves up to half of the new one unused.
        let (segments, arcs) = bounds(raw)
        g.segmentA.reserveCapacity(segments); g.segmentB.reserveCapacity(segments); g.segmentLabel.reserveCapacity(segments)
        g.segmentForward.reserveCapacity(segments); g.segmentBackward.reserveCapacity(segments); startable.reserveCapacity(segments)
        g.arcFrom.reserveCapacity(arcs); g.arcTo.reserveCapacity(arcs); g.arcSegment.reserveCapacity(arcs)
        g.arcWeight.reserveCapacity(arcs); g.arcDuration.reserveCapacity(arcs); g.arcLength.reserveCapacity(arcs)
        arcWay.reserveCapacity(arcs); arcRestricted.reserveCapacity(arcs); arcRoundabout.reserveCapacity(arcs); arcFerry.reserveCapacity(arcs)
        for (wayIndex, way) in raw.ways.enumerated() {
            let firstArc = g.arcFrom.count
            defer { wayArcs.append(firstArc..<g.arcFrom.count) }
            seen.removeAll(keepingCapacity: true)
            for i in 1..<max(1, way.nodes.count) {
                let a = way.nodes[i - 1], b = way.nodes[i]
                guard a != b, a >= 0, b >= 0, Int(a) < g.coordinates.count, Int(b) < g.coordinates.count else { continue }
                guard seen.insert(Int64(a) << 32 | Int64(b)).inserted else { continue }
                let length = SegmentLength.metres(g.coordinates[Int(a)], g.coordinates[Int(b)])
                let segment = Int32(clamping: g.segmentA.count)
                g.segmentA.append(a)
                g.segmentB.append(b)
                g.segmentLabel.append(way.label)
                startable.append(way.startpoint)
                func arc(_ from: Int32, _ to: Int32, _ kmh: Double, _ rate: Double) -> Int32 {
                    guard kmh > 0 else { return -1 }
                    // OSRM's units: each segment's time and weight in whole tenths of a second, at least one.
                    let seconds = length / (kmh / 3.6)
                    let ms = max(1, (seconds * 10).rounded()) * 100
                    let weight = max(1, (seconds / min(1, max(0.01, rate)) * 10).rounded()) * 100
                    let index = Int32(clamping: g.arcFrom.count)
                    g.arcFrom.append(from)
                    g.arcTo.append(to)
                    g.arcSegment.append(segment)
                    g.arcWeight.append(weight < Double(RoadGraph.maxArcWeight) ? UInt32(weight) : RoadGraph.maxArcWeight)
                    g.arcDuration.append(ms < Double(RoadGraph.maxArcWeight) ? UInt32(ms) : RoadGraph.maxArcWeight)
                    g.arcLength.append(Float(length))
                    arcWay.append(Int32(clamping: wayIndex))
                    arcRestricted.append(way.restricted)
                    arcRoundabout.append(way.roundabout)
                    arcFerry.append(way.ferry)
                    return index
                }
                g.segmentForward.append(arc(a, b, way.forwardKmh, way.forwardRate))
                g.segmentBackward.append(arc(b, a, way.backwardKmh, way.backwardRate))
            }
        }
        if let limits {
            var degree = [Int32](repeating: 0, count: g.vertexCount)
            for (a, b) in zip(g.segmentA, g.segmentB) {
                degree[Int(a)] &+= 1
                degree[Int(b)] &+= 1
            }
            if let v = degree.indices.first(where: { Int(degree[$0]) > limits.junctionRoads }) {
                throw ImportLimitExceeded(limit: .junctionRoads, max: limits.junctionRoads, found: Int(degree[v]),
                                          at: g.coordinates[v])
            }
        }
        raw.releaseNodeLists()
        var (turns, applied) = TurnBuilder(graph: g, arcWay: arcWay, arcRestricted: arcRestricted, arcRoundabout: arcRoundabout, arcFerry: arcFerry, raw: raw, profile: profile).build()
        applied += ViaWayRestrictions(wayArcs: wayArcs, arcWay: arcWay, raw: raw).apply(&g, &turns)
        // Both graphs are kept through the contraction and in the network: without the room
        // their appends left (up to as much again), one array at a time.
        g.trimRoom()
        turns.trimRoom()
        startable.trimRoom()
        return Result(road: g, turns: turns, appliedRestrictions: applied, startable: startable)
    }

    /// At most how many segments and arcs `build` makes of `raw`: one segment per pair of
    /// consecutive nodes, an arc per direction with a speed, and a copy of each arc along the
    /// via ways of a via-way restriction (ViaWayRestrictions).
    static func bounds(_ raw: RawNetwork) -> (segments: Int, arcs: Int) {
        var segments = 0, arcs = 0
        for way in raw.ways {
            let pairs = max(0, way.nodes.count - 1)
            segments += pairs
            arcs += pairs * ((way.forwardKmh > 0 ? 1 : 0) + (way.backwardKmh > 0 ? 1 : 0))
        }
        for r in raw.viaWayRestrictions {
            for w in r.viaWays where raw.ways.indices.contains(Int(w)) { arcs += max(0, raw.ways[Int(w)].nodes.count - 1) }
        }
        return (segments, arcs)
    }
}

private extension RoadGraph {
    mutating func trimRoom() {
        segmentA.trimRoom(); segmentB.trimRoom(); segmentForward.trimRoom(); segmentBackward.trimRoom(); segmentLabel.trimRoom()
        arcFrom.trimRoom(); arcTo.trimRoom(); arcSegment.trimRoom()
        arcWeight.trimRoom(); arcDuration.trimRoom(); arcLength.trimRoom()
    }
}

private extension TurnGraph {
    mutating func trimRoom() {
        start.trimRoom(); target.trimRoom(); weight.trimRoom()
    }
}
