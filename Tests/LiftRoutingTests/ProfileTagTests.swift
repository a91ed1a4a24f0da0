import XCTest
@testable import LiftRouting

/// What each profile reads from a way's and a node's tags (speeds in km/h, 0 = direction closed).
final class ProfileTagTests: XCTestCase {
    private func car(_ tags: [String: String]) -> Profile.WaySpeeds? { Profile.car.speeds(tags) }

    func test_carOneway_minusOne_opensOnlyAgainstNodeOrder() {
        XCTAssertEqual(car(["highway": "residential", "oneway": "-1"]).map { [$0.forward, $0.backward] }, [0, 25])
    }

    func test_carOneway_motorwayAndRoundabout_areImpliedOneway() {
        XCTAssertEqual(car(["highway": "motorway"])?.backward, 0)
        XCTAssertEqual(car(["highway": "primary", "junction": "roundabout"])?.backward, 0)
        XCTAssertEqual(car(["highway": "motorway", "oneway": "no"])?.backward, 90)
    }

    func test_carOneway_reversible_isNotRouted() {
        XCTAssertNil(car(["highway": "residential", "oneway": "reversible"]))
    }

    func test_carAccess_motorcarOverMotorVehicleOverVehicleOverAccess() {
        XCTAssertNotNil(car(["highway": "residential", "access": "no", "motorcar": "yes"]))
        XCTAssertNil(car(["highway": "residential", "motor_vehicle": "no", "vehicle": "yes"]))
        XCTAssertNotNil(car(["highway": "residential", "motor_vehicle": "yes", "vehicle": "no"]))
        XCTAssertNil(car(["highway": "residential", "vehicle": "no", "access": "yes"]))
        XCTAssertEqual(car(["highway": "residential", "access": "private"])?.restricted, true)
        XCTAssertEqual(car(["highway": "residential", "access": "destination"])?.restricted, true)
    }

    func test_carMaxspeed_numbersMphAndZoneCodes_driveAtEightyPercent() {
        XCTAssertEqual(car(["highway": "primary", "maxspeed": "50"])?.forward ?? 0, 40, accuracy: 0.01)
        XCTAssertEqual(car(["highway": "primary", "maxspeed": "30 mph"])?.forward ?? 0, 30 * 1.609 * 0.8, accuracy: 0.01)
        XCTAssertEqual(car(["highway": "residential", "maxspeed": "FI:urban"])?.forward ?? 0, 40, accuracy: 0.01)
        // Zone codes are not in car.lua's table: the highway's own speed.
        XCTAssertEqual(car(["highway": "residential", "maxspeed": "DE:zone30"])?.forward, 25)
        XCTAssertEqual(car(["highway": "residential", "maxspeed": "DE:zone:30"])?.forward, 25)
        // Unreadable or unlimited: the highway's default speed.
        XCTAssertEqual(car(["highway": "residential", "maxspeed": "signals"])?.forward, 25)
        XCTAssertEqual(car(["highway": "primary", "maxspeed:forward": "30", "maxspeed": "50"]).map { [$0.forward, $0.backward] }, [24, 40])
    }

    func test_carMaxspeed_advisoryAndSourceTags_readInCarLuaOrder() {
        XCTAssertEqual(car(["highway": "primary", "maxspeed": "50", "maxspeed:advisory": "30"])?.forward ?? 0, 24, accuracy: 0.01)
        XCTAssertEqual(car(["highway": "residential", "source:maxspeed": "FI:urban"])?.forward ?? 0, 40, accuracy: 0.01)
        XCTAssertEqual(car(["highway": "primary", "maxspeed": "50", "source:maxspeed": "FI:rural"])?.forward ?? 0, 40, accuracy: 0.01)
    }

