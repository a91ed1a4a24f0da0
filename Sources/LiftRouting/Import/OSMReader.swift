import LiftCore
import LiftOSMReader

/// Reads an opened .osm.pbf / .osm file through libosmium (LiftOSMReader) into a profile's RawNetwork.
enum OSMReader {
    /// `restrictionsAt` is the local time conditional restrictions are judged at; without it they
    /// are not applied, and counted as skipped.
    static func read(_ source: OSMSource, profile: Profile, restrictionsAt: LocalTime? = nil,
                     progress: Progress = .untracked) throws -> RawNetwork {
        let collector = Collector(profile: profile, restrictionsAt: restrictionsAt, progress: progress)
        let context = Unmanaged.passUnretained(collector).toOpaque()
        var callbacks = lift_osm_callbacks(
            context: context,
            way: { ctx, id, refs, refCount, tags, tagCount in
                guard let ctx else { return }
                Unmanaged<Collector>.fromOpaque(ctx).takeUnretainedValue()
                    .way(id: id, refs: UnsafeBufferPointer(start: refs, count: refCount),
                         tags: OSMReader.tags(tags, tagCount, keys: OSMReader.wayKeys))
            },
            relation: { ctx, _, members, memberCount, tags, tagCount in
                guard let ctx else { return }
                Unmanaged<Collector>.fromOpaque(ctx).takeUnretainedValue()
                    .relation(members: UnsafeBufferPointer(start: members, count: memberCount),
                              tags: OSMReader.tags(tags, tagCount, keys: nil))
            },
            wants_node: { ctx, id in
                guard let ctx else { return 0 }
                return Unmanaged<Collector>.fromOpaque(ctx).takeUnretainedValue().wants(id) ? 1 : 0
            },
            node: { ctx, id, lat, lon, tags, tagCount in
                guard let ctx else { return }
                Unmanaged<Collector>.fromOpaque(ctx).takeUnretainedValue()
                    .node(id: id, lat: lat, lon: lon, tags: OSMReader.tags(tags, tagCount, keys: Barrier.nodeKeys))
            },
            stop: { ctx in
                guard let ctx else { return 0 }
                let c = Unmanaged<Collector>.fromOpaque(ctx).takeUnretainedValue()
                return (try? c.progress.advance(to: c.ways.count + c.coordinates.count)) == nil ? 1 : 0
            })
        try source.read(stoppedBy: progress) { pointer, error, size in lift_osm_read(pointer, &callbacks, error, size) }
        withExtendedLifetime(collector) {}
        var raw = try collector.finish()
        _ = consume collector
        // Numbered in spatial order (LocalOrder): a route's vertices and arcs sit close in memory.
        raw.toLocalOrder()
        lift_osm_release_free_memory()
        return raw
    }

    /// The profile's keys and the ones a road's label is made of (RoadLabels).
    static let wayKeys = Profile.wayKeys.union(RoadLabels.keys)

    static func tags(_ tags: UnsafePointer<lift_osm_tag>?, _ count: Int, keys: Set<String>?) -> [String: String] {
        var out = [String: String]()
        guard let tags, count > 0 else { return out }
        for t in UnsafeBufferPointer(start: tags, count: count) {
            guard let k = t.key, let v = t.value else { continue }
            let key = String(cString: k)
            if let keys, !keys.contains(key) { continue }
            out[key] = String(cString: v)
        }
        return out
    }
}

/// Gathers the routable ways (pass 1) and then the coordinates of just their nodes (pass 2).
private final class Collector {
    let profile: Profile
    let restrictionsAt: LocalTime?
    let progress: Progress
    /// A kept way: its nodes are `refs[previous way's refEnd ..< refEnd]` (one pool, not an
    /// array per way; OSM ids in pass 1, positions in `nodes` after) and its speeds
    /// `speedTable[speeds]` (a few distinct values shared by many ways).
    struct Way { var id: Int64; var refEnd: Int; var speeds: Int32; var label: Int32; var roundabout: Bool }
    var ways: [Way] = []
    var refs: [Int64] = []
    var speedTable = SpeedTable()
    var labels = RoadLabels.Builder()
    var wayIndex: [Int64: Int32] = [:]
    var relations: [(only: Bool, from: Int64, viaNode: Int64?, viaWays: [Int64], to: Int64)] = []
    var skipped = 0
    /// The nodes of the kept ways, made from `refs` once pass 1 is over (`refs` then holds
    /// positions in it rather than ids); pass 2 gives each its dense index.
    var nodes = NodeTable()
    var nodesReady = false
    var coordinates: [Coordinate] = []
    var controls: [UInt8] = []
    let limits = ImportLimits.standard
    /// The first limit the file went over (answered once the file is read: callbacks cannot throw).
    var exceeded: ImportLimitExceeded?

    init(profile: Profile, restrictionsAt: LocalTime?, progress: Progress) {
        self.profile = profile
        self.restrictionsAt = restrictionsAt
        self.progress = progress
    }

