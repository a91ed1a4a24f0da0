/// An array of a graph (RoadGraph, TurnGraph) that is either built in memory, as an array, or
/// read lazily from a stored network (a CheckedColumn, LIFTNET6): readers index and iterate it as
/// an array, builders append to it; a stored column is copied into an array only if written to.
struct Column<T: FixedWidthInteger & Sendable>: RandomAccessCollection, MutableCollection, ExpressibleByArrayLiteral,
    Equatable, Sendable {
    private var owned: [T]
    private var stored: CheckedColumn<T>?

    init(_ values: [T] = []) {
        owned = values
        stored = nil
    }

    init(arrayLiteral values: T...) { self.init(values) }

    /// A stored column, read chunk by chunk as it is touched.
    init(stored column: CheckedColumn<T>) {
        owned = []
        stored = column
    }

    var startIndex: Int { 0 }
    var endIndex: Int { stored?.count ?? owned.count }

    @inline(__always)
    subscript(i: Int) -> T {
        get {
            if let stored { return stored[i] }
            return owned[i]
        }
        set {
            materialize()
            owned[i] = newValue
        }
    }

    /// The stored column behind it, if it is one (the encoder writes its chunks as they are).
    var checked: CheckedColumn<T> { stored ?? CheckedColumn(owned) }

    /// Every value as an array (a stored column reads every chunk).
    var array: [T] { stored?.values ?? owned }

    mutating func append(_ value: T) {
        materialize()
        owned.append(value)
    }

    mutating func reserveCapacity(_ n: Int) {
        materialize()
        owned.reserveCapacity(n)
    }

    mutating func removeLast() -> T {
        materialize()
        return owned.removeLast()
    }

    /// A stored column reads every chunk first (whole-network passes: a builder's, an older reader's).
    func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<T>) throws -> R) rethrows -> R {
        if let stored {
            _ = stored.ensure(0..<stored.count)
            return try body(UnsafeBufferPointer(start: stored.base, count: stored.count))
        }
        return try owned.withUnsafeBufferPointer(body)
    }

    /// Room for values without growing (a stored column has its count).
    var capacity: Int { stored?.count ?? owned.capacity }

    /// The value at i, nil out of range.
    func element(_ i: Int) -> T? { indices.contains(i) ? self[i] : nil }

    /// No spare room (builders; a stored column has none).
    mutating func trimRoom() {
        if stored == nil { owned.trimRoom() }
    }

    static func == (a: Column, b: Column) -> Bool { a.count == b.count && a.elementsEqual(b) }

    private mutating func materialize() {
        if let stored {
            owned = stored.values
            self.stored = nil
        }
    }
}

/// Values stored in chunks of CheckedColumn's size: what the encoder writes of a column, built
/// in memory or stored, read value by value (never copied whole).
protocol ChunkedValues {
    associatedtype Value: FixedWidthInteger & Sendable
    var count: Int { get }
    subscript(_ i: Int) -> Value { get }
    /// Reads every chunk of a stored column: false if one is damaged or gone.
    func ensureAll() -> Bool
}

extension ChunkedValues {
    var chunkCount: Int { CheckedColumn<Value>.chunkCount(count) }

    /// Chunk k's stored bytes: its values, little-endian.
    func chunkBytes(_ k: Int) -> [UInt8] {
        let r = k * CheckedColumn<Value>.perChunk..<Swift.min(count, (k + 1) * CheckedColumn<Value>.perChunk)
        var out = [UInt8]()
        out.reserveCapacity(r.count * MemoryLayout<Value>.size)
        for i in r { withUnsafeBytes(of: self[i].littleEndian) { out.append(contentsOf: $0) } }
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
    /// A column as an array section (the layouts before LIFTNET6: copies, tests).
    mutating func array<T>(_ values: Column<T>) { array(values.array) }
}
