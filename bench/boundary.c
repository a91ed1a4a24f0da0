/*
 * Boundary cost: liblift's save / load / remove of one exercise, of one weight entry (w.*) and of one
 * routine with three exercises (r.*),
 * against raw C doing the same
 * work in the same process: jansson parses the same request, sqlite3 runs the same statements
 * (name lookup, insert / select / delete) on the same schema, jansson writes the same response.
 * Reports medians and p90 in microseconds and the ratio liblift / raw, for both durabilities.
 *
 *   make bench            (or: bench/boundary ITERATIONS [normal]; BOUNDARY_SETTLE=1: removes of synced records)
 */
#define _POSIX_C_SOURCE 200809L
#include <jansson.h>
#include <lift.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

/* Every raw statement must prepare: a NULL one would make the raw side do nothing and look fast. */
static int prepare_or_die(sqlite3 *db, const char *sql, int n, sqlite3_stmt **st, const char **tail) {
    int rc = sqlite3_prepare_v2(db, sql, n, st, tail);
    if (rc != SQLITE_OK) { fprintf(stderr, "raw prepare failed: %s\n%s\n", sqlite3_errmsg(db), sql); exit(1); }
    return rc;
}
#define sqlite3_prepare_v2 prepare_or_die

static double now_us(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e6 + ts.tv_nsec / 1e3;
}

