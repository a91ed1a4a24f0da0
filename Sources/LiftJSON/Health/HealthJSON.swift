import CJansson
import LiftCore

/// health_samples, health_anchor and health_policy <-> JSON (docs/API.md, "Health").
public enum HealthJSON {
    public static let maxItems = 100_000
    public static let maxText = 200
    /// An archived HKQueryAnchor in base64 is a few hundred bytes; a Health Connect token less.
    static let maxAnchor = 65_536
    static let platforms = HealthPlatform.allCases.map(\.rawValue)

    public static func platform(_ o: inout JSONObjectReader) throws -> HealthPlatform {
        let name = try o.oneOf("platform", platforms)
        return HealthPlatform(rawValue: name) ?? .healthKit
    }

    /// `{"platform", "samples", "workouts", "deleted", "anchor", "full_window"}`.
    public static func batch(_ o: inout JSONObjectReader) throws -> HealthBatch {
        var batch = HealthBatch(platform: try platform(&o))
        batch.samples = try o.optionalArray("samples", max: maxItems)?.objects(sample) ?? []
        batch.workouts = try o.optionalArray("workouts", max: maxItems)?.objects(workout) ?? []
        batch.deleted = try o.optionalArray("deleted", max: maxItems)?.map { try $0.string(maxLength: maxText) } ?? []
        if var a = try o.optionalObject("anchor") {
            batch.anchor = HealthAnchor(scope: try a.string("type", maxLength: maxText),
                                        value: try a.string("value", maxLength: maxAnchor))
            try a.finish()
        }
        if var w = try o.optionalObject("full_window") {
            batch.fullWindow = HealthWindow(from: try w.timestamp("from"), to: try w.timestamp("to"),
                                            types: try w.optionalArray("types", max: 10)?.map { try $0.string(maxLength: maxText) } ?? [])
            try w.finish()
        }
        return batch
    }

    static func sample(_ o: inout JSONObjectReader) throws -> HealthSample {
        let provenance = try self.provenance(&o)
        return HealthSample(provenance: provenance, type: try known("type", knownTypes, &o),
                            start: try o.timestamp("start"), end: try o.timestamp("end"), value: try o.double("value"),
                            unit: try known("unit", knownUnits, &o))
    }

    /// The names a batch repeats on every sample, matched on jansson's bytes and answered with
    /// these literals: no String is made per sample. Anything else is read as sent (and refused
    /// later naming it).
    static let knownTypes = ["HKQuantityTypeIdentifierStepCount", "HKQuantityTypeIdentifierBodyMass",
                             "HKQuantityTypeIdentifierDietaryEnergyConsumed", "StepsRecord", "WeightRecord", "NutritionRecord"]
    static let knownUnits = ["count", "kg", "kcal", "lb", "g", "kJ", "Cal"]

    static func known(_ key: String, _ names: [String], _ o: inout JSONObjectReader) throws -> String {
        let v = try o.required(key)
        if let i = try? v.choice(names) { return names[i] }
        return try v.string(maxLength: maxText)
    }

    static func workout(_ o: inout JSONObjectReader) throws -> HealthWorkout {
        let provenance = try self.provenance(&o)
        return HealthWorkout(provenance: provenance, activityType: try o.string("activity_type", maxLength: maxText),
                             start: try o.timestamp("start"), end: try o.timestamp("end"),
                             durationSeconds: try o.optionalDouble("duration"), energy: try o.optionalDouble("energy"),
                             energyUnit: try o.optionalString("energy_unit", maxLength: maxText),
                             distance: try o.optionalDouble("distance"),
                             distanceUnit: try o.optionalString("distance_unit", maxLength: maxText))
    }

    /// The id, the source and the metadata. HealthKit's metadata may come as the platform's own
    /// dictionary (`metadata`: HKMetadataKeyWasUserEntered, HKMetadataKeySyncIdentifier,
    /// HKMetadataKeySyncVersion; other keys ignored) or as the named fields.
    static func provenance(_ o: inout JSONObjectReader) throws -> HealthProvenance {
        let id = try o.string("id", maxLength: maxText)
        var s = try o.object("source")
        let source = HealthSource(name: try s.optionalString("name", maxLength: maxText) ?? "",
                                  bundleID: try s.optionalString("bundle_id", maxLength: maxText) ?? "",
                                  device: try s.optionalString("device", maxLength: maxText))
        try s.finish()
        var p = HealthProvenance(id: id, source: source, wasUserEntered: try o.optionalBool("was_user_entered") ?? false,
                                 syncIdentifier: try o.optionalString("sync_identifier", maxLength: maxText),
                                 syncVersion: try o.optionalInt("sync_version", in: 0...JSONLimits.maxSafeInteger),
                                 lastModified: try o.optionalTimestamp("last_modified"))
        // Looked up by key rather than walked: the other keys are ignored, and a walk made a
        // String of every key of every sample.
        if var m = try o.optionalObject("metadata") {
            guard json_object_size(m.object) <= 100 else { throw LiftError.invalid(m.path, "at most 100 entries") }
            if let value = m.value("HKMetadataKeyWasUserEntered") {
                p.wasUserEntered = try (try? value.bool()) ?? (value.int(in: 0...1) == 1)
            }
            if let id = try m.optionalString("HKMetadataKeySyncIdentifier", maxLength: maxText) { p.syncIdentifier = id }
            if let v = try m.optionalInt("HKMetadataKeySyncVersion", in: 0...JSONLimits.maxSafeInteger) { p.syncVersion = v }
        }
        return p
    }

    public static func write(_ outcome: HealthBatchOutcome, to o: JSONObjectWriter) {
        o.set("added", outcome.added)
        o.set("updated", outcome.updated)
        o.set("unchanged", outcome.unchanged)
        o.set("removed", outcome.removed)
        o.set("echoes", outcome.echoes)
        o.set("days_recomputed", outcome.daysRecomputed)
    }

    public static func write(_ policy: HealthPolicy, to o: JSONObjectWriter) {
        o.set("type", policy.type.healthKitIdentifier)
        o.set("sources", policy.sources)
    }
}
