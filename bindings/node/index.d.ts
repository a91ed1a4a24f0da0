// Written by tools/gen_ts_types.py from schema/lift.schema.json: do not edit.
export type Kind = "account" | "active_record" | "apple_health_export" | "backup" | "body_log" | "calories" | "changes" | "completion" | "exercise" | "exercise_history" | "goal" | "health_anchor" | "health_export" | "health_policy" | "health_samples" | "image" | "league" | "next_targets" | "personal_record" | "place" | "player" | "progress_summary" | "recommendation" | "request" | "road_network" | "route" | "routine" | "routine_from_record" | "routine_record" | "series" | "session" | "stats" | "steps" | "sync_state" | "team" | "weekly_goal" | "weight" | "weight_csv" | "workout" | "workout_export" | "workout_import";
export type ErrorCode = "backup_not_sealed" | "built_in_workout" | "busy" | "cancelled" | "cannot_open" | "completion_before_creation" | "conflict" | "constraint" | "control_character" | "corrupt" | "corrupt_road_network" | "corrupt_saved_route" | "damaged_backup" | "date_in_future" | "date_out_of_range" | "day_total_too_large" | "duplicate_exercise_name" | "duplicate_route_name" | "duplicate_routine_exercises" | "duplicate_routine_name" | "duplicate_sample" | "duplicate_username" | "duplicate_workout_name" | "empty_exercise_record" | "empty_road_network" | "empty_routine" | "empty_routine_record" | "exercise_in_use" | "file_too_large" | "goal_target_not_ahead" | "id_taken" | "internal" | "invalid_csv" | "invalid_cursor" | "invalid_health_record" | "invalid_image_data" | "invalid_password" | "invalid_request" | "invalid_username" | "invalid_username_character" | "invalid_value" | "invalid_xml" | "invalid_zip" | "io" | "malformed_json" | "misuse" | "needs_migration" | "negative_amount" | "newer_schema" | "no_export_xml" | "no_memory" | "no_remote" | "no_road_network" | "no_route" | "no_store_file" | "not_a_health_export" | "not_a_regular_file" | "not_a_store" | "not_cached" | "not_found" | "passphrase_required" | "payload_too_large" | "read_only_store" | "reentrant_call" | "remote_invalid_response" | "remote_status" | "remote_unavailable" | "request_id_in_use" | "required_field" | "response_too_large" | "road_network_limit" | "road_network_outdated" | "routine_exercises_required" | "routine_name_required" | "signed_out" | "stop_not_near_road" | "too_big" | "unauthorized" | "unavailable" | "unknown_category" | "unknown_client_record" | "unknown_field" | "unknown_health_activity" | "unknown_health_type" | "unknown_health_unit" | "unknown_kind" | "unknown_sync_kind" | "unknown_time_zone" | "unreadable_cache" | "unreadable_osm" | "unsupported" | "unsupported_backup_version" | "unsupported_verb" | "weight_day_taken" | "weight_out_of_range" | "workout_in_use" | "wrong_passphrase" | "wrong_type";

export type Id = string;

export type Instant = string;

export type RequestId = string;

export type AccountSaveRequest = ({ "kind": "account"; "account": { "id"?: Id; "username"?: string; "password"?: string; "name"?: string | null; "phone"?: string | null; "email"?: string | null; "creation_date"?: Instant }; "request_id"?: RequestId }) | ({ "kind": "account"; "change_password": { "old_password": string; "new_password": string }; "request_id"?: RequestId });

export type AccountRecord = { "id": Id; "username": string; "name": string | null; "phone": string | null; "email": string | null; "creation_date": Instant };

export type AccountSaveAnswer = ({ "kind": "account"; "account": AccountRecord }) | ({ "kind": "account"; "password_changed": true; "session"?: { "id": string; "token": string; "expires": Instant } });

export type Unit = "kg" | "lb";

export type RoutineRecordSaveRecord = { "id"?: Id; "routine_id"?: (Id) | (null); "note"?: string | null; "creation_date"?: Instant; "completion_date"?: (Instant) | (null); "exercise_records"?: Array<{ "id"?: Id; "exercise_id"?: Id; "set_records"?: Array<{ "id"?: Id; "rep_count"?: number; "weight"?: number; "unit"?: Unit; "duration"?: number | null; "difficulty"?: number | null; "completion_date"?: (Instant) | (null) }> }> };

export type ActiveRecordSaveRequest = ({ "kind": "active_record"; "active_record": RoutineRecordSaveRecord; "request_id"?: RequestId }) | ({ "kind": "active_record"; "from_routine_id": Id; "request_id"?: RequestId });

export type SetRecord = { "id": Id; "rep_count": number; "weight": number; "unit": Unit; "duration": number | null; "difficulty": number | null; "completion_date": (Instant) | (null) };

export type RoutineRecordRecord = { "id": Id; "routine_id": (Id) | (null); "note": string | null; "creation_date": Instant; "completion_date": (Instant) | (null); "exercise_records": Array<{ "id": Id; "exercise_id": Id; "set_records": Array<SetRecord> }> };

export type ActiveRecordSaveAnswer = { "kind": "active_record"; "active_record": RoutineRecordRecord };

export type TimeZone = string;

export type AppleHealthExportSaveRequest = { "kind": "apple_health_export"; "apple_health_export": { "path": string }; "request_id"?: RequestId; "time_zone"?: TimeZone };

export type AppleHealthExportSaveAnswer = { "kind": "apple_health_export"; "apple_health_export": { "types": { "body_mass": { "read": number; "added": number; "updated": number; "unchanged": number }; "step_count": { "read": number; "added": number; "updated": number; "unchanged": number }; "dietary_energy": { "read": number; "added": number; "updated": number; "unchanged": number }; "workout": { "read": number; "added": number; "updated": number; "unchanged": number } }; "skipped": Record<string, unknown>; "from": (Instant) | (null); "to": (Instant) | (null); "days_recomputed": number } };

export type BackupChange = { "kind": string; "id": string; "version"?: string; "fields"?: Record<string, unknown>; "versions"?: Record<string, unknown>; "removed"?: string };

export type BackupDocument = { "format": "liblift-backup"; "version": 1; "site"?: string; "created"?: string; "changes": Array<BackupChange>; "count": number };

export type BackupFile = string;

export type BackupSaveRequest = ({ "kind": "backup"; "backup": BackupDocument; "request_id"?: RequestId }) | ({ "kind": "backup"; "data": string; "passphrase"?: string; "request_id"?: RequestId }) | ({ "kind": "backup"; "path": BackupFile; "passphrase"?: string; "request_id"?: RequestId });

export type BackupSaveAnswer = { "kind": "backup"; "backup": { "changes": number; "applied": number; "skipped": number; "parked": number; "conflicts": Array<Record<string, unknown>> } };

export type Day = string;

export type CaloriesSaveRecord = { "id"?: Id; "date"?: Day; "amount"?: number; "total"?: number; "source"?: string; "note"?: string | null; "creation_date"?: Instant };

export type CaloriesSaveRequest = ({ "kind": "calories"; "calories": CaloriesSaveRecord; "request_id"?: RequestId; "time_zone"?: TimeZone }) | ({ "kind": "calories"; "items": Array<CaloriesSaveRecord>; "request_id"?: RequestId; "time_zone"?: TimeZone });

export type CaloriesRecord = { "id": Id; "date": Day; "amount": number; "note"?: string | null; "creation_date": Instant };

export type CaloriesSaveAnswer = ({ "kind": "calories"; "calories": CaloriesRecord; "day_total"?: number; "created"?: boolean }) | ({ "kind": "calories"; "items": Array<CaloriesRecord> });

export type SyncVersion = string;

