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
