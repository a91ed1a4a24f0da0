import XCTest
import LiftCore
@testable import LiftRouting

final class NetworkCodecTests: XCTestCase {
    func test_networkCodec_helsinkiRoundTrip_answersTheSameCosts() throws {
        let n = try Fixtures.helsinki(.car)
        let decoded = try NetworkCodec.decode(NetworkCodec.encode(n))
        let a = try n.endpoint(Coordinate(lat: 60.1699, lon: 24.9384), stop: 0)
        let b = try n.endpoint(Coordinate(lat: 60.1618, lon: 24.9470), stop: 1)
        let a2 = try decoded.endpoint(Coordinate(lat: 60.1699, lon: 24.9384), stop: 0)
        let b2 = try decoded.endpoint(Coordinate(lat: 60.1618, lon: 24.9470), stop: 1)
        XCTAssertNotNil(n.cost(a, b))
        XCTAssertEqual(n.cost(a, b), decoded.cost(a2, b2))
    }

    func test_networkCodec_truncatedBytes_throwsCorrupt() throws {
        let bytes = NetworkCodec.encode(try Fixtures.helsinki(.car))
        XCTAssertThrowsError(try NetworkCodec.decode(Array(bytes.prefix(bytes.count / 2)))) { error in
            XCTAssertEqual((error as? LiftError)?.code, "corrupt_road_network")
        }
    }

    /// Layouts written before the first release are not decoded: whatever follows their magic,
    /// decode answers Outdated (the request layer's `road_network_outdated`), never corrupt.
    func test_networkCodec_olderMagic_throwsOutdated() throws {
        let current = NetworkCodec.encode(try Fixtures.helsinki(.car))
        XCTAssertEqual(Array(current.prefix(8)), Array("LIFTNET4".utf8))
        for magic in ["LIFTNET1", "LIFTNET2", "LIFTNET3", "LIFTNET6"] {
            for rest in [Array(current.dropFirst(8)), [], [0xFF, 0xFF]] {
                XCTAssertThrowsError(try NetworkCodec.decode(Array(magic.utf8) + rest), magic) { error in
                    XCTAssertEqual(error as? NetworkCodec.Outdated, NetworkCodec.Outdated(magic: magic), magic)
                }
            }
        }
    }

    /// Only the older layouts' magics are outdated: any other first 8 bytes are damage.
    func test_networkCodec_unknownMagic_throwsCorrupt() throws {
        let current = NetworkCodec.encode(try Fixtures.helsinki(.car))
        for magic in ["LIFTNET5", "LIFTNET0", "liftnet4", "\0\0\0\0\0\0\0\0"] {
            XCTAssertThrowsError(try NetworkCodec.decode(Array(magic.utf8) + current.dropFirst(8)), magic) { error in
                XCTAssertEqual((error as? LiftError)?.code, "corrupt_road_network", magic)
            }
        }
        for short in [[], Array("LIFTNET".utf8)] as [[UInt8]] {
            XCTAssertThrowsError(try NetworkCodec.decode(short)) { error in
                XCTAssertEqual((error as? LiftError)?.code, "corrupt_road_network")
            }
        }
    }

    func test_networkCodec_indexOutOfRange_throwsCorrupt() throws {
        var bytes = NetworkCodec.encode(try Fixtures.helsinki(.car))
        // Flip bytes deep in the arrays: validation must refuse, never crash.
        for i in stride(from: bytes.count / 3, to: bytes.count / 3 + 64, by: 1) { bytes[i] = 0xFF }
        XCTAssertThrowsError(try NetworkCodec.decode(bytes))
    }

    func test_networkCodec_roundTrip_keepsMainComponentFlags() throws {
        let n = try Fixtures.helsinki(.car)
        let decoded = try NetworkCodec.decode(NetworkCodec.encode(n))
        XCTAssertEqual(decoded.grid.kinds, n.grid.kinds)
        XCTAssertEqual(decoded.grid.inMainComponent, n.grid.inMainComponent)
        XCTAssertTrue(n.grid.inMainComponent.contains(false))
    }