export type SyncChange = ({ "kind": "exercise"; "id": string; "version"?: (SyncVersion) | (null); "fields"?: { "name"?: string | number | null; "creation_ms"?: string | number | null; "tags"?: string | number | null }; "versions"?: { "name"?: SyncVersion; "creation_ms"?: SyncVersion; "tags"?: SyncVersion }; "removed"?: (SyncVersion) | (null) }) | ({ "kind": "routine"; "id": string; "version"?: (SyncVersion) | (null); "fields"?: { "name"?: string | number | null; "creation_ms"?: string | number | null; "exercises"?: Array<Record<string, unknown>> }; "versions"?: { "name"?: SyncVersion; "creation_ms"?: SyncVersion; "exercises"?: SyncVersion }; "removed"?: (SyncVersion) | (null) }) | ({ "kind": "routine_record"; "id": string; "version"?: (SyncVersion) | (null); "fields"?: { "routine_id"?: string | number | null; "note"?: string | number | null; "creation_ms"?: string | number | null; "completion_ms"?: string | number | null; "exercise_records"?: Array<{ "sets"?: Array<Record<string, unknown>> }> }; "versions"?: { "routine_id"?: SyncVersion; "note"?: SyncVersion; "creation_ms"?: SyncVersion; "completion_ms"?: SyncVersion; "exercise_records"?: SyncVersion }; "removed"?: (SyncVersion) | (null) }) | ({ "kind": "workout"; "id": string; "version"?: (SyncVersion) | (null); "fields"?: { "name"?: string | number | null; "category"?: string | number | null; "instructions"?: string | number | null; "equipment"?: string | number | null; "muscles"?: string | number | null; "met"?: string | number | null; "creation_ms"?: string | number | null }; "versions"?: { "name"?: SyncVersion; "category"?: SyncVersion; "instructions"?: SyncVersion; "equipment"?: SyncVersion; "muscles"?: SyncVersion; "met"?: SyncVersion; "creation_ms"?: SyncVersion }; "removed"?: (SyncVersion) | (null) }) | ({ "kind": "completion"; "id": string; "version"?: (SyncVersion) | (null); "fields"?: { "workout_id"?: string | number | null; "duration_s"?: string | number | null; "date_ms"?: string | number | null; "body_weight_kg"?: string | number | null; "calories"?: string | number | null; "measured_calories"?: string | number | null; "distance_m"?: string | number | null }; "versions"?: { "workout_id"?: SyncVersion; "duration_s"?: SyncVersion; "date_ms"?: SyncVersion; "body_weight_kg"?: SyncVersion; "calories"?: SyncVersion; "measured_calories"?: SyncVersion; "distance_m"?: SyncVersion }; "removed"?: (SyncVersion) | (null) }) | ({ "kind": "health_sample_healthkit"; "id": string; "version"?: (SyncVersion) | (null); "fields"?: { "type"?: string | number | null; "day"?: string | number | null; "start_ms"?: string | number | null; "end_ms"?: string | number | null; "value"?: string | number | null; "unit"?: string | number | null; "canonical_value"?: string | number | null; "source_name"?: string | number | null; "bundle_id"?: string | number | null; "device"?: string | number | null; "user_entered"?: string | number | null; "sync_id"?: string | number | null; "sync_version"?: string | number | null; "modified_ms"?: string | number | null; "activity_type"?: string | number | null; "duration_s"?: string | number | null; "distance_m"?: string | number | null }; "versions"?: { "type"?: SyncVersion; "day"?: SyncVersion; "start_ms"?: SyncVersion; "end_ms"?: SyncVersion; "value"?: SyncVersion; "unit"?: SyncVersion; "canonical_value"?: SyncVersion; "source_name"?: SyncVersion; "bundle_id"?: SyncVersion; "device"?: SyncVersion; "user_entered"?: SyncVersion; "sync_id"?: SyncVersion; "sync_version"?: SyncVersion; "modified_ms"?: SyncVersion; "activity_type"?: SyncVersion; "duration_s"?: SyncVersion; "distance_m"?: SyncVersion }; "removed"?: (SyncVersion) | (null) }) | ({ "kind": "health_sample_health_connect"; "id": string; "version"?: (SyncVersion) | (null); "fields"?: { "type"?: string | number | null; "day"?: string | number | null; "start_ms"?: string | number | null; "end_ms"?: string | number | null; "value"?: string | number | null; "unit"?: string | number | null; "canonical_value"?: string | number | null; "source_name"?: string | number | null; "bundle_id"?: string | number | null; "device"?: string | number | null; "user_entered"?: string | number | null; "sync_id"?: string | number | null; "sync_version"?: string | number | null; "modified_ms"?: string | number | null; "activity_type"?: string | number | null; "duration_s"?: string | number | null; "distance_m"?: string | number | null }; "versions"?: { "type"?: SyncVersion; "day"?: SyncVersion; "start_ms"?: SyncVersion; "end_ms"?: SyncVersion; "value"?: SyncVersion; "unit"?: SyncVersion; "canonical_value"?: SyncVersion; "source_name"?: SyncVersion; "bundle_id"?: SyncVersion; "device"?: SyncVersion; "user_entered"?: SyncVersion; "sync_id"?: SyncVersion; "sync_version"?: SyncVersion; "modified_ms"?: SyncVersion; "activity_type"?: SyncVersion; "duration_s"?: SyncVersion; "distance_m"?: SyncVersion }; "removed"?: (SyncVersion) | (null) }) | ({ "kind": "health_sample_apple_health_export"; "id": string; "version"?: (SyncVersion) | (null); "fields"?: { "type"?: string | number | null; "day"?: string | number | null; "start_ms"?: string | number | null; "end_ms"?: string | number | null; "value"?: string | number | null; "unit"?: string | number | null; "canonical_value"?: string | number | null; "source_name"?: string | number | null; "bundle_id"?: string | number | null; "device"?: string | number | null; "user_entered"?: string | number | null; "sync_id"?: string | number | null; "sync_version"?: string | number | null; "modified_ms"?: string | number | null; "activity_type"?: string | number | null; "duration_s"?: string | number | null; "distance_m"?: string | number | null }; "versions"?: { "type"?: SyncVersion; "day"?: SyncVersion; "start_ms"?: SyncVersion; "end_ms"?: SyncVersion; "value"?: SyncVersion; "unit"?: SyncVersion; "canonical_value"?: SyncVersion; "source_name"?: SyncVersion; "bundle_id"?: SyncVersion; "device"?: SyncVersion; "user_entered"?: SyncVersion; "sync_id"?: SyncVersion; "sync_version"?: SyncVersion; "modified_ms"?: SyncVersion; "activity_type"?: SyncVersion; "duration_s"?: SyncVersion; "distance_m"?: SyncVersion }; "removed"?: (SyncVersion) | (null) }) | ({ "kind": "weekly_goal"; "id": string; "version"?: (SyncVersion) | (null); "fields"?: { "workouts"?: string | number | null }; "versions"?: { "workouts"?: SyncVersion }; "removed"?: (SyncVersion) | (null) }) | ({ "kind": "weight"; "id": string; "version"?: (SyncVersion) | (null); "fields"?: { "day"?: string | number | null; "weight"?: string | number | null; "unit"?: string | number | null; "note"?: string | number | null }; "versions"?: { "day"?: SyncVersion; "weight"?: SyncVersion; "unit"?: SyncVersion; "note"?: SyncVersion }; "removed"?: (SyncVersion) | (null) }) | ({ "kind": "calories"; "id": string; "version"?: (SyncVersion) | (null); "fields"?: { "day"?: string | number | null; "amount"?: string | number | null; "note"?: string | number | null; "creation_ms"?: string | number | null }; "versions"?: { "day"?: SyncVersion; "amount"?: SyncVersion; "note"?: SyncVersion; "creation_ms"?: SyncVersion }; "removed"?: (SyncVersion) | (null) }) | ({ "kind": "steps"; "id": string; "version"?: (SyncVersion) | (null); "fields"?: { "day"?: string | number | null; "amount"?: string | number | null; "note"?: string | number | null; "creation_ms"?: string | number | null }; "versions"?: { "day"?: SyncVersion; "amount"?: SyncVersion; "note"?: SyncVersion; "creation_ms"?: SyncVersion }; "removed"?: (SyncVersion) | (null) }) | ({ "kind": "goal"; "id": string; "version"?: (SyncVersion) | (null); "fields"?: { "target"?: string | number | null; "unit"?: string | number | null; "direction"?: string | number | null; "start_value"?: string | number | null; "start_day"?: string | number | null; "goal_day"?: string | number | null }; "versions"?: { "target"?: SyncVersion; "unit"?: SyncVersion; "direction"?: SyncVersion; "start_value"?: SyncVersion; "start_day"?: SyncVersion; "goal_day"?: SyncVersion }; "removed"?: (SyncVersion) | (null) }) | ({ "kind": "route"; "id": string; "version"?: (SyncVersion) | (null); "fields"?: { "name"?: string | number | null; "profile"?: string | number | null; "optimize"?: string | number | null; "distance"?: string | number | null; "duration"?: string | number | null; "geometry"?: string | number | null; "creation_ms"?: string | number | null; "update_ms"?: string | number | null; "stops"?: Array<Record<string, unknown>>; "legs"?: Array<Record<string, unknown>>; "steps"?: Array<Record<string, unknown>> }; "versions"?: { "name"?: SyncVersion; "profile"?: SyncVersion; "optimize"?: SyncVersion; "distance"?: SyncVersion; "duration"?: SyncVersion; "geometry"?: SyncVersion; "creation_ms"?: SyncVersion; "update_ms"?: SyncVersion; "stops"?: SyncVersion; "legs"?: SyncVersion; "steps"?: SyncVersion }; "removed"?: (SyncVersion) | (null) }) | ({ "kind": "account"; "id": string; "version"?: (SyncVersion) | (null); "fields"?: { "name"?: string | number | null; "phone"?: string | number | null; "email"?: string | number | null }; "versions"?: { "name"?: SyncVersion; "phone"?: SyncVersion; "email"?: SyncVersion }; "removed"?: (SyncVersion) | (null) });

