import Foundation
import XCTest
@testable import LiftCore

/// Every file of the machine's tzdata: each TZif zone parses (the `right/` ones are refused for
/// their leap seconds), every other file is refused, and in every zone the days and their starts
/// agree around the year's changes.
final class SystemZonesTests: XCTestCase {
    private func everyFile() -> [String] {
        let root = URL(fileURLWithPath: ZoneFixtures.directory)
        guard let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
        var names = [String]()
        for case let url as URL in walk where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
            names.append(String(url.resolvingSymlinksInPath().path.dropFirst(root.resolvingSymlinksInPath().path.count + 1)))
        }
        return names.sorted()
    }

    func test_parse_everySystemFile_zonesParseOthersAreRefused() throws {
        let names = everyFile()
        XCTAssertGreaterThan(names.count, 300, "tzdata is installed")
        var parsed = 0
        for name in names {
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: ZoneFixtures.directory + "/" + name)))
            let isTZif = bytes.starts(with: Array("TZif".utf8))
            do {
                _ = try TZif.parse(bytes, name: name)
                XCTAssertTrue(isTZif, name)
                parsed += 1
            } catch {
                XCTAssertTrue(!isTZif || name.hasPrefix("right/"), "\(name): \(error)")
            }
        }
        XCTAssertGreaterThan(parsed, 300)
    }

    func test_startOfDay_everyZone_isTheFirstInstantOfThatDay() throws {
        let days = stride(from: Int64(0), to: 366, by: 7).map { (Day(year: 2026, month: 1, day: 1) ?? Day.first).adding(days: $0) }
            + [Day(year: 1950, month: 6, day: 1), Day(year: 2099, month: 3, day: 29)].compactMap { $0 }
        for name in everyFile() where !name.hasPrefix("right/") {
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: ZoneFixtures.directory + "/" + name)))
            guard let zone = try? TZif.parse(bytes, name: name) else { continue }
            for day in days {
                let start = zone.start(of: day)
                XCTAssertEqual(zone.day(of: start), day, "\(name) \(day)")
                XCTAssertLessThan(zone.day(of: Timestamp(milliseconds: start.milliseconds - 1)), day, "\(name) \(day)")
                XCTAssertEqual(zone.start(of: day.adding(days: 1)), zone.end(of: day))
            }
        }
    }
}
