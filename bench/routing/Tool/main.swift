// lift-routing-bench: the in-process side of bench/routing (not shipped in liblift).
//   dump PBF PAIRS OUT   turn graph + each pair's seeds and engine cost, for the scipy baseline
//   time PBF PAIRS [ROUNDS]  snap + path + polyline6 (as lift_route writes it) in-process, without the C boundary and JSON
//                        (ROUNDS passes over the pairs, default 1: more for a profiler)
//   order PBF PAIRS N OUT  matrix + stop order on N stops, timed; matrix and costs as JSON
//   space PBF PAIRS      import time, shortcut count, CH search space per query (settled, relaxed)
//   build PBF PAIRS [ROUNDS]  the hierarchy builder alone, and digests of its output (A/B identity)
//   limits PBF PAIRS SP SC [ROUNDS]  this build's witness-search limits against SP / SC on the same
//                        turn graph, in one process: search space, and full answers timed interleaved
//   tail PBF PAIRS [ROUNDS] [OUT]  each pair's answer (best of ROUNDS) and its parts: snap choices, leg,
//                        polyline, search and unpacking, work; the slowest 10% against the rest
//   decode PBF PAIRS [RUNS]  decoding the encoded network (a reopen's work besides SQLite), and its rank checks
// PAIRS: one "lat lon lat lon" per line.
// LiftRouting's internals are reached through `@testable import` (NetworkAccess.swift), so a
// release build needs -enable-testing; bench/Makefile builds it in a scratch path of its own so
// that liblift's build is not touched:
//   swift build -c release -Xswiftc -enable-testing --scratch-path .build/bench --product lift-routing-bench
import Foundation
@testable import LiftRouting
import LiftCore

func readPairs(_ path: String) throws -> [(Coordinate, Coordinate)] {
    try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").compactMap { line in
        let v = line.split(separator: " ").compactMap { Double($0) }
        return v.count == 4 ? (Coordinate(lat: v[0], lon: v[1]), Coordinate(lat: v[2], lon: v[3])) : nil
    }
}

func percentile(_ sorted: [Double], _ p: Double) -> Double {
    sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))]
}

let args = CommandLine.arguments
guard args.count >= 4 else {
    FileHandle.standardError.write("usage: lift-routing-bench dump PBF PAIRS OUT | time PBF PAIRS\n".data(using: .utf8) ?? Data())
    exit(2)
}
let importStart = DispatchTime.now().uptimeNanoseconds
// LIFT_BENCH_PROFILE: bike or foot instead of car.
let profile = ProcessInfo.processInfo.environment["LIFT_BENCH_PROFILE"].flatMap(Profile.init(rawValue:)) ?? .car
let network = try RoadNetwork.importOSM(path: args[2], profile: profile)
FileHandle.standardError.write("imported\n".data(using: .utf8) ?? Data())
let importMs = Double(DispatchTime.now().uptimeNanoseconds - importStart) / 1e6
let pairs = try readPairs(args[3])

