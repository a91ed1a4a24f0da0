/// What the routing benchmark (bench/routing/Tool) needs to run baselines on exactly our graph:
/// the turn graph and a pair's search seeds. `@_spi(Bench)`: not part of the library's API.
@_spi(Bench) extension RoadNetwork {
    public struct BenchSeeds {
        public var sources: [(node: Int32, offset: Int64)]
        public var targets: [(node: Int32, offset: Int64)]
        /// Straight along one arc when both stops lie on it in order (ms).
        public var direct: Int64?
        /// The engine's answer (ms), nil when unreachable.
        public var cost: Int64?
    }

    public var benchTurnGraph: (start: [Int32], target: [Int32], weight: [UInt32]) {
        (turns.start, turns.target, turns.weight)
    }

    public func benchSeeds(_ a: Coordinate, _ b: Coordinate) throws -> BenchSeeds {
        let p = try endpoint(a, stop: 0), q = try endpoint(b, stop: 1)
        return BenchSeeds(sources: p.sourceSeeds(road, turns).seeds.map { ($0.node, $0.offset) },
                          targets: q.targetSeeds(road).map { ($0.node, $0.offset) },
                          direct: p.direct(to: q, road)?.cost, cost: cost(p, q))
    }

    /// The travel-time matrix (ms) the trip planner orders stops with; nil where unreachable.
    public func benchMatrix(_ stops: [Coordinate]) throws -> [[Int64?]] {
        matrix(try stops.enumerated().map { try endpoint($0.element, stop: $0.offset) })
    }
}
