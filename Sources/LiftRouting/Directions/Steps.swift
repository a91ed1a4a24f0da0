#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import LiftCore

/// A leg's directions, from the arcs it drives: a step begins at the start, at every maneuver the
/// road labels and the junction call for, and at the end (arrive). Between maneuvers, segments of
/// one name and ref collapse into one step. A class: the calls and closures of a route share one
/// reference instead of copying the graphs' and facts' arrays (a retain and a release each).
final class Steps {
    /// Read through the network (its graphs are `let`s of a class): nothing copied per route.
    let network: RoadNetwork
    /// The turn graph and the arcs' segments, copied once per route: read through the network,
    /// every access of a junction's tests copied them (retained and released their storage).
    private let turns: TurnGraph
    private let arcSegment: Column<Int32>
    let mode: TravelMode
    let geometry: RouteGeometry
    /// Metres per degree of longitude over metres per degree of latitude where the route is:
    /// bearings on a flat projection (a turn's angle within a city differs from the great
    /// circle's by far less than the modifier bands), with one cosine per route, not three
    /// trigonometric calls per arc.
    private let eastScale: Double

    /// A bend with no other road to take is no maneuver; within this many degrees of straight
    /// on, a road leaving the junction counts as straight on (forks, the end of a road).
    static let straightBand = 45.0

    /// Junction facts of the network, once it has them (`RoadNetwork.junctionFacts`); without
    /// them the same answers are worked out per junction.
    private let facts: JunctionFacts?

    /// The route's own polyline, read on as the legs' steps are made (polyline geometries), nil
    /// without one or once it did not match a leg.
    private(set) var overview: OverviewPolyline?

    /// `junctionFacts` false: work every junction out per route (tests compare the two ways).
    /// `overview`: the route's line in the same geometry (polyline5 or 6), its legs asked in order.
    init(_ network: RoadNetwork, geometry: RouteGeometry, junctionFacts: Bool = true, overview: [UInt8]? = nil) {
        self.network = network
        turns = network.turns
        arcSegment = network.road.arcSegment
        self.geometry = geometry
        self.overview = overview.map(OverviewPolyline.init)
        let eastScale = network.road.coordinates.first.map { cos($0.lat * Double.pi / 180) } ?? 1
        self.eastScale = eastScale
        mode = switch network.profile {
        case .car: .driving
        case .bike: .cycling
        case .foot: .walking
        }
        facts = junctionFacts ? network.junctionFacts(eastScale: eastScale) : nil
    }

