/// Which part of a list to read: `limit` records from `offset` (every record from `offset` when
/// `limit` is nil). Stores read the page itself (LIMIT / OFFSET on a stable order) and count the
/// matches, so no list is loaded whole to be sliced.
public struct Page: Equatable, Sendable {
    public var limit: Int64?
    public var offset: Int64

    public static let all = Page()
    public static let maxLimit = PageLimit.max

    public init(limit: Int64? = nil, offset: Int64 = 0) {
        self.limit = limit; self.offset = offset
    }

    /// Refuses a limit outside 1...max or a negative offset, naming the field.
    public func check() throws {
        if let limit, !(1...Self.maxLimit).contains(limit) {
            throw LiftError.invalid(Location("limit"), "must be between 1 and \(Self.maxLimit)")
        }
        guard offset >= 0 else { throw LiftError.invalid(Location("offset"), "cannot be negative") }
    }
}

/// One page of a list and how many records match before paging.
public struct Paged<Item> {
    public var items: [Item]
    public var total: Int64

    public init(items: [Item], total: Int64) {
        self.items = items; self.total = total
    }

    public func map<T>(_ transform: (Item) throws -> T) rethrows -> Paged<T> {
        Paged<T>(items: try items.map(transform), total: total)
    }
}

extension Paged: Equatable where Item: Equatable {}
extension Paged: Sendable where Item: Sendable {}
