import XCTest
import LiftCore
@testable import LiftRouting

/// Steps of planned routes on hand-made street maps: each maneuver type, modifiers, collapse,
/// roundabout exits, unnamed and ref-only roads, U-turns at stops.
final class DirectionsTests: XCTestCase {
    /// A crossroads: Main runs north through node 2, Side crosses it west to east.
    private func crossroads() -> StreetMap {
        var m = StreetMap()
        m.nodes = [1: (0, 0), 2: (1, 0), 3: (2, 0), 4: (1, 1), 5: (1, -1)]
        m.way([1, 2, 3], ["highway": "residential", "name": "Main"])
        m.way([5, 2, 4], ["highway": "residential", "name": "Side"])
        return m
    }

    func test_steps_turnAtCrossroads_departTurnRightArrive() throws {
        let m = crossroads()
        let steps = try XCTUnwrap(m.steps([m.near(1, towards: 2), m.near(4, towards: 2)]).first)
        XCTAssertEqual(steps.map(\.summary), ["depart Main", "turn right Side", "arrive Side"])
        XCTAssertEqual(steps.map(\.instruction), ["Head north on Main", "Turn right onto Side", "You have arrived at your destination"])
        XCTAssertEqual(steps[0].maneuver.bearingAfter, 0)
        XCTAssertEqual(steps[1].maneuver.bearingBefore, 0)
        XCTAssertEqual(steps[1].maneuver.bearingAfter, 90, accuracy: 1)
    }

    func test_steps_turnLeftAtCrossroads_modifierLeft() throws {
        let m = crossroads()
        let steps = try XCTUnwrap(m.steps([m.near(1, towards: 2), m.near(5, towards: 2)]).first)
        XCTAssertEqual(steps.map(\.summary), ["depart Main", "turn left Side", "arrive Side"])
    }

    func test_steps_straightOnAcrossCrossroads_collapseIntoOneStep() throws {
        var m = crossroads()
        m.ways[0] = ([1, 2], ["highway": "residential", "name": "Main"])
        m.way([2, 3], ["highway": "residential", "name": "Main"])
        let steps = try XCTUnwrap(m.steps([m.near(1, towards: 2), m.near(3, towards: 2)]).first)
        XCTAssertEqual(steps.map(\.summary), ["depart Main", "arrive Main"])
        XCTAssertEqual(steps[0].distance, steps.reduce(0) { $0 + $1.distance }, accuracy: 0.001)
    }

    func test_steps_nameChangesStraightOn_newName() throws {
        var m = StreetMap()
        m.nodes = [1: (0, 0), 2: (1, 0), 3: (2, 0)]
        m.way([1, 2], ["highway": "residential", "name": "Mannerheimintie"])
        m.way([2, 3], ["highway": "residential", "name": "Kaivokatu"])
        let steps = try XCTUnwrap(m.steps([m.near(1, towards: 2), m.near(3, towards: 2)]).first)
        XCTAssertEqual(steps.map(\.summary), ["depart Mannerheimintie", "new name straight Kaivokatu", "arrive Kaivokatu"])
        XCTAssertEqual(steps[1].instruction, "Continue onto Kaivokatu")
    }

    func test_steps_sameRoadBendsWithNoOtherRoad_noStep() throws {
        var m = StreetMap()
        m.nodes = [1: (0, 0), 2: (1, 0), 3: (1, 1)]
        m.way([1, 2, 3], ["highway": "residential", "name": "Main"])
        let steps = try XCTUnwrap(m.steps([m.near(1, towards: 2), m.near(3, towards: 2)]).first)
        XCTAssertEqual(steps.map(\.summary), ["depart Main", "arrive Main"])
    }

    func test_steps_sameRoadTurnsWhereAnotherGoesOn_continueRight() throws {
        var m = StreetMap()
        m.nodes = [1: (0, 0), 2: (1, 0), 3: (1, 1), 4: (2, 0)]
        m.way([1, 2, 3], ["highway": "residential", "name": "Main"])
        m.way([2, 4], ["highway": "residential", "name": "Other"])
        let steps = try XCTUnwrap(m.steps([m.near(1, towards: 2), m.near(3, towards: 2)]).first)
        XCTAssertEqual(steps.map(\.summary), ["depart Main", "continue right Main", "arrive Main"])
        XCTAssertEqual(steps[1].instruction, "Continue right on Main")
    }

