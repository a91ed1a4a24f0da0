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
    mutating func next(_ count: Int = 1) -> Bool { reading { $0.next(count) } }

    /// The bytes read since `from` (a run of whole points), handed to `body`.
    func bytes<R>(from: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        bytes.withUnsafeBufferPointer { all in body(UnsafeBufferPointer(rebasing: all[min(max(from, 0), at)..<at])) }
    }

    /// Reads on through a `Reader` over the bytes, taken once for all a leg's steps (a buffer
    /// access per step retained and released the array each time); where it got to is kept.
    mutating func reading<R>(_ body: (inout Reader) -> R) -> R {
        let (from, start) = (at, point)
        let (result, reached, last) = bytes.withUnsafeBufferPointer { all in
            var reader = Reader(all: all, at: from, point: start)
            let result = body(&reader)
            return (result, reader.at, reader.point)
        }
        at = reached
        point = last
        return result
    }

    /// The line's bytes as `reading` hands them out, with the same cursor.
    struct Reader {
        let all: UnsafeBufferPointer<UInt8>
        private(set) var at: Int
        private(set) var point: SIMD2<Int64>

        init(all: UnsafeBufferPointer<UInt8>, at: Int, point: SIMD2<Int64>) {
            self.all = all
            self.at = at
            self.point = point
        }

        var atStart: Bool { at == 0 }

        /// As `OverviewPolyline.next`.
        mutating func next(_ count: Int = 1) -> Bool {
            guard let p = all.baseAddress else { return count <= 0 }
            let n = all.count
            var at = self.at, lat = point.x, lon = point.y
            var left = count
            while left > 0 {
                guard let dLat = Self.value(p, n, &at), let dLon = Self.value(p, n, &at) else { return false }
                lat &+= dLat
                lon &+= dLon
                left &-= 1
            }
            self.at = at
            point = SIMD2(lat, lon)
            return true
        }

        /// The bytes read since `from` (a run of whole points).
        func bytes(from: Int) -> UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: all[min(max(from, 0), at)..<at]) }

        /// One zig-zag value in groups of 5 bits (at most 13, as the encoder writes) from `at`.
        /// Most values of a street's points are one or two groups: the first group is decided
        /// before the loop.
        @inline(__always) private static func value(_ p: UnsafePointer<UInt8>, _ count: Int, _ at: inout Int) -> Int64? {
            guard at < count else { return nil }
            // Below 63 wraps to a large value: one test for both ends of the range.
            var b = UInt64(p[at]) &- 63
            at &+= 1
            if b < 32 { return zigzag(b) }
            guard b < 64 else { return nil }
            var v = b & 0x1F, shift: UInt64 = 5
            while at < count {
                b = UInt64(p[at]) &- 63
                at &+= 1
                guard b < 64, shift < 65 else { return nil }
                v |= (b & 0x1F) << shift
                shift &+= 5
                if b < 32 { return zigzag(v) }
            }
            return nil
        }

        @inline(__always) private static func zigzag(_ v: UInt64) -> Int64 {
            v & 1 != 0 ? ~Int64(bitPattern: v >> 1) : Int64(bitPattern: v >> 1)
        }
    }
}

extension Steps {
    /// The leg's steps' polylines cut from the route's line (`cursor`, just before the leg's
    /// first point after its start), step j over the leg's points `points[j]` (the last step the
    /// arrive: the end twice), or nil when the line does not read as the leg's points (then
    /// nothing of `steps` is used). Point 0 is the leg's start: the line's first point on the
    /// first leg, and not in the line on a later one (the line goes on from the leg before).
    func cut(_ steps: inout [LegSteps.Step], points: [ClosedRange<Int>], leg: Leg, factor: Double, room: Int,
             _ line: inout OverviewPolyline) -> [UInt8]? {
        line.reading { cut(&steps, points: points, leg: leg, factor: factor, room: room, &$0) }
    }

    private func cut(_ steps: inout [LegSteps.Step], points: [ClosedRange<Int>], leg: Leg, factor: Double, room: Int,
                     _ cursor: inout OverviewPolyline.Reader) -> [UInt8]? {
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
                        sink.append(encoded: cursor.bytes(from: from), end: SIMD2(Int32(cursor.point.x), Int32(cursor.point.y)))
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
