extension Array {
    /// The same elements in a buffer of their count: an array grown by appending has up to twice
    /// the room it uses, and `Array(slice)` of a whole array shares that buffer rather than copying.
    func exactCopy() -> [Element] {
        [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
            initialized = buffer.initialize(fromContentsOf: self)
        }
    }

    /// Keeps the elements in a buffer of their count when the room left over is worth a copy.
    mutating func trimRoom() {
        guard capacity - count > count / 8 else { return }
        self = exactCopy()
    }
}

/// Appended in blocks of a fixed size, then joined into one array of exactly its count: an array
/// grown by appending copies itself into one twice its size as it grows (holding both for the
/// copy) and ends with up to half of that room unused.
struct BlockedArray<Element> {
    static var blockSize: Int { 1 << 16 }
    private var blocks: [[Element]] = []
    private(set) var count = 0

    mutating func append(_ element: Element) {
        if count % Self.blockSize == 0 {
            var block = [Element]()
            block.reserveCapacity(Self.blockSize)
            blocks.append(block)
        }
        blocks[blocks.count - 1].append(element)
        count += 1
    }

    /// The elements in one array of their count, each block let go once copied; empty after.
    mutating func joined() -> [Element] {
        var parts = [[Element]]()
        swap(&parts, &blocks)
        let total = count
        count = 0
        return [Element](unsafeUninitializedCapacity: total) { buffer, initialized in
            var at = 0
            for i in parts.indices {
                let part = parts[i]
                parts[i] = []
                guard let to = buffer.baseAddress, part.count <= total - at else { continue }
                part.withUnsafeBufferPointer { from in
                    guard let base = from.baseAddress else { return }
                    (to + at).initialize(from: base, count: from.count)
                }
                at += part.count
            }
            initialized = at
        }
    }
}
