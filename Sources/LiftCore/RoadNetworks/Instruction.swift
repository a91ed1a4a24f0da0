/// Where an instruction's words go, piece by piece: a String, or an answer's bytes (the JSON
/// writer escapes them there), so a route's sentences are written without a String each.
public protocol SentenceSink {
    /// Instruction's own words. A literal goes here, not to `write(text:)`: the labels differ so
    /// that the literal's default type (String) does not win the overload.
    mutating func write(_ piece: StaticString)
    /// Words from the map (a road's name) or made per step (an exit's number).
    mutating func write(text piece: String)
    /// Valid UTF-8 (a road's words kept as bytes, `StepRoads`).
    mutating func write(utf8 piece: UnsafeBufferPointer<UInt8>)
    /// Instruction's own words as UTF-8 (`InstructionHeads`): like `write(_: StaticString)`.
    mutating func write(words piece: UnsafeBufferPointer<UInt8>)
}

extension SentenceSink {
    public mutating func write(utf8 piece: UnsafeBufferPointer<UInt8>) { write(text: String(decoding: piece, as: UTF8.self)) }
    public mutating func write(words piece: UnsafeBufferPointer<UInt8>) { write(text: String(decoding: piece, as: UTF8.self)) }
}

/// A step's instruction in English, made from its structured fields only, so a host that speaks
/// another language makes its own sentence from the same fields (docs/API.md shows how).
public enum Instruction {
    public static func english(_ step: RouteStep) -> String {
        var s = StringSink()
        write(step, to: &s)
        return s.text
    }

    /// The sentence `english` returns, written piece by piece.
    public static func write<S: SentenceSink>(_ step: RouteStep, to out: inout S) {
        write(step.maneuver, name: step.name, ref: step.ref, roadClass: step.roadClass, to: &out)
    }

    /// The sentence of a step with this maneuver on this road (a step read by its fields).
    public static func write<S: SentenceSink>(_ m: Maneuver, name: String, ref: String, roadClass: String, to out: inout S) {
        write(m, named: !(name.isEmpty && ref.isEmpty && unnamedClass(roadClass) == nil), to: &out) { out in
            writeRoad(name: name, ref: ref, roadClass: roadClass, to: &out)
        }
    }

    /// The same sentence with the road as `roadName` writes it, in bytes (`StepRoads.withUTF8`'s
    /// `phrase`; empty for a road with nothing to call it by): two pieces, the words before the
    /// road (`InstructionHeads`) and the road.
    public static func write<S: SentenceSink>(_ m: Maneuver, road phrase: UnsafeBufferPointer<UInt8>, to out: inout S) {
        let named = !phrase.isEmpty
        let kept = InstructionHeads.shared.withHead(m, named: named) { head, roadFollows in
            out.write(words: head)
            if roadFollows { out.write(utf8: phrase) }
        }
        if !kept { write(m, named: named, to: &out) { out in out.write(utf8: phrase) } }
    }

    /// The words of this maneuver's sentence before its road (UTF-8, nothing in them to escape)
    /// and whether the road follows them, handed to `body`; false, and `body` not called, for a
    /// sentence the heads do not hold (an exit past `InstructionHeads.maxExit`: write it with
    /// `write(_:road:to:)`). Not generic: a writer in another module gets the words directly,
    /// not piece by piece through its sink's witness table.
    public static func withHead(_ m: Maneuver, named: Bool,
                                _ body: (_ words: UnsafeBufferPointer<UInt8>, _ roadFollows: Bool) -> Void) -> Bool {
        InstructionHeads.shared.withHead(m, named: named, body)
    }

    /// `named`: the road has words to call it by (else the sentence ends before it). The road is
    /// always the sentence's last piece, where it has one (`InstructionHeads` keeps the words
    /// before it).
    static func write<S: SentenceSink>(_ m: Maneuver, named: Bool, to out: inout S, road writeRoad: (inout S) -> Void) {
        func road() { writeRoad(&out) }
        func onto() { if named { out.write(" onto "); road() } }
        func on() { if named { out.write(" on "); road() } }
        func direction() { out.write(m.modifier.map(word) ?? "straight") }
        switch m.type {
        case .depart:
            out.write(m.modifier == .uturn ? "Make a U-turn and head " : "Head ")
            out.write(compass(m.bearingAfter))
            on()
        case .arrive:
            out.write("You have arrived at your destination")
        case .turn, .endOfRoad:
            if m.modifier == .uturn {
                out.write("Make a U-turn")
                if named { out.write(" and continue on "); road() }
            } else if m.modifier == .straight {
                out.write("Go straight")
                onto()
            } else {
                out.write("Turn ")
                direction()
                onto()
            }
        case .newName:
            if m.modifier == nil || m.modifier == .straight { out.write("Continue") } else { out.write("Continue "); direction() }
            onto()
        case .continue:
            if m.modifier == .uturn {
                out.write("Make a U-turn")
                if named { out.write(" and continue on "); road() }
            } else {
                if m.modifier == nil || m.modifier == .straight { out.write("Continue straight") } else { out.write("Continue "); direction() }
                on()
            }
        case .merge:
            out.write("Merge")
            if let d = m.modifier, d != .straight { out.write(" "); out.write(side(d)) }
            onto()
        case .onRamp, .offRamp:
            out.write(m.type == .onRamp ? "Take the ramp" : "Take the exit")
            if let d = m.modifier, d != .straight { out.write(" on the "); out.write(side(d)) }
            onto()
        case .fork:
            out.write("Keep ")
            out.write(m.modifier.map(side) ?? "straight")
            out.write(" at the fork")
            onto()
        case .roundabout, .rotary:
            let place: StaticString = m.type == .rotary ? "the rotary" : "the roundabout"
            if let exit = m.exit {
                out.write("At ")
                out.write(place)
                out.write(", take the ")
                out.write(text: String(exit))
                out.write(suffix(exit))
                out.write(" exit")
            } else {
                out.write("Enter ")
                out.write(place)
            }
            onto()
        }
    }