    /// `previous`: the arc the leg before ended on, for a U-turn at the stop between them.
    func steps(_ leg: Leg, previous: Int32?) -> LegSteps {
        let valid = network.road.arcFrom.indices
        let arcs = leg.arcs.allSatisfy { valid.contains(Int($0)) } ? leg.arcs : leg.arcs.filter { valid.contains(Int($0)) }
        var roads = RoadsUsed(facts?.roads, labels: network.road.labels)
        guard let first = arcs.first, let last = arcs.last else {
            // Nothing driven: a depart from the start to the end, and the arrive.
            var steps = [LegSteps.Step(distance: 0, duration: 0, maneuver: depart(leg.start, bearing: 0, uTurn: false),
                                       road: roads.road(0), lineEnd: 0),
                         LegSteps.Step(distance: 0, duration: 0, maneuver: arrive(leg.end, bearing: 0),
                                       road: roads.road(0), lineEnd: 0)]
            steps[1].lineEnd = 1
            return finish(&steps, arcs: [], leg: leg, roads: roads)
        }
        let n = arcs.count
        // The driven part of arc k, its length and its travel time (ms), as sums add them.
        func part(_ k: Int) -> Double {
            let from = k == 0 ? leg.startAlong : 0, to = k == n - 1 ? leg.endAlong : 1
            return max(0, to - from)
        }
        func length(_ k: Int) -> Double { Double(network.road.arcLength[Int(arcs[k])]) * part(k) }
        func duration(_ k: Int) -> Double {
            let a = Int(arcs[k])
            return Double(network.road.arcDuration.element(a) ?? network.road.arcWeight[a]) * part(k) / 1000
        }
        // With facts, one record per arc holds its length, time, classes and its quiet way on:
        // read unchecked, as every arc of the leg is below the network's arc count.
        let walk = facts?.walk ?? UnsafeBufferPointer(start: nil, count: 0)
        var out = [LegSteps.Step]()
        out.reserveCapacity(max(16, n / 4))
        // One pass over the arcs: the junction before arc k is tested, then arc k is added to
        // the step it belongs to (each step's sums still added in arc order, the leg's travel
        // time across them: the same bits as summing per step). The leg's time includes its
        // turns and signals: spread over the steps by their travel time, once it is summed.
        let back = previous.map { p in arcSegment.element(Int(p)) == arcSegment[Int(first)] && p != first } ?? false
        // A step is appended where it begins, its sums set where it ends: no maneuver is
        // carried from arc to arc. Until its line is made, a step's `lineEnd` holds the point
        // it begins at (no array of the steps' points beside them).
        out.append(LegSteps.Step(distance: 0, duration: 0, maneuver: depart(leg.start, bearing: bearing(first), uTurn: back),
                                 road: roads.road(labelIndex(first)), lineEnd: 0))
        var start = 0, distance = 0.0, time = 0.0, travel = 0.0, bits: UInt8 = 0
        // The arc the last one added goes on into with no maneuver (-1: none known), and the
        // first arc whose junction is still to test (a ring's are decided at its entry).
        var quiet: Int32 = -1, untested = 1
        func close(_ end: Int) {
            let j = out.count - 1
            out[j].distance = distance
            out[j].duration = time
            out[j].classes = facts != nil ? RoadClasses(rawValue: bits) : classes(arcs[start..<end])
        }
        @inline(__always) func newStepIfManeuver(at k: Int) {
            guard k >= untested, arcs[k] != quiet, let at = self.junction(at: k, arcs) else { return }
            close(k)
            out.append(LegSteps.Step(distance: 0, duration: 0, maneuver: at.maneuver, road: roads.road(at.label),
                                     lineEnd: Int32(k)))
            start = k; distance = 0; time = 0; bits = 0; untested = at.untested
        }
        if walk.isEmpty {
            for k in 0..<n {
                newStepIfManeuver(at: k)
                distance += length(k)
                let d = duration(k)
                time += d
                travel += d
            }
        } else {
            // The leg's end arcs, driven in part, are added on their own: the loop between them
            // tests no arc for being one (the others' factor is 1: the same bits).
            @inline(__always) func add(_ k: Int, part: Double?) {
                newStepIfManeuver(at: k)
                let w = walk[Int(arcs[k])]
                var length = Double(w.length), duration = Double(w.duration)
                if let part {
                    length *= part
                    duration *= part
                }
                distance += length
                let d = duration / 1000
                time += d
                travel += d
                bits |= w.classes
                quiet = w.quiet
            }
            add(0, part: part(0))
            for k in 1..<max(n - 1, 1) { add(k, part: nil) }
            if n > 1 { add(n - 1, part: part(n - 1)) }
        }
        close(n)
        // Each maneuver is where its arc begins: two reads at random in whole-network tables,
        // made in a loop of their own, where no decision waits on them and the processor
        // overlaps them, instead of one after another between the junctions' tests.
        let coordinates = network.road.coordinates, from = network.road.arcFrom
        for j in out.indices.dropFirst() { out[j].maneuver.location = coordinates[Int(from[Int(arcs[Int(out[j].lineEnd)])])] }
        let scale = travel > 0 ? leg.duration / travel : 0
        for j in out.indices { out[j].duration *= scale }
        out.append(LegSteps.Step(distance: 0, duration: 0, maneuver: arrive(leg.end, bearing: bearing(last)),
                                 road: roads.road(labelIndex(last)), lineEnd: Int32(n)))
        return finish(&out, arcs: arcs, leg: leg, roads: roads)
    }

