/// Checks a delivered sample or workout and turns it into what is stored, or refuses it naming
/// the field. Numbers are checked before any arithmetic: nothing from a platform can trap.
enum HealthSampleRules {
    static let maxIDLength = 200
    /// Far above any one reading (a day of steps, a feast): a larger value is a device's error.
    static let maxCount = Double(BodyLogRules.maxAmount)

    /// `path` is spelt only for a refusal: a batch of 10,000 samples would otherwise build a
    /// location per sample and field.
    static func check(_ s: HealthSample, platform: HealthPlatform, zone: ZoneRules, today: Day,
                      path: @autoclosure () -> Location) throws -> StoredHealthSample {
        try checkProvenance(s.provenance, path: path)
        guard let type = HealthDataType(identifier: s.type), type != .workout else {
            throw HealthSampleRules.unknownType(s.type, path().key("type"))
        }
        guard s.value.isFinite, s.value >= 0, s.value <= maxCount else {
            throw LiftError.invalid(path().key("value"), "a value is a number from 0 to \(BodyLogRules.maxAmount)")
        }
        guard let canonical = type.canonical(s.value, unit: s.unit) else { throw unknownUnit(s.unit, type, path().key("unit")) }
        if type == .bodyMass { try BodyLogRules.checkWeight(canonical, unit: .kg, path: path().key("value")) }
        let day = try checkTimes(s.start, s.end, zone: zone, today: today, path: path)
        return StoredHealthSample(platform: platform, provenance: s.provenance, type: type, day: day, start: s.start,
                                  end: s.end, value: s.value, unit: s.unit, canonicalValue: canonical)
    }

    static func check(_ w: HealthWorkout, platform: HealthPlatform, zone: ZoneRules, today: Day,
                      path: @autoclosure () -> Location) throws -> StoredHealthSample {
        try checkProvenance(w.provenance, path: path)
        guard HealthActivityMap.workout(for: w.activityType) != nil else {
            throw LiftError(.invalidRequest, code: "unknown_health_activity",
                            "no catalog workout for the activity type \(w.activityType)",
                            details: [.init("path", .location(path().key("activity_type"))),
                                      .init("activity_type", .string(w.activityType))],
                            messageLocation: path().key("activity_type"))
        }
        let day = try checkTimes(w.start, w.end, zone: zone, today: today, path: path)
        let seconds = w.durationSeconds ?? Double(w.end.milliseconds - w.start.milliseconds) / 1000
        guard seconds.isFinite, seconds >= 0.5, seconds < Double(SaveCompletion.maxDuration) + 0.5 else {
            throw LiftError.invalid(path().key("duration"), "a workout lasts 1 to \(SaveCompletion.maxDuration) seconds")
        }
        var kcal = 0.0, unit = ""
        if let energy = w.energy {
            unit = w.energyUnit ?? "kcal"
            guard energy.isFinite, energy >= 0 else { throw LiftError.invalid(path().key("energy"), "energy is a number from 0") }
            guard let k = HealthDataType.workout.canonical(energy, unit: unit) else {
                throw unknownUnit(unit, .workout, path().key("energy_unit"))
            }
            guard k <= SaveCompletion.maxCalories else {
                throw LiftError.invalid(path().key("energy"), "a workout's energy is 0 to \(Int(SaveCompletion.maxCalories)) kcal")
            }
            kcal = k
        }
        return StoredHealthSample(platform: platform, provenance: w.provenance, type: .workout, day: day, start: w.start,
                                  end: w.end, value: w.energy ?? 0, unit: unit, canonicalValue: kcal,
                                  activityType: w.activityType, durationSeconds: w.durationSeconds,
                                  distanceMeters: try meters(w, path: path))
    }

    /// A workout's distance in metres, checked before and after the conversion.
    private static func meters(_ w: HealthWorkout, path: () -> Location) throws -> Double? {
        guard let distance = w.distance else { return nil }
        let unit = w.distanceUnit ?? "m"
        guard distance.isFinite, distance >= 0 else { throw LiftError.invalid(path().key("distance"), "a distance is a number from 0") }
        guard let m = HealthDataType.meters(distance, unit: unit) else {
            throw LiftError(.invalidRequest, code: "unknown_health_unit",
                            "unknown unit \(unit) for a workout's distance: one of \(HealthDataType.distanceUnits.joined(separator: ", "))",
                            details: [.init("path", .location(path().key("distance_unit"))), .init("unit", .string(unit)),
                                      .init("type", .string(HealthDataType.workout.rawValue))],
                            messageLocation: path().key("distance_unit"))
        }
        guard m <= SaveCompletion.maxDistance else {
            throw LiftError.invalid(path().key("distance"), "a workout's distance is 0 to \(Int(SaveCompletion.maxDistance)) metres")
        }
        return m
    }

    static func checkID(_ id: String, path: @autoclosure () -> Location) throws {
        guard !id.isEmpty, id.utf8.count <= maxIDLength else {
            throw LiftError.invalid(path(), "a sample id is 1 to \(maxIDLength) bytes")
        }
    }

    private static func checkProvenance(_ p: HealthProvenance, path: () -> Location) throws {
        try checkID(p.id, path: path().key("id"))
        guard p.source.key.utf8.count <= maxIDLength, !p.source.key.isEmpty else {
            throw LiftError.invalid(path().key("source"), "a source is named by a bundle id or name of 1 to \(maxIDLength) bytes")
        }
    }

    private static func checkTimes(_ start: Timestamp, _ end: Timestamp, zone: ZoneRules, today: Day,
                                   path: () -> Location) throws -> Day {
        guard start.isOnCalendar, end.isOnCalendar else { throw LiftError.invalid(path().key("start"), "is outside the calendar") }
        guard start <= end else { throw LiftError.invalid(path().key("end"), "a sample ends before it starts") }
        let day = zone.day(of: start)
        try BodyLogRules.checkLoggable(day, today: today, path: path().key("start"))
        return day
    }

    static func unknownType(_ name: String, _ path: Location) -> LiftError {
        LiftError(.invalidRequest, code: "unknown_health_type", "unknown health type \(name)",
                  details: [.init("path", .location(path)), .init("type", .string(name))], messageLocation: path)
    }

    static func unknownUnit(_ unit: String, _ type: HealthDataType, _ path: Location) -> LiftError {
        LiftError(.invalidRequest, code: "unknown_health_unit",
                  "unknown unit \(unit) for \(type.rawValue): one of \(type.units.joined(separator: ", "))",
                  details: [.init("path", .location(path)), .init("unit", .string(unit)), .init("type", .string(type.rawValue))],
                  messageLocation: path)
    }
}
