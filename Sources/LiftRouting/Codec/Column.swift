import Synchronization

/// An array of a graph (RoadGraph, TurnGraph, Chains, VertexArcs) that is either built in memory,
/// as an array, or read lazily from a stored network (a CheckedColumn, since LIFTNET7): readers index
/// and iterate it as an array, builders append to it; a stored column is copied into an array only
/// if written to. One reference either way, so copying a graph costs what it did with arrays.
/// @unchecked: the pointers are the stored column's, which the value keeps alive and never writes.
struct Column<T: ColumnValue>: RandomAccessCollection, MutableCollection, ExpressibleByArrayLiteral,
    Equatable, @unchecked Sendable {
    private enum Storage {
        case owned([T])
        case stored
    }

    private var storage: Storage
    /// The stored column, apart from `storage`: a class reference in a two-payload enum carries the
    /// enum's tag in its spare bits, which leak checkers (valgrind) cannot follow, so a network
    /// cached until exit was reported lost.
    private var column: CheckedColumn<T>?
    /// The stored column's values and chunk flags, read in place: an access is a flag test and a
    /// load, with no call (routes read these on every step). Nil for an array.
    private var base: UnsafeMutablePointer<T>?
    private var loaded: UnsafeMutablePointer<Atomic<UInt8>>?
    private var storedCount = 0

    init(_ values: [T] = []) { storage = .owned(values) }

    init(arrayLiteral values: T...) { self.init(values) }

    /// A stored column, read chunk by chunk as it is touched.
    init(stored column: CheckedColumn<T>) {
        storage = .stored
        self.column = column
        base = column.base
        loaded = column.loaded
        storedCount = column.count
    }

    /// Read from a store chunk by chunk (each chunk checked as it is read), not built in memory.
    var isStored: Bool { base != nil }

    private var stored: CheckedColumn<T>? {
        if let c = column { return c }
        return nil
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }
    /// Not the collection's default: readers test it on every step.
    @inline(__always)
    var count: Int {
        if base != nil { return storedCount }
        if case .owned(let a) = storage { return a.count }
        return 0
    }
    @inline(__always)
    var isEmpty: Bool { count == 0 }
    @inline(__always)
    var indices: Range<Int> { 0..<count }

    @inline(__always)
    subscript(i: Int) -> T {
        get {
            if let base {
                // Every index a route uses comes from values range-checked when their chunk was read; one out
                // of range anyway reads as zero and counts as a failed chunk (the route answers
                // corrupt_road_network) rather than stopping the host.
                guard i >= 0 && i < storedCount else { column?.outOfRange(); return .zero }
                if loaded.unsafelyUnwrapped[i &>> CheckedColumn<T>.shift].load(ordering: .acquiring) == 0, let c = column { c.fill(i) }
                return base[i]
            }
            return owned(i)
        }
        set { mutate { $0[i] = newValue } }
    }

    /// A built column's value, out of line: keeps the stored path small where it is inlined
    /// (a store's network, what every process that reopens it routes on, is a stored one).
    @inline(never)
    private func owned(_ i: Int) -> T {
        // A column without a base pointer is a built one, which owns its values.
        guard case .owned(let a) = storage else { return .zero }
        return a[i]
    }

    /// The value at i, nil when i lies past the column or its chunk is damaged or gone: what a
    /// check of another column's chunk reads, so that it fails rather than checks against zeros.
    func checked(_ i: Int) -> T? {
        guard i >= 0 && i < count else { return nil }
        if let c = column { return c.ensure(i..<(i &+ 1)) ? c.base[i] : nil }
        return owned(i)
    }

    /// Counts a failed read of a stored column (a value found inconsistent where it is used):
    /// the route that found it is then refused as corrupt_road_network. Nothing for an array.
    func refuse() { column?.outOfRange() }

    /// The values in place for a loop that reads them at indices it makes ready itself: a stored
    /// column's whole mapping with its chunks' flags and the column (unretained: this value keeps
    /// it alive while body runs), an array's buffer with neither.
    func withLazyBuffer<R>(_ body: (UnsafeBufferPointer<T>, UnsafeMutablePointer<Atomic<UInt8>>?, Unmanaged<CheckedColumn<T>>?) -> R) -> R {
        if let base, let c = column {
            return withExtendedLifetime(c) { body(UnsafeBufferPointer(start: base, count: storedCount), loaded, Unmanaged.passUnretained(c)) }
        }
        guard case .owned(let a) = storage else { return body(UnsafeBufferPointer(start: nil, count: 0), nil, nil) }
        return a.withUnsafeBufferPointer { body($0, nil, nil) }
    }

    /// Room for values without growing (a stored column has its count).
    var capacity: Int {
        if case .owned(let a) = storage { return a.capacity }
        return storedCount
    }

    /// Every value as an array (a stored column reads every chunk).
    var array: [T] {
        switch storage {
        case .owned(let a): return a
        case .stored: return column?.values ?? []
        }
    }

    /// The value at i, nil out of range.
    func element(_ i: Int) -> T? { indices.contains(i) ? self[i] : nil }

    /// No spare room (builders; a stored column has none).
    mutating func trimRoom() {
        if base == nil { mutate { $0.trimRoom() } }
    }

    /// Copies values `r` (within the column) to `target`: a stored column reads their chunks first.
    func copy(_ r: Range<Int>, to target: UnsafeMutablePointer<T>) {
        guard !r.isEmpty else { return }
        if let base {
            // The chunks' flags read in place; only a chunk not read yet goes to the stored column.
            var k = r.lowerBound &>> CheckedColumn<T>.shift
            let last = (r.upperBound &- 1) &>> CheckedColumn<T>.shift
            while k <= last {
                if loaded.unsafelyUnwrapped[k].load(ordering: .acquiring) == 0, let c = column { c.fill(k &<< CheckedColumn<T>.shift) }
                k &+= 1
            }
            target.initialize(from: base + r.lowerBound, count: r.count)
        } else if case .owned(let a) = storage {
            a.withUnsafeBufferPointer { if let from = $0.baseAddress { target.initialize(from: from + r.lowerBound, count: r.count) } }
        }
    }

    /// Values `r` (clamped to the column) as one buffer: a stored column's chunks of r are read
    /// (checked) once here, so the body reads them with no test per value. Hot loops over a run
    /// of a column (a chain's arcs, a cell's segments) read it this way.
    @inline(__always)
    func withRange<R>(_ r: Range<Int>, _ body: (UnsafeBufferPointer<T>) throws -> R) rethrows -> R {
        let lower = Swift.max(0, Swift.min(r.lowerBound, count)), upper = Swift.max(lower, Swift.min(r.upperBound, count))
        if let base {
            if lower < upper {
                var k = lower &>> CheckedColumn<T>.shift
                let last = (upper &- 1) &>> CheckedColumn<T>.shift
                while k <= last {
                    if loaded.unsafelyUnwrapped[k].load(ordering: .acquiring) == 0, let c = column { c.fill(k &<< CheckedColumn<T>.shift) }
                    k &+= 1
                }
            }
            return try body(UnsafeBufferPointer(start: base + lower, count: upper &- lower))
        }
        guard case .owned(let a) = storage else { return try body(UnsafeBufferPointer(start: nil, count: 0)) }
        return try a.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[lower..<upper])) }
    }

    /// Reads of single values for the length of body (a loop over scattered indices): the
    /// column's storage is looked at once, each value then costs a bounds test, the chunk's flag
    /// (stored columns only) and a load.
    @inline(__always)
    func withReader<R>(_ body: (Reader) throws -> R) rethrows -> R {
        if let base, let c = column {
            return try body(Reader(base: UnsafePointer(base), loaded: loaded, count: storedCount, column: Unmanaged.passUnretained(c)))
        }
        guard case .owned(let a) = storage else { return try body(Reader(base: nil, loaded: nil, count: 0, column: nil)) }
        return try a.withUnsafeBufferPointer { try body(Reader(base: $0.baseAddress, loaded: nil, count: $0.count, column: nil)) }
    }

    /// See withReader; valid only inside its body.
    struct Reader {
        let base: UnsafePointer<T>?
        let loaded: UnsafeMutablePointer<Atomic<UInt8>>?
        let count: Int
        /// Not retained: the column's storage keeps it alive while the reader is used.
        let column: Unmanaged<CheckedColumn<T>>?

        @inline(__always)
        subscript(i: Int) -> T {
            // Every index a route uses comes from values range-checked when their chunk was read; one out
            // of range anyway reads as zero and counts as a failed chunk (the route answers
            // corrupt_road_network) rather than stopping the host.
            guard i >= 0 && i < count else { column?.takeUnretainedValue().outOfRange(); return .zero }
            if let loaded, loaded[i &>> CheckedColumn<T>.shift].load(ordering: .acquiring) == 0 { column?.takeUnretainedValue().fill(i) }
            return base.unsafelyUnwrapped[i]
        }

        @inline(__always)
        func contains(_ i: Int) -> Bool { i >= 0 && i < count }
    }

    mutating func append(_ value: T) { mutate { $0.append(value) } }

    mutating func reserveCapacity(_ n: Int) { mutate { $0.reserveCapacity(n) } }

    mutating func removeLast() -> T { mutate { $0.removeLast() } }

    /// A stored column reads every chunk first (whole-network passes: a builder's, an older reader's).
    func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<T>) throws -> R) rethrows -> R {
        switch storage {
        case .stored:
            guard let c = column else { return try body(UnsafeBufferPointer(start: nil, count: 0)) }
            _ = c.ensure(0..<c.count)
            return try body(UnsafeBufferPointer(start: c.base, count: c.count))
        case .owned(let a):
            return try a.withUnsafeBufferPointer(body)
        }
    }

    static func == (a: Column, b: Column) -> Bool { a.count == b.count && a.elementsEqual(b) }

    /// The values as an array to change in place: a stored column's are copied out first; an
    /// array is moved out and back, so appending never copies it.
    private mutating func mutate<R>(_ body: (inout [T]) -> R) -> R {
        var values: [T]
        switch storage {
        case .owned(let a): values = a
        case .stored: values = column?.values ?? []
        }
        storage = .owned([])
        column = nil
        base = nil
        loaded = nil
        defer { storage = .owned(values) }
        return body(&values)
    }
}

