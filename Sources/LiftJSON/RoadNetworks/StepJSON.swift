import LiftCore

/// A step's members as lift_route writes them, shared by every answer that carries steps (a
/// route's legs, the GeoJSON step points): written straight into the answer's bytes, the
/// instruction piece by piece with no String of its own.
enum StepJSON {
    /// A leg's steps in OSRM's shape, with `class` (the road's highway class) beside `name` and `ref`:
    /// one writer for lift_route's legs and a saved route's, each with its `numbers`.
    static func write(_ steps: [RouteStep], numbers: Numbers = .planned, to a: JSONStreamArray) {
        // By index, each step read in place: `for s in steps` copied each one (a retain and a
        // release of its strings and line).
        for i in steps.indices { write(steps[i], numbers: numbers, to: a) }
    }

    private static func write(_ s: RouteStep, numbers: Numbers, to a: JSONStreamArray) {
        a.appendObject { o in
            numbers.set("distance", s.distance, decimals: 1, to: o)
            numbers.set("duration", s.duration, decimals: 1, to: o)
            RouteJSON.write(s.line, numbers: numbers, to: o)
            o.set("name", s.name)
            o.set("ref", s.ref)
            o.set("class", s.roadClass)
            o.set("mode", s.mode.rawValue)
            classes(s.classes, to: o)
            o.setObject("maneuver") { maneuver(s.maneuver, numbers: numbers, to: $0) }
            instruction(s, to: o)
        }
    }

    /// How an answer prints a step's numbers. `planned`: lift_route's metres and seconds to 0.1 and
    /// degrees to 6 decimals. `stored`: a saved route's values as stored, to 15 significant digits
    /// (lengths and times were rounded to 0.1 when saved), as its answers have always read.
    enum Numbers {
        case planned, stored

        func set(_ key: StaticString, _ v: Double, decimals: Int, to o: JSONStreamObject) {
            switch self {
            case .planned: o.set(key, v, decimals: decimals)
            case .stored: o.set(key, v)
            }
        }

        func append(_ v: Double, decimals: Int, to a: JSONStreamArray) {
            switch self {
            case .planned: a.append(v, decimals: decimals)
            case .stored: a.append(v)
            }
        }
    }

    /// A step as a GeoJSON point's properties (RouteGeoJSON): the same fields, the maneuver's
    /// flat beside them and no line (the point is the maneuver's location).
    static func properties(_ s: RouteStep, to o: JSONStreamObject) {
        instruction(s, to: o)
        let m = s.maneuver
        o.set("type", m.type.rawValue)
        if let modifier = m.modifier { o.set("modifier", modifier.rawValue) } else { o.setNull("modifier") }
        if let exit = m.exit { o.set("exit", exit) }
        o.set("bearing_before", m.bearingBefore)
        o.set("bearing_after", m.bearingAfter)
        o.set("name", s.name)
        o.set("ref", s.ref)
        o.set("class", s.roadClass)
        o.set("mode", s.mode.rawValue)
        classes(s.classes, to: o)
        o.set("distance", s.distance, decimals: 1)
        o.set("duration", s.duration, decimals: 1)
    }

    /// `classes` (OSRM's names) when the roads have any: answers on other roads stay as they were.
    static func classes(_ c: RoadClasses, to o: JSONStreamObject) {
        guard !c.isEmpty else { return }
        o.setArray("classes") { a in for name in c.names { a.append(name) } }
    }

    static func maneuver(_ m: Maneuver, numbers: Numbers, to o: JSONStreamObject) {
        o.set("type", m.type.rawValue)
        if let modifier = m.modifier { o.set("modifier", modifier.rawValue) }
        o.setArray("location") { RouteJSON.pair(m.location, numbers: numbers, to: $0) }
        o.set("bearing_before", m.bearingBefore)
        o.set("bearing_after", m.bearingAfter)
        if let exit = m.exit { o.set("exit", exit) }
    }

    static func instruction(_ s: RouteStep, to o: JSONStreamObject) {
        o.stream.key("instruction")
        o.stream.bytes.raw(UInt8(ascii: "\""))
        var sink = Sentence(stream: o.stream)
        s.writeInstruction(to: &sink)
        o.stream.bytes.raw(UInt8(ascii: "\""))
    }

    /// An instruction's pieces, escaped into the answer.
    private struct Sentence: SentenceSink {
        let stream: JSONStream
        /// Instruction's own words: nothing to escape.
        mutating func write(_ piece: StaticString) { stream.bytes.append(literal: piece) }
        mutating func write(_ piece: String) {
            if piece.utf8.withContiguousStorageIfAvailable({ stream.bytes.content(utf8: $0) }) != nil { return }
            var piece = piece
            piece.withUTF8 { stream.bytes.content(utf8: $0) }
        }
    }
}
