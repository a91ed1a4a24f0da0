/*
 * Boundary cost: liblift's save / load / remove of one exercise, against raw C doing the same
 * work in the same process: jansson parses the same request, sqlite3 runs the same statements
 * (name lookup, insert / select / delete) on the same schema, jansson writes the same response.
 * Reports medians and p90 in microseconds and the ratio liblift / raw, for both durabilities.
 *
 *   make bench            (or: bench/boundary ITERATIONS)
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
typedef struct { sqlite3 *db; sqlite3_stmt *by_name, *insert, *by_id, *del, *in_use; } raw_store;

static void raw_open(raw_store *r, const char *path, const char *sync) {
    char sql[256];
    sqlite3_open(path, &r->db);
    sqlite3_exec(r->db, "PRAGMA journal_mode=WAL", 0, 0, 0);
    snprintf(sql, sizeof sql, "PRAGMA synchronous=%s", sync);
    sqlite3_exec(r->db, sql, 0, 0, 0);
    sqlite3_exec(r->db, "CREATE TABLE IF NOT EXISTS exercise(owner_id TEXT NOT NULL, id TEXT NOT NULL, name TEXT NOT NULL,"
                        " name_key TEXT NOT NULL, creation_ms INTEGER NOT NULL, tags TEXT NOT NULL DEFAULT '',"
                        " PRIMARY KEY(owner_id, id)) WITHOUT ROWID;"
                        "CREATE UNIQUE INDEX IF NOT EXISTS exercise_by_name ON exercise(owner_id, name_key);", 0, 0, 0);
    sqlite3_prepare_v2(r->db, "SELECT id FROM exercise WHERE owner_id='local' AND name_key=?", -1, &r->by_name, 0);
    sqlite3_prepare_v2(r->db, "INSERT INTO exercise VALUES('local', ?, ?, ?, ?, ?)", -1, &r->insert, 0);
    sqlite3_prepare_v2(r->db, "SELECT id, name, creation_ms, tags FROM exercise WHERE owner_id='local' AND id=?", -1, &r->by_id, 0);
    sqlite3_exec(r->db, "CREATE TABLE IF NOT EXISTS routine_exercise(owner_id TEXT NOT NULL, routine_id TEXT NOT NULL,"
                        " position INTEGER NOT NULL, exercise_id TEXT NOT NULL, PRIMARY KEY(owner_id, routine_id, position)) WITHOUT ROWID;"
                        "CREATE INDEX IF NOT EXISTS routine_exercise_by_exercise ON routine_exercise(owner_id, exercise_id);", 0, 0, 0);
    sqlite3_prepare_v2(r->db, "SELECT 1 FROM routine_exercise WHERE owner_id='local' AND exercise_id=? LIMIT 1", -1, &r->in_use, 0);
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
    sqlite3_exec(r->db, "BEGIN IMMEDIATE", 0, 0, 0);
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
    sqlite3_exec(r->db, "COMMIT", 0, 0, 0);
    json_decref(req);
    return out;
}

static char *raw_load(raw_store *r, const char *request) {
    json_t *req = json_loads(request, JSON_REJECT_DUPLICATES, NULL);
    const char *id = json_string_value(json_object_get(req, "id"));
    sqlite3_exec(r->db, "BEGIN", 0, 0, 0);
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
    sqlite3_exec(r->db, "COMMIT", 0, 0, 0);
    json_decref(req);
    return out;
}

static char *raw_remove(raw_store *r, const char *request) {
    json_t *req = json_loads(request, JSON_REJECT_DUPLICATES, NULL);
    const char *id = json_string_value(json_object_get(req, "id"));
    sqlite3_exec(r->db, "BEGIN IMMEDIATE", 0, 0, 0);
    sqlite3_reset(r->by_id);
    sqlite3_bind_text(r->by_id, 1, id, -1, SQLITE_TRANSIENT);
    int found = sqlite3_step(r->by_id) == SQLITE_ROW;
    sqlite3_reset(r->by_id);
    /* an exercise a routine uses is not removed: the same check liblift makes */
    sqlite3_reset(r->in_use);
    sqlite3_bind_text(r->in_use, 1, id, -1, SQLITE_TRANSIENT);
    if (sqlite3_step(r->in_use) == SQLITE_ROW) found = 0;
    sqlite3_reset(r->del);
    sqlite3_bind_text(r->del, 1, id, -1, SQLITE_TRANSIENT);
    sqlite3_step(r->del);
    sqlite3_exec(r->db, "COMMIT", 0, 0, 0);
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

static void run(const char *durability, int n) {
    char lift_path[64], raw_path[64], req[256], id[40];
    snprintf(lift_path, sizeof lift_path, "/tmp/bench-lift-%d-%s.lift", (int)getpid(), durability);
    snprintf(raw_path, sizeof raw_path, "/tmp/bench-raw-%d-%s.db", (int)getpid(), durability);
    char opts[64];
    snprintf(opts, sizeof opts, "{\"durability\":\"%s\"}", durability);
    lift_store *store = NULL;
    char *out = NULL;
    if (lift_open(lift_path, opts, &store, &out) != 0) { fprintf(stderr, "open: %s\n", out); exit(1); }
    lift_free(out);
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
    sqlite3_finalize(raw.by_name); sqlite3_finalize(raw.insert); sqlite3_finalize(raw.by_id); sqlite3_finalize(raw.del); sqlite3_finalize(raw.in_use);
    sqlite3_close(raw.db);
    free(tl); free(tr); free(ids);
    char p[96];
    const char *suffix[] = { "", "-wal", "-shm" };
    for (int k = 0; k < 3; k++) {
        snprintf(p, sizeof p, "%s%s", lift_path, suffix[k]); unlink(p);
        snprintf(p, sizeof p, "%s%s", raw_path, suffix[k]); unlink(p);
    }
}

int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : 2000;
    printf("boundary: %d operations each, liblift %s\n", n, lift_version());
    run("normal", n);
    run("full", n / 4 > 0 ? n / 4 : 1);
    return 0;
}
