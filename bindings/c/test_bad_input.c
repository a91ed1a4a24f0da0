/*
 * test_bad_input.c — docs/ERRORS.md's bad-input classes, from C, against every entry point.
 *
 * For each class x {lift_open, lift_save, lift_load, lift_remove, lift_route}: the documented
 * status and code in a well-formed error document, the store unchanged (its records; for lift_open
 * its files byte for byte) and a valid call working afterwards. The Python suite runs the same
 * catalogue (bindings/python/tests/reliability/test_error_catalogue.py), which also checks this
 * file names every class. Exit status 0 = all passed.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <lift.h>

enum { E_OPEN, E_SAVE, E_LOAD, E_REMOVE, E_ROUTE, N_ENTRIES };
static const char *entry_names[N_ENTRIES] = {"open", "save", "load", "remove", "route"};

enum transform {
    TR_TRUNCATE, TR_APPEND, TR_PREPEND, TR_REPLACE, TR_WRAP_ARRAY, TR_INSERT, TR_VALUE, TR_DUPLICATE,
    TR_RAW_NUL, TR_NULL_POINTER, TR_STALE_HANDLE, TR_CLOSED_HANDLE,
};

typedef struct { int32_t status; const char *code; } expect;
#define M {LIFT_E_INVALID_REQUEST, "malformed_json"}
#define ALL(e) {e, e, e, e, e}
#define UF {LIFT_E_INVALID_REQUEST, "unknown_field"}
#define WT {LIFT_E_INVALID_REQUEST, "wrong_type"}
#define IR {LIFT_E_INVALID_REQUEST, "invalid_request"}
#define TL {LIFT_E_INVALID_REQUEST, "payload_too_large"}
#define MU {LIFT_E_MISUSE, "misuse"}
#define UK {LIFT_E_UNSUPPORTED, "unknown_kind"}
#define IV {LIFT_E_INVALID_REQUEST, "invalid_value"}

/* Filled in main(): generated arguments too large to write out. */
static char *deep_array, *deep_object, *long_key, *long_string, *oversized;

typedef struct {
    const char *id;
    enum transform transform;
    const char *arg;       /* the text a transform adds; NULL: one of the generated ones below */
    char **generated;
    expect expected[N_ENTRIES];
} bad_class;

static const bad_class classes[] = {
    {"truncated", TR_TRUNCATE, "", NULL, ALL(M)},
    {"trailing-garbage", TR_APPEND, "xyz", NULL, ALL(M)},
    {"trailing-document", TR_APPEND, " {}", NULL, ALL(M)},
    {"empty", TR_REPLACE, "", NULL, ALL(M)},
    {"whitespace-only", TR_REPLACE, " \n\t ", NULL, ALL(M)},
    {"top-level-array", TR_WRAP_ARRAY, "", NULL, ALL(IR)},
    {"top-level-number", TR_REPLACE, "42", NULL, ALL(M)},
    {"top-level-null", TR_REPLACE, "null", NULL, ALL(M)},
    {"utf8-bom", TR_PREPEND, "\xef\xbb\xbf", NULL, ALL(M)},
    {"comment", TR_PREPEND, "/* c */", NULL, ALL(M)},
    {"invalid-utf8", TR_INSERT, "\"x\":\"\xff\xfe\"", NULL, ALL(M)},
    {"overlong-utf8", TR_INSERT, "\"x\":\"\xc0\xaf\"", NULL, ALL(M)},
    {"truncated-utf8", TR_INSERT, "\"x\":\"\xe2\x82\"", NULL, ALL(M)},
    {"lone-surrogate", TR_INSERT, "\"x\":\"\\ud800\"", NULL, ALL(M)},
    {"nul-escape", TR_INSERT, "\"x\":\"a\\u0000b\"", NULL, ALL(M)},
    {"control-char", TR_INSERT, "\"x\":\"a\tb\"", NULL, ALL(M)},
    {"raw-nul-byte", TR_RAW_NUL, "", NULL, ALL(M)},
    {"duplicate-key", TR_DUPLICATE, "", NULL, ALL(M)},
    {"deep-array", TR_INSERT, NULL, &deep_array, {TL, M, M, M, M}},
    {"deep-object", TR_INSERT, NULL, &deep_object, ALL(M)},
    {"unknown-field", TR_INSERT, "\"colour\":\"red\"", NULL, ALL(UF)},
    {"empty-key", TR_INSERT, "\"\":1", NULL, ALL(UF)},
    {"long-key", TR_INSERT, NULL, &long_key, {TL, UF, UF, UF, UF}},
    {"wrong-type-number", TR_VALUE, "12", NULL, ALL(WT)},
    {"wrong-type-array", TR_VALUE, "[]", NULL, ALL(WT)},
    {"wrong-type-object", TR_VALUE, "{}", NULL, ALL(WT)},
    {"unknown-value", TR_VALUE, "\"spaceship\"", NULL, {IV, UK, UK, UK, IV}},
    {"long-string", TR_VALUE, NULL, &long_string, {TL, IR, IR, IR, IR}},
    {"huge-integer", TR_INSERT, "\"x\":18446744073709551616", NULL, ALL(M)},
    {"nan-literal", TR_INSERT, "\"x\":NaN", NULL, ALL(M)},
    {"oversized-payload", TR_INSERT, NULL, &oversized, ALL(TL)},
    {"null-pointer", TR_NULL_POINTER, "", NULL, ALL(MU)},
    {"stale-handle", TR_STALE_HANDLE, "", NULL, ALL(MU)},
    {"closed-handle", TR_CLOSED_HANDLE, "", NULL, {{LIFT_E_IO, "cannot_open"}, MU, MU, MU, MU}},
};

