import LiftCore
import LiftJSON
import XCTest

/// A use case throws a Location; the error document is where it becomes the wire path.
final class ErrorLocationTests: XCTestCase {
    func test_errorWrite_aNestedLocation_spellsTheWirePathInMessageAndDetails() throws {
        let at = Location.item(3).key("exercise_records").index(0).key("set_records").index(2).key("weight")
        let response = JSONResponse()
        LiftError.invalid(at, "must be between 0 and 1000").write(to: response)
        XCTAssertEqual(try response.text(),
                       #"{"error":{"status":-1,"code":"invalid_request","#
                       + #""message":"items[3].exercise_records[0].set_records[2].weight: must be between 0 and 1000","#
                       + #""details":{"path":"items[3].exercise_records[0].set_records[2].weight"}}}"#)
    }

    func test_errorWrite_aLocationAfterOtherDetails_keepsTheDetailsOrder() throws {
        let response = JSONResponse()
        LiftError.notFound("exercise", id: "e1", path: Location("routine").key("exercises").index(1).key("id")).write(to: response)
        XCTAssertEqual(try response.text(),
                       #"{"error":{"status":-4,"code":"not_found","message":"no exercise with id e1","#
                       + #""details":{"kind":"exercise","id":"e1","path":"routine.exercises[1].id"}}}"#)
    }

    func test_pathOf_aCSVLine_spellsTheLineAfterItsMember() {
        XCTAssertEqual(JSONPath.of(Location("csv").line(4).key("date")), "csv line 4.date")
    }

    func test_pathOf_theRoot_isEmpty() {
        XCTAssertEqual(JSONPath.of(Location()), "")
    }

    func test_spelt_aLocatedError_becomesTheStringsItIsWrittenAs() {
        let e = LiftError.invalid(Location("weight").key("date"), "is required", code: "required_field").spelt
        XCTAssertEqual(e, LiftError(.invalidRequest, code: "required_field", "weight.date: is required",
                                    details: [.init("path", .string("weight.date"))]))
    }

    func test_errorWrite_locationsInsideTheMessage_spellsEachWhereTheMessageNamesIt() throws {
        let stops = Location("stops")
        let response = JSONResponse()
        LiftError(.notFound, code: "no_route", "no route from {0} to {1}",
                  details: [.init("path", .location(stops.index(2)))],
                  messageArguments: [stops.index(0), stops.index(2)]).write(to: response)
        XCTAssertEqual(try response.text(),
                       #"{"error":{"status":-4,"code":"no_route","message":"no route from stops[0] to stops[2]","#
                       + #""details":{"path":"stops[2]"}}}"#)
    }
}
