import LiftCore
import XCTest

/// What the shared store specs need from one store, as closures, so that one `assertThat...`
/// helper serves every record kind (the Essential Feed case study's FeedStoreSpecs, over SQLite).
///
/// `insert(n)` stores the n-th sample (samples differ by n) and returns what it stored;
/// `anotherOwner()` opens the same store file for a different owner.
struct StoreSpecsAdapter<Record: Equatable, ID> {
    var insert: (_ sample: Int) throws -> Record
    var readAll: () throws -> [Record]
    var read: (ID) throws -> Record?
    var delete: (ID) throws -> Bool
    var id: (Record) -> ID
    /// An id to look up and delete in an empty store.
    var missingID: () -> ID
    /// Stores a changed version of `record` under the same identity; returns what a read must deliver.
    var replace: ((Record) throws -> Record)? = nil
    var anotherOwner: (() throws -> StoreSpecsAdapter)? = nil
    /// The store's paged list (no filter), for the paging specs.
    var readPage: ((Page) throws -> Paged<Record>)? = nil
    /// Stores the n-th sample under the given id (a create under an id the app made).
    var insertAs: ((ID, Int) throws -> Record)? = nil
}

// MARK: - Retrieve

protocol RetrieveStoreSpecs {
    func test_retrieve_emptyStore_deliversEmpty() throws
    func test_retrieve_emptyStoreTwice_deliversEmptyWithoutSideEffects() throws
    func test_retrieve_nonEmptyStoreTwice_deliversSameData() throws
}

extension RetrieveStoreSpecs where Self: XCTestCase {
    func assertThatRetrieveDeliversEmptyOnEmptyStore<R, I>(on sut: StoreSpecsAdapter<R, I>,
                                                           file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertEqual(try sut.readAll(), [], "read all", file: file, line: line)
        XCTAssertNil(try sut.read(sut.missingID()), "read by id", file: file, line: line)
    }

    func assertThatRetrieveHasNoSideEffectsOnEmptyStore<R, I>(on sut: StoreSpecsAdapter<R, I>,
                                                              file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertEqual(try sut.readAll(), [], "first read", file: file, line: line)
        XCTAssertEqual(try sut.readAll(), [], "second read", file: file, line: line)
        XCTAssertNil(try sut.read(sut.missingID()), "first read by id", file: file, line: line)
        XCTAssertNil(try sut.read(sut.missingID()), "second read by id", file: file, line: line)
    }

    func assertThatRetrieveHasNoSideEffectsOnNonEmptyStore<R, I>(on sut: StoreSpecsAdapter<R, I>,
                                                                 file: StaticString = #filePath, line: UInt = #line) throws {
        let stored = try sut.insert(0)
        XCTAssertEqual(try sut.readAll(), [stored], "first read", file: file, line: line)
        XCTAssertEqual(try sut.readAll(), [stored], "second read", file: file, line: line)
        XCTAssertEqual(try sut.read(sut.id(stored)), stored, "first read by id", file: file, line: line)
        XCTAssertEqual(try sut.read(sut.id(stored)), stored, "second read by id", file: file, line: line)
    }
}

// MARK: - Insert

protocol InsertStoreSpecs {
    func test_insert_emptyStore_deliversInserted() throws
    func test_insert_nonEmptyStore_keepsBoth() throws
}

extension InsertStoreSpecs where Self: XCTestCase {
    func assertThatInsertThenRetrieveDeliversInserted<R, I>(on sut: StoreSpecsAdapter<R, I>,
                                                            file: StaticString = #filePath, line: UInt = #line) throws {
        let stored = try sut.insert(0)
        XCTAssertEqual(try sut.readAll(), [stored], "read all", file: file, line: line)
        XCTAssertEqual(try sut.read(sut.id(stored)), stored, "read by id", file: file, line: line)
    }

