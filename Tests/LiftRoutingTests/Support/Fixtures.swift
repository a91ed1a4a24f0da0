import Foundation
@testable import LiftRouting

enum Fixtures {
    /// data/Helsinki.osm.pbf, committed in the repository.
    static var helsinki: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("data/Helsinki.osm.pbf").path
    }

    nonisolated(unsafe) private static var cache: [Profile: RoadNetwork] = [:]
    private static let lock = NSLock()

    static func helsinki(_ profile: Profile) throws -> RoadNetwork {
        lock.lock(); defer { lock.unlock() }
        if let n = cache[profile] { return n }
        let n = try RoadNetwork.importOSM(path: helsinki, profile: profile)
        cache[profile] = n
        return n
    }

    /// A deterministic generator, so a failing pair can be replayed.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Writes a small OSM XML file and returns its path.
    static func osmFile(_ body: String) throws -> String {
        let path = NSTemporaryDirectory() + "lift-osm-\(UUID().uuidString).osm"
        try ("<?xml version='1.0' encoding='UTF-8'?>\n<osm version='0.6' generator='liblift-tests'>\n" + body + "\n</osm>\n")
            .write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }
}