    /// The steps with their lines, step j over the leg's points `points(steps, j)`, all encoded into
    /// one buffer: point k is where the driven part of arc k begins (the leg's start for k = 0),
    /// from the arcs' count on the leg's end (an arrive's line is its end twice).
    private func finish(_ steps: inout [LegSteps.Step], arcs: [Int32], leg: Leg,
                        roads: RoadsUsed) -> LegSteps {
        let n = max(arcs.count, 1)
        // Each step's points run from its own first to the next step's first (the arrive's to
        // the end twice): counted in all, the leg's points and one more per step.
        let total = n + 1 + steps.count
        @inline(__always) func point(_ k: Int) -> Coordinate {
            k == 0 ? leg.start : k >= n ? leg.end : network.road.coordinates[Int(network.road.arcTo[Int(arcs[k - 1])])]
        }
        let lines: LegSteps.Lines
        switch geometry {
        case .polyline5, .polyline6:
            let factor = geometry == .polyline6 ? 1e6 : 1e5
            if var cursor = overview, arcs.count == leg.arcs.count,
               let cut = cut(&steps, arcs: arcs, leg: leg, factor: factor, &cursor) {
                overview = cursor
                return LegSteps(steps: steps, lines: .polyline(cut), roads: roads.table, mode: mode)
            }
            // Where the route's line does not hold the leg's points as expected, the leg is
            // encoded point by point and its line is no longer read.
            overview = nil
            lines = .polyline([UInt8](unsafeUninitializedCapacity: total * 2 * Polyline.maxBytesPerValue) { buffer, written in
                var at = 0
                for j in steps.indices {
                    let range = Self.points(steps, j, n: n)
                    // Each step's polyline on its own, from its first point.
                    var sink = Polyline.Sink(UnsafeMutableBufferPointer(rebasing: buffer[at...]), factor: factor)
                    for k in range { sink.add(point(k)) }
                    at += sink.at
                    steps[j].lineEnd = Int32(clamping: at)
                }
                written = at
            })
        case .geojson:
            var all = [Coordinate]()
            all.reserveCapacity(total)
            for j in steps.indices {
                for k in Self.points(steps, j, n: n) { all.append(point(k)) }
                steps[j].lineEnd = Int32(clamping: all.count)
            }
            lines = .points(all)
        case .none: lines = .none
        }
        return LegSteps(steps: steps, lines: lines, roads: roads.table, mode: mode)
    }

    /// Step j's points, while `lineEnd` still holds the point each step begins at: from its own
    /// to the next step's (the arrive's: the end, point n, twice).
    @inline(__always) static func points(_ steps: [LegSteps.Step], _ j: Int, n: Int) -> ClosedRange<Int> {
        let from = Int(steps[j].lineEnd), to = j + 1 < steps.count ? Int(steps[j + 1].lineEnd) : n + 1
        return from...max(from, to)
    }

    /// The maneuver at the junction before arc k (not a quiet one), or nil where the route just
    /// goes on: what it is, the label naming the step after it, and the first arc whose junction
    /// is still to test (past a ring's exit: the ring up to it is one step).
    func junction(at k: Int, _ arcs: [Int32]) -> ManeuverAt? {
        let inArc = arcs[k - 1], outArc = arcs[k]
        let inLabel = labelIndex(inArc), outLabel = labelIndex(outArc)
        if inLabel == outLabel && network.road.labels.isRoundabout(inLabel) { return nil }
        if !network.road.labels.isRoundabout(inLabel) && network.road.labels.isRoundabout(outLabel) {
            let before = bearing(inArc), after = bearing(outArc)
            // The ring up to its exit is one step, named by the road it leaves on.
            // Exits are counted at the ring's vertices after the entry, the one left by included.
            var e = k, exits = 0
            while e < arcs.count, network.road.labels.isRoundabout(labelIndex(arcs[e])) {
                if hasExit(arcs[e]) { exits += 1 }
                e += 1
            }
            let leaves = e < arcs.count
            let named = leaves ? labelIndex(arcs[e]) : outLabel
            let ring = network.road.labels.label(outLabel)
            let m = Maneuver(type: ring.circular || !ring.name.isEmpty ? .rotary : .roundabout,
                             modifier: ManeuverModifier(turn: Self.turn(before, leaves ? bearing(arcs[e]) : after)),
                             location: Self.later, bearingBefore: Self.degrees(before), bearingAfter: Self.degrees(after),
                             exit: leaves && exits > 0 ? exits : nil)
            return ManeuverAt(maneuver: m, label: named, untested: e + 1)
        }
        guard let type = junction(inArc, outArc, inLabel, outLabel) else { return nil }
        let m = Maneuver(type: type.type, modifier: type.modifier, location: Self.later,
                         bearingBefore: Self.degrees(bearing(inArc)), bearingAfter: Self.degrees(bearing(outArc)))
        return ManeuverAt(maneuver: m, label: outLabel, untested: k + 1)
    }