/* Each entry point's valid document: {KEY:VALUE REST}. */
static const char *base_key[N_ENTRIES] = {"\"durability\"", "\"kind\"", "\"kind\"", "\"kind\"", "\"profile\""};
static const char *base_value[N_ENTRIES] = {"\"normal\"", "\"exercise\"", "\"exercise\"", "\"exercise\"", "\"car\""};
static char base_rest[N_ENTRIES][256];

static char dir[] = "/tmp/lift-bad-input-XXXXXX";
static char path[128];
static lift_store *store;
static int failures, checks;

static char *cat(const char *a, const char *b, const char *c, const char *d, const char *e) {
    size_t n = strlen(a) + strlen(b) + strlen(c) + strlen(d) + strlen(e);
    char *s = malloc(n + 1);
    if (!s) { perror("malloc"); exit(2); }
    snprintf(s, n + 1, "%s%s%s%s%s", a, b, c, d, e);
    return s;
}

static char *repeat(const char *prefix, const char *unit, size_t count, const char *middle, const char *closer, const char *suffix) {
    size_t n = strlen(prefix) + (strlen(unit) + strlen(closer)) * count + strlen(middle) + strlen(suffix);
    char *s = malloc(n + 1), *p = s;
    if (!s) { perror("malloc"); exit(2); }
    p += sprintf(p, "%s", prefix);
    for (size_t i = 0; i < count; i++) { memcpy(p, unit, strlen(unit)); p += strlen(unit); }
    p += sprintf(p, "%s", middle);
    for (size_t i = 0; i < count; i++) { memcpy(p, closer, strlen(closer)); p += strlen(closer); }
    sprintf(p, "%s", suffix);
    return s;
}

/* The document a class sends to an entry point (malloc'ed; may contain a NUL for raw-nul-byte). */
static char *document(const bad_class *c, int e) {
    const char *arg = c->arg ? c->arg : *c->generated;
    char *valid = cat("{", base_key[e], ":", base_value[e], base_rest[e]);
    char *whole = cat(valid, "}", "", "", "");
    char *d;
    switch (c->transform) {
    case TR_TRUNCATE: d = cat(whole, "", "", "", ""); d[strlen(d) - 1] = '\0'; break;
    case TR_APPEND: d = cat(whole, arg, "", "", ""); break;
    case TR_PREPEND: d = cat(arg, whole, "", "", ""); break;
    case TR_REPLACE: d = cat(arg, "", "", "", ""); break;
    case TR_WRAP_ARRAY: d = cat("[", whole, "]", "", ""); break;
    case TR_INSERT: d = cat("{", arg, ",", whole + 1, ""); break;
    case TR_VALUE: d = cat("{", base_key[e], ":", arg, base_rest[e]); { char *t = cat(d, "}", "", "", ""); free(d); d = t; } break;
    case TR_DUPLICATE: { char *m = cat(base_key[e], ":", base_value[e], "", ""); d = cat("{", m, ",", whole + 1, ""); free(m); } break;
    case TR_RAW_NUL: d = cat("{ ", whole + 1, "", "", ""); d[1] = '\0'; break;
    default: d = cat(whole, "", "", "", ""); break;
    }
    free(valid);
    free(whole);
    return d;
}