    func test_networkCodec_blobWithoutMainComponentSection_decodesAndRecomputesIt() throws {
        let n = try Fixtures.helsinki(.car)
        let bytes = NetworkCodec.encode(n)
        // Networks stored before the section existed end right before it (count + one byte per
        // segment), and before the grid's cells that follow it.
        let older = Array(bytes.dropLast(8 + n.road.segmentCount + gridSectionBytes(n)))
        let decoded = try NetworkCodec.decode(older)
        // Which segments are never snapped onto (ferries) is known at import only.
        let startable = n.grid.kinds.indices.filter { n.grid.kinds[$0] != MainComponent.Kind.noStart.rawValue }
        XCTAssertLessThan(startable.count, n.grid.kinds.count)
        XCTAssertEqual(startable.map { decoded.grid.inMainComponent[$0] }, startable.map { n.grid.inMainComponent[$0] })
        XCTAssertEqual(decoded.grid.cells, n.grid.cells)
    }

    /// The trailing sections, last first: road labels (text, bounds, kinds, one per segment),
    /// arc durations (count + 4 bytes an arc), then the grid's cells; each figure counts the
    /// sections after it too.
    private func labelSectionBytes(_ n: RoadNetwork) -> Int {
        let l = n.road.labels
        return 32 + l.text.count + 4 * l.bounds.count + l.kinds.count + 4 * n.road.segmentCount + classSectionBytes(n)
    }
    private func classSectionBytes(_ n: RoadNetwork) -> Int { 8 + n.road.labels.roadClasses.count }

    func test_networkCodec_blobWithoutRoadClasses_decodesWithNone() throws {
        let n = try Fixtures.helsinki(.car)
        XCTAssertTrue(n.road.labels.roadClasses.contains { $0 != 0 })   // Helsinki has tunnels
        let decoded = try NetworkCodec.decode(Array(NetworkCodec.encode(n).dropLast(classSectionBytes(n))))
        XCTAssertEqual(decoded.road.labels.roadClasses, [UInt8](repeating: 0, count: n.road.labels.count))
        XCTAssertEqual(decoded.road.labels.kinds, n.road.labels.kinds)
        XCTAssertEqual(try NetworkCodec.decode(NetworkCodec.encode(n)).road.labels.roadClasses, n.road.labels.roadClasses)
    }

    func test_networkCodec_roadClassesOfAnotherLabelCount_throwsCorrupt() throws {
        let n = try Fixtures.helsinki(.car)
        var bytes = Array(NetworkCodec.encode(n).dropLast(classSectionBytes(n)))
        var w = ByteWriter()
        w.array([UInt8](repeating: 0, count: n.road.labels.count + 1))
        bytes += w.bytes
        XCTAssertThrowsError(try NetworkCodec.decode(bytes)) { XCTAssertEqual(($0 as? LiftError)?.code, "corrupt_road_network") }
    }
    private func durationSectionBytes(_ n: RoadNetwork) -> Int { 8 + 4 * n.road.arcCount + labelSectionBytes(n) }
    private func gridSectionBytes(_ n: RoadNetwork) -> Int {
        16 + 4 * (n.grid.cells.start.count + n.grid.cells.segments.count) + durationSectionBytes(n)
    }

    func test_networkCodec_roundTrip_keepsTheGridCells() throws {
        let n = try Fixtures.helsinki(.car)
        let bytes = NetworkCodec.encode(n)
        XCTAssertEqual(try NetworkCodec.decode(bytes).grid.cells, n.grid.cells)
        // Without the grid section (older BLOBs) the cells are rebuilt the same.
        XCTAssertEqual(try NetworkCodec.decode(Array(bytes.dropLast(gridSectionBytes(n)))).grid.cells, n.grid.cells)
    }

    func test_networkCodec_gridCellsNotFittingTheGraph_areRebuilt() throws {
        let n = try Fixtures.helsinki(.car)
        var bytes = NetworkCodec.encode(n)
        // The last stored cell segment points past the segments: the index is rebuilt, not trusted.
        let end = bytes.count - durationSectionBytes(n)
        for i in (end - 4)..<end { bytes[i] = 0x7F }
        let decoded = try NetworkCodec.decode(bytes)
        XCTAssertEqual(decoded.grid.cells, n.grid.cells)
    }

    func test_networkCodec_roundTrip_keepsArcDurationsApartFromWeights() throws {
        let n = try Fixtures.helsinki(.car)
        let bytes = NetworkCodec.encode(n)
        XCTAssertNotEqual(n.road.arcDuration, n.road.arcWeight)   // Helsinki has parking aisles and driveways
        XCTAssertEqual(try NetworkCodec.decode(bytes).road.arcDuration, n.road.arcDuration)
        // Stored before durations had their section: the weight was the duration.
        XCTAssertEqual(try NetworkCodec.decode(Array(bytes.dropLast(durationSectionBytes(n)))).road.arcDuration, n.road.arcWeight)
    }

