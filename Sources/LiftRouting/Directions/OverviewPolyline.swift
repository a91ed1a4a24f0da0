import LiftCore

/// The route's own polyline read point by point, leg after leg, so steps' lines are cut from it:
/// a step's polyline is its first point in full, then the same differences the route's line
/// holds for the points after it. Its bytes are read in order; the network's vertex tables (a
/// cache miss per point on a large map) are not read at all.
struct OverviewPolyline {
    private let bytes: [UInt8]
    /// Where the next point's encoding begins.
    private(set) var at = 0
    /// The last point read, rounded as the encoder rounds it.
    private(set) var point = SIMD2<Int64>(0, 0)

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Whether no point is read yet (the route's first leg: its start is the line's first point).
    var atStart: Bool { at == 0 }

    /// Reads the next `count` points in one pass over the bytes; false at the end, or on bytes
    /// the encoder never writes (then nothing read is kept).
    mutating func next(_ count: Int = 1) -> Bool {
        let (read, at, point) = bytes.withUnsafeBufferPointer { all -> (Bool, Int, SIMD2<Int64>) in
            var at = self.at, point = self.point
            guard let p = all.baseAddress else { return (count <= 0, at, point) }
            for _ in 0..<max(count, 0) {
                guard let lat = Self.value(p, all.count, &at), let lon = Self.value(p, all.count, &at) else {
                    return (false, self.at, self.point)
                }
                point &+= SIMD2(lat, lon)
            }
            return (true, at, point)
        }
        self.at = at
        self.point = point
        return read
    }

    /// The bytes read since `from` (a run of whole points), handed to `body`.
    func bytes<R>(from: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        bytes.withUnsafeBufferPointer { all in body(UnsafeBufferPointer(rebasing: all[min(max(from, 0), at)..<at])) }
    }

    /// One zig-zag value in groups of 5 bits (at most 13, as the encoder writes) from `at`.
    @inline(__always) private static func value(_ p: UnsafePointer<UInt8>, _ count: Int, _ at: inout Int) -> Int64? {
        var v: UInt64 = 0, shift: UInt64 = 0
        while at < count {
            let b = Int(p[at]) &- 63
            at &+= 1
            guard b >= 0, b < 64, shift < 65 else { return nil }
            v |= UInt64(b & 0x1F) << shift
            shift &+= 5
            if b & 0x20 == 0 { return v & 1 != 0 ? ~Int64(bitPattern: v >> 1) : Int64(bitPattern: v >> 1) }
        }
        return nil
    }
}

extension Steps {
    /// The leg's steps' polylines cut from the route's line (`cursor`, just before the leg's
    /// first point after its start), step j over the leg's points `points[j]` (the last step the
    /// arrive: the end twice), or nil when the line does not read as the leg's points (then
    /// nothing of `steps` is used). Point 0 is the leg's start: the line's first point on the
    /// first leg, and not in the line on a later one (the line goes on from the leg before).
    func cut(_ steps: inout [LegSteps.Step], points: [ClosedRange<Int>], leg: Leg, factor: Double, room: Int,
             _ cursor: inout OverviewPolyline) -> [UInt8]? {
        let start = SIMD2(Polyline.rounded(leg.start.lat * factor), Polyline.rounded(leg.start.lon * factor))
        let end = SIMD2(Polyline.rounded(leg.end.lat * factor), Polyline.rounded(leg.end.lon * factor))
        if cursor.atStart {
            guard cursor.next(), cursor.point == start else { return nil }
        }
        let int32 = Int64(Int32.min)...Int64(Int32.max)
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: room) { buffer, written in
            var at = 0, k = 0, here = start
            for (j, range) in points.enumerated() {
                var sink = Polyline.Sink(UnsafeMutableBufferPointer(rebasing: buffer[at...]), factor: factor)
                if j == points.count - 1 {
                    // The arrive: the leg's end, twice.
                    guard k == range.lowerBound, here == end else { failed = true; break }
                    sink.add(lat: end.x, lon: end.y)
                    sink.add(lat: end.x, lon: end.y)
                } else {
                    guard k == range.lowerBound, range.count >= 2, cursor.next() else { failed = true; break }
                    // The first point in full and the second from it (the line may reach it
                    // from elsewhere: the leg before's end); the rest as the line has them.
                    sink.add(lat: here.x, lon: here.y)
                    sink.add(lat: cursor.point.x, lon: cursor.point.y)
                    let from = cursor.at
                    guard cursor.next(range.count - 2), int32.contains(cursor.point.x), int32.contains(cursor.point.y) else { failed = true; break }
                    if range.count > 2 {
                        cursor.bytes(from: from) { sink.append(encoded: $0, end: SIMD2(Int32(cursor.point.x), Int32(cursor.point.y))) }
                    }
                    here = cursor.point
                    k = range.upperBound
                }
                at += sink.at
                steps[j].lineEnd = Int32(clamping: at)
            }
            written = failed ? 0 : at
        }
        return failed ? nil : bytes
    }
}