    /// Order is each store's own spec: here only that both are there.
    func assertThatInsertOnNonEmptyStoreKeepsBoth<R, I>(on sut: StoreSpecsAdapter<R, I>,
                                                        file: StaticString = #filePath, line: UInt = #line) throws {
        let first = try sut.insert(0), second = try sut.insert(1)
        let all = try sut.readAll()
        XCTAssertEqual(all.count, 2, "read all: \(all)", file: file, line: line)
        XCTAssertTrue(all.contains(first) && all.contains(second), "read all: \(all)", file: file, line: line)
        XCTAssertEqual(try sut.read(sut.id(first)), first, "first by id", file: file, line: line)
        XCTAssertEqual(try sut.read(sut.id(second)), second, "second by id", file: file, line: line)
    }
}

// MARK: - Update (insert over an existing record, or the store's update)

protocol UpdateStoreSpecs {
    func test_update_existing_replacesStoredRecord() throws
}

extension UpdateStoreSpecs where Self: XCTestCase {
    func assertThatUpdateReplacesStoredRecord<R, I>(on sut: StoreSpecsAdapter<R, I>,
                                                    file: StaticString = #filePath, line: UInt = #line) throws {
        guard let replace = sut.replace else { return XCTFail("the adapter has no replace", file: file, line: line) }
        let stored = try sut.insert(0)
        let replaced = try replace(stored)
        XCTAssertNotEqual(replaced, stored, "the replacement must differ", file: file, line: line)
        XCTAssertEqual(try sut.readAll(), [replaced], "read all", file: file, line: line)
        XCTAssertEqual(try sut.read(sut.id(replaced)), replaced, "read by id", file: file, line: line)
    }
}

// MARK: - Delete

protocol DeleteStoreSpecs {
    func test_delete_emptyStore_deliversFalseAndStaysEmpty() throws
    func test_delete_nonEmptyStore_leavesStoreEmpty() throws
    func test_delete_oneOfTwo_removesOnlyThatRecordOnce() throws
}

extension DeleteStoreSpecs where Self: XCTestCase {
    func assertThatDeleteHasNoSideEffectsOnEmptyStore<R, I>(on sut: StoreSpecsAdapter<R, I>,
                                                            file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertFalse(try sut.delete(sut.missingID()), "delete", file: file, line: line)
        XCTAssertEqual(try sut.readAll(), [], "read all", file: file, line: line)
    }

    func assertThatDeleteEmptiesNonEmptyStore<R, I>(on sut: StoreSpecsAdapter<R, I>,
                                                    file: StaticString = #filePath, line: UInt = #line) throws {
        let stored = try sut.insert(0)
        XCTAssertTrue(try sut.delete(sut.id(stored)), "delete", file: file, line: line)
        XCTAssertEqual(try sut.readAll(), [], "read all", file: file, line: line)
    }

    func assertThatDeleteRemovesOnlyTheRecord<R, I>(on sut: StoreSpecsAdapter<R, I>,
                                                    file: StaticString = #filePath, line: UInt = #line) throws {
        let gone = try sut.insert(0), kept = try sut.insert(1)
        XCTAssertTrue(try sut.delete(sut.id(gone)), "first delete", file: file, line: line)
        XCTAssertFalse(try sut.delete(sut.id(gone)), "second delete", file: file, line: line)
        XCTAssertNil(try sut.read(sut.id(gone)), "deleted by id", file: file, line: line)
        XCTAssertEqual(try sut.readAll(), [kept], "read all", file: file, line: line)
    }
}

// MARK: - Owner isolation

protocol OwnerIsolationSpecs {
    func test_retrieve_otherOwner_seesNothing() throws
}

extension OwnerIsolationSpecs where Self: XCTestCase {
    /// Another owner on the same file neither reads nor deletes the record, and the owner keeps it.
    func assertThatAnotherOwnerSeesNothing<R, I>(on sut: StoreSpecsAdapter<R, I>,
                                                 file: StaticString = #filePath, line: UInt = #line) throws {
        guard let (stored, theirs) = try storedAndAnotherOwner(sut, file: file, line: line) else { return }
        XCTAssertNil(try theirs.read(sut.id(stored)), "their read by id", file: file, line: line)
        XCTAssertEqual(try theirs.readAll(), [], "their read all", file: file, line: line)
        XCTAssertFalse(try theirs.delete(sut.id(stored)), "their delete", file: file, line: line)
        XCTAssertEqual(try sut.readAll(), [stored], "own read all", file: file, line: line)
    }

