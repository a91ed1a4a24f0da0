import Foundation
@testable import LiftCore

/// The machine's tzdata (Debian's `tzdata` package, a build dependency) and hand-made TZif bytes.
enum ZoneFixtures {
    static let directory = ProcessInfo.processInfo.environment["TZDIR"] ?? "/usr/share/zoneinfo"

    static func system(_ name: String) throws -> ZoneRules {
        let data = try Data(contentsOf: URL(fileURLWithPath: directory + "/" + name))
        return try TZif.parse([UInt8](data), name: name)
    }

    static func instant(_ text: String) -> Timestamp {
        // Tests spell instants in UTC, "2026-11-23T04:30:00Z".
        let parts = text.dropLast().split(whereSeparator: { "-T:".contains($0) }).compactMap { Int64($0) }
        let day = Day(year: parts[0], month: parts[1], day: parts[2]) ?? Day.first
        return Timestamp(milliseconds: day.start.milliseconds + ((parts[3] * 60 + parts[4]) * 60 + parts[5]) * 1000)
    }

    static func day(_ y: Int64, _ m: Int64, _ d: Int64) -> Day { Day(year: y, month: m, day: d) ?? Day.first }

    /// A version-2 TZif file: transitions (seconds, offset), type 0 = `initial`, and `footer`.
    static func tzif(initial: Int32, transitions: [(Int64, Int32)], footer: String, version: UInt8 = UInt8(ascii: "2")) -> [UInt8] {
        var offsets = [initial]
        for (_, o) in transitions where !offsets.contains(o) { offsets.append(o) }
        func header(_ v: UInt8) -> [UInt8] {
            var h = Array("TZif".utf8) + [v] + [UInt8](repeating: 0, count: 15)
            for c in [0, 0, 0, transitions.count, offsets.count, 4] { h += be(UInt64(c), 4) }
            return h
        }
        func be(_ v: UInt64, _ n: Int) -> [UInt8] { (0..<n).reversed().map { UInt8(truncatingIfNeeded: v >> (8 * UInt64($0))) } }
        func block(_ timeSize: Int) -> [UInt8] {
            var b = [UInt8]()
            for (t, _) in transitions { b += be(UInt64(bitPattern: t), timeSize) }
            for (_, o) in transitions { b.append(UInt8(offsets.firstIndex(of: o) ?? 0)) }
            for o in offsets { b += be(UInt64(UInt32(bitPattern: o)), 4) + [0, 0] }
            return b + Array("ABC\0".utf8)
        }
        if version == 0 { return header(0) + block(4) }
        return header(version) + block(4) + header(version) + block(8) + [10] + Array(footer.utf8) + [10]
    }
}