    func test_carSurface_cobblesSettAndBadSmoothness_capTheSpeed() {
        XCTAssertEqual(car(["highway": "primary", "surface": "cobblestone"])?.forward, 30)
        // A 40 limit drives at 32 km/h, but not on cobbles.
        XCTAssertEqual(car(["highway": "secondary", "maxspeed": "40", "surface": "cobblestone"]).map { [$0.forward, $0.backward] }, [30, 30])
        XCTAssertEqual(car(["highway": "primary", "surface": "sett"])?.forward, 40)
        XCTAssertEqual(car(["highway": "tertiary", "surface": "asphalt"])?.forward, 40)
        XCTAssertEqual(car(["highway": "residential", "surface": "unknown"])?.forward, 25)
        XCTAssertEqual(car(["highway": "primary", "surface": "paved", "smoothness": "very_bad"])?.forward, 20)
        XCTAssertEqual(car(["highway": "unclassified", "tracktype": "grade5"])?.forward, 20)
        // A oneway keeps its closed direction closed.
        XCTAssertEqual(car(["highway": "primary", "oneway": "yes", "surface": "cobblestone"]).map { [$0.forward, $0.backward] }, [30, 0])
    }

    func test_carHighway_otherHighwayOpenedToCars_drivesAtTenKmh() {
        XCTAssertEqual(car(["highway": "pedestrian", "motor_vehicle": "yes"]).map { [$0.forward, $0.backward] }, [10, 10])
        XCTAssertEqual(car(["highway": "track", "access": "permissive", "tracktype": "grade5"])?.forward, 10)
        XCTAssertEqual(car(["highway": "pedestrian", "motor_vehicle": "yes", "oneway": "yes"]).map { [$0.forward, $0.backward] }, [10, 0])
        // Not opened to cars, or only to some: not driven.
        XCTAssertNil(car(["highway": "pedestrian"]))
        XCTAssertNil(car(["highway": "pedestrian", "motor_vehicle": "destination"]))
        XCTAssertNil(car(["highway": "footway", "access": "private"]))
        XCTAssertNil(car(["highway": "steps", "motor_vehicle": "yes"]))
        XCTAssertNil(car(["highway": "pedestrian", "area": "yes", "motor_vehicle": "yes"]))
    }

    private func rates(_ tags: [String: String]) -> [Double]? { car(tags).map { [$0.forwardRate, $0.backwardRate] } }

    func test_carRates_parkingNarrowAndSingleLaneRoads_countForLessAsInCarLua() {
        XCTAssertEqual(rates(["highway": "residential"]), [1, 1])
        XCTAssertEqual(rates(["highway": "service", "service": "parking_aisle"]), [0.5, 0.5])
        XCTAssertEqual(rates(["highway": "service", "service": "driveway", "oneway": "yes"]), [0.5, 0.5])
        // Width and lanes count on two-way roads only.
        XCTAssertEqual(rates(["highway": "residential", "lanes": "1"]), [0.5, 0.5])
        XCTAssertEqual(rates(["highway": "residential", "lanes": "1", "oneway": "yes"]), [1, 1])
        XCTAssertEqual(rates(["highway": "residential", "width": "3.5 m"]), [0.6, 0.6])
        XCTAssertEqual(rates(["highway": "residential", "width": "4.5"]), [0.75, 0.75])
        XCTAssertEqual(rates(["highway": "residential", "width": "7"]), [1, 1])
        XCTAssertEqual(rates(["highway": "residential", "lane_markings": "no"]), [0.75, 0.75])
        XCTAssertEqual(rates(["highway": "residential", "side_road": "yes"]), [0.8, 0.8])
        // The direction without priority.
        XCTAssertEqual(rates(["highway": "residential", "priority": "forward"]), [1, 0.7])
        XCTAssertEqual(rates(["highway": "residential", "priority": "backward", "lanes": "1"]), [0.5, 0.5])
    }

    func test_carHighway_footwayAndArea_areNotRouted() {
        XCTAssertNil(car(["highway": "footway"]))
        XCTAssertNil(car(["highway": "service", "area": "yes"]))
    }

