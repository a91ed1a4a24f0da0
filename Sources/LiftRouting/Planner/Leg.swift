/// One leg of a route: cost, distance and the arcs it drives (first and last partly).
public struct Leg: Sendable {
    /// What the route minimised (ms): the duration plus penalties that are not travel time.
    public var weight: Int64
    public var duration: Double
    public var distance: Double
    var arcs: [Int32]
    var start: Coordinate
    var end: Coordinate
    var startAlong: Double
    var endAlong: Double

    /// The polyline of the leg: the snapped start, the arc ends passed, the snapped end.
    func points(_ g: RoadGraph) -> [Coordinate] {
        var out = [Coordinate]()
        out.reserveCapacity(arcs.count + 1)
        forEachPoint(g, withStart: true) { out.append($0) }
        return out
    }

    /// The leg's polyline point by point (without its start when that is the previous leg's end).
    @inline(__always)
    func forEachPoint(_ g: RoadGraph, withStart: Bool, _ body: (Coordinate) -> Void) {
        if withStart { body(start) }
        for a in arcs.dropLast() {
            let i = Int(a)
            guard g.arcTo.indices.contains(i) else { continue }
            let v = Int(g.arcTo[i])
            guard g.coordinates.indices.contains(v) else { continue }
            body(g.coordinates[v])
        }
        body(end)
    }

    static func distance(_ arcs: [Int32], startAlong: Double, endAlong: Double, _ g: RoadGraph) -> Double {
        sum(arcs, startAlong: startAlong, endAlong: endAlong) { Double(g.arcLength[$0]) }
    }

    /// The part of the arcs' weight that is not travel time (ms): a way's rate below 1.
    static func weightOnly(_ arcs: [Int32], startAlong: Double, endAlong: Double, _ g: RoadGraph) -> Int64 {
        guard g.arcDuration.count == g.arcWeight.count else { return 0 }
        let excess = sum(arcs, startAlong: startAlong, endAlong: endAlong) { Double(g.arcWeight[$0]) - Double(g.arcDuration[$0]) }
        return Int64(excess.rounded())
    }

    /// A per-arc value over the arcs driven, the first and last only in part.
    private static func sum(_ arcs: [Int32], startAlong: Double, endAlong: Double, _ value: (Int) -> Double) -> Double {
        guard let first = arcs.first, let last = arcs.last else { return 0 }
        if arcs.count == 1 { return value(Int(first)) * max(0, endAlong - startAlong) }
        var d = value(Int(first)) * (1 - startAlong) + value(Int(last)) * endAlong
        for a in arcs.dropFirst().dropLast() { d += value(Int(a)) }
        return d
    }
}
