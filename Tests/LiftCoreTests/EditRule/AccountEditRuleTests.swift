import LiftCore
import XCTest

/// Update Account under the save rule: absent fields kept, null clears a detail, never the username.
final class AccountEditRuleTests: XCTestCase {
    func test_updateAccount_nullEmail_clearsItAndKeepsName() throws {
        let store = AccountStoreSpy()
        let sut = UpdateAccount(store: store, text: store.text)
        let id = store.add("ann", password: "p")
        _ = try sut(id, AccountUpdate(name: "Ann", email: "ann@example.com"))
        let updated = try sut(id, AccountUpdate(username: .keep, name: .keep, phone: .keep, email: .clear))
        XCTAssertEqual(updated.details.name, "Ann")
        XCTAssertNil(updated.details.email)
    }

    func test_updateAccount_nullUsername_failsRequiredFieldAndWritesNothing() {
        let store = AccountStoreSpy()
        let sut = UpdateAccount(store: store, text: store.text)
        let id = store.add("ann", password: "p")
        assertInvalid(liftError { try sut(id, AccountUpdate(username: .clear, name: .keep, phone: .keep, email: .keep)) },
                      path: "account.username", code: "required_field")
        XCTAssertEqual(store.writes, [])
    }
}