    /// Another owner stores its own record under an id this owner has: each reads and deletes
    /// only its own, so an app-made id never reaches across owners.
    func assertThatAnotherOwnerKeepsItsOwnRecordUnderTheSameID<R, I>(on sut: StoreSpecsAdapter<R, I>,
                                                                    file: StaticString = #filePath, line: UInt = #line) throws {
        guard let (mine, theirs) = try storedAndAnotherOwner(sut, file: file, line: line) else { return }
        guard let insertAs = theirs.insertAs else { return XCTFail("the adapter cannot insert under an id", file: file, line: line) }
        let copy = try insertAs(sut.id(mine), 1)
        XCTAssertEqual(try theirs.read(sut.id(mine)), copy, "their read", file: file, line: line)
        XCTAssertEqual(try sut.read(sut.id(mine)), mine, "own read", file: file, line: line)
        XCTAssertTrue(try theirs.delete(sut.id(mine)), "their delete", file: file, line: line)
        XCTAssertEqual(try sut.readAll(), [mine], "own read all", file: file, line: line)
    }

    /// Sample 0 stored by this owner, and the other owner's adapter on the same file.
    private func storedAndAnotherOwner<R, I>(_ sut: StoreSpecsAdapter<R, I>, file: StaticString,
                                             line: UInt) throws -> (R, StoreSpecsAdapter<R, I>)? {
        guard let anotherOwner = sut.anotherOwner else {
            XCTFail("the adapter has no other owner", file: file, line: line)
            return nil
        }
        return (try sut.insert(0), try anotherOwner())
    }
}

// MARK: - Paging (LIMIT / OFFSET on the store's order, total counted in SQL)

protocol PagingStoreSpecs {
    func test_readPage_limitAndOffset_deliversThatSliceOfTheWholeOrderWithTheTotal() throws
    func test_readPage_offsetPastTheEnd_deliversNoItemsButTheTotal() throws
}

extension PagingStoreSpecs where Self: XCTestCase {
    func assertThatPagesSliceTheWholeOrder<R, I>(on sut: StoreSpecsAdapter<R, I>,
                                                 file: StaticString = #filePath, line: UInt = #line) throws {
        guard let readPage = sut.readPage else { return XCTFail("the adapter has no readPage", file: file, line: line) }
        for n in 0..<5 { _ = try sut.insert(n) }
        let whole = try readPage(.all)
        XCTAssertEqual(whole.total, 5, "total of the whole list", file: file, line: line)
        XCTAssertEqual(whole.items, try sut.readAll(), "the whole list in the store's order", file: file, line: line)
        let page = try readPage(Page(limit: 2, offset: 1))
        XCTAssertEqual(page.items, Array(whole.items[1..<3]), "the second and third", file: file, line: line)
        XCTAssertEqual(page.total, 5, "total before paging", file: file, line: line)
        XCTAssertEqual(try readPage(Page(limit: 10, offset: 4)).items, Array(whole.items[4...]), "the last, short page", file: file, line: line)
    }

    func assertThatOffsetPastTheEndDeliversNothingButTheTotal<R, I>(on sut: StoreSpecsAdapter<R, I>,
                                                                   file: StaticString = #filePath, line: UInt = #line) throws {
        guard let readPage = sut.readPage else { return XCTFail("the adapter has no readPage", file: file, line: line) }
        XCTAssertEqual(try readPage(Page(limit: 3)).total, 0, "empty store", file: file, line: line)
        _ = try sut.insert(0); _ = try sut.insert(1)
        let page = try readPage(Page(limit: 3, offset: 2))
        XCTAssertEqual(page.items, [], file: file, line: line)
        XCTAssertEqual(page.total, 2, file: file, line: line)
    }
}

/// The whole set, for a store of records that belong to one owner.
typealias OwnedRecordStoreSpecs = RetrieveStoreSpecs & InsertStoreSpecs & UpdateStoreSpecs & DeleteStoreSpecs & OwnerIsolationSpecs