    /// "Mannerheimintie (E12)", a ref alone, or for an unnamed road its class ("the service road").
    public static func roadName(name: String, ref: String, roadClass: String) -> String {
        var s = StringSink()
        writeRoad(name: name, ref: ref, roadClass: roadClass, to: &s)
        return s.text
    }

    static func writeRoad<S: SentenceSink>(name: String, ref: String, roadClass: String, to out: inout S) {
        switch (name.isEmpty, ref.isEmpty) {
        case (false, false):
            out.write(text: name)
            out.write(" (")
            out.write(text: ref)
            out.write(")")
        case (false, true): out.write(text: name)
        case (true, false): out.write(text: ref)
        case (true, true):
            switch unnamedClass(roadClass) {
            case nil: break
            case true?: out.write("the "); out.write(text: roadClass)
            case false?:
                out.write("the ")
                // Most classes have no underscore: written as they are, with no String made.
                if roadClass.utf8.contains(UInt8(ascii: "_")) { out.write(text: roadClass.replacingUnderscores) } else { out.write(text: roadClass) }
                out.write(" road")
            }
        }
    }

    /// How an unnamed road of a class is called: nil when it is not (`road`), true when the class
    /// is the noun itself ("the footway"), false when "road" follows it ("the service road").
    static func unnamedClass(_ roadClass: String) -> Bool? {
        switch roadClass {
        case "road", "": nil
        case "footway", "cycleway", "path", "track", "steps", "bridleway", "busway": true
        default: false
        }
    }

    /// A modifier as the sentence says it (its wire name), as constant bytes: no String per step.
    static func word(_ m: ManeuverModifier) -> StaticString {
        switch m {
        case .uturn: "uturn"
        case .sharpRight: "sharp right"
        case .right: "right"
        case .slightRight: "slight right"
        case .straight: "straight"
        case .slightLeft: "slight left"
        case .left: "left"
        case .sharpLeft: "sharp left"
        }
    }

    /// Left or right for the side-only maneuvers (ramps, merges, forks).
    static func side(_ m: ManeuverModifier) -> StaticString {
        switch m {
        case .left, .slightLeft, .sharpLeft: "left"
        case .right, .slightRight, .sharpRight: "right"
        case .straight, .uturn: "straight"
        }
    }

    /// One of eight compass points of a bearing in degrees.
    static func compass(_ bearing: Int) -> StaticString {
        switch compassPoint(bearing) {
        case 0: return "north"
        case 1: return "northeast"
        case 2: return "east"
        case 3: return "southeast"
        case 4: return "south"
        case 5: return "southwest"
        case 6: return "west"
        default: return "northwest"
        }
    }

    /// The compass point of a bearing, 0 (north) to 7 (northwest) clockwise.
    static func compassPoint(_ bearing: Int) -> Int {
        let b = ((bearing % 360) + 360) % 360
        return ((b * 2 + 45) / 90) % 8
    }

    static func ordinal(_ n: Int) -> String { String(n) + suffix(n).description }

    static func suffix(_ n: Int) -> StaticString {
        let tens = n % 100
        return (11...13).contains(tens) ? "th" : n % 10 == 1 ? "st" : n % 10 == 2 ? "nd" : n % 10 == 3 ? "rd" : "th"
    }

    struct StringSink: SentenceSink {
        var text = ""
        mutating func write(_ piece: StaticString) { text += piece.description }
        mutating func write(text piece: String) { text += piece }
    }
}

extension String {
    /// "living_street" -> "living street", "motorway_link" -> "motorway link".
    var replacingUnderscores: String { String(map { $0 == "_" ? " " : $0 }) }
}
