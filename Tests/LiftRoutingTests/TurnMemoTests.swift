import LiftCore
@testable import LiftRouting
import XCTest

/// The junction answers kept per turn (`JunctionFacts.turnMemo`).
final class TurnMemoTests: XCTestCase {
    func test_answer_nothingKept_nil() {
        let memo = TurnMemo(turns: 3)
        for t in 0..<3 { XCTAssertNil(memo.answer(t) as TurnMemo.Answer?) }
    }

    func test_keep_everyTypeAndModifierAndNone_readBackAsKept() {
        let answers: [TurnMemo.Answer] = [nil] + ManeuverType.allCases.flatMap { type in
            ManeuverModifier.allCases.map { (type: type, modifier: $0) }
        }
        let memo = TurnMemo(turns: answers.count)
        for (t, a) in answers.enumerated() { memo.keep(a, t) }
        for (t, a) in answers.enumerated() {
            guard let kept = memo.answer(t) else { return XCTFail("turn \(t) not kept") }
            XCTAssertEqual(kept?.type, a?.type, "turn \(t)")
            XCTAssertEqual(kept?.modifier, a?.modifier, "turn \(t)")
        }
    }

    func test_keepAndAnswer_turnOutOfRange_nothingKeptNoTrap() {
        let memo = TurnMemo(turns: 2)
        for t in [-1, 2, Int.max] {
            memo.keep((type: .turn, modifier: .left), t)
            XCTAssertNil(memo.answer(t) as TurnMemo.Answer?)
        }
        let none = TurnMemo(turns: 0)
        none.keep(nil, 0)
        XCTAssertNil(none.answer(0) as TurnMemo.Answer?)
    }
}
