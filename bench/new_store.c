/*
 * Creating a new store at full durability: lift_open of a file that does not exist, then
 * lift_close, against raw SQLite creating the same schema (read back from the first store
 * liblift made: the same tables, indexes and application_id, in one transaction, WAL,
 * synchronous=FULL), interleaved run by run in one process. Median and p90 wall time.
 * Count the fsyncs of one creation with strace (not -f: the store the schema is read from is
 * made by a child process, so only the measured creations are counted):
 *   strace -c -e trace=fsync,fdatasync bench/new_store 1 LIB lift
 *   strace -c -e trace=fsync,fdatasync bench/new_store 1 LIB sqlite
 * and of the creation alone, left open as a process that exits without closing leaves it:
 *   strace -c -e trace=fsync,fdatasync bench/new_store 1 LIB lift-open   (or sqlite-open)
 *
 *   bench/new_store RUNS /path/to/liblift.so.1 [both|lift|sqlite|lift-open|sqlite-open]
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <sqlite3.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/wait.h>
#include <unistd.h>

typedef int32_t (*open_fn)(const char *, const char *, void **, char **);
typedef int32_t (*close_fn)(void *);
typedef void (*free_fn)(char *);

static open_fn lift_open;
static close_fn lift_close;
static free_fn lift_free;
static char *schema;      /* the schema's SQL, statements separated by ";\n" */
static int application_id;
static int closing = 1;   /* 0: leave each store open, as a process exiting without a close */

static double now_us(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e6 + ts.tv_nsec / 1e3;
}

static void remove_store(const char *path) {
    const char *suffixes[] = {"", "-wal", "-shm", "-journal"};
    for (unsigned i = 0; i < sizeof suffixes / sizeof *suffixes; i++) {
        char file[600];
        snprintf(file, sizeof file, "%s%s", path, suffixes[i]);
        unlink(file);
    }
}

static double create_lift(const char *path) {
    remove_store(path);
    void *store = NULL; char *out = NULL;
    double t = now_us();
    if (lift_open(path, "{\"durability\":\"full\"}", &store, &out) != 0) { fprintf(stderr, "lift_open: %s\n", out); exit(1); }
    if (closing) lift_close(store);
    t = now_us() - t;
    lift_free(out);
    return t;
}

static void exec_or_die(sqlite3 *db, const char *sql) {
    char *err = NULL;
    if (sqlite3_exec(db, sql, NULL, NULL, &err) != SQLITE_OK) { fprintf(stderr, "sqlite: %s\n", err); exit(1); }
}

static double create_sqlite(const char *path) {
    remove_store(path);
    char pragma[64];
    snprintf(pragma, sizeof pragma, "PRAGMA application_id=%d", application_id);
    double t = now_us();
    sqlite3 *db = NULL;
    if (sqlite3_open_v2(path, &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, NULL) != SQLITE_OK) exit(1);
    exec_or_die(db, "PRAGMA journal_mode=WAL; PRAGMA synchronous=FULL; BEGIN IMMEDIATE");
    exec_or_die(db, schema);
    exec_or_die(db, pragma);
    exec_or_die(db, "COMMIT");
    if (closing) sqlite3_close(db);
    return now_us() - t;
}

/* The schema of a store liblift made, as SQL to run again. */
static void read_schema(const char *path) {
    sqlite3 *db = NULL;
    sqlite3_stmt *s = NULL;
    if (sqlite3_open_v2(path, &db, SQLITE_OPEN_READONLY, NULL) != SQLITE_OK) exit(1);
    sqlite3_prepare_v2(db, "SELECT sql FROM sqlite_schema WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%' ORDER BY rowid", -1, &s, NULL);
    size_t size = 1, used = 0;
    schema = calloc(1, 1);
    while (sqlite3_step(s) == SQLITE_ROW) {
        const char *sql = (const char *)sqlite3_column_text(s, 0);
        size_t n = strlen(sql) + 3;
        schema = realloc(schema, size += n);
        used += snprintf(schema + used, size - used, "%s;\n", sql);
    }
    sqlite3_finalize(s);
    sqlite3_prepare_v2(db, "PRAGMA application_id", -1, &s, NULL);
    if (sqlite3_step(s) == SQLITE_ROW) application_id = sqlite3_column_int(s, 0);
    sqlite3_finalize(s);
    sqlite3_close(db);
}

static int cmp(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

int main(int argc, char **argv) {
    if (argc < 3) { fprintf(stderr, "usage: new_store RUNS LIB [both|lift|sqlite]\n"); return 2; }
    int runs = atoi(argv[1]);
    char mode[16] = "both";
    if (argc > 3) snprintf(mode, sizeof mode, "%s", argv[3]);
    char *open_only = strstr(mode, "-open");
    if (open_only) { *open_only = 0; closing = 0; }
    void *h = dlopen(argv[2], RTLD_NOW | RTLD_LOCAL);
    if (!h) { fprintf(stderr, "%s\n", dlerror()); return 1; }
    lift_open = (open_fn)dlsym(h, "lift_open");
    lift_close = (close_fn)dlsym(h, "lift_close");
    lift_free = (free_fn)dlsym(h, "lift_free");
    /* NEW_STORE_DIR=/dev/shm (tmpfs, where fsync returns at once): the work besides the fsyncs. */
    char dir[512], path[600], schema_path[600];
    snprintf(dir, sizeof dir, "%s/new-store-XXXXXX", getenv("NEW_STORE_DIR") ? getenv("NEW_STORE_DIR") : "/tmp");
    if (!mkdtemp(dir)) return 1;
    snprintf(path, sizeof path, "%s/new.lift", dir);
    snprintf(schema_path, sizeof schema_path, "%s/schema.lift", dir);
    /* The schema, made by a child process: outside the runs strace counts. */
    pid_t child = fork();
    if (child == 0) { create_lift(schema_path); _exit(0); }
    int status = 0;
    if (child < 0 || waitpid(child, &status, 0) != child || status != 0) { fprintf(stderr, "schema child failed\n"); return 1; }
    read_schema(schema_path);
    remove_store(schema_path);
    double *lift = calloc(runs, sizeof(double)), *raw = calloc(runs, sizeof(double));
    for (int i = 0; i < runs; i++) {
        if (strcmp(mode, "sqlite") != 0) lift[i] = create_lift(path);
        if (strcmp(mode, "lift") != 0) raw[i] = create_sqlite(path);
    }
    if (closing) { remove_store(path); rmdir(dir); }
    qsort(lift, runs, sizeof *lift, cmp);
    qsort(raw, runs, sizeof *raw, cmp);
    printf("new store, durability full, %d runs: liblift median %.2f ms p90 %.2f ms; raw SQLite median %.2f ms p90 %.2f ms; ratio %.2fx\n",
           runs, lift[runs / 2] / 1000, lift[runs * 9 / 10] / 1000, raw[runs / 2] / 1000, raw[runs * 9 / 10] / 1000,
           raw[runs / 2] > 0 ? lift[runs / 2] / raw[runs / 2] : 0);
    return 0;
}