    func test_networkCodec_durationAboveWeight_throwsCorrupt() throws {
        let n = try Fixtures.helsinki(.car)
        var bytes = NetworkCodec.encode(n)
        let end = bytes.count - labelSectionBytes(n)
        for i in (end - 4)..<end { bytes[i] = 0x7F }   // the last arc's duration
        XCTAssertThrowsError(try NetworkCodec.decode(bytes)) { error in
            XCTAssertEqual((error as? LiftError)?.code, "corrupt_road_network")
        }
    }

    func test_networkCodec_blobWithoutLabels_decodesWithEveryRoadUnnamed() throws {
        let n = try Fixtures.helsinki(.car)
        XCTAssertGreaterThan(n.road.labels.count, 100)
        let decoded = try NetworkCodec.decode(Array(NetworkCodec.encode(n).dropLast(labelSectionBytes(n))))
        XCTAssertEqual(decoded.road.labels.count, 1)
        XCTAssertEqual(decoded.road.labels.label(0).name, "")
        XCTAssertEqual(decoded.road.arcDuration, n.road.arcDuration)
    }

    func test_networkCodec_segmentLabelOutOfRange_throwsCorrupt() throws {
        let n = try Fixtures.helsinki(.car)
        var bytes = NetworkCodec.encode(n)
        let end = bytes.count - classSectionBytes(n)
        for i in (end - 4)..<end { bytes[i] = 0x7F }   // the last segment's label
        XCTAssertThrowsError(try NetworkCodec.decode(bytes)) { XCTAssertEqual(($0 as? LiftError)?.code, "corrupt_road_network") }
    }

    func test_networkCodec_labelBoundsPastTheText_throwsCorrupt() throws {
        let n = try Fixtures.helsinki(.car)
        var bytes = NetworkCodec.encode(n)
        // The last bound (the end of the last ref) sits before the kinds and segment labels.
        let at = bytes.count - classSectionBytes(n) - 4 * n.road.segmentCount - 8 - n.road.labels.kinds.count - 8 - 4
        bytes[at + 3] = 0x40
        XCTAssertThrowsError(try NetworkCodec.decode(bytes)) { XCTAssertEqual(($0 as? LiftError)?.code, "corrupt_road_network") }
    }

    func test_networkCodec_mainComponentFlagOutOfRange_throwsCorrupt() throws {
        let n = try Fixtures.helsinki(.car)
        var bytes = NetworkCodec.encode(n)
        bytes[bytes.count - 1 - gridSectionBytes(n)] = 4   // kinds are 0...3 (MainComponent.Kind)
        XCTAssertThrowsError(try NetworkCodec.decode(bytes)) { error in
            XCTAssertEqual((error as? LiftError)?.code, "corrupt_road_network")
        }
    }

    func test_byteReader_recordsWritten_readBackFieldByFieldLittleEndian() throws {
        let arcs = [Hierarchy.Arc(target: 1, weight: 0x0102_0304), Hierarchy.Arc(target: -5, weight: UInt32.max)]
        var w = ByteWriter()
        w.records(arcs)
        XCTAssertEqual(w.bytes, [2, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 4, 3, 2, 1, 0xFB, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF])
        var r = ByteReader(MemoryByteSource(w.bytes))
        XCTAssertEqual(try r.records(Hierarchy.Arc.self), arcs)
        XCTAssertTrue(r.atEnd)
    }

    func test_byteReader_recordsCountPastTheBytes_throwsWithoutReading() {
        var w = ByteWriter()
        w.records([Hierarchy.Halves(first: 1, second: 2)])
        for bytes in [Array(w.bytes.dropLast()), Array(w.bytes.prefix(8)) + [0xFF], [9, 0, 0, 0, 0, 0, 0, 0xFF]] {
            var r = ByteReader(MemoryByteSource(bytes))
            XCTAssertThrowsError(try r.records(Hierarchy.Halves.self))
        }
    }

