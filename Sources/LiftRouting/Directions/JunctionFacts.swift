#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import LiftCore

/// What directions ask of every junction a leg passes, worked out once per loaded network
/// (`RoadNetwork.junctionFacts`, on its second stepped route) instead of per route: each arc's
/// bearing, the one way a road goes on from an arc's end with nothing else to take, and each
/// label's strings. In memory only: the stored network is unchanged. A class: a route takes one
/// reference to them, not a retain of each array. Unchecked Sendable: every table is written
/// once, in `init`, and only read after.
final class JunctionFacts: @unchecked Sendable {
    /// Per arc, as `Steps.bearing` computes it (the same formula and scale, so the same bits).
    let bearing: [Double]
    /// Per arc, what a leg reads of every arc it drives, in one 16-byte record (one cache line
    /// holds four arcs; on a large map each of the separate tables cost a miss per arc). A block
    /// of its own, freed with the facts: a leg reads it through the pointer, unchecked, for arcs
    /// it checked against the network's arc count (one record per arc).
    let walk: UnsafeBufferPointer<ArcWalk>
    /// Per label: its name, ref and class as Strings, the table steps name their roads from
    /// (by label, no String made per step).
    let roads: StepRoads
    /// Per turn: the junction tests' answer, kept as routes drive it.
    let turnMemo: TurnMemo

    /// An arc as a leg walks it.
    struct ArcWalk {
        /// An arc driving on from this one's end that is no maneuver, or -1: the one way its road
        /// goes on where nothing else may be taken but back, else a way on along the same road
        /// straight ahead; never into a ring from outside it. A leg's junction is then one read.
        let quiet: Int32
        /// The label (low 24 bits) and the road classes it reports (`RoadClasses` raw value, toll
        /// by its direction; high 8 bits).
        let labelAndClasses: UInt32
        /// `RoadGraph.arcLength` and the arc's travel time (`arcDuration`, else `arcWeight`), as stored.
        let length: Float
        let duration: UInt32

        var label: Int { Int(labelAndClasses & 0xFF_FFFF) }
        var classes: UInt8 { UInt8(truncatingIfNeeded: labelAndClasses >> 24) }
    }

    /// Labels a record holds (24 bits); a network with more has no facts (steps then work each
    /// junction out on its own).
    static let maxLabels = 1 << 24

    /// Nil when the network's tables do not agree in size or it has more labels than a record holds.
    init?(_ road: RoadGraph, _ turns: TurnGraph, eastScale: Double) {
        let arcs = road.arcCount
        guard road.labels.count <= Self.maxLabels, road.arcSegment.count == arcs, road.arcLength.count == arcs,
              road.arcWeight.count == arcs else { return nil }
        let bearing = [Double](unsafeUninitializedCapacity: arcs) { out, written in
            for a in 0..<arcs { out[a] = Steps.bearing(Int32(a), road, eastScale: eastScale) }
            written = arcs
        }
        self.bearing = bearing
        let walk = UnsafeMutableBufferPointer<ArcWalk>.allocate(capacity: arcs)
        for a in 0..<arcs {
            let s = Int(road.arcSegment[a]), label = Int(road.segmentLabel.element(s) ?? 0)
            let classes = road.labels.classes(label, forward: road.segmentForward.element(s) == Int32(a)).rawValue
            walk.initializeElement(at: a, to: ArcWalk(
                quiet: Self.quietArc(a, road, turns, bearing),
                labelAndClasses: UInt32(truncatingIfNeeded: label) & 0xFF_FFFF | UInt32(classes) << 24,
                length: road.arcLength[a], duration: road.arcDuration.element(a) ?? road.arcWeight[a]))
        }
        self.walk = UnsafeBufferPointer(walk)
        turnMemo = TurnMemo(turns: turns.target.count)
        let labels = (0..<road.labels.count).map(road.labels.label)
        roads = StepRoads(names: labels.map(\.name), refs: labels.map(\.ref), classes: labels.map(\.roadClass))
    }

    deinit { walk.deallocate() }

    /// The tests `Steps.maneuver` makes for a way on with no maneuver, worked out once: at most
    /// two turns from the arc, each back onto its own segment or onto one other segment of the
    /// same road; or a turn onto another segment of the same road less than a slight turn off
    /// straight. Any arc named here is one of those; others the route works out per junction.
    private static func quietArc(_ a: Int, _ road: RoadGraph, _ turns: TurnGraph, _ bearing: [Double]) -> Int32 {
        guard road.arcSegment.indices.contains(a), bearing.indices.contains(a) else { return -1 }
        let edges = turns.edges(of: a)
        let own = road.arcSegment[a], ownLabel = label(Int(own), road)
        var targets = [Int32]()
        for t in edges {
            let target = turns.target[t]
            guard road.arcSegment.indices.contains(Int(target)), bearing.indices.contains(Int(target)) else { return -1 }
            if road.arcSegment[Int(target)] != own { targets.append(target) }
        }
        // Onto a ring from outside it is a roundabout maneuver, whatever the names.
        func quiet(_ target: Int32) -> Bool {
            let l = label(Int(road.arcSegment[Int(target)]), road)
            return road.labels.sameRoad(ownLabel, l) && !(road.labels.isRoundabout(l) && !road.labels.isRoundabout(ownLabel))
        }
        if edges.count <= 2, let first = targets.first,
           targets.allSatisfy({ road.arcSegment[Int($0)] == road.arcSegment[Int(first)] }), quiet(first) {
            return first
        }
        for target in targets where quiet(target) {
            if ManeuverModifier(turn: Steps.turn(bearing[a], bearing[Int(target)])) == .straight { return target }
        }
        return -1
    }

    private static func label(_ segment: Int, _ road: RoadGraph) -> Int {
        Int(road.segmentLabel.element(segment) ?? 0)
    }
}
