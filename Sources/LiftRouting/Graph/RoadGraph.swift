/// The road network of one profile in flat arrays. Vertices are OSM nodes; a segment joins two
/// consecutive nodes of a way; an arc is a segment in one allowed direction. The routing graph
/// (`TurnGraph`) has one node per arc, so turns, restrictions and junction delays are exact.
public struct RoadGraph: Sendable {
    var coordinates: Column<Coordinate> = []
    var segmentA: Column<Int32> = []
    var segmentB: Column<Int32> = []
    /// The arc along a -> b and along b -> a, or -1 when that direction is not allowed.
    var segmentForward: Column<Int32> = []
    var segmentBackward: Column<Int32> = []
    var arcFrom: Column<Int32> = []
    var arcTo: Column<Int32> = []
    var arcSegment: Column<Int32> = []
    /// What routes minimise (ms: the travel time over the way's rate, Profile.WaySpeeds), the
    /// travel time (ms) and the length (m).
    var arcWeight: Column<UInt32> = []
    var arcDuration: Column<UInt32> = []
    var arcLength: Column<Float> = []
    /// Each segment's name, ref and class (for directions only: routes never read them).
    var segmentLabel: Column<Int32> = []
    var labels = RoadLabels()

    var vertexCount: Int { coordinates.count }
    var arcCount: Int { arcFrom.count }
    var segmentCount: Int { segmentA.count }

    /// One arc can take at most ~12 days: keeps every path sum far inside Int64.
    static let maxArcWeight: UInt32 = 1 << 30
}