export type SyncCursor = string;

export type SyncSite = string;

export type ChangesSaveRequest = { "kind": "changes"; "changes": Array<SyncChange>; "cursor"?: (SyncCursor) | (null); "peer"?: SyncSite; "site"?: SyncSite; "more"?: boolean; "request_id"?: RequestId };

export type ChangesSaveAnswer = { "kind": "changes"; "applied": number; "skipped": number; "parked": number; "conflicts": Array<{ "rule": "name_clash" | "one_weight_per_day"; "kind": string; "id": string; "field": string; "value"?: unknown; "was"?: unknown; "kept"?: string }> };

export type CompletionSaveRecord = { "id"?: Id; "workout_id"?: Id; "duration"?: number; "date"?: Instant; "calories"?: number | null; "distance"?: number | null; "body_weight_kg"?: number | null; "estimated_calories"?: number | null; "calories_measured"?: boolean };

export type CompletionSaveRequest = ({ "kind": "completion"; "completion": CompletionSaveRecord; "request_id"?: RequestId; "time_zone"?: TimeZone }) | ({ "kind": "completion"; "items": Array<CompletionSaveRecord>; "request_id"?: RequestId; "time_zone"?: TimeZone });

export type CompletionRecord = { "id": Id; "workout_id": Id; "duration": number; "date": Instant; "body_weight_kg": number; "calories": number; "estimated_calories": number; "calories_measured": boolean; "distance": number | null };

export type CompletionSaveAnswer = ({ "kind": "completion"; "completion": CompletionRecord }) | ({ "kind": "completion"; "items": Array<CompletionRecord> });

export type Name = string;

export type ExerciseSaveRecord = { "id"?: Id; "name"?: Name; "tags"?: Array<string> | null; "creation_date"?: Instant };

export type ExerciseSaveRequest = ({ "kind": "exercise"; "exercise": ExerciseSaveRecord; "request_id"?: RequestId }) | ({ "kind": "exercise"; "items": Array<ExerciseSaveRecord>; "request_id"?: RequestId });

export type ExerciseRecord = { "id": Id; "name": string; "tags": Array<string>; "creation_date": Instant };

export type ExerciseSaveAnswer = ({ "kind": "exercise"; "exercise": ExerciseRecord }) | ({ "kind": "exercise"; "items": Array<ExerciseRecord> });

export type GoalSaveRequest = { "kind": "goal"; "goal": { "category": "weight" | "calories" | "steps"; "target"?: number; "unit"?: Unit; "direction"?: "lose" | "gain" | "keep"; "date"?: (Day) | (null); "start"?: number | null; "start_date"?: (Day) | (null); "progress"?: Record<string, unknown> | null }; "request_id"?: RequestId; "time_zone"?: TimeZone };

export type GoalRecord = { "category": "weight" | "calories" | "steps"; "target": number; "unit"?: (Unit) | (null); "direction"?: "lose" | "gain" | "keep" | null; "start"?: number | null; "start_date"?: (Day) | (null); "date"?: (Day) | (null); "progress"?: { "current"?: number | null; "remaining"?: number | null; "percent"?: number | null; "reached"?: boolean | null; "on_track"?: boolean | null; "expected"?: number | null } };

export type GoalSaveAnswer = { "kind": "goal"; "goal": GoalRecord; "created"?: boolean };

export type HealthExportSaveRequest = { "kind": "health_export"; "health_export": { "platform": "healthkit" | "health_connect" | "apple_health_export"; "ack": Array<{ "client_record_id": string; "version": number; "platform_id"?: string }> }; "request_id"?: RequestId };

export type HealthExportSaveAnswer = { "kind": "health_export"; "acknowledged": number };

export type HealthPolicySaveRequest = { "kind": "health_policy"; "health_policy": { "type": string; "sources": Array<string> }; "request_id"?: RequestId; "time_zone"?: TimeZone };

export type HealthPolicySaveAnswer = { "kind": "health_policy"; "health_policy"?: { "type": string; "sources": Array<string> }; "days_recomputed": number };

export type HealthSamplesSaveRequest = { "kind": "health_samples"; "health_samples": { "platform": "healthkit" | "health_connect" | "apple_health_export"; "samples"?: Array<{ "id": string; "source": { "name"?: string; "bundle_id"?: string; "device"?: string }; "was_user_entered"?: boolean; "sync_identifier"?: string; "sync_version"?: number; "last_modified"?: Instant; "metadata"?: Record<string, unknown>; "type": string; "start": Instant; "end": Instant; "value": number; "unit": string }>; "workouts"?: Array<{ "id": string; "source": { "name"?: string; "bundle_id"?: string; "device"?: string }; "was_user_entered"?: boolean; "sync_identifier"?: string; "sync_version"?: number; "last_modified"?: Instant; "metadata"?: Record<string, unknown>; "activity_type": string; "start": Instant; "end": Instant; "duration"?: number; "energy"?: number; "energy_unit"?: string; "distance"?: number; "distance_unit"?: string }>; "deleted"?: Array<string>; "anchor"?: { "type": string; "value": string }; "full_window"?: { "from": Instant; "to": Instant; "types"?: Array<string> } }; "request_id"?: RequestId; "time_zone"?: TimeZone };

export type HealthSamplesSaveAnswer = { "kind": "health_samples"; "added": number; "updated": number; "unchanged": number; "removed": number; "echoes": number; "days_recomputed": number };

export type Profile = "car" | "bike" | "foot";

export type RoadNetworkSaveRequest = { "kind": "road_network"; "road_network": { "path": string; "profile"?: Profile; "restrictions_at"?: Instant }; "request_id"?: RequestId; "time_zone"?: TimeZone };

export type RoadNetworkRecord = { "profile": Profile; "version": unknown; "source": string; "creation_date": Instant; "bytes"?: number; "vertices"?: number; "arcs"?: number; "turns"?: number; "shortcuts"?: number; "restrictions"?: number; "skipped_restrictions"?: number };

export type RoadNetworkSaveAnswer = { "kind": "road_network"; "road_network": RoadNetworkRecord };

export type Optimize = "none" | "keep_first_last" | "keep_first" | "round_trip";

export type RouteSaveRequest = { "kind": "route"; "route": { "id"?: Id; "name"?: Name; "stops"?: Array<{ "lat": number; "lon": number; "name"?: string | null }>; "profile"?: Profile; "optimize"?: Optimize; "distance"?: number; "duration"?: number; "geometry"?: string; "order"?: Array<unknown>; "legs"?: Array<unknown>; "creation_date"?: Instant; "update_date"?: Instant; "steps"?: boolean }; "request_id"?: RequestId };

