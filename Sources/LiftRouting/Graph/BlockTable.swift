import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A table of one record per item (chain, vertex) of a network, made block by block (8 items)
/// the first time a reader asks for one of the block's items, so no route pays for a pass over
/// the whole network and a stored network's columns are read only where routes go. The records
/// live in a buffer mapped for every item, memory committed only for the pages of blocks made;
/// each block also keeps one `Extra` value of its own (a word of bits, its encoded bytes).
///
/// As for CheckedColumn, a block made while a stored chunk failed is not kept (the route that
/// read it is refused, and the next reader makes it again); `make` returning nil (a value past
/// the graph, a damaged network's) counts as such a failure.
///
/// Records and extras are plain values: a reader that meets a block some other thread failed to
/// make reads stale bits (its route is refused anyway), never a half-released reference.
final class BlockTable<Record: BitwiseCopyable, Extra: BitwiseCopyable>: @unchecked Sendable {
    /// 8 items a block: a route that reads one chain of a block pays for few it does not read.
    static var blockShift: Int { 3 }
    /// The items' count.
    let count: Int
    private let records: UnsafeMutablePointer<Record>
    private let recordBytes: Int
    private let extras: UnsafeMutablePointer<Extra>
    /// 1 once block b is made (readers test it before each record; set after its values).
    private let made: UnsafeMutablePointer<Atomic<UInt8>>
    private let blocks: Int
    private let failures: ChunkFailures?
    /// Writes the records of the items in the range from their first and returns the block's
    /// extra, or nil when a value read lies past the graph.
    private let make: (Range<Int>, UnsafeMutablePointer<Record>) -> Extra?
    private let lock = Mutex<Void>(())

    /// Nil when the records' memory cannot be had. `empty` is every block's extra until made.
    init?(count: Int, empty: Extra, failures: ChunkFailures?, make: @escaping (Range<Int>, UnsafeMutablePointer<Record>) -> Extra?) {
        self.count = max(count, 0)
        blocks = (self.count + (1 << Self.blockShift) - 1) >> Self.blockShift
        recordBytes = max(self.count, 1) * MemoryLayout<Record>.stride
        let p = mmap(nil, recordBytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        guard let p, p != MAP_FAILED else { return nil }
        records = p.bindMemory(to: Record.self, capacity: max(self.count, 1))
        extras = .allocate(capacity: max(blocks, 1))
        extras.initialize(repeating: empty, count: max(blocks, 1))
        made = .allocate(capacity: max(blocks, 1))
        for b in 0..<max(blocks, 1) { (made + b).initialize(to: Atomic<UInt8>(0)) }
        self.failures = failures
        self.make = make
    }

    deinit {
        // Records made are plain values (the mapping is zeros elsewhere): nothing to deinitialize.
        munmap(records, recordBytes)
        extras.deinitialize(count: max(blocks, 1))
        extras.deallocate()
        made.deinitialize(count: max(blocks, 1))
        made.deallocate()
    }

    /// Item i's record, its block made first (i within 0..<count: the caller checks).
    @inline(__always)
    func record(_ i: Int) -> Record {
        ensure(i)
        return records[i]
    }

    /// The extra of item i's block, the block made first (i within 0..<count).
    @inline(__always)
    func extra(_ i: Int) -> Extra {
        ensure(i)
        return extras[i >> Self.blockShift]
    }

    /// Whether item i's block is made and kept (tests).
    func isMade(_ i: Int) -> Bool { made[i >> Self.blockShift].load(ordering: .acquiring) == 1 }

    @inline(__always)
    private func ensure(_ i: Int) {
        let b = i >> Self.blockShift
        if made[b].load(ordering: .acquiring) == 0 { makeBlock(b) }
    }

    @inline(never)
    private func makeBlock(_ b: Int) {
        lock.withLock { _ in
            guard made[b].load(ordering: .acquiring) == 0 else { return }
            let before = failures?.value
            let lo = b << Self.blockShift
            guard let extra = make(lo..<min(count, lo + (1 << Self.blockShift)), records + lo) else {
                failures?.add()
                return
            }
            extras[b] = extra
            guard failures?.value == before else { return }
            made[b].store(1, ordering: .releasing)
        }
    }
}
