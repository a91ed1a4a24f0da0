import Foundation
import LiftCore
@testable import LiftRouting

/// A small OSM map drawn as text, as routing scenarios are drawn: each letter or digit in `rows`
/// is a node, `metres` apart along a row and between rows; ways and relations are added by node
/// letters and way names, then written to an .osm file the tests import.
struct GridMap {
    private(set) var coordinates: [Character: Coordinate] = [:]
    private var nodeIDs: [Character: Int] = [:]
    private var nodeTags: [Character: [String: String]] = [:]
    private var ways: [(id: Int, nodes: String, tags: [String: String])] = []
    private var wayIDs: [String: Int] = [:]
    private var relations: [String] = []

    init(_ rows: [String], metres: Double = 100) {
        let dLat = metres / 111_195, dLon = metres / (111_195 * cos(60 * Double.pi / 180))
        var id = 1
        for (r, row) in rows.enumerated() {
            for (c, ch) in row.enumerated() where ch.isLetter || ch.isNumber {
                coordinates[ch] = Coordinate(lat: 60 - Double(r) * dLat, lon: 24 + Double(c) / 2 * dLon)
                nodeIDs[ch] = id
                id += 1
            }
        }
    }

    /// A way through the named nodes in order ("abc"), tagged `highway=residential` unless `tags` say otherwise.
    mutating func way(_ nodes: String, _ tags: [String: String] = [:]) {
        let id = 100 + ways.count
        wayIDs[nodes] = id
        ways.append((id, nodes, tags["highway"] == nil && tags["route"] == nil ? tags.merging(["highway": "residential"]) { a, _ in a } : tags))
    }

    mutating func tag(node: Character, _ tags: [String: String]) { nodeTags[node] = tags }

    /// A relation; members are (role, way name or node letter); a one-character name is a node.
    mutating func relation(_ tags: [String: String], _ members: [(role: String, ref: String)]) {
        let body = members.map { m -> String in
            if m.ref.count == 1, let n = nodeIDs[m.ref.first!] {
                return "<member type='node' ref='\(n)' role='\(m.role)'/>"
            }
            return "<member type='way' ref='\(wayIDs[m.ref] ?? -1)' role='\(m.role)'/>"
        }.joined()
        relations.append("<relation id='\(1000 + relations.count)' version='1'>\(body)\(GridMap.xml(tags))</relation>")
    }

    /// type=restriction from a way via a node or ways to a way.
    mutating func restriction(_ value: String, from: String, via: [String], to: String, key: String = "restriction") {
        relation(["type": "restriction", key: value], [("from", from)] + via.map { ("via", $0) } + [("to", to)])
    }

    func coordinate(_ node: Character) -> Coordinate { coordinates[node]! }

    func network(_ profile: Profile = .car, restrictionsAt: LocalTime? = nil) throws -> RoadNetwork {
        var lines = ["<?xml version='1.0' encoding='UTF-8'?>", "<osm version='0.6' generator='liblift-tests'>"]
        for (ch, id) in nodeIDs.sorted(by: { $0.value < $1.value }) {
            let c = coordinates[ch]!
            lines.append("<node id='\(id)' version='1' lat='\(c.lat)' lon='\(c.lon)'>\(GridMap.xml(nodeTags[ch] ?? [:]))</node>")
        }
        for w in ways {
            let refs = w.nodes.map { "<nd ref='\(nodeIDs[$0]!)'/>" }.joined()
            lines.append("<way id='\(w.id)' version='1'>\(refs)\(GridMap.xml(w.tags))</way>")
        }
        lines += relations + ["</osm>"]
        let path = NSTemporaryDirectory() + "lift-grid-\(UUID().uuidString).osm"
        try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try RoadNetwork.importOSM(path: path, profile: profile, restrictionsAt: restrictionsAt)
    }

    private static func xml(_ tags: [String: String]) -> String {
        tags.sorted { $0.key < $1.key }.map { "<tag k='\($0.key)' v='\($0.value)'/>" }.joined()
    }
}

extension RoadNetwork {
    /// The trip between two map nodes, or nil when there is none.
    func trip(_ map: GridMap, _ from: Character, _ to: Character) -> Trip? {
        try? plan([map.coordinate(from), map.coordinate(to)], optimize: .none)
    }
}

extension Trip {
    /// Whether the route's line passes the node.
    func passes(_ map: GridMap, _ node: Character) -> Bool {
        let c = map.coordinate(node)
        return points.contains { abs($0.lat - c.lat) < 1e-6 && abs($0.lon - c.lon) < 1e-6 }
    }
}
