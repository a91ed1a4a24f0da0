import LiftCore
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Port: where a network read lazily finds its hierarchy's edges, one stored chunk at a time
/// (the store adapter reads them from the network it was decoded from).
public protocol NetworkChunkSource: Sendable {
    /// Chunk `index` as stored; nil when that network is no longer stored (replaced or deleted).
    func chunk(_ index: Int) throws -> [UInt8]?
}

/// The hierarchy's edge records (InterleavedEdges' arcs and halves) of a network read lazily:
/// fixed runs of `perChunk` edges, each read, checked against its checksum and the hierarchy's
/// order, and laid out in place the first time a query touches it. The two buffers are mapped
/// for the whole edge count, and memory is committed only for the pages of chunks read:
/// a route touches a few hundred of the hierarchy's nodes, not the whole network.
/// A chunk that cannot be read or fails a check stays unread (zeros, which the query never
/// reads: it treats the chunk's edges as absent) and counts in `failures`, which the route turns
/// into `corrupt_road_network`.
final class EdgeChunks: @unchecked Sendable {
    /// 128 edges: 2 KiB stored per chunk (8-byte arc and 8-byte halves records). Small, because
    /// unpacking a path reads edges spread over the whole hierarchy (ids follow the contraction
    /// order, not the map): on the 842k-vertex synthetic city a long route's unpacking touched
    /// most chunks of 1,024 edges, so reading them lazily saved little.
    static let shift = 7
    static let perChunk = 1 << shift
    static let recordBytes = MemoryLayout<Hierarchy.Arc>.stride + MemoryLayout<Hierarchy.Halves>.stride

    /// Checks one chunk's records against the rest of the network: the index of its first edge, its arcs, its halves.
    typealias Check = @Sendable (Int, UnsafeBufferPointer<Hierarchy.Arc>, UnsafeBufferPointer<Hierarchy.Halves>) -> Bool

    let count: Int
    let arcs: UnsafeMutablePointer<Hierarchy.Arc>
    let halves: UnsafeMutablePointer<Hierarchy.Halves>
    let sums: [UInt64]
    let shortcuts: Int
    /// 1 once chunk k is read and checked (FlatInterleaved reads it before each run of edges).
    let loaded: UnsafeMutablePointer<Atomic<UInt8>>
    private let source: NetworkChunkSource
    private let check: Check
    private let lock = Mutex<Void>(())
    /// Chunks that could not be read or failed a check, over the network's life.
    let failures = Atomic<Int>(0)

    /// nil when the buffers cannot be had (an edge count past the address space).
    init?(count: Int, sums: [UInt64], shortcuts: Int, source: NetworkChunkSource, check: @escaping Check) {
        let arcBytes = max(count, 1) * MemoryLayout<Hierarchy.Arc>.stride
        guard count >= 0, sums.count == Self.chunkCount(count), let a = Self.zeroedPages(arcBytes) else { return nil }
        guard let h = Self.zeroedPages(max(count, 1) * MemoryLayout<Hierarchy.Halves>.stride) else {
            munmap(a, arcBytes)
            return nil
        }
        self.count = count
        self.sums = sums
        self.shortcuts = shortcuts
        self.source = source
        self.check = check
        arcs = a.bindMemory(to: Hierarchy.Arc.self, capacity: max(count, 1))
        halves = h.bindMemory(to: Hierarchy.Halves.self, capacity: max(count, 1))
        loaded = .allocate(capacity: max(sums.count, 1))
        for k in 0..<max(sums.count, 1) { (loaded + k).initialize(to: Atomic<UInt8>(0)) }
    }

    deinit {
        munmap(arcs, max(count, 1) * MemoryLayout<Hierarchy.Arc>.stride)
        munmap(halves, max(count, 1) * MemoryLayout<Hierarchy.Halves>.stride)
        loaded.deinitialize(count: max(sums.count, 1))
        loaded.deallocate()
    }

    /// Anonymous pages of the kernel's: zero until written, and resident only once touched.
    /// Not calloc: the allocator may hand out reused heap memory it then clears, page by page.
    private static func zeroedPages(_ bytes: Int) -> UnsafeMutableRawPointer? {
        let p = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        return p == MAP_FAILED ? nil : p
    }

    static func chunkCount(_ edges: Int) -> Int { edges <= 0 ? 0 : (edges - 1) / perChunk + 1 }

