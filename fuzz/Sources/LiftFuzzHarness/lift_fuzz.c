/* lift_fuzz.c — one fuzz input against one liblift entry point, checked against lift.h's contract.
 *
 * The same file runs under libFuzzer (fuzz/Sources/lift-fuzz, ASan-instrumented liblift) and in the
 * corpus replay of `make test` (fuzz/replay.c against the release build/liblift.so). */
#define _GNU_SOURCE
#include "lift_fuzz.h"

#include <fcntl.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../../../include/lift.h"

enum target { T_OPEN, T_SAVE, T_LOAD, T_REMOVE, T_ROUTE, T_STORE, T_NETWORK };

static enum target target;
static char dir[4096], store_path[4200], corrupt_path[4200];
static const char *osm;
static lift_store *store;
static unsigned char *image; /* T_STORE, T_NETWORK: the seeded store file (T_STORE edits it) */
static size_t image_size;
static unsigned char *network; /* T_NETWORK: the stored road network BLOB, edited by each input */
static size_t network_size;
static unsigned long runs;

static void die(const char *what, int32_t status, const char *out, const uint8_t *data, size_t size) {
    fprintf(stderr, "lift_fuzz: contract broken: %s (status %d)\n  response: %.400s\n  input (%zu bytes): %.*s\n",
            what, status, out ? out : "(NULL)", size, data ? (int)(size < 200 ? size : 200) : 0, data ? (const char *)data : "");
    abort();
}

/* Every call: a status lift.h defines, never internal; a response on every path; an error response
 * of the documented shape carrying the same status. */
static void check(int32_t status, char *out, const uint8_t *data, size_t size) {
    if (status > 0 || status < LIFT_E_INTERNAL) die("status outside LIFT_OK..LIFT_E_INTERNAL", status, out, data, size);
    if (status == LIFT_E_INTERNAL) die("LIFT_E_INTERNAL (a liblift bug)", status, out, data, size);
    if (out == NULL) die("*out_json is NULL", status, out, data, size);
    if (status < 0) {
        char want[64];
        snprintf(want, sizeof want, "{\"error\":{\"status\":%d,\"code\":\"", (int)status);
        if (strncmp(out, want, strlen(want)) != 0) die("error response without status/code first", status, out, data, size);
        if (!strstr(out, "\"message\":") || !strstr(out, "\"details\":{")) die("error response without message/details", status, out, data, size);
    } else if (out[0] != '{') {
        die("success response is not an object", status, out, data, size);
    }
    lift_free(out);
}

static void call_ok(int32_t (*fn)(lift_store *, const char *, char **), const char *request) {
    char *out = NULL;
    int32_t status = fn(store, request, &out);
    if (status != LIFT_OK) die("seeding request failed", status, out, (const uint8_t *)request, strlen(request));
    lift_free(out);
}

static int open_seeded(void) {
    char *out = NULL;
    unlink(store_path);
    int32_t status = lift_open(store_path, "{\"durability\":\"normal\"}", &store, &out);
    if (status != LIFT_OK) { fprintf(stderr, "lift_fuzz: cannot open %s: %s\n", store_path, out ? out : ""); lift_free(out); return -1; }
    lift_free(out);
    /* A few records of several kinds, so loads, updates and removes reach their stores. */
    call_ok(lift_save, "{\"kind\":\"exercise\",\"exercise\":{\"name\":\"Squat\",\"tags\":[\"legs\"]}}");
    call_ok(lift_save, "{\"kind\":\"routine\",\"routine\":{\"name\":\"Legs\",\"exercises\":[{\"name\":\"Squat\"},{\"name\":\"Lunge\"}]}}");
    call_ok(lift_save, "{\"kind\":\"weight\",\"weight\":{\"date\":\"2024-01-02\",\"weight\":80.5,\"unit\":\"kg\"}}");
    if (osm && (target == T_ROUTE || target == T_NETWORK)) {
        char request[4600];
        snprintf(request, sizeof request, "{\"kind\":\"road_network\",\"road_network\":{\"path\":\"%s\",\"profile\":\"car\"}}", osm);
        call_ok(lift_save, request);
    }
    return 0;
}

static int read_image(void) {
    int fd = open(store_path, O_RDONLY);
    struct stat st;
    if (fd < 0 || fstat(fd, &st) != 0) { perror("lift_fuzz: store image"); return -1; }
    image_size = (size_t)st.st_size;
    image = malloc(image_size);
    ssize_t got = image ? read(fd, image, image_size) : -1;
    close(fd);
    return got == (ssize_t)image_size ? 0 : -1;
}

/* The road network head BLOB of the seeded store (closed by then: lift_close checkpoints the WAL);
 * a chunked network keeps its head in road_network_head. */
