import CLift
import Foundation
import XCTest

/// Versions follow the store's clock (lift_open's test `clock_ms`), so tests get the same
/// versions every run.
final class SyncClockRequestTests: XCTestCase {
    private let fixed: Int64 = 1_700_000_000_000

    private func versions(_ c: LiftClient) -> [String] {
        let changes = c.load(["kind": "changes"]).json["changes"] as? [[String: Any]] ?? []
        return changes.flatMap { c in
            [c["version"] as? String].compactMap { $0 } + (c["versions"] as? [String: String] ?? [:]).values
        }
    }

    func test_loadChanges_storeWithFixedClock_versionsTakeItsTime() throws {
        let c = try LiftClient(options: "{\"clock_ms\":\(fixed)}")
        _ = c.save(["kind": "exercise", "exercise": ["name": "Squat"]])
        let v = versions(c)
        XCTAssertFalse(v.isEmpty)
        for version in v { XCTAssertTrue(version.hasPrefix("\(fixed).0."), version) }
    }

    /// Every kind's save stamps its mark with the store's clock (a row marked without a time
    /// would take a version at the store's last clock instead).
    func test_loadChanges_everyKindSavedWithFixedClock_versionsTakeItsTime() throws {
        let c = try LiftClient(options: "{\"clock_ms\":\(fixed)}")
        let e = c.save(["kind": "exercise", "exercise": ["name": "Squat"]]).item("exercise")?["id"] as? String ?? ""
        let r = c.save(["kind": "routine", "routine": ["name": "Legs", "exercises": [["id": e]]]]).item("routine")?["id"] as? String ?? ""
        let saves: [[String: Any]] = [
            ["kind": "routine_record", "routine_record": ["routine_id": r, "exercise_records": [["exercise_id": e, "set_records": [["rep_count": 5, "weight": 100, "unit": "kg"]]]]]],
            ["kind": "workout", "workout": ["name": "Sled push", "category": "strength", "met": 8.0]],
            ["kind": "completion", "completion": ["workout_id": "00000000-0000-4000-8000-000000000024", "duration": 1800, "date": "2023-11-14T07:00:00Z"]],
            ["kind": "weekly_goal", "weekly_goal": ["workouts": 3]],
            ["kind": "weight", "weight": ["date": "2023-11-14", "weight": 80, "unit": "kg"]],
            ["kind": "calories", "calories": ["date": "2023-11-14", "amount": 500]],
            ["kind": "steps", "steps": ["date": "2023-11-14", "amount": 1000]],
            ["kind": "goal", "goal": ["category": "steps", "target": 10000]],
        ]
        for request in saves { XCTAssertEqual(c.save(request).status, LIFT_OK, "\(request)") }
        let changes = c.load(["kind": "changes"]).json["changes"] as? [[String: Any]] ?? []
        XCTAssertEqual(Set(changes.compactMap { $0["kind"] as? String }),
                       ["exercise", "routine", "routine_record", "workout", "completion", "weekly_goal", "weight", "calories", "steps", "goal"])
        for change in changes {
            for (name, field) in change["fields"] as? [String: [String: Any]] ?? [:] where !(field["value"] is NSNull) {
                let version = field["version"] as? String ?? ""
                XCTAssertTrue(version.hasPrefix("\(fixed)."), "\(change["kind"] ?? "").\(name): \(version)")
            }
        }
    }

    func test_loadChanges_fixedClockTwoEdits_laterEditCountsOnWithinTheMillisecond() throws {
        let c = try LiftClient(options: "{\"clock_ms\":\(fixed)}")
        let id = c.save(["kind": "exercise", "exercise": ["name": "Squat"]]).item("exercise")?["id"] as? String ?? ""
        _ = c.load(["kind": "changes"])
        _ = c.save(["kind": "exercise", "exercise": ["id": id, "name": "Back squat"]])
        let changes = c.load(["kind": "changes"]).json["changes"] as? [[String: Any]] ?? []
        let first = changes.first
        let name = (first?["versions"] as? [String: String])?["name"] ?? first?["version"] as? String ?? ""
        XCTAssertTrue(name.hasPrefix("\(fixed).1."), name)
    }

    func test_syncState_storeReopenedWithLaterClock_clockMovesToIt() throws {
        let path = NSTemporaryDirectory() + "lift-clock-\(UUID().uuidString).lift"
        do {
            let c = try LiftClient(path: path, options: "{\"clock_ms\":\(fixed)}")
            _ = c.save(["kind": "weekly_goal", "weekly_goal": ["workouts": 3]])
            _ = c.load(["kind": "sync_state"])
        }
        let later = try LiftClient(path: path, options: "{\"clock_ms\":\(fixed + 60_000)}")
        _ = later.save(["kind": "weekly_goal", "weekly_goal": ["workouts": 4]])
        let state = later.load(["kind": "sync_state"]).json["sync_state"] as? [String: Any]
        XCTAssertTrue((state?["clock"] as? String ?? "").hasPrefix("\(fixed + 60_000).0."), "\(state ?? [:])")
    }
}