    /// Makes edges `r` (within 0..<count) readable; false when one of their chunks is damaged or gone.
    @inline(__always)
    func ensure(_ r: Range<Int>) -> Bool {
        guard !r.isEmpty else { return true }
        var ok = true
        var k = r.lowerBound >> Self.shift
        let last = (r.upperBound - 1) >> Self.shift
        while k <= last {
            if loaded[k].load(ordering: .acquiring) == 0, !load(k) { ok = false }
            k += 1
        }
        return ok
    }

    /// Reads every chunk (tests, the builder's form of the hierarchy): false if one fails.
    func ensureAll() -> Bool { ensure(0..<count) }

    @inline(never)
    private func load(_ k: Int) -> Bool {
        lock.withLock { _ in
            if loaded[k].load(ordering: .acquiring) == 1 { return true }
            let first = k << Self.shift, n = min(Self.perChunk, count - first)
            guard let bytes = try? source.chunk(k), bytes.count == n * Self.recordBytes, Self.checksum(bytes) == sums[k] else {
                failures.add(1, ordering: .relaxed)
                return false
            }
            // Decoded and checked apart, then copied in: the shared buffers only ever hold zeros
            // or checked records.
            var a = [Hierarchy.Arc](), h = [Hierarchy.Halves]()
            a.reserveCapacity(n)
            h.reserveCapacity(n)
            bytes.withUnsafeBytes { raw in
                for i in 0..<n {
                    let at = i * 8, hat = n * 8 + i * 8
                    a.append(Hierarchy.Arc(target: Int32(littleEndian: raw.loadUnaligned(fromByteOffset: at, as: Int32.self)),
                                           weight: UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: at + 4, as: UInt32.self))))
                    h.append(Hierarchy.Halves(first: Int32(littleEndian: raw.loadUnaligned(fromByteOffset: hat, as: Int32.self)),
                                              second: Int32(littleEndian: raw.loadUnaligned(fromByteOffset: hat + 4, as: Int32.self))))
                }
            }
            let ok = a.withUnsafeBufferPointer { a in h.withUnsafeBufferPointer { h in check(first, a, h) } }
            guard ok else {
                failures.add(1, ordering: .relaxed)
                return false
            }
            // An empty chunk has no base address and nothing to copy.
            a.withUnsafeBufferPointer { if let from = $0.baseAddress { (arcs + first).update(from: from, count: n) } }
            h.withUnsafeBufferPointer { if let from = $0.baseAddress { (halves + first).update(from: from, count: n) } }
            loaded[k].store(1, ordering: .releasing)
            return true
        }
    }

    /// Every edge's records as arrays (reads every chunk; zeroed where one failed).
    func copies() -> ([Hierarchy.Arc], [Hierarchy.Halves]) {
        _ = ensureAll()
        return (Array(UnsafeBufferPointer(start: arcs, count: count)), Array(UnsafeBufferPointer(start: halves, count: count)))
    }

    /// A chunk's stored bytes: its arcs' records, then its halves', each field little-endian.
    static func encode(_ arcs: ArraySlice<Hierarchy.Arc>, _ halves: ArraySlice<Hierarchy.Halves>) -> [UInt8] {
        var out = [UInt8]()
        out.reserveCapacity((arcs.count + halves.count) * 8)
        func put(_ v: UInt32) { withUnsafeBytes(of: v.littleEndian) { out.append(contentsOf: $0) } }
        for a in arcs { put(UInt32(bitPattern: a.target)); put(a.weight) }
        for h in halves { put(UInt32(bitPattern: h.first)); put(UInt32(bitPattern: h.second)) }
        return out
    }

    /// FNV-1a over the chunk's 64-bit words (a chunk is whole records, 16 bytes each), with a
    /// shift so high bits reach the low ones: a chunk damaged or swapped for another is refused
    /// even where its records would still pass the order checks.
    static func checksum(_ bytes: [UInt8]) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        bytes.withUnsafeBytes { raw in
            var i = 0
            while i + 8 <= raw.count {
                h = (h ^ UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))) &* 0x0000_0100_0000_01B3
                h ^= h >> 29
                i += 8
            }
            while i < raw.count { h = (h ^ UInt64(raw[i])) &* 0x0000_0100_0000_01B3; i += 1 }
        }
        return h
    }
}
