import CLift
import Foundation
import XCTest
@testable import Lift

/// 3 accounts x every owned kind x (load, save over, remove) of another account's record by id:
/// each answers exactly as for an id that does not exist, and the owner's data is unchanged.
final class IsolationMatrixTests: XCTestCase {
    /// How to make one record of a kind, and how to save it again by id (changed).
    struct Fixture {
        let kind: String
        let make: (String) -> [String: Any]
        let change: ([String: Any]) -> [String: Any]
    }

    var fixtures: [Fixture] { [
        Fixture(kind: "exercise",
                make: { owner in ["name": "Squat of \(owner)", "tags": ["legs"]] },
                change: { r in r.merging(["name": "Overwritten"]) { $1 } }),
        Fixture(kind: "routine",
                make: { owner in ["name": "Push of \(owner)", "exercises": [["name": "Bench of \(owner)"]]] },
                change: { r in ["id": r["id"] ?? "", "name": "Overwritten", "exercises": [["name": "Other"]]] }),
    ] }

    /// Kinds that are not owned records: the handle's own account and session, and routing.
    static let notOwnedRecords: Set<String> = ["account", "session", "route"]

    func test_matrix_coversEveryKindOfTheDispatcher() {
        let covered = Set(fixtures.map(\.kind)).union(Self.notOwnedRecords)
        XCTAssertEqual(Set(Dispatcher.kinds.keys).subtracting(covered), [],
                       "add a Fixture for each new kind so the isolation matrix covers it")
    }

    func test_otherAccountsRecordByID_loadSaveOverRemove_behaveAsMissingAndLeaveOwnerDataUnchanged() throws {
        let path = LiftClient.temporaryPath()
        let names = ["ann", "bob", "cat"]
        let setup = try LiftClient(path: path)
        for n in names { XCTAssertEqual(AccountRequestTests.createAccount(setup, n).status, LIFT_OK) }
        var clients = [String: LiftClient]()
        for n in names {
            let c = try LiftClient(path: path)
            XCTAssertEqual(AccountRequestTests.signIn(c, n).status, LIFT_OK)
            clients[n] = c
        }
        for f in fixtures {
            // Each account saves one record of the kind.
            var records = [String: [String: Any]]()
            for n in names {
                let reply = try XCTUnwrap(clients[n]).save(["kind": f.kind, f.kind: f.make(n)])
                XCTAssertEqual(reply.status, LIFT_OK, "\(f.kind) \(n) \(reply.json)")
                records[n] = try XCTUnwrap(reply.json[f.kind] as? [String: Any])
            }
            let before = try snapshot(f.kind, clients)
            for owner in names {
                let record = try XCTUnwrap(records[owner]), id = try XCTUnwrap(record["id"] as? String)
                for intruder in names where intruder != owner {
                    let c = try XCTUnwrap(clients[intruder])
                    let context = "\(intruder) -> \(owner)'s \(f.kind)"
                    let missing = UUID().uuidString.lowercased()

                    let load = c.load(["kind": f.kind, "id": id])
                    XCTAssertEqual(load.status, LIFT_E_NOT_FOUND, context)
                    XCTAssertEqual(load.json["error"].map(normalised(id)), c.load(["kind": f.kind, "id": missing]).json["error"].map(normalised(missing)), context)

                    let remove = c.remove(["kind": f.kind, "id": id])
                    XCTAssertEqual(remove.status, LIFT_E_NOT_FOUND, context)
                    XCTAssertEqual(remove.json["error"].map(normalised(id)), c.remove(["kind": f.kind, "id": missing]).json["error"].map(normalised(missing)), context)

                    // Saving by an id the intruder does not have is a save with an unknown id:
                    // same status as a fresh unknown id, and never a write to the owner's record.
                    let over = c.save(["kind": f.kind, f.kind: f.change(record)])
                    _ = c.remove(["kind": f.kind, "id": id])     // undo the intruder's own copy
                    var fresh = f.change(record)
                    fresh["id"] = missing
                    XCTAssertEqual(over.status, c.save(["kind": f.kind, f.kind: fresh]).status, context)
                    _ = c.remove(["kind": f.kind, "id": missing])
                }
            }
            XCTAssertEqual(try snapshot(f.kind, clients), before, "\(f.kind): an owner's data changed")
        }
    }

    /// Each account's records of a kind, as JSON text (stable key order from liblift).
    private func snapshot(_ kind: String, _ clients: [String: LiftClient]) throws -> [String: String] {
        var out = [String: String]()
        for (n, c) in clients {
            let items = c.load(["kind": kind]).json["items"] ?? []
            out[n] = String(decoding: try JSONSerialization.data(withJSONObject: items, options: .sortedKeys), as: UTF8.self)
        }
        return out
    }

    /// An error with the id replaced, to compare "someone else's id" with "an id nobody has".
    private func normalised(_ id: String) -> (Any) -> String {
        { error in
            let data = (try? JSONSerialization.data(withJSONObject: error, options: .sortedKeys)) ?? Data()
            return String(decoding: data, as: UTF8.self).replacingOccurrences(of: id, with: "<id>")
        }
    }
}
