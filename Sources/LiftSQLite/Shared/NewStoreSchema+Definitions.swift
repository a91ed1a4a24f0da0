// Generated: NewStoreSchemaTests.test_newStoreSchema_isTheMigratedSchema writes this file again
// from a store made by replaying Schema.migrations when it is out of date. Never edit it by hand.
extension NewStoreSchema {
    static let versions: [String: Int64] = [
        "accounts": 4,
        "body_log": 1,
        "exercises": 1,
        "health": 3,
        "places": 3,
        "road_networks": 4,
        "routine_records": 1,
        "routines": 1,
        "saved_routes": 3,
        "sports": 2,
        "store": 1,
        "sync": 5,
        "workouts": 4,
    ]

    static let definitions = """
        CREATE TABLE lift_schema(feature TEXT PRIMARY KEY, version INTEGER NOT NULL) WITHOUT ROWID;
        CREATE TABLE exercise(
            owner_id TEXT NOT NULL, id TEXT NOT NULL, name TEXT NOT NULL, name_key TEXT NOT NULL,
            creation_ms INTEGER NOT NULL, tags TEXT NOT NULL DEFAULT '', sync_at INTEGER DEFAULT 1, sync_seq INTEGER, sync_local INTEGER, sync_removed TEXT, sync_state BLOB,
            PRIMARY KEY(owner_id, id)) WITHOUT ROWID;
        CREATE UNIQUE INDEX exercise_by_name ON exercise(owner_id, name_key);
        CREATE TABLE routine(
            owner_id TEXT NOT NULL, id TEXT NOT NULL, name TEXT NOT NULL, name_key TEXT NOT NULL,
            creation_ms INTEGER NOT NULL, exercise_key TEXT NOT NULL, sync_at INTEGER DEFAULT 1, sync_seq INTEGER, sync_local INTEGER, sync_removed TEXT, sync_state BLOB,
            PRIMARY KEY(owner_id, id)) WITHOUT ROWID;
        CREATE INDEX routine_by_name ON routine(owner_id, name_key);
        CREATE INDEX routine_by_exercises ON routine(owner_id, exercise_key);
        CREATE TABLE routine_exercise(
            owner_id TEXT NOT NULL, routine_id TEXT NOT NULL, position INTEGER NOT NULL, exercise_id TEXT NOT NULL,
            PRIMARY KEY(owner_id, routine_id, position),
            FOREIGN KEY(owner_id, routine_id) REFERENCES routine(owner_id, id) ON DELETE CASCADE,
            FOREIGN KEY(owner_id, exercise_id) REFERENCES exercise(owner_id, id)) WITHOUT ROWID;
        CREATE INDEX routine_exercise_by_exercise ON routine_exercise(owner_id, exercise_id);
        CREATE TABLE weight_entry(
            owner_id TEXT NOT NULL, id TEXT NOT NULL, day INTEGER NOT NULL,
            weight REAL NOT NULL, unit TEXT NOT NULL, note TEXT, sync_at INTEGER DEFAULT 1, sync_seq INTEGER, sync_local INTEGER, sync_removed TEXT, sync_state BLOB,
            PRIMARY KEY(owner_id, id)) WITHOUT ROWID;
        CREATE UNIQUE INDEX weight_entry_by_day ON weight_entry(owner_id, day);
        CREATE TABLE body_count(
            owner_id TEXT NOT NULL, id TEXT NOT NULL, category TEXT NOT NULL, day INTEGER NOT NULL,
            amount INTEGER NOT NULL, note TEXT, creation_ms INTEGER NOT NULL, sync_at INTEGER DEFAULT 1, sync_seq INTEGER, sync_local INTEGER, sync_removed TEXT, sync_state BLOB,
            PRIMARY KEY(owner_id, id)) WITHOUT ROWID;
        CREATE INDEX body_count_by_day ON body_count(owner_id, category, day);
        CREATE TABLE body_goal(
            owner_id TEXT NOT NULL, category TEXT NOT NULL, target REAL NOT NULL, unit TEXT,
            direction TEXT, start_value REAL, start_day INTEGER NOT NULL, goal_day INTEGER, sync_at INTEGER DEFAULT 1,
            PRIMARY KEY(owner_id, category)) WITHOUT ROWID;
        CREATE TABLE routine_record(
            owner_id TEXT NOT NULL, id TEXT NOT NULL, routine_id TEXT, note TEXT,
            creation_ms INTEGER NOT NULL, completion_ms INTEGER, sync_at INTEGER DEFAULT 1, sync_seq INTEGER, sync_local INTEGER, sync_removed TEXT, sync_state BLOB,
            PRIMARY KEY(owner_id, id),
            FOREIGN KEY(owner_id, routine_id) REFERENCES routine(owner_id, id)) WITHOUT ROWID;
        CREATE INDEX routine_record_by_date ON routine_record(owner_id, creation_ms);
        CREATE INDEX routine_record_by_routine ON routine_record(owner_id, routine_id, creation_ms);
        CREATE TRIGGER routine_unlinks_its_records BEFORE DELETE ON routine BEGIN
            UPDATE routine_record SET routine_id = NULL WHERE owner_id = OLD.owner_id AND routine_id = OLD.id;
        END;
        CREATE TABLE exercise_record(
            owner_id TEXT NOT NULL, id TEXT NOT NULL, record_id TEXT NOT NULL, position INTEGER NOT NULL,
            exercise_id TEXT NOT NULL,
            PRIMARY KEY(owner_id, id),
            UNIQUE(owner_id, record_id, position),
            FOREIGN KEY(owner_id, record_id) REFERENCES routine_record(owner_id, id) ON DELETE CASCADE,
            FOREIGN KEY(owner_id, exercise_id) REFERENCES exercise(owner_id, id)) WITHOUT ROWID;
        CREATE INDEX exercise_record_by_exercise ON exercise_record(owner_id, exercise_id);
        CREATE TABLE set_record(
            owner_id TEXT NOT NULL, id TEXT NOT NULL, exercise_record_id TEXT NOT NULL, position INTEGER NOT NULL,
            rep_count INTEGER NOT NULL, weight REAL NOT NULL, unit TEXT NOT NULL CHECK(unit IN ('kg', 'lb')),
            duration_s INTEGER, difficulty INTEGER, completion_ms INTEGER NOT NULL,
            PRIMARY KEY(owner_id, id),
            UNIQUE(owner_id, exercise_record_id, position),
            FOREIGN KEY(owner_id, exercise_record_id) REFERENCES exercise_record(owner_id, id) ON DELETE CASCADE) WITHOUT ROWID;
        CREATE TABLE active_routine_record(
            owner_id TEXT NOT NULL PRIMARY KEY, record_id TEXT NOT NULL,
            FOREIGN KEY(owner_id, record_id) REFERENCES routine_record(owner_id, id) ON DELETE CASCADE) WITHOUT ROWID;
        CREATE TABLE custom_workout(
            owner_id TEXT NOT NULL, id TEXT NOT NULL, name TEXT NOT NULL, name_key TEXT NOT NULL,
            category TEXT NOT NULL CHECK(category IN ('strength', 'cardio', 'mobility')),
            instructions TEXT NOT NULL, equipment TEXT NOT NULL, muscles TEXT NOT NULL, met REAL NOT NULL,
            creation_ms INTEGER NOT NULL, sync_at INTEGER DEFAULT 1, sync_seq INTEGER, sync_local INTEGER, sync_removed TEXT, sync_state BLOB,
            PRIMARY KEY(owner_id, id)) WITHOUT ROWID;
        CREATE UNIQUE INDEX custom_workout_by_name ON custom_workout(owner_id, name_key);
        CREATE TABLE completion(
            owner_id TEXT NOT NULL, id TEXT NOT NULL, workout_id TEXT NOT NULL, duration_s INTEGER NOT NULL,
            date_ms INTEGER NOT NULL, body_weight_kg REAL NOT NULL, calories REAL NOT NULL, measured_calories REAL, distance_m REAL, sync_at INTEGER DEFAULT 1, sync_seq INTEGER, sync_local INTEGER, sync_removed TEXT, sync_state BLOB,
            PRIMARY KEY(owner_id, id)) WITHOUT ROWID;
        CREATE INDEX completion_by_date ON completion(owner_id, date_ms);
        CREATE TABLE weekly_goal(owner_id TEXT NOT NULL PRIMARY KEY, workouts INTEGER NOT NULL, sync_at INTEGER DEFAULT 1) WITHOUT ROWID;
        CREATE TABLE sports_cache(
            owner_id TEXT NOT NULL, scope TEXT NOT NULL, cache_key TEXT NOT NULL, saved_ms INTEGER NOT NULL,
            PRIMARY KEY(owner_id, scope, cache_key)) WITHOUT ROWID;
        CREATE TABLE sports_league(
            owner_id TEXT NOT NULL, cache_key TEXT NOT NULL, position INTEGER NOT NULL,
            id TEXT NOT NULL, name TEXT NOT NULL, logo_url TEXT NOT NULL, data_source TEXT NOT NULL,
            PRIMARY KEY(owner_id, cache_key, position)) WITHOUT ROWID;
        CREATE TABLE sports_team(
            owner_id TEXT NOT NULL, league_id TEXT NOT NULL, position INTEGER NOT NULL,
            id TEXT NOT NULL, name TEXT NOT NULL, logo_url TEXT NOT NULL, data_source TEXT NOT NULL,
            PRIMARY KEY(owner_id, league_id, position)) WITHOUT ROWID;
        CREATE INDEX sports_team_by_id ON sports_team(owner_id, id);
        CREATE TABLE sports_player(
            owner_id TEXT NOT NULL, team_id TEXT NOT NULL, position INTEGER NOT NULL,
            id TEXT NOT NULL, name TEXT NOT NULL, number INTEGER, role TEXT NOT NULL,
            nationality TEXT, photo_url TEXT, data_source TEXT NOT NULL,
            PRIMARY KEY(owner_id, team_id, position)) WITHOUT ROWID;
        CREATE TABLE sports_image(
            owner_id TEXT NOT NULL, url TEXT NOT NULL, bytes BLOB NOT NULL,
            PRIMARY KEY(owner_id, url)) WITHOUT ROWID;
        CREATE TABLE road_network(
            owner_id TEXT NOT NULL, profile TEXT NOT NULL, version TEXT NOT NULL, source TEXT NOT NULL,
            creation_ms INTEGER NOT NULL, data BLOB NOT NULL, chunk_bytes INTEGER NOT NULL DEFAULT 0,
            UNIQUE(owner_id, profile));
        CREATE TABLE account(
            id TEXT PRIMARY KEY NOT NULL, username TEXT NOT NULL, username_key TEXT NOT NULL,
            name TEXT, phone TEXT, email TEXT, creation_ms INTEGER NOT NULL,
            password_hash TEXT NOT NULL) WITHOUT ROWID;
        CREATE UNIQUE INDEX account_by_username ON account(username_key);
        CREATE TABLE place(
            owner_id TEXT NOT NULL, profile TEXT NOT NULL, seq INTEGER NOT NULL, kind TEXT NOT NULL,
            name TEXT NOT NULL, street TEXT, category TEXT, lat REAL NOT NULL, lon REAL NOT NULL, alt_names TEXT, alt_name_keys TEXT,
            PRIMARY KEY(owner_id, profile, seq)) WITHOUT ROWID;
        CREATE TABLE saved_route(
            owner_id TEXT NOT NULL, id TEXT NOT NULL, name TEXT NOT NULL, name_key TEXT NOT NULL,
            profile TEXT NOT NULL, optimize TEXT NOT NULL, distance REAL NOT NULL, duration REAL NOT NULL,
            geometry TEXT NOT NULL, creation_ms INTEGER NOT NULL, update_ms INTEGER NOT NULL, sync_at INTEGER DEFAULT 1, sync_seq INTEGER, sync_local INTEGER, sync_removed TEXT, sync_state BLOB,
            PRIMARY KEY(owner_id, id)) WITHOUT ROWID;
        CREATE UNIQUE INDEX saved_route_by_name ON saved_route(owner_id, name_key);
        CREATE TABLE saved_route_stop(
            owner_id TEXT NOT NULL, route_id TEXT NOT NULL, position INTEGER NOT NULL,
            name TEXT, lat REAL NOT NULL, lon REAL NOT NULL,
            PRIMARY KEY(owner_id, route_id, position),
            FOREIGN KEY(owner_id, route_id) REFERENCES saved_route(owner_id, id) ON DELETE CASCADE) WITHOUT ROWID;
        CREATE TABLE saved_route_leg(
            owner_id TEXT NOT NULL, route_id TEXT NOT NULL, position INTEGER NOT NULL,
            from_stop INTEGER NOT NULL, to_stop INTEGER NOT NULL, distance REAL NOT NULL, duration REAL NOT NULL,
            PRIMARY KEY(owner_id, route_id, position),
            FOREIGN KEY(owner_id, route_id) REFERENCES saved_route(owner_id, id) ON DELETE CASCADE) WITHOUT ROWID;
        CREATE TABLE sign_in_failure(
            username_key TEXT PRIMARY KEY NOT NULL, failures INTEGER NOT NULL,
            locked_until_ms INTEGER, last_failure_ms INTEGER NOT NULL) WITHOUT ROWID;
        CREATE INDEX sign_in_failure_by_age ON sign_in_failure(last_failure_ms);
        CREATE TABLE session_key(id INTEGER PRIMARY KEY CHECK (id = 1), key TEXT NOT NULL);
        CREATE TABLE account_session(
            owner_id TEXT NOT NULL,
            id TEXT NOT NULL, token_hash TEXT NOT NULL, creation_ms INTEGER NOT NULL,
            last_used_ms INTEGER NOT NULL, expires_ms INTEGER NOT NULL,
            PRIMARY KEY(owner_id, id)) WITHOUT ROWID;
        CREATE UNIQUE INDEX account_session_by_token ON account_session(token_hash);
        CREATE INDEX account_session_by_expiry ON account_session(expires_ms);
        CREATE INDEX completion_by_workout ON completion(owner_id, workout_id, date_ms);
        CREATE TABLE saved_route_step(
            owner_id TEXT NOT NULL, route_id TEXT NOT NULL, leg INTEGER NOT NULL, position INTEGER NOT NULL,
            distance REAL NOT NULL, duration REAL NOT NULL, geometry TEXT NOT NULL,
            name TEXT NOT NULL, ref TEXT NOT NULL, class TEXT NOT NULL, mode TEXT NOT NULL,
            type TEXT NOT NULL, modifier TEXT, lon REAL NOT NULL, lat REAL NOT NULL,
            bearing_before INTEGER NOT NULL, bearing_after INTEGER NOT NULL, exit INTEGER, instruction TEXT NOT NULL, classes INTEGER NOT NULL DEFAULT 0,
            PRIMARY KEY(owner_id, route_id, leg, position),
            FOREIGN KEY(owner_id, route_id) REFERENCES saved_route(owner_id, id) ON DELETE CASCADE) WITHOUT ROWID;
        CREATE TABLE sync_site(
            id INTEGER PRIMARY KEY CHECK (id = 1), site TEXT NOT NULL, clock_ms INTEGER NOT NULL, clock_counter INTEGER NOT NULL);
        CREATE TABLE sync_record(
            owner_id TEXT NOT NULL, kind TEXT NOT NULL, id TEXT NOT NULL, seq INTEGER NOT NULL,
            local INTEGER NOT NULL, parked INTEGER NOT NULL, removed TEXT, fields BLOB NOT NULL, removal_at INTEGER,
            PRIMARY KEY(owner_id, kind, id)) WITHOUT ROWID;
        CREATE UNIQUE INDEX sync_record_by_seq ON sync_record(seq);
        CREATE INDEX sync_record_parked ON sync_record(owner_id) WHERE parked = 1;
        CREATE TABLE sync_dirty(
            owner_id TEXT NOT NULL, kind TEXT NOT NULL, id TEXT NOT NULL, at_ms INTEGER NOT NULL, whole INTEGER NOT NULL DEFAULT 0,
            PRIMARY KEY(owner_id, kind, id)) WITHOUT ROWID;
        CREATE TABLE sync_ack(owner_id TEXT PRIMARY KEY NOT NULL, seq INTEGER NOT NULL) WITHOUT ROWID;
        CREATE TABLE sync_peer(
            owner_id TEXT NOT NULL, site TEXT NOT NULL, seq INTEGER NOT NULL,
            PRIMARY KEY(owner_id, site)) WITHOUT ROWID;
        CREATE TABLE health_sample(
            owner_id TEXT NOT NULL, platform TEXT NOT NULL, id TEXT NOT NULL, type TEXT NOT NULL,
            day INTEGER NOT NULL, start_ms INTEGER NOT NULL, end_ms INTEGER NOT NULL,
            value REAL NOT NULL, unit TEXT NOT NULL, canonical_value REAL NOT NULL,
            source_name TEXT NOT NULL, bundle_id TEXT NOT NULL, device TEXT,
            user_entered INTEGER NOT NULL, sync_id TEXT, sync_version INTEGER, modified_ms INTEGER,
            activity_type TEXT, duration_s REAL, distance_m REAL,
            PRIMARY KEY(owner_id, platform, id)) WITHOUT ROWID;
        CREATE INDEX health_sample_by_day ON health_sample(owner_id, type, day);
        CREATE INDEX health_sample_by_start ON health_sample(owner_id, platform, start_ms);
        CREATE TABLE health_anchor(
            owner_id TEXT NOT NULL, platform TEXT NOT NULL, scope TEXT NOT NULL, anchor TEXT NOT NULL,
            PRIMARY KEY(owner_id, platform, scope)) WITHOUT ROWID;
        CREATE TABLE health_policy(
            owner_id TEXT NOT NULL, type TEXT NOT NULL, rank INTEGER NOT NULL, source TEXT NOT NULL,
            PRIMARY KEY(owner_id, type, rank)) WITHOUT ROWID;
        CREATE TABLE health_export(
            owner_id TEXT NOT NULL, platform TEXT NOT NULL, kind TEXT NOT NULL, record_id TEXT NOT NULL,
            fingerprint TEXT NOT NULL, version INTEGER NOT NULL, acked_version INTEGER NOT NULL,
            platform_id TEXT, deleted INTEGER NOT NULL,
            PRIMARY KEY(owner_id, platform, kind, record_id)) WITHOUT ROWID;
        CREATE TABLE road_network_chunk(
            owner_id TEXT NOT NULL, profile TEXT NOT NULL, chunk INTEGER NOT NULL, version TEXT NOT NULL, data BLOB NOT NULL,
            UNIQUE(owner_id, profile, chunk));
        CREATE TRIGGER sync_mark_account_insert AFTER INSERT ON account BEGIN
            INSERT INTO sync_dirty(owner_id, kind, id, at_ms, whole) VALUES(NEW.id, 'account', 'account', lift_now_ms(), 0) ON CONFLICT DO UPDATE SET at_ms = excluded.at_ms, whole = max(whole, excluded.whole);
        END;
        CREATE TRIGGER sync_mark_account_update AFTER UPDATE OF name, phone, email ON account BEGIN
            INSERT INTO sync_dirty(owner_id, kind, id, at_ms, whole) VALUES(NEW.id, 'account', 'account', lift_now_ms(), 0) ON CONFLICT DO UPDATE SET at_ms = excluded.at_ms, whole = max(whole, excluded.whole);
        END;
        CREATE TRIGGER sync_mark_health_sample_update AFTER UPDATE ON health_sample BEGIN
            INSERT INTO sync_dirty(owner_id, kind, id, at_ms) VALUES(NEW.owner_id, 'health_sample_' || NEW.platform, NEW.id, lift_now_ms()) ON CONFLICT DO UPDATE SET at_ms = excluded.at_ms;
        END;
        CREATE TRIGGER sync_mark_health_sample_delete AFTER DELETE ON health_sample BEGIN
            INSERT INTO sync_dirty(owner_id, kind, id, at_ms) VALUES(OLD.owner_id, 'health_sample_' || OLD.platform, OLD.id, lift_now_ms()) ON CONFLICT DO UPDATE SET at_ms = excluded.at_ms;
        END;
        CREATE TRIGGER sync_mark_weekly_goal_update AFTER UPDATE ON weekly_goal WHEN NEW.sync_at IS OLD.sync_at BEGIN
            UPDATE weekly_goal SET sync_at = lift_now_ms('weekly_goal', NEW.owner_id) WHERE owner_id = NEW.owner_id;
        END;
        CREATE TRIGGER sync_mark_body_goal_update AFTER UPDATE ON body_goal WHEN NEW.sync_at IS OLD.sync_at BEGIN
            UPDATE body_goal SET sync_at = lift_now_ms('body_goal', NEW.category) WHERE owner_id = NEW.owner_id AND category = NEW.category;
        END;
        CREATE TRIGGER sync_mark_routine_exercise_insert AFTER INSERT ON routine_exercise BEGIN
            UPDATE routine SET sync_at = lift_now_ms('routine', NEW.routine_id) WHERE owner_id = NEW.owner_id AND id = NEW.routine_id;
        END;
        CREATE TRIGGER sync_mark_routine_exercise_update AFTER UPDATE ON routine_exercise BEGIN
            UPDATE routine SET sync_at = lift_now_ms('routine', NEW.routine_id) WHERE owner_id = NEW.owner_id AND id = NEW.routine_id;
        END;
        CREATE TRIGGER sync_mark_routine_exercise_delete AFTER DELETE ON routine_exercise BEGIN
            UPDATE routine SET sync_at = lift_now_ms('routine', OLD.routine_id) WHERE owner_id = OLD.owner_id AND id = OLD.routine_id;
        END;
        CREATE TRIGGER sync_mark_exercise_record_insert AFTER INSERT ON exercise_record BEGIN
            UPDATE routine_record SET sync_at = lift_now_ms('routine_record', NEW.record_id) WHERE owner_id = NEW.owner_id AND id = NEW.record_id;
        END;
        CREATE TRIGGER sync_mark_exercise_record_update AFTER UPDATE ON exercise_record BEGIN
            UPDATE routine_record SET sync_at = lift_now_ms('routine_record', NEW.record_id) WHERE owner_id = NEW.owner_id AND id = NEW.record_id;
        END;
        CREATE TRIGGER sync_mark_exercise_record_delete AFTER DELETE ON exercise_record BEGIN
            UPDATE routine_record SET sync_at = lift_now_ms('routine_record', OLD.record_id) WHERE owner_id = OLD.owner_id AND id = OLD.record_id;
        END;
        CREATE TRIGGER sync_mark_saved_route_stop_insert AFTER INSERT ON saved_route_stop BEGIN
            UPDATE saved_route SET sync_at = lift_now_ms('saved_route', NEW.route_id) WHERE owner_id = NEW.owner_id AND id = NEW.route_id;
        END;
        CREATE TRIGGER sync_mark_saved_route_stop_update AFTER UPDATE ON saved_route_stop BEGIN
            UPDATE saved_route SET sync_at = lift_now_ms('saved_route', NEW.route_id) WHERE owner_id = NEW.owner_id AND id = NEW.route_id;
        END;
        CREATE TRIGGER sync_mark_saved_route_stop_delete AFTER DELETE ON saved_route_stop BEGIN
            UPDATE saved_route SET sync_at = lift_now_ms('saved_route', OLD.route_id) WHERE owner_id = OLD.owner_id AND id = OLD.route_id;
        END;
        CREATE TRIGGER sync_mark_saved_route_leg_insert AFTER INSERT ON saved_route_leg BEGIN
            UPDATE saved_route SET sync_at = lift_now_ms('saved_route', NEW.route_id) WHERE owner_id = NEW.owner_id AND id = NEW.route_id;
        END;
        CREATE TRIGGER sync_mark_saved_route_leg_update AFTER UPDATE ON saved_route_leg BEGIN
            UPDATE saved_route SET sync_at = lift_now_ms('saved_route', NEW.route_id) WHERE owner_id = NEW.owner_id AND id = NEW.route_id;
        END;
        CREATE TRIGGER sync_mark_saved_route_leg_delete AFTER DELETE ON saved_route_leg BEGIN
            UPDATE saved_route SET sync_at = lift_now_ms('saved_route', OLD.route_id) WHERE owner_id = OLD.owner_id AND id = OLD.route_id;
        END;
        CREATE TRIGGER sync_mark_saved_route_step_insert AFTER INSERT ON saved_route_step BEGIN
            UPDATE saved_route SET sync_at = lift_now_ms('saved_route', NEW.route_id) WHERE owner_id = NEW.owner_id AND id = NEW.route_id;
        END;
        CREATE TRIGGER sync_mark_saved_route_step_update AFTER UPDATE ON saved_route_step BEGIN
            UPDATE saved_route SET sync_at = lift_now_ms('saved_route', NEW.route_id) WHERE owner_id = NEW.owner_id AND id = NEW.route_id;
        END;
        CREATE TRIGGER sync_mark_saved_route_step_delete AFTER DELETE ON saved_route_step BEGIN
            UPDATE saved_route SET sync_at = lift_now_ms('saved_route', OLD.route_id) WHERE owner_id = OLD.owner_id AND id = OLD.route_id;
        END;
        CREATE TRIGGER sync_mark_set_record_insert AFTER INSERT ON set_record BEGIN
            UPDATE routine_record SET sync_at = lift_now_ms('routine_record', id) WHERE owner_id = NEW.owner_id
                AND id = (SELECT record_id FROM exercise_record WHERE owner_id = NEW.owner_id AND id = NEW.exercise_record_id);
        END;
        CREATE TRIGGER sync_mark_set_record_update AFTER UPDATE ON set_record BEGIN
            UPDATE routine_record SET sync_at = lift_now_ms('routine_record', id) WHERE owner_id = NEW.owner_id
                AND id = (SELECT record_id FROM exercise_record WHERE owner_id = NEW.owner_id AND id = NEW.exercise_record_id);
        END;
        CREATE TRIGGER sync_mark_set_record_delete AFTER DELETE ON set_record BEGIN
            UPDATE routine_record SET sync_at = lift_now_ms('routine_record', id) WHERE owner_id = OLD.owner_id
                AND id = (SELECT record_id FROM exercise_record WHERE owner_id = OLD.owner_id AND id = OLD.exercise_record_id);
        END;
        CREATE TABLE road_network_head(
            owner_id TEXT NOT NULL, profile TEXT NOT NULL, version TEXT NOT NULL, data BLOB NOT NULL,
            UNIQUE(owner_id, profile));
        CREATE INDEX exercise_by_sync_seq ON exercise(sync_seq) WHERE sync_seq IS NOT NULL;
        CREATE TRIGGER sync_mark_exercise_update AFTER UPDATE ON exercise WHEN NEW.sync_at IS OLD.sync_at BEGIN
            UPDATE exercise SET sync_at = lift_now_ms('exercise', NEW.id) WHERE owner_id = NEW.owner_id AND id = NEW.id;
        END;
        CREATE INDEX routine_by_sync_seq ON routine(sync_seq) WHERE sync_seq IS NOT NULL;
        CREATE TRIGGER sync_mark_routine_update AFTER UPDATE ON routine WHEN NEW.sync_at IS OLD.sync_at BEGIN
            UPDATE routine SET sync_at = lift_now_ms('routine', NEW.id) WHERE owner_id = NEW.owner_id AND id = NEW.id;
        END;
        CREATE INDEX routine_record_by_sync_seq ON routine_record(sync_seq) WHERE sync_seq IS NOT NULL;
        CREATE TRIGGER sync_mark_routine_record_update AFTER UPDATE ON routine_record WHEN NEW.sync_at IS OLD.sync_at BEGIN
            UPDATE routine_record SET sync_at = lift_now_ms('routine_record', NEW.id) WHERE owner_id = NEW.owner_id AND id = NEW.id;
        END;
        CREATE INDEX custom_workout_by_sync_seq ON custom_workout(sync_seq) WHERE sync_seq IS NOT NULL;
        CREATE TRIGGER sync_mark_custom_workout_update AFTER UPDATE ON custom_workout WHEN NEW.sync_at IS OLD.sync_at BEGIN
            UPDATE custom_workout SET sync_at = lift_now_ms('custom_workout', NEW.id) WHERE owner_id = NEW.owner_id AND id = NEW.id;
        END;
        CREATE INDEX completion_by_sync_seq ON completion(sync_seq) WHERE sync_seq IS NOT NULL;
        CREATE TRIGGER sync_mark_completion_update AFTER UPDATE ON completion WHEN NEW.sync_at IS OLD.sync_at BEGIN
            UPDATE completion SET sync_at = lift_now_ms('completion', NEW.id) WHERE owner_id = NEW.owner_id AND id = NEW.id;
        END;
        CREATE INDEX weight_entry_by_sync_seq ON weight_entry(sync_seq) WHERE sync_seq IS NOT NULL;
        CREATE TRIGGER sync_mark_weight_entry_update AFTER UPDATE ON weight_entry WHEN NEW.sync_at IS OLD.sync_at BEGIN
            UPDATE weight_entry SET sync_at = lift_now_ms('weight_entry', NEW.id) WHERE owner_id = NEW.owner_id AND id = NEW.id;
        END;
        CREATE INDEX body_count_by_sync_seq ON body_count(sync_seq) WHERE sync_seq IS NOT NULL;
        CREATE TRIGGER sync_mark_body_count_update AFTER UPDATE ON body_count WHEN NEW.sync_at IS OLD.sync_at BEGIN
            UPDATE body_count SET sync_at = lift_now_ms('body_count', NEW.id) WHERE owner_id = NEW.owner_id AND id = NEW.id;
        END;
        CREATE INDEX saved_route_by_sync_seq ON saved_route(sync_seq) WHERE sync_seq IS NOT NULL;
        CREATE TRIGGER sync_mark_saved_route_update AFTER UPDATE ON saved_route WHEN NEW.sync_at IS OLD.sync_at BEGIN
            UPDATE saved_route SET sync_at = lift_now_ms('saved_route', NEW.id) WHERE owner_id = NEW.owner_id AND id = NEW.id;
        END;
        CREATE TRIGGER sync_state_exercise_delete AFTER DELETE ON exercise WHEN OLD.sync_state IS NOT NULL BEGIN
            INSERT OR REPLACE INTO sync_record(owner_id, kind, id, seq, local, parked, removed, fields, removal_at)
                VALUES(OLD.owner_id, 'exercise', OLD.id, OLD.sync_seq, OLD.sync_local, 0, OLD.sync_removed, OLD.sync_state, lift_now_ms('sync_record', 'exercise' || char(31) || OLD.id));
        END;
        CREATE TRIGGER sync_mark_exercise_delete AFTER DELETE ON exercise WHEN OLD.sync_state IS NULL BEGIN
            UPDATE sync_record SET removal_at = lift_now_ms('sync_record', 'exercise' || char(31) || OLD.id) WHERE owner_id = OLD.owner_id AND kind = 'exercise' AND id = OLD.id;
        END;
        CREATE TRIGGER sync_state_routine_delete AFTER DELETE ON routine WHEN OLD.sync_state IS NOT NULL BEGIN
            INSERT OR REPLACE INTO sync_record(owner_id, kind, id, seq, local, parked, removed, fields, removal_at)
                VALUES(OLD.owner_id, 'routine', OLD.id, OLD.sync_seq, OLD.sync_local, 0, OLD.sync_removed, OLD.sync_state, lift_now_ms('sync_record', 'routine' || char(31) || OLD.id));
        END;
        CREATE TRIGGER sync_mark_routine_delete AFTER DELETE ON routine WHEN OLD.sync_state IS NULL BEGIN
            UPDATE sync_record SET removal_at = lift_now_ms('sync_record', 'routine' || char(31) || OLD.id) WHERE owner_id = OLD.owner_id AND kind = 'routine' AND id = OLD.id;
        END;
        CREATE TRIGGER sync_state_routine_record_delete AFTER DELETE ON routine_record WHEN OLD.sync_state IS NOT NULL BEGIN
            INSERT OR REPLACE INTO sync_record(owner_id, kind, id, seq, local, parked, removed, fields, removal_at)
                VALUES(OLD.owner_id, 'routine_record', OLD.id, OLD.sync_seq, OLD.sync_local, 0, OLD.sync_removed, OLD.sync_state, lift_now_ms('sync_record', 'routine_record' || char(31) || OLD.id));
        END;
        CREATE TRIGGER sync_mark_routine_record_delete AFTER DELETE ON routine_record WHEN OLD.sync_state IS NULL BEGIN
            UPDATE sync_record SET removal_at = lift_now_ms('sync_record', 'routine_record' || char(31) || OLD.id) WHERE owner_id = OLD.owner_id AND kind = 'routine_record' AND id = OLD.id;
        END;
        CREATE TRIGGER sync_state_custom_workout_delete AFTER DELETE ON custom_workout WHEN OLD.sync_state IS NOT NULL BEGIN
            INSERT OR REPLACE INTO sync_record(owner_id, kind, id, seq, local, parked, removed, fields, removal_at)
                VALUES(OLD.owner_id, 'workout', OLD.id, OLD.sync_seq, OLD.sync_local, 0, OLD.sync_removed, OLD.sync_state, lift_now_ms('sync_record', 'workout' || char(31) || OLD.id));
        END;
        CREATE TRIGGER sync_mark_custom_workout_delete AFTER DELETE ON custom_workout WHEN OLD.sync_state IS NULL BEGIN
            UPDATE sync_record SET removal_at = lift_now_ms('sync_record', 'workout' || char(31) || OLD.id) WHERE owner_id = OLD.owner_id AND kind = 'workout' AND id = OLD.id;
        END;
        CREATE TRIGGER sync_state_completion_delete AFTER DELETE ON completion WHEN OLD.sync_state IS NOT NULL BEGIN
            INSERT OR REPLACE INTO sync_record(owner_id, kind, id, seq, local, parked, removed, fields, removal_at)
                VALUES(OLD.owner_id, 'completion', OLD.id, OLD.sync_seq, OLD.sync_local, 0, OLD.sync_removed, OLD.sync_state, lift_now_ms('sync_record', 'completion' || char(31) || OLD.id));
        END;
        CREATE TRIGGER sync_mark_completion_delete AFTER DELETE ON completion WHEN OLD.sync_state IS NULL BEGIN
            UPDATE sync_record SET removal_at = lift_now_ms('sync_record', 'completion' || char(31) || OLD.id) WHERE owner_id = OLD.owner_id AND kind = 'completion' AND id = OLD.id;
        END;
        CREATE TRIGGER sync_mark_weekly_goal_delete AFTER DELETE ON weekly_goal BEGIN
            UPDATE sync_record SET removal_at = lift_now_ms('sync_record', 'weekly_goal' || char(31) || 'weekly_goal') WHERE owner_id = OLD.owner_id AND kind = 'weekly_goal' AND id = 'weekly_goal';
        END;
        CREATE TRIGGER sync_state_weight_entry_delete AFTER DELETE ON weight_entry WHEN OLD.sync_state IS NOT NULL BEGIN
            INSERT OR REPLACE INTO sync_record(owner_id, kind, id, seq, local, parked, removed, fields, removal_at)
                VALUES(OLD.owner_id, 'weight', OLD.id, OLD.sync_seq, OLD.sync_local, 0, OLD.sync_removed, OLD.sync_state, lift_now_ms('sync_record', 'weight' || char(31) || OLD.id));
        END;
        CREATE TRIGGER sync_mark_weight_entry_delete AFTER DELETE ON weight_entry WHEN OLD.sync_state IS NULL BEGIN
            UPDATE sync_record SET removal_at = lift_now_ms('sync_record', 'weight' || char(31) || OLD.id) WHERE owner_id = OLD.owner_id AND kind = 'weight' AND id = OLD.id;
        END;
        CREATE TRIGGER sync_state_body_count_delete AFTER DELETE ON body_count WHEN OLD.sync_state IS NOT NULL BEGIN
            INSERT OR REPLACE INTO sync_record(owner_id, kind, id, seq, local, parked, removed, fields, removal_at)
                VALUES(OLD.owner_id, OLD.category, OLD.id, OLD.sync_seq, OLD.sync_local, 0, OLD.sync_removed, OLD.sync_state, lift_now_ms('sync_record', OLD.category || char(31) || OLD.id));
        END;
        CREATE TRIGGER sync_mark_body_count_delete AFTER DELETE ON body_count WHEN OLD.sync_state IS NULL BEGIN
            UPDATE sync_record SET removal_at = lift_now_ms('sync_record', OLD.category || char(31) || OLD.id) WHERE owner_id = OLD.owner_id AND kind = OLD.category AND id = OLD.id;
        END;
        CREATE TRIGGER sync_mark_body_goal_delete AFTER DELETE ON body_goal BEGIN
            UPDATE sync_record SET removal_at = lift_now_ms('sync_record', 'goal' || char(31) || OLD.category) WHERE owner_id = OLD.owner_id AND kind = 'goal' AND id = OLD.category;
        END;
        CREATE TRIGGER sync_state_saved_route_delete AFTER DELETE ON saved_route WHEN OLD.sync_state IS NOT NULL BEGIN
            INSERT OR REPLACE INTO sync_record(owner_id, kind, id, seq, local, parked, removed, fields, removal_at)
                VALUES(OLD.owner_id, 'route', OLD.id, OLD.sync_seq, OLD.sync_local, 0, OLD.sync_removed, OLD.sync_state, lift_now_ms('sync_record', 'route' || char(31) || OLD.id));
        END;
        CREATE TRIGGER sync_mark_saved_route_delete AFTER DELETE ON saved_route WHEN OLD.sync_state IS NULL BEGIN
            UPDATE sync_record SET removal_at = lift_now_ms('sync_record', 'route' || char(31) || OLD.id) WHERE owner_id = OLD.owner_id AND kind = 'route' AND id = OLD.id;
        END;
        """
}
