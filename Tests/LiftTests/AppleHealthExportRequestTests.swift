import CLift
import Foundation
import XCTest

/// kind "apple_health_export" through the C contract: the committed export (tools/gen_health_export.py,
/// 14 days to 2024-03-31) as zip and XML, re-imports, a newer export over an older one, and each
/// damaged or foreign file refused with nothing applied.
final class AppleHealthExportRequestTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Fixtures/apple_health").standardized.path

    private func importing(_ c: LiftClient, _ file: String, zone: String? = "Europe/Helsinki") -> LiftClient.Reply {
        var request: [String: Any] = ["kind": "apple_health_export", "apple_health_export": ["path": file]]
        if let zone { request["time_zone"] = zone }
        return c.save(request)
    }

    private func summary(_ r: LiftClient.Reply) -> [String: Any] { r.json["apple_health_export"] as? [String: Any] ?? [:] }

    private func counts(_ r: LiftClient.Reply, _ type: String) -> [String: Int] {
        (summary(r)["types"] as? [String: Any])?[type] as? [String: Int] ?? [:]
    }

    private func total(_ c: LiftClient, _ kind: String) -> Int? { c.load(["kind": kind]).json["total"] as? Int }

    private func temporary(_ name: String, _ text: String) -> String {
        let file = NSTemporaryDirectory() + "lift-export-\(UUID().uuidString)-\(name)"
        _ = FileManager.default.createFile(atPath: file, contents: Data(text.utf8))
        return file
    }

    private func document(_ body: String) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<HealthData locale=\"en_US\">\n<ExportDate value=\"2024-04-01 09:00:00 +0300\"/>\n\(body)\n</HealthData>\n"
    }

    private func record(_ type: String, _ value: String, _ unit: String, _ start: String, _ end: String? = nil, source: String = "iPhone") -> String {
        #"<Record type="\#(type)" sourceName="\#(source)" unit="\#(unit)" startDate="\#(start)" endDate="\#(end ?? start)" value="\#(value)"/>"#
    }

    private func assertNothingApplied(_ c: LiftClient, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(total(c, "weight"), 0, file: file, line: line)
        XCTAssertEqual(total(c, "completion"), 0, file: file, line: line)
    }

    func test_saveAppleHealthExport_zip_importsTheTypesAndAnswersCountsSkippedAndRange() throws {
        let c = try LiftClient()
        let reply = importing(c, Self.fixtures + "/export.zip")
        XCTAssertEqual(reply.status, LIFT_OK, "\(reply.json)")
        XCTAssertEqual(counts(reply, "body_mass"), ["read": 13, "added": 13, "updated": 0, "unchanged": 0])
        XCTAssertEqual(counts(reply, "step_count")["added"], 261)
        XCTAssertEqual(counts(reply, "dietary_energy")["added"], 46)
        XCTAssertEqual(counts(reply, "workout")["added"], 6)
        let skipped = summary(reply)["skipped"] as? [String: Int]
        XCTAssertEqual(skipped?["HKQuantityTypeIdentifierHeartRate"], 336)
        XCTAssertEqual(skipped?["HKCorrelationTypeIdentifierFood"], 46)
        XCTAssertEqual(summary(reply)["from"] as? String, "2024-03-18T05:19:01Z")
        XCTAssertEqual(summary(reply)["to"] as? String, "2024-03-31T18:45:02Z")
        XCTAssertEqual(total(c, "weight"), 13)
        XCTAssertEqual(total(c, "completion"), 6)
    }

    func test_saveAppleHealthExport_xmlAndZip_giveTheSameLog() throws {
        let a = try LiftClient(), b = try LiftClient()
        XCTAssertEqual(importing(a, Self.fixtures + "/export.xml").status, LIFT_OK)
        XCTAssertEqual(importing(b, Self.fixtures + "/export.zip").status, LIFT_OK)
        XCTAssertEqual(a.load(["kind": "weight", "limit": 100]).json["items"] as? NSArray, b.load(["kind": "weight", "limit": 100]).json["items"] as? NSArray)
        for day in ["2024-03-18", "2024-03-25", "2024-03-31"] {
            let steps = a.load(["kind": "steps", "date": day]).json["day_total"] as? Int
            XCTAssertGreaterThan(steps ?? 0, 0, day)
            XCTAssertEqual(steps, b.load(["kind": "steps", "date": day]).json["day_total"] as? Int, day)
        }
    }

    func test_saveAppleHealthExport_sameExportTwice_addsNothing() throws {
        let c = try LiftClient()
        _ = importing(c, Self.fixtures + "/export.zip")
        let weights = c.load(["kind": "weight", "limit": 100]).json["items"] as? NSArray
        let again = importing(c, Self.fixtures + "/export.zip")
        XCTAssertEqual(again.status, LIFT_OK)
        for type in ["body_mass", "step_count", "dietary_energy", "workout"] {
            XCTAssertEqual(counts(again, type)["added"], 0, type)
            XCTAssertEqual(counts(again, type)["unchanged"], counts(again, type)["read"], type)
        }
        XCTAssertEqual(c.load(["kind": "weight", "limit": 100]).json["items"] as? NSArray, weights)
        XCTAssertEqual(total(c, "completion"), 6)
    }

    func test_saveAppleHealthExport_newerExportFromAnotherZoneOverAnOlder_addsOnlyTheNewRecords() throws {
        let c = try LiftClient()
        let older = importing(c, Self.fixtures + "/export.zip")
        let newer = importing(c, Self.fixtures + "/newer-export.zip")
        XCTAssertEqual(newer.status, LIFT_OK, "\(newer.json)")
        for type in ["body_mass", "step_count", "dietary_energy", "workout"] {
            let before = counts(older, type)["read"] ?? -1, now = counts(newer, type)
            XCTAssertEqual(now["unchanged"], before, type)
            XCTAssertEqual(now["added"], (now["read"] ?? 0) - before, type)
            XCTAssertGreaterThan(now["added"] ?? 0, 0, type)
        }
        XCTAssertEqual(total(c, "completion"), counts(newer, "workout")["read"])
    }

    func test_saveAppleHealthExport_phoneAndWatchStepsOnOneDay_countedOnce() throws {
        let c = try LiftClient()
        let file = temporary("export.xml", document([
            record("HKQuantityTypeIdentifierStepCount", "4000", "count", "2024-03-01 08:00:00 +0200", "2024-03-01 09:00:00 +0200"),
            record("HKQuantityTypeIdentifierStepCount", "3900", "count", "2024-03-01 08:01:00 +0200", "2024-03-01 09:02:00 +0200", source: "Apple Watch"),
        ].joined(separator: "\n")))
        XCTAssertEqual(importing(c, file).status, LIFT_OK)
        XCTAssertEqual(c.load(["kind": "steps", "date": "2024-03-01"]).json["day_total"] as? Int, 4000)
    }

    func test_saveAppleHealthExport_bodyMassInPounds_loggedAsAWeight() throws {
        let c = try LiftClient()
        let file = temporary("export.xml", document(record("HKQuantityTypeIdentifierBodyMass", "176.4", "lb", "2024-03-01 07:30:00 +0200")))
        XCTAssertEqual(importing(c, file).status, LIFT_OK)
        let items = c.load(["kind": "weight"]).json["items"] as? [[String: Any]]
        XCTAssertEqual(items?.count, 1)
        XCTAssertEqual(items?.first?["date"] as? String, "2024-03-01")
    }

    func test_saveAppleHealthExport_unknownUnit_refusedNamingItWithNothingApplied() throws {
        let c = try LiftClient()
        let file = temporary("export.xml", document([
            record("HKQuantityTypeIdentifierBodyMass", "80", "kg", "2024-03-01 07:30:00 +0200"),
            record("HKQuantityTypeIdentifierBodyMass", "12", "oz", "2024-03-02 07:30:00 +0200"),
        ].joined(separator: "\n")))
        let reply = importing(c, file)
        XCTAssertEqual(reply.status, LIFT_E_INVALID_REQUEST)
        XCTAssertEqual(reply.code, "unknown_health_unit")
        XCTAssertEqual(reply.details?["unit"] as? String, "oz")
        XCTAssertEqual(reply.details?["line"] as? Int, 5)
        XCTAssertEqual(reply.details?["path"] as? String, "apple_health_export.path")
        assertNothingApplied(c)
    }

    func test_saveAppleHealthExport_malformedXMLAfterGoodRecords_refusedWithNothingApplied() throws {
        let c = try LiftClient()
        let file = temporary("export.xml", document(record("HKQuantityTypeIdentifierBodyMass", "80", "kg", "2024-03-01 07:30:00 +0200") + "\n<Record"))
        let reply = importing(c, file)
        XCTAssertEqual(reply.code, "invalid_xml")
        XCTAssertNotNil(reply.details?["line"] as? Int)
        assertNothingApplied(c)
    }

    func test_saveAppleHealthExport_truncatedZip_refusedWithNothingApplied() throws {
        let c = try LiftClient()
        let bytes = try Data(contentsOf: URL(fileURLWithPath: Self.fixtures + "/export.zip"))
        let file = NSTemporaryDirectory() + "lift-export-\(UUID().uuidString).zip"
        _ = FileManager.default.createFile(atPath: file, contents: bytes.prefix(bytes.count * 2 / 3))
        XCTAssertEqual(importing(c, file).code, "invalid_zip")
        assertNothingApplied(c)
    }

    func test_saveAppleHealthExport_zipWithoutExportXML_refused() throws {
        let c = try LiftClient()
        XCTAssertEqual(importing(c, Self.fixtures + "/no-export-xml.zip").code, "no_export_xml")
        assertNothingApplied(c)
    }

    func test_saveAppleHealthExport_sparse2GBFile_refusedQuicklyWithNothingApplied() throws {
        let c = try LiftClient()
        let file = NSTemporaryDirectory() + "lift-export-\(UUID().uuidString).zip"
        _ = FileManager.default.createFile(atPath: file, contents: Data())
        defer { unlink(file) }
        XCTAssertEqual(truncate(file, 2 << 30), 0)
        let started = Date()
        let reply = importing(c, file)
        XCTAssertLessThan(Date().timeIntervalSince(started), 1.0)
        XCTAssertEqual(reply.status, LIFT_E_INVALID_REQUEST)
        XCTAssertEqual(reply.code, "invalid_xml")
        assertNothingApplied(c)
    }

    func test_saveAppleHealthExport_fifo_refusedWithoutBlocking() throws {
        let c = try LiftClient()
        let fifo = NSTemporaryDirectory() + "lift-export-fifo-\(UUID().uuidString)"
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        defer { unlink(fifo) }
        XCTAssertEqual(importing(c, fifo).code, "not_a_regular_file")
    }

    func test_saveAppleHealthExport_missingFile_refusedAsIO() throws {
        let c = try LiftClient()
        let reply = importing(c, "/nonexistent/export.zip")
        XCTAssertEqual(reply.status, LIFT_E_IO)
        XCTAssertEqual(reply.details?["path"] as? String, "apple_health_export.path")
    }

    func test_saveAppleHealthExport_badRequests_refusedBeforeReading() throws {
        let c = try LiftClient()
        XCTAssertEqual(c.save(["kind": "apple_health_export", "apple_health_export": [:]]).status, LIFT_E_INVALID_REQUEST)
        XCTAssertEqual(c.save(["kind": "apple_health_export", "apple_health_export": ["path": ""]]).status, LIFT_E_INVALID_REQUEST)
        XCTAssertEqual(c.save(["kind": "apple_health_export", "apple_health_export": ["path": "x.zip", "dry": true]]).code, "unknown_field")
        XCTAssertEqual(c.load(["kind": "apple_health_export"]).code, "unsupported_verb")
    }
}
