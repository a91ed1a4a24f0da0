/// A profile's routable ways as read from OSM, with nodes renumbered densely (OSMReader: in spatial
/// order, LocalOrder). The input of `RoadGraph.build`; also what the synthetic city generator produces.
public struct RawNetwork: Sendable {
    public struct Way: Sendable {
        var nodes: [Int32]
        var forwardKmh: Double
        var backwardKmh: Double
        var restricted = false
        var roundabout = false
        /// Stops may snap onto it (Profile.WaySpeeds.startpoint).
        var startpoint = true
        /// Routing weight = duration / rate (Profile.WaySpeeds).
        var forwardRate = 1.0
        var backwardRate = 1.0
        /// Its name, ref and class for directions (an index into `labels`; 0 the unnamed road).
        var label: Int32 = 0
        /// Profile.WaySpeeds.ferry.
        var ferry = false
    }
    /// type=restriction via a node: `only` keeps just the `to` way, otherwise `to` is forbidden.
    public struct Restriction: Sendable {
        var only: Bool
        var fromWay: Int32
        var viaNode: Int32
        var toWay: Int32
    }
    /// type=restriction via ways: what is forbidden (no_*) or the only way on (only_*) is the
    /// whole manoeuvre from -> along the via ways in order -> to; each of its turns alone stays allowed.
    public struct ViaWayRestriction: Sendable {
        var only: Bool
        var fromWay: Int32
        var viaWays: [Int32]
        var toWay: Int32
    }
    /// `stopMinor`: a stop sign tagged `stop=minor`, for the roads that yield at the junction only.
    enum NodeControl: UInt8 { case none = 0, trafficSignal = 1, stop = 2, giveWay = 3, barrier = 4, gate = 5, stopMinor = 6 }
    /// Which travel along the way a control binds; kept in the high nibble of `controls`.
    enum ControlDirection: UInt8 { case both = 0, forward = 1, backward = 2 }

    var coordinates: [Coordinate] = []
    var controls: [UInt8] = []
    var ways: [Way] = []
    var labels = RoadLabels()
    var restrictions: [Restriction] = []
    var viaWayRestrictions: [ViaWayRestriction] = []
    /// Restrictions read but not applied (split, unknown or unchained members), for the import report.
    var skippedRestrictions = 0
}

extension RawNetwork {
    /// Empties the node lists nothing reads once the segments are made: every way's but those
    /// of via-way restrictions (ViaWayRestrictions walks them). Each list is an allocation of its
    /// own, together about a third of the read network, which the turn graph is built beside.
    mutating func releaseNodeLists() {
        var kept = [Bool](repeating: false, count: ways.count)
        for r in viaWayRestrictions {
            for w in [r.fromWay] + r.viaWays + [r.toWay] where kept.indices.contains(Int(w)) { kept[Int(w)] = true }
        }
        for i in ways.indices where !kept[i] { ways[i].nodes = [] }
    }
}