/// Values stored in chunks of CheckedColumn's size: what the encoder writes of a column, built
/// in memory or stored, read value by value (never copied whole).
protocol ChunkedValues {
    associatedtype Value: ColumnValue
    var count: Int { get }
    subscript(_ i: Int) -> Value { get }
    /// Reads every chunk of a stored column: false if one is damaged or gone.
    func ensureAll() -> Bool
}

extension ChunkedValues {
    var chunkCount: Int { CheckedColumn<Value>.chunkCount(count) }
    var byteCount: Int { count * Value.storedSize }

    /// Chunk k's stored bytes: its values, little-endian.
    func chunkBytes(_ k: Int) -> [UInt8] {
        let r = k * CheckedColumn<Value>.perChunk..<Swift.min(count, (k + 1) * CheckedColumn<Value>.perChunk)
        var out = [UInt8]()
        out.reserveCapacity(r.count * Value.storedSize)
        for i in r { self[i].store(into: &out) }
        return out
    }

    /// Every chunk's checksum, as the head names them.
    func checksums() -> [UInt64] { (0..<chunkCount).map { EdgeChunks.checksum(chunkBytes($0)) } }
}

extension CheckedColumn: ChunkedValues {
    func ensureAll() -> Bool { ensure(0..<count) }
}

extension Column: ChunkedValues {
    func ensureAll() -> Bool { stored?.ensureAll() ?? true }
}

extension ByteWriter {
    /// A column as an array section (the layouts before LIFTNET7: copies, tests).
    mutating func array<T: FixedWidthInteger>(_ values: Column<T>) { array(values.array) }
}
