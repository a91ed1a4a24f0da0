/// Where in a request a refused value sits: member names and array indexes from the request's
/// root (`items`, 3, `exercise_records`, 0, `weight`). Use cases and the routing core throw it
/// in a `LiftError`; only the JSON layer spells it as the wire path (`items[3].date`), so the
/// rules do not know how a request is written. Bulk saves build it only when an error is
/// thrown (take it as an autoclosure or a closure of the item's index).
public struct Location: Sendable, Hashable {
    public enum Step: Sendable, Hashable {
        case key(String)
        case index(Int)
        /// A line of a text member (a CSV import's `csv line 3`).
        case line(Int)
        /// A path the JSON layer already spelt (its readers track paths as text), handed to a
        /// rule it calls; never made below the JSON layer.
        case spelt(String)
    }

    public private(set) var steps: [Step]

    public init(_ steps: [Step] = []) { self.steps = steps }

    /// A member of the request's root object.
    public init(_ key: String) { self.steps = [.key(key)] }

    public init(spelt path: String) { self.steps = [.spelt(path)] }

    /// Item `i` of a bulk request's `items`.
    public static func item(_ i: Int) -> Location { Location([.key("items"), .index(i)]) }

    public func key(_ name: String) -> Location { appending(.key(name)) }
    public func index(_ i: Int) -> Location { appending(.index(i)) }
    public func line(_ n: Int) -> Location { appending(.line(n)) }

    /// This location inside `parent` (a planner's `stops[1]` inside a saved route's `route`).
    public func within(_ parent: Location) -> Location { Location(parent.steps + steps) }

    private func appending(_ step: Step) -> Location {
        var copy = self
        copy.steps.append(step)
        return copy
    }
}