static int read_network(void) {
    sqlite3 *db = NULL;
    sqlite3_stmt *st = NULL;
    int ok = sqlite3_open_v2(store_path, &db, SQLITE_OPEN_READONLY, NULL) == SQLITE_OK &&
             sqlite3_prepare_v2(db, "SELECT data FROM road_network_head", -1, &st, NULL) == SQLITE_OK &&
             sqlite3_step(st) == SQLITE_ROW;
    if (ok) {
        network_size = (size_t)sqlite3_column_bytes(st, 0);
        network = malloc(network_size ? network_size : 1);
        ok = network && network_size > 0;
        if (ok) memcpy(network, sqlite3_column_blob(st, 0), network_size);
    }
    if (!ok) fprintf(stderr, "lift_fuzz: no road network in the seeded store: %s\n", db ? sqlite3_errmsg(db) : "");
    sqlite3_finalize(st);
    sqlite3_close(db);
    return ok ? 0 : -1;
}

int lift_fuzz_init(const char *name, const char *osm_path) {
    static const char *names[] = {"open", "save", "load", "remove", "route", "store", "network"};
    int found = 0;
    for (int i = 0; i < 7; i++)
        if (name && strcmp(name, names[i]) == 0) { target = (enum target)i; found = 1; }
    if (!found) { fprintf(stderr, "lift_fuzz: LIFT_FUZZ_TARGET must be open|save|load|remove|route|store|network\n"); return -1; }
    osm = osm_path && *osm_path ? osm_path : NULL;
    if (target == T_NETWORK && !osm) { fprintf(stderr, "lift_fuzz: the network target needs LIFT_FUZZ_OSM\n"); return -1; }
    const char *tmp = getenv("TMPDIR");
    snprintf(dir, sizeof dir, "%s/lift-fuzz-XXXXXX", tmp && *tmp ? tmp : "/tmp");
    if (!mkdtemp(dir)) { perror("lift_fuzz: mkdtemp"); return -1; }
    snprintf(store_path, sizeof store_path, "%s/fuzz.lift", dir);
    snprintf(corrupt_path, sizeof corrupt_path, "%s/corrupt.lift", dir);
    if (open_seeded() != 0) return -1;
    if (target == T_OPEN || target == T_STORE || target == T_NETWORK) { /* these open their own handles */
        lift_close(store);
        store = NULL;
        if ((target == T_STORE || target == T_NETWORK) && read_image() != 0) return -1;
        if (target == T_NETWORK && read_network() != 0) return -1;
    }
    return 0;
}

static void remove_files(const char *path) {
    char side[4300];
    unlink(path);
    snprintf(side, sizeof side, "%s-wal", path); unlink(side);
    snprintf(side, sizeof side, "%s-shm", path); unlink(side);
    snprintf(side, sizeof side, "%s-journal", path); unlink(side);
}

void lift_fuzz_finish(void) {
    if (store) lift_close(store);
    store = NULL;
    remove_files(store_path);
    remove_files(corrupt_path);
    rmdir(dir);
}

static void fuzz_open(const char *options, const uint8_t *data, size_t size) {
    lift_store *handle = (lift_store *)0x1; /* must be overwritten on every path */
    char *out = NULL;
    int32_t status = lift_open(store_path, options, &handle, &out);
    if ((status == LIFT_OK) != (handle != NULL)) die("handle and status disagree", status, out, data, size);
    check(status, out, data, size);
    if (handle && lift_close(handle) != LIFT_OK) die("lift_close of a fresh handle failed", status, NULL, data, size);
}

/* The edits every damage target reads: 4-byte records (a 24-bit offset into `original`, a byte
 * XORed in there); 1-3 trailing bytes truncate the copy to a fraction of its size. */
static unsigned char *edited_copy(const unsigned char *original, size_t original_size, const uint8_t *data, size_t size,
                                  size_t *length) {
    unsigned char *copy = malloc(original_size ? original_size : 1);
    if (!copy) abort();
    memcpy(copy, original, original_size);
    for (size_t i = 0; i + 4 <= size; i += 4) {
        size_t offset = ((size_t)data[i] << 16 | (size_t)data[i + 1] << 8 | data[i + 2]) % original_size;
        copy[offset] ^= data[i + 3] ? data[i + 3] : 0xff;
    }
    *length = size % 4 ? original_size * data[size - 1] / 255 : original_size;
    return copy;
}

