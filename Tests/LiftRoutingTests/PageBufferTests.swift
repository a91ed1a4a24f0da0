#if canImport(Glibc)
import Glibc
#endif
@testable import LiftRouting
import XCTest

/// The import's mapped lists: growth keeps values in order, a position out of range never traps,
/// a mapping the system refuses changes nothing, and a buffer let go gives its pages back.
final class PageBufferTests: XCTestCase {
    struct Pair: Equatable { var a: Int32; var b: UInt32 }

    func test_pageBuffer_appendsPastItsRoom_valuesKeptInOrderAndRoomGrows() {
        let sut = PageBuffer<Pair>(filler: Pair(a: -1, b: 0))
        XCTAssertEqual(sut.count, 0)
        XCTAssertEqual(sut.capacity, 0)
        XCTAssertTrue(sut.append(repeating: Pair(a: 0, b: 0), count: 3))
        let firstRoom = sut.capacity
        XCTAssertGreaterThanOrEqual(firstRoom, 3)
        for i in 0..<3 { sut[i] = Pair(a: Int32(i), b: 7) }
        let more = firstRoom * 3
        XCTAssertTrue(sut.append(repeating: Pair(a: 9, b: 9), count: more))
        XCTAssertEqual(sut.count, 3 + more)
        XCTAssertGreaterThanOrEqual(sut.capacity, 3 + more)
        XCTAssertEqual((0..<3).map { sut[$0] }, [Pair(a: 0, b: 7), Pair(a: 1, b: 7), Pair(a: 2, b: 7)])
        XCTAssertEqual(sut[3 + more - 1], Pair(a: 9, b: 9))
    }

    func test_pageBuffer_truncatedThenAppended_roomKeptAndNewValuesWritten() {
        let sut = PageBuffer<Int32>(filler: -1)
        XCTAssertTrue(sut.reserve(10_000))
        let room = sut.capacity
        XCTAssertTrue(sut.append(repeating: 5, count: 10_000))
        sut.truncate(to: 2)
        XCTAssertEqual(sut.count, 2)
        XCTAssertEqual(sut[2], -1)
        XCTAssertTrue(sut.append(repeating: 6, count: 3))
        XCTAssertEqual(sut.capacity, room)
        XCTAssertEqual((0..<5).map { sut[$0] }, [5, 5, 6, 6, 6])
        sut.truncate(to: -4)
        XCTAssertEqual(sut.count, 0)
    }

    func test_pageBuffer_positionsOutOfRange_readFillerWritesDropped() {
        let sut = PageBuffer<Int32>(filler: -7)
        XCTAssertEqual(sut[0], -7)
        sut[0] = 3
        XCTAssertTrue(sut.append(repeating: 1, count: 2))
        sut[-1] = 4
        sut[2] = 4
        XCTAssertEqual(sut[-1], -7)
        XCTAssertEqual(sut[2], -7)
        XCTAssertEqual([sut[0], sut[1]], [1, 1])
    }

    func test_pageBuffer_mappingRefused_answersFalseAndKeepsItsValues() {
        let sut = PageBuffer<Pair>(filler: Pair(a: -1, b: 0))
        XCTAssertTrue(sut.append(repeating: Pair(a: 2, b: 3), count: 4))
        let room = sut.capacity
        // 2^48 bytes: past any process's address space, so the system always refuses it.
        XCTAssertFalse(sut.reserve(1 << 45))
        XCTAssertFalse(sut.append(repeating: Pair(a: 0, b: 0), count: 1 << 45))
        XCTAssertFalse(sut.reserve(Int.max))
        XCTAssertFalse(sut.append(repeating: Pair(a: 0, b: 0), count: Int.max))
        XCTAssertEqual(sut.count, 4)
        XCTAssertEqual(sut.capacity, room)
        XCTAssertEqual((0..<4).map { sut[$0] }, Array(repeating: Pair(a: 2, b: 3), count: 4))
    }

    #if os(Linux)
    private func residentBytes() -> Int {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = statm.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    func test_pageBuffer_grownAndLetGo_itsPagesGoBackToTheSystem() {
        let mib = 1 << 20
        var sut: PageBuffer<Int64>? = PageBuffer<Int64>(filler: 0)
        let before = residentBytes()
        XCTAssertEqual(sut?.append(repeating: 1, count: 4 * mib / 8), true)
        // Grown past its room: the old mapping's written pages go back as the values move.
        XCTAssertEqual(sut?.append(repeating: 2, count: 60 * mib / 8), true)
        let grown = residentBytes()
        XCTAssertGreaterThan(grown - before, 60 * mib)
        XCTAssertLessThan(grown - before, 72 * mib)
        sut = nil
        XCTAssertLessThan(residentBytes() - before, 4 * mib)
    }

    func test_pageBuffer_truncated_pagesPastItsValuesGoBackAndKeptValuesStay() {
        let mib = 1 << 20
        let sut = PageBuffer<Int64>(filler: 0)
        let before = residentBytes()
        XCTAssertTrue(sut.append(repeating: 3, count: 64 * mib / 8))
        XCTAssertGreaterThan(residentBytes() - before, 60 * mib)
        // A cut inside a page: that page stays, with the values below the cut.
        let kept = 4 * mib / 8 + 5
        sut.truncate(to: kept)
        XCTAssertLessThan(residentBytes() - before, 8 * mib)
        XCTAssertEqual(sut.count, kept)
        XCTAssertEqual(sut[kept - 1], 3)
        XCTAssertEqual(sut[0], 3)
        XCTAssertEqual(sut[kept], 0)
        // The room handed back is written again by the next appends, never read as values.
        XCTAssertTrue(sut.append(repeating: 9, count: 2 * mib / 8))
        XCTAssertEqual(sut[kept - 1], 3)
        XCTAssertEqual(sut[kept], 9)
        XCTAssertEqual(sut[sut.count - 1], 9)
    }
    #endif
}
