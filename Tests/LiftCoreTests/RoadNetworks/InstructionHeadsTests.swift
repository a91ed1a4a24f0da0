@testable import LiftCore
import XCTest

/// The words before a sentence's road, kept once per maneuver: with the road after them they are
/// the sentence `Instruction` writes word by word.
final class InstructionHeadsTests: XCTestCase {
    private let heads = InstructionHeads()

    private func maneuver(_ type: ManeuverType, _ modifier: ManeuverModifier?, bearing: Int, exit: Int?) -> Maneuver {
        Maneuver(type: type, modifier: modifier, location: GeoPoint(lat: 60, lon: 25), bearingBefore: 10, bearingAfter: bearing, exit: exit)
    }

    /// The sentence from the kept head, or nil when the table does not hold it.
    private func sentence(_ m: Maneuver, road: String) -> String? {
        var text: String?
        let kept = heads.withHead(m, named: !road.isEmpty) { head, roadFollows in
            text = String(decoding: head, as: UTF8.self) + (roadFollows ? road : "")
        }
        XCTAssertEqual(kept, text != nil)
        return text
    }

    func test_withHead_everyManeuverOnNamedAndUnnamedRoads_headThenRoadIsTheSentence() {
        let roads: [(name: String, ref: String, roadClass: String)] = [("Kaivokatu", "", "residential"), ("", "E12", "trunk"),
                                                                       ("", "", "service"), ("", "", "road")]
        for road in roads {
            let phrase = Instruction.roadName(name: road.name, ref: road.ref, roadClass: road.roadClass)
            for type in ManeuverType.allCases {
                for modifier in [nil] + ManeuverModifier.allCases {
                    for bearing in [0, 22, 23, 100, 135, 181, 225, 270, 337, 338, 359] {
                        for exit in [nil, 1, 2, 3, 11, InstructionHeads.maxExit] {
                            let m = maneuver(type, modifier, bearing: bearing, exit: exit)
                            var words = Instruction.StringSink()
                            Instruction.write(m, name: road.name, ref: road.ref, roadClass: road.roadClass, to: &words)
                            XCTAssertEqual(sentence(m, road: phrase), words.text, "\(m) on \(road)")
                        }
                    }
                }
            }
        }
    }

    func test_withHead_exitPastTheTable_notKeptAndWrittenWordByWord() {
        let m = maneuver(.roundabout, .right, bearing: 90, exit: InstructionHeads.maxExit + 1)
        XCTAssertFalse(heads.withHead(m, named: true) { _, _ in XCTFail("no head past the table") })
        var text = Instruction.StringSink()
        Array("Kaivokatu".utf8).withUnsafeBufferPointer { Instruction.write(m, road: $0, to: &text) }
        XCTAssertEqual(text.text, "At the roundabout, take the 21st exit onto Kaivokatu")
    }

    func test_withHead_negativeExit_notKept() {
        XCTAssertFalse(heads.withHead(maneuver(.rotary, nil, bearing: 0, exit: -1), named: false) { _, _ in XCTFail("no head") })
    }

    func test_index_everyCombination_insideTheTableAndOnePerSentence() {
        var sentences = [Int: String]()
        for type in ManeuverType.allCases {
            for modifier in [nil] + ManeuverModifier.allCases {
                for bearing in stride(from: 0, to: 360, by: 45) {
                    for exit in [nil] + Array(1...InstructionHeads.maxExit) {
                        for named in [false, true] {
                            let m = maneuver(type, modifier, bearing: bearing, exit: exit)
                            guard let i = InstructionHeads.index(m, named: named) else { return XCTFail("\(m) has no head") }
                            XCTAssertTrue((0..<InstructionHeads.count).contains(i))
                            var words = Instruction.StringSink()
                            Instruction.write(m, name: named ? "Kaivokatu" : "", ref: "", roadClass: "road", to: &words)
                            // Two maneuvers share a head only where they read the same.
                            if let seen = sentences[i] { XCTAssertEqual(seen, words.text, "\(m)") } else { sentences[i] = words.text }
                        }
                    }
                }
            }
        }
    }
}
