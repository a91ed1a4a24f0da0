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
