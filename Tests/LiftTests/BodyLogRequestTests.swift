import CLift
import Foundation
import XCTest

/// kinds "body_log" (JSON export, erase) and "weight_csv" (import / export) through the C contract.
final class BodyLogRequestTests: XCTestCase {
    private func fill(_ c: LiftClient) {
        _ = c.save(["kind": "weight", "items": [["date": "2024-03-01", "weight": 80, "unit": "kg"],
                                                ["date": "2024-03-02", "weight": 176.5, "unit": "lb", "note": "gym"]]])
        _ = c.save(["kind": "calories", "calories": ["date": "2024-03-01", "amount": 500]])
        _ = c.save(["kind": "steps", "steps": ["date": "2024-03-01", "total": 9000]])
        _ = c.save(["kind": "goal", "goal": ["category": "steps", "target": 10000]])
    }

    func test_removeBodyLog_filled_erasesEverythingAndCounts() throws {
        let c = try LiftClient()
        fill(c)
        let reply = c.remove(["kind": "body_log"])
        XCTAssertEqual(reply.status, LIFT_OK)
        XCTAssertEqual(reply.json["removed"] as? Int, 5)
        let counts = reply.json["counts"] as? [String: Int]
        XCTAssertEqual(counts, ["weight": 2, "calories": 1, "steps": 1, "goal": 1, "health_samples": 0])
        let export = c.load(["kind": "body_log"])
        for key in ["weight", "calories", "steps", "goal"] { XCTAssertEqual((export.json[key] as? [Any])?.count, 0, key) }
    }

    func test_removeBodyLog_empty_succeedsWithZeroCounts() throws {
        let c = try LiftClient()
        let reply = c.remove(["kind": "body_log"])
        XCTAssertEqual(reply.status, LIFT_OK)
        XCTAssertEqual(reply.json["removed"] as? Int, 0)
    }

    func test_removeBodyLog_unknownField_refusedAndNothingErased() throws {
        let c = try LiftClient()
        fill(c)
        XCTAssertEqual(c.remove(["kind": "body_log", "confirm": true]).code, "unknown_field")
        XCTAssertEqual(c.load(["kind": "weight"]).json["total"] as? Int, 2)
    }

    func test_loadBodyLog_filled_exportsEveryCategory() throws {
        let c = try LiftClient()
        fill(c)
        let export = c.load(["kind": "body_log"])
        XCTAssertEqual(export.status, LIFT_OK)
        let weights = export.json["weight"] as? [[String: Any]]
        XCTAssertEqual(weights?.compactMap { $0["date"] as? String }, ["2024-03-02", "2024-03-01"])
        XCTAssertEqual(weights?.first?["note"] as? String, "gym")
        XCTAssertEqual((export.json["calories"] as? [[String: Any]])?.first?["amount"] as? Int, 500)
        XCTAssertEqual((export.json["steps"] as? [[String: Any]])?.first?["amount"] as? Int, 9000)
        XCTAssertEqual((export.json["goal"] as? [[String: Any]])?.first?["category"] as? String, "steps")
    }

    func test_loadWeightCSV_filled_wgerHeaderOldestFirstAsEntered() throws {
        let c = try LiftClient()
        fill(c)
        let reply = c.load(["kind": "weight_csv"])
        XCTAssertEqual(reply.json["csv"] as? String, "date,weight,unit\n2024-03-01,80,kg\n2024-03-02,176.5,lb\n")
        XCTAssertEqual(reply.json["total"] as? Int, 2)
    }

    func test_loadWeightCSV_empty_headerOnly() throws {
        let c = try LiftClient()
        XCTAssertEqual(c.load(["kind": "weight_csv"]).json["csv"] as? String, "date,weight,unit\n")
    }

    func test_saveWeightCSV_exportedFile_roundTrips() throws {
        let source = try LiftClient()
        fill(source)
        let csv = try XCTUnwrap(source.load(["kind": "weight_csv"]).json["csv"] as? String)
        let target = try LiftClient()
        let reply = target.save(["kind": "weight_csv", "csv": csv])
        XCTAssertEqual(reply.status, LIFT_OK)
        XCTAssertEqual(reply.json["created"] as? Int, 2)
        XCTAssertEqual(target.load(["kind": "weight_csv"]).json["csv"] as? String, csv)
    }

    func test_saveWeightCSV_wgerTwoColumnsCRLF_importsAsKilograms() throws {
        let c = try LiftClient()
        let reply = c.save(["kind": "weight_csv", "csv": "Date,Weight\r\n2024-01-01,81.2\r\n2024-01-02,\"80.9\"\r\n"])
        XCTAssertEqual(reply.status, LIFT_OK)
        XCTAssertEqual(reply.json["saved"] as? Int, 2)
        let latest = (c.load(["kind": "weight", "latest": true]).json["items"] as? [[String: Any]])?.first
        XCTAssertEqual(latest?["weight"] as? Double, 80.9)
        XCTAssertEqual(latest?["unit"] as? String, "kg")
    }