    /// A maneuver's location until `steps` reads them all.
    private static let later = Coordinate(lat: 0, lon: 0)

    /// A maneuver found at a junction: what it is, the label naming the step after it, and the
    /// first arc whose junction is still to test.
    struct ManeuverAt {
        var maneuver: Maneuver
        let label: Int
        let untested: Int
    }

    /// `maneuver`, kept per turn with the junction facts and read from there once kept.
    private func junction(_ inArc: Int32, _ outArc: Int32, _ inLabel: Int, _ outLabel: Int) -> TurnMemo.Answer {
        guard let memo = facts?.turnMemo, let t = turns.edges(of: Int(inArc)).first(where: { turns.target[$0] == outArc }) else {
            return maneuver(inArc, outArc, inLabel, outLabel)
        }
        if let kept = memo.answer(t) { return kept }
        let answer = maneuver(inArc, outArc, inLabel, outLabel)
        memo.keep(answer, t)
        return answer
    }

    /// What the junction between two arcs is, or nil when the route just goes on along its road;
    /// the modifier the type calls for, else the one of the turn's angle.
    private func maneuver(_ inArc: Int32, _ outArc: Int32, _ inLabel: Int, _ outLabel: Int)
        -> (type: ManeuverType, modifier: ManeuverModifier)? {
        if network.road.labels.isRoundabout(inLabel) && network.road.labels.isRoundabout(outLabel) { return nil }
        let inSegment = arcSegment[Int(inArc)], outSegment = arcSegment[Int(outArc)]
        if inSegment == outSegment { return (.continue, .uturn) }
        let sameRoad = network.road.labels.sameRoad(inLabel, outLabel)
        let turnsFrom = turns.edges(of: Int(inArc))
        // Most junctions of a leg are the road going on with nothing else to take: no maneuver,
        // decided before any bearing is computed.
        if sameRoad && turnsFrom.count <= 2 && turnsFrom.allSatisfy({ t in
            let s = arcSegment[Int(turns.target[t])]
            return s == inSegment || s == outSegment
        }) { return nil }
        let before = bearing(inArc), angle = Self.turn(before, bearing(outArc))
        let modifier = ManeuverModifier(turn: angle), straight = modifier == .straight
        if sameRoad && straight { return nil }
        let inClass = network.road.labels.roadClass(inLabel), outClass = network.road.labels.roadClass(outLabel)
        if inClass != outClass {
            let from = Self.kind(inClass), to = Self.kind(outClass)
            if from == .highway && (to == .highwayLink || to == .link) { return (.offRamp, modifier) }
            if from != .highway && from != .other && to == .highway { return (.merge, modifier) }
            if from == .other && to == .highwayLink { return (.onRamp, modifier) }
        }
        // The other roads the profile may take here (not back the way it came): how many, the
        // first one's angle, and whether any leads ahead or carries the road on. Counted in one
        // pass, with no list of them made per junction.
        var others = 0, firstAngle = 0.0, aheadOrOn = false
        for t in turnsFrom {
            let target = turns.target[t]
            let s = arcSegment[Int(target)]
            guard s != inSegment, s != outSegment else { continue }
            let otherAngle = Self.turn(before, bearing(target))
            if others == 0 { firstAngle = otherAngle }
            others += 1
            if !aheadOrOn { aheadOrOn = abs(otherAngle) < Self.straightBand || network.road.labels.sameRoad(labelIndex(target), inLabel) }
        }
        guard others > 0 else { return sameRoad ? nil : (.newName, modifier) }
        // Two roads leaving ahead, neither the one way on: the road splits.
        if others == 1, abs(angle) < Self.straightBand, abs(firstAngle) < Self.straightBand {
            return (.fork, angle < firstAngle ? .slightLeft : .slightRight)
        }
        if sameRoad { return (.continue, modifier) }
        if straight { return (.newName, modifier) }
        // Nothing ahead and the road does not go on: a T-junction.
        if abs(angle) >= Self.straightBand, !aheadOrOn { return (.endOfRoad, modifier) }
        return (.turn, modifier)
    }

