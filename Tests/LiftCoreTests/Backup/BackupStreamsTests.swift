import LiftCore
import XCTest

final class BackupStreamsTests: XCTestCase {
    private let document = Array("{\"format\":\"liblift-backup\"}".utf8)

    private func makeSUT() -> (BackupStreams, BackupFilesSpy) {
        let files = BackupFilesSpy()
        return (BackupStreams(files: files, sealing: BackupSealingFake(), text: TextSpy()), files)
    }

    private func written(_ sut: BackupStreams, file: String? = nil, passphrase: String? = nil) throws -> BackupStreams.Written {
        try sut.write(to: file, passphrase: passphrase.map(PassphraseStub.init)) { try $0.write(document) }
    }

    func test_write_noFileNoPassphrase_answersThePlainBytes() throws {
        let (sut, files) = makeSUT()
        let out = try written(sut)
        XCTAssertEqual(out.bytes, document)
        XCTAssertEqual(out.byteCount, document.count)
        XCTAssertFalse(out.sealed)
        XCTAssertEqual(files.messages, [])
    }

    func test_write_passphrase_answersSealedBytesThatReadBack() throws {
        let (sut, _) = makeSUT()
        let out = try written(sut, passphrase: "pw")
        XCTAssertTrue(out.sealed)
        XCTAssertNotEqual(out.bytes, document)
        XCTAssertEqual(out.byteCount, out.bytes?.count)
        let back = try sut.read(.bytes(out.bytes ?? []), passphrase: PassphraseStub("pw")) { try $0.readToEnd() }
        XCTAssertEqual(back, document)
    }

    func test_write_file_writesTheFileAndAnswersNoBytes() throws {
        let (sut, files) = makeSUT()
        let out = try written(sut, file: "/backups/a.lift-backup", passphrase: "pw")
        XCTAssertNil(out.bytes)
        XCTAssertEqual(files.files["/backups/a.lift-backup"]?.count, out.byteCount)
        XCTAssertEqual(try sut.read(.file("/backups/a.lift-backup"), passphrase: PassphraseStub("pw")) { try $0.readToEnd() }, document)
    }

    func test_write_theWriterFails_leavesNoFileAndThrowsItsError() {
        let (sut, files) = makeSUT()
        let error = liftError { try sut.write(to: "/b", passphrase: nil) { _ in throw LiftError(.io, "disk full") } }
        XCTAssertEqual(error?.message, "disk full")
        XCTAssertEqual(files.files, [:])
    }

    func test_write_fileCannotBeCreated_deliversTheStoreError() {
        let (sut, files) = makeSUT()
        files.failure = LiftError(.io, "read-only file system")
        XCTAssertEqual(liftError { try self.written(sut, file: "/b") }?.message, "read-only file system")
    }

    func test_read_sealedWithoutPassphrase_isRefusedAsPassphraseRequired() throws {
        let (sut, _) = makeSUT()
        let sealed = try written(sut, passphrase: "pw").bytes ?? []
        var reads = 0
        let error = liftError { try sut.read(.bytes(sealed), passphrase: nil) { _ in reads += 1 } }
        XCTAssertEqual(error?.code, "passphrase_required")
        XCTAssertEqual(error?.status, .unauthorized)
        XCTAssertEqual(error?.detail("path"), .location(Location("passphrase")))
        XCTAssertEqual(reads, 0)
    }

    func test_read_plainWithPassphrase_isRefusedAsNotSealed() {
        let (sut, _) = makeSUT()
        var reads = 0
        let error = liftError { try sut.read(.bytes(self.document), passphrase: PassphraseStub("pw")) { _ in reads += 1 } }
        assertInvalid(error, path: Location("passphrase"), code: "backup_not_sealed")
        XCTAssertEqual(reads, 0)
    }

    func test_read_wrongPassphrase_deliversTheSealersRefusal() throws {
        let (sut, _) = makeSUT()
        let sealed = try written(sut, passphrase: "pw").bytes ?? []
        XCTAssertEqual(liftError { try sut.read(.bytes(sealed), passphrase: PassphraseStub("other")) { _ in } }?.code, "wrong_passphrase")
    }

    func test_read_plainBytes_handsThemWholeIncludingThePeekedStart() throws {
        let (sut, _) = makeSUT()
        XCTAssertEqual(try sut.read(.bytes(document), passphrase: nil) { try $0.readToEnd(piece: 3) }, document)
        XCTAssertEqual(try sut.read(.bytes([1, 2]), passphrase: nil) { try $0.readToEnd() }, [1, 2])
        XCTAssertEqual(try sut.read(.bytes([]), passphrase: nil) { try $0.readToEnd() }, [])
    }

    func test_read_missingFile_deliversTheFilesError() {
        let (sut, files) = makeSUT()
        XCTAssertEqual(liftError { try sut.read(.file("/nope"), passphrase: nil) { _ in } }?.status, .io)
        XCTAssertEqual(files.messages, ["open /nope"])
    }
}