static char *call(int e, lift_store *s, const char *request, int32_t *status) {
    char *out = NULL;
    switch (e) {
    case E_SAVE: *status = lift_save(s, request, &out); break;
    case E_LOAD: *status = lift_load(s, request, &out); break;
    case E_REMOVE: *status = lift_remove(s, request, &out); break;
    default: *status = lift_route(s, request, &out); break;
    }
    return out;
}

static char *snapshot(void) {
    static const char *kinds[] = {"{\"kind\":\"exercise\"}", "{\"kind\":\"routine\"}", "{\"kind\":\"weight\"}"};
    char *all = cat("", "", "", "", "");
    for (int i = 0; i < 3; i++) {
        char *out = NULL;
        if (lift_load(store, kinds[i], &out) != LIFT_OK) { fprintf(stderr, "snapshot load failed: %s\n", out ? out : ""); exit(2); }
        char *t = cat(all, out, "\n", "", "");
        free(all);
        all = t;
        lift_free(out);
    }
    return all;
}

static char *file_bytes(const char *suffix, size_t *size) {
    char name[160];
    snprintf(name, sizeof name, "%s%s", path, suffix);
    FILE *f = fopen(name, "rb");
    *size = 0;
    if (!f) return NULL;
    char *data = malloc(1 << 20);
    size_t cap = 1 << 20, got;
    while (data && (got = fread(data + *size, 1, cap - *size, f)) > 0) {
        *size += got;
        if (*size == cap) data = realloc(data, cap *= 2);
    }
    fclose(f);
    return data;
}

static int same_file(const char *suffix, const char *before, size_t before_size) {
    size_t size;
    char *now = file_bytes(suffix, &size);
    int same = size == before_size && (size == 0 || memcmp(now, before, size) == 0);
    free(now);
    return same;
}

#define FAIL(...) do { failures++; fprintf(stderr, "FAIL %s/%s: ", c->id, entry_names[e]); fprintf(stderr, __VA_ARGS__); fputc('\n', stderr); } while (0)

static void run(const bad_class *c, int e, const char *squat_id) {
    char *before = snapshot();
    size_t db_size, wal_size;
    char *db = file_bytes("", &db_size), *wal = file_bytes("-wal", &wal_size);
    int32_t status = 0;
    char *out = NULL, *doc = document(c, e);
    if (e == E_OPEN) {
        lift_store *h = (lift_store *)&status; /* must come back NULL */
        switch (c->transform) {
        case TR_NULL_POINTER: status = lift_open(NULL, NULL, &h, &out); break;
        case TR_STALE_HANDLE: status = lift_open(path, NULL, NULL, &out); h = NULL; break;
        case TR_CLOSED_HANDLE: status = lift_open(dir, NULL, &h, &out); break;
        default: status = lift_open(path, doc, &h, &out); break;
        }
        if (h != NULL) { FAIL("lift_open returned a handle with status %d", status); if (status == LIFT_OK) lift_close(h); }
    } else if (c->transform == TR_NULL_POINTER) {
        out = call(e, store, NULL, &status);
    } else if (c->transform == TR_STALE_HANDLE) {
        char never_opened[64] = {0};
        out = call(e, (lift_store *)never_opened, "{\"kind\":\"exercise\"}", &status);
    } else if (c->transform == TR_CLOSED_HANDLE) {
        lift_store *h = NULL;
        char *o = NULL;
        if (lift_open(path, "{\"durability\":\"normal\"}", &h, &o) != LIFT_OK || lift_close(h) != LIFT_OK) FAIL("second handle");
        lift_free(o);
        out = call(e, h, "{\"kind\":\"exercise\"}", &status);
    } else {
        out = call(e, store, doc, &status);
    }
    const expect *x = &c->expected[e];
    char want[128];
    snprintf(want, sizeof want, "{\"error\":{\"status\":%d,\"code\":\"%s\",\"message\":", (int)x->status, x->code);
    checks++;
    if (status != x->status) FAIL("status %d, expected %d: %.300s", status, x->status, out ? out : "(NULL)");
    else if (!out || strncmp(out, want, strlen(want)) != 0) FAIL("response %.300s, expected %s...", out ? out : "(NULL)", want);
    else if (!strstr(out, "\"details\":{")) FAIL("no details: %.300s", out);
    lift_free(out);

    char *after = snapshot();
    if (strcmp(before, after) != 0) FAIL("the store changed");
    if (e == E_OPEN && (!same_file("", db, db_size) || !same_file("-wal", wal, wal_size))) FAIL("the store's files changed");
    char request[160], *found = NULL;
    snprintf(request, sizeof request, "{\"kind\":\"exercise\",\"name\":\"squat\"}");
    if (lift_load(store, request, &found) != LIFT_OK || !strstr(found, squat_id)) FAIL("a valid load no longer works");
    lift_free(found);
    free(before); free(after); free(db); free(wal); free(doc);
}