switch args[1] {
case "dump":
    guard args.count >= 5 else { exit(2) }
    let g = network.benchTurnGraph
    var out = "{\"start\":\(g.start),\"target\":\(g.target),\"weight\":\(g.weight),\"pairs\":["
    for (i, (a, b)) in pairs.enumerated() {
        if i > 0 { out += "," }
        guard let s = try? network.benchSeeds(a, b) else { out += "null"; continue }
        let src = s.sources.map { "[\($0.node),\($0.offset)]" }.joined(separator: ",")
        let dst = s.targets.map { "[\($0.node),\($0.offset)]" }.joined(separator: ",")
        out += "{\"sources\":[\(src)],\"targets\":[\(dst)],\"direct\":\(s.direct.map(String.init) ?? "null"),\"cost\":\(s.cost.map(String.init) ?? "null")}"
    }
    out += "]}"
    try out.write(toFile: args[4], atomically: true, encoding: .utf8)
case "time":
    var times = [Double](), ok = 0, bytes = 0
    let rounds = max(1, args.count > 4 ? Int(args[4]) ?? 1 : 1)
    for _ in 0..<rounds { for (a, b) in pairs {
        let t = DispatchTime.now().uptimeNanoseconds
        if let trip = try? network.plan([a, b], optimize: .none) {
            bytes += trip.polyline(precision: 6).count
            ok += 1
        }
        times.append(Double(DispatchTime.now().uptimeNanoseconds - t) / 1000)
    } }
    times.sort()
    print(String(format: "liblift in-process (Swift, no C boundary/JSON): median %.1f us, p90 %.1f us, ok %d/%d",
                 percentile(times, 0.5), percentile(times, 0.9), ok, pairs.count * rounds))
case "tail":
    // Per pair: the full answer and its parts, to explain the slowest pairs. Each round times
    // every pair's answer (wall and thread CPU time, and whether the thread was preempted during
    // it), then every pair's parts (benchPhases, cold: other pairs ran in between). OUT
    // (optional): one tab-separated line per pair, the pair's fastest round.
    let rounds = max(1, args.count > 4 ? Int(args[4]) ?? 3 : 3)
    var best = [Double](repeating: .infinity, count: pairs.count)
    var phases = [RoadNetwork.BenchPhases](repeating: .init(), count: pairs.count)
    var wall = [Double](), cpu = [Double](), quiet = [Double](), preempted = [Double]()
    func cpuNow() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) * 1e6 + Double(ts.tv_nsec) / 1000
    }
    func switches() -> Int {
        var u = rusage()
        getrusage(__rusage_who_t(1), &u)  // RUSAGE_THREAD (Linux), not imported into Swift
        return u.ru_nivcsw
    }
    let query = network.benchQuery()
    for round in 0..<rounds {
        for (i, (a, b)) in pairs.enumerated() {
            let n0 = switches(), c0 = cpuNow(), t = DispatchTime.now().uptimeNanoseconds
            if let trip = try? network.plan([a, b], optimize: .none) { _ = trip.polyline(precision: 6) }
            let us = Double(DispatchTime.now().uptimeNanoseconds - t) / 1000, c = cpuNow() - c0
            wall.append(us); cpu.append(c)
            if switches() != n0 { preempted.append(us) } else { quiet.append(us) }
            best[i] = min(best[i], us)
        }
        for (i, (a, b)) in pairs.enumerated() {
            let p = network.benchPhases(a, b, query)
            if round == 0 || p.searchNs + p.unpackNs + p.legNs < phases[i].searchNs + phases[i].unpackNs + phases[i].legNs { phases[i] = p }
        }
    }
    wall.sort(); cpu.sort(); quiet.sort(); preempted.sort()
    print(String(format: "every answer (%d): wall median %.1f us, p90 %.1f us; thread CPU median %.1f us, p90 %.1f us; preempted during %d (%.1f%%): median %.1f us; not preempted: median %.1f us, p90 %.1f us",
                 wall.count, percentile(wall, 0.5), percentile(wall, 0.9), percentile(cpu, 0.5), percentile(cpu, 0.9),
                 preempted.count, 100 * Double(preempted.count) / Double(max(1, wall.count)), percentile(preempted, 0.5),
                 percentile(quiet, 0.5), percentile(quiet, 0.9)))
    let order = best.indices.sorted { best[$0] < best[$1] }
    let cut = order[Int(Double(order.count) * 0.9)]
    func summary(_ name: String, _ idx: [Int]) {
        var sums = [Double](repeating: 0, count: 12), kinds = [String: Int]()
        for i in idx {
            let p = phases[i]
            let v = [best[i], Double(p.choicesNs) / 1000, Double(p.searchNs) / 1000, Double(p.unpackNs) / 1000,
                     Double(p.legNs) / 1000, Double(p.polylineNs) / 1000, Double(p.settled), Double(p.relaxed),
                     Double(p.pathNodes), Double(p.arcs), p.routed ? 1 : 0, 0]
            for k in v.indices { sums[k] += v[k] }
            kinds[p.kinds, default: 0] += 1
        }
        let m = sums.map { $0 / Double(max(1, idx.count)) }
        print(name + String(format: " (%d pairs): answer %.0f us; parts (cold): choices %.0f, search %.0f, unpack %.0f, leg again %.0f, polyline %.0f us; settled %.0f, relaxed %.0f, path nodes %.0f, arcs %.0f, routed %.2f",
                            idx.count, m[0], m[1], m[2], m[3], m[4], m[5], m[6], m[7], m[8], m[9], m[10])
              + "; choices per stop \(kinds)")
    }
    let slow = order.filter { best[$0] >= best[cut] }, rest = order.filter { best[$0] < best[cut] }
    print(String(format: "each pair's fastest of %d: median %.1f us, p90 %.1f us", rounds, best[order[order.count / 2]], best[cut]))
    summary("slowest 10%", slow)
    summary("others", rest)
    if args.count > 5 {
        var out = "pair\tbest_us\tchoices_us\tsearch_us\tunpack_us\tleg_us\tpolyline_us\tsettled\trelaxed\tpath_nodes\tarcs\tchoices\trouted\n"
        for i in pairs.indices {
            let p = phases[i]
            out += "\(i)\t\(best[i])\t\(Double(p.choicesNs) / 1000)\t\(Double(p.searchNs) / 1000)\t\(Double(p.unpackNs) / 1000)\t\(Double(p.legNs) / 1000)\t\(Double(p.polylineNs) / 1000)\t\(p.settled)\t\(p.relaxed)\t\(p.pathNodes)\t\(p.arcs)\t\(p.kinds)\t\(p.routed)\n"
        }
        try out.write(toFile: args[5], atomically: true, encoding: .utf8)
    }
