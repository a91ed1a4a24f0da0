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
/// reference to them, not a retain of each array.
final class JunctionFacts: Sendable {
    /// Per arc, as `Steps.bearing` computes it (the same formula and scale, so the same bits).
    let bearing: [Double]
    /// Per arc: the segment that carries the arc's road on from its end where no other road
    /// (but back along the arc's own segment) may be taken and no ring is entered, or -1.
    /// Driving onto it is no maneuver.
    let plainSegment: [Int32]
    /// Per label: its name, ref and class as Strings, the table steps name their roads from
    /// (by label, no String made per step).
    let roads: StepRoads
    /// Per arc: the road classes it reports (`RoadClasses` raw value), toll by its direction.
    let roadClasses: [UInt8]

    init(_ road: RoadGraph, _ turns: TurnGraph, eastScale: Double) {
        let arcs = road.arcCount
        bearing = [Double](unsafeUninitializedCapacity: arcs) { out, written in
            for a in 0..<arcs { out[a] = Steps.bearing(Int32(a), road, eastScale: eastScale) }
            written = arcs
        }
        plainSegment = [Int32](unsafeUninitializedCapacity: arcs) { out, written in
            for a in 0..<arcs { out[a] = Self.plainSegment(a, road, turns) }
            written = arcs
        }
        roadClasses = (0..<arcs).map { a in
            let s = Int(road.arcSegment[a])
            return road.labels.classes(Int(road.segmentLabel.element(s) ?? 0), forward: road.segmentForward.element(s) == Int32(a)).rawValue
        }
        let labels = (0..<road.labels.count).map(road.labels.label)
        roads = StepRoads(names: labels.map(\.name), refs: labels.map(\.ref), classes: labels.map(\.roadClass))
    }

    /// The test `Steps.maneuver` makes before any bearing: at most two turns from the arc, each
    /// back onto its own segment or onto one other segment of the same road.
    private static func plainSegment(_ a: Int, _ road: RoadGraph, _ turns: TurnGraph) -> Int32 {
        let edges = turns.edges(of: a)
        guard edges.count <= 2, road.arcSegment.indices.contains(a) else { return -1 }
        let own = road.arcSegment[a]
        var other: Int32 = -1
        for t in edges {
            let target = Int(turns.target[t])
            guard road.arcSegment.indices.contains(target) else { return -1 }
            let s = road.arcSegment[target]
            if s == own { continue }
            if other >= 0 && other != s { return -1 }
            other = s
        }
        let ownLabel = label(Int(own), road), otherLabel = label(Int(other), road)
        guard other >= 0, road.labels.sameRoad(ownLabel, otherLabel) else { return -1 }
        // Into a ring from outside it is a roundabout maneuver, whatever the names.
        if road.labels.isRoundabout(otherLabel) && !road.labels.isRoundabout(ownLabel) { return -1 }
        return other
    }

    private static func label(_ segment: Int, _ road: RoadGraph) -> Int {
        Int(road.segmentLabel.element(segment) ?? 0)
    }
}
