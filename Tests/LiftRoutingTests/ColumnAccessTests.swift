import XCTest
@testable import LiftRouting

/// Column's run and reader accessors (the hot loops' way in): the same values as the subscript,
/// built or stored; a stored chunk is read and checked when first reached, a damaged one reads
/// as zeros and counts as a failure, and a range past the end is clamped, never a trap.
final class ColumnAccessTests: XCTestCase {
    typealias Chunks = ChunkedNetworkTests.Chunks
    private static let values = (0..<2_500).map { Int32($0 * 3) }

    /// The values as a stored column over `chunks` (3 chunks), with the failures it counts.
    private func stored(_ chunks: Chunks) throws -> (Column<Int32>, ChunkFailures) {
        let failures = ChunkFailures(), memory = CheckedColumn(Self.values)
        let column = try XCTUnwrap(CheckedColumn<Int32>(count: Self.values.count, first: 0, sums: memory.checksums(),
                                                         source: chunks, failures: failures) { _, _ in true })
        return (Column(stored: column), failures)
    }

    private func chunks() -> Chunks {
        let memory = CheckedColumn(Self.values)
        return Chunks((0..<memory.chunkCount).map(memory.chunkBytes))
    }

    func test_columnWithRange_builtAndStored_sameValuesAsSubscript() throws {
        let source = chunks()
        let (column, failures) = try stored(source)
        for c in [Column(Self.values), column] {
            XCTAssertEqual(c.withRange(1_000..<1_100) { Array($0) }, Array(Self.values[1_000..<1_100]))
            XCTAssertEqual(c.withRange(0..<2_500) { Array($0) }, Self.values)
        }
        XCTAssertEqual(failures.value, 0)
    }

    func test_columnWithRange_stored_readsOnlyTheRangesChunks() throws {
        let source = chunks()
        let (column, _) = try stored(source)
        _ = column.withRange(1_030..<1_040) { $0.count }
        XCTAssertEqual(source.reads.withLock { $0 }, [1])
    }

    func test_columnWithRange_pastTheEnd_clampedNotTrapped() throws {
        let (column, _) = try stored(chunks())
        XCTAssertEqual(column.withRange(2_490..<9_000) { Array($0) }, Array(Self.values[2_490...]))
        XCTAssertEqual(Column(Self.values).withRange(-5..<2) { Array($0) }, [0, 3])
        XCTAssertEqual(column.withRange(3_000..<4_000) { $0.count }, 0)
        XCTAssertEqual(Column<Int32>().withRange(0..<4) { $0.count }, 0)
    }

    func test_columnSubscriptAndReader_storedIndexOutOfRange_readZeroAndCountAFailure() throws {
        let (column, failures) = try stored(chunks())
        XCTAssertEqual(column[2_500], 0)
        XCTAssertEqual(column[-1], 0)
        XCTAssertEqual(column.withReader { r in r[9_000] }, 0)
        XCTAssertEqual(failures.value, 3)
        XCTAssertEqual(column[2_499], 7_497)
    }

    func test_columnWithRange_damagedChunk_readsZerosAndCountsAFailure() throws {
        let source = chunks()
        source.damaged[1] = .some(nil)
        let (column, failures) = try stored(source)
        XCTAssertEqual(column.withRange(1_020..<1_030) { Array($0) }, [3_060, 3_063, 3_066, 3_069, 0, 0, 0, 0, 0, 0])
        XCTAssertEqual(failures.value, 1)
    }

    func test_columnReader_builtAndStored_sameValuesAsSubscript() throws {
        let (column, _) = try stored(chunks())
        for c in [Column(Self.values), column] {
            c.withReader { r in
                XCTAssertEqual(r.count, 2_500)
                XCTAssertEqual([r[0], r[1_024], r[2_499]], [0, 3_072, 7_497])
                XCTAssertTrue(r.contains(2_499))
                XCTAssertFalse(r.contains(2_500))
                XCTAssertFalse(r.contains(-1))
            }
        }
    }

    func test_columnReader_damagedChunk_readsZerosAndCountsAFailure() throws {
        let source = chunks()
        source.damaged[2] = []
        let (column, failures) = try stored(source)
        column.withReader { r in
            XCTAssertEqual(r[2_048], 0)
            XCTAssertEqual(r[2_047], 6_141)
        }
        XCTAssertEqual(failures.value, 1)
    }
}
