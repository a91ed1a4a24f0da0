import LiftCore

/// The route's own polyline, read leg after leg, so steps' lines are cut from it: a step's
/// polyline is its first point in full, then the same differences the route's line holds for
/// the points after it. Most of the line is passed over, not read: where a step ends is found
/// by counting the values' last bytes, and only the points a cut needs are decoded. The
/// network's vertex tables (a cache miss per point on a large map) are read once per step.
struct OverviewPolyline {
    private let bytes: [UInt8]
    /// Where the next point's encoding begins.
    private(set) var at = 0
    /// The line's point where the last leg cut from it ends (rounded as the encoder rounds it).
    var legEnd = SIMD2<Int64>(0, 0)

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// How many bytes of the line are still to read.
    var remaining: Int { bytes.count - at }

    /// Whether no point is read yet (the route's first leg: its start is the line's first point).
    var atStart: Bool { at == 0 }

    /// The next point's difference from the point before it (the first point: the point itself);
    /// nil at the end, or on bytes the encoder never writes (then nothing is read).
    mutating func next() -> SIMD2<Int64>? {
        let (delta, at) = bytes.withUnsafeBufferPointer { all -> (SIMD2<Int64>?, Int) in
            var at = self.at
            guard let p = all.baseAddress, let lat = Self.value(p, all.count, &at), let lon = Self.value(p, all.count, &at) else {
                return (nil, self.at)
            }
            return (SIMD2(lat, lon), at)
        }
        self.at = at
        return delta
    }