export type RouteRecord = { "id": Id; "name": string; "stops": Array<{ "lat": number; "lon": number; "name"?: string | null }>; "profile": Profile; "optimize": Optimize; "distance": number; "duration": number; "classes"?: Array<"toll" | "motorway" | "ferry" | "tunnel" | "motorroad">; "geometry": (string) | (Record<string, unknown>) | (null); "order": Array<number>; "legs": Array<{ "from": number; "to": number; "distance": number; "duration": number; "geometry"?: unknown; "classes"?: Array<"toll" | "motorway" | "ferry" | "tunnel" | "motorroad">; "steps"?: Array<{ "distance": number; "duration": number; "geometry"?: unknown; "name": string; "ref": string; "class": string; "mode": "driving" | "cycling" | "walking"; "classes"?: Array<"toll" | "motorway" | "ferry" | "tunnel" | "motorroad">; "maneuver": { "type": "depart" | "arrive" | "turn" | "new name" | "continue" | "merge" | "on ramp" | "off ramp" | "fork" | "end of road" | "roundabout" | "rotary"; "modifier"?: "straight" | "slight left" | "slight right" | "left" | "right" | "sharp left" | "sharp right" | "uturn"; "location": Array<number>; "bearing_before": number; "bearing_after": number; "exit"?: number }; "instruction": string }> }>; "creation_date": Instant; "update_date": Instant };

export type RouteSaveAnswer = { "kind": "route"; "route": RouteRecord; "created": boolean };

export type RoutineSaveRecord = { "id"?: Id; "name"?: Name; "exercises"?: Array<{ "id"?: Id; "name"?: Name }>; "creation_date"?: Instant };

export type RoutineSaveRequest = ({ "kind": "routine"; "routine": RoutineSaveRecord; "request_id"?: RequestId }) | ({ "kind": "routine"; "items": Array<RoutineSaveRecord>; "request_id"?: RequestId });

export type RoutineRecord = { "id": Id; "name": string; "creation_date": Instant; "exercises": Array<{ "id": Id; "name": string }> };

export type RoutineSaveAnswer = ({ "kind": "routine"; "routine": RoutineRecord }) | ({ "kind": "routine"; "items": Array<RoutineRecord> });

export type RoutineFromRecordSaveRequest = { "kind": "routine_from_record"; "routine_from_record": { "record_id": Id; "name"?: Name }; "request_id"?: RequestId };

export type RoutineFromRecordSaveAnswer = { "kind": "routine_from_record"; "routine": RoutineRecord; "routine_record": RoutineRecordRecord };

export type RoutineRecordSaveRequest = ({ "kind": "routine_record"; "routine_record": RoutineRecordSaveRecord; "request_id"?: RequestId }) | ({ "kind": "routine_record"; "items": Array<RoutineRecordSaveRecord>; "request_id"?: RequestId });

export type RoutineRecordSaveAnswer = ({ "kind": "routine_record"; "routine_record": RoutineRecordRecord }) | ({ "kind": "routine_record"; "items": Array<RoutineRecordRecord> });

export type SessionSaveRequest = ({ "kind": "session"; "session": { "username": string; "password": string }; "request_id"?: RequestId }) | ({ "kind": "session"; "session": { "token": string }; "request_id"?: RequestId });

export type SessionSaveAnswer = { "kind": "session"; "session": { "signed_in": true; "account": AccountRecord; "id": string; "token"?: string; "expires": Instant } };

export type StepsSaveRecord = { "id"?: Id; "date"?: Day; "amount"?: number; "total"?: number; "source"?: string; "note"?: string | null; "creation_date"?: Instant };

export type StepsSaveRequest = ({ "kind": "steps"; "steps": StepsSaveRecord; "request_id"?: RequestId; "time_zone"?: TimeZone }) | ({ "kind": "steps"; "items": Array<StepsSaveRecord>; "request_id"?: RequestId; "time_zone"?: TimeZone });

export type StepsRecord = { "id": Id; "date": Day; "amount": number; "note"?: string | null; "creation_date": Instant };

export type StepsSaveAnswer = ({ "kind": "steps"; "steps": StepsRecord; "day_total"?: number; "created"?: boolean }) | ({ "kind": "steps"; "items": Array<StepsRecord> });

export type WeeklyGoalSaveRequest = { "kind": "weekly_goal"; "weekly_goal": { "workouts": number }; "request_id"?: RequestId };

export type WeeklyGoalSaveAnswer = { "kind": "weekly_goal"; "weekly_goal": { "workouts": number } };

export type WeightSaveRecord = { "id"?: Id; "date"?: Day; "weight"?: number; "unit"?: Unit; "note"?: string | null };

export type WeightSaveRequest = ({ "kind": "weight"; "weight": WeightSaveRecord; "request_id"?: RequestId; "time_zone"?: TimeZone }) | ({ "kind": "weight"; "items": Array<WeightSaveRecord>; "request_id"?: RequestId; "time_zone"?: TimeZone });

export type WeightRecord = { "id": Id; "date": Day; "weight": number; "unit": Unit; "note"?: string | null };

export type WeightSaveAnswer = ({ "kind": "weight"; "weight": WeightRecord; "created"?: boolean }) | ({ "kind": "weight"; "saved": number; "created": number; "updated": number; "ids": Array<Id> });

export type WeightCsvSaveRequest = { "kind": "weight_csv"; "csv": string; "request_id"?: RequestId; "time_zone"?: TimeZone };

export type WeightCsvSaveAnswer = { "kind": "weight_csv"; "saved": number; "created": number; "updated": number };

export type WorkoutSaveRecord = { "id"?: Id; "name"?: Name; "category"?: "strength" | "cardio" | "mobility"; "met"?: number; "instructions"?: string | null; "equipment"?: Array<string> | null; "muscles"?: Array<string> | null; "compendium_code"?: string | null; "built_in"?: boolean; "creation_date"?: (Instant) | (null) };

export type WorkoutSaveRequest = ({ "kind": "workout"; "workout": WorkoutSaveRecord; "request_id"?: RequestId }) | ({ "kind": "workout"; "items": Array<WorkoutSaveRecord>; "request_id"?: RequestId });

export type WorkoutRecord = { "id": Id; "name": string; "category": "strength" | "cardio" | "mobility"; "instructions"?: string; "equipment"?: Array<string>; "muscles"?: Array<string>; "met": number; "compendium_code"?: string | null; "built_in": boolean; "creation_date"?: (Instant) | (null) };

export type WorkoutSaveAnswer = ({ "kind": "workout"; "workout": WorkoutRecord }) | ({ "kind": "workout"; "items": Array<WorkoutRecord> });

export type WorkoutImportSaveRequest = { "kind": "workout_import"; "workout_import": { "data"?: string; "path"?: string; "format"?: "auto" | "strong" | "hevy" | "fitnotes" | "lift"; "unit"?: "auto" | "kg" | "lb"; "dry_run"?: boolean; "exercise_map"?: Record<string, unknown> }; "request_id"?: RequestId; "time_zone"?: TimeZone };

export type WorkoutImportSaveAnswer = { "kind": "workout_import"; "workout_import": { "format": "strong" | "hevy" | "fitnotes" | "lift"; "dry_run": boolean; "sessions": number; "sessions_updated"?: number; "sessions_existing"?: number; "sets": number; "sets_existing"?: number; "exercises_matched"?: number; "new_exercises": Array<{ "name": string; "id": (Id) | (null) }>; "skipped"?: Record<string, unknown>; "errors": Array<{ "line": number; "field": string; "reason": string }>; "error_count"?: number } };

export type AccountLoadRequest = { "kind": "account"; "request_id"?: RequestId };

export type AccountLoadAnswer = { "kind": "account"; "account": AccountRecord };

export type ActiveRecordLoadRequest = { "kind": "active_record"; "request_id"?: RequestId };

export type ActiveRecordLoadAnswer = { "kind": "active_record"; "active_record": (RoutineRecordRecord) | (null) };

export type BackupLoadRequest = { "kind": "backup"; "path"?: BackupFile; "passphrase"?: string; "request_id"?: RequestId };

export type BackupLoadAnswer = ({ "kind": "backup"; "backup": BackupDocument }) | ({ "kind": "backup"; "backup": { "path"?: string; "data"?: string; "sealed": boolean; "bytes": number; "changes": number } });

export type BodyLogLoadRequest = { "kind": "body_log"; "request_id"?: RequestId };