    func way(id: Int64, refs: UnsafeBufferPointer<Int64>, tags: [String: String]) {
        guard exceeded == nil, !nodesReady, refs.count >= 2, let speeds = profile.speeds(tags) else { return }
        guard refs.count <= limits.wayNodes else {
            exceeded = ImportLimitExceeded(limit: .wayNodes, max: limits.wayNodes, found: refs.count, way: id)
            return
        }
        // A way id met again (a file that repeats a way) is the same road: the first stands.
        guard wayIndex[id] == nil else { return }
        wayIndex[id] = Int32(clamping: ways.count)
        self.refs.append(contentsOf: refs)
        ways.append(Way(id: id, refEnd: self.refs.count, speeds: speedTable.index(speeds), label: labels.add(tags: tags),
                        roundabout: tags["junction"] == "roundabout" || tags["junction"] == "circular"))
    }

    func relation(members: UnsafeBufferPointer<lift_osm_member>, tags: [String: String]) {
        guard exceeded == nil, let value = restrictionValue(tags) else { return }
        let only = value.hasPrefix("only_")
        // A turn on red is a signal rule, not a ban on the turn.
        guard only || value.hasPrefix("no_"), !value.hasSuffix("_on_red") else { return }
        var froms = [Int64](), tos = [Int64](), viaNodes = [Int64](), viaWays = [Int64](), wrong = false
        for m in members {
            let role = m.role.map { String(cString: $0) } ?? ""
            let isWay = m.type == CChar(UInt8(ascii: "w")), isNode = m.type == CChar(UInt8(ascii: "n"))
            switch role {
            case "from": if isWay { froms.append(m.ref) } else { wrong = true }
            case "to": if isWay { tos.append(m.ref) } else { wrong = true }
            case "via":
                if isNode { viaNodes.append(m.ref) } else if isWay { viaWays.append(m.ref) } else { wrong = true }
            default: break   // other roles (location_hint...) say nothing about the turn
            }
        }
        // One from and one to, except no_entry (several ways may not enter `to`) and no_exit
        // (`from` may not leave onto any of several); via one node, or via ways in member order
        // (a chain: OSM lists them from `from` to `to`). Anything else is ambiguous: counted, not applied.
        let fromsOK = froms.count == 1 || (value == "no_entry" && froms.count > 1)
        let tosOK = tos.count == 1 || (value == "no_exit" && tos.count > 1)
        guard !wrong, fromsOK, tosOK, viaNodes.count + (viaWays.isEmpty ? 0 : 1) == 1 else { skipped += 1; return }
        // Each via way's arcs are copied for every entry into the manoeuvre (ViaWayRestrictions).
        guard viaWays.count <= limits.restrictionViaWays else {
            exceeded = ImportLimitExceeded(limit: .restrictionViaWays, max: limits.restrictionViaWays, found: viaWays.count)
            return
        }
        for from in froms {
            for to in tos { relations.append((only, from, viaNodes.first, viaWays, to)) }
        }
    }

    /// The plain restriction, or the conditional one in force at the reference time. A condition
    /// that cannot be judged (unknown syntax, or no reference time) is counted, never applied.
    private func restrictionValue(_ tags: [String: String]) -> String? {
        if let plain = profile.restriction(tags) { return plain }
        guard let conditional = profile.conditionalRestriction(tags) else { return nil }
        guard let at = restrictionsAt, let rules = ConditionalRestriction.parse(conditional) else { skipped += 1; return nil }
        return ConditionalRestriction.value(rules, at: at)
    }

    /// Pass 2 starts: `refs` becomes positions in the node table.
    func prepareNodes() {
        guard !nodesReady else { return }
        nodes = NodeTable(positionsOf: &refs)
        nodesReady = true
    }

    func wants(_ id: Int64) -> Bool {
        prepareNodes()
        return nodes.position(id) != nil
    }

    func node(id: Int64, lat: Double, lon: Double, tags: [String: String]) {
        prepareNodes()
        guard let p = nodes.position(id), nodes.index(at: Int64(p)) == -1 else { return }
        nodes.setIndex(Int32(clamping: coordinates.count), at: p)
        coordinates.append(Coordinate(lat: lat, lon: lon))
        let control: RawNetwork.NodeControl
        switch Barrier.blocks(tags, profile: profile) ? "barrier" : Barrier.isGate(tags, profile: profile) ? "gate" : tags["highway"] {
        case "barrier": control = .barrier
        case "gate": control = .gate
        case "traffic_signals": control = .trafficSignal
        case "stop": control = tags["stop"] == "minor" ? .stopMinor : .stop
        case "give_way": control = .giveWay
        default: control = .none
        }
        // A signal or sign may bind one direction of travel along the way only (OSRM's obstacles do the same).
        let direction = tags["traffic_signals:direction"] ?? tags["direction"]
        let bound: RawNetwork.ControlDirection = direction == "forward" ? .forward : direction == "backward" ? .backward : .both
        controls.append(control.rawValue | bound.rawValue << 4)
    }

    /// Way w's nodes: ids in pass 1, positions in the node table after.
    func refs(of w: Int) -> ArraySlice<Int64> { refs[(w > 0 ? ways[w - 1].refEnd : 0) ..< ways[w].refEnd] }

