/*
 * Sync apply, the house's standard baseline: liblift's `save {"kind":"changes"}` of N new weight
 * records (the request is exactly the pages another store's `load changes` answered for them)
 * against raw C in the same process doing the same work: jansson parses the SAME request bytes, the
 * changes are walked and their rows upserted into the same weight_entry table of a store lift_open
 * made (its sync marks and state triggers dropped: the baseline keeps no change log), one transaction, one prepared
 * statement, WAL and synchronous NORMAL as liblift's "normal" durability. Runs alternate liblift /
 * raw, each on a fresh store file; medians and the ratio liblift / raw.
 *
 *   make -C bench sync_apply && bench/sync_apply [RUNS] [N ...]     (default: 7 runs of 10000 and 1000)
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

static double now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static int cmp(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static double median(double *v, int n) {
    qsort(v, n, sizeof *v, cmp);
    return v[n / 2];
}

static void die(const char *what, const char *detail) {
    fprintf(stderr, "%s: %s\n", what, detail ? detail : "(null)");
    exit(1);
}

static lift_store *open_store(const char *path) {
    lift_store *store = NULL;
    char *out = NULL;
    if (lift_open(path, "{\"durability\":\"normal\"}", &store, &out) != 0) die("open", out);
    lift_free(out);
    return store;
}

static void remove_store(const char *path) {
    static const char *const suffix[] = { "", "-wal", "-shm", "-journal" };
    char p[128];
    for (int k = 0; k < 4; k++) { snprintf(p, sizeof p, "%s%s", path, suffix[k]); unlink(p); }
}

/* Grows a heap buffer; the request of 10,000 changes is about 2.4 MB. */
typedef struct { char *p; size_t len, cap; } buffer;

static void append(buffer *b, const char *s, size_t n) {
    if (b->len + n + 1 > b->cap) {
        b->cap = (b->len + n + 1) * 2;
        if (!(b->p = realloc(b->p, b->cap))) die("memory", "realloc");
    }
    memcpy(b->p + b->len, s, n);
    b->len += n;
    b->p[b->len] = 0;
}

/* The `save changes` request for n new weights: a source store saves them, and its feed pages'
 * changes arrays are copied as they are, as bench/sync/sync_bench.py does. */
static char *feed_request(int n, size_t *len) {
    char path[64];
    snprintf(path, sizeof path, "/tmp/bench-sync-source-%d.lift", (int)getpid());
    lift_store *source = open_store(path);
    buffer items = { 0 }, req = { 0 };
    char *out = NULL, line[128];
    append(&items, "{\"kind\":\"weight\",\"items\":[", 26);
    for (int i = 0; i < n; i++) {
        time_t secs = (time_t)(i % 20000) * 86400;
        struct tm tm;
        gmtime_r(&secs, &tm);
        int k = snprintf(line, sizeof line, "%s{\"date\":\"%04d-%02d-%02d\",\"unit\":\"kg\",\"weight\":70.5}", i ? "," : "",
                         tm.tm_year + 1900, tm.tm_mon + 1, tm.tm_mday);
        append(&items, line, (size_t)k);
    }
    append(&items, "]}", 2);
    if (lift_save(source, items.p, &out) != 0) die("source save", out);
    lift_free(out);
    free(items.p);
    append(&req, "{\"kind\":\"changes\",\"changes\":[", 29);
    char cursor[256] = "";
    for (int more = 1, first = 1; more;) {
        char load[320];
        snprintf(load, sizeof load, "{\"kind\":\"changes\",\"limit\":10000%s%s%s}", *cursor ? ",\"since\":\"" : "", cursor,
                 *cursor ? "\"" : "");
        if (lift_load(source, load, &out) != 0) die("source load", out);
        const char *begin = strstr(out, "\"changes\":[") + 11, *end = strstr(out, "],\"cursor\":\"");
        if (!end) die("feed page", out);
        if (end > begin) {
            if (!first) append(&req, ",", 1);
            append(&req, begin, (size_t)(end - begin));
            first = 0;
        }
        const char *c = end + 12, *q = strchr(c, '"');
        snprintf(cursor, sizeof cursor, "%.*s", (int)(q - c), c);
        more = strstr(q, "\"more\":true") != NULL;
        lift_free(out);
    }
    append(&req, "]}", 2);
    lift_close(source);
    remove_store(path);
    *len = req.len;
    return req.p;
}

__attribute__((noinline)) static double lift_apply(const char *path, const char *request, int n) {
    lift_store *store = open_store(path);
    char *out = NULL, expect[64];
    double t = now_ms();
    int rc = lift_save(store, request, &out);
    t = now_ms() - t;
    snprintf(expect, sizeof expect, "\"applied\":%d", n);
    if (rc != 0 || !strstr(out, expect)) die("apply", out);
    lift_free(out);
    lift_close(store);
    return t;
}

/* liblift's schema calls its clock function; the raw side's is the real clock. */
static void raw_now_ms(sqlite3_context *c, int argc, sqlite3_value **argv) {
    (void)argc; (void)argv;
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    sqlite3_result_int64(c, (sqlite3_int64)ts.tv_sec * 1000 + ts.tv_nsec / 1000000);
}

