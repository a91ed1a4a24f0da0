import XCTest
import LiftCore
@testable import LiftRouting

/// Steps on Helsinki for random trips of every profile: what holds for any route.
final class DirectionsHelsinkiTests: XCTestCase {
    func test_steps_randomHelsinkiTrips_departFirstArriveLastAndSumToTheLeg() throws {
        var rng = Fixtures.SplitMix(state: 27)
        var named = 0, maneuvers = Set<ManeuverType>()
        for profile in Profile.allCases {
            let network = try Fixtures.helsinki(profile)
            for _ in 0..<40 {
                let stops = (0..<Int.random(in: 2...4, using: &rng)).map { _ in
                    GeoPoint(lat: Double.random(in: 60.160...60.175, using: &rng), lon: Double.random(in: 24.925...24.960, using: &rng))
                }
                let optimize: Optimize = Bool.random(using: &rng) ? .none : .roundTrip
                guard let route = try? network.plan(RouteQuery(stops: stops, optimize: optimize, geometry: .geojson, steps: true))
                else { continue }
                for leg in route.legs {
                    let steps = try XCTUnwrap(leg.steps)
                    XCTAssertGreaterThanOrEqual(steps.count, 2)
                    XCTAssertEqual(steps.first?.maneuver.type, .depart)
                    XCTAssertEqual(steps.last?.maneuver.type, .arrive)
                    XCTAssertFalse(steps.dropFirst().dropLast().contains { $0.maneuver.type == .depart || $0.maneuver.type == .arrive })
                    XCTAssertEqual(steps.reduce(0) { $0 + $1.distance }, leg.distance, accuracy: 0.01)
                    XCTAssertEqual(steps.reduce(0) { $0 + $1.duration }, leg.duration, accuracy: 0.01)
                    for s in steps {
                        XCTAssertFalse(s.instruction.isEmpty)
                        XCTAssertTrue((0..<360).contains(s.maneuver.bearingBefore) && (0..<360).contains(s.maneuver.bearingAfter))
                        if case .points(let points) = s.line { XCTAssertEqual(points.first, s.maneuver.location) }
                        if s.maneuver.type == .roundabout || s.maneuver.type == .rotary {
                            XCTAssertGreaterThanOrEqual(s.maneuver.exit ?? 1, 1)
                        }
                        maneuvers.insert(s.maneuver.type)
                        if !s.name.isEmpty { named += 1 }
                    }
                }
            }
        }
        XCTAssertGreaterThan(named, 100)
        XCTAssertTrue(maneuvers.isSuperset(of: [.depart, .arrive, .turn, .newName, .continue, .endOfRoad]), "\(maneuvers)")
    }

    func test_steps_withJunctionFacts_sameStepsAsWorkedOutPerJunction() throws {
        var rng = Fixtures.SplitMix(state: 26)
        var compared = 0
        for profile in Profile.allCases {
            let network = try Fixtures.helsinki(profile)
            for _ in 0..<30 {
                let stops = (0..<Int.random(in: 2...3, using: &rng)).map { _ in
                    GeoPoint(lat: Double.random(in: 60.160...60.175, using: &rng), lon: Double.random(in: 24.925...24.960, using: &rng))
                }
                guard let trip = try? network.plan(stops, optimize: .none) else { continue }
                // The first geometry's steps keep each turn's answer in the facts' memo, the
                // later ones read it back: both ways must match the junctions worked out anew.
                for geometry in [RouteGeometry.polyline6, .polyline5, .geojson, .none] {
                    // Facts are made on a network's second stepped route: ask twice.
                    _ = Steps(network, geometry: geometry)
                    let fast = Steps(network, geometry: geometry), slow = Steps(network, geometry: geometry, junctionFacts: false)
                    for (i, leg) in trip.legs.enumerated() {
                        let previous = i > 0 ? trip.legs[i - 1].arcs.last : nil
                        XCTAssertEqual(fast.steps(leg, previous: previous).routeSteps, slow.steps(leg, previous: previous).routeSteps)
                        compared += 1
                    }
                }
            }
        }
        XCTAssertGreaterThan(compared, 200)
    }

    func test_steps_linesCutFromTheRouteLine_sameAsEncodedPointByPoint() throws {
        var rng = Fixtures.SplitMix(state: 27)
        let network = try Fixtures.helsinki(.car)
        var legs = 0
        for round in 0..<40 {
            let stops = (0..<Int.random(in: 2...4, using: &rng)).map { _ in
                GeoPoint(lat: Double.random(in: 60.160...60.175, using: &rng), lon: Double.random(in: 24.925...24.960, using: &rng))
            }
            guard let trip = try? network.plan(stops, optimize: .none) else { continue }
            for (geometry, precision) in [(RouteGeometry.polyline6, 6), (.polyline5, 5)] {
                // The first rounds before the network's vertex tables are built, the rest after.
                let cut = Steps(network, geometry: geometry, overview: trip.polyline(precision: precision))
                let encoded = Steps(network, geometry: geometry)
                for (i, leg) in trip.legs.enumerated() {
                    let previous = i > 0 ? trip.legs[i - 1].arcs.last : nil
                    XCTAssertEqual(cut.steps(leg, previous: previous).routeSteps, encoded.steps(leg, previous: previous).routeSteps,
                                   "round \(round) leg \(i)")
                    legs += 1
                }
                XCTAssertNotNil(cut.overview, "round \(round): every leg was cut from the line")
            }
        }
        XCTAssertGreaterThan(legs, 100)
    }

    func test_steps_aLineThatIsNotTheRoutes_stepsEncodedPointByPoint() throws {
        let network = try Fixtures.helsinki(.car)
        let trip = try network.plan([GeoPoint(lat: 60.1620, lon: 24.9547), GeoPoint(lat: 60.1715, lon: 24.9339)], optimize: .none)
        let other = try network.plan([GeoPoint(lat: 60.1674, lon: 24.9407), GeoPoint(lat: 60.1698, lon: 24.9526)], optimize: .none)
        let right = trip.polyline(precision: 6)
        var damaged = right
        damaged[damaged.count / 2] = 10
        for wrong in [other.polyline(precision: 6), Array(right.dropLast(3)), damaged, []] {
            let cut = Steps(network, geometry: .polyline6, overview: wrong), encoded = Steps(network, geometry: .polyline6)
            XCTAssertEqual(cut.steps(trip.legs[0], previous: nil).routeSteps, encoded.steps(trip.legs[0], previous: nil).routeSteps)
            XCTAssertNil(cut.overview)
        }
    }
}