    func test_steps_tJunction_endOfRoadLeft() throws {
        var m = StreetMap()
        m.nodes = [1: (0, 0), 2: (1, 0), 4: (1, 1), 5: (1, -1)]
        m.way([1, 2], ["highway": "residential", "name": "Stem"])
        m.way([5, 2, 4], ["highway": "residential", "name": "Top"])
        let steps = try XCTUnwrap(m.steps([m.near(1, towards: 2), m.near(5, towards: 2)]).first)
        XCTAssertEqual(steps.map(\.summary), ["depart Stem", "end of road left Top", "arrive Top"])
        XCTAssertEqual(steps[1].instruction, "Turn left onto Top")
    }

    func test_steps_roadSplitsAhead_forkSlightLeft() throws {
        var m = StreetMap()
        m.nodes = [1: (0, 0), 2: (1, 0), 3: (2, -0.5), 4: (2, 0.5)]
        m.way([1, 2], ["highway": "primary", "name": "Trunk Road"])
        m.way([2, 3], ["highway": "primary", "name": "West Branch"])
        m.way([2, 4], ["highway": "primary", "name": "East Branch"])
        let steps = try XCTUnwrap(m.steps([m.near(1, towards: 2), m.near(3, towards: 2)]).first)
        XCTAssertEqual(steps.map(\.summary), ["depart Trunk Road", "fork slight left West Branch", "arrive West Branch"])
        XCTAssertEqual(steps[1].instruction, "Keep left at the fork onto West Branch")
    }

    func test_steps_motorwayExitRamp_offRampSlightRight() throws {
        var m = StreetMap()
        m.nodes = [1: (0, 0), 2: (2, 0), 3: (4, 0), 4: (3, 1.2), 5: (3, 3)]
        m.way([1, 2, 3], ["highway": "motorway", "ref": "E12", "oneway": "no"])
        m.way([2, 4], ["highway": "motorway_link", "oneway": "no"])
        m.way([4, 5], ["highway": "secondary", "name": "Exit Road"])
        let steps = try XCTUnwrap(m.steps([m.near(1, towards: 2), m.near(5, towards: 4)]).first)
        XCTAssertEqual(steps.map(\.summary).prefix(2), ["depart", "off ramp slight right"])
        XCTAssertEqual(steps[0].ref, "E12")
        XCTAssertEqual(steps[0].instruction, "Head north on E12")
        XCTAssertEqual(steps[1].roadClass, "motorway_link")
        XCTAssertEqual(steps[1].instruction, "Take the exit on the right onto the motorway link road")
    }

    func test_steps_rampOntoMotorway_onRampThenMerge() throws {
        var m = StreetMap()
        m.nodes = [1: (0, 2), 2: (1, 1), 3: (2, 0.3), 4: (3, 0), 10: (0, 0), 11: (5, 0)]
        m.way([1, 2], ["highway": "primary", "name": "Town Road"])
        m.way([2, 3, 4], ["highway": "motorway_link", "oneway": "no"])
        m.way([10, 4, 11], ["highway": "motorway", "ref": "E12", "oneway": "no"])
        let steps = try XCTUnwrap(m.steps([m.near(1, towards: 2), m.near(11, towards: 4)]).first)
        XCTAssertEqual(steps.map { $0.maneuver.type }, [.depart, .onRamp, .merge, .arrive])
        XCTAssertEqual(steps[2].ref, "E12")
        XCTAssertTrue(steps[2].instruction.hasPrefix("Merge"), steps[2].instruction)
    }

    func test_steps_refOnlyRoad_namedByRef() throws {
        var m = crossroads()
        m.ways[1] = ([5, 2, 4], ["highway": "primary", "ref": "E12"])
        let steps = try XCTUnwrap(m.steps([m.near(1, towards: 2), m.near(4, towards: 2)]).first)
        XCTAssertEqual(steps[1].name, "")
        XCTAssertEqual(steps[1].ref, "E12")
        XCTAssertEqual(steps[1].instruction, "Turn right onto E12")
    }

    func test_steps_unnamedServiceRoad_emptyNameAndItsClass() throws {
        var m = crossroads()
        m.ways[1] = ([5, 2, 4], ["highway": "service"])
        let steps = try XCTUnwrap(m.steps([m.near(1, towards: 2), m.near(5, towards: 2)]).first)
        XCTAssertEqual(steps[1].name, "")
        XCTAssertEqual(steps[1].ref, "")
        XCTAssertEqual(steps[1].roadClass, "service")
        XCTAssertEqual(steps[1].instruction, "Turn left onto the service road")
    }

