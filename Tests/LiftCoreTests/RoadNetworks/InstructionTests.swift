import LiftCore
import XCTest

/// Maneuver modifiers from bearing changes, and the English sentences made from a step's fields.
final class InstructionTests: XCTestCase {
    func test_maneuverModifier_eachBand_fromTheTurnAngle() {
        let cases: [(Double, ManeuverModifier)] = [
            (0, .straight), (19.9, .straight), (-19.9, .straight),
            (20, .slightRight), (59.9, .slightRight), (-20, .slightLeft), (-59.9, .slightLeft),
            (60, .right), (139.9, .right), (-60, .left), (-139.9, .left),
            (140, .sharpRight), (169.9, .sharpRight), (-140, .sharpLeft), (-169.9, .sharpLeft),
            (170, .uturn), (180, .uturn), (-170, .uturn),
        ]
        for (angle, modifier) in cases { XCTAssertEqual(ManeuverModifier(turn: angle), modifier, "\(angle)") }
    }

    private func step(_ type: ManeuverType, _ modifier: ManeuverModifier? = nil, name: String = "Kaivokatu", ref: String = "",
                      roadClass: String = "residential", bearing: Int = 0, exit: Int? = nil) -> RouteStep {
        RouteStep(distance: 10, duration: 1, line: .none, name: name, ref: ref, roadClass: roadClass, mode: .driving,
                  maneuver: Maneuver(type: type, modifier: modifier, location: GeoPoint(lat: 60, lon: 25), bearingBefore: 0,
                                     bearingAfter: bearing, exit: exit))
    }

    func test_english_everyManeuverType_aShortSentence() {
        XCTAssertEqual(step(.depart, bearing: 92).instruction, "Head east on Kaivokatu")
        XCTAssertEqual(step(.depart, .uturn, bearing: 200).instruction, "Make a U-turn and head south on Kaivokatu")
        XCTAssertEqual(step(.arrive).instruction, "You have arrived at your destination")
        XCTAssertEqual(step(.turn, .sharpLeft).instruction, "Turn sharp left onto Kaivokatu")
        XCTAssertEqual(step(.turn, .straight).instruction, "Go straight onto Kaivokatu")
        XCTAssertEqual(step(.newName, .straight).instruction, "Continue onto Kaivokatu")
        XCTAssertEqual(step(.newName, .slightLeft).instruction, "Continue slight left onto Kaivokatu")
        XCTAssertEqual(step(.continue, .left).instruction, "Continue left on Kaivokatu")
        XCTAssertEqual(step(.continue, .uturn).instruction, "Make a U-turn and continue on Kaivokatu")
        XCTAssertEqual(step(.merge, .slightLeft, name: "", ref: "E12").instruction, "Merge left onto E12")
        XCTAssertEqual(step(.onRamp, .right, name: "", roadClass: "motorway_link").instruction,
                       "Take the ramp on the right onto the motorway link road")
        XCTAssertEqual(step(.offRamp, .slightRight, name: "", roadClass: "trunk_link").instruction,
                       "Take the exit on the right onto the trunk link road")
        XCTAssertEqual(step(.fork, .slightRight).instruction, "Keep right at the fork onto Kaivokatu")
        XCTAssertEqual(step(.endOfRoad, .right).instruction, "Turn right onto Kaivokatu")
        XCTAssertEqual(step(.roundabout, .right, exit: 1).instruction, "At the roundabout, take the 1st exit onto Kaivokatu")
        XCTAssertEqual(step(.rotary, .left, exit: 12).instruction, "At the rotary, take the 12th exit onto Kaivokatu")
        XCTAssertEqual(step(.roundabout, .right).instruction, "Enter the roundabout onto Kaivokatu")
    }

    func test_english_everyTurnModifier_saidAsItsWireName() {
        for m in ManeuverModifier.allCases where m != .straight && m != .uturn {
            XCTAssertEqual(step(.turn, m).instruction, "Turn \(m.rawValue) onto Kaivokatu")
            XCTAssertEqual(step(.newName, m).instruction, "Continue \(m.rawValue) onto Kaivokatu")
            XCTAssertEqual(step(.continue, m).instruction, "Continue \(m.rawValue) on Kaivokatu")
        }
    }

    func test_roadName_nameRefOrClass_asAHostWouldSayThem() {
        XCTAssertEqual(Instruction.roadName(name: "Mannerheimintie", ref: "E12", roadClass: "trunk"), "Mannerheimintie (E12)")
        XCTAssertEqual(Instruction.roadName(name: "", ref: "E12", roadClass: "trunk"), "E12")
        XCTAssertEqual(Instruction.roadName(name: "", ref: "", roadClass: "living_street"), "the living street road")
        XCTAssertEqual(Instruction.roadName(name: "", ref: "", roadClass: "footway"), "the footway")
        XCTAssertEqual(Instruction.roadName(name: "", ref: "", roadClass: "road"), "")
        XCTAssertEqual(step(.turn, .left, name: "", roadClass: "road").instruction, "Turn left")
    }

    func test_depart_compassPoints_roundToTheNearestEighth() {
        let expected = [(0, "north"), (22, "north"), (23, "northeast"), (135, "southeast"), (270, "west"), (338, "north"), (337, "northwest")]
        for (bearing, word) in expected { XCTAssertEqual(step(.depart, name: "", roadClass: "road", bearing: bearing).instruction, "Head \(word)") }
    }

