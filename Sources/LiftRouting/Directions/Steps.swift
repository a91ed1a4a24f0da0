#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import LiftCore

/// A leg's directions, from the arcs it drives: a step begins at the start, at every maneuver the
/// road labels and the junction call for, and at the end (arrive). Between maneuvers, segments of
/// one name and ref collapse into one step.
struct Steps {
    let road: RoadGraph
    let turns: TurnGraph
    let mode: TravelMode
    let geometry: RouteGeometry
    /// Metres per degree of longitude over metres per degree of latitude where the route is:
    /// bearings on a flat projection (a turn's angle within a city differs from the great
    /// circle's by far less than the modifier bands), with one cosine per route, not three
    /// trigonometric calls per arc.
    private var eastScale = 1.0

    /// A bend with no other road to take is no maneuver; within this many degrees of straight
    /// on, a road leaving the junction counts as straight on (forks, the end of a road).
    static let straightBand = 45.0

    init(_ network: RoadNetwork, geometry: RouteGeometry) {
        road = network.road
        turns = network.turns
        self.geometry = geometry
        if let c = network.road.coordinates.first { eastScale = cos(c.lat * Double.pi / 180) }
        mode = switch network.profile {
        case .car: .driving
        case .bike: .cycling
        case .foot: .walking
        }
    }

    /// `previous`: the arc the leg before ended on, for a U-turn at the stop between them.
    func steps(_ leg: Leg, previous: Int32?) -> [RouteStep] {
        let arcs = leg.arcs.filter { road.arcFrom.indices.contains(Int($0)) }
        guard let first = arcs.first, let last = arcs.last else {
            return [depart(leg.start, label: .unnamed, bearing: 0, uTurn: false, distance: 0, duration: 0, points: [leg.start, leg.end][...]),
                    arrive(leg.end, label: .unnamed, bearing: 0)]
        }
        let n = arcs.count
        // points[k]: where the driven part of arc k begins; points[n]: the leg's end.
        var points = [leg.start]
        points.reserveCapacity(n + 1)
        for a in arcs.dropLast() { points.append(road.coordinates[Int(road.arcTo[Int(a)])]) }
        points.append(leg.end)
        func part(_ k: Int) -> Double {
            let from = k == 0 ? leg.startAlong : 0, to = k == n - 1 ? leg.endAlong : 1
            return max(0, to - from)
        }
        var lengths = [Double](), durations = [Double]()
        for (k, a) in arcs.enumerated() {
            lengths.append(Double(road.arcLength[Int(a)]) * part(k))
            durations.append(Double(road.arcDuration.element(Int(a)) ?? road.arcWeight[Int(a)]) * part(k) / 1000)
        }
        // The leg's time includes its turns and signals: spread over the steps by their travel time.
        let travel = durations.reduce(0, +), scale = travel > 0 ? leg.duration / travel : 0
        let maneuvers = maneuvers(arcs)
        var out = [RouteStep]()
        out.reserveCapacity(maneuvers.count + 2)
        var starts = [(index: 0, maneuver: Maneuver?.none, label: labelIndex(first))]
        starts += maneuvers.map { ($0.index, Optional($0.maneuver), $0.label) }
        for (i, s) in starts.enumerated() {
            let end = i + 1 < starts.count ? starts[i + 1].index : n
            let distance = lengths[s.index..<end].reduce(0, +), duration = durations[s.index..<end].reduce(0, +) * scale
            let line = points[s.index...end]
            let named = road.labels.label(s.label)
            if let m = s.maneuver {
                out.append(step(m, label: named, distance: distance, duration: duration, points: line))
            } else {
                let back = previous.map { p in road.arcSegment.element(Int(p)) == road.arcSegment[Int(first)] && p != first } ?? false
                out.append(depart(leg.start, label: named, bearing: bearing(first), uTurn: back, distance: distance,
                                  duration: duration, points: line))
            }
        }
        out.append(arrive(leg.end, label: road.labels.label(labelIndex(last)), bearing: bearing(last)))
        return out
    }

