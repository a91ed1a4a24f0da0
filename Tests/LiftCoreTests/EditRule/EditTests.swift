import LiftCore
import XCTest

/// Edit<T>: the three states of a field of a save, merged into a stored value.
final class EditTests: XCTestCase {
    func test_edit_merged_keepsClearsOrSets() {
        XCTAssertEqual(Edit<String>.keep.merged("old"), "old")
        XCTAssertNil(Edit<String>.clear.merged("old"))
        XCTAssertEqual(Edit.set("new").merged("old"), "new")
    }

    func test_edit_required_keepsOrSets() throws {
        XCTAssertEqual(try Edit<Int>.keep.required(1, path: "k.f"), 1)
        XCTAssertEqual(try Edit.set(2).required(1, path: "k.f"), 2)
    }

    func test_edit_requiredCleared_failsRequiredFieldNamingPath() {
        assertInvalid(liftError { try Edit<Int>.clear.required(1, path: "k.f") }, path: "k.f", code: "required_field")
    }

    func test_edit_requiredAbsentOnCreate_failsIsRequiredNamingPath() {
        assertInvalid(liftError { try Edit<Int>.keep.required(nil, path: "k.f") }, path: "k.f")
    }

    func test_edit_list_givenReplacesClearedEmpties() {
        XCTAssertEqual(Edit<[Int]>.keep.list([1, 2]), [1, 2])
        XCTAssertEqual(Edit<[Int]>.clear.list([1, 2]), [])
        XCTAssertEqual(Edit.set([3]).list([1, 2]), [3])
    }

    func test_editRule_existing_noIDReadsNothing() {
        var reads = 0
        XCTAssertNil(EditRule.existing(nil) { (_: RecordID) -> Int? in reads += 1; return 1 })
        XCTAssertEqual(reads, 0)
    }

    func test_editRule_existing_unknownIDIsNilNotAnError() {
        XCTAssertNil(EditRule.existing(RecordID.random()) { (_: RecordID) -> Int? in nil })
    }
}
