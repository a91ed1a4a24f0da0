import LiftCore
import LiftSQLite
import XCTest

/// The health store over SQLite: the shared specs (Support/StoreSpecs.swift) on samples keyed by
/// (platform, id), and its own (days, windows, anchors, policies).
final class HealthStoreSpecs: XCTestCase, OwnedRecordStoreSpecs {
    private func sample(_ n: Int, id: String? = nil, platform: HealthPlatform = .healthKit, type: HealthDataType = .stepCount,
                        day: Int64 = 20_000) -> StoredHealthSample {
        let start = Timestamp(milliseconds: (day * 86_400 + Int64(n) * 60) * 1000)
        return StoredHealthSample(
            platform: platform,
            provenance: HealthProvenance(id: id ?? "sample-\(n)", source: HealthSource(name: "Watch", bundleID: "com.watch", device: n % 2 == 0 ? nil : "Series 9"),
                                         wasUserEntered: n % 2 == 1, syncIdentifier: n % 2 == 1 ? "sync-\(n)" : nil,
                                         syncVersion: n % 2 == 1 ? Int64(n) : nil,
                                         lastModified: n % 2 == 1 ? Timestamp(milliseconds: 5) : nil),
            type: type, day: Day(daysSinceEpoch: day), start: start, end: Timestamp(milliseconds: start.milliseconds + 60_000),
            value: 100 + Double(n), unit: "count", canonicalValue: 100 + Double(n),
            activityType: type == .workout ? "running" : nil, durationSeconds: type == .workout ? 1800.5 : nil,
            distanceMeters: type == .workout ? 5012.25 : nil)
    }

    private func makeAdapter(owner: String = "local", db: SQLiteDatabase? = nil) throws -> StoreSpecsAdapter<StoredHealthSample, String> {
        let db = try db ?? makeTemporaryDatabase()
        let store = SQLiteHealthStore(database: db, owner: owner)
        let insertAs: (String?, Int) throws -> StoredHealthSample = { id, n in
            let s = self.sample(n, id: id)
            try store.createHealthSample(s)
            return s
        }
        return StoreSpecsAdapter(
            insert: { try insertAs(nil, $0) },
            readAll: { try store.readHealthSamples(platform: .healthKit, types: HealthDataType.allCases, from: .first, to: .last) },
            read: { try store.readHealthSample(platform: .healthKit, id: $0) },
            delete: { try store.deleteHealthSample(platform: .healthKit, id: $0) },
            id: \.provenance.id, missingID: { "missing" },
            replace: { old in
                var s = old
                s.value = 999; s.canonicalValue = 999; s.day = Day(daysSinceEpoch: 20_001)
                try store.updateHealthSample(s)
                return s
            },
            anotherOwner: { try self.makeAdapter(owner: owner + "-other", db: db) }, insertAs: insertAs)
    }

    func test_retrieve_emptyStore_deliversEmpty() throws { try assertThatRetrieveDeliversEmptyOnEmptyStore(on: makeAdapter()) }
    func test_retrieve_emptyStoreTwice_deliversEmptyWithoutSideEffects() throws { try assertThatRetrieveHasNoSideEffectsOnEmptyStore(on: makeAdapter()) }
    func test_retrieve_nonEmptyStoreTwice_deliversSameData() throws { try assertThatRetrieveHasNoSideEffectsOnNonEmptyStore(on: makeAdapter()) }
    func test_insert_emptyStore_deliversInserted() throws { try assertThatInsertThenRetrieveDeliversInserted(on: makeAdapter()) }
    func test_insert_nonEmptyStore_keepsBoth() throws { try assertThatInsertOnNonEmptyStoreKeepsBoth(on: makeAdapter()) }
    func test_update_existing_replacesStoredRecord() throws { try assertThatUpdateReplacesStoredRecord(on: makeAdapter()) }
    func test_delete_emptyStore_deliversFalseAndStaysEmpty() throws { try assertThatDeleteHasNoSideEffectsOnEmptyStore(on: makeAdapter()) }
    func test_delete_nonEmptyStore_leavesStoreEmpty() throws { try assertThatDeleteEmptiesNonEmptyStore(on: makeAdapter()) }
    func test_delete_oneOfTwo_removesOnlyThatRecordOnce() throws { try assertThatDeleteRemovesOnlyTheRecord(on: makeAdapter()) }
    func test_retrieve_otherOwner_seesNothing() throws { try assertThatAnotherOwnerSeesNothing(on: makeAdapter(owner: "a")) }
    func test_insert_sameIDAsAnotherOwner_keepsBothApart() throws {
        try assertThatAnotherOwnerKeepsItsOwnRecordUnderTheSameID(on: makeAdapter(owner: "a"))
    }