    /// A roundabout (counter-clockwise, one-way) with four arms: south, east, north, west.
    private func roundabout(_ ringTags: [String: String] = ["highway": "tertiary", "junction": "roundabout"]) -> StreetMap {
        var m = StreetMap()
        m.nodes = [1: (-0.2, 0), 2: (0, 0.4), 3: (0.2, 0), 4: (0, -0.4),
                   11: (-2, 0), 12: (0, 3), 13: (2, 0), 14: (0, -3)]
        m.way([1, 2, 3, 4, 1], ringTags)
        m.way([11, 1], ["highway": "residential", "name": "South Street"])
        m.way([2, 12], ["highway": "residential", "name": "East Street"])
        m.way([3, 13], ["highway": "residential", "name": "North Street"])
        m.way([4, 14], ["highway": "residential", "name": "West Street"])
        return m
    }

    func test_steps_roundaboutEachExit_countsExitsAndNamesTheRoadLeftOn() throws {
        let m = roundabout()
        for (exit, node, name) in [(1, 12, "East Street"), (2, 13, "North Street"), (3, 14, "West Street")] {
            let steps = try XCTUnwrap(m.steps([m.near(11, towards: 1), m.near(node, towards: m.ways[exit + 1].nodes[0])]).first)
            XCTAssertEqual(steps.map { $0.maneuver.type }, [.depart, .roundabout, .arrive], "exit \(exit)")
            XCTAssertEqual(steps[1].maneuver.exit, exit)
            XCTAssertEqual(steps[1].name, name)
            XCTAssertEqual(steps[1].instruction, "At the roundabout, take the \(["1st", "2nd", "3rd"][exit - 1]) exit onto \(name)")
        }
    }

    func test_steps_roundaboutEnteredFromEachArm_everyExitCountedFromThere() throws {
        let m = roundabout()
        // Ring nodes 1...4 counter-clockwise, each with its arm (11...14) and the arm's name.
        let arms = [(1, 11, "South Street"), (2, 12, "East Street"), (3, 13, "North Street"), (4, 14, "West Street")]
        for entry in 0..<4 {
            for exit in 1...3 {
                let into = arms[entry], out = arms[(entry + exit) % 4]
                let legs = try m.steps([m.near(into.1, towards: into.0), m.near(out.1, towards: out.0)])
                let steps = try XCTUnwrap(legs.first)
                XCTAssertEqual(steps.map { $0.maneuver.type }, [.depart, .roundabout, .arrive], "from \(into.2), exit \(exit)")
                XCTAssertEqual(steps[1].maneuver.exit, exit, "from \(into.2)")
                XCTAssertEqual(steps[1].name, out.2, "from \(into.2), exit \(exit)")
            }
        }
    }

    func test_steps_exitOnlyArmsOneWayIn_notCounted() throws {
        var m = roundabout()
        // East Street only leads into the ring: no exit there.
        m.ways[2] = ([12, 2], ["highway": "residential", "name": "East Street", "oneway": "yes"])
        let steps = try XCTUnwrap(m.steps([m.near(11, towards: 1), m.near(13, towards: 3)]).first)
        XCTAssertEqual(steps[1].maneuver.exit, 1)
    }

    func test_steps_namedRoundabout_rotary() throws {
        let m = roundabout(["highway": "tertiary", "junction": "roundabout", "name": "Ring"])
        let steps = try XCTUnwrap(m.steps([m.near(11, towards: 1), m.near(13, towards: 3)]).first)
        XCTAssertEqual(steps[1].maneuver.type, .rotary)
        XCTAssertEqual(steps[1].maneuver.exit, 2)
        XCTAssertEqual(steps[1].instruction, "At the rotary, take the 2nd exit onto North Street")
    }

    func test_steps_crossroadsWithJunctionFacts_straightOnQuietTurnsStillTurns() throws {
        let m = crossroads()
        let network = try m.network()
        let straight = RouteQuery(stops: [m.near(1, towards: 2), m.near(3, towards: 2)], steps: true)
        let turn = RouteQuery(stops: [m.near(1, towards: 2), m.near(4, towards: 2)], steps: true)
        // The network makes its junction facts on its second stepped route: both ways asked.
        for round in 0..<3 {
            XCTAssertEqual(try XCTUnwrap(network.plan(straight).legs.first?.steps).map(\.summary), ["depart Main", "arrive Main"],
                           "route \(round)")
            XCTAssertEqual(try XCTUnwrap(network.plan(turn).legs.first?.steps).map(\.summary),
                           ["depart Main", "turn right Side", "arrive Side"], "route \(round)")
        }
    }

