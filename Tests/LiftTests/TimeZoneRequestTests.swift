import CLift
import XCTest

/// `time_zone` through the C contract: lift_open's default, a request's own, days counted in
/// it across daylight-saving changes, the one date rule for ranges, and unknown zones.
final class TimeZoneRequestTests: XCTestCase {
    private let jogging = "00000000-0000-4000-8000-000000000024"
    /// 2026-11-25T12:00:00Z: the clock of every store here.
    private let clock = 1_795_608_000_000

    private func open(_ zone: String?, path: String? = nil) throws -> LiftClient {
        let options = zone.map { #"{"clock_ms":\#(clock),"time_zone":"\#($0)"}"# } ?? #"{"clock_ms":\#(clock)}"#
        return try LiftClient(path: path, options: options)
    }

    private func workouts(_ c: LiftClient, on day: String, zone: String? = nil) -> Int? {
        var request: [String: Any] = ["kind": "stats", "period": "day", "date": day]
        if let zone { request["time_zone"] = zone }
        return (c.load(request).json["stats"] as? [String: Any])?["workouts_completed"] as? Int
    }

    private func complete(_ c: LiftClient, at date: String) {
        XCTAssertEqual(c.save(["kind": "completion", "completion": ["workout_id": jogging, "duration": 1800, "date": date]]).status, LIFT_OK)
    }

    func test_stats_newYorkEvening22November_countsOnThe22nd() throws {
        let c = try open("America/New_York")
        complete(c, at: "2026-11-22T23:30:00-05:00")
        XCTAssertEqual(workouts(c, on: "2026-11-22"), 1)
        XCTAssertEqual(workouts(c, on: "2026-11-23"), 0)
    }

    func test_stats_noZone_countsInUTC() throws {
        let c = try open(nil)
        complete(c, at: "2026-11-22T23:30:00-05:00")
        XCTAssertEqual(workouts(c, on: "2026-11-22"), 0)
        XCTAssertEqual(workouts(c, on: "2026-11-23"), 1)
    }

    func test_stats_requestZone_overridesTheStoreDefault() throws {
        let c = try open("America/New_York")
        complete(c, at: "2026-11-23T04:30:00Z")
        XCTAssertEqual(workouts(c, on: "2026-11-23", zone: "UTC"), 1)
        XCTAssertEqual(workouts(c, on: "2026-11-23", zone: "Asia/Kathmandu"), 1)
        XCTAssertEqual(workouts(c, on: "2026-11-22", zone: "Asia/Kathmandu"), 0)
        // The override lasts one request.
        XCTAssertEqual(workouts(c, on: "2026-11-22"), 1)
    }

    func test_stats_storeReopenedWithAnotherDefaultZone_countsInTheNewZone() throws {
        let path = LiftClient.temporaryPath()
        var c: LiftClient? = try open("America/New_York", path: path)
        complete(c!, at: "2026-11-23T04:30:00Z")
        XCTAssertEqual(workouts(c!, on: "2026-11-22"), 1)
        c?.close()
        c = nil
        let reopened = try open("Asia/Kathmandu", path: path)
        XCTAssertEqual(workouts(reopened, on: "2026-11-22"), 0)
        XCTAssertEqual(workouts(reopened, on: "2026-11-23"), 1)
    }

    func test_stats_weekAcrossTheNovemberChange_countsEveryLocalDay() throws {
        let c = try open("America/New_York")
        // Sunday 1 November 2026, 23:30 EST (after the change) and Monday 26 October 00:30 EDT.
        complete(c, at: "2026-11-02T04:30:00Z")
        complete(c, at: "2026-10-26T04:30:00Z")
        let week = c.load(["kind": "stats", "period": "week", "date": "2026-10-28"]).json["stats"] as? [String: Any]
        XCTAssertEqual(week?["workouts_completed"] as? Int, 2)
        XCTAssertEqual(week?["from"] as? String, "2026-10-26")
        XCTAssertEqual(week?["to"] as? String, "2026-11-01")
    }

    func test_stats_streak_countsLocalDays() throws {
        // Now is 25 Nov 07:00 in New York; workouts on the evenings of the 23rd and 24th there.
        let c = try open("America/New_York")
        complete(c, at: "2026-11-24T03:00:00Z")
        complete(c, at: "2026-11-25T03:00:00Z")
        let stats = c.load(["kind": "stats", "period": "day"]).json["stats"] as? [String: Any]
        XCTAssertEqual(stats?["current_streak"] as? Int, 2)
        XCTAssertEqual(stats?["from"] as? String, "2026-11-25")
        let utc = c.load(["kind": "stats", "period": "day", "time_zone": "UTC"]).json["stats"] as? [String: Any]
        XCTAssertEqual(utc?["current_streak"] as? Int, 2)
    }

    func test_weight_afterTomorrow_isCheckedInTheZone() throws {
        // 25 Nov 12:00Z is already 26 Nov 01:00 in Auckland, so the 27th is tomorrow there.
        let c = try open(nil)
        let utc = c.save(["kind": "weight", "weight": ["date": "2026-11-27", "weight": 80, "unit": "kg"]])
        XCTAssertEqual(utc.code, "date_in_future")
        let auckland = c.save(["kind": "weight", "time_zone": "Pacific/Auckland", "weight": ["date": "2026-11-27", "weight": 80, "unit": "kg"]])
        XCTAssertEqual(auckland.status, LIFT_OK)
    }

    func test_unknownZone_inARequest_isUnknownTimeZone() throws {
        let c = try open(nil)
        for name in ["Mars/Olympus_Mons", "../../etc/passwd", "/etc/localtime", "America", ""] {
            let reply = c.load(["kind": "stats", "period": "day", "time_zone": name])
            XCTAssertEqual(reply.status, LIFT_E_INVALID_REQUEST, name)
            XCTAssertEqual(reply.code, "unknown_time_zone", name)
            XCTAssertEqual(reply.details?["path"] as? String, "time_zone", name)
        }
        XCTAssertEqual(c.load(["kind": "stats", "period": "day", "time_zone": 5]).details?["path"] as? String, "time_zone")
    }

    func test_unknownZone_inLiftOpen_refusesTheStore() {
        var store: OpaquePointer?
        var out: UnsafeMutablePointer<CChar>?
        let rc = lift_open(LiftClient.temporaryPath(), #"{"time_zone":"Nowhere/City"}"#, &store, &out)
        defer { lift_free(out) }
        XCTAssertEqual(rc, LIFT_E_INVALID_REQUEST)
        XCTAssertNil(store)
        XCTAssertTrue(out.map { String(cString: $0) }?.contains("unknown_time_zone") ?? false)
    }

    func test_completionRange_daysAreWholeLocalDaysBothIncluded() throws {
        let c = try open("Europe/Helsinki")
        for date in ["2026-03-28T21:59:59Z", "2026-03-28T22:00:00Z", "2026-03-29T20:59:59Z", "2026-03-29T21:00:00Z"] {
            complete(c, at: date)
        }
        let days = c.load(["kind": "completion", "from": "2026-03-29", "to": "2026-03-29"])
        XCTAssertEqual((days.json["items"] as? [[String: Any]])?.compactMap { $0["date"] as? String },
                       ["2026-03-28T22:00:00Z", "2026-03-29T20:59:59Z"])
        // An instant `to` is included too.
        let instants = c.load(["kind": "completion", "from": "2026-03-28T22:00:00Z", "to": "2026-03-29T21:00:00Z"])
        XCTAssertEqual(instants.json["total"] as? Int, 3)
        let mixed = c.load(["kind": "completion", "from": "2026-03-29T00:00:00+01:00", "to": "2026-03-29", "time_zone": "UTC"])
        XCTAssertEqual(mixed.json["total"] as? Int, 2)
    }

    func test_routineRecordRange_acceptsDaysInTheZone() throws {
        let c = try open("Asia/Kathmandu")
        let bench = try XCTUnwrap((c.save(["kind": "exercise", "exercise": ["name": "Bench"]]).json["exercise"] as? [String: Any])?["id"] as? String)
        for date in ["2026-06-01T18:14:59Z", "2026-06-01T18:15:00Z"] {
            let saved = c.save(["kind": "routine_record", "routine_record": ["creation_date": date, "completion_date": date,
                "exercise_records": [["exercise_id": bench, "set_records": [["rep_count": 5, "weight": 100, "unit": "kg"]]]]]])
            XCTAssertEqual(saved.status, LIFT_OK)
        }
        XCTAssertEqual(c.load(["kind": "routine_record", "from": "2026-06-02", "to": "2026-06-02"]).json["total"] as? Int, 1)
        XCTAssertEqual(c.load(["kind": "routine_record", "from": "2026-06-01", "to": "2026-06-01"]).json["total"] as? Int, 1)
    }

    func test_ranges_sadPaths_failNamingTheField() throws {
        let c = try open(nil)
        let cases: [([String: Any], String)] = [
            (["kind": "completion", "from": "2026-11-02", "to": "2026-11-01"], "to"),
            (["kind": "completion", "from": "2026-11-02T00:00:00Z", "to": "2026-11-01T23:59:59Z"], "to"),
            (["kind": "completion", "from": "2026-13-01"], "from"),
            (["kind": "completion", "to": "yesterday"], "to"),
            (["kind": "routine_record", "from": "2026-11-01T25:00:00Z"], "from"),
            (["kind": "weight", "from": "2026-11-01T00:00:00Z"], "from"),
            (["kind": "stats", "period": "custom", "from": "2026-11-01T00:00:00Z", "to": "2026-11-02"], "from"),
        ]
        for (request, path) in cases {
            let reply = c.load(request)
            XCTAssertEqual(reply.status, LIFT_E_INVALID_REQUEST, "\(request)")
            XCTAssertEqual(reply.details?["path"] as? String, path, "\(request)")
        }
    }
}

/// The number rule through the C contract: entered values as entered, derived ones rounded.
final class NumberRuleRequestTests: XCTestCase {
    func test_weightInPounds_roundTripsAsEntered() throws {
        let c = try LiftClient()
        // Up to 15 significant digits come back as sent.
        for value in [176.4, 176.369809747902, 999.99] {
            let saved = c.save(["kind": "weight", "weight": ["date": "2024-03-01", "weight": value, "unit": "lb"]])
            XCTAssertEqual((saved.json["weight"] as? [String: Any])?["weight"] as? Double, value, "\(value)")
        }
        let loaded = c.load(["kind": "weight", "date": "2024-03-01"])
        let items = loaded.json["items"] as? [[String: Any]]
        XCTAssertEqual(items?.first?["weight"] as? Double, 999.99)
        XCTAssertEqual(items?.first?["unit"] as? String, "lb")
    }

    func test_setInPounds_asEnteredThenConvertedAndRounded() throws {
        let c = try LiftClient()
        let bench = try XCTUnwrap((c.save(["kind": "exercise", "exercise": ["name": "Bench"]]).json["exercise"] as? [String: Any])?["id"] as? String)
        let saved = c.save(["kind": "routine_record", "routine_record": ["creation_date": "2026-11-20T10:00:00Z",
            "exercise_records": [["exercise_id": bench, "set_records": [["rep_count": 5, "weight": 135.7, "unit": "lb"]]]]]])
        let set = ((saved.json["routine_record"] as? [String: Any])?["exercise_records"] as? [[String: Any]])?.first?["set_records"] as? [[String: Any]]
        XCTAssertEqual(set?.first?["weight"] as? Double, 135.7)
        let history = c.load(["kind": "exercise_history", "exercise_id": bench, "unit": "kg"])
        let entry = (history.json["items"] as? [[String: Any]])?.first?["set_records"] as? [[String: Any]]
        XCTAssertEqual(entry?.first?["weight"] as? Double, 61.55)   // 135.7 x 0.45359237 = 61.5524...
    }
}