static int cmp(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

typedef struct { double median, p90; } stats;

static stats summarise(double *v, int n) {
    qsort(v, n, sizeof *v, cmp);
    stats s = { v[n / 2], v[(n * 9) / 10] };
    return s;
}

/* ---- raw C: the same work liblift does for these three requests ---- */
typedef struct { sqlite3 *db; sqlite3_stmt *by_name, *insert, *by_id, *del, *in_use, *txn[3]; } raw_store;

/* BEGIN / BEGIN IMMEDIATE / COMMIT. By default prepared once per connection and stepped, as liblift
 * runs them; with BOUNDARY_RAW_EXEC=1 in the environment, through sqlite3_exec (parsed on every call). */
enum { TXN_BEGIN, TXN_IMMEDIATE, TXN_COMMIT };
static const char *const txn_sql[] = { "BEGIN DEFERRED", "BEGIN IMMEDIATE", "COMMIT" };
static int raw_exec_txn;

static void txn(raw_store *r, int which) {
    if (raw_exec_txn) { sqlite3_exec(r->db, txn_sql[which], 0, 0, 0); return; }
    if (!r->txn[which]) sqlite3_prepare_v3(r->db, txn_sql[which], -1, SQLITE_PREPARE_PERSISTENT, &r->txn[which], 0);
    sqlite3_step(r->txn[which]);
    sqlite3_reset(r->txn[which]);
}

static void drop_sync_marks(sqlite3 *db) {
    sqlite3_stmt *s;
    char names[64][64], sql[128];
    int n = 0;
    sqlite3_prepare_v2(db, "SELECT name FROM sqlite_master WHERE type='trigger' AND name LIKE 'sync_mark_%'", -1, &s, 0);
    while (n < 64 && sqlite3_step(s) == SQLITE_ROW) snprintf(names[n++], 64, "%s", (const char *)sqlite3_column_text(s, 0));
    sqlite3_finalize(s);
    for (int i = 0; i < n; i++) {
        snprintf(sql, sizeof sql, "DROP TRIGGER %s", names[i]);
        sqlite3_exec(db, sql, 0, 0, 0);
    }
}

/* BOUNDARY_SETTLE=1: the records are given their sync versions (a `sync_state` load, untimed) before
 * they are removed, as a synced device's are, so each removal also writes its tombstone. */
static void settle_if_asked(lift_store *store) {
    if (!getenv("BOUNDARY_SETTLE")) return;
    char *out = NULL;
    if (lift_load(store, "{\"kind\":\"sync_state\"}", &out) != 0) { fprintf(stderr, "settle: %s\n", out); exit(1); }
    lift_free(out);
}

/* liblift's sync triggers stamp its clock function (lift_now_ms()); the raw side's is the real clock. */
static void raw_now_ms(sqlite3_context *c, int argc, sqlite3_value **argv) {
    (void)argc; (void)argv;
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    sqlite3_result_int64(c, (sqlite3_int64)ts.tv_sec * 1000 + ts.tv_nsec / 1000000);
}

static void raw_open(raw_store *r, const char *path, const char *sync) {
    char sql[256];
    memset(r, 0, sizeof *r);
    sqlite3_open(path, &r->db);
    sqlite3_create_function(r->db, "lift_now_ms", -1, SQLITE_UTF8, 0, raw_now_ms, 0, 0);
    sqlite3_exec(r->db, "PRAGMA journal_mode=WAL; PRAGMA cache_size=-16384; PRAGMA foreign_keys=ON", 0, 0, 0);  /* as liblift */
    snprintf(sql, sizeof sql, "PRAGMA synchronous=%s", sync);
    sqlite3_exec(r->db, sql, 0, 0, 0);
    /* The baseline keeps no change log: the sync marks of liblift's schema are dropped from the raw
       file (BOUNDARY_RAW_SYNC_MARKS=1 keeps them, to see their own cost on the raw side). */
    if (!getenv("BOUNDARY_RAW_SYNC_MARKS")) drop_sync_marks(r->db);
    sqlite3_exec(r->db, "CREATE TABLE IF NOT EXISTS exercise(owner_id TEXT NOT NULL, id TEXT NOT NULL, name TEXT NOT NULL,"
                        " name_key TEXT NOT NULL, creation_ms INTEGER NOT NULL, tags TEXT NOT NULL DEFAULT '',"
                        " PRIMARY KEY(owner_id, id)) WITHOUT ROWID;"
                        "CREATE UNIQUE INDEX IF NOT EXISTS exercise_by_name ON exercise(owner_id, name_key);", 0, 0, 0);
    sqlite3_prepare_v2(r->db, "SELECT id FROM exercise WHERE owner_id='local' AND name_key=?", -1, &r->by_name, 0);
    sqlite3_prepare_v2(r->db, "INSERT INTO exercise(owner_id, id, name, name_key, creation_ms, tags) VALUES('local', ?, ?, ?, ?, ?)",
                       -1, &r->insert, 0);
    sqlite3_prepare_v2(r->db, "SELECT id, name, creation_ms, tags FROM exercise WHERE owner_id='local' AND id=?", -1, &r->by_id, 0);
    sqlite3_exec(r->db, "CREATE TABLE IF NOT EXISTS routine_exercise(owner_id TEXT NOT NULL, routine_id TEXT NOT NULL,"
                        " position INTEGER NOT NULL, exercise_id TEXT NOT NULL, PRIMARY KEY(owner_id, routine_id, position)) WITHOUT ROWID;"
                        "CREATE INDEX IF NOT EXISTS routine_exercise_by_exercise ON routine_exercise(owner_id, exercise_id);", 0, 0, 0);
    sqlite3_exec(r->db, "CREATE TABLE IF NOT EXISTS exercise_record(owner_id TEXT NOT NULL, id TEXT NOT NULL, record_id TEXT NOT NULL,"
                        " position INTEGER NOT NULL, exercise_id TEXT NOT NULL, PRIMARY KEY(owner_id, id)) WITHOUT ROWID;"
                        "CREATE INDEX IF NOT EXISTS exercise_record_by_exercise ON exercise_record(owner_id, exercise_id);", 0, 0, 0);
    sqlite3_prepare_v2(r->db, "SELECT 1 FROM routine_exercise WHERE owner_id='local' AND exercise_id=?1"
                              " UNION ALL SELECT 1 FROM exercise_record WHERE owner_id='local' AND exercise_id=?1 LIMIT 1",
                       -1, &r->in_use, 0);
    sqlite3_prepare_v2(r->db, "DELETE FROM exercise WHERE owner_id='local' AND id=?", -1, &r->del, 0);
}

/* The same RFC 3339 text liblift writes for a record's creation date. */
static json_t *rfc3339(long long ms) {
    char buf[32];
    time_t secs = (time_t)(ms / 1000);
    struct tm tm;
    gmtime_r(&secs, &tm);
    size_t n = strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%S", &tm);
    snprintf(buf + n, sizeof buf - n, ".%03dZ", (int)(ms % 1000));
    return json_string(buf);
}

static char *raw_response(json_t *record) {
    json_t *root = json_object();
    json_object_set_new(root, "kind", json_string("exercise"));
    json_object_set_new(root, "exercise", record);
    char *s = json_dumps(root, JSON_COMPACT);
    json_decref(root);
    return s;
}

static char *raw_save(raw_store *r, const char *request, const char *id) {
    json_t *req = json_loads(request, JSON_REJECT_DUPLICATES, NULL);
    json_t *ex = json_object_get(req, "exercise");
    const char *name = json_string_value(json_object_get(ex, "name"));
    txn(r, TXN_IMMEDIATE);
    /* a save without id creates (liblift assigns the id): no id lookup, the name check only */
    sqlite3_reset(r->by_name);
    sqlite3_bind_text(r->by_name, 1, name, -1, SQLITE_TRANSIENT);
    int taken = sqlite3_step(r->by_name) == SQLITE_ROW;
    char *out = NULL;
    if (!taken) {
        sqlite3_reset(r->insert);
        sqlite3_bind_text(r->insert, 1, id, -1, SQLITE_TRANSIENT);
        sqlite3_bind_text(r->insert, 2, name, -1, SQLITE_TRANSIENT);
        sqlite3_bind_text(r->insert, 3, name, -1, SQLITE_TRANSIENT);
        sqlite3_bind_int64(r->insert, 4, 1763745000000LL);
        sqlite3_bind_text(r->insert, 5, "", -1, SQLITE_STATIC);
        sqlite3_step(r->insert);
        json_t *rec = json_object();
        json_object_set_new(rec, "id", json_string(id));
        json_object_set_new(rec, "name", json_string(name));
        json_object_set_new(rec, "tags", json_array());
        json_object_set_new(rec, "creation_date", rfc3339(1763745000123LL));
        out = raw_response(rec);
    }
    txn(r, TXN_COMMIT);
    json_decref(req);
    return out;
}

static char *raw_load(raw_store *r, const char *request) {
    json_t *req = json_loads(request, JSON_REJECT_DUPLICATES, NULL);
    const char *id = json_string_value(json_object_get(req, "id"));
    txn(r, TXN_BEGIN);
    sqlite3_reset(r->by_id);
    sqlite3_bind_text(r->by_id, 1, id, -1, SQLITE_TRANSIENT);
    char *out = NULL;
    if (sqlite3_step(r->by_id) == SQLITE_ROW) {
        json_t *rec = json_object();
        json_object_set_new(rec, "id", json_string((const char *)sqlite3_column_text(r->by_id, 0)));
        json_object_set_new(rec, "name", json_string((const char *)sqlite3_column_text(r->by_id, 1)));
        json_object_set_new(rec, "tags", json_array());
        json_object_set_new(rec, "creation_date", rfc3339(sqlite3_column_int64(r->by_id, 2)));
        out = raw_response(rec);
    }
    /* ends the statement, and so the read snapshot, as liblift does: a statement left on its row
     * keeps the snapshot (and its WAL read lock) open past COMMIT, so the next load would take no
     * lock and could read stale data */
    sqlite3_reset(r->by_id);
    txn(r, TXN_COMMIT);
    json_decref(req);
    return out;
}

static char *raw_remove(raw_store *r, const char *request) {
    json_t *req = json_loads(request, JSON_REJECT_DUPLICATES, NULL);
    const char *id = json_string_value(json_object_get(req, "id"));
    txn(r, TXN_IMMEDIATE);
    sqlite3_reset(r->by_id);
    sqlite3_bind_text(r->by_id, 1, id, -1, SQLITE_TRANSIENT);
    int found = sqlite3_step(r->by_id) == SQLITE_ROW;
    sqlite3_reset(r->by_id);
    /* an exercise a routine or a record uses is not removed: the same check liblift makes */
    sqlite3_reset(r->in_use);
    sqlite3_bind_text(r->in_use, 1, id, -1, SQLITE_TRANSIENT);
    if (sqlite3_step(r->in_use) == SQLITE_ROW) found = 0;
    sqlite3_reset(r->in_use);
    sqlite3_reset(r->del);
    sqlite3_bind_text(r->del, 1, id, -1, SQLITE_TRANSIENT);
    sqlite3_step(r->del);
    txn(r, TXN_COMMIT);
    json_t *root = json_object();
    json_object_set_new(root, "kind", json_string("exercise"));
    json_object_set_new(root, "removed", json_integer(found));
    char *out = json_dumps(root, JSON_COMPACT);
    json_decref(root);
    json_decref(req);
    return out;
}


static void report(const char *what, const char *durability, double *lift, double *raw, int n) {
    stats l = summarise(lift, n), r = summarise(raw, n);
    printf("%-8s %-7s liblift median %7.2f us p90 %7.2f | raw C median %7.2f us p90 %7.2f | ratio %.2fx\n",
           what, durability, l.median, l.p90, r.median, r.p90, l.median / r.median);
}

/* A liblift store and a raw-C file side by side in /tmp, named after the kind and durability. */
static lift_store *open_both(const char *tag, const char *durability, char lift_path[64], char raw_path[64]) {
    char opts[64], *out = NULL;
    lift_store *store = NULL;
    snprintf(lift_path, 64, "/tmp/bench-lift-%s-%d-%s.lift", tag, (int)getpid(), durability);
    snprintf(raw_path, 64, "/tmp/bench-raw-%s-%d-%s.db", tag, (int)getpid(), durability);
    snprintf(opts, sizeof opts, "{\"durability\":\"%s\"}", durability);
    if (lift_open(lift_path, opts, &store, &out) != 0) { fprintf(stderr, "open: %s\n", out); exit(1); }
    lift_free(out);
    /* the raw file gets liblift's own schema (foreign keys, cascades, triggers, indexes), so the raw
     * side's statements do exactly the work liblift's do; raw_open's CREATE ... IF NOT EXISTS are then
     * no-ops */
    lift_store *setup = NULL;
    if (lift_open(raw_path, opts, &setup, &out) != 0) { fprintf(stderr, "open: %s\n", out); exit(1); }
    lift_free(out);
    lift_close(setup);
    return store;
}

static void raw_close(raw_store *r) {
    sqlite3_finalize(r->by_name); sqlite3_finalize(r->insert); sqlite3_finalize(r->by_id); sqlite3_finalize(r->del);
    sqlite3_finalize(r->in_use);
    for (int k = 0; k < 3; k++) sqlite3_finalize(r->txn[k]);
    sqlite3_close(r->db);
}

static void remove_both(const char *lift_path, const char *raw_path) {
    char p[96];
    const char *suffix[] = { "", "-wal", "-shm" };
    for (int k = 0; k < 3; k++) {
        snprintf(p, sizeof p, "%s%s", lift_path, suffix[k]); unlink(p);
        snprintf(p, sizeof p, "%s%s", raw_path, suffix[k]); unlink(p);
    }
}

/* ---- one weight entry (kind "weight"): the same work liblift does ---- */
typedef struct { sqlite3_stmt *ins, *find, *upd, *by_id, *del; } raw_weight;

static void raw_weight_open(raw_store *r, raw_weight *w) {
    sqlite3_exec(r->db, "CREATE TABLE IF NOT EXISTS weight_entry(owner_id TEXT NOT NULL, id TEXT NOT NULL, day INTEGER NOT NULL,"
                        " weight REAL NOT NULL, unit TEXT NOT NULL, note TEXT, PRIMARY KEY(owner_id, id)) WITHOUT ROWID;"
                        "CREATE UNIQUE INDEX IF NOT EXISTS weight_entry_by_day ON weight_entry(owner_id, day);", 0, 0, 0);
    sqlite3_prepare_v2(r->db, "INSERT INTO weight_entry(owner_id, id, day, weight, unit, note) VALUES('local', ?, ?, ?, ?, NULL)"
                              " ON CONFLICT(owner_id, day) DO NOTHING", -1, &w->ins, 0);
    sqlite3_prepare_v2(r->db, "SELECT id FROM weight_entry WHERE owner_id='local' AND day=?", -1, &w->find, 0);
    sqlite3_prepare_v2(r->db, "UPDATE weight_entry SET weight=?, unit=?, note=NULL WHERE owner_id='local' AND id=?", -1, &w->upd, 0);
    sqlite3_prepare_v2(r->db, "SELECT id, day, weight, unit, note FROM weight_entry WHERE owner_id='local' AND id=?", -1, &w->by_id, 0);
    sqlite3_prepare_v2(r->db, "DELETE FROM weight_entry WHERE owner_id='local' AND id=?", -1, &w->del, 0);
}

static void raw_weight_close(raw_weight *w) {
    sqlite3_finalize(w->ins); sqlite3_finalize(w->find); sqlite3_finalize(w->upd); sqlite3_finalize(w->by_id); sqlite3_finalize(w->del);
}

static long long civil_days(long long y, long long m, long long d) {
    y -= m <= 2;
    long long era = (y >= 0 ? y : y - 399) / 400, yoe = y - era * 400;
    long long doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    return era * 146097 + yoe * 365 + yoe / 4 - yoe / 100 + doy - 719468;
}

/* YYYY-MM-DD of a day number (days since 1970-01-01), as liblift writes it. */
static void format_day(long long day, char out[16]) {
    long long z = day + 719468;
    long long era = (z >= 0 ? z : z - 146096) / 146097, doe = z - era * 146097;
    long long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    long long doy = doe - (365 * yoe + yoe / 4 - yoe / 100), mp = (5 * doy + 2) / 153;
    long long d = doy - (153 * mp + 2) / 5 + 1, m = mp < 10 ? mp + 3 : mp - 9, y = yoe + era * 400 + (m <= 2);
    snprintf(out, 16, "%04d-%02d-%02d", (int)(y % 10000), (int)m, (int)d);
}

static char *raw_weight_response(json_t *rec, const char *extra, json_t *extra_value) {
    json_t *root = json_object();
    json_object_set_new(root, "kind", json_string("weight"));
    json_object_set_new(root, "weight", rec);
    if (extra) json_object_set_new(root, extra, extra_value);
    char *s = json_dumps(root, JSON_COMPACT | JSON_REAL_PRECISION(15));
    json_decref(root);
    return s;
}

static json_t *raw_weight_record(const char *id, const char *date, double weight, const char *unit) {
    json_t *rec = json_object();
    json_object_set_new(rec, "id", json_string(id));
    json_object_set_new(rec, "date", json_string(date));
    json_object_set_new(rec, "weight", json_real(weight));
    json_object_set_new(rec, "unit", json_string(unit));
    return rec;
}

/* save one weight without an id: check, insert the day (or update it), answer the entry. */
static char *raw_weight_save(raw_store *r, raw_weight *w, const char *request, const char *new_id) {
    json_t *req = json_loads(request, JSON_REJECT_DUPLICATES, NULL);
    json_t *e = json_object_get(req, "weight");
    const char *date = json_string_value(json_object_get(e, "date"));
    const char *unit = json_string_value(json_object_get(e, "unit"));
    double weight = json_number_value(json_object_get(e, "weight"));
    long long y, m, d;
    if (sscanf(date, "%4lld-%2lld-%2lld", &y, &m, &d) != 3 || weight <= 0 || weight > 1000 ||
        (strcmp(unit, "kg") && strcmp(unit, "lb"))) { json_decref(req); return NULL; }
    long long day = civil_days(y, m, d);
    char id[37];
    memcpy(id, new_id, 37);
    txn(r, TXN_IMMEDIATE);
    sqlite3_reset(w->ins);
    sqlite3_bind_text(w->ins, 1, id, 36, SQLITE_TRANSIENT);
    sqlite3_bind_int64(w->ins, 2, day);
    sqlite3_bind_double(w->ins, 3, weight);
    sqlite3_bind_text(w->ins, 4, unit, -1, SQLITE_TRANSIENT);
    sqlite3_step(w->ins);
    int created = sqlite3_changes(r->db) > 0;
    if (!created) {
        sqlite3_reset(w->find);
        sqlite3_bind_int64(w->find, 1, day);
        if (sqlite3_step(w->find) == SQLITE_ROW) memcpy(id, sqlite3_column_text(w->find, 0), 36);
        sqlite3_reset(w->upd);
        sqlite3_bind_double(w->upd, 1, weight);
        sqlite3_bind_text(w->upd, 2, unit, -1, SQLITE_TRANSIENT);
        sqlite3_bind_text(w->upd, 3, id, 36, SQLITE_TRANSIENT);
        sqlite3_step(w->upd);
    }
    txn(r, TXN_COMMIT);
    char *out = raw_weight_response(raw_weight_record(id, date, weight, unit), "created", json_boolean(created));
    json_decref(req);
    return out;
}

static char *raw_weight_load(raw_store *r, void *ctx, const char *request) {
    raw_weight *w = ctx;
    json_t *req = json_loads(request, JSON_REJECT_DUPLICATES, NULL);
    const char *id = json_string_value(json_object_get(req, "id"));
    char *out = NULL;
    txn(r, TXN_BEGIN);
    sqlite3_reset(w->by_id);
    sqlite3_bind_text(w->by_id, 1, id, -1, SQLITE_TRANSIENT);
    if (sqlite3_step(w->by_id) == SQLITE_ROW) {
        char date[16];
        format_day(sqlite3_column_int64(w->by_id, 1), date);
        out = raw_weight_response(raw_weight_record((const char *)sqlite3_column_text(w->by_id, 0), date,
                                                    sqlite3_column_double(w->by_id, 2),
                                                    (const char *)sqlite3_column_text(w->by_id, 3)), NULL, NULL);
    }
    sqlite3_reset(w->by_id);
    txn(r, TXN_COMMIT);
    json_decref(req);
    return out;
}

/* Deletes by id in one transaction and answers {"kind":K,"removed":N}. A statement with two parameters
 * takes the owner first (bound, as liblift binds it), one with one parameter names its owner inline. */
static char *raw_delete_by_id(raw_store *r, sqlite3_stmt *del, const char *kind, const char *request) {
    json_t *req = json_loads(request, JSON_REJECT_DUPLICATES, NULL);
    const char *id = json_string_value(json_object_get(req, "id"));
    int params = sqlite3_bind_parameter_count(del);
    txn(r, TXN_IMMEDIATE);
    sqlite3_reset(del);
    if (params == 2) sqlite3_bind_text(del, 1, "local", -1, SQLITE_STATIC);
    sqlite3_bind_text(del, params, id, -1, SQLITE_TRANSIENT);
    sqlite3_step(del);
    int removed = sqlite3_changes(r->db);
    txn(r, TXN_COMMIT);
    json_t *root = json_object();
    json_object_set_new(root, "kind", json_string(kind));
    json_object_set_new(root, "removed", json_integer(removed));
    char *out = json_dumps(root, JSON_COMPACT);
    json_decref(root);
    json_decref(req);
    return out;
}

static char *raw_weight_remove(raw_store *r, void *ctx, const char *request) {
    return raw_delete_by_id(r, ((raw_weight *)ctx)->del, "weight", request);
}

/* The id liblift gave a saved weight: the response is compact and starts {"kind":"weight","weight":{"id":" */
static int saved_id(const char *json, char *id) {
    const char *p = strstr(json, "\"id\":\"");
    if (!p) return -1;
    memcpy(id, p + 6, 36);
    id[36] = 0;
    return 0;
}

/* Times one request by id of a kind through liblift and through raw C, interleaved, and reports them.
 * ctx is the raw side's statements for the kind. */
typedef char *(*raw_by_id)(raw_store *, void *, const char *);
static void time_by_id(const char *kind, const char *what, const char *durability,
                       int32_t (*lift_fn)(lift_store *, const char *, char **), raw_by_id raw_fn, lift_store *store,
                       raw_store *raw, void *ctx, char (*lift_ids)[40], char (*raw_ids)[40], double *tl, double *tr, int n) {
    char req[128], *out = NULL;
    for (int i = 0; i < n; i++) {
        snprintf(req, sizeof req, "{\"kind\":\"%s\",\"id\":\"%s\"}", kind, lift_ids[i]);
        double t0 = now_us();
        int rc = lift_fn(store, req, &out);
        double t1 = now_us();
        if (rc != 0) { fprintf(stderr, "%s: %s\n", what, out); exit(1); }
        lift_free(out);
        snprintf(req, sizeof req, "{\"kind\":\"%s\",\"id\":\"%s\"}", kind, raw_ids[i]);
        double t1b = now_us();
        char *o = raw_fn(raw, ctx, req);
        double t2 = now_us();
        if (!o) { fprintf(stderr, "raw %s failed\n", what); exit(1); }
        free(o);
        tl[i] = t1 - t0; tr[i] = t2 - t1b;
    }
    report(what, durability, tl, tr, n);
}

static void run_weight(const char *durability, int n) {
    char lift_path[64], raw_path[64], req[256], id[40];
    lift_store *store = open_both("w", durability, lift_path, raw_path);
    char *out = NULL;
    raw_store raw;
    raw_weight w;
    raw_open(&raw, raw_path, strcmp(durability, "full") == 0 ? "FULL" : "NORMAL");
    raw_weight_open(&raw, &w);
    double *tl = malloc(sizeof(double) * n), *tr = malloc(sizeof(double) * n);
    char (*lift_ids)[40] = malloc(40 * (size_t)n), (*raw_ids)[40] = malloc(40 * (size_t)n);
    for (int i = 0; i < n; i++) {
        char date[16];
        format_day(civil_days(1990, 1, 1) + i, date);   /* one day each */
        snprintf(req, sizeof req, "{\"kind\":\"weight\",\"weight\":{\"date\":\"%s\",\"weight\":%d.5,\"unit\":\"kg\"}}",
                 date, 60 + i % 40);
        snprintf(id, sizeof id, "%08x-0000-4000-8000-%012x", i, i);   /* the raw side names its own ids */
        double t0 = now_us();
        int rc = lift_save(store, req, &out);
        double t1 = now_us();
        if (rc != 0 || saved_id(out, lift_ids[i])) { fprintf(stderr, "weight save: %s\n", out); exit(1); }
        lift_free(out);
        char *o = raw_weight_save(&raw, &w, req, id);
        double t2 = now_us();
        if (!o) { fprintf(stderr, "raw weight save failed\n"); exit(1); }
        free(o);
        memcpy(raw_ids[i], id, 37);
        tl[i] = t1 - t0; tr[i] = t2 - t1;
    }
    report("w.save", durability, tl, tr, n);
    time_by_id("weight", "w.load", durability, lift_load, raw_weight_load, store, &raw, &w, lift_ids, raw_ids, tl, tr, n);
    settle_if_asked(store);
    time_by_id("weight", "w.remove", durability, lift_remove, raw_weight_remove, store, &raw, &w, lift_ids, raw_ids, tl, tr, n);
    lift_close(store);
    raw_weight_close(&w);
    raw_close(&raw);
    free(tl); free(tr); free(lift_ids); free(raw_ids);
    remove_both(lift_path, raw_path);
}

/* ---- one routine with three exercises (kind "routine"): the same work liblift does ----
 * The raw file is created by liblift (lift_open, lift_close) so that both sides run on the very same
 * schema: foreign keys on (routine_exercise cascades), the trigger that unlinks a routine's records. */
#define EXERCISE_POOL 20
typedef struct { sqlite3_stmt *ex_by_id, *clash, *ins, *ins_ex, *by_id, *ex_of, *del; } raw_routine;

static void raw_routine_open(raw_store *r, raw_routine *q) {
    sqlite3_exec(r->db, "PRAGMA foreign_keys=ON", 0, 0, 0);
    sqlite3_prepare_v2(r->db, "SELECT id, name, creation_ms, tags FROM exercise WHERE owner_id = ? AND id = ?", -1, &q->ex_by_id, 0);
    sqlite3_prepare_v2(r->db, "SELECT id FROM routine WHERE owner_id = ? AND (name_key = ? OR exercise_key = ?) ORDER BY name_key, id",
                       -1, &q->clash, 0);
    sqlite3_prepare_v2(r->db, "INSERT INTO routine(owner_id, id, name, name_key, creation_ms, exercise_key) VALUES(?, ?, ?, ?, ?, ?)",
                       -1, &q->ins, 0);
    sqlite3_prepare_v2(r->db, "INSERT INTO routine_exercise(owner_id, routine_id, position, exercise_id) VALUES(?, ?, ?, ?)",
                       -1, &q->ins_ex, 0);
    sqlite3_prepare_v2(r->db, "SELECT id, name, creation_ms FROM routine WHERE owner_id = ? AND id = ?", -1, &q->by_id, 0);
    sqlite3_prepare_v2(r->db, "SELECT x.id, x.name, x.creation_ms, x.tags FROM routine_exercise re"
                              " JOIN exercise x ON x.owner_id = re.owner_id AND x.id = re.exercise_id"
                              " WHERE re.owner_id = ? AND re.routine_id = ? ORDER BY re.position", -1, &q->ex_of, 0);
    sqlite3_prepare_v2(r->db, "DELETE FROM routine WHERE owner_id = ? AND id = ?", -1, &q->del, 0);
}

static void raw_routine_close(raw_routine *q) {
    sqlite3_finalize(q->ex_by_id); sqlite3_finalize(q->clash); sqlite3_finalize(q->ins); sqlite3_finalize(q->ins_ex);
    sqlite3_finalize(q->by_id); sqlite3_finalize(q->ex_of); sqlite3_finalize(q->del);
}

static long long wall_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    return (long long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

static char *raw_routine_response(const char *id, const char *name, long long creation_ms, json_t *exercises) {
    json_t *rec = json_object();
    json_object_set_new(rec, "id", json_string(id));
    json_object_set_new(rec, "name", json_string(name));
    json_object_set_new(rec, "creation_date", rfc3339(creation_ms));
    json_object_set_new(rec, "exercises", exercises);
    json_t *root = json_object();
    json_object_set_new(root, "kind", json_string("routine"));
    json_object_set_new(root, "routine", rec);
    char *s = json_dumps(root, JSON_COMPACT);
    json_decref(root);
    return s;
}

static json_t *raw_exercise_ref(const char *id, const char *name) {
    json_t *x = json_object();
    json_object_set_new(x, "id", json_string(id));
    json_object_set_new(x, "name", json_string(name));
    return x;
}

/* save one routine without an id, its exercises given by id: look each exercise up, check no routine
 * has the same name or exercises, insert the routine and its exercise rows, answer the routine. */
static char *raw_routine_save(raw_store *r, raw_routine *q, const char *request, const char *new_id) {
    json_t *req = json_loads(request, JSON_REJECT_DUPLICATES, NULL);
    json_t *rt = json_object_get(req, "routine");
    const char *name = json_string_value(json_object_get(rt, "name"));
    json_t *choices = json_object_get(rt, "exercises");
    size_t n = json_array_size(choices);
    char key[256], exercise_key[40 * 8] = "";
    size_t k = 0;
    for (; name[k] && k < sizeof key - 1; k++) key[k] = (char)((name[k] >= 'A' && name[k] <= 'Z') ? name[k] + 32 : name[k]);
    key[k] = 0;
    json_t *refs = json_array();
    char *out = NULL;
    long long now = wall_ms();
    txn(r, TXN_IMMEDIATE);
    for (size_t i = 0; i < n; i++) {
        const char *eid = json_string_value(json_object_get(json_array_get(choices, i), "id"));
        sqlite3_reset(q->ex_by_id);
        sqlite3_bind_text(q->ex_by_id, 1, "local", -1, SQLITE_STATIC);
        sqlite3_bind_text(q->ex_by_id, 2, eid, -1, SQLITE_TRANSIENT);
        if (sqlite3_step(q->ex_by_id) != SQLITE_ROW) goto done;
        json_array_append_new(refs, raw_exercise_ref((const char *)sqlite3_column_text(q->ex_by_id, 0),
                                                     (const char *)sqlite3_column_text(q->ex_by_id, 1)));
        if (i) strcat(exercise_key, ",");
        strncat(exercise_key, eid, 36);
    }
    sqlite3_reset(q->ex_by_id);
    sqlite3_reset(q->clash);
    sqlite3_bind_text(q->clash, 1, "local", -1, SQLITE_STATIC);
    sqlite3_bind_text(q->clash, 2, key, -1, SQLITE_TRANSIENT);
    sqlite3_bind_text(q->clash, 3, exercise_key, -1, SQLITE_TRANSIENT);
    if (sqlite3_step(q->clash) == SQLITE_ROW) goto done;
    sqlite3_reset(q->clash);
    sqlite3_reset(q->ins);
    sqlite3_bind_text(q->ins, 1, "local", -1, SQLITE_STATIC);
    sqlite3_bind_text(q->ins, 2, new_id, -1, SQLITE_TRANSIENT);
    sqlite3_bind_text(q->ins, 3, name, -1, SQLITE_TRANSIENT);
    sqlite3_bind_text(q->ins, 4, key, -1, SQLITE_TRANSIENT);
    sqlite3_bind_int64(q->ins, 5, now);
    sqlite3_bind_text(q->ins, 6, exercise_key, -1, SQLITE_TRANSIENT);
    sqlite3_step(q->ins);
    for (size_t i = 0; i < n; i++) {
        sqlite3_reset(q->ins_ex);
        sqlite3_bind_text(q->ins_ex, 1, "local", -1, SQLITE_STATIC);
        sqlite3_bind_text(q->ins_ex, 2, new_id, -1, SQLITE_TRANSIENT);
        sqlite3_bind_int64(q->ins_ex, 3, (long long)i);
        sqlite3_bind_text(q->ins_ex, 4, json_string_value(json_object_get(json_array_get(choices, i), "id")), -1, SQLITE_TRANSIENT);
        sqlite3_step(q->ins_ex);
    }
    out = raw_routine_response(new_id, name, now, refs);
    refs = NULL;
done:
    txn(r, TXN_COMMIT);
    json_decref(refs);
    json_decref(req);
    return out;
}

static char *raw_routine_load(raw_store *r, void *ctx, const char *request) {
    raw_routine *q = ctx;
    json_t *req = json_loads(request, JSON_REJECT_DUPLICATES, NULL);
    const char *id = json_string_value(json_object_get(req, "id"));
    char *out = NULL;
    txn(r, TXN_BEGIN);
    sqlite3_reset(q->by_id);
    sqlite3_bind_text(q->by_id, 1, "local", -1, SQLITE_STATIC);
    sqlite3_bind_text(q->by_id, 2, id, -1, SQLITE_TRANSIENT);
    if (sqlite3_step(q->by_id) == SQLITE_ROW) {
        json_t *refs = json_array();
        sqlite3_reset(q->ex_of);
        sqlite3_bind_text(q->ex_of, 1, "local", -1, SQLITE_STATIC);
        sqlite3_bind_text(q->ex_of, 2, id, -1, SQLITE_TRANSIENT);
        while (sqlite3_step(q->ex_of) == SQLITE_ROW)
            json_array_append_new(refs, raw_exercise_ref((const char *)sqlite3_column_text(q->ex_of, 0),
                                                         (const char *)sqlite3_column_text(q->ex_of, 1)));
        out = raw_routine_response((const char *)sqlite3_column_text(q->by_id, 0), (const char *)sqlite3_column_text(q->by_id, 1),
                                   sqlite3_column_int64(q->by_id, 2), refs);
    }
    sqlite3_reset(q->by_id);
    txn(r, TXN_COMMIT);
    json_decref(req);
    return out;
}

static char *raw_routine_remove(raw_store *r, void *ctx, const char *request) {
    return raw_delete_by_id(r, ((raw_routine *)ctx)->del, "routine", request);
}

/* Saves an exercise through liblift and copies its id (36 characters) into id. */
static void lift_exercise(lift_store *store, const char *name, char id[40]) {
    char req[128], *out = NULL;
    snprintf(req, sizeof req, "{\"kind\":\"exercise\",\"exercise\":{\"name\":\"%s\",\"tags\":[]}}", name);
    if (lift_save(store, req, &out) != 0 || saved_id(out, id)) { fprintf(stderr, "exercise save: %s\n", out); exit(1); }
    lift_free(out);
}

static void run_routine(const char *durability, int n) {
    char lift_path[64], raw_path[64], req[512], raw_req[512], ex[EXERCISE_POOL][40], raw_ex[EXERCISE_POOL][40];
    lift_store *store = open_both("r", durability, lift_path, raw_path);
    char *out = NULL;
    /* the raw file: liblift's schema, its exercises saved by liblift, then closed and opened raw */
    lift_store *setup = NULL;
    char opts[64];
    snprintf(opts, sizeof opts, "{\"durability\":\"%s\"}", durability);
    if (lift_open(raw_path, opts, &setup, &out) != 0) { fprintf(stderr, "open: %s\n", out); exit(1); }
    lift_free(out);
    for (int k = 0; k < EXERCISE_POOL; k++) {
        char name[32];
        snprintf(name, sizeof name, "Routine exercise %d", k);
        lift_exercise(store, name, ex[k]);
        lift_exercise(setup, name, raw_ex[k]);
    }
    lift_close(setup);
    raw_store raw;
    raw_routine q;
    raw_open(&raw, raw_path, strcmp(durability, "full") == 0 ? "FULL" : "NORMAL");
    raw_routine_open(&raw, &q);
    double *tl = malloc(sizeof(double) * n), *tr = malloc(sizeof(double) * n);
    char (*ids)[40] = malloc(40 * (size_t)n);
    for (int i = 0; i < n; i++) {
        const char *fmt = "{\"kind\":\"routine\",\"routine\":{\"name\":\"Routine %d\",\"exercises\":"
                          "[{\"id\":\"%s\"},{\"id\":\"%s\"},{\"id\":\"%s\"}]}}";
        /* three different exercises of the pool, a different choice each time (6840 of them), so no two
         * routines have the same exercises in the same order */
        int a = i % EXERCISE_POOL, b = (a + 1 + (i / EXERCISE_POOL) % (EXERCISE_POOL - 1)) % EXERCISE_POOL, c = -1;
        for (int skip = (i / (EXERCISE_POOL * (EXERCISE_POOL - 1))) % (EXERCISE_POOL - 2); skip >= 0; )
            if (++c != a && c != b) skip--;
        snprintf(req, sizeof req, fmt, i, ex[a], ex[b], ex[c]);
        snprintf(raw_req, sizeof raw_req, fmt, i, raw_ex[a], raw_ex[b], raw_ex[c]);
        double t0 = now_us();
        int rc = lift_save(store, req, &out);
        double t1 = now_us();
        if (rc != 0 || saved_id(out, ids[i])) { fprintf(stderr, "routine save: %s\n", out); exit(1); }
        lift_free(out);
        char *o = raw_routine_save(&raw, &q, raw_req, ids[i]);
        double t2 = now_us();
        if (!o) { fprintf(stderr, "raw routine save failed\n"); exit(1); }
        free(o);
        tl[i] = t1 - t0; tr[i] = t2 - t1;
    }
    report("r.save", durability, tl, tr, n);
    time_by_id("routine", "r.load", durability, lift_load, raw_routine_load, store, &raw, &q, ids, ids, tl, tr, n);
    time_by_id("routine", "r.remove", durability, lift_remove, raw_routine_remove, store, &raw, &q, ids, ids, tl, tr, n);
    lift_close(store);
    raw_routine_close(&q);
    raw_close(&raw);
    free(tl); free(tr); free(ids);
    remove_both(lift_path, raw_path);
}

static void run(const char *durability, int n) {
    char lift_path[64], raw_path[64], req[256], id[40];
    lift_store *store = open_both("e", durability, lift_path, raw_path);
    char *out = NULL;
    raw_store raw;
    raw_open(&raw, raw_path, strcmp(durability, "full") == 0 ? "FULL" : "NORMAL");

    double *tl = malloc(sizeof(double) * n), *tr = malloc(sizeof(double) * n);
    char **ids = malloc(sizeof(char *) * n);
    /* save: interleaved so drift hits both sides alike */
    for (int i = 0; i < n; i++) {
        snprintf(req, sizeof req, "{\"kind\":\"exercise\",\"exercise\":{\"name\":\"Exercise %d\",\"tags\":[]}}", i);
        double t0 = now_us();
        int rc = lift_save(store, req, &out);
        double t1 = now_us();
        if (rc != 0) { fprintf(stderr, "save: %s\n", out); exit(1); }
        /* liblift assigns the id: the raw side stores the same one */
        const char *at = strstr(out, "\"id\":\"");
        if (at == NULL || strlen(at) < 6 + 36) { fprintf(stderr, "save: no id in %s\n", out); exit(1); }
        snprintf(id, sizeof id, "%.36s", at + 6);
        ids[i] = strdup(id);
        lift_free(out);
        char *o = raw_save(&raw, req, id);
        double t2 = now_us();
        free(o);
        tl[i] = t1 - t0; tr[i] = t2 - t1;
    }
    report("save", durability, tl, tr, n);
    for (int i = 0; i < n; i++) {
        snprintf(req, sizeof req, "{\"kind\":\"exercise\",\"id\":\"%s\"}", ids[i]);
        double t0 = now_us();
        int rc = lift_load(store, req, &out);
        double t1 = now_us();
        if (rc != 0) { fprintf(stderr, "load: %s\n", out); exit(1); }
        lift_free(out);
        char *o = raw_load(&raw, req);
        double t2 = now_us();
        free(o);
        tl[i] = t1 - t0; tr[i] = t2 - t1;
    }
    report("load", durability, tl, tr, n);
    settle_if_asked(store);
    for (int i = 0; i < n; i++) {
        snprintf(req, sizeof req, "{\"kind\":\"exercise\",\"id\":\"%s\"}", ids[i]);
        double t0 = now_us();
        int rc = lift_remove(store, req, &out);
        double t1 = now_us();
        if (rc != 0) { fprintf(stderr, "remove: %s\n", out); exit(1); }
        lift_free(out);
        char *o = raw_remove(&raw, req);
        double t2 = now_us();
        free(o);
        tl[i] = t1 - t0; tr[i] = t2 - t1;
        free(ids[i]);
    }
    report("remove", durability, tl, tr, n);
    lift_close(store);
    raw_close(&raw);
    free(tl); free(tr); free(ids);
    remove_both(lift_path, raw_path);
}

int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : 2000;
    const char *exec = getenv("BOUNDARY_RAW_EXEC");
    raw_exec_txn = exec && strcmp(exec, "1") == 0;
    printf("boundary: %d operations each, liblift %s, raw BEGIN/COMMIT %s\n", n, lift_version(),
           raw_exec_txn ? "by sqlite3_exec" : "prepared once");
    run("normal", n);
    run_weight("normal", n);
    run_routine("normal", n);
    /* `boundary N normal`: the normal rows only (the full rows are fsync bound; A/B of CPU work) */
    if (argc > 2 && strcmp(argv[2], "normal") == 0) return 0;
    run("full", n / 4 > 0 ? n / 4 : 1);
    run_weight("full", n / 4 > 0 ? n / 4 : 1);
    run_routine("full", n / 4 > 0 ? n / 4 : 1);
    return 0;
}