    func test_steps_armNamedAsItsRingWithJunctionFacts_stillEntersTheRing() throws {
        var m = roundabout(["highway": "tertiary", "junction": "roundabout", "name": "Ring"])
        // The arm goes on only into the ring, under the ring's name: still a maneuver there.
        m.ways[1] = ([11, 1], ["highway": "residential", "name": "Ring"])
        let network = try m.network()
        let query = RouteQuery(stops: [m.near(11, towards: 1), m.near(13, towards: 3)], steps: true)
        // The network makes its junction facts on its second stepped route: both ways asked.
        for round in 0..<3 {
            let steps = try XCTUnwrap(network.plan(query).legs.first?.steps)
            XCTAssertEqual(steps.map { $0.maneuver.type }, [.depart, .rotary, .arrive], "route \(round)")
            XCTAssertEqual(steps[1].maneuver.exit, 2, "route \(round)")
        }
    }

    func test_junctionFacts_walk_eachArcsLabelClassesLengthAndTimeAsTheTablesHoldThem() throws {
        let network = try crossroads().network()
        let road = network.road
        let facts = try XCTUnwrap(JunctionFacts(road, network.turns, eastScale: 0.5))
        XCTAssertEqual(facts.walk.count, road.arcCount)
        for a in 0..<road.arcCount {
            let s = Int(road.arcSegment[a]), label = Int(road.segmentLabel[s])
            XCTAssertEqual(facts.walk[a].label, label)
            XCTAssertEqual(facts.walk[a].classes, road.labels.classes(label, forward: road.segmentForward[s] == Int32(a)).rawValue)
            XCTAssertEqual(facts.walk[a].length, road.arcLength[a])
            XCTAssertEqual(facts.walk[a].duration, road.arcDuration.element(a) ?? road.arcWeight[a])
        }
    }

    func test_junctionFacts_arcTablesOfAnotherLength_none() throws {
        let network = try crossroads().network()
        for cut in 0..<3 {
            var road = network.road
            switch cut {
            case 0: road.arcLength.removeLast()
            case 1: road.arcWeight.removeLast()
            default: road.arcSegment.removeLast()
            }
            XCTAssertNil(JunctionFacts(road, network.turns, eastScale: 1), "\(cut)")
        }
    }

    func test_steps_stopAtADeadEndThenBack_nextLegDepartsWithUTurn() throws {
        var m = crossroads()
        m.way([4, 6], ["highway": "residential", "name": "Cul-de-sac"])
        m.nodes[6] = (1, 2)
        let legs = try m.steps([m.near(1, towards: 2), m.near(6, towards: 4, by: 0.2), m.near(3, towards: 2)])
        XCTAssertEqual(legs.count, 2)
        XCTAssertEqual(legs[1].first?.maneuver.type, .depart)
        XCTAssertEqual(legs[1].first?.maneuver.modifier, .uturn)
        XCTAssertEqual(legs[1].first?.instruction, "Make a U-turn and head west on Cul-de-sac")
    }

    func test_steps_turnForbiddenBesideADeadEnd_uTurnAtItsEndWithinTheLeg() throws {
        // Entry (one-way north) may not turn onto Exit at node 2: the way on is up the Stub to its
        // dead end and back. Back leads from Exit to Entry's start, so every road can be left.
        var m = StreetMap()
        m.nodes = [1: (0, 0), 2: (1, 0), 3: (2, 0), 4: (1, 1), 5: (0, 1)]
        m.way([1, 2], ["highway": "residential", "name": "Entry", "oneway": "yes"])
        m.way([2, 3], ["highway": "residential", "name": "Stub"])
        m.way([2, 4], ["highway": "residential", "name": "Exit"])
        m.way([4, 5, 1], ["highway": "residential", "name": "Back"])
        m.restrictions = [(from: 1, via: 2, to: 3, kind: "no_right_turn")]
        let steps = try XCTUnwrap(m.steps([m.near(1, towards: 2), m.near(4, towards: 2, by: 0.5)]).first)
        XCTAssertEqual(steps.map(\.summary), ["depart Entry", "new name straight Stub", "continue uturn Stub", "new name left Exit", "arrive Exit"])
        guard steps.count == 5 else { return }
        XCTAssertEqual(steps[2].instruction, "Make a U-turn and continue on Stub")
        XCTAssertEqual(steps[2].maneuver.bearingBefore, 0)
        XCTAssertEqual(steps[2].maneuver.bearingAfter, 180)
    }