    func test_insert_sameIDOnAnotherPlatform_keptApart() throws {
        let store = SQLiteHealthStore(database: try makeTemporaryDatabase(), owner: "local")
        let kit = sample(0, id: "x"), connect = sample(1, id: "x", platform: .healthConnect)
        try store.createHealthSample(kit)
        try store.createHealthSample(connect)
        XCTAssertEqual(try store.readHealthSample(platform: .healthKit, id: "x"), kit)
        XCTAssertEqual(try store.readHealthSample(platform: .healthConnect, id: "x"), connect)
    }

    func test_createIfNew_heldID_deliversFalseAndKeepsTheHeldSample() throws {
        let db = try makeTemporaryDatabase()
        let store = SQLiteHealthStore(database: db, owner: "local")
        let first = sample(0, id: "x")
        var second = sample(1, id: "x")
        second.value = 5
        XCTAssertTrue(try store.createHealthSampleIfNew(first))
        XCTAssertFalse(try store.createHealthSampleIfNew(second))
        XCTAssertEqual(try store.readHealthSample(platform: .healthKit, id: "x"), first)
        XCTAssertTrue(try SQLiteHealthStore(database: db, owner: "other").createHealthSampleIfNew(second))
    }

    func test_retrieveByTypeAndDay_deliversEveryPlatformsSamplesOfThatDayOnly() throws {
        let store = SQLiteHealthStore(database: try makeTemporaryDatabase(), owner: "local")
        let a = sample(0, id: "a"), b = sample(1, id: "b", platform: .healthConnect)
        try [a, b, sample(2, id: "other-day", day: 20_001), sample(3, id: "mass", type: .bodyMass)].forEach(store.createHealthSample)
        XCTAssertEqual(try store.readHealthSamples(type: .stepCount, day: Day(daysSinceEpoch: 20_000)), [b, a])
        XCTAssertEqual(try store.readHealthSampleDays(type: .stepCount), [Day(daysSinceEpoch: 20_000), Day(daysSinceEpoch: 20_001)])
    }

    func test_deleteByTypes_removesEveryPlatformsSamplesOfThoseTypesOfThisOwnerOnly() throws {
        let db = try makeTemporaryDatabase()
        let store = SQLiteHealthStore(database: db, owner: "local"), other = SQLiteHealthStore(database: db, owner: "other")
        let workout = sample(2, id: "w", type: .workout), othersSteps = sample(4, id: "a")
        try [sample(0, id: "a"), sample(1, id: "b", platform: .healthConnect), workout, sample(3, id: "m", type: .bodyMass)]
            .forEach(store.createHealthSample)
        try other.createHealthSample(othersSteps)
        XCTAssertEqual(try store.deleteHealthSamples(types: [.stepCount, .bodyMass, .dietaryEnergy]), 3)
        XCTAssertEqual(try store.readHealthSamples(platform: .healthKit, types: HealthDataType.allCases, from: .first, to: .last), [workout])
        XCTAssertEqual(try store.readHealthSamples(platform: .healthConnect, types: HealthDataType.allCases, from: .first, to: .last), [])
        XCTAssertEqual(try other.readHealthSample(platform: .healthKit, id: "a"), othersSteps)
        XCTAssertEqual(try store.deleteHealthSamples(types: [.stepCount]), 0, "nothing left to delete")
    }

