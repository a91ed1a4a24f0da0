import CLift
import Foundation
import XCTest

/// kind "backup" through the C contract: the feed as one document, inline or in a file, sealed
/// or not, restored by applying it; every refusal changes nothing.
final class BackupRequestTests: XCTestCase {
    private var directory = ""

    override func setUpWithError() throws {
        directory = NSTemporaryDirectory() + "lift-backup-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(atPath: directory) }

    @discardableResult
    private func exercise(_ c: LiftClient, _ name: String) -> String {
        (c.save(["kind": "exercise", "exercise": ["name": name]]).item("exercise")?["id"] as? String) ?? ""
    }

    private func names(_ c: LiftClient) -> [String] {
        c.load(["kind": "exercise"]).items.compactMap { $0["name"] as? String }.sorted()
    }

    private func storeWithTwo() throws -> LiftClient {
        let a = try LiftClient()
        exercise(a, "Squat")
        exercise(a, "Bench")
        XCTAssertEqual(a.save(["kind": "weight", "weight": ["date": "2024-03-01", "weight": 80.5, "unit": "kg"]]).status, LIFT_OK)
        return a
    }

    private func file(_ name: String) -> String { directory + "/" + name }

    private func assertRefusedAndUnchanged(_ reply: LiftClient.Reply, _ code: String, _ store: LiftClient,
                                           file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertNotEqual(reply.status, LIFT_OK, file: file, line: line)
        XCTAssertEqual(reply.code, code, "\(reply.json)", file: file, line: line)
        XCTAssertEqual(names(store), [], file: file, line: line)
        XCTAssertEqual(store.load(["kind": "weight"]).items.count, 0, file: file, line: line)
    }

    func test_loadBackup_inline_isTheWholeFeedAsOneDocument() throws {
        let a = try storeWithTwo()
        let doc = try XCTUnwrap(a.load(["kind": "backup"]).item("backup"))
        XCTAssertEqual(doc["format"] as? String, "liblift-backup")
        XCTAssertEqual(doc["version"] as? Int, 1)
        XCTAssertEqual(doc["site"] as? String, a.site)
        XCTAssertEqual(doc["count"] as? Int, 3)
        XCTAssertEqual((doc["changes"] as? [Any])?.count, 3)
        XCTAssertNotNil(doc["created"] as? String)
    }

    func test_saveBackup_inlineOntoAFreshStore_restoresEveryRecord() throws {
        let a = try storeWithTwo()
        let doc = try XCTUnwrap(a.load(["kind": "backup"]).item("backup"))
        let b = try LiftClient()
        let reply = b.save(["kind": "backup", "backup": doc])
        XCTAssertEqual(reply.status, LIFT_OK, "\(reply.json)")
        XCTAssertEqual(reply.item("backup")?["changes"] as? Int, 3)
        XCTAssertEqual(reply.item("backup")?["applied"] as? Int, 3)
        XCTAssertEqual(names(b), ["Bench", "Squat"])
        XCTAssertEqual(b.load(["kind": "weight"]).items.first?["weight"] as? Double, 80.5)
    }

    func test_saveBackup_sameBackupTwice_secondChangesNothing() throws {
        let a = try storeWithTwo()
        let doc = try XCTUnwrap(a.load(["kind": "backup"]).item("backup"))
        let b = try LiftClient()
        XCTAssertEqual(b.save(["kind": "backup", "backup": doc]).status, LIFT_OK)
        let again = b.save(["kind": "backup", "backup": doc]).item("backup")
        XCTAssertEqual(again?["applied"] as? Int, 0)
        XCTAssertEqual(again?["skipped"] as? Int, 3)
        XCTAssertEqual(names(b), ["Bench", "Squat"])
    }

    func test_saveBackup_ontoAStoreWithHalfOfIt_mergesTheRest() throws {
        let a = try LiftClient()
        exercise(a, "Squat")
        let half = try XCTUnwrap(a.load(["kind": "backup"]).item("backup"))
        exercise(a, "Bench")
        let whole = try XCTUnwrap(a.load(["kind": "backup"]).item("backup"))
        let b = try LiftClient()
        exercise(b, "Row")
        XCTAssertEqual(b.save(["kind": "backup", "backup": half]).status, LIFT_OK)
        let reply = b.save(["kind": "backup", "backup": whole]).item("backup")
        XCTAssertEqual(reply?["applied"] as? Int, 1)
        XCTAssertEqual(reply?["skipped"] as? Int, 1)
        XCTAssertEqual(names(b), ["Bench", "Row", "Squat"])
    }

    func test_backupFile_plain_writesTheDocumentAndRestoresFromIt() throws {
        let a = try storeWithTwo()
        let path = file("plain.json")
        let answer = a.load(["kind": "backup", "path": path])
        XCTAssertEqual(answer.status, LIFT_OK, "\(answer.json)")
        XCTAssertEqual(answer.item("backup")?["path"] as? String, path)
        XCTAssertEqual(answer.item("backup")?["sealed"] as? Bool, false)
        XCTAssertEqual(answer.item("backup")?["changes"] as? Int, 3)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        XCTAssertEqual(answer.item("backup")?["bytes"] as? Int, bytes.count)
        let doc = try JSONSerialization.jsonObject(with: bytes) as? [String: Any]
        XCTAssertEqual(doc?["format"] as? String, "liblift-backup")
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        XCTAssertEqual(mode, 0o600)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory), ["plain.json"], "no partial file left")
        let b = try LiftClient()
        XCTAssertEqual(b.save(["kind": "backup", "path": path]).status, LIFT_OK)
        XCTAssertEqual(names(b), ["Bench", "Squat"])
    }

    func test_backupFile_sealed_restoresOnlyWithItsPassphrase() throws {
        let a = try storeWithTwo()
        let path = file("sealed.lift-backup")
        let answer = a.load(["kind": "backup", "path": path, "passphrase": "correct horse battery"])
        XCTAssertEqual(answer.item("backup")?["sealed"] as? Bool, true, "\(answer.json)")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        XCTAssertEqual(String(decoding: bytes.prefix(8), as: UTF8.self), "LIFTSEAL")
        XCTAssertNil(String(decoding: bytes, as: UTF8.self).range(of: "Squat"))
        let b = try LiftClient()
        assertRefusedAndUnchanged(b.save(["kind": "backup", "path": path]), "passphrase_required", b)
        assertRefusedAndUnchanged(b.save(["kind": "backup", "path": path, "passphrase": "correct horse batterx"]), "wrong_passphrase", b)
        let reply = b.save(["kind": "backup", "path": path, "passphrase": "correct horse battery"])
        XCTAssertEqual(reply.status, LIFT_OK, "\(reply.json)")
        XCTAssertEqual(names(b), ["Bench", "Squat"])
    }

    func test_backupData_passphraseTypedDecomposed_opensWhatTheComposedFormSealed() throws {
        let a = try storeWithTwo()
        let data = try XCTUnwrap(a.load(["kind": "backup", "passphrase": "P\u{00E4}iv\u{00E4}"]).item("backup")?["data"] as? String)
        let b = try LiftClient()
        let reply = b.save(["kind": "backup", "data": data, "passphrase": "Pa\u{0308}iva\u{0308}"])
        XCTAssertEqual(reply.status, LIFT_OK, "\(reply.json)")
        XCTAssertEqual(names(b), ["Bench", "Squat"])
    }

    func test_backupData_sealedInline_roundTripsAsBase64() throws {
        let a = try storeWithTwo()
        let answer = try XCTUnwrap(a.load(["kind": "backup", "passphrase": "pw"]).item("backup"))
        XCTAssertEqual(answer["sealed"] as? Bool, true)
        let data = try XCTUnwrap(answer["data"] as? String)
        XCTAssertEqual(Data(base64Encoded: data)?.count, answer["bytes"] as? Int)
        let b = try LiftClient()
        XCTAssertEqual(b.save(["kind": "backup", "data": data, "passphrase": "pw"]).status, LIFT_OK)
        XCTAssertEqual(names(b), ["Bench", "Squat"])
    }

    func test_saveBackup_sealedFileWithAFlippedByteOrCut_isRefusedAsDamaged() throws {
        let a = try storeWithTwo()
        let path = file("sealed")
        XCTAssertEqual(a.load(["kind": "backup", "path": path, "passphrase": "pw"]).status, LIFT_OK)
        let good = try Data(contentsOf: URL(fileURLWithPath: path))
        let b = try LiftClient()
        for (name, bytes) in [("flipped", { var d = good; d[d.count - 5] ^= 1; return d }()),
                              ("cut", good.prefix(good.count - 1)), ("header only", good.prefix(108))] {
            try bytes.write(to: URL(fileURLWithPath: file(name)))
            assertRefusedAndUnchanged(b.save(["kind": "backup", "path": file(name), "passphrase": "pw"]), "damaged_backup", b)
        }
    }

    func test_saveBackup_plainFileCutShort_isRefusedAsDamaged() throws {
        let a = try storeWithTwo()
        let path = file("plain")
        XCTAssertEqual(a.load(["kind": "backup", "path": path]).status, LIFT_OK)
        let good = try Data(contentsOf: URL(fileURLWithPath: path))
        try good.prefix(good.count / 2).write(to: URL(fileURLWithPath: path))
        let b = try LiftClient()
        assertRefusedAndUnchanged(b.save(["kind": "backup", "path": path]), "damaged_backup", b)
    }

    func test_saveBackup_documentOfAnotherFormatOrVersionOrCount_isRefused() throws {
        let a = try storeWithTwo()
        let doc = try XCTUnwrap(a.load(["kind": "backup"]).item("backup"))
        let b = try LiftClient()
        var other = doc
        other["format"] = "something-else"
        assertRefusedAndUnchanged(b.save(["kind": "backup", "backup": other]), "damaged_backup", b)
        var later = doc
        later["version"] = 2
        assertRefusedAndUnchanged(b.save(["kind": "backup", "backup": later]), "unsupported_backup_version", b)
        var miscounted = doc
        miscounted["count"] = 2
        assertRefusedAndUnchanged(b.save(["kind": "backup", "backup": miscounted]), "damaged_backup", b)
        var bad = doc
        bad["changes"] = [["kind": "exercise", "id": "x", "version": "nope", "fields": ["name": "A"]]]
        bad["count"] = 1
        assertRefusedAndUnchanged(b.save(["kind": "backup", "backup": bad]), "invalid_value", b)
    }

    func test_saveBackup_badRequests_areRefusedBeforeAnyWork() throws {
        let b = try LiftClient()
        assertRefusedAndUnchanged(b.save(["kind": "backup"]), "required_field", b)
        assertRefusedAndUnchanged(b.save(["kind": "backup", "path": "/x", "data": "AAAA"]), "required_field", b)
        assertRefusedAndUnchanged(b.save(["kind": "backup", "data": "not base64!"]), "invalid_value", b)
        assertRefusedAndUnchanged(b.save(["kind": "backup", "path": ""]), "invalid_request", b)
        assertRefusedAndUnchanged(b.save(["kind": "backup", "backup": ["format": "liblift-backup"], "passphrase": "pw"]), "backup_not_sealed", b)
        assertRefusedAndUnchanged(b.save(["kind": "backup", "path": file("missing")]), "io", b)
        assertRefusedAndUnchanged(b.save(["kind": "backup", "path": directory]), "not_a_regular_file", b)
        assertRefusedAndUnchanged(b.save(["kind": "backup", "path": "/x", "extra": 1]), "unknown_field", b)
        assertRefusedAndUnchanged(b.save(["kind": "backup", "data": Data("{}".utf8).base64EncodedString(), "passphrase": "pw"]),
                                  "backup_not_sealed", b)
    }

    func test_backup_twoAccountsOfOneStore_eachBacksUpOnlyItsOwn() throws {
        let path = LiftClient.temporaryPath()
        let setup = try LiftClient(path: path)
        for n in ["ann", "bob"] { XCTAssertEqual(AccountRequestTests.createAccount(setup, n).status, LIFT_OK) }
        let ann = try LiftClient(path: path), bob = try LiftClient(path: path)
        XCTAssertEqual(AccountRequestTests.signIn(ann, "ann").status, LIFT_OK)
        XCTAssertEqual(AccountRequestTests.signIn(bob, "bob").status, LIFT_OK)
        exercise(ann, "Ann's squat")
        exercise(bob, "Bob's row")
        let annDoc = try XCTUnwrap(ann.load(["kind": "backup"]).item("backup"))
        let kinds = (annDoc["changes"] as? [[String: Any]] ?? []).compactMap { $0["kind"] as? String }
        XCTAssertEqual(kinds.filter { $0 == "exercise" }.count, 1, "\(annDoc)")
        XCTAssertEqual(bob.save(["kind": "backup", "backup": annDoc]).status, LIFT_OK)
        XCTAssertEqual(names(bob), ["Ann's squat", "Bob's row"], "restored as bob's own records")
        XCTAssertEqual(names(ann), ["Ann's squat"])
    }

    func test_loadBackup_unwritablePath_isAnIOErrorAndLeavesNoFile() throws {
        let a = try storeWithTwo()
        let reply = a.load(["kind": "backup", "path": directory + "/no/such/dir/b.json"])
        XCTAssertEqual(reply.status, LIFT_E_IO)
        XCTAssertEqual(reply.details?["path"] as? String, "path")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory), [])
    }

    func test_loadBackup_manyChanges_fileIsWrittenInPiecesAndRestoresWhole() throws {
        let a = try LiftClient()
        let items = (0..<3000).map { ["date": "2020-01-01", "amount": $0 + 1] as [String: Any] }
        XCTAssertEqual(a.save(["kind": "steps", "items": items]).status, LIFT_OK)
        let path = file("big")
        let answer = try XCTUnwrap(a.load(["kind": "backup", "path": path, "passphrase": "pw"]).item("backup"))
        XCTAssertEqual(answer["changes"] as? Int, 3000)
        XCTAssertGreaterThan(answer["bytes"] as? Int ?? 0, 3 * 65536, "more than three sealed chunks")
        let b = try LiftClient()
        let reply = b.save(["kind": "backup", "path": path, "passphrase": "pw"])
        XCTAssertEqual(reply.item("backup")?["applied"] as? Int, 3000, "\(reply.json)")
    }
}