    /// Whether a ring arc's end is an exit the profile may take: a turn onto a road off the ring.
    private func hasExit(_ ringArc: Int32) -> Bool {
        let s = arcSegment[Int(ringArc)]
        return turns.edges(of: Int(ringArc)).contains { t in
            let target = turns.target[t]
            return arcSegment[Int(target)] != s && !network.road.labels.isRoundabout(labelIndex(target))
        }
    }

    private func depart(_ at: Coordinate, bearing: Double, uTurn: Bool) -> Maneuver {
        Maneuver(type: .depart, modifier: uTurn ? .uturn : nil, location: at, bearingBefore: 0, bearingAfter: Self.degrees(bearing))
    }

    private func arrive(_ at: Coordinate, bearing: Double) -> Maneuver {
        Maneuver(type: .arrive, modifier: nil, location: at, bearingBefore: Self.degrees(bearing), bearingAfter: 0)
    }

    /// The classes of the roads along `arcs`, toll by the direction each is driven (without junction
    /// facts, which hold each arc's).
    private func classes(_ arcs: ArraySlice<Int32>) -> RoadClasses {
        var out = RoadClasses()
        for a in arcs {
            let s = Int(arcSegment[Int(a)])
            out.formUnion(network.road.labels.classes(labelIndex(a), forward: network.road.segmentForward.element(s) == a))
        }
        return out
    }

    @inline(__always) func labelIndex(_ arc: Int32) -> Int {
        // Checked here (the records are read unchecked): a junction's other arcs come from the turn graph.
        if let facts { return facts.walk.indices.contains(Int(arc)) ? facts.walk[Int(arc)].label : 0 }
        return Int(network.road.segmentLabel.element(Int(arcSegment[Int(arc)])) ?? 0)
    }

    /// The arc's direction in degrees clockwise from north: a segment is straight between its two vertices.
    @inline(__always) func bearing(_ arc: Int32) -> Double {
        if let facts { return facts.bearing[Int(arc)] }
        return Self.bearing(arc, network.road, eastScale: eastScale)
    }

    static func bearing(_ arc: Int32, _ road: RoadGraph, eastScale: Double) -> Double {
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
        // Half away from zero as `rounded()`, without its libm call (bearings are within ±180).
        let d = Int(Polyline.rounded(bearing)) % 360
        return d < 0 ? d + 360 : d
    }

    /// What a highway class (an index in `RoadLabels.classes`) is to ramps and merges.
    enum ClassKind { case highway, highwayLink, link, other }

    /// Per class index: read by index, with no hashing per junction.
    static let classKinds: [ClassKind] = RoadLabels.classes.map { c in
        c == "motorway" || c == "trunk" ? .highway
            : c == "motorway_link" || c == "trunk_link" ? .highwayLink
            : c.hasSuffix("_link") ? .link : .other
    }

    static func kind(_ roadClass: Int) -> ClassKind { classKinds.indices.contains(roadClass) ? classKinds[roadClass] : .other }
}