    func test_byteWriter_sized_writesTheBytesOfAGrowingWriterInOneExactBuffer() {
        let coordinates = (0..<3_000).map { Coordinate(lat: Double($0) / 7, lon: -Double($0) / 3) }
        let lengths = (0..<5_000).map { Float($0) * 1.5 }
        let ids = (0..<20_000).map { Int32($0) - 10_000 }
        func write(_ w: inout ByteWriter) {
            w.u64(0x0102_0304_0506_0708); w.records(coordinates, word: 8); w.records(lengths); w.array(ids); w.array([UInt8]())
        }
        var grown = ByteWriter()
        write(&grown)
        let sized = ByteWriter.sized(write)
        XCTAssertEqual(sized, grown.bytes)
        XCTAssertEqual(sized.count, 8 + (8 + 3_000 * 16) + (8 + 5_000 * 4) + (8 + 20_000 * 4) + 8)
        // Allocated once at the measured size: at most the allocator's rounding past it.
        XCTAssertLessThan(sized.capacity, sized.count + 4_096)
    }

    func test_byteWriter_floatRecords_writeTheBitPatternsLittleEndian() {
        var w = ByteWriter()
        w.records([Float(1), -2.5])
        XCTAssertEqual(w.bytes, [2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x80, 0x3F, 0, 0, 0x20, 0xC0])
    }

    func test_byteWriter_streamed_givesTheSizedBytesInPiecesOfAboutTheSizeAsked() {
        let lengths = (0..<5_000).map { Float($0) * 1.5 }
        let ids = (0..<20_000).map { Int32($0) - 10_000 }
        func write(_ w: inout ByteWriter) {
            w.u64(7); w.array([UInt8](repeating: 3, count: 5)); w.records(lengths); w.u64(8); w.array(ids); w.array([UInt8]())
        }
        var pieces = [[UInt8]]()
        ByteWriter.streamed(piece: 1_000, write) { pieces.append(Array($0)) }
        XCTAssertEqual(Array(pieces.joined()), ByteWriter.sized(write))
        XCTAssertEqual(ByteWriter.measure(write), ByteWriter.sized(write).count)
        // Small writes gather up to the piece size; an array's records past it go whole, on their own.
        XCTAssertTrue(pieces.allSatisfy { !$0.isEmpty && ($0.count < 2 * 1_000 || $0.count == 5_000 * 4 || $0.count == 20_000 * 4) })
        XCTAssertTrue(pieces.contains { $0.count == 20_000 * 4 })
    }

    func test_networkCodec_encoder_chunksAndHeadInPiecesAsEncodeChunked() throws {
        let n = try Fixtures.helsinki(.car)
        let whole = NetworkCodec.encodeChunked(n)
        let sut = NetworkCodec.Encoder(n, piece: 256)
        var head = [UInt8](), pieces = 0, chunks = [[UInt8]]()
        try sut.forEachChunk { chunks.append($0) }
        try sut.forEachHeadPiece { head.append(contentsOf: $0); pieces += 1 }
        XCTAssertEqual(head, whole.head)
        XCTAssertEqual(chunks, whole.chunks)
        XCTAssertEqual(sut.headByteCount, head.count)
        XCTAssertEqual(sut.chunkByteCount, chunks.reduce(0) { $0 + $1.count })
        XCTAssertGreaterThan(pieces, 10)
        XCTAssertEqual(Array(head.prefix(8)), Array("LIFTNET9".utf8))
    }

    func test_networkCodec_encoderHeadPieceThrows_stopsGivingPiecesAndThrowsThatError() throws {
        let sut = NetworkCodec.Encoder(try Fixtures.helsinki(.car), piece: 4_096)
        var given = 0
        XCTAssertThrowsError(try sut.forEachHeadPiece { _ in
            given += 1
            if given == 2 { throw LiftError(.io, code: "disk_full", "made to fail") }
        }) { XCTAssertEqual(($0 as? LiftError)?.code, "disk_full") }
        XCTAssertEqual(given, 2)
    }

    func test_networkCodec_encodeChunked_headInOneBufferOfItsSize() throws {
        // LIFTNET8's head, which holds the hierarchy's rank and bounds: larger than a page.
        let head = NetworkCodec.encodeChunked(try Fixtures.helsinki(.car), lazyRank: false).head
        XCTAssertGreaterThan(head.count, 10_000)
        XCTAssertLessThan(head.capacity, head.count + 4_096)
    }
}
