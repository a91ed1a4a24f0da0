import CLift
import Foundation
import XCTest

/// Records kept aside (`parked`) while what they name is missing: the unique rules hold for them
/// when they are written at last, and retrying them always ends.
final class SyncParkedRequestTests: XCTestCase {
    /// The change of `id` in a feed's text, as JSON text.
    private func change(_ feed: String, id: String) throws -> String {
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(feed.utf8)) as? [String: Any])
        let c = try XCTUnwrap((json["changes"] as? [[String: Any]])?.first { $0["id"] as? String == id })
        return String(decoding: try JSONSerialization.data(withJSONObject: c), as: UTF8.self)
    }

    private func save(_ c: LiftClient, _ changes: [String]) -> (status: Int32, text: String) {
        c.raw(lift_save, "{\"kind\":\"changes\",\"changes\":[\(changes.joined(separator: ","))]}")
    }

    func test_saveChanges_parkedRoutineWrittenAfterItsNameWasTaken_laterNameRenamedExerciseKept() throws {
        let (a, b) = (try LiftClient(), try LiftClient())
        let squat = a.save(["kind": "exercise", "exercise": ["name": "Squat"]]).item("exercise")?["id"] as? String ?? ""
        let press = a.save(["kind": "exercise", "exercise": ["name": "Press"]]).item("exercise")?["id"] as? String ?? ""
        let day = a.save(["kind": "routine", "routine": ["name": "Day", "exercises": [["id": squat]]]]).item("routine")?["id"] as? String ?? ""
        let first = a.feed(since: nil)
        // b gets the routine before the exercise it names, then takes its name for a routine of its own.
        XCTAssertTrue(save(b, [try change(first.text, id: day)]).text.contains("\"parked\":1"))
        let bench = b.save(["kind": "exercise", "exercise": ["name": "Bench"]]).item("exercise")?["id"] as? String ?? ""
        XCTAssertEqual(b.save(["kind": "routine", "routine": ["name": "Day", "exercises": [["id": bench]]]]).status, LIFT_OK)
        // a moves the routine to another exercise and removes the first; only the removal reaches b.
        _ = a.save(["kind": "routine", "routine": ["id": day, "exercises": [["id": press]]]])
        XCTAssertEqual(a.remove(["kind": "exercise", "id": squat]).status, LIFT_OK)
        let removal = try change(a.feed(since: first.cursor).text, id: squat)
        let reply = save(b, [removal])
        XCTAssertEqual(reply.status, LIFT_OK, reply.text)
        XCTAssertEqual(b.load(["kind": "exercise", "id": squat]).status, LIFT_OK, "kept while the routine names it")
        XCTAssertEqual(b.load(["kind": "routine", "id": day]).item("routine")?["name"] as? String, "Day")
        XCTAssertEqual(b.load(["kind": "routine"]).items.compactMap { $0["name"] as? String }.sorted(), ["Day", "Day (2)"],
                       "b's own routine, named later, renamed")
    }
}
