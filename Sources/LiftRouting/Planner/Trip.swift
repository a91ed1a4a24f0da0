import LiftCore

/// A planned trip: the visiting order and its legs.
public struct Trip: Sendable {
    public struct Waypoint: Sendable {
        public var location: Coordinate
        public var snapDistance: Double
        /// Position of this input stop in the trip.
        public var tripIndex: Int
    }
    /// Input indices in visiting order (a round trip returns to order[0] at the end).
    public var order: [Int]
    public var waypoints: [Waypoint]
    public var legs: [Leg]
    /// The network the legs run on (a reference: holding its RoadGraph by value retained and
    /// released each of the graph's arrays per trip).
    let network: RoadNetwork

    public var duration: Double { legs.reduce(0) { $0 + $1.duration } }
    public var distance: Double { legs.reduce(0) { $0 + $1.distance } }

    /// The whole trip's geometry, legs joined without repeating the shared points.
    public var points: [Coordinate] {
        var out = [Coordinate]()
        out.reserveCapacity(pointCount)
        forEachPoint { out.append($0) }
        return out
    }

    /// The whole trip's geometry as an encoded polyline (ASCII 63...126), straight from the legs
    /// (no array of points); the chains driven whole are copied from ChainPolylines instead of
    /// encoded vertex by vertex.
    public func polyline(precision: Int) -> [UInt8] {
        let g = network.road, runs = network.chainPolylines(precision: precision)
        return Polyline.encodeBytes(count: pointCount, precision: precision) { sink in
            for (i, leg) in legs.enumerated() {
                if i == 0 { sink.add(leg.start) }
                if let runs, !leg.wholeChains.isEmpty {
                    Trip.addChains(leg, runs, network.chains, g, &sink)
                } else {
                    leg.forEachVertex(g) { sink.add(g.coordinates[$0]) }
                }
                sink.add(leg.end)
            }
        }
    }

    /// A leg's vertices (each arc's end but the last's): the head arcs one by one, the whole
    /// chains as their encoded runs, then the arrival chain's arcs one by one. Every id is checked.
    private static func addChains(_ leg: Leg, _ runs: ChainPolylines, _ chains: Chains, _ g: RoadGraph, _ sink: inout Polyline.Sink) {
        let arcs = leg.arcs
        func vertex(_ k: Int) {
            let a = Int(arcs[k])
            guard g.arcTo.indices.contains(a) else { return }
            let v = Int(g.arcTo[a])
            guard g.coordinates.indices.contains(v) else { return }
            sink.add(g.coordinates[v])
        }
        var k = 0
        let vertices = arcs.count - 1
        while k < min(leg.head, vertices) { vertex(k); k += 1 }
        for c in leg.wholeChains {
            guard c >= 0, Int(c) < runs.count else { continue }
            runs.withRun(Int(c)) { run, bytes in
                let lo = Int(run.start), hi = lo + Int(run.count)
                if run.count < 0 {
                    // A vertex past 32 bits once rounded: this chain's arcs one by one.
                    for _ in 0..<Int(run.arcs) where k < vertices { vertex(k); k += 1 }
                    return
                }
                guard lo >= 0, lo <= hi, hi <= bytes.count else { return }
                sink.append(encoded: UnsafeBufferPointer(rebasing: bytes[lo..<hi]), end: run.end)
                k += Int(run.arcs)
            }
        }
        while k < vertices { vertex(k); k += 1 }
    }

    /// At least the number of points of the geometry (legs share their ends).
    private var pointCount: Int { legs.reduce(1) { $0 + $1.arcs.count + 1 } }

    private func forEachPoint(_ body: (Coordinate) -> Void) {
        for (i, leg) in legs.enumerated() { leg.forEachPoint(network.road, withStart: i == 0, body) }
    }

    public func legPoints(_ i: Int) -> [Coordinate] { legs.indices.contains(i) ? legs[i].points(network.road) : [] }
}

extension RoadNetwork {
    public static let maxStops = 100

    /// Snaps every stop, orders them as asked and drives each leg. Stops far from roads or with
    /// no path between them are refused by name: never a detour, never an order around a gap.
    public func plan(_ stops: [Coordinate], optimize: Optimize) throws -> Trip {
        // A network read lazily may meet a damaged chunk mid-search: then whatever was found
        // (a route, or no_route) is not an answer.
        let failures = readFailures
        do {
            let trip = try planReading(stops, optimize: optimize)
            guard readFailures == failures else { throw NetworkCodec.corrupt }
            return trip
        } catch {
            if readFailures != failures { throw NetworkCodec.corrupt }
            throw error
        }
    }

    /// Stored chunks that failed so far, the hierarchy's edges' and the columns'.
    var readFailures: Int { queryEdges.failures + columnFailures.value }

    private func planReading(_ stops: [Coordinate], optimize: Optimize) throws -> Trip {
        let choices = try self.choices(stops)
        // In the given order a stop's other choices are tried only where a leg fails (retryLeg).
        var points = optimize == .none ? choices.map { $0[0] } : choose(choices)
        var order = Array(stops.indices)
        if optimize != .none && stops.count > 2 || optimize == .roundTrip {
            let m = matrix(points)
            var costs = [[Int64]]()
            for (i, row) in m.enumerated() {
                var out = [Int64]()
                for (j, value) in row.enumerated() {
                    guard let value else { throw RoadNetwork.noRoute(i, j) }
                    out.append(value)
                }
                costs.append(out)
            }
            order = StopOrder.order(costs, optimize)
        }
        let visits = optimize == .roundTrip ? order + order.prefix(1) : order
        var legs = [Leg]()
        legs.reserveCapacity(max(0, visits.count - 1))
        for k in 1..<max(1, visits.count) {
            let i = visits[k - 1], j = visits[k]
            if let leg = leg(points[i], points[j]) {
                legs.append(leg)
            } else if optimize == .none, retryLeg(k, choices, &points, &legs) {
                continue
            } else {
                throw RoadNetwork.noRoute(i, j)
            }
        }
        var waypoints = [Trip.Waypoint]()
        waypoints.reserveCapacity(points.count)
        for (i, p) in points.enumerated() {
            waypoints.append(.init(location: p.snap.location, snapDistance: p.snap.distance,
                                   tripIndex: order.firstIndex(of: i) ?? i))
        }
        return Trip(order: order, waypoints: waypoints, legs: legs, network: self)
    }

    static func noRoute(_ i: Int, _ j: Int) -> LiftError {
        let stops = Location("stops")
        return LiftError(.notFound, code: "no_route", "no route from {0} to {1}",
                         details: [.init("stops", .strings(["\(i)", "\(j)"])), .init("path", .location(stops.index(j)))],
                         messageArguments: [stops.index(i), stops.index(j)])
    }
}
