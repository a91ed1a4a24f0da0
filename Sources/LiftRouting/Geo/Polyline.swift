/// Google's encoded polyline algorithm (precision 5 as OSRM's default, or 6).
public enum Polyline {
    public static func encode(_ points: [Coordinate], precision: Int) -> String {
        String(decoding: encodeBytes(points, precision: precision), as: UTF8.self)
    }

    /// The encoded polyline as ASCII bytes (63...126), written into one allocation.
    public static func encodeBytes(_ points: [Coordinate], precision: Int) -> [UInt8] {
        encodeBytes(count: points.count, precision: precision) { sink in for p in points { sink.add(p) } }
    }

    /// The same for `count` points handed one by one to the sink by `points` (no array of them
    /// needed; more than `count` are ignored).
    @inline(__always)
    static func encodeBytes(count: Int, precision: Int, _ points: (inout Sink) -> Void) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: max(0, count) * 2 * maxBytesPerValue) { buffer, written in
            var sink = Sink(buffer, factor: precision == 6 ? 1e6 : 1e5)
            points(&sink)
            written = sink.at
        }
    }

    /// The encoder's state over the room reserved for it: a plain struct passed inout, so the
    /// per-point work inlines into the caller's loop (no closure context per point).
    struct Sink {
        private let buffer: UnsafeMutableBufferPointer<UInt8>
        private let factor: Double
        private let pointRoom = 2 * Polyline.maxBytesPerValue
        private(set) var at = 0
        private var lastLat: Int64 = 0, lastLon: Int64 = 0
        /// Set once a point or a chain did not fit: no later point may follow a gap.
        private(set) var stopped = false

        init(_ buffer: UnsafeMutableBufferPointer<UInt8>, factor: Double) {
            self.buffer = buffer
            self.factor = factor
        }

        /// Appends one point, or nothing once the reserved room is used up.
        @inline(__always)
        mutating func add(_ p: Coordinate) {
            add(lat: Polyline.rounded(p.lat * factor), lon: Polyline.rounded(p.lon * factor))
        }

        /// Appends one point already rounded at this precision (ChainPolylines); false when
        /// the reserved room is used up (nothing written, and nothing after it).
        @inline(__always) @discardableResult
        mutating func add(lat: Int64, lon: Int64) -> Bool {
            guard !stopped, at + pointRoom <= buffer.count else {
                stopped = true
                return false
            }
            at = Polyline.append(lat &- lastLat, to: buffer, at: at)
            at = Polyline.append(lon &- lastLon, to: buffer, at: at)
            lastLat = lat
            lastLon = lon
            return true
        }

        /// Takes the next deltas from this point without writing it (ChainPolylines: each chain
        /// starts from its first arc's start).
        mutating func restart(lat: Int64, lon: Int64) {
            lastLat = lat
            lastLon = lon
        }

        /// Appends already encoded deltas (a chain of ChainPolylines) that end at the rounded
        /// point `end`, or nothing when they do not fit.
        @inline(__always)
        mutating func append(encoded bytes: UnsafeBufferPointer<UInt8>, end: SIMD2<Int32>) {
            guard !bytes.isEmpty else { return }
            guard !stopped, let from = bytes.baseAddress, let to = buffer.baseAddress, bytes.count <= buffer.count &- at else {
                stopped = true
                return
            }
            (to + at).update(from: from, count: bytes.count)
            at &+= bytes.count
            lastLat = Int64(end.x)
            lastLon = Int64(end.y)
        }
    }

    /// At most this many bytes per value: 64 bits in groups of 5 (a coordinate delta needs 7).
    static let maxBytesPerValue = 13

    /// Half away from zero, as `rounded()` (libm `round`) but without the call: the integer part
    /// is exact and so is the fraction below 2^52, which coordinates times 1e6 stay far under.
    @inline(__always)
    static func rounded(_ v: Double) -> Int64 {
        guard v.magnitude < 4e15 else { return 0 }   // never for coordinates; keeps Int64(v) safe
        var r = Int64(v)
        let fraction = v - Double(r)
        // Twice the fraction (exact) truncates to 1, 0 or -1 exactly where the half rounds away
        // from zero: no branch on which way a coordinate's fraction falls, a random one that was
        // mispredicted half the time.
        r &+= Int64(fraction * 2)
        return r
    }

    /// Writes one zig-zag value in groups of 5 bits; returns the next free position (at most
    /// `maxBytesPerValue` further: the caller checked that much room is left).
    @inline(__always)
    private static func append(_ value: Int64, to out: UnsafeMutableBufferPointer<UInt8>, at start: Int) -> Int {
        var v = UInt64(bitPattern: value < 0 ? ~(value << 1) : value << 1)
        // `at` stays within the room the caller checked, far below Int.max: wrapping adds.
        // One or two groups (most deltas between a route's vertices) without the loop.
        var at = start
        if v >= 0x20 {
            if v < 0x400 {
                out[at] = UInt8(truncatingIfNeeded: (v & 0x1F) | 0x20) &+ 63
                at &+= 1
                v >>= 5
            } else {
                while v >= 0x20 {
                    out[at] = UInt8(truncatingIfNeeded: (v & 0x1F) | 0x20) &+ 63
                    at &+= 1
                    v >>= 5
                }
            }
        }
        out[at] = UInt8(truncatingIfNeeded: v) &+ 63
        return at &+ 1
    }
}