case "order":
    // Stop order on n stops drawn from the pairs' first points (mutually reachable ones only):
    // times the matrix and StopOrder, writes the matrix and our tour cost for the elkai baseline.
    guard args.count >= 6, let n = Int(args[4]) else { exit(2) }
    var stops = [Coordinate]()
    for (a, _) in pairs where stops.count < n {
        let candidate = stops + [a]
        guard let m = try? network.benchMatrix(candidate), m.allSatisfy({ $0.allSatisfy { $0 != nil } }) else { continue }
        stops = candidate
    }
    var t = DispatchTime.now().uptimeNanoseconds
    let matrix = try network.benchMatrix(stops).map { $0.map { $0 ?? 0 } }
    let matrixMs = Double(DispatchTime.now().uptimeNanoseconds - t) / 1e6
    var lines = [String]()
    for mode in [Optimize.roundTrip, .keepFirstLast, .keepFirst] {
        var times = [Double](), cost: Int64 = 0
        for _ in 0..<5 {
            t = DispatchTime.now().uptimeNanoseconds
            let order = StopOrder.order(matrix, mode)
            times.append(Double(DispatchTime.now().uptimeNanoseconds - t) / 1e6)
            cost = StopOrder.cost(order, matrix, mode)
        }
        times.sort()
        lines.append("\"\(mode.rawValue)\": {\"cost\": \(cost), \"median_ms\": \(times[2]), \"max_ms\": \(times[4])}")
    }
    let rows = matrix.map { "[" + $0.map(String.init).joined(separator: ",") + "]" }.joined(separator: ",")
    try "{\"stops\": \(stops.count), \"matrix_ms\": \(matrixMs), \"matrix\": [\(rows)], \(lines.joined(separator: ", "))}"
        .write(toFile: args[5], atomically: true, encoding: .utf8)
case "space":
    // Times: each pair's fastest of 5 rounds (the machine is shared; counts do not vary).
    var spaces = network.benchSearchSpace(pairs).compactMap { $0 }
    for _ in 1..<5 {
        let again = network.benchSearchSpace(pairs).compactMap { $0 }
        for i in spaces.indices where i < again.count {
            spaces[i].searchNs = min(spaces[i].searchNs, again[i].searchNs)
            spaces[i].unpackNs = min(spaces[i].unpackNs, again[i].unpackNs)
        }
    }
    let stat = { (v: [Double]) -> String in
        let s = v.sorted()
        return String(format: "median %.0f p90 %.0f mean %.1f", percentile(s, 0.5), percentile(s, 0.9), s.isEmpty ? 0 : s.reduce(0, +) / Double(s.count))
    }
    print(String(format: "import %.0f ms, shortcuts %d; over %d pairs:", importMs, network.benchShortcuts, spaces.count))
    print("  settled " + stat(spaces.map { Double($0.settled) }) + "; relaxed " + stat(spaces.map { Double($0.relaxed) }))
    print("  search us (best of 5) " + stat(spaces.map { Double($0.searchNs) / 1000 }) + "; unpack us " + stat(spaces.map { Double($0.unpackNs) / 1000 }))