static char *must(int32_t status, char *out, const char *what) {
    if (status != LIFT_OK) { fprintf(stderr, "setup %s failed: %s\n", what, out ? out : "(NULL)"); exit(2); }
    return out;
}

int main(void) {
    if (!mkdtemp(dir)) { perror("mkdtemp"); return 2; }
    snprintf(path, sizeof path, "%s/bad.lift", dir);
    char *out = NULL;
    lift_free(must(lift_open(path, "{\"durability\":\"normal\"}", &store, &out), out, "open"));
    must(lift_save(store, "{\"kind\":\"exercise\",\"exercise\":{\"name\":\"Squat\",\"tags\":[\"legs\"]}}", &out), out, "save");
    char squat_id[40] = {0};
    const char *id = strstr(out, "\"id\":\"");
    if (!id || sscanf(id + 6, "%36[0-9a-f-]", squat_id) != 1) { fprintf(stderr, "no id in %s\n", out); return 2; }
    lift_free(out);
    lift_free(must(lift_save(store, "{\"kind\":\"routine\",\"routine\":{\"name\":\"Legs\",\"exercises\":[{\"name\":\"Squat\"},{\"name\":\"Lunge\"}]}}", &out), out, "routine"));
    lift_free(must(lift_save(store, "{\"kind\":\"weight\",\"weight\":{\"date\":\"2024-03-01\",\"weight\":80.5,\"unit\":\"kg\"}}", &out), out, "weight"));

    snprintf(base_rest[E_OPEN], sizeof base_rest[0], ",\"busy_timeout_ms\":5000");
    snprintf(base_rest[E_SAVE], sizeof base_rest[0], ",\"exercise\":{\"name\":\"Catalogue\"}");
    snprintf(base_rest[E_LOAD], sizeof base_rest[0], ",\"limit\":10");
    snprintf(base_rest[E_REMOVE], sizeof base_rest[0], ",\"id\":\"%s\"", squat_id);
    snprintf(base_rest[E_ROUTE], sizeof base_rest[0], ",\"stops\":[{\"lat\":60.17,\"lon\":24.94},{\"lat\":60.18,\"lon\":24.95}]");

    deep_array = repeat("\"x\":", "[", 100000, "", "]", "");
    deep_object = repeat("\"x\":", "{\"x\":", 10000, "1", "}", "");
    long_key = repeat("\"", "k", 100000, "\":1", "", "");
    long_string = repeat("\"", "s", 100000, "\"", "", "");
    oversized = repeat("\"pad\":\"", "x", 20u << 20, "\"", "", "");

    size_t n = sizeof classes / sizeof *classes;
    for (size_t i = 0; i < n; i++)
        for (int e = 0; e < N_ENTRIES; e++) run(&classes[i], e, squat_id);

    lift_close(store);
    free(deep_array); free(deep_object); free(long_key); free(long_string); free(oversized);
    char side[160];
    unlink(path);
    snprintf(side, sizeof side, "%s-wal", path); unlink(side);
    snprintf(side, sizeof side, "%s-shm", path); unlink(side);
    rmdir(dir);
    printf("test_bad_input: %zu classes x %d entry points, %d checks, %d failures\n", n, N_ENTRIES, checks, failures);
    return failures ? 1 : 0;
}