    /// The maneuvers between the leg's arcs: where each begins (the arc after it), what it is and
    /// the road the step after it is named by.
    func maneuvers(_ arcs: [Int32]) -> [(index: Int, maneuver: Maneuver, label: Int)] {
        var out = [(index: Int, maneuver: Maneuver, label: Int)]()
        let labels = road.labels
        var k = 1
        while k < arcs.count {
            let inArc = arcs[k - 1], outArc = arcs[k]
            let inLabel = labelIndex(inArc), outLabel = labelIndex(outArc)
            if inLabel == outLabel && labels.isRoundabout(inLabel) { k += 1; continue }
            if !labels.isRoundabout(inLabel) && labels.isRoundabout(outLabel) {
                let at = road.coordinates[Int(road.arcFrom[Int(outArc)])]
                let before = bearing(inArc), after = bearing(outArc)
                // The ring up to its exit is one step, named by the road it leaves on.
                // Exits are counted at the ring's vertices after the entry, the one left by included.
                var e = k, exits = 0
                while e < arcs.count, labels.isRoundabout(labelIndex(arcs[e])) {
                    if hasExit(arcs[e]) { exits += 1 }
                    e += 1
                }
                let leaves = e < arcs.count
                let named = leaves ? labelIndex(arcs[e]) : outLabel
                let ring = labels.label(outLabel)
                let m = Maneuver(type: ring.circular || !ring.name.isEmpty ? .rotary : .roundabout,
                                 modifier: ManeuverModifier(turn: Self.turn(before, leaves ? bearing(arcs[e]) : after)),
                                 location: at, bearingBefore: Self.degrees(before), bearingAfter: Self.degrees(after),
                                 exit: leaves && exits > 0 ? exits : nil)
                out.append((k, m, named))
                k = e + 1
                continue
            }
            if let type = maneuver(inArc, outArc, inLabel, outLabel) {
                let at = road.coordinates[Int(road.arcFrom[Int(outArc)])]
                let before = bearing(inArc), after = bearing(outArc)
                let modifier = ManeuverModifier(turn: Self.turn(before, after))
                let m = Maneuver(type: type.type, modifier: type.modifier ?? modifier, location: at,
                                 bearingBefore: Self.degrees(before), bearingAfter: Self.degrees(after))
                out.append((k, m, outLabel))
            }
            k += 1
        }
        return out
    }

    /// What the junction between two arcs is, or nil when the route just goes on along its road.
    private func maneuver(_ inArc: Int32, _ outArc: Int32, _ inLabel: Int, _ outLabel: Int)
        -> (type: ManeuverType, modifier: ManeuverModifier?)? {
        let labels = road.labels
        if labels.isRoundabout(inLabel) && labels.isRoundabout(outLabel) { return nil }
        let inSegment = road.arcSegment[Int(inArc)], outSegment = road.arcSegment[Int(outArc)]
        if inSegment == outSegment { return (.continue, .uturn) }
        let sameRoad = labels.sameRoad(inLabel, outLabel)
        let turnsFrom = turns.edges(of: Int(inArc))
        // Most junctions of a leg are the road going on with nothing else to take: no maneuver,
        // decided before any bearing is computed.
        if sameRoad && turnsFrom.count <= 2 && turnsFrom.allSatisfy({ t in
            let s = road.arcSegment[Int(turns.target[t])]
            return s == inSegment || s == outSegment
        }) { return nil }
        let before = bearing(inArc), angle = Self.turn(before, bearing(outArc))
        let straight = ManeuverModifier(turn: angle) == .straight
        if sameRoad && straight { return nil }
        let inClass = labels.roadClass(inLabel), outClass = labels.roadClass(outLabel)
        if inClass != outClass {
            if Self.highways.contains(inClass) && Self.links.contains(outClass) { return (.offRamp, nil) }
            if Self.links.contains(inClass) && Self.highways.contains(outClass) { return (.merge, nil) }
            if !Self.highways.contains(inClass) && !Self.links.contains(inClass) && Self.highwayLinks.contains(outClass) {
                return (.onRamp, nil)
            }
        }
        // The other roads the profile may take here (not back the way it came): how many, the
        // first one's angle, and whether any leads ahead or carries the road on. Counted in one
        // pass, with no list of them made per junction.
        var others = 0, firstAngle = 0.0, aheadOrOn = false
        for t in turnsFrom {
            let target = turns.target[t]
            let s = road.arcSegment[Int(target)]
            guard s != inSegment, s != outSegment else { continue }
            let otherAngle = Self.turn(before, bearing(target))
            if others == 0 { firstAngle = otherAngle }
            others += 1
            if !aheadOrOn { aheadOrOn = abs(otherAngle) < Self.straightBand || labels.sameRoad(labelIndex(target), inLabel) }
        }
        guard others > 0 else { return sameRoad ? nil : (.newName, nil) }
        // Two roads leaving ahead, neither the one way on: the road splits.
        if others == 1, abs(angle) < Self.straightBand, abs(firstAngle) < Self.straightBand {
            return (.fork, angle < firstAngle ? .slightLeft : .slightRight)
        }
        if sameRoad { return (.continue, nil) }
        if straight { return (.newName, nil) }
        // Nothing ahead and the road does not go on: a T-junction.
        if abs(angle) >= Self.straightBand, !aheadOrOn { return (.endOfRoad, nil) }
        return (.turn, nil)
    }

