import XCTest
@testable import LiftRouting

/// What car.lua lets a car onto: access values, the roads it never drives, oneways per mode,
/// posted limits in its code table and the vehicle's physical limits.
final class CarAccessTests: XCTestCase {
    private func car(_ tags: [String: String]) -> Profile.WaySpeeds? { Profile.car.speeds(tags) }
    private func both(_ tags: [String: String]) -> [Double]? { car(tags).map { [$0.forward, $0.backward] } }

    func test_carAccess_carLuaBlacklist_isNotDriven() {
        for value in ["bus", "taxi", "psv", "foot", "official", "restricted", "agricultural", "forestry", "emergency",
                      "military", "share_taxi", "minibus", "emergency_vehicle"] {
            XCTAssertNil(car(["highway": "residential", "access": value]), value)
            XCTAssertNil(car(["highway": "residential", "motor_vehicle": value]), value)
            XCTAssertNil(car(["highway": "residential", "motorcar": value]), value)
        }
    }

    func test_carAccess_restrictedList_isDrivenToReachAPlace() {
        for value in ["private", "delivery", "customers", "destination", "permit", "residents"] {
            XCTAssertEqual(car(["highway": "residential", "access": value]).map { [$0.forward, $0.backward] }, [25, 25], value)
            XCTAssertEqual(car(["highway": "service", "motor_vehicle": value])?.restricted, true, value)
        }
        // Not on a road kind car.lua lists for it: a private track stays closed.
        XCTAssertNil(car(["highway": "track", "access": "private"]))
        XCTAssertEqual(car(["highway": "residential"])?.restricted, false)
    }

    func test_carAccess_emptyValue_isNoTagNotYes() {
        XCTAssertEqual(both(["highway": "residential", "access": ""]), [25, 25])
        // An empty motorcar does not override the access below it.
        XCTAssertNil(car(["highway": "residential", "motorcar": "", "access": "bus"]))
        // Nor opens a road kind only an access value would open.
        XCTAssertNil(car(["highway": "pedestrian", "motor_vehicle": ""]))
    }

    func test_carAccess_listValue_takesThePartThatLetsTheCarOnMost() {
        XCTAssertEqual(both(["highway": "residential", "access": "no;yes"]), [25, 25])
        XCTAssertEqual(car(["highway": "residential", "access": "no;destination"])?.restricted, true)
        XCTAssertNil(car(["highway": "residential", "access": "no;bus"]))
    }

    func test_carRoads_constructionProposedImpassableEmergencyAndReversible_areNotDriven() {
        XCTAssertNil(car(["highway": "construction"]))
        XCTAssertNil(car(["highway": "proposed"]))
        XCTAssertNil(car(["highway": "residential", "construction": "yes"]))
        // A road with a proposed upgrade is still a road.
        XCTAssertEqual(both(["highway": "residential", "proposed": "primary"]), [25, 25])
        XCTAssertNil(car(["highway": "residential", "impassable": "yes"]))
        XCTAssertNil(car(["highway": "residential", "status": "impassable"]))
        XCTAssertNil(car(["highway": "service", "service": "emergency_access"]))
        XCTAssertNil(car(["highway": "residential", "oneway": "reversible"]))
        // Minor works leave the road open.
        XCTAssertEqual(both(["highway": "residential", "construction": "minor"]), [25, 25])
    }

    func test_carRoads_alternatingOnewayAndHovLanes_drivenButAvoided() {
        let alternating = car(["highway": "residential", "oneway": "alternating"])
        XCTAssertEqual(alternating.map { [$0.forward, $0.backward, $0.forwardRate, $0.backwardRate] }, [25, 25, 0.4, 0.4])
        XCTAssertEqual(car(["highway": "primary", "hov": "designated"])?.restricted, true)
        XCTAssertEqual(car(["highway": "primary", "oneway": "yes", "hov:lanes": "designated|designated"])?.restricted, true)
        XCTAssertEqual(car(["highway": "primary", "hov:lanes": "designated|yes"])?.restricted, false)
    }

    func test_carRoads_winterAndIceRoads_drivenAtCarLuaSpeeds() {
        XCTAssertEqual(both(["highway": "winter_road"]), [20, 20])
        XCTAssertEqual(both(["highway": "ice_road"]), [15, 15])
    }

