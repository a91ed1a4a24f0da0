import LiftCore
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The stored chunks of one network read lazily that could not be read or failed a check, over
/// the network's life, shared by its columns: a route that sees the count grow while it runs is
/// refused as `corrupt_road_network` (RoadNetwork.plan), whatever it found.
final class ChunkFailures: Sendable {
    private let count = Atomic<Int>(0)
    var value: Int { count.load(ordering: .relaxed) }
    func add() { count.add(1, ordering: .relaxed) }
}

/// One array of fixed-size values (ColumnValue) of a network, either made in memory (an import, an older
/// layout) or read lazily from the store (since LIFTNET7): fixed runs of `perChunk` values, each read,
/// checked against its checksum in the head and by the column's own range checks, and laid out in
/// place the first time it is touched. The buffer is mapped for the whole count and memory is
/// committed only for the pages of chunks read, so opening a network does no work in proportion
/// to its size. A chunk that cannot be read or fails a check stays zeros (in range for every
/// column's readers, which must not trap on them) and counts in `failures`.
final class CheckedColumn<T: ColumnValue>: @unchecked Sendable, RandomAccessCollection {
    /// 1,024 values, 4 KiB of 32-bit values: one page, what a lookup touches anyway.
    static var shift: Int { 10 }
    static var perChunk: Int { 1 << shift }

    /// Checks one chunk's values (the index of its first value, the values) against the rest of
    /// the network, known from the head alone.
    typealias Check = @Sendable (Int, UnsafeBufferPointer<T>) -> Bool

    let count: Int
    let base: UnsafeMutablePointer<T>
    /// 1 once chunk k is read and checked (readers check it before each value; Column reads it in place).
    let loaded: UnsafeMutablePointer<Atomic<UInt8>>
    private let chunks: Int
    private let stored: Stored?
    private let lock = Mutex<Void>(())

    /// Where a lazily read column finds its chunks: chunk k is the source's `first + k`.
    private struct Stored {
        let source: NetworkChunkSource
        let first: Int
        let sums: [UInt64]
        let check: Check
        let failures: ChunkFailures
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    /// Values made in memory: every chunk counts as read.
    init(_ values: [T]) {
        count = values.count
        chunks = Self.chunkCount(count)
        stored = nil
        let base = UnsafeMutablePointer<T>.allocate(capacity: Swift.max(values.count, 1))
        values.withUnsafeBufferPointer { if let from = $0.baseAddress { base.initialize(from: from, count: $0.count) } }
        self.base = base
        loaded = .allocate(capacity: Swift.max(chunks, 1))
        for k in 0..<Swift.max(chunks, 1) { (loaded + k).initialize(to: Atomic<UInt8>(1)) }
    }

    /// A stored column: nil when the sums do not match the count or the buffer cannot be had.
    init?(count: Int, first: Int, sums: [UInt64], source: NetworkChunkSource, failures: ChunkFailures, check: @escaping Check) {
        guard count >= 0, count <= Int(Int32.max), first >= 0, sums.count == Self.chunkCount(count) else { return nil }
        let bytes = Swift.max(count, 1) * MemoryLayout<T>.stride
        let p = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        guard let p, p != MAP_FAILED else { return nil }
        self.count = count
        chunks = sums.count
        stored = Stored(source: source, first: first, sums: sums, check: check, failures: failures)
        base = p.bindMemory(to: T.self, capacity: Swift.max(count, 1))
        loaded = .allocate(capacity: Swift.max(chunks, 1))
        for k in 0..<Swift.max(chunks, 1) { (loaded + k).initialize(to: Atomic<UInt8>(0)) }
    }

    deinit {
        if stored != nil { munmap(base, Swift.max(count, 1) * MemoryLayout<T>.stride) } else { base.deallocate() }
        loaded.deinitialize(count: Swift.max(chunks, 1))
        loaded.deallocate()
    }

    static func chunkCount(_ values: Int) -> Int { values <= 0 ? 0 : (values - 1) / perChunk + 1 }

    @inline(__always)
    subscript(i: Int) -> T {
        // Every index a route uses comes from values range-checked when their chunk was read; one out
        // of range anyway reads as zero and counts as a failed chunk (the route answers
        // corrupt_road_network) rather than stopping the host.
        guard i >= 0 && i < count else { outOfRange(); return .zero }
        let k = i &>> Self.shift
        if loaded[k].load(ordering: .acquiring) == 0 { _ = load(k) }
        return base[i]
    }

    /// Makes values `r` (within 0..<count) readable at `base`; false when one of their chunks is damaged or gone.
    @inline(__always)
    func ensure(_ r: Range<Int>) -> Bool {
        guard !r.isEmpty else { return true }
        var ok = true
        var k = r.lowerBound &>> Self.shift
        let last = (r.upperBound &- 1) &>> Self.shift
        while k <= last {
            if loaded[k].load(ordering: .acquiring) == 0, !load(k) { ok = false }
            k &+= 1
        }
        return ok
    }

    /// Every value as an array (reads every chunk; zeros where one failed).
    var values: [T] {
        _ = ensure(0..<count)
        return Array(UnsafeBufferPointer(start: base, count: count))
    }

    /// Reads the chunk holding value i (Column's slow path, out of line).
    @inline(never)
    func fill(_ i: Int) { _ = load(i &>> Self.shift) }

    /// An index past the column, counted as a failed chunk of a stored column.
    @inline(never)
    func outOfRange() { stored?.failures.add() }

    @inline(never)
    private func load(_ k: Int) -> Bool {
        guard let stored else { return true }
        return lock.withLock { _ in
            if loaded[k].load(ordering: .acquiring) == 1 { return true }
            let first = k << Self.shift, n = Swift.min(Self.perChunk, count - first)
            guard let bytes = try? stored.source.chunk(stored.first + k), bytes.count == n * T.storedSize,
                  EdgeChunks.checksum(bytes) == stored.sums[k] else {
                stored.failures.add()
                return false
            }
            // Decoded and checked apart, then copied in: the shared buffer only ever holds zeros
            // or checked values.
            let values = bytes.withUnsafeBytes { raw in (0..<n).map { T.stored(raw, at: $0 * T.storedSize) } }
            guard values.withUnsafeBufferPointer({ stored.check(first, $0) }) else {
                stored.failures.add()
                return false
            }
            values.withUnsafeBufferPointer { if let from = $0.baseAddress { (base + first).update(from: from, count: n) } }
            loaded[k].store(1, ordering: .releasing)
            return true
        }
    }

}

extension CheckedColumn where T: FixedWidthInteger {
    /// A chunk check: every value in 0 ..< `end` (none when `end` is 0), or -1 too with `orNone`.
    static func below(_ end: Int, orNone: Bool = false) -> Check {
        { _, values in values.allSatisfy { ($0 >= 0 && Int($0) < end) || (orNone && $0 == -1) } }
    }

    /// A chunk check: every value at most `limit`.
    static func atMost(_ limit: T) -> Check {
        { _, values in values.allSatisfy { $0 <= limit } }
    }

    /// A chunk check for CSR starts: every value in 0 ... `last`, non-decreasing within the chunk
    /// (across chunks readers guard each run's ends themselves).
    static func ascending(upTo last: Int) -> Check {
        { _, values in
            var previous = 0
            for v in values {
                guard v >= 0, Int(v) <= last, Int(v) >= previous else { return false }
                previous = Int(v)
            }
            return true
        }
    }
}
