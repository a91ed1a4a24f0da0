import Foundation
import LiftCore
@testable import LiftRouting

/// A hand-made street map for directions tests: nodes on a small grid (row, column: 0.001 degrees
/// of latitude or longitude each, about 111 and 55 m at 60 degrees north), ways with their tags,
/// written as OSM XML and imported for a profile.
struct StreetMap {
    var nodes: [Int: (row: Double, column: Double)] = [:]
    var ways: [(nodes: [Int], tags: [String: String])] = []
    /// Turn restrictions: from way, via node, to way (way numbers are 1 + their index in `ways`).
    var restrictions: [(from: Int, via: Int, to: Int, kind: String)] = []

    static let origin = (lat: 60.0, lon: 25.0), step = 0.001

    func point(_ row: Double, _ column: Double) -> GeoPoint {
        GeoPoint(lat: Self.origin.lat + row * Self.step, lon: Self.origin.lon + column * Self.step)
    }

    /// A point a tenth of the way from node a to node b (a stop on that road, near a).
    func near(_ a: Int, towards b: Int, by fraction: Double = 0.1) -> GeoPoint {
        let p = nodes[a] ?? (0, 0), q = nodes[b] ?? (0, 0)
        return point(p.row + (q.row - p.row) * fraction, p.column + (q.column - p.column) * fraction)
    }

    mutating func way(_ nodes: [Int], _ tags: [String: String]) { ways.append((nodes, tags)) }

    func network(_ profile: Profile = .car) throws -> RoadNetwork {
        var body = ""
        for (id, n) in nodes.sorted(by: { $0.key < $1.key }) {
            let p = point(n.row, n.column)
            body += "<node id='\(id)' lat='\(p.lat)' lon='\(p.lon)' version='1'/>\n"
        }
        for (i, w) in ways.enumerated() {
            body += "<way id='\(i + 1)' version='1'>"
            for n in w.nodes { body += "<nd ref='\(n)'/>" }
            for (k, v) in w.tags.sorted(by: { $0.key < $1.key }) {
                let escaped = v.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "'", with: "&apos;")
                body += "<tag k='\(k)' v='\(escaped)'/>"
            }
            body += "</way>\n"
        }
        for (i, r) in restrictions.enumerated() {
            body += "<relation id='\(i + 1)' version='1'><member type='way' ref='\(r.from)' role='from'/>"
                + "<member type='node' ref='\(r.via)' role='via'/><member type='way' ref='\(r.to)' role='to'/>"
                + "<tag k='restriction' v='\(r.kind)'/><tag k='type' v='restriction'/></relation>\n"
        }
        let path = try Fixtures.osmFile(body)
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try RoadNetwork.importOSM(path: path, profile: profile)
    }

    func steps(_ stops: [GeoPoint], _ profile: Profile = .car, geometry: RouteGeometry = .geojson) throws -> [[RouteStep]] {
        try network(profile).plan(RouteQuery(stops: stops, geometry: geometry, steps: true)).legs.map { $0.steps ?? [] }
    }
}

extension RouteStep {
    /// "type modifier name" for compact assertions.
    var summary: String {
        [maneuver.type.rawValue, maneuver.modifier?.rawValue, maneuver.exit.map { "exit \($0)" }, name.isEmpty ? nil : name]
            .compactMap { $0 }.joined(separator: " ")
    }
}
