import LiftCore

/// Every kind that syncs, described for the generic adapter: a new kind joins the feed with one
/// entry here, one in `SyncRowMarks.tables` (or its children), and a migration step adding its
/// `sync_at` column and triggers as `syncV3` does (its inserts stamp `lift_now_ms(table, id)`).
public enum SyncTables {
    public static func stores(database: SQLiteDatabase, owner: String) -> [String: SyncKindStore] {
        var out = [String: SyncKindStore]()
        for (spec, sql) in zip(all, statements) { out[spec.kind] = SQLiteSyncTable(database: database, owner: owner, spec: spec, sql: sql) }
        return out
    }

    public static var kinds: [String] { all.map(\.kind) }

    static let statements: [SyncTableSQL] = all.map(SyncTableSQL.init)

    static let count: ClosedRange<Int64> = 0...1_000_000_000
    static let amount: ClosedRange<Double> = -1e12...1e12
    static let nameKey: (column: String, value: @Sendable ([String: SyncValue]) -> SQLiteValue) =
        ("name_key", { .text(NameKey.of($0["name"]?.text ?? "")) })
    static func uniqueName(_ rule: SyncUniqueRule = .rename) -> (field: String, rule: SyncUniqueRule, column: String, value: @Sendable (SyncValue) -> SQLiteValue) {
        ("name", rule, "name_key", { .text(NameKey.of($0.text ?? "")) })
    }

    static let all: [SyncTable] = [
        SyncTable(kind: "exercise", table: "exercise",
                  columns: [.text("name", max: 1000), .ms("creation_ms"), .text("tags", max: 100_000)],
                  derived: [nameKey], unique: uniqueName(), uniqueIndexed: true),
        SyncTable(kind: "routine", table: "routine",
                  columns: [.text("name", max: 1000), .ms("creation_ms")],
                  derived: [nameKey, ("exercise_key", { fields in
                      guard case .rows(let rows)? = fields["exercises"] else { return .text("") }
                      return .text(rows.compactMap { $0.first { $0.name == "exercise_id" }?.value.text }.joined(separator: ","))
                  })],
                  children: [SyncChildTable(field: "exercises", table: "routine_exercise", parent: "routine_id", orderBy: "position",
                                            columns: [.int("position", count), .id("exercise_id", of: "exercise")])],
                  unique: uniqueName()),
        SyncTable(kind: "routine_record", table: "routine_record",
                  columns: [.text("routine_id", max: 64, null: true), .text("note", max: 10_000, null: true),
                            .ms("creation_ms"), .ms("completion_ms", null: true)],
                  children: [SyncChildTable(field: "exercise_records", table: "exercise_record", parent: "record_id", orderBy: "position",
                                            columns: [.text("id", max: 64), .int("position", count), .id("exercise_id", of: "exercise")],
                                            key: "id",
                                            children: [SyncChildTable(field: "sets", table: "set_record", parent: "exercise_record_id", orderBy: "position",
                                                                      columns: [.text("id", max: 64), .int("position", count), .int("rep_count", count),
                                                                                .real("weight", amount), .text("unit", max: 2),
                                                                                .int("duration_s", count, null: true), .int("difficulty", 0...100, null: true),
                                                                                .ms("completion_ms")])])]),
        SyncTable(kind: "workout", table: "custom_workout",
                  columns: [.text("name", max: 1000), .text("category", max: 16), .text("instructions", max: 100_000),
                            .text("equipment", max: 100_000), .text("muscles", max: 100_000), .real("met", 0...1000), .ms("creation_ms")],
                  derived: [nameKey], unique: uniqueName(), uniqueIndexed: true),
        SyncTable(kind: "completion", table: "completion",
                  columns: [.text("workout_id", max: 64), .int("duration_s", 0...31_622_400), .ms("date_ms"),
                            .real("body_weight_kg", 0...10_000), .real("calories", 0...1e9), .real("measured_calories", 0...1e9, null: true),
                            .real("distance_m", 0...1e9, null: true)]),
        SyncTable(kind: "weekly_goal", table: "weekly_goal", key: nil, columns: [.int("workouts", 0...10_000)]),
        SyncTable(kind: "weight", table: "weight_entry",
                  columns: [.day("day"), .real("weight", 0...100_000), .text("unit", max: 2), .text("note", max: 10_000, null: true)],
                  unique: ("day", .keepLater, "day", { v in if case .int(let d) = v { return .int(d) }; return .null }), uniqueIndexed: true),
        counts("calories"),
        counts("steps"),
        SyncTable(kind: "goal", table: "body_goal", key: "category",
                  columns: [.real("target", amount), .text("unit", max: 2, null: true), .text("direction", max: 16, null: true),
                            .real("start_value", amount, null: true), .day("start_day"), .day("goal_day", null: true)]),
        SyncTable(kind: "route", table: "saved_route",
                  columns: [.text("name", max: 1000), .text("profile", max: 64), .text("optimize", max: 64),
                            .real("distance", 0...1e12), .real("duration", 0...1e12), .text("geometry", max: 50_000_000),
                            .ms("creation_ms"), .ms("update_ms")],
                  derived: [nameKey],
                  children: [
                      SyncChildTable(field: "stops", table: "saved_route_stop", parent: "route_id", orderBy: "position",
                                     columns: [.int("position", count), .text("name", max: 1000, null: true), .real("lat", -90...90), .real("lon", -180...180)]),
                      SyncChildTable(field: "legs", table: "saved_route_leg", parent: "route_id", orderBy: "position",
                                     columns: [.int("position", count), .int("from_stop", count), .int("to_stop", count),
                                               .real("distance", 0...1e12), .real("duration", 0...1e12)]),
                      SyncChildTable(field: "steps", table: "saved_route_step", parent: "route_id", orderBy: "leg, position",
                                     columns: [.int("leg", count), .int("position", count), .real("distance", 0...1e12), .real("duration", 0...1e12),
                                               .text("geometry", max: 10_000_000), .text("name", max: 1000), .text("ref", max: 1000),
                                               .text("class", max: 64), .text("mode", max: 64), .text("type", max: 64),
                                               .text("modifier", max: 64, null: true), .real("lon", -180...180), .real("lat", -90...90),
                                               .int("bearing_before", 0...360), .int("bearing_after", 0...360), .int("exit", count, null: true),
                                               .text("instruction", max: 10_000), .int("classes", 0...31)]),
                  ],
                  unique: uniqueName(), uniqueIndexed: true),
        healthSamples(.healthKit),
        healthSamples(.healthConnect),
        healthSamples(.appleExport),
        SyncTable(kind: "account", table: "account", key: nil, ownerColumn: "id",
                  columns: [.text("name", max: 1000, null: true), .text("phone", max: 1000, null: true), .text("email", max: 1000, null: true)],
                  updateOnly: true),
    ]