static void drop_sync_marks(sqlite3 *db) {
    sqlite3_stmt *s;
    char names[64][64], sql[96];
    int n = 0;
    sqlite3_prepare_v2(db, "SELECT name FROM sqlite_master WHERE type='trigger' AND (name LIKE 'sync_mark_%' OR name LIKE 'sync_state_%')", -1, &s, 0);
    while (n < 64 && sqlite3_step(s) == SQLITE_ROW) snprintf(names[n++], 64, "%s", (const char *)sqlite3_column_text(s, 0));
    sqlite3_finalize(s);
    for (int i = 0; i < n; i++) {
        snprintf(sql, sizeof sql, "DROP TRIGGER %.63s", names[i]);
        sqlite3_exec(db, sql, 0, 0, 0);
    }
}

static void bind_field(sqlite3_stmt *st, int i, json_t *v) {
    if (json_is_string(v)) sqlite3_bind_text(st, i, json_string_value(v), (int)json_string_length(v), SQLITE_STATIC);
    else if (json_is_integer(v)) sqlite3_bind_int64(st, i, json_integer_value(v));
    else if (json_is_real(v)) sqlite3_bind_double(st, i, json_real_value(v));
    else sqlite3_bind_null(st, i);
}

__attribute__((noinline)) static double raw_apply(const char *path, const char *request, size_t len, int n) {
    lift_close(open_store(path));   /* liblift's own schema, so both sides write the same table */
    sqlite3 *db;
    if (sqlite3_open(path, &db) != SQLITE_OK) die("raw open", path);
    sqlite3_create_function(db, "lift_now_ms", -1, SQLITE_UTF8, 0, raw_now_ms, 0, 0);
    sqlite3_exec(db, "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL; PRAGMA cache_size=-16384; PRAGMA foreign_keys=ON", 0, 0, 0);
    drop_sync_marks(db);
    double t = now_ms();
    json_error_t err;
    json_t *root = json_loadb(request, len, JSON_REJECT_DUPLICATES, &err);
    if (!root) die("raw parse", err.text);
    json_t *changes = json_object_get(root, "changes");
    sqlite3_stmt *up;
    sqlite3_exec(db, "BEGIN IMMEDIATE", 0, 0, 0);
    if (sqlite3_prepare_v2(db, "INSERT INTO weight_entry(owner_id, id, day, weight, unit, note) VALUES('local', ?, ?, ?, ?, ?)"
                               " ON CONFLICT(owner_id, id) DO UPDATE SET day=excluded.day, weight=excluded.weight,"
                               " unit=excluded.unit, note=excluded.note", -1, &up, 0) != SQLITE_OK) die("raw prepare", sqlite3_errmsg(db));
    size_t count = json_array_size(changes);
    for (size_t i = 0; i < count; i++) {
        json_t *c = json_array_get(changes, i), *f = json_object_get(c, "fields"), *id = json_object_get(c, "id");
        sqlite3_bind_text(up, 1, json_string_value(id), (int)json_string_length(id), SQLITE_STATIC);
        bind_field(up, 2, json_object_get(f, "day"));
        bind_field(up, 3, json_object_get(f, "weight"));
        bind_field(up, 4, json_object_get(f, "unit"));
        bind_field(up, 5, json_object_get(f, "note"));
        if (sqlite3_step(up) != SQLITE_DONE) die("raw upsert", sqlite3_errmsg(db));
        sqlite3_reset(up);
    }
    sqlite3_finalize(up);
    sqlite3_exec(db, "COMMIT", 0, 0, 0);
    json_decref(root);
    t = now_ms() - t;
    if ((int)count != n) die("raw apply", "wrong change count");
    sqlite3_close(db);
    return t;
}

static void run(int runs, int n) {
    size_t len;
    char *request = feed_request(n, &len);
    double *tl = malloc(sizeof *tl * (size_t)runs), *tr = malloc(sizeof *tr * (size_t)runs);
    char lift_path[64], raw_path[64];
    for (int r = 0; r < runs; r++) {
        snprintf(lift_path, sizeof lift_path, "/tmp/bench-sync-lift-%d-%d.lift", (int)getpid(), r);
        snprintf(raw_path, sizeof raw_path, "/tmp/bench-sync-raw-%d-%d.lift", (int)getpid(), r);
        tl[r] = lift_apply(lift_path, request, n);
        tr[r] = raw_apply(raw_path, request, len, n);
        remove_store(lift_path);
        remove_store(raw_path);
    }
    double l = median(tl, runs), w = median(tr, runs);
    printf("sync apply %6d changes (%zu bytes each), %d runs: liblift median %7.1f ms (%.1f-%.1f) | raw C (jansson + sqlite3) "
           "median %7.1f ms (%.1f-%.1f) | ratio %.2fx\n", n, len / (size_t)n, runs, l, tl[0], tl[runs - 1], w, tr[0], tr[runs - 1],
           l / w);
    free(tl); free(tr); free(request);
}

int main(int argc, char **argv) {
    int runs = argc > 1 ? atoi(argv[1]) : 7;
    if (runs < 1) runs = 7;
    if (argc > 2) for (int i = 2; i < argc; i++) run(runs, atoi(argv[i]));
    else { run(runs, 10000); run(runs, 1000); }
    return 0;
}
