import LiftCore

extension Page {
    /// What a store answers for this page of `items` (already filtered and in the store's order).
    func slice<T>(_ items: [T]) -> Paged<T> {
        let start = Int(Swift.min(offset, Int64(items.count)))
        let end = limit.map { Int(Swift.min(Int64(items.count), Int64(start) + $0)) } ?? items.count
        return Paged(items: Array(items[start..<end]), total: Int64(items.count))
    }
}