export type BodyLogLoadAnswer = { "kind": "body_log"; "weight": Array<WeightRecord>; "calories": Array<CaloriesRecord>; "steps": Array<StepsRecord>; "goal": Array<GoalRecord> };

export type Limit = number;

export type Offset = number;

export type CaloriesLoadRequest = ({ "kind": "calories"; "id": Id; "request_id"?: RequestId }) | ({ "kind": "calories"; "date"?: Day; "from"?: Day; "to"?: Day; "limit"?: Limit; "offset"?: Offset; "request_id"?: RequestId });

export type CaloriesLoadAnswer = ({ "kind": "calories"; "calories": CaloriesRecord }) | ({ "kind": "calories"; "items": Array<CaloriesRecord>; "total": number; "date"?: Day; "day_total"?: number });

export type ChangesLoadRequest = { "kind": "changes"; "since"?: (SyncCursor) | (null); "limit"?: Limit; "peer"?: SyncSite; "request_id"?: RequestId };

export type ChangesLoadAnswer = { "kind": "changes"; "site": SyncSite; "changes": Array<SyncChange>; "cursor": SyncCursor; "more": boolean };

export type DayOrInstant = (Day) | (Instant);

export type CompletionLoadRequest = ({ "kind": "completion"; "id": Id; "request_id"?: RequestId; "time_zone"?: TimeZone }) | ({ "kind": "completion"; "from"?: DayOrInstant; "to"?: DayOrInstant; "workout_id"?: Id; "limit"?: Limit; "offset"?: Offset; "request_id"?: RequestId; "time_zone"?: TimeZone });

export type CompletionLoadAnswer = ({ "kind": "completion"; "completion": CompletionRecord }) | ({ "kind": "completion"; "items": Array<CompletionRecord>; "total": number });

export type ExerciseLoadRequest = ({ "kind": "exercise"; "id": Id; "request_id"?: RequestId }) | ({ "kind": "exercise"; "tag"?: string; "name_prefix"?: string; "name"?: string; "limit"?: Limit; "offset"?: Offset; "request_id"?: RequestId });

export type ExerciseLoadAnswer = ({ "kind": "exercise"; "exercise": ExerciseRecord }) | ({ "kind": "exercise"; "items": Array<ExerciseRecord>; "total": number });

export type ExerciseHistoryLoadRequest = { "kind": "exercise_history"; "exercise_id": Id; "unit"?: Unit; "limit"?: Limit; "offset"?: Offset; "request_id"?: RequestId };

export type ExerciseHistoryLoadAnswer = { "kind": "exercise_history"; "exercise_id": Id; "total": number; "unit"?: Unit; "items": Array<{ "record_id": Id; "routine_id": (Id) | (null); "creation_date": Instant; "completion_date": (Instant) | (null); "set_records": Array<SetRecord> }> };

export type GoalLoadRequest = ({ "kind": "goal"; "request_id"?: RequestId; "time_zone"?: TimeZone }) | ({ "kind": "goal"; "category": "weight" | "calories" | "steps"; "request_id"?: RequestId; "time_zone"?: TimeZone });

export type GoalLoadAnswer = ({ "kind": "goal"; "items": Array<GoalRecord>; "total"?: number }) | ({ "kind": "goal"; "goal": GoalRecord });

export type HealthAnchorLoadRequest = { "kind": "health_anchor"; "platform": "healthkit" | "health_connect" | "apple_health_export"; "type": string; "request_id"?: RequestId };

export type HealthAnchorLoadAnswer = { "kind": "health_anchor"; "platform": "healthkit" | "health_connect" | "apple_health_export"; "type": string; "anchor": string | null };

export type HealthExportLoadRequest = { "kind": "health_export"; "platform": "healthkit" | "health_connect" | "apple_health_export"; "request_id"?: RequestId; "time_zone"?: TimeZone };

export type HealthExportLoadAnswer = { "kind": "health_export"; "platform": "healthkit" | "health_connect" | "apple_health_export"; "weights": Array<{ "client_record_id": string; "version": number; "platform_id": string | null; "date": Day; "time": Instant; "value": number; "unit": Unit }>; "workouts": Array<{ "client_record_id": string; "version": number; "platform_id": string | null; "activity_type": string; "start": Instant; "end": Instant; "duration": number; "energy": number; "energy_unit": "kcal" }>; "deleted": Array<{ "client_record_id": string; "version": number; "platform_id": string | null }> };

export type HealthPolicyLoadRequest = { "kind": "health_policy"; "type"?: string; "request_id"?: RequestId };

export type HealthPolicyLoadAnswer = { "kind": "health_policy"; "items": Array<{ "type": string; "sources": Array<string> }> };

export type ImageLoadRequest = { "kind": "image"; "url": string; "refresh"?: boolean; "cache_only"?: boolean; "timeout_ms"?: number; "request_id"?: RequestId };

export type ImageLoadAnswer = { "kind": "image"; "image": { "url": string; "size": number; "data_base64": string }; "source"?: "cache" | "remote"; "stale"?: boolean; "cached_at"?: Instant };

export type LeagueLoadRequest = { "kind": "league"; "request_id"?: RequestId };

export type LeagueLoadAnswer = { "kind": "league"; "items": Array<{ "id": string; "name": string; "logo_url"?: string | null; "data_source": "FlashLive" | "TransferMarket" }>; "total": number; "saved_to_cache"?: boolean };

export type NextTargetsLoadRequest = { "kind": "next_targets"; "routine_id": Id; "unit"?: Unit; "reps"?: { "min"?: number; "max"?: number }; "request_id"?: RequestId };

export type NextTargetsLoadAnswer = { "kind": "next_targets"; "routine_id": Id; "items": Array<{ "exercise_id": Id; "name": string; "action": "increase" | "keep" | "deload" | "start"; "weight": number | null; "unit": Unit; "reps": { "min": number; "max": number }; "sets"?: number; "reason": string; "last"?: unknown }> };

export type PersonalRecordLoadRequest = { "kind": "personal_record"; "exercise_id": Id; "unit"?: Unit; "request_id"?: RequestId };

export type PersonalRecordLoadAnswer = { "kind": "personal_record"; "personal_record": { "exercise_id": Id; "unit": Unit; "estimated_one_rep_max": { "value": number; "record_id": Id; "set_record": SetRecord } | null; "heaviest_weight": { "value": number; "record_id": Id; "set_record": SetRecord } | null; "most_reps": { "value": number; "record_id": Id; "set_record": SetRecord } | null; "best_set_volume": { "value": number; "record_id": Id; "set_record": SetRecord } | null } };

export type PlaceLoadRequest = { "kind": "place"; "query": string; "focus"?: { "lat": number; "lon": number }; "limit"?: number; "offset"?: number; "profile"?: Profile; "request_id"?: RequestId };

export type PlaceLoadAnswer = { "kind": "place"; "items": Array<{ "name": string; "kind": "place" | "street" | "poi" | "address"; "lat": number; "lon": number; "category"?: string; "street"?: string; "matched_name"?: string; "matched_key"?: string; "matched_language"?: string; "match": "exact" | "prefix" | "fuzzy"; "distance"?: number }> };

export type PlayerLoadRequest = { "kind": "player"; "team_id": string; "data_source"?: "FlashLive" | "TransferMarket"; "refresh"?: boolean; "cache_only"?: boolean; "timeout_ms"?: number; "request_id"?: RequestId };

export type PlayerLoadAnswer = { "kind": "player"; "team_id": string; "items": Array<{ "id": string; "name": string; "number"?: number | null; "position": string; "nationality"?: string | null; "photo_url"?: string | null; "data_source": "FlashLive" | "TransferMarket" }>; "total": number; "source"?: "cache" | "remote"; "stale"?: boolean; "cached_at"?: Instant };

export type ProgressSummaryLoadRequest = { "kind": "progress_summary"; "period": "week" | "month" | "year" | "custom"; "date"?: Day; "from"?: Day; "to"?: Day; "unit"?: Unit; "format"?: "json" | "text" | "svg"; "request_id"?: RequestId; "time_zone"?: TimeZone };

export type ProgressSummaryLoadAnswer = { "kind": "progress_summary"; "progress_summary": { "period": string; "from": Day; "to": Day; "unit": Unit }; "text"?: string; "svg"?: string };

