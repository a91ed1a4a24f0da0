import LiftCore

extension Steps {
    /// The roads a leg's steps are named by: the network's table once its junction facts are
    /// made, else a small one of the labels this leg uses.
    struct RoadsUsed {
        private let shared: StepRoads?
        /// Without a shared table: the labels this leg's roads are read from (taken once per leg;
        /// passed per step, each step copied the labels' arrays, a retain and a release each).
        private let labels: RoadLabels?
        private var index: [Int: Int32] = [:]
        private var names = [String](), refs = [String](), classes = [String]()

        init(_ shared: StepRoads?, labels: @autoclosure () -> RoadLabels) {
            self.shared = shared
            self.labels = shared == nil ? labels() : nil
        }

        @inline(__always) mutating func road(_ label: Int) -> Int32 {
            guard shared == nil, let labels else { return Int32(clamping: label) }
            if let found = index[label] { return found }
            let named = labels.label(label), id = Int32(clamping: names.count)
            names.append(named.name)
            refs.append(named.ref)
            classes.append(named.roadClass)
            index[label] = id
            return id
        }

        var table: StepRoads { shared ?? StepRoads(names: names, refs: refs, classes: classes) }
    }
}
