/// A stop as seeds of the hierarchy, which is built over chains (see Chains). A stop stands at
/// places: (arc, along) pairs, the arc's own (or, at a vertex, the arcs leaving it from their
/// start, the arcs entering it at their end: as `sourceSeeds` / `targetSeeds` read them). From a
/// place the only way on is along its chain, so a source seeds the chains after its chain's
/// end, less the part of the chain behind it; a target is reached at its chain's start plus the
/// part of the chain before it. A trip that stays on one chain is `alongChain`'s.
extension Endpoint {
    typealias Place = (arc: Int32, along: Double)

    /// Where a trip from this stop starts (the places `sourceSeeds` seeds from), without an array.
    @inline(__always)
    func forEachDeparture(_ body: (Place) -> Void) {
        if leaving.isEmpty { for p in arcs { body(p) } } else { for a in leaving { body((a, 0)) } }
    }

    /// Where a trip to this stop ends (the places `targetSeeds` seeds), without an array.
    @inline(__always)
    func forEachArrival(_ body: (Place) -> Void) {
        if entering.isEmpty { for p in arcs { body(p) } } else { for a in entering { body((a, 1)) } }
    }

    /// Seeds for the forward search, sorted by chain, each with the place it came from.
    func chainSources(_ g: RoadGraph, _ t: TurnGraph, _ c: Chains) -> (seeds: [HierarchyQuery.Seed], places: [Place]) {
        var seeds = [HierarchyQuery.Seed](), places = [Place]()
        seeds.reserveCapacity(4)
        places.reserveCapacity(4)
        forEachDeparture { p in
            let x = Int(p.arc)
            guard c.chainOf.indices.contains(x) else { return }
            let range = c.range(Int(c.chainOf[x]))
            guard let lastSlot = range.last else { return }
            let toLast = c.cost(from: Int(c.slot[x]), to: lastSlot, t) - Endpoint.part(g, p.arc, p.along)
            for e in t.edges(of: Int(c.arcs[lastSlot])) {
                Endpoint.keepCheapest(c.chainOf[Int(t.target[e])], toLast + Int64(t.weight[e]), p, &seeds, &places)
            }
        }
        return Endpoint.sorted(seeds, places)
    }

    /// Seeds for the backward search, sorted by chain, each with the place it stands for.
    func chainTargets(_ g: RoadGraph, _ t: TurnGraph, _ c: Chains) -> (seeds: [HierarchyQuery.Seed], places: [Place]) {
        var seeds = [HierarchyQuery.Seed](), places = [Place]()
        seeds.reserveCapacity(2)
        places.reserveCapacity(2)
        forEachArrival { p in
            let x = Int(p.arc)
            guard c.chainOf.indices.contains(x) else { return }
            let node = c.chainOf[x]
            let offset = c.cost(from: c.range(Int(node)).lowerBound, to: Int(c.slot[x]), t) + Endpoint.part(g, p.arc, p.along)
            Endpoint.keepCheapest(node, offset, p, &seeds, &places)
        }
        return Endpoint.sorted(seeds, places)
    }

    /// One seed per chain: the cheapest, with its place (the first of equal ones).
    private static func keepCheapest(_ node: Int32, _ offset: Int64, _ p: Place, _ seeds: inout [HierarchyQuery.Seed], _ places: inout [Place]) {
        if let i = seeds.firstIndex(where: { $0.node == node }) {
            if seeds[i].offset > offset { seeds[i].offset = offset; places[i] = p }
        } else {
            seeds.append(HierarchyQuery.Seed(node: node, offset: offset))
            places.append(p)
        }
    }

    private static func sorted(_ seeds: [HierarchyQuery.Seed], _ places: [Place]) -> (seeds: [HierarchyQuery.Seed], places: [Place]) {
        // Insertion sort in place: a handful of seeds.
        var seeds = seeds, places = places
        var i = 1
        while i < seeds.count {
            var j = i
            while j > 0, seeds[j - 1].node > seeds[j].node {
                seeds.swapAt(j - 1, j)
                places.swapAt(j - 1, j)
                j -= 1
            }
            i += 1
        }
        return (seeds, places)
    }

    /// The cheapest trip from this stop to `other` that never leaves one chain: from a departure
    /// to an arrival on the same chain and not behind it. Nil when there is none.
    func alongChain(to other: Endpoint, _ g: RoadGraph, _ t: TurnGraph, _ c: Chains) -> (cost: Int64, from: Place, to: Place)? {
        var best: (cost: Int64, from: Place, to: Place)?
        forEachDeparture { p in
            let x = Int(p.arc)
            guard c.chainOf.indices.contains(x) else { return }
            other.forEachArrival { q in
                let y = Int(q.arc)
                guard c.chainOf.indices.contains(y), c.chainOf[y] == c.chainOf[x] else { return }
                let i = Int(c.slot[x]), j = Int(c.slot[y])
                guard i < j || (i == j && q.along >= p.along) else { return }
                let cost = c.cost(from: i, to: j, t) + Endpoint.part(g, q.arc, q.along) - Endpoint.part(g, p.arc, p.along)
                if best.map({ cost < $0.cost }) ?? true { best = (cost, p, q) }
            }
        }
        return best
    }
}
