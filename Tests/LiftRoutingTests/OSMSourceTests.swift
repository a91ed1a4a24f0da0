import Foundation
import XCTest
import LiftCore
@testable import LiftRouting

/// An OSM file is opened by liblift alone: only a local regular file is read, once, and anything
/// else is refused as `unreadable_osm` without blocking, forking or running a program.
final class OSMSourceTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("osm-source-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func refusal(_ path: String, file: StaticString = #filePath, line: UInt = #line) -> LiftError? {
        do {
            _ = try OSMSource(path: path)
            XCTFail("\(path) was opened", file: file, line: line)
            return nil
        } catch let error as LiftError {
            XCTAssertEqual(error.code, "unreadable_osm", file: file, line: line)
            return error
        } catch {
            XCTFail("unexpected \(error)", file: file, line: line)
            return nil
        }
    }

    private func write(_ name: String, _ bytes: [UInt8]) throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }

    func test_open_helsinkiPBF_readsTheWholeFile() throws {
        let source = try OSMSource(path: Fixtures.helsinki)
        XCTAssertEqual(source.path, Fixtures.helsinki)
        XCTAssertGreaterThan(try OSMReader.read(source, profile: .car).coordinates.count, 1000)
    }

    func test_open_xmlFileNamedPBF_isReadByItsContent() throws {
        let xml = """
        <?xml version="1.0"?><osm version="0.6">
        <node id="1" lat="60.0" lon="24.0"/><node id="2" lat="60.001" lon="24.0"/>
        <way id="10"><nd ref="1"/><nd ref="2"/><tag k="highway" v="residential"/></way></osm>
        """
        let path = try write("named-wrong.osm.pbf", Array(xml.utf8))
        XCTAssertEqual(try OSMReader.read(OSMSource(path: path), profile: .car).coordinates.count, 2)
    }

    func test_open_directory_isRefusedNamingIt() throws {
        XCTAssertTrue(refusal(folder.path)?.message.contains("a directory") ?? false)
    }

    func test_open_devZero_isRefusedAsADevice() throws {
        XCTAssertTrue(refusal("/dev/zero")?.message.contains("a device") ?? false)
    }

    func test_open_fifoWithoutWriter_isRefusedWithoutBlocking() throws {
        let path = folder.appendingPathComponent("pipe.osm.pbf").path
        XCTAssertEqual(mkfifo(path, 0o600), 0)
        XCTAssertTrue(refusal(path)?.message.contains("a FIFO") ?? false)
    }

    func test_open_urlOfEachScheme_isAMissingLocalFile() throws {
        for url in ["http://127.0.0.1:9/x.osm.pbf", "https://example.org/x.osm", "ftp://example.org/x.osm.pbf",
                    "file://\(Fixtures.helsinki)"] {
            XCTAssertTrue(refusal(url)?.message.contains("cannot open the file") ?? false, url)
        }
    }

    func test_open_emptyFile_isRefused() throws {
        XCTAssertTrue(refusal(try write("empty.osm", []))?.message.contains("empty") ?? false)
    }

    func test_open_compressedFiles_areRefusedNamingTheCompression() throws {
        XCTAssertTrue(refusal(try write("a.osm.gz", [0x1f, 0x8b, 8, 0, 0, 0]))?.message.contains("gzip") ?? false)
        XCTAssertTrue(refusal(try write("a.osm.bz2", Array("BZh91AY&SY".utf8)))?.message.contains("bzip2") ?? false)
    }

    func test_open_otherBytes_areRefusedAsNotOSM() throws {
        let noise = (0..<5000).map { UInt8(truncatingIfNeeded: $0 &* 97 &+ 13) }
        XCTAssertTrue(refusal(try write("noise.osm.pbf", noise))?.message.contains("neither OSM PBF nor OSM XML") ?? false)
    }

    func test_open_missingFile_isRefusedNamingRoadNetworkPath() throws {
        let error = refusal(folder.appendingPathComponent("missing.osm.pbf").path)
        XCTAssertEqual(error?.details.first?.value, .location(Location("road_network").key("path")))
        XCTAssertEqual(error?.messageLocation, Location("road_network").key("path"))
    }
}