    func finish() throws(ImportLimitExceeded) -> RawNetwork {
        if let exceeded { throw exceeded }
        prepareNodes()
        var raw = RawNetwork()
        raw.coordinates = coordinates
        raw.controls = controls
        raw.labels = labels.labels
        // Way index -> its first piece and how many pieces it made (restrictions bind unsplit ways only).
        var firstPiece = [Int32](repeating: -1, count: ways.count), pieceCount = [Int32](repeating: 0, count: ways.count)
        var piece = [Int32]()
        for (wi, w) in ways.enumerated() {
            let positions = refs(of: wi)
            // A ferry's crossing time spread over its length, as OSRM spreads it: one speed for the way.
            var speeds = speedTable.speeds[Int(w.speeds)]
            if let seconds = speeds.duration {
                let known = positions.compactMap { r in
                    let i = nodes.index(at: r)
                    return i >= 0 ? coordinates[Int(i)] : nil
                }
                let metres = zip(known, known.dropFirst()).reduce(0.0) { $0 + Geo.distance($1.0, $1.1) }
                let kmh = metres / seconds * 3.6
                if kmh > 0 {
                    if speeds.forward > 0 { speeds.forward = kmh }
                    if speeds.backward > 0 { speeds.backward = kmh }
                }
            }
            // A node missing from the extract splits the way: never bridge a gap with a straight line.
            func flush() {
                if piece.count >= 2 {
                    if pieceCount[wi] == 0 { firstPiece[wi] = Int32(clamping: raw.ways.count) }
                    pieceCount[wi] += 1
                    // Copied to a list of its own size: the one being filled keeps its room for the next.
                    raw.ways.append(.init(nodes: piece.exactCopy(), forwardKmh: speeds.forward, backwardKmh: speeds.backward,
                                          restricted: speeds.restricted, roundabout: w.roundabout,
                                          startpoint: speeds.startpoint,
                                          forwardRate: speeds.forwardRate, backwardRate: speeds.backwardRate,
                                          label: w.label, ferry: speeds.ferry))
                }
                piece.removeAll(keepingCapacity: true)
            }
            for r in positions {
                let i = nodes.index(at: r)
                if i >= 0 { piece.append(i) } else { flush() }
            }
            flush()
        }
        /// Way id -> its first piece when it made exactly one (restrictions on split ways are skipped).
        func unsplit(_ id: Int64) -> Int32? {
            guard let w = wayIndex[id], pieceCount[Int(w)] == 1 else { return nil }
            return firstPiece[Int(w)]
        }
        raw.skippedRestrictions = skipped
        // The OSM ids are not needed past this point: their tables go before the network is renumbered.
        ways = []
        refs = []
        defer {
            wayIndex = [:]
            nodes = NodeTable()
            relations = []
        }
        var viaCount = [Int32: Int]()
        for r in relations {
            guard let from = unsplit(r.from), let to = unsplit(r.to) else { raw.skippedRestrictions += 1; continue }
            if let viaNode = r.viaNode {
                guard let p = nodes.position(viaNode), case let via = nodes.index(at: Int64(p)), via >= 0
                else { raw.skippedRestrictions += 1; continue }
                // Each turn at the node is checked against every restriction via it (TurnBuilder).
                let count = (viaCount[via] ?? 0) + 1
                guard count <= limits.junctionRestrictions else {
                    throw ImportLimitExceeded(limit: .junctionRestrictions, max: limits.junctionRestrictions, found: count,
                                              at: coordinates.indices.contains(Int(via)) ? coordinates[Int(via)] : nil)
                }
                viaCount[via] = count
                raw.restrictions.append(.init(only: r.only, fromWay: from, viaNode: via, toWay: to))
            } else {
                let vias = r.viaWays.compactMap(unsplit)
                guard vias.count == r.viaWays.count else { raw.skippedRestrictions += 1; continue }
                raw.viaWayRestrictions.append(.init(only: r.only, fromWay: from, viaWays: vias, toWay: to))
            }
        }
        return raw
    }
}

/// Way speeds, each distinct value kept once: ways refer to it by index.
struct SpeedTable {
    private(set) var speeds: [Profile.WaySpeeds] = []
    private var known: [Key: Int32] = [:]

    /// WaySpeeds by its fields' bits (WaySpeeds itself is only Equatable).
    private struct Key: Hashable {
        var forward, backward, duration, forwardRate, backwardRate: UInt64
        var flags: UInt8
        init(_ s: Profile.WaySpeeds) {
            forward = s.forward.bitPattern
            backward = s.backward.bitPattern
            duration = s.duration?.bitPattern ?? 0
            forwardRate = s.forwardRate.bitPattern
            backwardRate = s.backwardRate.bitPattern
            flags = (s.restricted ? 1 : 0) | (s.startpoint ? 2 : 0) | (s.ferry ? 4 : 0) | (s.duration == nil ? 0 : 8)
        }
    }

    mutating func index(_ s: Profile.WaySpeeds) -> Int32 {
        let key = Key(s)
        if let i = known[key] { return i }
        let i = Int32(clamping: speeds.count)
        known[key] = i
        speeds.append(s)
        return i
    }
}