    func test_bike_oppositeCyclewayAndPushing() {
        let against = Profile.bike.speeds(["highway": "residential", "oneway": "yes"])
        XCTAssertEqual(against.map { [$0.forward, $0.backward] }, [15, BikeProfile.pushSpeed])
        let opposite = Profile.bike.speeds(["highway": "residential", "oneway": "yes", "cycleway": "opposite_lane"])
        XCTAssertEqual(opposite.map { [$0.forward, $0.backward] }, [15, 15])
        XCTAssertEqual(Profile.bike.speeds(["highway": "footway"])?.forward, BikeProfile.pushSpeed)
        XCTAssertNil(Profile.bike.speeds(["highway": "motorway"]))
        XCTAssertNil(Profile.bike.speeds(["highway": "cycleway", "bicycle": "no"]))
    }

    func test_foot_ignoresOnewayAndWalksStepsSlower() {
        XCTAssertEqual(Profile.foot.speeds(["highway": "residential", "oneway": "yes"]).map { [$0.forward, $0.backward] }, [5, 5])
        XCTAssertEqual(Profile.foot.speeds(["highway": "steps"])?.forward, 2)
        XCTAssertNil(Profile.foot.speeds(["highway": "motorway"]))
        XCTAssertNil(Profile.foot.speeds(["highway": "footway", "foot": "no"]))
    }

    func test_barrier_bollardBlocksCarsNotWalkers_nodeAccessDecidesFirst() {
        XCTAssertTrue(Barrier.blocks(["barrier": "bollard"], profile: .car))
        XCTAssertFalse(Barrier.blocks(["barrier": "bollard"], profile: .foot))
        XCTAssertFalse(Barrier.blocks(["barrier": "bollard", "bollard": "rising"], profile: .car))
        XCTAssertFalse(Barrier.blocks(["barrier": "gate"], profile: .car))
        XCTAssertFalse(Barrier.blocks(["barrier": "bollard", "motor_vehicle": "yes"], profile: .car))
        XCTAssertTrue(Barrier.blocks(["barrier": "gate", "access": "no"], profile: .car))
        XCTAssertFalse(Barrier.blocks(["barrier": "gate", "access": "private"], profile: .car))
        XCTAssertTrue(Barrier.isGate(["barrier": "lift_gate"], profile: .car))
        XCTAssertFalse(Barrier.isGate(["barrier": "gate", "access": "private"], profile: .car))
        XCTAssertFalse(Barrier.isGate(["barrier": "gate"], profile: .foot))
    }

    func test_restriction_exceptMotorcar_doesNotBindCars() {
        XCTAssertNil(Profile.car.restriction(["restriction": "no_left_turn", "except": "bus;motorcar"]))
        XCTAssertEqual(Profile.car.restriction(["restriction": "no_left_turn", "restriction:motorcar": "only_straight_on"]), "only_straight_on")
        XCTAssertNil(Profile.foot.restriction(["restriction": "no_left_turn"]))
    }
}

/// Junction delays and turn penalties as built into the turn graph (ms).
final class TurnCostTests: XCTestCase {
    /// A straight road 0 - 1 - 2 (about 111 m per part at 36 km/h), node 1 carrying `control`.
    private func straight(_ control: RawNetwork.NodeControl) -> GraphBuilder.Result {
        var raw = RawNetwork()
        raw.coordinates = [Coordinate(lat: 60, lon: 24), Coordinate(lat: 60, lon: 24.002), Coordinate(lat: 60, lon: 24.004)]
        raw.controls = [0, control.rawValue, 0]
        raw.ways = [.init(nodes: [0, 1, 2], forwardKmh: 36, backwardKmh: 36)]
        return GraphBuilder.build(raw, profile: .car)
    }

