@testable import LiftCrypto
import LiftCore
import XCTest

/// The sealed backup format with the cheapest costs libsodium allows (the format and its checks
/// do not depend on them); `production`'s costs are checked on their own.
final class SodiumBackupSealingTests: XCTestCase {
    private let sut = SodiumBackupSealing(opsLimit: 1, memLimitKiB: 8)
    private let chunk = SodiumBackupSealing.chunkSize
    private let overhead = 17
    private let headerSize = SealedBackupHeader.size

    private func secret(_ s: String) -> Secret { Array(s.utf8).withUnsafeBytes { Secret(copying: $0) } }

    private func plaintext(_ count: Int) -> [UInt8] { (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) } }

    private func seal(_ plain: [UInt8], passphrase: String = "correct horse", pieces: Int = 4096) throws -> [UInt8] {
        let out = MemoryBytes()
        let sink = try sut.sealing(into: out, passphrase: secret(passphrase))
        var at = 0
        while at < plain.count {
            try sink.write(Array(plain[at..<min(plain.count, at + pieces)]))
            at += pieces
        }
        try sink.finish()
        return out.bytes
    }

    private func open(_ sealed: [UInt8], passphrase: String = "correct horse") throws -> [UInt8] {
        try sut.opening(MemoryBytes(sealed), passphrase: secret(passphrase)).readToEnd(piece: 1000)
    }

    private func assertRefused(_ sealed: [UInt8], _ code: String, passphrase: String = "correct horse",
                               file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try open(sealed, passphrase: passphrase), file: file, line: line) { error in
            XCTAssertEqual((error as? LiftError)?.code, code, "\(error)", file: file, line: line)
        }
    }

    /// Rewrites the header's costs and its checksum, as a forger who knows the format would.
    private func forged(_ sealed: [UInt8], ops: UInt32? = nil, memKiB: UInt32? = nil, version: UInt8? = nil) throws -> [UInt8] {
        var bytes = sealed
        if let ops { bytes.replaceSubrange(12..<16, with: SealedBackupHeader.littleEndian(ops)) }
        if let memKiB { bytes.replaceSubrange(16..<20, with: SealedBackupHeader.littleEndian(memKiB)) }
        if let version { bytes[8] = version }
        bytes.replaceSubrange(92..<108, with: try SealedBackupHeader.checksum(Array(bytes[0..<92])))
        return bytes
    }

    func test_seal_sizesAroundTheChunk_openToTheSameBytes() throws {
        for count in [0, 1, chunk - 1, chunk, chunk + 1, 3 * chunk, 3 * chunk + 5] {
            let plain = plaintext(count)
            let sealed = try seal(plain)
            XCTAssertEqual(try open(sealed), plain, "\(count) bytes")
            let chunks = max(1, (count + chunk - 1) / chunk)
            XCTAssertEqual(sealed.count, headerSize + count + chunks * overhead, "\(count) bytes")
        }
    }

    func test_seal_samePlaintextTwice_givesDifferentBytesWithoutThePlaintext() throws {
        let plain = Array("{\"weight\":80.5}".utf8)
        let a = try seal(plain), b = try seal(plain)
        XCTAssertNotEqual(a, b)
        XCTAssertNil(a.firstRange(of: Array("weight".utf8)))
        XCTAssertEqual(Array(a.prefix(8)), Array("LIFTSEAL".utf8))
        XCTAssertTrue(sut.looksSealed(a))
        XCTAssertFalse(sut.looksSealed(plain))
    }

    func test_sealingSink_moreThanAChunk_writesTheFirstChunkBeforeFinish() throws {
        let out = MemoryBytes()
        let sink = try sut.sealing(into: out, passphrase: secret("pw"))
        XCTAssertEqual(out.bytes.count, headerSize)
        try sink.write(plaintext(chunk))
        XCTAssertEqual(out.bytes.count, headerSize, "a full chunk waits: it may be the final one")
        try sink.write([1])
        XCTAssertEqual(out.bytes.count, headerSize + chunk + overhead)
        try sink.finish()
        XCTAssertEqual(out.bytes.count, headerSize + chunk + 1 + 2 * overhead)
        XCTAssertThrowsError(try sink.write([2])) { XCTAssertEqual(($0 as? LiftError)?.status, .misuse) }
    }

    func test_open_wrongPassphrase_isRefusedAsWrongPassphrase() throws {
        let sealed = try seal(plaintext(100))
        assertRefused(sealed, "wrong_passphrase", passphrase: "correct horsf")
        assertRefused(sealed, "wrong_passphrase", passphrase: "")
        XCTAssertEqual(try open(sealed), plaintext(100))
    }

    func test_open_emptyPassphrase_opensWhatItSealed() throws {
        XCTAssertEqual(try open(try seal(plaintext(10), passphrase: ""), passphrase: ""), plaintext(10))
    }

    func test_open_eachHeaderByteFlipped_isRefusedAsDamagedOrUnknownVersion() throws {
        let sealed = try seal(plaintext(chunk + 10))
        for i in 0..<headerSize {
            var bytes = sealed
            bytes[i] ^= 0x01
            assertRefused(bytes, i == 8 ? "unsupported_backup_version" : "damaged_backup")
        }
    }

    func test_open_bodyBytesFlipped_isRefusedAsDamaged() throws {
        let sealed = try seal(plaintext(2 * chunk + 10))
        let chunkStarts = [headerSize, headerSize + chunk + overhead, headerSize + 2 * (chunk + overhead)]
        let probes = Set(stride(from: headerSize, to: sealed.count, by: 4093))
            .union(chunkStarts).union(chunkStarts.map { $0 - 1 }).union([sealed.count - 1])
        for i in probes.sorted() where i >= headerSize {
            var bytes = sealed
            bytes[i] ^= 0x80
            assertRefused(bytes, "damaged_backup")
        }
    }

    func test_open_truncatedAtEveryChunkBoundary_isRefusedNotReadAsShorter() throws {
        let sealed = try seal(plaintext(3 * chunk + 10))
        let boundaries = (0...3).map { headerSize + $0 * (chunk + overhead) }
        for end in boundaries + [headerSize + 5, sealed.count - 1, sealed.count - overhead] {
            assertRefused(Array(sealed.prefix(end)), "damaged_backup")
        }
        for end in [0, 7, 8, 9, 50, headerSize - 1] {
            assertRefused(Array(sealed.prefix(end)), "damaged_backup")
        }
    }

    func test_open_exactChunkMultipleTruncatedBeforeItsFinalChunk_isRefused() throws {
        let sealed = try seal(plaintext(2 * chunk))
        assertRefused(Array(sealed.prefix(headerSize + chunk + overhead)), "damaged_backup")
        XCTAssertEqual(try open(sealed), plaintext(2 * chunk))
    }

    func test_open_bytesAfterTheFinalChunk_isRefusedAsDamaged() throws {
        assertRefused(try seal(plaintext(10)) + [0], "damaged_backup")
    }

    func test_open_chunksSwapped_isRefusedAsDamaged() throws {
        let sealed = try seal(plaintext(3 * chunk + 10))
        let size = chunk + overhead
        let first = headerSize, second = headerSize + size
        var bytes = sealed
        bytes.replaceSubrange(first..<first + size, with: sealed[second..<second + size])
        bytes.replaceSubrange(second..<second + size, with: sealed[first..<first + size])
        assertRefused(bytes, "damaged_backup")
    }

    func test_open_forgedHugeCosts_isRefusedBeforeDerivingAKey() throws {
        let sealed = try seal(plaintext(10))
        let started = ContinuousClock.now
        assertRefused(try forged(sealed, memKiB: UInt32.max), "damaged_backup")
        assertRefused(try forged(sealed, memKiB: 256 * 1024 + 1), "damaged_backup")
        assertRefused(try forged(sealed, ops: UInt32.max), "damaged_backup")
        assertRefused(try forged(sealed, ops: 11), "damaged_backup")
        assertRefused(try forged(sealed, ops: 0), "damaged_backup")
        assertRefused(try forged(sealed, memKiB: 0), "damaged_backup")
        XCTAssertLessThan(ContinuousClock.now - started, .seconds(2))
    }

    func test_open_forgedCostsWithinBounds_isRefusedAsWrongPassphrase() throws {
        assertRefused(try forged(try seal(plaintext(10)), ops: 2), "wrong_passphrase")
    }

    func test_open_unknownVersion_isRefusedAsUnsupportedVersion() throws {
        let sealed = try seal(plaintext(10))
        XCTAssertThrowsError(try open(try forged(sealed, version: 2))) { error in
            XCTAssertEqual((error as? LiftError)?.code, "unsupported_backup_version")
            XCTAssertEqual((error as? LiftError)?.status, .unsupported)
            XCTAssertEqual((error as? LiftError)?.detail("version"), .int(2))
        }
    }

    func test_open_plainDocument_isRefusedAsNotASealedBackup() {
        assertRefused(Array("{\"format\":\"liblift-backup\"}".utf8), "damaged_backup")
        assertRefused([], "damaged_backup")
    }

    func test_refusals_haveTheirStatuses() throws {
        let sealed = try seal(plaintext(10))
        XCTAssertThrowsError(try open(sealed, passphrase: "x")) { XCTAssertEqual(($0 as? LiftError)?.status, .unauthorized) }
        XCTAssertThrowsError(try open(Array(sealed.dropLast()))) { XCTAssertEqual(($0 as? LiftError)?.status, .corrupt) }
    }

    func test_production_sealAndOpen_roundTripsAtItsRealCosts() throws {
        let out = MemoryBytes()
        let sink = try SodiumBackupSealing.production.sealing(into: out, passphrase: secret("pw"))
        try sink.write(plaintext(100))
        try sink.finish()
        XCTAssertEqual(try sut.opening(MemoryBytes(out.bytes), passphrase: secret("pw")).readToEnd(), plaintext(100),
                       "an opener reads the costs from the header, whatever its own")
    }

    func test_production_costsAreWithinWhatAnOpenerAccepts() {
        XCTAssertTrue(SealedBackupHeader.opsLimits.contains(SodiumBackupSealing.production.opsLimit))
        XCTAssertTrue(SealedBackupHeader.memLimitsKiB.contains(SodiumBackupSealing.production.memLimitKiB))
        XCTAssertGreaterThanOrEqual(SodiumBackupSealing.production.memLimitKiB, 64 * 1024)
        XCTAssertGreaterThanOrEqual(SodiumBackupSealing.production.opsLimit, 3)
    }
}
