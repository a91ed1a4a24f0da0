import LiftCore

/// A saved route's steps in `saved_route_step`, one row per step (polyline6 lines as text).
enum SavedRouteSteps {
    static func insert(_ r: SavedRoute, owner: String, database: SQLiteDatabase) throws {
        guard r.result.hasSteps else { return }
        let row = try database.statement("""
            INSERT INTO saved_route_step(owner_id, route_id, leg, position, distance, duration, geometry, name, ref, class, mode,
                type, modifier, lon, lat, bearing_before, bearing_after, exit, instruction, classes)
            VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        for (l, leg) in r.result.legs.enumerated() {
            for (i, s) in (leg.steps ?? []).enumerated() {
                let geometry: String = if case .polyline(let bytes) = s.line { String(decoding: bytes, as: UTF8.self) } else { "" }
                let m = s.maneuver
                row.reset()
                try row.bind(.text(owner), .id(r.id), .int(Int64(l)), .int(Int64(i)), .double(s.distance), .double(s.duration),
                             .text(geometry), .text(s.name), .text(s.ref), .text(s.roadClass), .text(s.mode.rawValue),
                             .text(m.type.rawValue), .optional(m.modifier?.rawValue), .double(m.location.lon), .double(m.location.lat),
                             .int(Int64(m.bearingBefore)), .int(Int64(m.bearingAfter)), .optional(m.exit.map(Int64.init)),
                             .text(s.instruction), .int(Int64(s.classes.rawValue))).run()
            }
        }
    }

    /// Fills the legs' steps; a value no build writes is damage (`corrupt`).
    static func fill(_ r: inout SavedRoute, owner: String, database: SQLiteDatabase) throws {
        let row = try database.statement("""
            SELECT leg, distance, duration, geometry, name, ref, class, mode, type, modifier, lon, lat, bearing_before, bearing_after,
                exit, instruction, classes FROM saved_route_step WHERE owner_id = ? AND route_id = ? ORDER BY leg, position
            """)
        try row.bind(.text(owner), .id(r.id))
        while try row.step() {
            let l = Int(row.int(0))
            guard r.result.legs.indices.contains(l), let mode = TravelMode(rawValue: row.string(7)),
                  let type = ManeuverType(rawValue: row.string(8)), let bits = UInt8(exactly: row.int(16)),
                  RoadClasses.known.isSuperset(of: RoadClasses(rawValue: bits)) else { throw damaged }
            let modifier = try row.optionalString(9).map { text in
                guard let m = ManeuverModifier(rawValue: text) else { throw damaged }
                return m
            }
            let maneuver = Maneuver(type: type, modifier: modifier, location: GeoPoint(lat: row.double(11), lon: row.double(10)),
                                    bearingBefore: Int(clamping: row.int(12)), bearingAfter: Int(clamping: row.int(13)),
                                    exit: row.optionalInt(14).map { Int(clamping: $0) })
            var step = RouteStep(distance: row.double(1), duration: row.double(2), line: .polyline(Array(row.string(3).utf8)),
                                 name: row.string(4), ref: row.string(5), roadClass: row.string(6), mode: mode, maneuver: maneuver,
                                 instruction: row.string(15))
            step.classes = RoadClasses(rawValue: bits)
            if r.result.legs[l].steps == nil { r.result.legs[l].steps = [] }
            r.result.legs[l].steps?.append(step)
        }
    }

    static var damaged: LiftError { LiftError(.corrupt, code: "corrupt_saved_route", "a saved route's steps are damaged") }
}
