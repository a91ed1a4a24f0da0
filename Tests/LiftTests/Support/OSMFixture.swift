import Foundation

/// Small OSM XML files written by the tests: nodes by id and coordinates, ways and relations by tags.
struct OSMFixture {
    private var lines: [String] = []

    mutating func node(_ id: Int, _ lat: Double, _ lon: Double, tags: [String: String] = [:]) {
        lines.append("<node id='\(id)' version='1' lat='\(lat)' lon='\(lon)'>\(tagXML(tags))</node>")
    }

    mutating func way(_ id: Int, _ nodes: [Int], tags: [String: String]) {
        let refs = nodes.map { "<nd ref='\($0)'/>" }.joined()
        lines.append("<way id='\(id)' version='1'>\(refs)\(tagXML(tags))</way>")
    }

    mutating func restriction(_ id: Int, _ value: String, from: Int, via: Int, to: Int) {
        lines.append("""
            <relation id='\(id)' version='1'><member type='way' ref='\(from)' role='from'/>\
            <member type='node' ref='\(via)' role='via'/><member type='way' ref='\(to)' role='to'/>\
            <tag k='type' v='restriction'/><tag k='restriction' v='\(value)'/></relation>
            """)
    }

    /// A restriction via one way (from -> along `viaWay` -> to).
    /// A via-node restriction that binds only while `conditional` (`no_left_turn @ (Mo-Fr 07:00-09:00)`) holds.
    mutating func conditionalRestriction(_ id: Int, _ conditional: String, from: Int, via: Int, to: Int) {
        lines.append("""
            <relation id='\(id)' version='1'><member type='way' ref='\(from)' role='from'/>\
            <member type='node' ref='\(via)' role='via'/><member type='way' ref='\(to)' role='to'/>\
            <tag k='type' v='restriction'/><tag k='restriction:conditional' v='\(conditional)'/></relation>
            """)
    }

    mutating func restriction(_ id: Int, _ value: String, from: Int, viaWay: Int, to: Int) {
        restriction(id, value, from: from, viaWays: [viaWay], to: to)
    }

    /// A restriction via a chain of ways, listed in order from `from` to `to`.
    mutating func restriction(_ id: Int, _ value: String, from: Int, viaWays: [Int], to: Int) {
        let vias = viaWays.map { "<member type='way' ref='\($0)' role='via'/>" }.joined()
        lines.append("""
            <relation id='\(id)' version='1'><member type='way' ref='\(from)' role='from'/>\
            \(vias)<member type='way' ref='\(to)' role='to'/>\
            <tag k='type' v='restriction'/><tag k='restriction' v='\(value)'/></relation>
            """)
    }

    /// A relation of outer ways with tags (a multipolygon or boundary).
    mutating func area(_ id: Int, outer ways: [Int], tags: [String: String]) {
        let members = ways.map { "<member type='way' ref='\($0)' role='outer'/>" }.joined()
        lines.append("<relation id='\(id)' version='1'>\(members)\(tagXML(tags))</relation>")
    }

    private func tagXML(_ tags: [String: String]) -> String {
        tags.sorted { $0.key < $1.key }.map { "<tag k='\($0.key)' v='\($0.value)'/>" }.joined()
    }

    /// Writes the file (nodes, then ways, then relations, as OSM requires) and returns its path.
    func write() throws -> String {
        let path = NSTemporaryDirectory() + "lift-osm-\(UUID().uuidString).osm"
        let sorted = lines.filter { $0.hasPrefix("<node") } + lines.filter { $0.hasPrefix("<way") } + lines.filter { $0.hasPrefix("<relation") }
        try (["<?xml version='1.0' encoding='UTF-8'?>", "<osm version='0.6' generator='liblift-tests'>"] + sorted + ["</osm>"])
            .joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The square used by several tests: 1 (60.000, 24.000) - 2 (60.000, 24.002) - 3 (60.001, 24.002) - 4 (60.001, 24.000),
    /// about 111 m a side.
    static func square() -> OSMFixture {
        var f = OSMFixture()
        f.node(1, 60.000, 24.000); f.node(2, 60.000, 24.002); f.node(3, 60.001, 24.002); f.node(4, 60.001, 24.000)
        return f
    }

    /// The square's junction 1 with a west arm 5 - 1 (way 20), east arm 1 - 2 (21), north arm
    /// 1 - 4 (22) and a loop 2 - 3 - 4 (23): the turn-restriction tests' layout.
    static func junction() -> OSMFixture {
        var f = square()
        f.node(5, 60.000, 23.998)
        f.way(20, [5, 1], tags: ["highway": "residential"])
        f.way(21, [1, 2], tags: ["highway": "residential"])
        f.way(22, [1, 4], tags: ["highway": "residential"])
        f.way(23, [2, 3, 4], tags: ["highway": "residential"])
        return f
    }

    static var helsinki: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("data/Helsinki.osm.pbf").path
    }
}