    /// Passes over the next `count` points without summing them: a value's last byte is the one
    /// whose group has no continuation bit, so `2 * count` of them are counted, eight bytes a
    /// step. False at the end, or on bytes the encoder never writes (then nothing is passed).
    mutating func skip(_ count: Int) -> Bool {
        guard count > 0 else { return count == 0 }
        let end: Int? = bytes.withUnsafeBufferPointer { all in
            guard let p = all.baseAddress else { return nil }
            let ones: UInt64 = 0x0101_0101_0101_0101, highs = ones &* 0x80
            var i = at, left = 2 * count
            while all.count &- i >= 8 {
                let w = UnsafeRawPointer(p + i).loadUnaligned(as: UInt64.self)
                // A byte below 63 or above 126 sets its high bit in one of these (a borrow or
                // carry only reaches bytes above an invalid one): the word is read byte by byte.
                if (w | (w &- ones &* 63) | (w &+ ones)) & highs != 0 { break }
                // Bytes are 63 + a group: a last byte has bit 5 of its group clear. Counted with
                // one multiply (each byte 0 or 1, summed into the top byte): no POPCNT on the
                // baseline x86-64 this builds for, where `nonzeroBitCount` is a dozen steps.
                // The multiply also leaves in each byte how many of the bytes up to it are last ones.
                let last = ~(w &- ones &* 63) & (ones &* 0x20), upTo = (last &>> 5) &* ones
                let found = Int(truncatingIfNeeded: upTo &>> 56)
                if found >= left {
                    // The first byte whose count reaches `left` (counts are at most 8: no carry
                    // between bytes), found without a loop whose length varies step to step.
                    let reached = (upTo &+ ones &* UInt64(0x80 &- left)) & highs
                    return i &+ reached.trailingZeroBitCount &>> 3 &+ 1
                }
                left &-= found
                i &+= 8
            }
            while i < all.count {
                let group = Int(p[i]) &- 63
                guard group >= 0, group < 64 else { return nil }
                i &+= 1
                if group & 0x20 == 0 {
                    left &-= 1
                    if left == 0 { return i }
                }
            }
            return nil
        }
        guard let end else { return false }
        at = end
        return true
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
    /// first point after its start), step j over the leg's points `points(steps, j)` (the last step the
    /// arrive: the end twice), or nil when the line does not read as the leg's points (then
    /// nothing of `steps` is used). Point 0 is the leg's start: the line's first point on the
    /// first leg, and not in the line on a later one (the line goes on from the leg before's
    /// end); point k is where arc k - 1 ends. The leg's last point is read: it must be the leg's
    /// end reached from the vertex before it, which a line with a point more or less is not.
    func cut(_ steps: inout [LegSteps.Step], arcs: [Int32], leg: Leg, factor: Double,
             _ cursor: inout OverviewPolyline) -> [UInt8]? {
        @inline(__always) func rounded(_ c: Coordinate) -> SIMD2<Int64> {
            SIMD2(Polyline.rounded(c.lat * factor), Polyline.rounded(c.lon * factor))
        }
        let n = max(arcs.count, 1)
        let start = rounded(leg.start), end = rounded(leg.end)
        var before = cursor.legEnd
        if cursor.atStart {
            guard let first = cursor.next(), first == start else { return nil }
            before = start
        }
        // Read through locals: through the network, each step's read copied the columns (a
        // retain and a release each).
        let coordinates = network.road.coordinates, arcTo = network.road.arcTo
        var failed = false
        // Where each step's line ends, set on the steps once the whole leg is cut: until then
        // their `lineEnd` holds the point each begins at, which a leg encoded point by point
        // (where the cut fails) reads again.
        return withUnsafeTemporaryAllocation(of: Int32.self, capacity: steps.count) { ends -> [UInt8]? in
            // Room for what a step may write: two points of its own at most (the sink wants room
            // for two of the longest values before each) and the bytes it copies, at most what
            // is left of the line. Sized so, a leg's cut is mostly a small block for malloc,
            // where room for every point at its longest was a large one.
            let room = steps.count * 4 * Polyline.maxBytesPerValue + cursor.remaining
            let bytes = [UInt8](unsafeUninitializedCapacity: room) { buffer, written in
                var at = 0, k = 0
                for j in steps.indices {
                    let range = Self.points(steps, j, n: n)
                    var sink = Polyline.Sink(UnsafeMutableBufferPointer(rebasing: buffer[at...]), factor: factor)
                    guard k == range.lowerBound else { failed = true; break }
                    if j == steps.count - 1 {
                        // The arrive: the leg's end, twice.
                        sink.add(lat: end.x, lon: end.y)
                        sink.add(lat: end.x, lon: end.y)
                    } else {
                        guard range.count >= 2, range.upperBound <= n else { failed = true; break }
                        let a = range.lowerBound
                        var here = a == 0 ? start : rounded(coordinates[Int(arcTo[Int(arcs[a - 1])])])
                        sink.add(lat: here.x, lon: here.y)
                        // The step's points after its first, as the line has them.
                        var left = range.count - 1
                        if a == 0 {
                            // The leg's second point: the line reaches it from `before`, the step from the start.
                            guard let d = cursor.next() else { failed = true; break }
                            here = before &+ d
                            sink.add(lat: here.x, lon: here.y)
                            left -= 1
                        }
                        let from = cursor.at
                        if range.upperBound == n {
                            // The line must reach the leg's end from the vertex before it: its last
                            // point is read, the ones before passed over.
                            if left > 0 {
                                guard cursor.skip(left - 1), let d = cursor.next() else { failed = true; break }
                                here = rounded(coordinates[Int(arcTo[Int(arcs[n - 2])])]) &+ d
                            }
                            guard here == end else { failed = true; break }
                        } else {
                            guard cursor.skip(left) else { failed = true; break }
                        }
                        // Nothing follows in this step's line: its last point need not be known.
                        cursor.bytes(from: from) { sink.append(encoded: $0, end: .zero) }
                        k = range.upperBound
                    }
                    guard !sink.stopped else { failed = true; break }
                    at += sink.at
                    ends[j] = Int32(clamping: at)
                }
                written = failed ? 0 : at
            }
            guard !failed else { return nil }
            for j in steps.indices { steps[j].lineEnd = ends[j] }
            cursor.legEnd = end
            return bytes
        }
    }
}