    private func turnWeight(_ r: GraphBuilder.Result, from: Int32, to: Int32) -> UInt32? {
        for e in r.turns.edges(of: Int(from)) where r.turns.target[e] == to { return r.turns.weight[e] }
        return nil
    }

    func test_turnBuilder_trafficSignalStopAndGiveWay_addTwoTwoAndOneSecond() throws {
        let plain = straight(.none)
        // Arc 0 runs 0 -> 1 and arc 2 runs 1 -> 2 (arcs come in forward, backward pairs per segment).
        let base = try XCTUnwrap(turnWeight(plain, from: 0, to: 2))
        XCTAssertEqual(try XCTUnwrap(turnWeight(straight(.trafficSignal), from: 0, to: 2)), base + 2000)
        XCTAssertEqual(try XCTUnwrap(turnWeight(straight(.stop), from: 0, to: 2)), base + 2000)
        XCTAssertEqual(try XCTUnwrap(turnWeight(straight(.giveWay), from: 0, to: 2)), base + 1000)
    }

    func test_turnBuilder_uTurn_onlyAtDeadEndsWithPenalty() throws {
        let r = straight(.none)
        // No U-turn in the middle of the road (1 -> 0 after 0 -> 1 is arc 1).
        XCTAssertNil(turnWeight(r, from: 0, to: 1))
        // At the dead end 2 a car turns back: arc 2 (1 -> 2) onto arc 3 (2 -> 1), at least 20 s more.
        let back = try XCTUnwrap(turnWeight(r, from: 2, to: 3))
        XCTAssertGreaterThanOrEqual(back, r.road.arcWeight[2] + 20_000)
    }

    /// Road 3 - 0 - 1 both ways (arcs 0: 3 -> 0, 1: 0 -> 3, 2: 0 -> 1, 3: 1 -> 0), then `next` from node 1.
    private func roadThen(_ next: RawNetwork.Way) -> GraphBuilder.Result {
        var raw = RawNetwork()
        raw.coordinates = [Coordinate(lat: 60, lon: 24), Coordinate(lat: 60, lon: 24.002),
                           Coordinate(lat: 60.001, lon: 24.002), Coordinate(lat: 60, lon: 23.998)]
        raw.controls = [0, 0, 0, 0]
        raw.ways = [.init(nodes: [3, 0, 1], forwardKmh: 36, backwardKmh: 36), next]
        return GraphBuilder.build(raw, profile: .car)
    }

    func test_turnBuilder_uTurn_allowedWhereOnlyOneWayRoadsGoOn() throws {
        // Only a one-way road leaves node 1: a car that came from 0 may turn back there (as OSRM).
        XCTAssertNotNil(turnWeight(roadThen(.init(nodes: [1, 2], forwardKmh: 36, backwardKmh: 0)), from: 2, to: 3))
        // Only a one-way road arrives at 1: turning back is the only way on.
        XCTAssertNotNil(turnWeight(roadThen(.init(nodes: [2, 1], forwardKmh: 36, backwardKmh: 0)), from: 2, to: 3))
        // A two-way road goes on: no U-turn at 1.
        XCTAssertNil(turnWeight(roadThen(.init(nodes: [1, 2], forwardKmh: 36, backwardKmh: 36)), from: 2, to: 3))
    }

    func test_turnBuilder_barrier_blocksPassingButAllowsTurningBack() throws {
        let r = straight(.barrier)
        XCTAssertNil(turnWeight(r, from: 0, to: 2))
        XCTAssertNotNil(turnWeight(r, from: 0, to: 1))
    }

    func test_turnPenalty_sharpLeftCostsMoreThanSharpRight() {
        let costs = Profile.car.turnCosts
        XCTAssertLessThan(TurnBuilder.penalty(angle: 90, costs: costs), TurnBuilder.penalty(angle: -90, costs: costs))
        XCTAssertLessThan(TurnBuilder.penalty(angle: 0, costs: costs), 0.5)
    }
}
