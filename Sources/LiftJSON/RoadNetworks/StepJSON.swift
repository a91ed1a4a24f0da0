import LiftCore

/// A step's members as lift_route writes them, shared by every answer that carries steps (a
/// route's legs, the GeoJSON step points): written straight into the answer's bytes, the
/// instruction piece by piece with no String of its own.
enum StepJSON {
    /// A leg's steps in OSRM's shape, with `class` (the road's highway class) beside `name` and `ref`:
    /// one writer for lift_route's legs (`LegSteps`, never made into values) and a saved route's
    /// (`[RouteStep]`), each with its `numbers`.
    static func write(_ steps: some WritableSteps, numbers: Numbers = .planned, to a: JSONStreamArray) {
        let stream = a.stream
        for i in 0..<steps.count {
            let s = steps.fields(i)
            // Every member is always there, in one order: keys and punctuation go in as runs of
            // constant bytes, with no comma test per member.
            stream.separate()
            stream.bytes.append(literal: #"{"distance":"#)
            numbers.write(s.distance, decimals: 1, to: &stream.bytes)
            stream.bytes.append(literal: #","duration":"#)
            numbers.write(s.duration, decimals: 1, to: &stream.bytes)
            stream.comma = true
            steps.writeLine(i, numbers: numbers, to: JSONStreamObject(stream: stream))
            // A string member's quotes go in with the constant bytes around it; its text is
            // escaped in between. The road is looked up once for its members and the instruction.
            steps.withRoad(i) { name, ref, roadClass, phrase in
                stream.bytes.append(literal: #","name":""#)
                stream.bytes.content(utf8: name)
                stream.bytes.append(literal: #"","ref":""#)
                stream.bytes.content(utf8: ref)
                stream.bytes.append(literal: #"","class":""#)
                stream.bytes.content(utf8: roadClass)
                stream.bytes.raw(UInt8(ascii: "\""))
                stream.bytes.append(literal: member(s.mode))
                if !s.classes.isEmpty { classes(s.classes, to: JSONStreamObject(stream: stream)) }
                let m = s.maneuver
                stream.bytes.append(literal: member(m.type))
                if let modifier = m.modifier { stream.bytes.append(literal: member(modifier)) }
                stream.bytes.append(literal: #","location":["#)
                numbers.write(m.location.lon, decimals: RouteJSON.coordinateDecimals, to: &stream.bytes)
                stream.bytes.raw(UInt8(ascii: ","))
                numbers.write(m.location.lat, decimals: RouteJSON.coordinateDecimals, to: &stream.bytes)
                stream.bytes.append(literal: #"],"bearing_before":"#)
                stream.bytes.integer(m.bearingBefore)
                stream.bytes.append(literal: #","bearing_after":"#)
                stream.bytes.integer(m.bearingAfter)
                if let exit = m.exit {
                    stream.bytes.append(literal: #","exit":"#)
                    stream.bytes.integer(exit)
                }
                stream.bytes.append(literal: #"},"instruction":""#)
                // The sentence's words before its road, then the road: two pieces.
                let wrote = phrase.map { road in
                    Instruction.withHead(m, named: !road.isEmpty) { words, roadFollows in
                        stream.bytes.append(words.baseAddress, words.count)
                        if roadFollows { stream.bytes.content(utf8: road) }
                    }
                } ?? false
                if !wrote {
                    var sink = Sentence(stream: stream)
                    if let phrase { Instruction.write(m, road: phrase, to: &sink) } else { steps.writeInstruction(i, to: &sink) }
                }
                stream.bytes.append(literal: #""}"#)
            }
            stream.comma = true
        }
    }

    /// Members whose value is one of a few names, key and value as one run of constant bytes
    /// (no String per step): `type` opens the maneuver object.
    @inline(__always) static func member(_ t: ManeuverType) -> StaticString {
        switch t {
        case .depart: #","maneuver":{"type":"depart""#
        case .arrive: #","maneuver":{"type":"arrive""#
        case .turn: #","maneuver":{"type":"turn""#
        case .newName: #","maneuver":{"type":"new name""#
        case .continue: #","maneuver":{"type":"continue""#
        case .merge: #","maneuver":{"type":"merge""#
        case .fork: #","maneuver":{"type":"fork""#
        case .onRamp: #","maneuver":{"type":"on ramp""#
        case .offRamp: #","maneuver":{"type":"off ramp""#
        case .endOfRoad: #","maneuver":{"type":"end of road""#
        case .roundabout: #","maneuver":{"type":"roundabout""#
        case .rotary: #","maneuver":{"type":"rotary""#
        }
    }

    @inline(__always) static func member(_ m: ManeuverModifier) -> StaticString {
        switch m {
        case .uturn: #","modifier":"uturn""#
        case .sharpRight: #","modifier":"sharp right""#
        case .right: #","modifier":"right""#
        case .slightRight: #","modifier":"slight right""#
        case .straight: #","modifier":"straight""#
        case .slightLeft: #","modifier":"slight left""#
        case .left: #","modifier":"left""#
        case .sharpLeft: #","modifier":"sharp left""#
        }
    }

    @inline(__always) static func member(_ m: TravelMode) -> StaticString {
        switch m {
        case .driving: #","mode":"driving""#
        case .cycling: #","mode":"cycling""#
        case .walking: #","mode":"walking""#
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

        func write(_ v: Double, decimals: Int, to bytes: inout JSONBytes) {
            switch self {
            case .planned: bytes.fixed(v, decimals: decimals)
            case .stored: bytes.real(v)
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
        // Read from the table of names, with no array of them made per step.
        o.setArray("classes") { a in for (flag, name) in RoadClasses.named where c.contains(flag) { a.append(name) } }
    }

    static func instruction(_ s: RouteStep, to o: JSONStreamObject) {
        o.stream.key("instruction")
        o.stream.bytes.raw(UInt8(ascii: "\""))
        var sink = Sentence(stream: o.stream)
        s.writeInstruction(to: &sink)
        o.stream.bytes.raw(UInt8(ascii: "\""))
    }

    /// An instruction's pieces, escaped into the answer.
    struct Sentence: SentenceSink {
        let stream: JSONStream
        /// Instruction's own words: nothing to escape.
        mutating func write(_ piece: StaticString) { stream.bytes.append(literal: piece) }
        mutating func write(text piece: String) {
            if piece.utf8.withContiguousStorageIfAvailable({ stream.bytes.content(utf8: $0) }) != nil { return }
            var piece = piece
            piece.withUTF8 { stream.bytes.content(utf8: $0) }
        }
        mutating func write(utf8 piece: UnsafeBufferPointer<UInt8>) { stream.bytes.content(utf8: piece) }
        /// Instruction's own words: nothing to escape.
        mutating func write(words piece: UnsafeBufferPointer<UInt8>) { stream.bytes.append(piece.baseAddress, piece.count) }
    }
}

/// A leg's steps as the step writer reads them, by index: lift_route's `LegSteps` (fields read
/// in place from the shared lines and road table) or a saved route's `RouteStep` values.
protocol WritableSteps {
    var count: Int { get }
    func fields(_ i: Int) -> StepFields
    /// `geometry`, unless the step has no line (after the step's first members: with its comma).
    func writeLine(_ i: Int, numbers: StepJSON.Numbers, to o: JSONStreamObject)
    /// Step i's road: its name, ref and highway class, UTF-8, and the road as the step's
    /// instruction calls it (`Instruction.write(_:road:to:)`), or nil where the step writes its
    /// own instruction (`writeInstruction`).
    func withRoad(_ i: Int, _ body: (_ name: UnsafeBufferPointer<UInt8>, _ ref: UnsafeBufferPointer<UInt8>,
                                     _ roadClass: UnsafeBufferPointer<UInt8>, _ phrase: UnsafeBufferPointer<UInt8>?) -> Void)
    func writeInstruction(_ i: Int, to sink: inout StepJSON.Sentence)
}

/// A step's fixed-size fields.
struct StepFields {
    var distance: Double
    var duration: Double
    var mode: TravelMode
    var classes: RoadClasses
    var maneuver: Maneuver
}

extension LegSteps: WritableSteps {
    var count: Int { steps.count }

    func fields(_ i: Int) -> StepFields {
        let s = steps[i]
        return StepFields(distance: s.distance, duration: s.duration, mode: mode, classes: s.classes, maneuver: s.maneuver)
    }

    func writeLine(_ i: Int, numbers: StepJSON.Numbers, to o: JSONStreamObject) {
        switch lines {
        case .none: break
        case .polyline(let bytes):
            // The step's part of the leg's buffer, escaped in place (no array of its own).
            let range = lineRange(i)
            bytes.withUnsafeBufferPointer { all in
                o.stream.bytes.append(literal: #","geometry":""#)
                o.stream.bytes.content(utf8: UnsafeBufferPointer(rebasing: all[range]))
                o.stream.bytes.raw(UInt8(ascii: "\""))
            }
        case .points(let points): RouteJSON.lineString(points[lineRange(i)], numbers: numbers, to: o)
        }
    }

    func withRoad(_ i: Int, _ body: (_ name: UnsafeBufferPointer<UInt8>, _ ref: UnsafeBufferPointer<UInt8>,
                                     _ roadClass: UnsafeBufferPointer<UInt8>, _ phrase: UnsafeBufferPointer<UInt8>?) -> Void) {
        roads.withUTF8(steps[i].road) { name, ref, roadClass, phrase in body(name, ref, roadClass, phrase) }
    }

    func writeInstruction(_ i: Int, to sink: inout StepJSON.Sentence) {
        roads.withUTF8(steps[i].road) { _, _, _, phrase in Instruction.write(steps[i].maneuver, road: phrase, to: &sink) }
    }
}

extension Array: WritableSteps where Element == RouteStep {
    func fields(_ i: Int) -> StepFields {
        StepFields(distance: self[i].distance, duration: self[i].duration, mode: self[i].mode, classes: self[i].classes,
                   maneuver: self[i].maneuver)
    }

    func writeLine(_ i: Int, numbers: StepJSON.Numbers, to o: JSONStreamObject) { RouteJSON.write(self[i].line, numbers: numbers, to: o) }

    func withRoad(_ i: Int, _ body: (_ name: UnsafeBufferPointer<UInt8>, _ ref: UnsafeBufferPointer<UInt8>,
                                     _ roadClass: UnsafeBufferPointer<UInt8>, _ phrase: UnsafeBufferPointer<UInt8>?) -> Void) {
        var name = self[i].name, ref = self[i].ref, roadClass = self[i].roadClass
        name.withUTF8 { n in ref.withUTF8 { r in roadClass.withUTF8 { c in body(n, r, c, nil) } } }
    }

    func writeInstruction(_ i: Int, to sink: inout StepJSON.Sentence) { self[i].writeInstruction(to: &sink) }
}
