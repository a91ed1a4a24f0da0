/// Where a node's list lies in its pool (EdgeLists): where it starts and how many edges it holds.
protocol EdgeListSlot {
    init(first: Int, count: Int)
    var start: Int32 { get set }
    var size: Int32 { get set }
}

extension EdgeListSlot {
    var first: Int {
        get { Int(start) }
        set { start = Int32(truncatingIfNeeded: newValue) }
    }
    var count: Int {
        get { Int(size) }
        set { size = Int32(truncatingIfNeeded: newValue) }
    }
}

/// An in list's slot: the witness search never labels in lists, so their slots hold the place
/// alone, a third of a labelled slot (the largest of the contraction's arrays after the pools).
struct ListSlot: EdgeListSlot {
    var start: Int32
    var size: Int32
    init(first: Int, count: Int) {
        start = Int32(truncatingIfNeeded: first)
        size = Int32(truncatingIfNeeded: count)
    }
}

/// An out list's slot with the witness search's label of its node and whether it is a target,
/// together: one cache miss per node.
struct LabelledListSlot: EdgeListSlot {
    var start: Int32
    var size: Int32
    var dist: Int64 = 0
    var stamp: UInt32 = 0
    var target: UInt32 = 0
    init(first: Int, count: Int) {
        start = Int32(truncatingIfNeeded: first)
        size = Int32(truncatingIfNeeded: count)
    }
}

extension HierarchyBuilder.Edge {
    /// The value of a pool's room not yet taken by an edge.
    static let unused = HierarchyBuilder.Edge(node: -1, weight: 0, middle: -1, hops: 0)
}
