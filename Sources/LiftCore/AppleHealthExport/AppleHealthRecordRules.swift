/// Checks one export record and turns it into what the health bridge takes. Every number comes
/// from the file, so each is checked to be a plain finite decimal before any arithmetic; a bad
/// record is refused naming its line (the bridge checks the samples again, as from any platform).
public enum AppleHealthRecordRules {
    public enum Converted: Equatable {
        case sample(HealthSample)
        case workout(HealthWorkout)
        /// A workout of an activity the catalog has no workout for: counted and skipped.
        case unmappedActivity(String)
    }

    /// Seconds per unit of a workout's duration.
    static let durationUnits: [String: Double] = ["min": 60, "s": 1, "hr": 3600]

    public static func convert(_ e: AppleHealthExportEntry, path: Location) throws -> Converted {
        guard !e.sourceName.isEmpty else { throw bad(e, "sourceName", "", path, reason: "is missing") }
        guard let start = AppleHealthDate.parse(e.startDate) else { throw bad(e, "startDate", e.startDate, path) }
        guard let end = AppleHealthDate.parse(e.endDate) else { throw bad(e, "endDate", e.endDate, path) }
        guard end.instant >= start.instant else { throw bad(e, "endDate", e.endDate, path, reason: "is before its startDate") }
        if e.kind == .workout { return try workout(e, start.instant, end.instant, path) }
        let value = try number(e, "value", e.value, path)
        guard let unit = e.unit else { throw bad(e, "unit", "", path, reason: "is missing") }
        guard e.kind.canonical(value, unit: unit) != nil else { throw unknownUnit(e, unit, e.kind.units, path) }
        return .sample(HealthSample(provenance: provenance(e, start.instant, end.instant, String(value)), type: e.type,
                                    start: start.instant, end: end.instant, value: value, unit: unit))
    }

    private static func workout(_ e: AppleHealthExportEntry, _ start: Timestamp, _ end: Timestamp, _ path: Location) throws -> Converted {
        guard HealthActivityMap.workout(for: e.type) != nil else { return .unmappedActivity(e.type) }
        let m = e.workout ?? .init()
        var seconds: Double?
        if let text = m.duration {
            let unit = m.durationUnit ?? "min"
            guard let factor = durationUnits[unit] else { throw unknownUnit(e, unit, durationUnits.keys.sorted(), path) }
            seconds = try number(e, "duration", text, path) * factor
        }
        var energy: Double?
        if let text = m.energy {
            let v = try number(e, "totalEnergyBurned", text, path)
            let unit = m.energyUnit ?? "kcal"
            guard HealthDataType.workout.canonical(v, unit: unit) != nil else { throw unknownUnit(e, unit, HealthDataType.workout.units, path) }
            energy = v
        }
        var distance: Double?
        if let text = m.distance {
            let v = try number(e, "totalDistance", text, path)
            let unit = m.distanceUnit ?? "km"
            guard HealthDataType.meters(v, unit: unit) != nil else { throw unknownUnit(e, unit, HealthDataType.distanceUnits, path) }
            distance = v
        }
        return .workout(HealthWorkout(provenance: provenance(e, start, end, ""), activityType: e.type, start: start, end: end,
                                      durationSeconds: seconds, energy: energy, energyUnit: energy == nil ? nil : m.energyUnit ?? "kcal",
                                      distance: distance, distanceUnit: distance == nil ? nil : m.distanceUnit ?? "km"))
    }

    /// The id is name-based on the record's own fields (exports carry no uuid): its instants and
    /// value as parsed, not as written, so the same record in a newer export, or in one made in
    /// another time zone, is the same sample.
    private static func provenance(_ e: AppleHealthExportEntry, _ start: Timestamp, _ end: Timestamp, _ value: String) -> HealthProvenance {
        let key = ["apple_health_export", e.kind.rawValue, e.type, e.sourceName, String(start.milliseconds),
                   String(end.milliseconds), value].joined(separator: "\u{1F}")
        return HealthProvenance(id: NameBasedID.imported(key).text, source: HealthSource(name: e.sourceName, bundleID: ""),
                                wasUserEntered: e.wasUserEntered)
    }

    /// A plain decimal (no hex, inf or nan), finite and far from any overflow.
    private static func number(_ e: AppleHealthExportEntry, _ field: String, _ text: String?, _ path: Location) throws -> Double {
        guard let text else { throw bad(e, field, "", path, reason: "is missing") }
        guard text.utf8.count <= 32, text.utf8.allSatisfy(isDecimalByte), let v = Double(text), v.isFinite, v >= 0, v < 1e12 else {
            throw bad(e, field, text, path)
        }
        return v
    }

    private static func isDecimalByte(_ c: UInt8) -> Bool {
        (c >= 0x30 && c <= 0x39) || c == 0x2E || c == 0x2D || c == 0x2B || c == 0x65 || c == 0x45
    }

    static func unknownUnit(_ e: AppleHealthExportEntry, _ unit: String, _ known: [String], _ path: Location) -> LiftError {
        LiftError(.invalidRequest, code: "unknown_health_unit",
                  "line \(e.line): unit \(unit) of \(e.type) is not one liblift converts (\(known.joined(separator: ", "))); nothing imported",
                  details: [.init("path", .location(path)), .init("line", .int(Int64(e.line))), .init("type", .string(e.type)),
                            .init("unit", .string(unit))], messageLocation: path)
    }

    private static func bad(_ e: AppleHealthExportEntry, _ field: String, _ text: String, _ path: Location,
                            reason: String = "is not valid") -> LiftError {
        LiftError(.invalidRequest, code: "invalid_health_record",
                  "line \(e.line): \(field) \"\(text.prefix(64))\" of \(e.type) \(reason); nothing imported",
                  details: [.init("path", .location(path)), .init("line", .int(Int64(e.line))), .init("type", .string(e.type)),
                            .init("field", .string(field))], messageLocation: path)
    }
}