    func test_carOneway_motorcarOverMotorVehicleOverVehicleOverOneway() {
        XCTAssertEqual(both(["highway": "residential", "oneway": "yes", "oneway:motorcar": "no"]), [25, 25])
        XCTAssertEqual(both(["highway": "residential", "oneway:motor_vehicle": "-1"]), [0, 25])
        XCTAssertEqual(both(["highway": "residential", "oneway:vehicle": "yes", "oneway": "no"]), [25, 0])
        XCTAssertEqual(both(["highway": "residential", "oneway:motorcar": "yes", "oneway:vehicle": "-1"]), [25, 0])
        // A cyclist's oneway says nothing to a car.
        XCTAssertEqual(both(["highway": "residential", "oneway:bicycle": "yes"]), [25, 25])
        // A motorway is oneway unless its car oneway says no.
        XCTAssertEqual(both(["highway": "motorway", "oneway:motorcar": "no"]), [90, 90])
    }

    func test_bikeAndFoot_carOnlyTags_leaveThemUnchanged() {
        XCTAssertEqual(Profile.bike.speeds(["highway": "residential", "oneway:motorcar": "yes"]).map { [$0.forward, $0.backward] }, [15, 15])
        XCTAssertEqual(Profile.bike.speeds(["highway": "residential", "motor_vehicle": "bus"])?.forward, 15)
        XCTAssertEqual(Profile.foot.speeds(["highway": "residential", "access": "destination", "maxheight": "1.5"])?.forward, 5)
        XCTAssertNil(Profile.bike.speeds(["highway": "residential", "access": "private"]))
    }

    func test_carMaxspeed_carLuaCodeTable_exceptionsThenDefaultsByRoadKind() {
        let cases: [(String, Double)] = [
            ("CH:trunk", 100), ("LV:living_street", 20), ("de:living_street", 7), ("FI:urban", 50), ("FI:rural", 90),
            ("AT:rural", 100), ("GB:nsl_single", 60 * 1.609), ("RU:urban", 60), ("none", 140), ("be-vlg:rural", 70),
            ("ZZ:motorway", 130), ("xx:trunk", 110), ("50 mph", 50 * 1.609), ("50;30", 50),
        ]
        for (value, kmh) in cases {
            XCTAssertEqual(car(["highway": "primary", "maxspeed": value])?.forward ?? 0, kmh * 0.8, accuracy: 0.01, value)
        }
        // Codes car.lua cannot read (a zone, walk, a motorway without limit) leave the road's own speed.
        for value in ["DE:zone30", "walk", "signals", "DE:motorway", "FI:living_street", "0"] {
            XCTAssertEqual(car(["highway": "residential", "maxspeed": value])?.forward, 25, value)
        }
    }

    func test_carLimits_heightWidthLengthWeightUnderTheCar_closeTheWay() {
        XCTAssertNil(car(["highway": "residential", "maxheight": "1.9"]))
        XCTAssertNil(car(["highway": "residential", "maxheight": "6'2\""]))
        XCTAssertEqual(both(["highway": "residential", "maxheight": "2.1"]), [25, 25])
        XCTAssertEqual(both(["highway": "residential", "maxheight": "default"]), [25, 25])
        XCTAssertEqual(both(["highway": "residential", "maxheight": "none"]), [25, 25])
        XCTAssertNil(car(["highway": "residential", "maxwidth": "1.8"]))
        XCTAssertNil(car(["highway": "residential", "width": "1,5"]))
        XCTAssertNil(car(["highway": "residential", "maxlength": "4"]))
        XCTAssertNil(car(["highway": "residential", "maxweight": "1.5"]))
        XCTAssertNil(car(["highway": "residential", "maxweight": "1500 kg"]))
        XCTAssertEqual(both(["highway": "residential", "maxweight": "3.5"]), [25, 25])
        XCTAssertNil(car(["highway": "residential", "maxweight": "3000 lbs"]))
        // One direction only.
        XCTAssertEqual(both(["highway": "residential", "maxheight:forward": "1.8"]), [0, 25])
    }

    func test_barrier_nodeAccessBusOrHeightRestrictor_blocksCars() {
        XCTAssertTrue(Barrier.blocks(["barrier": "gate", "access": "bus"], profile: .car))
        XCTAssertFalse(Barrier.blocks(["barrier": "gate", "access": "destination"], profile: .car))
        XCTAssertTrue(Barrier.blocks(["barrier": "height_restrictor", "maxheight": "1.8"], profile: .car))
        XCTAssertFalse(Barrier.blocks(["barrier": "height_restrictor", "maxheight": "2.5"], profile: .car))
        XCTAssertFalse(Barrier.blocks(["barrier": "fence", "sensory": "audible"], profile: .car))
        XCTAssertFalse(Barrier.blocks(["barrier": "gate", "access": "bus"], profile: .foot))
    }
}
