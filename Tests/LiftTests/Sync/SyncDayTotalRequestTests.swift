import CLift
import XCTest

/// A day's total of calories or steps (what health apps send) is last-writer-wins per day and
/// source, while separate entries add up: two stores, through the C contract.
final class SyncDayTotalRequestTests: XCTestCase {
    private let day = "2024-03-01"

    @discardableResult
    private func total(_ c: LiftClient, _ amount: Int, source: String? = nil, kind: String = "steps") -> LiftClient.Reply {
        var e: [String: Any] = ["date": day, "total": amount]
        if let source { e["source"] = source }
        return c.save(["kind": kind, kind: e])
    }

    private func dayTotal(_ c: LiftClient, kind: String = "steps") -> Int? {
        c.load(["kind": kind, "date": day]).json["day_total"] as? Int
    }

    private func synced() throws -> (LiftClient, LiftClient, SyncHost) {
        let (a, b, host) = (try LiftClient(), try LiftClient(), SyncHost())
        return (a, b, host)
    }

    /// Syncs both ways; both stores then answer `expected` as the day's total.
    private func assertSynced(_ a: LiftClient, _ b: LiftClient, _ host: SyncHost, dayTotal expected: Int, kind: String = "steps",
                              line: UInt = #line) {
        host.sync(a, to: b)
        host.sync(b, to: a)
        XCTAssertEqual(dayTotal(a, kind: kind), expected, line: line)
        XCTAssertEqual(dayTotal(b, kind: kind), expected, line: line)
    }

    func test_syncDayTotal_setOnTwoStoresSameDay_laterTotalOnBoth() throws {
        let (a, b, host) = try synced()
        total(a, 8000)
        usleep(3000)
        total(b, 9000)
        assertSynced(a, b, host, dayTotal: 9000)
        XCTAssertEqual(a.load(["kind": "steps", "date": day]).items.count, 1)
    }

    func test_syncDayTotal_earlierTotalArrivesLast_laterTotalStillKept() throws {
        let (a, b, host) = try synced()
        total(a, 8000)
        usleep(3000)
        total(b, 9000)
        host.sync(b, to: a)
        host.sync(a, to: b)
        XCTAssertEqual(dayTotal(a), 9000)
        XCTAssertEqual(dayTotal(b), 9000)
    }

    func test_syncDayTotal_sameValueSetAgainLater_wholeLaterWriteWins() throws {
        let (a, b, host) = try synced()
        total(a, 500)
        host.sync(a, to: b)
        usleep(3000)
        total(b, 700)
        usleep(3000)
        // The same figure again, after b's: the later write, though its amount did not change here.
        total(a, 500)
        assertSynced(a, b, host, dayTotal: 500)
    }

    func test_syncDayTotal_sameDayTwoSources_oneTotalEachAddingUp() throws {
        let (a, b, host) = try synced()
        total(a, 8000, source: "watch")
        usleep(3000)
        total(b, 3000, source: "phone")
        assertSynced(a, b, host, dayTotal: 11000)
    }

    func test_syncDayTotal_oneSourceOnTwoStores_sameRecordLaterWins() throws {
        let (a, b, host) = try synced()
        let first = total(a, 8000, source: "watch").item("steps")?["id"] as? String
        usleep(3000)
        let second = total(b, 8200, source: "watch").item("steps")?["id"] as? String
        XCTAssertEqual(first, second, "one record per day and source")
        assertSynced(a, b, host, dayTotal: 8200)
    }

    func test_syncDayTotal_entryAddedElsewhereAfterTotal_addsUp() throws {
        let (a, b, host) = try synced()
        total(a, 2000, kind: "calories")
        host.sync(a, to: b)
        _ = b.save(["kind": "calories", "calories": ["date": day, "amount": 450]])
        assertSynced(a, b, host, dayTotal: 2450, kind: "calories")
    }

    func test_syncCounts_separateEntriesOnTwoStores_addUpWithNoTotal() throws {
        let (a, b, host) = try synced()
        _ = a.save(["kind": "calories", "calories": ["date": day, "amount": 300]])
        _ = b.save(["kind": "calories", "calories": ["date": day, "amount": 200]])
        assertSynced(a, b, host, dayTotal: 500, kind: "calories")
    }

    func test_saveCounts_sourceWithAmount_refusedNamingSource() throws {
        let c = try LiftClient()
        let reply = c.save(["kind": "steps", "steps": ["date": day, "amount": 100, "source": "watch"]])
        XCTAssertEqual(reply.status, LIFT_E_INVALID_REQUEST)
        XCTAssertEqual(reply.details?["path"] as? String, "steps.source")
        XCTAssertEqual(dayTotal(c), 0)
    }

    func test_saveCounts_totalTwiceSameSource_oneEntryKeepsItsId() throws {
        let c = try LiftClient()
        let first = total(c, 100, source: "watch").item("steps")?["id"] as? String
        let second = total(c, 200, source: "watch").item("steps")?["id"] as? String
        XCTAssertEqual(first, second)
        XCTAssertEqual(dayTotal(c), 200)
        XCTAssertEqual(c.load(["kind": "steps", "date": day]).items.count, 1)
    }
}