    /// Whether a ring arc's end is an exit the profile may take: a turn onto a road off the ring.
    private func hasExit(_ ringArc: Int32) -> Bool {
        let s = road.arcSegment[Int(ringArc)]
        return turns.edges(of: Int(ringArc)).contains { t in
            let target = turns.target[t]
            return road.arcSegment[Int(target)] != s && !road.labels.isRoundabout(labelIndex(target))
        }
    }

    private func depart(_ at: Coordinate, label: RoadLabels.Label, bearing: Double, uTurn: Bool, distance: Double,
                        duration: Double, points: ArraySlice<Coordinate>) -> RouteStep {
        step(Maneuver(type: .depart, modifier: uTurn ? .uturn : nil, location: at, bearingBefore: 0, bearingAfter: Self.degrees(bearing)),
             label: label, distance: distance, duration: duration, points: points)
    }

    private func arrive(_ at: Coordinate, label: RoadLabels.Label, bearing: Double) -> RouteStep {
        step(Maneuver(type: .arrive, modifier: nil, location: at, bearingBefore: Self.degrees(bearing), bearingAfter: 0),
             label: label, distance: 0, duration: 0, points: [at, at][...])
    }

    private func step(_ m: Maneuver, label: RoadLabels.Label, distance: Double, duration: Double,
                      points: ArraySlice<Coordinate>) -> RouteStep {
        RouteStep(distance: distance, duration: duration, line: line(points), name: label.name, ref: label.ref,
                  roadClass: label.roadClass, mode: mode, maneuver: m)
    }

    /// A step's stretch of the leg's points, encoded straight from the slice (no copy of it).
    private func line(_ points: ArraySlice<Coordinate>) -> PlannedRoute.Line {
        switch geometry {
        case .polyline5: .polyline(Polyline.encodeBytes(count: points.count, precision: 5) { s in for p in points { s.add(p) } })
        case .polyline6: .polyline(Polyline.encodeBytes(count: points.count, precision: 6) { s in for p in points { s.add(p) } })
        case .geojson: .points(Array(points))
        case .none: .none
        }
    }

    func labelIndex(_ arc: Int32) -> Int {
        Int(road.segmentLabel.element(Int(road.arcSegment[Int(arc)])) ?? 0)
    }

    /// The arc's direction in degrees clockwise from north: a segment is straight between its two vertices.
    func bearing(_ arc: Int32) -> Double {
        let a = road.coordinates[Int(road.arcFrom[Int(arc)])], b = road.coordinates[Int(road.arcTo[Int(arc)])]
        return atan2((b.lon - a.lon) * eastScale, b.lat - a.lat) * 180 / Double.pi
    }

    /// From one bearing to the next, clockwise positive, in -180...180.
    static func turn(_ before: Double, _ after: Double) -> Double {
        var d = (after - before).truncatingRemainder(dividingBy: 360)
        if d > 180 { d -= 360 }
        if d <= -180 { d += 360 }
        return d
    }

    static func degrees(_ bearing: Double) -> Int {
        let d = Int(bearing.rounded()) % 360
        return d < 0 ? d + 360 : d
    }

    /// Class indices in `RoadLabels.classes`.
    static let highways = classIndices { $0 == "motorway" || $0 == "trunk" }
    static let highwayLinks = classIndices { $0 == "motorway_link" || $0 == "trunk_link" }
    static let links = classIndices { $0.hasSuffix("_link") }
    private static func classIndices(_ keep: (String) -> Bool) -> Set<Int> {
        Set(RoadLabels.classes.indices.filter { keep(RoadLabels.classes[$0]) })
    }
}