    private struct Text: SentenceSink {
        var text = ""
        mutating func write(_ piece: StaticString) { text += piece.description }
        mutating func write(text piece: String) { text += piece }
        mutating func write(utf8 piece: UnsafeBufferPointer<UInt8>) { text += "<" + String(decoding: piece, as: UTF8.self) + ">" }
    }

    func test_write_roadAsBytes_sameSentenceAsFromItsFields() {
        let roads: [(String, String, String)] = [("Kaivokatu", "", "residential"), ("Mannerheimintie", "E12", "trunk"), ("", "E12", "trunk"),
                                                 ("", "", "living_street"), ("", "", "footway"), ("", "", "road"), ("Åkervägen \"x\"", "", "")]
        let modifiers: [ManeuverModifier?] = [nil] + ManeuverModifier.allCases
        for (name, ref, roadClass) in roads {
            let phrase = Array(Instruction.roadName(name: name, ref: ref, roadClass: roadClass).utf8)
            for type in ManeuverType.allCases {
                for modifier in modifiers {
                    for exit in [nil, 2] {
                        let m = step(type, modifier, name: name, ref: ref, roadClass: roadClass, bearing: 140, exit: exit).maneuver
                        var fields = Text(), bytes = Text()
                        Instruction.write(m, name: name, ref: ref, roadClass: roadClass, to: &fields)
                        phrase.withUnsafeBufferPointer { Instruction.write(m, road: $0, to: &bytes) }
                        // The road goes in as one piece of bytes, everything else as before.
                        XCTAssertEqual(String(bytes.text.filter { $0 != "<" && $0 != ">" }), fields.text)
                        XCTAssertEqual(bytes.text.contains("<"), !phrase.isEmpty && fields.text.contains(String(decoding: phrase, as: UTF8.self)))
                    }
                }
            }
        }
    }

    func test_write_everyManeuver_ownWordsGoInAsConstantsAndOnlyTheRoadAndExitAsText() {
        // A writer escapes text and copies constants as they are: a literal of the sentence's own
        // must not reach `write(text:)` (a String literal's default type would pick it).
        struct Marked: SentenceSink {
            var text = ""
            mutating func write(_ piece: StaticString) { text += piece.description }
            mutating func write(text piece: String) { text += "[" + piece + "]" }
        }
        for type in ManeuverType.allCases {
            for modifier in [nil] + ManeuverModifier.allCases {
                let s = step(type, modifier, name: "Kaivokatu", ref: "E12", roadClass: "residential", bearing: 140, exit: 2)
                var marked = Marked()
                Instruction.write(s.maneuver, name: s.name, ref: s.ref, roadClass: s.roadClass, to: &marked)
                let rest = marked.text.replacingOccurrences(of: "[Kaivokatu]", with: "").replacingOccurrences(of: "[E12]", with: "")
                    .replacingOccurrences(of: "[2]", with: "")
                XCTAssertFalse(rest.contains("["), marked.text)
                XCTAssertEqual(marked.text.filter { $0 != "[" && $0 != "]" }, s.instruction)
            }
        }
    }

    func test_sentenceSink_withoutItsOwnBytesWriter_takesTheBytesAsAString() {
        struct Plain: SentenceSink {
            var text = ""
            mutating func write(_ piece: StaticString) { text += piece.description }
            mutating func write(text piece: String) { text += piece }
        }
        var plain = Plain()
        Array("Kaivokatu".utf8).withUnsafeBufferPointer { Instruction.write(step(.turn, .left).maneuver, road: $0, to: &plain) }
        XCTAssertEqual(plain.text, "Turn left onto Kaivokatu")
    }

    /// The words before the road, then the road: what `write(_:road:to:)` writes, for every
    /// maneuver on a named road and an unnamed one.
    func test_withHead_everyManeuverNamedAndUnnamed_wordsThenRoadIsTheSentence() {
        struct Plain: SentenceSink {
            var text = ""
            mutating func write(_ piece: StaticString) { text += piece.description }
            mutating func write(text piece: String) { text += piece }
        }
        for phrase in ["Kaivokatu", ""] {
            for type in ManeuverType.allCases {
                for modifier in [nil] + ManeuverModifier.allCases {
                    for exit in [nil, 2] {
                        let m = Maneuver(type: type, modifier: modifier, location: GeoPoint(lat: 60, lon: 25), bearingBefore: 10,
                                         bearingAfter: 100, exit: exit)
                        var whole = Plain(), pieces = ""
                        let road = Array(phrase.utf8)
                        road.withUnsafeBufferPointer { Instruction.write(m, road: $0, to: &whole) }
                        let kept = Instruction.withHead(m, named: !phrase.isEmpty) { words, roadFollows in
                            pieces = String(decoding: words, as: UTF8.self) + (roadFollows ? phrase : "")
                        }
                        XCTAssertTrue(kept, "\(m)")
                        XCTAssertEqual(pieces, whole.text, "\(m) on \(phrase)")
                    }
                }
            }
        }
    }

    func test_withHead_exitPastTheHeads_falseAndNothingHanded() {
        let m = Maneuver(type: .rotary, modifier: .left, location: GeoPoint(lat: 60, lon: 25), bearingBefore: 0, bearingAfter: 0,
                         exit: 40)
        XCTAssertFalse(Instruction.withHead(m, named: true) { _, _ in XCTFail("no words past the heads") })
    }
}
