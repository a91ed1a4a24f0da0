import CLift
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest

/// kind "progress_summary" through the C contract on a constructed history (the clock at
/// 2025-06-15T15:06:40Z, a Sunday): figures, new records against the earlier best, the text post
/// and the SVG card (parsed), the zone, and refusals.
final class ProgressSummaryRequestTests: XCTestCase {
    private func seeded() throws -> LiftClient {
        let c = try LiftClient(options: #"{"clock_ms":1750000000000}"#)
        func exercise(_ name: String) -> String {
            (c.save(["kind": "exercise", "exercise": ["name": name]]).json["exercise"] as? [String: Any])?["id"] as? String ?? ""
        }
        let bench = exercise("Bench <press> & co"), squat = exercise("Squat")
        func record(_ start: String, _ sets: [(String, Double, Int)]) {
            var byExercise = [(String, [[String: Any]])]()
            for (e, w, r) in sets {
                let set: [String: Any] = ["rep_count": r, "weight": w, "unit": "kg"]
                if let i = byExercise.firstIndex(where: { $0.0 == e }) { byExercise[i].1.append(set) } else { byExercise.append((e, [set])) }
            }
            let reply = c.save(["kind": "routine_record", "routine_record": [
                "creation_date": "\(start)T10:00:00Z", "completion_date": "\(start)T11:00:00Z",
                "exercise_records": byExercise.map { ["exercise_id": $0.0, "set_records": $0.1] }]])
            XCTAssertEqual(reply.status, LIFT_OK, "\(reply.json)")
        }
        record("2025-06-02", [(bench, 100, 5)])
        record("2025-06-10", [(bench, 105, 5), (squat, 140, 5)])
        record("2025-06-14", [(bench, 100, 3)])
        _ = c.save(["kind": "weight", "items": [["date": "2025-06-09", "weight": 80, "unit": "kg"],
                                                 ["date": "2025-06-14", "weight": 79.2, "unit": "kg"]]])
        _ = c.save(["kind": "weekly_goal", "weekly_goal": ["workouts": 4]])
        return c
    }

    private func summary(_ r: LiftClient.Reply) -> [String: Any] { r.json["progress_summary"] as? [String: Any] ?? [:] }

    func test_loadProgressSummary_week_figuresRecordsAndDays() throws {
        let c = try seeded()
        let reply = c.load(["kind": "progress_summary", "period": "week"])
        XCTAssertEqual(reply.status, LIFT_OK, "\(reply.json)")
        let s = summary(reply)
        XCTAssertEqual(s["from"] as? String, "2025-06-09")
        XCTAssertEqual(s["to"] as? String, "2025-06-15")
        XCTAssertEqual(s["workouts"] as? Int, 2)
        XCTAssertEqual(s["sets"] as? Int, 3)
        XCTAssertEqual(s["volume"] as? Double, 1525)
        XCTAssertEqual(s["hours_trained"] as? Double, 2)
        XCTAssertEqual(s["weight_change"] as? Double, -0.8)
        XCTAssertEqual(s["weekly_goal"] as? Int, 4)
        XCTAssertEqual(s["weekly_goal_progress"] as? Int, 2)
        let prs = s["new_personal_records"] as? [[String: Any]] ?? []
        XCTAssertEqual(prs.count, 1, "squat has no earlier best, so it is no new record")
        XCTAssertEqual(prs.first?["name"] as? String, "Bench <press> & co")
        XCTAssertEqual(prs.first?["old"] as? Double, 112.5)
        XCTAssertEqual(prs.first?["new"] as? Double, 118.13)
        XCTAssertEqual((s["top_exercises"] as? [[String: Any]])?.compactMap { $0["sets"] as? Int }, [2, 1])
        XCTAssertEqual((s["last_seven_days"] as? [[String: Any]])?.compactMap { $0["sets"] as? Int }, [0, 2, 0, 0, 0, 1, 0])
    }

    func test_loadProgressSummary_text_isAShortPost() throws {
        let c = try seeded()
        let text = c.load(["kind": "progress_summary", "period": "week", "format": "text"]).json["text"] as? String
        XCTAssertEqual(text, "This week: 2 workouts, 3 sets, 1525 kg lifted, 2 h trained. 1 new PR: Bench <press> & co 1RM 118.13 kg (+5.63). "
                             + "Weekly goal: 2/4. Weight: -0.8 kg.")
    }

    func test_loadProgressSummary_inPounds_convertsFigures() throws {
        let c = try seeded()
        let s = summary(c.load(["kind": "progress_summary", "period": "week", "unit": "lb"]))
        XCTAssertEqual(s["volume"] as? Double, 3362.05)
        XCTAssertEqual((s["new_personal_records"] as? [[String: Any]])?.first?["new"] as? Double, 260.42)
    }

    func test_loadProgressSummary_svg_parsesWithSevenBarsAndEscapedNames() throws {
        let c = try seeded()
        let svg = try XCTUnwrap(c.load(["kind": "progress_summary", "period": "week", "format": "svg"]).json["svg"] as? String)
        final class Collector: NSObject, XMLParserDelegate {
            var bars = 0, texts = [String](), current = ""
            func parser(_ p: XMLParser, didStartElement e: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String]) {
                if e == "rect", attributes["class"] == "bar" { bars += 1 }
                current = ""
            }
            func parser(_ p: XMLParser, foundCharacters s: String) { current += s }
            func parser(_ p: XMLParser, didEndElement e: String, namespaceURI: String?, qualifiedName: String?) {
                if e == "text" { texts.append(current) }
            }
        }
        let parser = XMLParser(data: Data(svg.utf8)), collector = Collector()
        parser.delegate = collector
        XCTAssertTrue(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        XCTAssertEqual(collector.bars, 7)
        XCTAssertEqual(collector.texts.first, "This week")
        XCTAssertTrue(collector.texts.contains("Top: Bench <press> & co"))
    }

    func test_loadProgressSummary_yearAndCustom_coverTheirDays() throws {
        let c = try seeded()
        let year = summary(c.load(["kind": "progress_summary", "period": "year"]))
        XCTAssertEqual([year["from"] as? String, year["to"] as? String], ["2025-01-01", "2025-12-31"])
        XCTAssertEqual(year["sets"] as? Int, 4)
        XCTAssertEqual((year["new_personal_records"] as? [Any])?.count, 0)
        let custom = summary(c.load(["kind": "progress_summary", "period": "custom", "from": "2025-06-10", "to": "2025-06-10"]))
        XCTAssertEqual(custom["sets"] as? Int, 2)
    }

    func test_loadProgressSummary_badRequests_refusedNamingTheField() throws {
        let c = try seeded()
        XCTAssertEqual(c.load(["kind": "progress_summary", "period": "decade"]).details?["path"] as? String, "period")
        XCTAssertEqual(c.load(["kind": "progress_summary", "period": "custom", "to": "2025-06-10"]).details?["path"] as? String, "from")
        XCTAssertEqual(c.load(["kind": "progress_summary", "period": "custom", "from": "2025-06-10", "to": "2025-06-01"]).details?["path"] as? String, "to")
        XCTAssertEqual(c.load(["kind": "progress_summary", "period": "week", "format": "png"]).code, "invalid_value")
    }
}

/// kind "next_targets" through the C contract: a routine's exercises with their next targets.
final class NextTargetsRequestTests: XCTestCase {
    func test_loadNextTargets_routine_increaseAndStartInRoutineOrder() throws {
        let c = try LiftClient(options: #"{"clock_ms":1750000000000}"#)
        let routine = c.save(["kind": "routine", "routine": ["name": "Push", "exercises": [["name": "Bench"], ["name": "Dip"]]]])
        let r = try XCTUnwrap(routine.json["routine"] as? [String: Any])
        let routineID = try XCTUnwrap(r["id"] as? String)
        let bench = try XCTUnwrap((r["exercises"] as? [[String: Any]])?.first?["id"] as? String)
        XCTAssertEqual(c.save(["kind": "routine_record", "routine_record": [
            "routine_id": routineID, "creation_date": "2025-06-10T10:00:00Z", "completion_date": "2025-06-10T11:00:00Z",
            "exercise_records": [["exercise_id": bench, "set_records": [
                ["rep_count": 12, "weight": 135, "unit": "lb"], ["rep_count": 12, "weight": 135, "unit": "lb"]]]]]]).status, LIFT_OK)
        let reply = c.load(["kind": "next_targets", "routine_id": routineID, "unit": "lb", "reps": ["min": 8, "max": 12]])
        XCTAssertEqual(reply.status, LIFT_OK, "\(reply.json)")
        let items = reply.json["items"] as? [[String: Any]] ?? []
        XCTAssertEqual(items.compactMap { $0["action"] as? String }, ["increase", "start"])
        XCTAssertEqual(items.first?["weight"] as? Double, 140)
        XCTAssertEqual((items.first?["last"] as? [String: Any])?["reps"] as? [Int], [12, 12])
        XCTAssertTrue(items.last?["weight"] is NSNull)
    }

    func test_loadNextTargets_badRequests_refused() throws {
        let c = try LiftClient()
        let missing = "0190a0b0-0000-7000-8000-000000000000"
        XCTAssertEqual(c.load(["kind": "next_targets", "routine_id": missing]).code, "not_found")
        XCTAssertEqual(c.load(["kind": "next_targets", "routine_id": missing, "reps": ["min": 12, "max": 8]]).details?["path"] as? String, "reps.max")
        XCTAssertEqual(c.load(["kind": "next_targets"]).details?["path"] as? String, "routine_id")
    }
}

/// kind "recommendation" through the C contract.
final class RecommendationRequestTests: XCTestCase {
    func test_loadRecommendation_routineRestedLongest_rankedWithReasons() throws {
        let c = try LiftClient(options: #"{"clock_ms":1750000000000}"#)
        _ = c.save(["kind": "exercise", "exercise": ["name": "Squat", "tags": ["legs"]]])
        let squat = (c.load(["kind": "exercise", "name": "squat"]).json["items"] as? [[String: Any]])?.first?["id"] as? String ?? ""
        let routine = c.save(["kind": "routine", "routine": ["name": "Legs", "exercises": [["id": squat, "name": "Squat"]]]])
        XCTAssertEqual(routine.status, LIFT_OK, "\(routine.json)")
        _ = c.save(["kind": "weekly_goal", "weekly_goal": ["workouts": 2]])
        let reply = c.load(["kind": "recommendation", "limit": 50, "minutes": 45, "equipment": ["dumbbell"]])
        XCTAssertEqual(reply.status, LIFT_OK, "\(reply.json)")
        let items = reply.json["items"] as? [[String: Any]] ?? []
        let legs = items.first { $0["name"] as? String == "Legs" }
        XCTAssertEqual(legs?["type"] as? String, "routine")
        XCTAssertEqual(legs?["reasons"] as? [String], ["legs not trained yet", "2 workouts left for this week's goal", "about 10 minutes"])
        XCTAssertEqual(legs?["score"] as? Int, 85)
    }

    func test_loadRecommendation_badLimitOrEquipment_refused() throws {
        let c = try LiftClient()
        XCTAssertEqual(c.load(["kind": "recommendation", "limit": 0]).details?["path"] as? String, "limit")
        XCTAssertEqual(c.load(["kind": "recommendation", "equipment": "barbell"]).code, "wrong_type")
        XCTAssertEqual(c.load(["kind": "recommendation", "minutes": 0]).details?["path"] as? String, "minutes")
    }
}