export type RecommendationLoadRequest = { "kind": "recommendation"; "limit"?: number; "minutes"?: number; "equipment"?: Array<string>; "request_id"?: RequestId; "time_zone"?: TimeZone };

export type RecommendationLoadAnswer = { "kind": "recommendation"; "items": Array<{ "type": "workout" | "routine"; "id": Id; "name": string; "score": number; "reasons": Array<string> }> };

export type RequestLoadRequest = { "kind": "request"; "request_id": RequestId };

export type RequestLoadAnswer = { "kind": "request"; "request": { "request_id": string; "phase": string; "done": number; "total"?: number; "elapsed_ms": number; "cancelled": boolean } };

export type RoadNetworkLoadRequest = ({ "kind": "road_network"; "request_id"?: RequestId }) | ({ "kind": "road_network"; "profile": Profile; "request_id"?: RequestId });

export type RoadNetworkLoadAnswer = ({ "kind": "road_network"; "items": Array<RoadNetworkRecord>; "total": number }) | ({ "kind": "road_network"; "road_network": RoadNetworkRecord });

export type RouteLoadRequest = ({ "kind": "route"; "id": Id; "geometry"?: "polyline5" | "polyline6" | "geojson" | "none"; "format"?: "gpx" | "geojson"; "request_id"?: RequestId }) | ({ "kind": "route"; "name_prefix"?: string; "geometry"?: "polyline5" | "polyline6" | "geojson" | "none"; "limit"?: Limit; "offset"?: Offset; "request_id"?: RequestId });

export type RouteLoadAnswer = ({ "kind": "route"; "route": RouteRecord }) | ({ "kind": "route"; "format": "gpx"; "gpx": string }) | ({ "kind": "route"; "format": "geojson"; "geojson": Record<string, unknown> }) | ({ "kind": "route"; "items": Array<RouteRecord>; "total": number; "limit"?: Limit; "offset"?: Offset });

export type RoutineLoadRequest = ({ "kind": "routine"; "id": Id; "request_id"?: RequestId }) | ({ "kind": "routine"; "limit"?: Limit; "offset"?: Offset; "request_id"?: RequestId });

export type RoutineLoadAnswer = ({ "kind": "routine"; "routine": RoutineRecord }) | ({ "kind": "routine"; "items": Array<RoutineRecord>; "total": number });

export type RoutineRecordLoadRequest = ({ "kind": "routine_record"; "id": Id; "request_id"?: RequestId; "time_zone"?: TimeZone }) | ({ "kind": "routine_record"; "routine_id"?: Id; "from"?: DayOrInstant; "to"?: DayOrInstant; "finished"?: boolean; "limit"?: Limit; "offset"?: Offset; "request_id"?: RequestId; "time_zone"?: TimeZone });

export type RoutineRecordLoadAnswer = ({ "kind": "routine_record"; "routine_record": RoutineRecordRecord }) | ({ "kind": "routine_record"; "items": Array<RoutineRecordRecord>; "total": number });

export type SeriesLoadRequest = { "kind": "series"; "category": "weight" | "calories" | "steps"; "from": Day; "to": Day; "group"?: "day" | "week" | "month"; "unit"?: Unit; "request_id"?: RequestId };

export type SeriesLoadAnswer = { "kind": "series"; "category": "weight" | "calories" | "steps"; "group": "day" | "week" | "month"; "unit"?: Unit; "points": Array<{ "start": Day; "label": string; "count": number; "sum": number; "min": number; "max": number; "mean": number }>; "overall": { "count": number; "sum": number; "min": number; "max": number; "mean": number } | null };

export type SessionLoadRequest = { "kind": "session"; "request_id"?: RequestId };

export type SessionLoadAnswer = { "kind": "session"; "session": ({ "signed_in": false }) | ({ "signed_in": true; "account": AccountRecord; "id": string; "sessions": Array<{ "id": string; "created": Instant; "last_used": Instant; "expires": Instant; "current": boolean }> }) };

export type StatsLoadRequest = { "kind": "stats"; "period": "day" | "week" | "month" | "custom"; "date"?: Day; "from"?: Day; "to"?: Day; "request_id"?: RequestId; "time_zone"?: TimeZone };

export type StatsLoadAnswer = { "kind": "stats"; "stats": { "from": Day; "to": Day; "calories_burned": number; "exercises_performed": number; "sets_performed": number; "total_volume_kg": number; "hours_trained": number; "workouts_completed": number; "weekly_goal": number | null; "weekly_goal_progress": number; "weekly_goal_hours": number; "current_streak": number } };

export type StepsLoadRequest = ({ "kind": "steps"; "id": Id; "request_id"?: RequestId }) | ({ "kind": "steps"; "date"?: Day; "from"?: Day; "to"?: Day; "limit"?: Limit; "offset"?: Offset; "request_id"?: RequestId });

export type StepsLoadAnswer = ({ "kind": "steps"; "steps": StepsRecord }) | ({ "kind": "steps"; "items": Array<StepsRecord>; "total": number; "date"?: Day; "day_total"?: number });

export type SyncStateLoadRequest = { "kind": "sync_state"; "request_id"?: RequestId };

export type SyncStateLoadAnswer = { "kind": "sync_state"; "sync_state": { "site": SyncSite; "clock": SyncVersion; "pending": number; "oldest_pending": { "kind": string; "id": string; "version"?: (SyncVersion) | (null) } | null; "acknowledged": SyncCursor; "peers": Array<{ "site": SyncSite; "cursor": SyncCursor }> } };

export type TeamLoadRequest = { "kind": "team"; "league_id": string; "refresh"?: boolean; "cache_only"?: boolean; "timeout_ms"?: number; "request_id"?: RequestId };

export type TeamLoadAnswer = { "kind": "team"; "league_id": string; "items": Array<{ "id": string; "name": string; "logo_url"?: string | null; "data_source": "FlashLive" | "TransferMarket" }>; "total": number; "source"?: "cache" | "remote"; "stale"?: boolean; "cached_at"?: Instant };

export type WeeklyGoalLoadRequest = { "kind": "weekly_goal"; "request_id"?: RequestId };

export type WeeklyGoalLoadAnswer = { "kind": "weekly_goal"; "weekly_goal": { "workouts": number } | null };

export type WeightLoadRequest = ({ "kind": "weight"; "id": Id; "request_id"?: RequestId; "unit"?: Unit }) | ({ "kind": "weight"; "date"?: Day; "from"?: Day; "to"?: Day; "latest"?: boolean; "unit"?: Unit; "limit"?: Limit; "offset"?: Offset; "request_id"?: RequestId });

export type WeightLoadAnswer = ({ "kind": "weight"; "weight": WeightRecord }) | ({ "kind": "weight"; "items": Array<WeightRecord>; "total": number; "unit"?: Unit });

export type WeightCsvLoadRequest = { "kind": "weight_csv"; "request_id"?: RequestId };

export type WeightCsvLoadAnswer = { "kind": "weight_csv"; "csv": string; "total": number };

export type WorkoutLoadRequest = ({ "kind": "workout"; "id": Id; "request_id"?: RequestId }) | ({ "kind": "workout"; "category"?: "strength" | "cardio" | "mobility"; "name_prefix"?: string; "muscle"?: string; "equipment"?: string; "limit"?: Limit; "offset"?: Offset; "request_id"?: RequestId });

export type WorkoutLoadAnswer = ({ "kind": "workout"; "workout": WorkoutRecord }) | ({ "kind": "workout"; "items": Array<WorkoutRecord>; "total": number });

export type WorkoutExportLoadRequest = { "kind": "workout_export"; "format"?: "lift" | "strong" | "json"; "from"?: DayOrInstant; "to"?: DayOrInstant; "request_id"?: RequestId; "time_zone"?: TimeZone };

export type WorkoutExportLoadAnswer = ({ "kind": "workout_export"; "format": "lift" | "strong"; "sessions": number; "sets": number; "csv": string }) | ({ "kind": "workout_export"; "format": "json"; "sessions": number; "sets": number; "exercises": Array<Record<string, unknown>>; "routine_records": Array<Record<string, unknown>> });