    func test_steps_twoStopsOnOneStreet_departAndArriveOnly() throws {
        let m = crossroads()
        let steps = try XCTUnwrap(m.steps([m.near(1, towards: 2, by: 0.2), m.near(1, towards: 2, by: 0.7)]).first)
        XCTAssertEqual(steps.map(\.summary), ["depart Main", "arrive Main"])
        XCTAssertEqual(steps[0].distance, 0.5 * 111.2, accuracy: 1)
        XCTAssertEqual(steps[1].distance, 0)
    }

    func test_steps_sumsOfEveryLeg_matchTheLeg() throws {
        let m = roundabout()
        let network = try m.network()
        let route = try network.plan(RouteQuery(stops: [m.near(11, towards: 1), m.near(13, towards: 3), m.near(14, towards: 4)], steps: true))
        for leg in route.legs {
            let steps = try XCTUnwrap(leg.steps)
            XCTAssertEqual(steps.reduce(0) { $0 + $1.distance }, leg.distance, accuracy: 0.01)
            XCTAssertEqual(steps.reduce(0) { $0 + $1.duration }, leg.duration, accuracy: 0.01)
        }
    }

    func test_steps_geometryPolyline6_eachStepEncodedFromItsManeuverToTheNext() throws {
        let m = crossroads()
        let steps = try XCTUnwrap(m.steps([m.near(1, towards: 2), m.near(4, towards: 2)], geometry: .polyline6).first)
        guard case .polyline(let bytes) = steps[1].line else { return XCTFail("no polyline") }
        let points = decodePolyline(bytes, precision: 6)
        XCTAssertEqual(points.first?.lat ?? 0, m.point(1, 0).lat, accuracy: 1e-6)
        XCTAssertEqual(points.first?.lon ?? 0, m.point(1, 0).lon, accuracy: 1e-6)
        XCTAssertEqual(points.last?.lat ?? 0, m.near(4, towards: 2).lat, accuracy: 1e-5)
    }

    func test_steps_notAsked_noSteps() throws {
        let m = crossroads()
        let route = try m.network().plan(RouteQuery(stops: [m.near(1, towards: 2), m.near(4, towards: 2)]))
        XCTAssertNil(route.legs[0].steps)
    }

    func test_steps_footProfile_modeWalking() throws {
        let m = crossroads()
        let steps = try XCTUnwrap(m.steps([m.near(1, towards: 2), m.near(4, towards: 2)], .foot).first)
        XCTAssertEqual(Set(steps.map(\.mode)), [.walking])
    }

    func test_networkCodec_labels_roundTripAndTheirLossIsUnnamed() throws {
        let m = crossroads()
        let network = try m.network()
        let decoded = try NetworkCodec.decode(NetworkCodec.encode(network))
        XCTAssertEqual(decoded.road.labels, network.road.labels)
        XCTAssertEqual(decoded.road.segmentLabel, network.road.segmentLabel)
        XCTAssertEqual(Set((0..<decoded.road.labels.count).map { decoded.road.labels.label($0).name }), ["", "Main", "Side"])
    }
}

/// Google's polyline algorithm, read back.
func decodePolyline(_ bytes: [UInt8], precision: Int) -> [GeoPoint] {
    var out = [GeoPoint](), i = 0, lat = 0, lon = 0
    func next() -> Int {
        var result = 0, shift = 0
        while i < bytes.count {
            let b = Int(bytes[i]) - 63
            i += 1
            result |= (b & 0x1F) << shift
            shift += 5
            if b < 0x20 { break }
        }
        return result & 1 != 0 ? ~(result >> 1) : result >> 1
    }
    let scale = pow(10.0, Double(precision))
    while i < bytes.count {
        lat += next(); lon += next()
        out.append(GeoPoint(lat: Double(lat) / scale, lon: Double(lon) / scale))
    }
    return out
}

private func XCTAssertEqual(_ a: Int, _ b: Int, accuracy: Int, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertLessThanOrEqual(abs(a - b), accuracy, "\(a) is not \(b) ± \(accuracy)", file: file, line: line)
}