/// A PBF file is read by each pass in pieces of whole blobs (so a cancel waits for one piece);
/// the network read does not depend on the piece size.
final class OSMSourcePiecesTests: XCTestCase {
    func test_read_helsinkiInSmallPieces_readsTheSameNetworkAsWhole() throws {
        let whole = try OSMReader.read(OSMSource(path: Fixtures.helsinki), profile: .car)
        for pieceBytes in [1, 64 << 10] {
            let pieces = try OSMReader.read(OSMSource(path: Fixtures.helsinki, pieceBytes: pieceBytes), profile: .car)
            XCTAssertEqual(pieces.coordinates, whole.coordinates, "\(pieceBytes)")
            XCTAssertEqual(pieces.controls, whole.controls, "\(pieceBytes)")
            XCTAssertEqual(pieces.ways.count, whole.ways.count, "\(pieceBytes)")
            XCTAssertEqual(pieces.restrictions.count, whole.restrictions.count, "\(pieceBytes)")
            XCTAssertEqual(pieces.viaWayRestrictions.count, whole.viaWayRestrictions.count, "\(pieceBytes)")
            XCTAssertEqual(zip(pieces.ways, whole.ways).filter { $0.0.nodes != $0.1.nodes }.count, 0, "\(pieceBytes)")
        }
    }

    /// The bytes are read again by each pass, not held: a file changed in place after it was
    /// opened is refused rather than read as something else by a later pass.
    private func copyOfHelsinki() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("copy-\(UUID().uuidString).osm.pbf")
        try Data(contentsOf: URL(fileURLWithPath: Fixtures.helsinki)).write(to: url)
        return url
    }

    private func assertChanged(_ body: @autoclosure () throws -> Any, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try body(), file: file, line: line) { error in
            XCTAssertEqual((error as? LiftError)?.code, "unreadable_osm", file: file, line: line)
            XCTAssertTrue("\(error)".contains("the file changed while it was read"), "\(error)", file: file, line: line)
        }
    }

    func test_read_fileChangedInPlaceAfterOpen_networkAndPlacesRefused() throws {
        let url = try copyOfHelsinki()
        defer { try? FileManager.default.removeItem(at: url) }
        let source = try OSMSource(path: url.path, pieceBytes: 64 << 10)
        let handle = try FileHandle(forWritingTo: url)
        let size = try handle.seekToEnd()
        try handle.seek(toOffset: size / 2)
        try handle.write(contentsOf: Data(repeating: 0x55, count: 16))
        try handle.close()
        assertChanged(try OSMReader.read(source, profile: .car))
        assertChanged(try OSMPlaceReader().places(in: source))
    }

    func test_read_fileTruncatedAfterOpen_refused() throws {
        let url = try copyOfHelsinki()
        defer { try? FileManager.default.removeItem(at: url) }
        let source = try OSMSource(path: url.path)
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: 1000)
        try handle.close()
        assertChanged(try OSMReader.read(source, profile: .car))
    }

    func test_read_xmlChangedAfterOpen_refused() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("changed-\(UUID().uuidString).osm")
        defer { try? FileManager.default.removeItem(at: url) }
        let xml = """
        <?xml version="1.0"?><osm version="0.6">
        <node id="1" lat="60.0" lon="24.0"/><node id="2" lat="60.001" lon="24.0"/>
        <way id="10"><nd ref="1"/><nd ref="2"/><tag k="highway" v="residential"/></way></osm>
        """
        try Data(xml.utf8).write(to: url)
        let source = try OSMSource(path: url.path)
        XCTAssertEqual(try OSMReader.read(source, profile: .car).coordinates.count, 2)
        try Data(xml.replacingOccurrences(of: "60.001", with: "60.002").utf8).write(to: url)
        assertChanged(try OSMReader.read(source, profile: .car))
    }

    func test_read_fileReplacedByAnotherAfterOpen_readsTheOneOpened() throws {
        let url = try copyOfHelsinki()
        defer { try? FileManager.default.removeItem(at: url) }
        let source = try OSMSource(path: url.path, pieceBytes: 64 << 10)
        try FileManager.default.removeItem(at: url)
        try Data(repeating: 0, count: 100).write(to: url)
        let read = try OSMReader.read(source, profile: .car)
        let whole = try OSMReader.read(OSMSource(path: Fixtures.helsinki), profile: .car)
        XCTAssertEqual(read.coordinates, whole.coordinates)
        XCTAssertEqual(read.ways.map(\.nodes), whole.ways.map(\.nodes))
    }

    func test_read_truncatedPBFInPieces_isUnreadable() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("trunc-\(UUID().uuidString).osm.pbf")
        defer { try? FileManager.default.removeItem(at: url) }
        let bytes = try Data(contentsOf: URL(fileURLWithPath: Fixtures.helsinki))
        try bytes.prefix(30_000).write(to: url)
        XCTAssertThrowsError(try OSMReader.read(OSMSource(path: url.path, pieceBytes: 4096), profile: .car)) { error in
            XCTAssertEqual((error as? LiftError)?.code, "unreadable_osm")
        }
    }
}