export type AccountRemoveRequest = { "kind": "account"; "password": string; "request_id"?: RequestId };

export type AccountRemoveAnswer = { "kind": string; "removed": number };

export type BodyLogRemoveRequest = { "kind": "body_log"; "request_id"?: RequestId };

export type BodyLogRemoveAnswer = { "kind": "body_log"; "removed": number; "counts"?: { "weight"?: number; "calories"?: number; "steps"?: number; "goal"?: number; "health_samples"?: number } };

export type CaloriesRemoveRequest = { "kind": "calories"; "id": Id; "request_id"?: RequestId };

export type CaloriesRemoveAnswer = { "kind": string; "removed": number };

export type CompletionRemoveRequest = { "kind": "completion"; "id": Id; "request_id"?: RequestId };

export type CompletionRemoveAnswer = { "kind": string; "removed": number };

export type ExerciseRemoveRequest = { "kind": "exercise"; "id": Id; "request_id"?: RequestId };

export type ExerciseRemoveAnswer = { "kind": string; "removed": number };

export type GoalRemoveRequest = { "kind": "goal"; "category": "weight" | "calories" | "steps"; "request_id"?: RequestId };

export type GoalRemoveAnswer = { "kind": string; "removed": number };

export type ImageRemoveRequest = ({ "kind": "image"; "cache": "all"; "request_id"?: RequestId }) | ({ "kind": "image"; "url": string; "request_id"?: RequestId });

export type ImageRemoveAnswer = { "kind": string; "removed": number };

export type LeagueRemoveRequest = { "kind": "league"; "cache"?: "expired" | "all"; "request_id"?: RequestId };

export type LeagueRemoveAnswer = { "kind": string; "removed": number };

export type PlayerRemoveRequest = ({ "kind": "player"; "cache": "expired" | "all"; "request_id"?: RequestId }) | ({ "kind": "player"; "team_id": string; "request_id"?: RequestId });

export type PlayerRemoveAnswer = { "kind": string; "removed": number };

export type RequestRemoveRequest = { "kind": "request"; "request_id": RequestId };

export type RequestRemoveAnswer = { "kind": "request"; "request": { "request_id": string; "phase": string; "done": number; "total"?: number; "elapsed_ms": number; "cancelled": boolean } };

export type RoadNetworkRemoveRequest = { "kind": "road_network"; "profile": Profile; "request_id"?: RequestId };

export type RoadNetworkRemoveAnswer = { "kind": string; "removed": number };

export type RouteRemoveRequest = { "kind": "route"; "id": Id; "request_id"?: RequestId };

export type RouteRemoveAnswer = { "kind": string; "removed": number };

export type RoutineRemoveRequest = { "kind": "routine"; "id": Id; "request_id"?: RequestId };

export type RoutineRemoveAnswer = { "kind": string; "removed": number };

export type RoutineRecordRemoveRequest = { "kind": "routine_record"; "id": Id; "request_id"?: RequestId };

export type RoutineRecordRemoveAnswer = { "kind": string; "removed": number };

export type SessionRemoveRequest = { "kind": "session"; "id"?: string; "request_id"?: RequestId };

export type SessionRemoveAnswer = { "kind": string; "removed": number };

export type StepsRemoveRequest = { "kind": "steps"; "id": Id; "request_id"?: RequestId };

export type StepsRemoveAnswer = { "kind": string; "removed": number };

export type TeamRemoveRequest = ({ "kind": "team"; "cache": "expired" | "all"; "request_id"?: RequestId }) | ({ "kind": "team"; "league_id": string; "request_id"?: RequestId });

export type TeamRemoveAnswer = { "kind": string; "removed": number };

export type WeightRemoveRequest = { "kind": "weight"; "id": Id; "request_id"?: RequestId };

export type WeightRemoveAnswer = { "kind": string; "removed": number };

export type WorkoutRemoveRequest = { "kind": "workout"; "id": Id; "request_id"?: RequestId };

export type WorkoutRemoveAnswer = { "kind": string; "removed": number };

export type RouteRouteRequest = { "kind"?: "route"; "stops": Array<{ "lat": number; "lon": number; "name"?: string | null }>; "profile"?: Profile; "optimize"?: Optimize; "geometry"?: "polyline5" | "polyline6" | "geojson" | "none"; "leg_geometry"?: boolean; "steps"?: boolean; "format"?: "gpx" | "geojson"; "request_id"?: RequestId };

export type RouteRouteAnswer = ({ "kind": "route"; "profile": Profile; "format": "gpx"; "gpx": string }) | ({ "kind": "route"; "profile": Profile; "format": "geojson"; "geojson": Record<string, unknown> }) | ({ "kind": "route"; "profile": Profile; "optimize": Optimize; "route": { "distance": number; "duration": number; "classes"?: Array<"toll" | "motorway" | "ferry" | "tunnel" | "motorroad">; "geometry"?: (string) | (Record<string, unknown>) | (null); "legs": Array<{ "from": number; "to": number; "distance": number; "duration": number; "geometry"?: unknown; "classes"?: Array<"toll" | "motorway" | "ferry" | "tunnel" | "motorroad">; "steps"?: Array<{ "distance": number; "duration": number; "geometry"?: unknown; "name": string; "ref": string; "class": string; "mode": "driving" | "cycling" | "walking"; "classes"?: Array<"toll" | "motorway" | "ferry" | "tunnel" | "motorroad">; "maneuver": { "type": "depart" | "arrive" | "turn" | "new name" | "continue" | "merge" | "on ramp" | "off ramp" | "fork" | "end of road" | "roundabout" | "rotary"; "modifier"?: "straight" | "slight left" | "slight right" | "left" | "right" | "sharp left" | "sharp right" | "uturn"; "location": Array<number>; "bearing_before": number; "bearing_after": number; "exit"?: number }; "instruction": string }> }> }; "waypoints": Array<{ "waypoint_index": number; "location": Array<number>; "distance": number; "name"?: unknown }>; "order": Array<number> });

export type Error = { "error": { "status": number; "code": "backup_not_sealed" | "built_in_workout" | "busy" | "cancelled" | "cannot_open" | "completion_before_creation" | "conflict" | "constraint" | "control_character" | "corrupt" | "corrupt_road_network" | "corrupt_saved_route" | "damaged_backup" | "date_in_future" | "date_out_of_range" | "day_total_too_large" | "duplicate_exercise_name" | "duplicate_route_name" | "duplicate_routine_exercises" | "duplicate_routine_name" | "duplicate_sample" | "duplicate_username" | "duplicate_workout_name" | "empty_exercise_record" | "empty_road_network" | "empty_routine" | "empty_routine_record" | "exercise_in_use" | "file_too_large" | "goal_target_not_ahead" | "id_taken" | "internal" | "invalid_csv" | "invalid_cursor" | "invalid_health_record" | "invalid_image_data" | "invalid_password" | "invalid_request" | "invalid_username" | "invalid_username_character" | "invalid_value" | "invalid_xml" | "invalid_zip" | "io" | "malformed_json" | "misuse" | "needs_migration" | "negative_amount" | "newer_schema" | "no_export_xml" | "no_memory" | "no_remote" | "no_road_network" | "no_route" | "no_store_file" | "not_a_health_export" | "not_a_regular_file" | "not_a_store" | "not_cached" | "not_found" | "passphrase_required" | "payload_too_large" | "read_only_store" | "reentrant_call" | "remote_invalid_response" | "remote_status" | "remote_unavailable" | "request_id_in_use" | "required_field" | "response_too_large" | "road_network_limit" | "road_network_outdated" | "routine_exercises_required" | "routine_name_required" | "signed_out" | "stop_not_near_road" | "too_big" | "unauthorized" | "unavailable" | "unknown_category" | "unknown_client_record" | "unknown_field" | "unknown_health_activity" | "unknown_health_type" | "unknown_health_unit" | "unknown_kind" | "unknown_sync_kind" | "unknown_time_zone" | "unreadable_cache" | "unreadable_osm" | "unsupported" | "unsupported_backup_version" | "unsupported_verb" | "weight_day_taken" | "weight_out_of_range" | "workout_in_use" | "wrong_passphrase" | "wrong_type"; "message": string; "details": Record<string, unknown> } };

