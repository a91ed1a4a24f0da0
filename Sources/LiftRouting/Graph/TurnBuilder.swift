import LiftOSMReader

/// Every allowed turn and its cost: OSRM's sigmoid turn penalty at junctions, U-turns only where
/// there is no other way on (dead ends, barriers, one-way roads; walkers anywhere), junction
/// delays, and type=restriction (no_* / only_* via a node).
struct TurnBuilder {
    let graph: RoadGraph
    let arcWay: [Int32]
    let arcRestricted: [Bool]
    let arcRoundabout: [Bool]
    let arcFerry: [Bool]
    let raw: RawNetwork
    let profile: Profile

    func build() -> (TurnGraph, Int) {
        let g = graph
        let n = g.vertexCount
        // Arcs leaving each vertex (CSR) and the number of distinct neighbours (roads at a junction).
        var outStart = [Int32](repeating: 0, count: n + 1)
        for a in g.arcFrom { outStart[Int(a) + 1] += 1 }
        for i in 0..<n { outStart[i + 1] += outStart[i] }
        var outArcs = [Int32](repeating: 0, count: g.arcCount)
        do {
            var fill = outStart
            for (x, a) in g.arcFrom.enumerated() {
                outArcs[Int(fill[Int(a)])] = Int32(x)
                fill[Int(a)] += 1
            }
        }
        var degree = [Int32](repeating: 0, count: n)
        for s in 0..<g.segmentCount {
            degree[Int(g.segmentA[s])] += 1
            degree[Int(g.segmentB[s])] += 1
        }
        // Roads by which a car may arrive at each vertex (one arc per segment and direction).
        var entries = [Int32](repeating: 0, count: n)
        for a in g.arcTo { entries[Int(a)] += 1 }
        var restrictionsAt = [Int32: [RawNetwork.Restriction]]()
        for r in raw.restrictions { restrictionsAt[r.viaNode, default: []].append(r) }
        var applied = Set<Int64>()

        let costs = profile.turnCosts
        let fastest = raw.controls.contains(where: { $0 & 0x0F == RawNetwork.NodeControl.stopMinor.rawValue })
            ? FastestRoads(g, arcWay: arcWay, ways: raw.ways) : nil
        var t = TurnGraph()
        t.start.reserveCapacity(g.arcCount + 1)
        // The turns' count is known only once made: in blocks, then one array of each.
        var target = BlockedArray<Int32>(), weight = BlockedArray<UInt32>()
        for x in 0..<g.arcCount {
            let u = Int(g.arcFrom[x]), v = Int(g.arcTo[x])
            let inBearing = Geo.bearing(g.coordinates[u], g.coordinates[v])
            var junctionDelay = 0.0
            let packed = raw.controls.indices.contains(v) ? raw.controls[v] : 0
            let control = RawNetwork.NodeControl(rawValue: packed & 0x0F)
            let bound = RawNetwork.ControlDirection(rawValue: packed >> 4) ?? .both
            let alongWay = g.segmentForward[Int(g.arcSegment[x])] == Int32(x)
            let binds = bound == .both || (bound == .forward) == alongWay
            switch binds ? control : RawNetwork.NodeControl.none {
            case .trafficSignal: junctionDelay = costs.trafficSignal
            case .stop: junctionDelay = costs.stop
            // car.lua: a `stop=minor` sign costs only a car entering by the minor road, one
            // slower than another road at the junction.
            case .stopMinor: junctionDelay = fastest.map { $0.enteringByMinorRoad(x, at: v) } == true ? costs.stop : 0
            case .giveWay: junctionDelay = costs.giveWay
            case .gate: junctionDelay = costs.gate
            default: break
            }
            // A stop sign with no direction on a road between two junctions binds the traffic
            // heading for the near junction: a sign stands close to the junction it guards, so
            // arriving from under 20 m away means leaving that junction (car.lua's heuristic).
            let leavingStop = binds && control == .stop && bound == .both && degree[v] == 2 && g.arcLength[x] < 20
            let here = restrictionsAt[Int32(v)] ?? []
            let exits = Int(outStart[v])..<Int(outStart[v + 1])
            // The restrictions that forbid turning from x onto each exit.
            // Only restrictions from x's own way can forbid x's turns: picked once, not once per exit.
            let fromHere = here.isEmpty ? [] : here.indices.filter { here[$0].fromWay == arcWay[x] }
            let forbiddenBy: [[Int]] = fromHere.isEmpty ? Array(repeating: [], count: exits.count) : exits.map { i in
                let y = Int(outArcs[i]), w = Int(g.arcTo[y])
                return fromHere.filter { k in
                    let r = here[k]
                    let onTo = arcWay[y] == r.toWay
                    return r.only ? !onTo : (onTo && (r.fromWay != r.toWay || w == u))
                }
            }
            // Turning back is allowed where a car could not go on otherwise, as OSRM allows it: a
            // dead end, the only allowed exit, or a node only one road leads into (the others
            // leave it one way). Walkers turn anywhere.
            let allowedExits = forbiddenBy.filter(\.isEmpty).count
            let uTurnAllowed = profile == .foot || degree[v] <= 1 || allowedExits == 1 || entries[v] <= 1
            for (j, i) in exits.enumerated() {
                let y = Int(outArcs[i])
                let w = Int(g.arcTo[y])
                let isUTurn = g.arcSegment[y] == g.arcSegment[x]
                // A barrier is never passed; turning back in front of it is (as in OSRM).
                if control == .barrier { if !isUTurn { continue } } else if isUTurn && !uTurnAllowed { continue }
                if !forbiddenBy[j].isEmpty {
                    for k in forbiddenBy[j] { applied.insert(Int64(v) << 20 | Int64(k & 0xFFFFF)) }
                    continue
                }
                var seconds = leavingStop && g.arcLength[y] > 20 ? 0 : junctionDelay
                // Boarding or leaving a ferry turns like a junction does, even where only two roads meet.
                if degree[v] > 2 || isUTurn || arcFerry[x] != arcFerry[y] {
                    var angle = Geo.bearing(g.coordinates[v], g.coordinates[w]) - inBearing
                    while angle > 180 { angle -= 360 }
                    while angle < -180 { angle += 360 }
                    if isUTurn { angle = 180 }
                    seconds += TurnBuilder.penalty(angle: angle, costs: costs)
                    // Turning left across oncoming traffic waits for a gap (car.lua's oncoming_turn_penalty).
                    if angle < 0 && !isUTurn && degree[v] > 2 && !arcRoundabout[x] && !arcRoundabout[y] {
                        seconds += costs.oncoming / (1 + Math.exp(-(13 * -angle / 180 - 3.25)))
                    }
                    if isUTurn { seconds += costs.uTurn }
                }
                // In whole tenths of a second, as OSRM rounds a turn's duration.
                var total = Double(g.arcWeight[x]) + (seconds * 10).rounded() * 100
                // Entering a destination-only road from an open one: allowed, but only worth it to end there.
                if !arcRestricted[x] && arcRestricted[y] { total += Double(TurnGraph.restrictedEntry) }
                target.append(Int32(y))
                weight.append(total < Double(RoadGraph.maxArcWeight) ? UInt32(total) : RoadGraph.maxArcWeight)
            }
            t.start.append(Int32(clamping: target.count))
        }
        t.target = Column(target.joined())
        // The targets' blocks lay between the weights' in the heap: freed, they are holes too small
        // for the weights' joined array, and would stay resident beside it at the graph phase's
        // peak. Their pages go back first.
        lift_osm_release_free_memory()
        t.weight = Column(weight.joined())
        return (t, applied.count)
    }

    /// OSRM car.lua's turn function: positive angles turn right, which is cheaper with bias > 1.
    static func penalty(angle: Double, costs: Profile.TurnCosts) -> Double {
        guard costs.turnPenalty > 0 else { return 0 }
        let b = costs.turnBias
        let x = angle >= 0 ? -((13 / b) * angle / 180 - 6.5 * b) : -((13 * b) * -angle / 180 - 6.5 / b)
        return costs.turnPenalty / (1 + Math.exp(x))
    }
}