    /// Kinds `health_sample_<platform>`.
    public static let healthSampleKindPrefix = HealthSyncTriggers.kindPrefix

    /// A platform's held samples, keyed by the platform's id (docs/HEALTH.md, "Sync").
    static func healthSamples(_ platform: HealthPlatform) -> SyncTable {
        SyncTable(kind: HealthSyncTriggers.kindPrefix + platform.rawValue, table: "health_sample",
                  fixed: [("platform", platform.rawValue)], fixedInKey: true,
                  columns: [.oneOf("type", HealthDataType.allCases.map(\.rawValue)), .day("day"), .ms("start_ms"), .ms("end_ms"), .real("value", 0...1e12),
                            .text("unit", max: 200), .real("canonical_value", 0...1e12), .text("source_name", max: 200),
                            .text("bundle_id", max: 200), .text("device", max: 200, null: true), .int("user_entered", 0...1),
                            .text("sync_id", max: 200, null: true), .int("sync_version", 0...9_007_199_254_740_991, null: true),
                            .ms("modified_ms", null: true), .text("activity_type", max: 200, null: true),
                            .real("duration_s", 0...1e9, null: true), .real("distance_m", 0...1e9, null: true)])
    }

    static func counts(_ category: String) -> SyncTable {
        SyncTable(kind: category, table: "body_count", fixed: [("category", category)],
                  columns: [.day("day"), .int("amount", 0...10_000_000), .text("note", max: 10_000, null: true), .ms("creation_ms")])
    }
}