static void write_corrupt(const unsigned char *bytes, size_t length) {
    remove_files(corrupt_path);
    int fd = open(corrupt_path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    if (fd < 0 || write(fd, bytes, length) != (ssize_t)length) abort();
    close(fd);
}

/* lift_open of the damaged copy, checked; NULL when it was refused. */
static lift_store *open_corrupt(const uint8_t *data, size_t size) {
    lift_store *handle = NULL;
    char *out = NULL;
    int32_t status = lift_open(corrupt_path, "{\"durability\":\"normal\"}", &handle, &out);
    if ((status == LIFT_OK) != (handle != NULL)) die("handle and status disagree", status, out, data, size);
    check(status, out, data, size);
    return handle;
}

/* Each request through `fn`, checked, then close. */
static void run_all(lift_store *handle, int32_t (*fn)(lift_store *, const char *, char **), const char *const *requests,
                    size_t count, const uint8_t *data, size_t size) {
    for (size_t i = 0; i < count; i++) {
        char *out = NULL;
        int32_t status = fn(handle, requests[i], &out);
        check(status, out, data, size);
    }
}

static void close_corrupt(lift_store *handle, const uint8_t *data, size_t size) {
    if (lift_close(handle) != LIFT_OK) die("lift_close failed", LIFT_OK, NULL, data, size);
}

/* The seeded store file with the input's edits, then opened and read. */
static void fuzz_store(const uint8_t *data, size_t size) {
    size_t length;
    unsigned char *copy = edited_copy(image, image_size, data, size, &length);
    write_corrupt(copy, length);
    free(copy);
    lift_store *handle = open_corrupt(data, size);
    if (!handle) return;
    static const char *const reads[] = {
        "{\"kind\":\"exercise\"}", "{\"kind\":\"routine\"}", "{\"kind\":\"weight\"}",
        "{\"kind\":\"exercise\",\"name\":\"squat\"}", "{\"kind\":\"road_network\"}",
    };
    static const char *const saves[] = {"{\"kind\":\"exercise\",\"exercise\":{\"name\":\"Deadlift\"}}"};
    run_all(handle, lift_load, reads, sizeof reads / sizeof *reads, data, size);
    run_all(handle, lift_save, saves, 1, data, size);
    close_corrupt(handle, data, size);
}

/* The stored road network BLOB with the input's edits replaces the stored one in a copy of the
 * seeded store (through SQLite, so the file stays a valid database and every edit reaches the
 * network's decoder), which is then opened and routed on. */
static void fuzz_network(const uint8_t *data, size_t size) {
    size_t length;
    unsigned char *copy = edited_copy(network, network_size, data, size, &length);
    write_corrupt(image, image_size);
    sqlite3 *db = NULL;
    sqlite3_stmt *st = NULL;
    if (sqlite3_open(corrupt_path, &db) != SQLITE_OK ||
        sqlite3_prepare_v2(db, "UPDATE road_network_head SET data = ?", -1, &st, NULL) != SQLITE_OK ||
        sqlite3_bind_blob(st, 1, copy, (int)length, SQLITE_STATIC) != SQLITE_OK || sqlite3_step(st) != SQLITE_DONE) {
        fprintf(stderr, "lift_fuzz: cannot write the edited network: %s\n", sqlite3_errmsg(db));
        abort();
    }
    sqlite3_finalize(st);
    sqlite3_close(db);
    free(copy);
    lift_store *handle = open_corrupt(data, size);
    if (!handle) return;
    /* Central Helsinki: two stops; four stops as a round trip with leg geometry. */
    static const char *const routes[] = {
        "{\"stops\":[{\"lat\":60.1699,\"lon\":24.9384},{\"lat\":60.1655,\"lon\":24.9450}],\"geometry\":\"polyline6\"}",
        "{\"profile\":\"car\",\"optimize\":\"round_trip\",\"geometry\":\"geojson\",\"leg_geometry\":true,\"stops\":"
        "[{\"lat\":60.1699,\"lon\":24.9384},{\"lat\":60.1841,\"lon\":24.9500},{\"lat\":60.1756,\"lon\":24.9310},{\"lat\":60.1620,\"lon\":24.9450}]}",
    };
    static const char *const reads[] = {"{\"kind\":\"road_network\"}", "{\"kind\":\"place\",\"query\":\"mannerheimintie\"}"};
    run_all(handle, lift_route, routes, sizeof routes / sizeof *routes, data, size);
    run_all(handle, lift_load, reads, sizeof reads / sizeof *reads, data, size);
    close_corrupt(handle, data, size);
}

void lift_fuzz_one(const uint8_t *data, size_t size) {
    if (target == T_STORE) { fuzz_store(data, size); return; }
    if (target == T_NETWORK) { fuzz_network(data, size); return; }
    /* The C API takes NUL-terminated text: an embedded NUL ends the request there. */
    char *text = malloc(size + 1);
    if (!text) abort();
    memcpy(text, data, size);
    text[size] = '\0';
    char *out = NULL;
    int32_t status;
    switch (target) {
    case T_OPEN: fuzz_open(text, data, size); free(text); return;
    case T_SAVE: status = lift_save(store, text, &out); break;
    case T_LOAD: status = lift_load(store, text, &out); break;
    case T_REMOVE: status = lift_remove(store, text, &out); break;
    default: status = lift_route(store, text, &out); break;
    }
    check(status, out, (const uint8_t *)text, size);
    free(text);
    /* Saves and removes change the store: start again from the seeded one now and then, so
     * inputs keep meeting the same records and the file does not grow without bound. */
    if ((target == T_SAVE || target == T_REMOVE) && ++runs % 2000 == 0) {
        lift_close(store);
        store = NULL;
        if (open_seeded() != 0) abort();
    }
}