    func test_noteNew_idsOfAnyText_markedForTheSyncFeedUnderThePlatformsKind() throws {
        let db = try makeTemporaryDatabase()
        let store = SQLiteHealthStore(database: db, owner: "local")
        let ids = ["plain", "quote\"d", "back\\slash", "tab\tand\u{1}", "ünï"]
        try store.noteNewHealthSamples(platform: .healthConnect, ids: ids)
        try store.noteNewHealthSamples(platform: .healthConnect, ids: ["plain"])
        let s = try db.statement("SELECT id FROM sync_dirty WHERE owner_id = 'local' AND kind = 'health_sample_health_connect' ORDER BY id")
        var marked = [String]()
        while try s.step() { marked.append(s.string(0)) }
        XCTAssertEqual(marked, ids.sorted(), "each once, spelt as given")
    }

    func test_retrieveWindow_deliversThePlatformsSamplesOfTheTypesStartingInIt() throws {
        let store = SQLiteHealthStore(database: try makeTemporaryDatabase(), owner: "local")
        let inside = sample(1, id: "in"), workout = sample(2, id: "w", type: .workout)
        try [sample(0, id: "early", day: 19_999), inside, workout, sample(3, id: "hc", platform: .healthConnect)].forEach(store.createHealthSample)
        let from = Day(daysSinceEpoch: 20_000).start, to = Day(daysSinceEpoch: 20_001).start
        XCTAssertEqual(try store.readHealthSamples(platform: .healthKit, types: [.stepCount], from: from, to: to), [inside])
        XCTAssertEqual(try store.readHealthSamples(platform: .healthKit, types: [.workout], from: from, to: to), [workout])
    }

    func test_anchor_savedTwice_deliversTheLatestPerPlatformAndScope() throws {
        let db = try makeTemporaryDatabase()
        let store = SQLiteHealthStore(database: db, owner: "local")
        XCTAssertNil(try store.readHealthAnchor(platform: .healthKit, scope: "steps"))
        try store.createOrUpdateHealthAnchor(platform: .healthKit, HealthAnchor(scope: "steps", value: "one"))
        try store.createOrUpdateHealthAnchor(platform: .healthKit, HealthAnchor(scope: "steps", value: "two"))
        try store.createOrUpdateHealthAnchor(platform: .healthConnect, HealthAnchor(scope: "steps", value: "token"))
        XCTAssertEqual(try store.readHealthAnchor(platform: .healthKit, scope: "steps")?.value, "two")
        XCTAssertEqual(try store.readHealthAnchor(platform: .healthConnect, scope: "steps")?.value, "token")
        XCTAssertNil(try SQLiteHealthStore(database: db, owner: "other").readHealthAnchor(platform: .healthKit, scope: "steps"))
    }

    func test_policy_replaced_deliversTheNewOrderAndEmptyReadsAsNone() throws {
        let store = SQLiteHealthStore(database: try makeTemporaryDatabase(), owner: "local")
        XCTAssertNil(try store.readHealthPolicy(type: .stepCount))
        try store.createOrUpdateHealthPolicy(HealthPolicy(type: .stepCount, sources: ["b", "a", "c"]))
        try store.createOrUpdateHealthPolicy(HealthPolicy(type: .stepCount, sources: ["c", "a"]))
        XCTAssertEqual(try store.readHealthPolicy(type: .stepCount)?.sources, ["c", "a"])
        XCTAssertNil(try store.readHealthPolicy(type: .bodyMass))
        try store.createOrUpdateHealthPolicy(HealthPolicy(type: .stepCount, sources: []))
        XCTAssertNil(try store.readHealthPolicy(type: .stepCount))
    }
}
