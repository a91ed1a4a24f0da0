/// Checks one export record and converts it to a sample. Every number comes from the file, so
/// each is checked to be finite and plausible before any arithmetic.
public enum AppleHealthRecordRules {
    /// Plausible ranges, in liblift's units, of one record.
    static let ranges: [AppleHealthExportEntry.Kind: ClosedRange<Double>] = [
        .bodyMass: 0.1...1000, .stepCount: 0...1_000_000, .dietaryEnergy: 0...100_000, .workout: 0...(7 * 86_400),
    ]
    static let maxWorkoutEnergy = 100_000.0
    static let maxWorkoutDistance = 10_000_000.0

    public static func sample(of e: AppleHealthExportEntry, path: Location) throws -> AppleHealthSample {
        guard let start = AppleHealthDate.parse(e.startDate) else { throw bad(e, "startDate", e.startDate, path) }
        guard let end = AppleHealthDate.parse(e.endDate) else { throw bad(e, "endDate", e.endDate, path) }
        guard end.instant >= start.instant else { throw bad(e, "endDate", e.endDate, path, reason: "is before its startDate") }
        let value: Double, unit: String
        var energy: Double?, distance: Double?
        if e.kind == .workout {
            let m = e.workout ?? .init()
            (value, unit) = try measure(e, "duration", m.duration, m.durationUnit ?? "min", AppleHealthUnits.duration, path)
            if let text = m.energy {
                energy = try measure(e, "totalEnergyBurned", text, m.energyUnit ?? "kcal", AppleHealthUnits.energy, path).0
                guard let v = energy, v <= maxWorkoutEnergy else { throw bad(e, "totalEnergyBurned", text, path, reason: "is out of range") }
            }
            if let text = m.distance {
                distance = try measure(e, "totalDistance", text, m.distanceUnit ?? "km", AppleHealthUnits.distance, path).0
                guard let v = distance, v <= maxWorkoutDistance else { throw bad(e, "totalDistance", text, path, reason: "is out of range") }
            }
        } else {
            (value, unit) = try measure(e, "value", e.value, e.unit, AppleHealthUnits.table(for: e.kind), path)
        }
        guard let range = ranges[e.kind], range.contains(value) else {
            throw bad(e, e.kind == .workout ? "duration" : "value", e.kind == .workout ? e.workout?.duration ?? "" : e.value ?? "",
                      path, reason: "is out of range")
        }
        // The instants and the value as parsed, not as written: an export made in another zone,
        // or writing 80.50 for 80.5, names the same record.
        let key = ["apple_health_export", e.kind.rawValue, e.type, e.sourceName, String(start.instant.milliseconds),
                   String(end.instant.milliseconds), String(value)].joined(separator: "\u{1F}")
        return AppleHealthSample(id: NameBasedID.imported(key), kind: e.kind, type: e.type, sourceName: e.sourceName,
                                 start: start.instant, end: end.instant, offsetMinutes: start.offsetMinutes, value: value,
                                 unit: unit, wasUserEntered: e.wasUserEntered, energyKilocalories: energy, distanceMetres: distance)
    }

    /// The number in liblift's unit, with the unit it was written in.
    private static func measure(_ e: AppleHealthExportEntry, _ field: String, _ text: String?, _ unit: String?,
                                _ table: [String: Double], _ path: Location) throws -> (Double, String) {
        guard let text else { throw bad(e, field, "", path, reason: "is missing") }
        guard let unit else { throw bad(e, "unit", "", path, reason: "is missing") }
        guard let factor = table[unit] else {
            throw LiftError(.invalidRequest, code: "unknown_unit",
                            "line \(e.line): unit \(unit) of \(e.type) is not one liblift converts (\(table.keys.sorted().joined(separator: ", ")))",
                            details: [.init("path", .location(path)), .init("line", .int(Int64(e.line))), .init("type", .string(e.type)),
                                      .init("unit", .string(unit))], messageLocation: path)
        }
        // Plain decimals only: no hex, inf or nan from a file.
        guard text.utf8.count <= 32, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 || $0 == 0x2E || $0 == 0x2D || $0 == 0x65 || $0 == 0x45 || $0 == 0x2B }),
              let v = Double(text), v.isFinite, abs(v) < 1e12 else { throw bad(e, field, text, path) }
        return (v * factor, unit)
    }

    private static func bad(_ e: AppleHealthExportEntry, _ field: String, _ text: String, _ path: Location,
                            reason: String = "is not valid") -> LiftError {
        LiftError(.invalidRequest, code: "invalid_health_record",
                  "line \(e.line): \(field) \"\(text.prefix(64))\" of \(e.type) \(reason)",
                  details: [.init("path", .location(path)), .init("line", .int(Int64(e.line))), .init("type", .string(e.type)),
                            .init("field", .string(field))], messageLocation: path)
    }
}