export type OpenOptions = { "durability"?: "full" | "normal" | null; "busy_timeout_ms"?: number | null; "create"?: boolean | null; "read_only"?: boolean | null; "session_days"?: number | null; "time_zone"?: (TimeZone) | (null); "remote"?: { "sources"?: Array<{ "data_source": "FlashLive" | "TransferMarket"; "base_url": string; "api_key_header"?: string; "api_key"?: string }>; "timeout_ms"?: number; "max_response_bytes"?: number } | null; "validate_cache"?: boolean | null; "clock_ms"?: number | null };

export type OpenAnswer = { "store": { "path": string; "time_zone": string; "schema": Record<string, unknown> } };

export declare class LiftError extends Error {
  status: number;
  code: ErrorCode;
  details: Error['error']['details'];
}

export declare class Store {
  static open(file: string, options?: OpenOptions | null): Promise<Store>;
  readonly info: OpenAnswer;
  save(request: AccountSaveRequest): Promise<AccountSaveAnswer>;
  save(request: ActiveRecordSaveRequest): Promise<ActiveRecordSaveAnswer>;
  save(request: AppleHealthExportSaveRequest): Promise<AppleHealthExportSaveAnswer>;
  save(request: BackupSaveRequest): Promise<BackupSaveAnswer>;
  save(request: CaloriesSaveRequest): Promise<CaloriesSaveAnswer>;
  save(request: ChangesSaveRequest): Promise<ChangesSaveAnswer>;
  save(request: CompletionSaveRequest): Promise<CompletionSaveAnswer>;
  save(request: ExerciseSaveRequest): Promise<ExerciseSaveAnswer>;
  save(request: GoalSaveRequest): Promise<GoalSaveAnswer>;
  save(request: HealthExportSaveRequest): Promise<HealthExportSaveAnswer>;
  save(request: HealthPolicySaveRequest): Promise<HealthPolicySaveAnswer>;
  save(request: HealthSamplesSaveRequest): Promise<HealthSamplesSaveAnswer>;
  save(request: RoadNetworkSaveRequest): Promise<RoadNetworkSaveAnswer>;
  save(request: RouteSaveRequest): Promise<RouteSaveAnswer>;
  save(request: RoutineSaveRequest): Promise<RoutineSaveAnswer>;
  save(request: RoutineFromRecordSaveRequest): Promise<RoutineFromRecordSaveAnswer>;
  save(request: RoutineRecordSaveRequest): Promise<RoutineRecordSaveAnswer>;
  save(request: SessionSaveRequest): Promise<SessionSaveAnswer>;
  save(request: StepsSaveRequest): Promise<StepsSaveAnswer>;
  save(request: WeeklyGoalSaveRequest): Promise<WeeklyGoalSaveAnswer>;
  save(request: WeightSaveRequest): Promise<WeightSaveAnswer>;
  save(request: WeightCsvSaveRequest): Promise<WeightCsvSaveAnswer>;
  save(request: WorkoutSaveRequest): Promise<WorkoutSaveAnswer>;
  save(request: WorkoutImportSaveRequest): Promise<WorkoutImportSaveAnswer>;
  load(request: AccountLoadRequest): Promise<AccountLoadAnswer>;
  load(request: ActiveRecordLoadRequest): Promise<ActiveRecordLoadAnswer>;
  load(request: BackupLoadRequest): Promise<BackupLoadAnswer>;
  load(request: BodyLogLoadRequest): Promise<BodyLogLoadAnswer>;
  load(request: CaloriesLoadRequest): Promise<CaloriesLoadAnswer>;
  load(request: ChangesLoadRequest): Promise<ChangesLoadAnswer>;
  load(request: CompletionLoadRequest): Promise<CompletionLoadAnswer>;
  load(request: ExerciseLoadRequest): Promise<ExerciseLoadAnswer>;
  load(request: ExerciseHistoryLoadRequest): Promise<ExerciseHistoryLoadAnswer>;
  load(request: GoalLoadRequest): Promise<GoalLoadAnswer>;
  load(request: HealthAnchorLoadRequest): Promise<HealthAnchorLoadAnswer>;
  load(request: HealthExportLoadRequest): Promise<HealthExportLoadAnswer>;
  load(request: HealthPolicyLoadRequest): Promise<HealthPolicyLoadAnswer>;
  load(request: ImageLoadRequest): Promise<ImageLoadAnswer>;
  load(request: LeagueLoadRequest): Promise<LeagueLoadAnswer>;
  load(request: NextTargetsLoadRequest): Promise<NextTargetsLoadAnswer>;
  load(request: PersonalRecordLoadRequest): Promise<PersonalRecordLoadAnswer>;
  load(request: PlaceLoadRequest): Promise<PlaceLoadAnswer>;
  load(request: PlayerLoadRequest): Promise<PlayerLoadAnswer>;
  load(request: ProgressSummaryLoadRequest): Promise<ProgressSummaryLoadAnswer>;
  load(request: RecommendationLoadRequest): Promise<RecommendationLoadAnswer>;
  load(request: RequestLoadRequest): Promise<RequestLoadAnswer>;
  load(request: RoadNetworkLoadRequest): Promise<RoadNetworkLoadAnswer>;
  load(request: RouteLoadRequest): Promise<RouteLoadAnswer>;
  load(request: RoutineLoadRequest): Promise<RoutineLoadAnswer>;
  load(request: RoutineRecordLoadRequest): Promise<RoutineRecordLoadAnswer>;
  load(request: SeriesLoadRequest): Promise<SeriesLoadAnswer>;
  load(request: SessionLoadRequest): Promise<SessionLoadAnswer>;
  load(request: StatsLoadRequest): Promise<StatsLoadAnswer>;
  load(request: StepsLoadRequest): Promise<StepsLoadAnswer>;
  load(request: SyncStateLoadRequest): Promise<SyncStateLoadAnswer>;
  load(request: TeamLoadRequest): Promise<TeamLoadAnswer>;
  load(request: WeeklyGoalLoadRequest): Promise<WeeklyGoalLoadAnswer>;
  load(request: WeightLoadRequest): Promise<WeightLoadAnswer>;
  load(request: WeightCsvLoadRequest): Promise<WeightCsvLoadAnswer>;
  load(request: WorkoutLoadRequest): Promise<WorkoutLoadAnswer>;
  load(request: WorkoutExportLoadRequest): Promise<WorkoutExportLoadAnswer>;
  remove(request: AccountRemoveRequest): Promise<AccountRemoveAnswer>;
  remove(request: BodyLogRemoveRequest): Promise<BodyLogRemoveAnswer>;
  remove(request: CaloriesRemoveRequest): Promise<CaloriesRemoveAnswer>;
  remove(request: CompletionRemoveRequest): Promise<CompletionRemoveAnswer>;
  remove(request: ExerciseRemoveRequest): Promise<ExerciseRemoveAnswer>;
  remove(request: GoalRemoveRequest): Promise<GoalRemoveAnswer>;
  remove(request: ImageRemoveRequest): Promise<ImageRemoveAnswer>;
  remove(request: LeagueRemoveRequest): Promise<LeagueRemoveAnswer>;
  remove(request: PlayerRemoveRequest): Promise<PlayerRemoveAnswer>;
  remove(request: RequestRemoveRequest): Promise<RequestRemoveAnswer>;
  remove(request: RoadNetworkRemoveRequest): Promise<RoadNetworkRemoveAnswer>;
  remove(request: RouteRemoveRequest): Promise<RouteRemoveAnswer>;
  remove(request: RoutineRemoveRequest): Promise<RoutineRemoveAnswer>;
  remove(request: RoutineRecordRemoveRequest): Promise<RoutineRecordRemoveAnswer>;
  remove(request: SessionRemoveRequest): Promise<SessionRemoveAnswer>;
  remove(request: StepsRemoveRequest): Promise<StepsRemoveAnswer>;
  remove(request: TeamRemoveRequest): Promise<TeamRemoveAnswer>;
  remove(request: WeightRemoveRequest): Promise<WeightRemoveAnswer>;
  remove(request: WorkoutRemoveRequest): Promise<WorkoutRemoveAnswer>;
  route(request: RouteRouteRequest): Promise<RouteRouteAnswer>;
  close(): void;
}

export declare const version: string;
