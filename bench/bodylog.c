/*
 * Body log (issue 3): 100k weights saved in one request, and a 10-year daily series grouped by
 * ISO week, through liblift and through raw C doing the same work in the same process (jansson
 * parses the same request and writes the same response; sqlite3 runs the same upsert / select on
 * the same schema; C checks the same rules and groups by the same ISO weeks).
 *
 *   bench/bodylog [RUNS] [ITEMS]     (ITEMS defaults to 100000; smaller for callgrind)
 */
#define _DEFAULT_SOURCE
#include <jansson.h>
#include <lift.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static int ITEMS = 100000;

static double now_us(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e6 + ts.tv_nsec / 1e3;
}

/* CPU time of this thread: on a machine shared with other builds, wall time stretches with the
 * load while CPU time stays close to what an idle machine shows (sqlite3 and liblift run on the
 * calling thread, so this is all their work). */
static double cpu_us(void) {
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return ts.tv_sec * 1e6 + ts.tv_nsec / 1e3;
}

static int cmp(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static double median(double *v, int n) { qsort(v, n, sizeof *v, cmp); return v[n / 2]; }
static double p90(double *v, int n) { qsort(v, n, sizeof *v, cmp); return v[(n * 9) / 10]; }

/* days since 1970-01-01 of a civil date, and back (the published algorithm liblift also uses) */
static long long days_from_civil(long long y, long long m, long long d) {
    y -= m <= 2;
    long long era = (y >= 0 ? y : y - 399) / 400, yoe = y - era * 400;
    long long doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    return era * 146097 + yoe * 365 + yoe / 4 - yoe / 100 + doy - 719468;
}

static void civil_from_days(long long z, long long *y, long long *m, long long *d) {
    z += 719468;
    long long era = (z >= 0 ? z : z - 146096) / 146097, doe = z - era * 146097;
    long long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    long long doy = doe - (365 * yoe + yoe / 4 - yoe / 100), mp = (5 * doy + 2) / 153;
    *d = doy - (153 * mp + 2) / 5 + 1;
    *m = mp < 10 ? mp + 3 : mp - 9;
    *y = yoe + era * 400 + (*m <= 2);
}

static char *weights_request(int n, long long first_day) {
    size_t cap = (size_t)n * 64 + 64, len = 0;
    char *s = malloc(cap);
    len += sprintf(s, "{\"kind\":\"weight\",\"items\":[");
    for (int i = 0; i < n; i++) {
        long long y, m, d;
        civil_from_days(first_day + i, &y, &m, &d);
        len += sprintf(s + len, "%s{\"date\":\"%04lld-%02lld-%02lld\",\"weight\":%d.5,\"unit\":\"kg\"}",
                       i ? "," : "", y, m, d, 60 + i % 40);
    }
    sprintf(s + len, "]}");
    return s;
}

/* The same ids liblift makes: time-ordered UUIDs (version 7): 48-bit ms, a counter, random tail. */
static void random_id(char *out) {
    static const char hex[] = "0123456789abcdef";
    static unsigned long long last_ms, counter;
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    unsigned long long ms = (unsigned long long)ts.tv_sec * 1000 + (unsigned long long)ts.tv_nsec / 1000000;
    if (ms > last_ms) { last_ms = ms; counter = (unsigned long long)random() << 9; } else counter++;
    unsigned long long hi = (last_ms << 16) | 0x7000 | ((counter >> 30) & 0xFFF);
    unsigned long long lo = 0x8000000000000000ULL | ((counter & 0x3FFFFFFFULL) << 32) | (unsigned long long)(random() & 0xFFFFFFFF);
    int o = 0;
    for (int i = 0; i < 32; i++) {
        if (i == 8 || i == 12 || i == 16 || i == 20) out[o++] = '-';
        unsigned long long word = i < 16 ? hi : lo;
        out[o++] = hex[(word >> (60 - 4 * (i % 16))) & 15];
    }
    out[36] = 0;
}

static sqlite3 *raw_open(const char *path) {
    sqlite3 *db;
    sqlite3_open(path, &db);
    sqlite3_exec(db, "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL; PRAGMA cache_size=-16384;" /* as liblift */
                     "CREATE TABLE IF NOT EXISTS weight_entry(owner_id TEXT NOT NULL, id TEXT NOT NULL, day INTEGER NOT NULL,"
                     " weight REAL NOT NULL, unit TEXT NOT NULL, note TEXT, PRIMARY KEY(owner_id, id)) WITHOUT ROWID;"
                     "CREATE UNIQUE INDEX IF NOT EXISTS weight_entry_by_day ON weight_entry(owner_id, day);", 0, 0, 0);
    return db;
}

/* The same work as liblift's bulk save: parse, check every item, upsert each, answer counts + ids. */
static char *raw_bulk_save(sqlite3 *db, const char *request) {
    json_t *req = json_loads(request, JSON_REJECT_DUPLICATES, NULL);
    json_t *items = json_object_get(req, "items");
    size_t n = json_array_size(items);
    long long *days = malloc(sizeof(long long) * n);
    for (size_t i = 0; i < n; i++) {   /* validate everything before writing anything */
        json_t *it = json_array_get(items, i);
        long long y, m, d;
        if (sscanf(json_string_value(json_object_get(it, "date")), "%4lld-%2lld-%2lld", &y, &m, &d) != 3) return NULL;
        double w = json_number_value(json_object_get(it, "weight"));
        const char *u = json_string_value(json_object_get(it, "unit"));
        if (w <= 0 || w > 1000 || (strcmp(u, "kg") && strcmp(u, "lb"))) return NULL;
        days[i] = days_from_civil(y, m, d);
    }
    /* As liblift: insert a new day; on a day already logged, update that row and keep its id. */
    sqlite3_stmt *ins, *find, *upd;
    sqlite3_prepare_v2(db, "INSERT INTO weight_entry(owner_id, id, day, weight, unit, note) VALUES('local', ?, ?, ?, ?, NULL)"
                           " ON CONFLICT(owner_id, day) DO NOTHING", -1, &ins, 0);
    sqlite3_prepare_v2(db, "SELECT id FROM weight_entry WHERE owner_id = 'local' AND day = ?", -1, &find, 0);
    sqlite3_prepare_v2(db, "UPDATE weight_entry SET weight = ?, unit = ?, note = NULL WHERE owner_id = 'local' AND id = ?", -1, &upd, 0);
    json_t *ids = json_array();
    sqlite3_exec(db, "BEGIN IMMEDIATE", 0, 0, 0);
    for (size_t i = 0; i < n; i++) {
        json_t *it = json_array_get(items, i);
        double w = json_number_value(json_object_get(it, "weight"));
        const char *u = json_string_value(json_object_get(it, "unit"));
        char id[37];
        random_id(id);
        sqlite3_reset(ins);
        sqlite3_bind_text(ins, 1, id, 36, SQLITE_TRANSIENT);
        sqlite3_bind_int64(ins, 2, days[i]);
        sqlite3_bind_double(ins, 3, w);
        sqlite3_bind_text(ins, 4, u, -1, SQLITE_TRANSIENT);
        sqlite3_step(ins);
        if (sqlite3_changes(db) == 0) {
            sqlite3_reset(find);
            sqlite3_bind_int64(find, 1, days[i]);
            if (sqlite3_step(find) == SQLITE_ROW) memcpy(id, sqlite3_column_text(find, 0), 36);
            sqlite3_reset(upd);
            sqlite3_bind_double(upd, 1, w);
            sqlite3_bind_text(upd, 2, u, -1, SQLITE_TRANSIENT);
            sqlite3_bind_text(upd, 3, id, 36, SQLITE_TRANSIENT);
            sqlite3_step(upd);
        }
        json_array_append_new(ids, json_string(id));
    }
    sqlite3_exec(db, "COMMIT", 0, 0, 0);
    sqlite3_finalize(ins);
    sqlite3_finalize(find);
    sqlite3_finalize(upd);
    json_t *root = json_object();
    json_object_set_new(root, "kind", json_string("weight"));
    json_object_set_new(root, "saved", json_integer((json_int_t)n));
    json_object_set_new(root, "created", json_integer((json_int_t)n));
    json_object_set_new(root, "updated", json_integer(0));
    json_object_set_new(root, "ids", ids);
    char *out = json_dumps(root, JSON_COMPACT);
    json_decref(root);
    json_decref(req);
    free(days);
    return out;
}

static json_t *day_string(long long day) {
    char buf[16];
    long long y, m, d;
    civil_from_days(day, &y, &m, &d);
    snprintf(buf, sizeof buf, "%04lld-%02lld-%02lld", y, m, d);
    return json_string(buf);
}

/* The same work as liblift's body_log export: every weight newest first as {id,date,weight,unit},
 * the (here empty) calories, steps and goals, one read snapshot, one JSON text. */
static char *raw_export(sqlite3 *db, sqlite3_stmt *sel) {
    json_t *weights = json_array();
    sqlite3_exec(db, "BEGIN", 0, 0, 0);
    sqlite3_reset(sel);
    while (sqlite3_step(sel) == SQLITE_ROW) {
        json_t *o = json_object();
        json_object_set_new(o, "id", json_stringn((const char *)sqlite3_column_text(sel, 0), (size_t)sqlite3_column_bytes(sel, 0)));
        json_object_set_new(o, "date", day_string(sqlite3_column_int64(sel, 1)));
        json_object_set_new(o, "weight", json_real(sqlite3_column_double(sel, 2)));
        json_object_set_new(o, "unit", json_string((const char *)sqlite3_column_text(sel, 3)));
        if (sqlite3_column_type(sel, 4) != SQLITE_NULL)
            json_object_set_new(o, "note", json_string((const char *)sqlite3_column_text(sel, 4)));
        json_array_append_new(weights, o);
    }
    sqlite3_exec(db, "COMMIT", 0, 0, 0);
    json_t *root = json_object();
    json_object_set_new(root, "kind", json_string("body_log"));
    json_object_set_new(root, "weight", weights);
    json_object_set_new(root, "calories", json_array());
    json_object_set_new(root, "steps", json_array());
    json_object_set_new(root, "goal", json_array());
    char *out = json_dumps(root, JSON_COMPACT | JSON_REAL_PRECISION(15));
    json_decref(root);
    return out;
}

static json_t *aggregate(int count, double sum, double mn, double mx) {
    json_t *o = json_object();
    json_object_set_new(o, "count", json_integer(count));
    json_object_set_new(o, "sum", json_real(sum));
    json_object_set_new(o, "min", json_real(mn));
    json_object_set_new(o, "max", json_real(mx));
    json_object_set_new(o, "mean", json_real(sum / count));
    return o;
}

/* The same work as liblift's series: select the range, group by ISO week, answer points + overall. */
static char *raw_series(sqlite3 *db, sqlite3_stmt *sel, const char *request) {
    json_t *req = json_loads(request, JSON_REJECT_DUPLICATES, NULL);
    long long fy, fm, fd, ty, tm, td;
    sscanf(json_string_value(json_object_get(req, "from")), "%4lld-%2lld-%2lld", &fy, &fm, &fd);
    sscanf(json_string_value(json_object_get(req, "to")), "%4lld-%2lld-%2lld", &ty, &tm, &td);
    json_t *points = json_array();
    sqlite3_exec(db, "BEGIN", 0, 0, 0);
    sqlite3_reset(sel);
    sqlite3_bind_int64(sel, 1, days_from_civil(fy, fm, fd));
    sqlite3_bind_int64(sel, 2, days_from_civil(ty, tm, td));
    long long week = -1;
    int count = 0, all = 0;
    double sum = 0, mn = 0, mx = 0, asum = 0, amn = 0, amx = 0;
    for (int more = 1; more;) {
        more = sqlite3_step(sel) == SQLITE_ROW;
        long long day = more ? sqlite3_column_int64(sel, 0) : 0;
        double w = more ? sqlite3_column_double(sel, 1) : 0;
        if (more && strcmp((const char *)sqlite3_column_text(sel, 2), "lb") == 0) w *= 0.45359237;
        long long wd = ((day + 3) % 7 + 7) % 7;           /* 0 = Monday */
        long long start = day - wd;
        if (count && (!more || start != week)) {
            json_t *p = aggregate(count, sum, mn, mx);
            long long thursday = week + 3, y, m, d;
            civil_from_days(thursday, &y, &m, &d);
            char label[48];
            snprintf(label, sizeof label, "%04lld-W%02lld", y, (thursday - days_from_civil(y, 1, 1)) / 7 + 1);
            json_object_set_new(p, "start", day_string(week));
            json_object_set_new(p, "label", json_string(label));
            json_array_append_new(points, p);
            count = 0;
        }
        if (!more) break;
        if (!count) { week = start; sum = 0; mn = mx = w; }
        count++; sum += w; mn = w < mn ? w : mn; mx = w > mx ? w : mx;
        if (!all) amn = amx = w;
        all++; asum += w; amn = w < amn ? w : amn; amx = w > amx ? w : amx;
    }
    sqlite3_exec(db, "COMMIT", 0, 0, 0);
    json_t *root = json_object();
    json_object_set_new(root, "kind", json_string("series"));
    json_object_set_new(root, "category", json_string("weight"));
    json_object_set_new(root, "group", json_string("week"));
    json_object_set_new(root, "unit", json_string("kg"));
    json_object_set_new(root, "points", points);
    json_object_set_new(root, "overall", aggregate(all, asum, amn, amx));
    char *out = json_dumps(root, JSON_COMPACT);
    json_decref(root);
    json_decref(req);
    return out;
}

int main(int argc, char **argv) {
    int runs = argc > 1 ? atoi(argv[1]) : 5;
    if (argc > 2) ITEMS = atoi(argv[2]);
    if (runs < 1 || ITEMS < 1) { fprintf(stderr, "usage: bodylog [RUNS] [ITEMS]\n"); return 2; }
    long long first = days_from_civil(1700, 1, 1);
    char *bulk = weights_request(ITEMS, first);
    printf("bodylog: %d weights in one request (%zu bytes), %d runs each, durability normal\n", ITEMS, strlen(bulk), runs);

    double *tl = malloc(sizeof(double) * (runs > 200 ? runs : 200)), *tr = malloc(sizeof(double) * (runs > 200 ? runs : 200));
    double *cl = malloc(sizeof(double) * (runs > 200 ? runs : 200)), *cr = malloc(sizeof(double) * (runs > 200 ? runs : 200));
    double *el = malloc(sizeof(double) * (runs > 200 ? runs : 200)), *er = malloc(sizeof(double) * (runs > 200 ? runs : 200));
    size_t export_bytes = 0, raw_export_bytes = 0;
    char path[64], raw[64], p[80];
    for (int r = 0; r < runs; r++) {
        snprintf(path, sizeof path, "/tmp/bulk-%d-%d.lift", (int)getpid(), r);
        snprintf(raw, sizeof raw, "/tmp/bulk-%d-%d.db", (int)getpid(), r);
        lift_store *store = NULL;
        char *out = NULL;
        lift_open(path, "{\"durability\":\"normal\"}", &store, &out);
        lift_free(out);
        sqlite3 *db = raw_open(raw);
        double c0 = cpu_us(), t0 = now_us();
        int rc = lift_save(store, bulk, &out);
        double t1 = now_us(), c1 = cpu_us();
        if (rc != 0) { fprintf(stderr, "save: %.300s\n", out); return 1; }
        lift_free(out);
        double t1b = now_us();
        char *o = raw_bulk_save(db, bulk);
        double t2 = now_us(), c2 = cpu_us();
        if (!o) { fprintf(stderr, "raw save failed\n"); return 1; }
        free(o);
        tl[r] = t1 - t0; tr[r] = t2 - t1b; cl[r] = c1 - c0; cr[r] = c2 - c1;
        /* loading all of them back as JSON: the body_log export against raw C's select + jansson */
        double e0 = now_us();
        if (lift_load(store, "{\"kind\":\"body_log\"}", &out) != 0) { fprintf(stderr, "export: %.300s\n", out); return 1; }
        double e1 = now_us();
        export_bytes = strlen(out);
        lift_free(out);
        sqlite3_stmt *all;
        sqlite3_prepare_v2(db, "SELECT id, day, weight, unit, note FROM weight_entry WHERE owner_id='local' ORDER BY day DESC", -1, &all, 0);
        double e2 = now_us();
        o = raw_export(db, all);
        double e3 = now_us();
        raw_export_bytes = strlen(o);
        free(o);
        sqlite3_finalize(all);
        el[r] = e1 - e0; er[r] = e3 - e2;
        lift_close(store);
        sqlite3_close(db);
        const char *suffix[] = { "", "-wal", "-shm" };
        for (int k = 0; k < 3; k++) {
            snprintf(p, sizeof p, "%s%s", path, suffix[k]); unlink(p);
            snprintf(p, sizeof p, "%s%s", raw, suffix[k]); unlink(p);
        }
    }
    double lm = median(tl, runs), rm = median(tr, runs);
    printf("bulk save   liblift median %8.1f ms (%6.0fk rows/s) | raw C median %8.1f ms (%6.0fk rows/s) | ratio %.2fx\n",
           lm / 1e3, ITEMS / lm * 1e3, rm / 1e3, ITEMS / rm * 1e3, lm / rm);
    lm = median(cl, runs); rm = median(cr, runs);
    printf("bulk save   CPU time: liblift %8.1f ms (%6.0fk rows/s) | raw C %8.1f ms (%6.0fk rows/s) | ratio %.2fx\n",
           lm / 1e3, ITEMS / lm * 1e3, rm / 1e3, ITEMS / rm * 1e3, lm / rm);

    lm = median(el, runs); rm = median(er, runs);
    printf("load all    liblift median %8.1f ms (%6.0fk rows/s) | raw C median %8.1f ms (%6.0fk rows/s) | ratio %.2fx (body_log export, %zu / %zu bytes)\n",
           lm / 1e3, ITEMS / lm * 1e3, rm / 1e3, ITEMS / rm * 1e3, lm / rm, export_bytes, raw_export_bytes);

    /* series: 10 years of daily weights, grouped by ISO week */
    snprintf(path, sizeof path, "/tmp/series-%d.lift", (int)getpid());
    snprintf(raw, sizeof raw, "/tmp/series-%d.db", (int)getpid());
    char *ten_years = weights_request(3653, days_from_civil(2015, 1, 1));
    lift_store *store = NULL;
    char *out = NULL;
    lift_open(path, "{\"durability\":\"normal\"}", &store, &out); lift_free(out);
    lift_save(store, ten_years, &out); lift_free(out);
    sqlite3 *db = raw_open(raw);
    free(raw_bulk_save(db, ten_years));
    sqlite3_stmt *sel;
    sqlite3_prepare_v2(db, "SELECT day, weight, unit FROM weight_entry WHERE owner_id='local' AND day BETWEEN ? AND ? ORDER BY day", -1, &sel, 0);
    const char *series = "{\"kind\":\"series\",\"category\":\"weight\",\"from\":\"2015-01-01\",\"to\":\"2024-12-31\",\"group\":\"week\"}";
    int n = 200;
    for (int i = 0; i < n; i++) {
        double c0 = cpu_us(), t0 = now_us();
        int rc = lift_load(store, series, &out);
        double t1 = now_us(), c1 = cpu_us();
        if (rc != 0) { fprintf(stderr, "series: %.300s\n", out); return 1; }
        lift_free(out);
        double t1b = now_us();
        char *o = raw_series(db, sel, series);
        double t2 = now_us(), c2 = cpu_us();
        free(o);
        tl[i] = t1 - t0; tr[i] = t2 - t1b; cl[i] = c1 - c0; cr[i] = c2 - c1;
    }
    double lp = p90(tl, n), rp = p90(tr, n);
    lm = median(tl, n); rm = median(tr, n);
    printf("week series liblift median %8.2f ms p90 %6.2f | raw C median %8.2f ms p90 %6.2f | ratio %.2fx (10 years daily, 522 weeks)\n",
           lm / 1e3, lp / 1e3, rm / 1e3, rp / 1e3, lm / rm);
    lp = p90(cl, n); rp = p90(cr, n); lm = median(cl, n); rm = median(cr, n);
    printf("week series CPU time: liblift %6.2f ms p90 %6.2f | raw C %6.2f ms p90 %6.2f | ratio %.2fx\n",
           lm / 1e3, lp / 1e3, rm / 1e3, rp / 1e3, lm / rm);
    sqlite3_finalize(sel);
    sqlite3_close(db);
    lift_close(store);
    const char *suffix[] = { "", "-wal", "-shm" };
    for (int k = 0; k < 3; k++) {
        snprintf(p, sizeof p, "%s%s", path, suffix[k]); unlink(p);
        snprintf(p, sizeof p, "%s%s", raw, suffix[k]); unlink(p);
    }
    return 0;
}
