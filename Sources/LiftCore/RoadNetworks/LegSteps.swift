/// A leg's directions as lift_route plans and writes them: fixed-size steps that refer into what
/// the leg's steps share (one buffer holding all their lines, a table of road names) instead of
/// each owning a line and strings, so a route's steps cost no allocation, retain or release per
/// step. `RouteStep` values are made from them only where a step is kept or exported (saved
/// routes, GPX, GeoJSON).
public struct LegSteps: Sendable {
    /// One step: its numbers and maneuver, where its line ends in `lines` (it begins where the
    /// step before ends, the first at 0) and its road in `roads`.
    public struct Step: Sendable, Equatable {
        /// Metres and seconds, unrounded.
        public var distance: Double
        public var duration: Double
        public var maneuver: Maneuver
        public var road: Int32
        public var lineEnd: Int32
        public var classes: RoadClasses
        public init(distance: Double, duration: Double, maneuver: Maneuver, road: Int32, lineEnd: Int32, classes: RoadClasses = []) {
            self.distance = distance; self.duration = duration; self.maneuver = maneuver
            self.road = road; self.lineEnd = lineEnd; self.classes = classes
        }
    }

    /// Every step's line, one after another, in the route's geometry format: each step's polyline
    /// encoded on its own (bytes), or its points.
    public enum Lines: Sendable, Equatable {
        case polyline([UInt8])
        case points([GeoPoint])
        case none
    }

    public var steps: [Step]
    public var lines: Lines
    public var roads: StepRoads
    public var mode: TravelMode

    public init(steps: [Step], lines: Lines, roads: StepRoads, mode: TravelMode) {
        self.steps = steps; self.lines = lines; self.roads = roads; self.mode = mode
    }

    /// Step i's part of `lines` (empty when the ends are out of order or beyond the lines).
    public func lineRange(_ i: Int) -> Range<Int> {
        let start = i > 0 ? Int(steps[i - 1].lineEnd) : 0, end = Int(steps[i].lineEnd)
        let count = switch lines {
        case .polyline(let bytes): bytes.count
        case .points(let points): points.count
        case .none: 0
        }
        return 0 <= start && start <= end && end <= count ? start..<end : 0..<0
    }

    /// The classes of the roads the leg drives (its steps' union).
    public var classes: RoadClasses { steps.reduce(RoadClasses()) { $0.union($1.classes) } }

    /// Step i as a value of its own.
    public func routeStep(_ i: Int) -> RouteStep {
        let s = steps[i], range = lineRange(i)
        let line: PlannedRoute.Line = switch lines {
        case .polyline(let bytes): .polyline(Array(bytes[range]))
        case .points(let points): .points(Array(points[range]))
        case .none: .none
        }
        var step = RouteStep(distance: s.distance, duration: s.duration, line: line, name: roads.name(s.road), ref: roads.ref(s.road),
                             roadClass: roads.roadClass(s.road), mode: mode, maneuver: s.maneuver)
        step.classes = s.classes
        return step
    }

    /// Every step as a value of its own.
    public var routeSteps: [RouteStep] { steps.indices.map(routeStep) }

    /// Steps made from values (one line format among them; a step's stored instruction is not
    /// kept: the writer makes it from the fields).
    public init(_ values: [RouteStep]) {
        var bytes = [UInt8](), points = [GeoPoint](), ends = [Int32]()
        var format = Lines.none
        for v in values {
            switch v.line {
            case .polyline(let b):
                bytes += b
                format = .polyline([])
            case .points(let p):
                points += p
                format = .points([])
            case .none: break
            }
            ends.append(Int32(clamping: max(bytes.count, points.count)))
        }
        lines = switch format {
        case .polyline: .polyline(bytes)
        case .points: .points(points)
        case .none: .none
        }
        steps = values.indices.map { i in
            Step(distance: values[i].distance, duration: values[i].duration, maneuver: values[i].maneuver, road: Int32(i),
                 lineEnd: ends[i], classes: values[i].classes)
        }
        roads = StepRoads(names: values.map(\.name), refs: values.map(\.ref), classes: values.map(\.roadClass))
        mode = values.first?.mode ?? .driving
    }
}

/// The roads steps are named by (`LegSteps.Step.road`): a network's road labels, made once and
/// shared by every route on it, or the few one route's steps drive. A class: a leg holds one
/// reference to the table, not a string per step.
public final class StepRoads: Sendable {
    /// Per road: the way's `name` and `ref` ("" when it has none) and its highway class.
    public let names: [String]
    public let refs: [String]
    public let classes: [String]
    /// The same per road as UTF-8 in one buffer, with the road as an instruction calls it
    /// (`Instruction.roadName`): name, ref, class, phrase, one road after another. Writers copy
    /// bytes from here, with no String read (and retained) per step.
    private let utf8: [UInt8]
    /// Where each of road i's four pieces ends in `utf8`: `ends[4i ..< 4i + 4]`; each begins
    /// where the one before it ends.
    private let ends: [Int32]

    public init(names: [String], refs: [String], classes: [String]) {
        self.names = names; self.refs = refs; self.classes = classes
        var utf8 = [UInt8](), ends = [Int32]()
        ends.reserveCapacity(4 * names.count)
        for i in names.indices {
            let name = names[i], ref = refs.indices.contains(i) ? refs[i] : "", roadClass = classes.indices.contains(i) ? classes[i] : "road"
            for piece in [name, ref, roadClass, Instruction.roadName(name: name, ref: ref, roadClass: roadClass)] {
                utf8 += piece.utf8
                ends.append(Int32(clamping: utf8.count))
            }
        }
        // Past Int32 the pieces cannot be told apart: every road then reads as an unnamed one.
        if utf8.count > Int(Int32.max) { utf8 = []; ends = [] }
        self.utf8 = utf8; self.ends = ends
    }

    public var count: Int { names.count }

    // Out of the table (never for steps made with it): an unnamed road.
    public func name(_ i: Int32) -> String { names.indices.contains(Int(i)) ? names[Int(i)] : "" }
    public func ref(_ i: Int32) -> String { refs.indices.contains(Int(i)) ? refs[Int(i)] : "" }
    public func roadClass(_ i: Int32) -> String { classes.indices.contains(Int(i)) ? classes[Int(i)] : "road" }

    /// Road i's name, ref, class and phrase as UTF-8 (out of the table: an unnamed `road`).
    /// Not generic: a writer in another module would call it through the generic entry point,
    /// unspecialised, on every step.
    public func withUTF8(_ i: Int32, _ body: (_ name: UnsafeBufferPointer<UInt8>, _ ref: UnsafeBufferPointer<UInt8>,
                                              _ roadClass: UnsafeBufferPointer<UInt8>, _ phrase: UnsafeBufferPointer<UInt8>) -> Void) {
        let at = 4 * Int(i)
        guard i >= 0, at + 3 < ends.count else {
            return Self.unnamed.withUnsafeBufferPointer { road in
                let none = UnsafeBufferPointer(rebasing: road[0..<0])
                return body(none, none, road, none)
            }
        }
        return utf8.withUnsafeBufferPointer { all in
            let start = at > 0 ? Int(ends[at - 1]) : 0
            let a = Int(ends[at]), b = Int(ends[at + 1]), c = Int(ends[at + 2]), d = Int(ends[at + 3])
            return body(UnsafeBufferPointer(rebasing: all[start..<a]), UnsafeBufferPointer(rebasing: all[a..<b]),
                        UnsafeBufferPointer(rebasing: all[b..<c]), UnsafeBufferPointer(rebasing: all[c..<d]))
        }
    }

    private static let unnamed = Array("road".utf8)
}