    /// `count` consecutive days of weights, oldest first, ending 2024-12-31: "1340-...,80.5,kg".
    private func longCSV(days count: Int) -> String {
        func leap(_ y: Int) -> Bool { (y % 4 == 0 && y % 100 != 0) || y % 400 == 0 }
        let lengths = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        var days = [String]()
        days.reserveCapacity(count)
        var year = 2024
        outer: while true {
            for month in stride(from: 12, through: 1, by: -1) {
                let length = month == 2 && leap(year) ? 29 : lengths[month - 1]
                for day in stride(from: length, through: 1, by: -1) {
                    if days.count == count { break outer }
                    days.append(String(format: "%04d-%02d-%02d", year, month, day))
                }
            }
            year -= 1
        }
        var csv = "date,weight,unit\n"
        csv.reserveCapacity(count * 20)
        for (i, d) in days.reversed().enumerated() { csv += "\(d),\(60 + i % 40).5,kg\n" }
        return csv
    }

    func test_saveWeightCSV_250kLinesOver1MiB_importsEveryLine() throws {
        let c = try LiftClient()
        let csv = longCSV(days: 250_000)
        XCTAssertGreaterThan(csv.utf8.count, 4 << 20)
        let reply = c.save(["kind": "weight_csv", "csv": csv])
        XCTAssertEqual(reply.status, LIFT_OK, "\(reply.json)")
        XCTAssertEqual(reply.json["created"] as? Int, 250_000)
        XCTAssertEqual(c.load(["kind": "weight", "limit": 1]).json["total"] as? Int, 250_000)
    }

    func test_saveWeightCSV_requestOver16MiB_failsPayloadTooLargeAndImportsNothing() throws {
        let c = try LiftClient()
        let csv = "date,weight,unit\n" + String(repeating: "2024-01-01,80,kg\n", count: (16 << 20) / 17 + 1)
        let reply = c.save(["kind": "weight_csv", "csv": csv])
        XCTAssertEqual(reply.status, LIFT_E_INVALID_REQUEST)
        XCTAssertEqual(reply.code, "payload_too_large")
        XCTAssertEqual(reply.details?["limit"] as? Int, 16 << 20)
        XCTAssertEqual(c.load(["kind": "weight"]).json["total"] as? Int, 0)
    }

    func test_saveWeightCSV_escapeInAField_failsControlCharacterAndImportsNothing() throws {
        let c = try LiftClient()
        let reply = c.save(["kind": "weight_csv", "csv": "date,weight,unit\r\n2024-01-01,80,kg\r\n2024-01-02,8\u{1B}1,kg\r\n"])
        XCTAssertEqual(reply.code, "control_character")
        XCTAssertEqual(reply.details?["path"] as? String, "csv")
        XCTAssertEqual(c.load(["kind": "weight"]).json["total"] as? Int, 0)
    }

    func test_saveWeightCSV_existingDay_updatesIt() throws {
        let c = try LiftClient()
        fill(c)
        let reply = c.save(["kind": "weight_csv", "csv": "date,weight,unit\n2024-03-01,79,kg\n2024-03-05,78,kg\n"])
        XCTAssertEqual(reply.json["created"] as? Int, 1)
        XCTAssertEqual(reply.json["updated"] as? Int, 1)
        XCTAssertEqual(c.load(["kind": "weight"]).json["total"] as? Int, 3)
    }

    func test_saveWeightCSV_badLines_reportsEveryLineAndImportsNothing() throws {
        let c = try LiftClient()
        let csv = """
            date,weight,unit
            2024-03-01,80,kg
            2024-02-30,80,kg
            2024-03-03,abc,kg
            2024-03-04,80,stone
            2024-03-05,0,kg
            2024-03-06,80
            2999-01-01,80,kg
            2024-03-01,81,kg
            2024-03-09,1e2,kg
            """
        let reply = c.save(["kind": "weight_csv", "csv": csv])
        XCTAssertEqual(reply.status, LIFT_E_INVALID_REQUEST)
        XCTAssertEqual(reply.code, "invalid_csv")
        XCTAssertEqual(reply.details?["path"] as? String, "csv")
        XCTAssertEqual(reply.details?["line"] as? Int, 3)
        XCTAssertEqual(reply.details?["field"] as? String, "date")
        XCTAssertEqual(reply.details?["count"] as? Int, 8)
        let lines = (reply.details?["errors"] as? [String]) ?? []
        XCTAssertEqual(lines.map { $0.split(separator: ":").prefix(2).joined(separator: ":") },
                       ["line 3: date", "line 4: weight", "line 5: unit", "line 6: weight", "line 7: line",
                        "line 8: date", "line 9: date", "line 10: weight"])
        XCTAssertEqual(c.load(["kind": "weight"]).json["total"] as? Int, 0)
    }

    func test_saveWeightCSV_wrongHeader_failsOnLineOne() throws {
        let c = try LiftClient()
        for csv in ["", "day,kilos\n2024-01-01,80\n"] {
            let reply = c.save(["kind": "weight_csv", "csv": csv])
            XCTAssertEqual(reply.code, "invalid_csv")
            XCTAssertEqual(reply.details?["line"] as? Int, 1)
            XCTAssertEqual(reply.details?["field"] as? String, "header")
        }
    }
}