case "limits":
    // The imported network (this build's limits, A) against the same turn graph contracted with
    // other limits (B). Both answer every pair, A and B alternating first; the costs must agree
    // (each hierarchy is exact), the paths may differ only between ties.
    guard args.count >= 6, let sp = Int(args[4]), let sc = Int(args[5]) else { exit(2) }
    let t0 = DispatchTime.now().uptimeNanoseconds
    let other = network.benchRebuilt(settleLimits: (sp, sc))
    let otherMs = Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6
    let rounds = max(1, args.count > 6 ? Int(args[6]) ?? 3 : 3)
    var times: [[Double]] = [[], []], costsDiffer = 0, pathsDiffer = 0
    for round in 0..<rounds {
        for (i, (a, b)) in pairs.enumerated() {
            var trips: [Trip?] = [nil, nil]
            for k in ((i + round) % 2 == 0 ? [0, 1] : [1, 0]) {
                let t = DispatchTime.now().uptimeNanoseconds
                let trip = try? (k == 0 ? network : other).plan([a, b], optimize: .none)
                if let trip { _ = trip.polyline(precision: 6) }
                times[k].append(Double(DispatchTime.now().uptimeNanoseconds - t) / 1000)
                trips[k] = trip
            }
            guard round == 0 else { continue }
            if (try? network.benchSeeds(a, b).cost) != (try? other.benchSeeds(a, b).cost) { costsDiffer += 1 }
            if trips[0]?.points != trips[1]?.points || trips[0]?.duration != trips[1]?.duration { pathsDiffer += 1 }
        }
    }
    let spaceA = network.benchSearchSpace(pairs).compactMap { $0 }, spaceB = other.benchSearchSpace(pairs).compactMap { $0 }
    let mean = { (v: [Int]) -> Double in v.isEmpty ? 0 : Double(v.reduce(0, +)) / Double(v.count) }
    for (k, name, s, net) in [(0, "A (this build)", spaceA, network), (1, "B (\(sp) / \(sc))", spaceB, other)] {
        let t = times[k].sorted()
        print("\(name): " + String(format: "shortcuts %d, settled mean %.1f, relaxed mean %.1f; full answer median %.1f us, p90 %.1f us",
                     net.benchShortcuts, mean(s.map { $0.settled }), mean(s.map { $0.relaxed }),
                     percentile(t, 0.5), percentile(t, 0.9)))
    }
    let ratio = percentile(times[0].sorted(), 0.5) / max(1e-9, percentile(times[1].sorted(), 0.5))
    print(String(format: "A / B median %.3f; import (A) %.0f ms, B's contraction alone %.0f ms; pairs with other costs %d, other paths or durations (ties) %d of %d",
                 ratio, importMs, otherMs, costsDiffer, pathsDiffer, pairs.count))
case "decode":
    // What reopening costs besides SQLite: decoding the stored BLOB into a queryable network.
    let bytes = NetworkCodec.encode(network)
    var times = [Double](), rankTimes = [Double]()
    let runs = max(7, Int(args.count > 4 ? args[4] : "7") ?? 7)
    for _ in 0..<runs {
        let t = DispatchTime.now().uptimeNanoseconds
        _ = try NetworkCodec.decode(bytes)
        times.append(Double(DispatchTime.now().uptimeNanoseconds - t) / 1e6)
        // The hierarchy's rank checks alone (part of the decode above), interleaved with it.
        let r = DispatchTime.now().uptimeNanoseconds
        guard network.benchRankChecks else { exit(1) }
        rankTimes.append(Double(DispatchTime.now().uptimeNanoseconds - r) / 1e6)
    }
    times.sort(); rankTimes.sort()
    print(String(format: "decode %d bytes: median %.1f ms, p90 %.1f ms, max %.1f ms", bytes.count,
                 times[runs / 2], percentile(times, 0.9), times[runs - 1]))
    print(String(format: "  of which rank checks: median %.2f ms, p90 %.2f ms (%.1f%% of the median decode)",
                 rankTimes[runs / 2], percentile(rankTimes, 0.9), 100 * rankTimes[runs / 2] / times[runs / 2]))
case "build":
    // The hierarchy builder alone, ROUNDS rebuilds of the imported turn graph (default 3), and a
    // digest of its output and of the encoded network: equal digests = identical hierarchies.
    var times = [Double](), digest: UInt64 = 0, workPerTurn = 0.0
    for _ in 0..<max(1, args.count > 4 ? Int(args[4]) ?? 3 : 3) {
        let r = network.benchRebuildHierarchy()
        times.append(Double(r.ns) / 1e6)
        digest = r.digest
        workPerTurn = r.workPerTurn
    }
    times.sort()
    var fnv: UInt64 = 0xcbf2_9ce4_8422_2325
    for b in NetworkCodec.encode(network) { fnv = (fnv ^ UInt64(b)) &* 0x100_0000_01b3 }
    print(String(format: "import %.0f ms; builder alone median %.0f ms, min %.0f ms over %d, %.0f steps per turn; hierarchy %016llx, encoded network %016llx",
                 importMs, percentile(times, 0.5), times.first ?? 0, times.count, workPerTurn, digest, fnv))
default:
    exit(2)
}
