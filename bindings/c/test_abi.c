/*
 * test_abi.c — tests of liblift's C ABI (include/lift.h): ownership, NULL arguments, bad JSON,
 * handle misuse, status names, versions, *out_json on every path, threads on one store.
 *
 *   make test                 build and run
 *   ./test_abi [NAME...]      run only the named tests
 *   make valgrind             run under valgrind (every returned string must be lift_free'd)
 *
 * Each test runs in a forked child so that a crash in the library is reported as that test's
 * failure (with the signal) and the runner goes on; LIFT_TEST_NOFORK=1 runs them in-process.
 * Output: one line per test ("ok   NAME" / "FAIL NAME: why"), then exactly "N passed, N failed".
 * The exit status is non-zero when a test failed.
 * LIFT_TEST_ITERATIONS scales the thread tests (default 500 saves per thread).
 */
#define _XOPEN_SOURCE 700

#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <lift.h>

/* ---- a tiny harness ------------------------------------------------------------------------ */

static int g_failed;           /* the current test failed */
static char g_dir[256];        /* scratch directory for this run */
static const char *g_test;     /* the current test's name */

#define CHECK(cond)                                                                         \
    do {                                                                                    \
        if (!(cond)) {                                                                      \
            fprintf(stderr, "    %s:%d: %s: CHECK(%s) failed\n", __FILE__, __LINE__, g_test, \
                    #cond);                                                                 \
            g_failed = 1;                                                                   \
        }                                                                                   \
    } while (0)

#define CHECK_STATUS(got, want)                                                             \
    do {                                                                                    \
        int32_t got_ = (got), want_ = (want);                                               \
        if (got_ != want_) {                                                                \
            fprintf(stderr, "    %s:%d: %s: %s returned %d (%s), want %d (%s)\n", __FILE__,   \
                    __LINE__, g_test, #got, (int)got_, lift_status_name(got_), (int)want_,  \
                    lift_status_name(want_));                                               \
            g_failed = 1;                                                                   \
        }                                                                                   \
    } while (0)

/* A value no library would write: used to prove that *out_json / *out were written. */
#define SENTINEL_STR ((char *)(uintptr_t)0xDEADBEEFu)
#define SENTINEL_STORE ((lift_store *)(uintptr_t)0xDEADBEEFu)
/* Handles that were never returned by lift_open. */
#define BOGUS_STORE ((lift_store *)(uintptr_t)12345u)

static int iterations(void)
{
    const char *s = getenv("LIFT_TEST_ITERATIONS");
    int n = s ? atoi(s) : 500;
    return n > 0 ? n : 500;
}

static void path_for(char *buf, size_t size, const char *name)
{
    snprintf(buf, size, "%s/%s", g_dir, name);
}

/* Checks that a call wrote *out_json (sentinel replaced); frees it. Returns 1 when it was a
 * string containing `needle` (needle NULL: any non-NULL string). */
static int take(char *json, const char *needle, int line)
{
    int ok;
    if (json == SENTINEL_STR) {
        fprintf(stderr, "    line %d: %s: *out_json was not written\n", line, g_test);
        g_failed = 1;
        return 0;
    }
    ok = json != NULL && (needle == NULL || strstr(json, needle) != NULL);
    if (!ok) {
        fprintf(stderr, "    line %d: %s: response %s does not contain %s\n", line, g_test,
                json ? json : "(null)", needle ? needle : "(any string)");
        g_failed = 1;
    }
    lift_free(json);
    return ok;
}
#define TAKE(json, needle) take((json), (needle), __LINE__)

static lift_store *open_store(const char *name, const char *options)
{
    char path[512];
    lift_store *store = NULL;
    char *json = SENTINEL_STR;
    int32_t status;
    path_for(path, sizeof path, name);
    status = lift_open(path, options, &store, &json);
    CHECK_STATUS(status, LIFT_OK);
    TAKE(json, "{\"store\":");
    CHECK(store != NULL && store != SENTINEL_STORE);
    return status == LIFT_OK ? store : NULL;
}

typedef int32_t (*verb_fn)(lift_store *, const char *, char **);
static const struct {
    const char *name;
    verb_fn fn;
    const char *valid;
} VERBS[] = {
    {"save", lift_save, "{\"kind\":\"exercise\",\"exercise\":{\"name\":\"Valid\"}}"},
    {"load", lift_load, "{\"kind\":\"exercise\"}"},
    {"remove", lift_remove, "{\"kind\":\"exercise\",\"id\":\"00000000-0000-4000-8000-000000000000\"}"},
    {"route", lift_route, "{\"stops\":[{\"lat\":60.17,\"lon\":24.94},{\"lat\":60.2,\"lon\":24.9}],\"profile\":\"car\"}"},
};
#define NVERBS (sizeof VERBS / sizeof VERBS[0])

static const char MISUSE_DOC[] = "{\"error\":{\"status\":-2,\"code\":\"misuse\"";
static const char INVALID_DOC[] = "{\"error\":{\"status\":-1,";

/* ---- versions and names -------------------------------------------------------------------- */

static void test_version_matches_header(void)
{
    CHECK(lift_version() != NULL && strcmp(lift_version(), LIFT_VERSION_STRING) == 0);
    CHECK(lift_abi_version() == LIFT_ABI_VERSION);
    CHECK(lift_version() == lift_version()); /* static: the same pointer every time */
}

static void test_status_name_every_status(void)
{
    static const struct {
        int32_t status;
        const char *name;
    } names[] = {
        {LIFT_OK, "ok"},
        {LIFT_E_INVALID_REQUEST, "invalid_request"},
        {LIFT_E_MISUSE, "misuse"},
        {LIFT_E_CONFLICT, "conflict"},
        {LIFT_E_NOT_FOUND, "not_found"},
        {LIFT_E_IO, "io"},
        {LIFT_E_CORRUPT, "corrupt"},
        {LIFT_E_BUSY, "busy"},
        {LIFT_E_UNSUPPORTED, "unsupported"},
        {LIFT_E_UNAUTHORIZED, "unauthorized"},
        {LIFT_E_UNAVAILABLE, "unavailable"},
        {LIFT_E_NO_MEMORY, "no_memory"},
        {LIFT_E_INTERNAL, "internal"},
        {LIFT_E_CANCELLED, "cancelled"},
    };
    size_t i;
    for (i = 0; i < sizeof names / sizeof names[0]; i++) {
        const char *got = lift_status_name(names[i].status);
        if (got == NULL || strcmp(got, names[i].name) != 0) {
            fprintf(stderr, "    status %d: got %s, want %s\n", (int)names[i].status,
                    got ? got : "(null)", names[i].name);
            g_failed = 1;
        }
    }
}

static void test_status_name_unknown_status(void)
{
    static const int32_t unknown[] = {1, 2, -14, -100, INT32_MAX, INT32_MIN};
    size_t i;
    for (i = 0; i < sizeof unknown / sizeof unknown[0]; i++) {
        const char *got = lift_status_name(unknown[i]);
        CHECK(got != NULL && strcmp(got, "unknown") == 0);
    }
}

/* ---- NULL arguments ------------------------------------------------------------------------ */

static void test_close_null_returns_ok(void)
{
    CHECK_STATUS(lift_close(NULL), LIFT_OK);
}

static void test_free_null_is_noop(void)
{
    lift_free(NULL);
}

static void test_open_null_path_returns_misuse(void)
{
    lift_store *store = SENTINEL_STORE;
    char *json = SENTINEL_STR;
    CHECK_STATUS(lift_open(NULL, NULL, &store, &json), LIFT_E_MISUSE);
    CHECK(store == NULL);
    TAKE(json, MISUSE_DOC);
}

static void test_open_null_out_returns_misuse(void)
{
    char path[512];
    char *json = SENTINEL_STR;
    struct stat st;
    path_for(path, sizeof path, "null-out.lift");
    CHECK_STATUS(lift_open(path, NULL, NULL, &json), LIFT_E_MISUSE);
    TAKE(json, MISUSE_DOC);
    CHECK(stat(path, &st) != 0); /* nothing created */
}

static void test_open_null_out_json_returns_misuse(void)
{
    char path[512];
    lift_store *store = SENTINEL_STORE;
    struct stat st;
    path_for(path, sizeof path, "null-out-json.lift");
    CHECK_STATUS(lift_open(path, NULL, &store, NULL), LIFT_E_MISUSE);
    CHECK(store == NULL);
    CHECK(stat(path, &st) != 0);
}

static void test_open_all_null_returns_misuse(void)
{
    CHECK_STATUS(lift_open(NULL, NULL, NULL, NULL), LIFT_E_MISUSE);
}

static void test_verbs_null_store_return_misuse(void)
{
    size_t i;
    for (i = 0; i < NVERBS; i++) {
        char *json = SENTINEL_STR;
        CHECK_STATUS(VERBS[i].fn(NULL, VERBS[i].valid, &json), LIFT_E_MISUSE);
        TAKE(json, MISUSE_DOC);
    }
}

static void test_verbs_null_request_return_misuse(void)
{
    lift_store *store = open_store("null-request.lift", NULL);
    size_t i;
    for (i = 0; store && i < NVERBS; i++) {
        char *json = SENTINEL_STR;
        CHECK_STATUS(VERBS[i].fn(store, NULL, &json), LIFT_E_MISUSE);
        TAKE(json, MISUSE_DOC);
    }
    CHECK_STATUS(lift_close(store), LIFT_OK);
}

static void test_verbs_null_out_json_return_misuse(void)
{
    lift_store *store = open_store("null-out-json-verbs.lift", NULL);
    char *json = SENTINEL_STR;
    size_t i;
    for (i = 0; store && i < NVERBS; i++)
        CHECK_STATUS(VERBS[i].fn(store, VERBS[i].valid, NULL), LIFT_E_MISUSE);
    /* and nothing was saved by the refused lift_save */
    CHECK_STATUS(lift_load(store, "{\"kind\":\"exercise\"}", &json), LIFT_OK);
    TAKE(json, "\"total\":0");
    CHECK_STATUS(lift_close(store), LIFT_OK);
}

static void test_verbs_all_null_return_misuse(void)
{
    size_t i;
    for (i = 0; i < NVERBS; i++)
        CHECK_STATUS(VERBS[i].fn(NULL, NULL, NULL), LIFT_E_MISUSE);
}

/* ---- bad JSON ------------------------------------------------------------------------------ */

static void test_open_bad_options_returns_invalid_request(void)
{
    static const char *bad[] = {"{", "[]", "", "{\"durability\":\"sometimes\"}",
                                "{\"busy_timeout_ms\":-1}", "{\"colour\":1}", "{} x"};
    size_t i;
    for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char path[512];
        lift_store *store = SENTINEL_STORE;
        char *json = SENTINEL_STR;
        struct stat st;
        path_for(path, sizeof path, "bad-options.lift");
        CHECK_STATUS(lift_open(path, bad[i], &store, &json), LIFT_E_INVALID_REQUEST);
        CHECK(store == NULL);
        TAKE(json, INVALID_DOC);
        CHECK(stat(path, &st) != 0);
        if (store != NULL && store != SENTINEL_STORE)
            lift_close(store);
    }
}

static void test_verbs_bad_json_return_invalid_request(void)
{
    static const char *bad[] = {
        "",
        "{",
        "{\"kind\":\"exercise\",\"exercise\":{\"name\":\"x\"}} trailing",
        "[1,2,3]",
        "{\"kind\":\"exercise\",\"exercise\":{\"name\":\"a\\u0000b\"}}",
        "{\"kind\":\"exercise\",\"exercise\":{\"name\":\"\xff\xfe\"}}",
        "{\"kind\":\"exercise\",\"kind\":\"exercise\",\"exercise\":{\"name\":\"dup\"}}",
        "{\"kind\":\"exercise\",\"exercise\":{\"name\":42}}",
        "{\"kind\":\"exercise\",\"exercise\":{\"name\":\"x\",\"colour\":\"red\"}}",
        "{\"exercise\":{\"name\":\"x\"}}",
    };
    lift_store *store = open_store("bad-json.lift", "{\"durability\":\"normal\"}");
    size_t i, v;
    char *json = SENTINEL_STR;
    for (i = 0; store && i < sizeof bad / sizeof bad[0]; i++) {
        for (v = 0; v < NVERBS; v++) {
            int32_t status;
            json = SENTINEL_STR;
            status = VERBS[v].fn(store, bad[i], &json);
            if (VERBS[v].fn == lift_route) {
                CHECK(status < 0);
                TAKE(json, "{\"error\":{");
            } else {
                if (status != LIFT_E_INVALID_REQUEST)
                    fprintf(stderr, "    request #%u on %s\n", (unsigned)i, VERBS[v].name);
                CHECK_STATUS(status, LIFT_E_INVALID_REQUEST);
                TAKE(json, INVALID_DOC);
            }
        }
    }
    json = SENTINEL_STR;
    CHECK_STATUS(lift_load(store, "{\"kind\":\"exercise\"}", &json), LIFT_OK);
    TAKE(json, "\"total\":0");
    CHECK_STATUS(lift_close(store), LIFT_OK);
}

static void test_save_10mib_payload_returns_invalid_request(void)
{
    const size_t pad = 10u * 1024u * 1024u;
    const char *head = "{\"kind\":\"exercise\",\"exercise\":{\"name\":\"Big\"},\"pad\":\"";
    size_t n = strlen(head);
    char *request = malloc(n + pad + 3);
    lift_store *store = open_store("big.lift", "{\"durability\":\"normal\"}");
    char *json = SENTINEL_STR;
    CHECK(request != NULL);
    if (request && store) {
        memcpy(request, head, n);
        memset(request + n, 'x', pad);
        memcpy(request + n + pad, "\"}", 3);
        CHECK_STATUS(lift_save(store, request, &json), LIFT_E_INVALID_REQUEST);
        TAKE(json, INVALID_DOC);
    }
    free(request);
    CHECK_STATUS(lift_close(store), LIFT_OK);
}

/* ---- handles ------------------------------------------------------------------------------- */

static void test_use_after_close_returns_misuse(void)
{
    lift_store *store = open_store("after-close.lift", NULL);
    size_t i;
    CHECK_STATUS(lift_close(store), LIFT_OK);
    for (i = 0; store && i < NVERBS; i++) {
        char *json = SENTINEL_STR;
        CHECK_STATUS(VERBS[i].fn(store, VERBS[i].valid, &json), LIFT_E_MISUSE);
        TAKE(json, MISUSE_DOC);
    }
}

static void test_double_close_returns_misuse(void)
{
    lift_store *store = open_store("double-close.lift", NULL);
    CHECK_STATUS(lift_close(store), LIFT_OK);
    CHECK_STATUS(lift_close(store), LIFT_E_MISUSE);
    CHECK_STATUS(lift_close(store), LIFT_E_MISUSE);
}

static void test_never_opened_handle_returns_misuse(void)
{
    lift_store *const bogus[] = {
        BOGUS_STORE,
        (lift_store *)(uintptr_t)1u,
        (lift_store *)(uintptr_t)0x7fff00000000ull,
        (lift_store *)(uintptr_t)UINTPTR_MAX,
    };
    char local[64] = {0}; /* readable memory that is no store */
    size_t b, i;
    for (b = 0; b < sizeof bogus / sizeof bogus[0] + 1; b++) {
        lift_store *store = b < sizeof bogus / sizeof bogus[0] ? bogus[b] : (lift_store *)(void *)local;
        for (i = 0; i < NVERBS; i++) {
            char *json = SENTINEL_STR;
            CHECK_STATUS(VERBS[i].fn(store, VERBS[i].valid, &json), LIFT_E_MISUSE);
            TAKE(json, MISUSE_DOC);
        }
        CHECK_STATUS(lift_close(store), LIFT_E_MISUSE);
    }
}

static void test_open_close_cycles_release_everything(void)
{
    int i;
    for (i = 0; i < 50; i++) {
        lift_store *store = open_store("cycles.lift", "{\"durability\":\"normal\"}");
        char *json = SENTINEL_STR;
        CHECK_STATUS(lift_load(store, "{\"kind\":\"exercise\"}", &json), LIFT_OK);
        TAKE(json, "{\"kind\":\"exercise\"");
        CHECK_STATUS(lift_close(store), LIFT_OK);
    }
}

/* ---- *out_json on every path; ownership of every string ------------------------------------ */

static void test_round_trip_every_out_json_written_and_freed(void)
{
    lift_store *store = open_store("round-trip.lift", NULL);
    char *json = SENTINEL_STR;
    char request[256];
    const char *p;
    char id[40] = {0};

    CHECK_STATUS(lift_save(store, "{\"kind\":\"exercise\",\"exercise\":{\"name\":\"Bench press\",\"tags\":[\"chest\"]}}", &json), LIFT_OK);
    TAKE(json, "\"name\":\"Bench press\"");

    json = SENTINEL_STR;
    CHECK_STATUS(lift_save(store, "{\"kind\":\"routine\",\"routine\":{\"name\":\"Push\",\"exercises\":[{\"name\":\"bench press\"},{\"name\":\"Dip\"}]}}", &json), LIFT_OK);
    CHECK(json != SENTINEL_STR && json != NULL);
    p = (json && json != SENTINEL_STR) ? strstr(json, "\"routine\":{\"id\":\"") : NULL;
    CHECK(p != NULL);
    if (p)
        memcpy(id, p + strlen("\"routine\":{\"id\":\""), 36);
    TAKE(json, "\"name\":\"Dip\"");

    snprintf(request, sizeof request, "{\"kind\":\"routine\",\"id\":\"%s\"}", id);
    json = SENTINEL_STR;
    CHECK_STATUS(lift_load(store, request, &json), LIFT_OK);
    TAKE(json, "\"name\":\"Push\"");

    json = SENTINEL_STR;
    CHECK_STATUS(lift_remove(store, request, &json), LIFT_OK);
    TAKE(json, "\"removed\":1");

    json = SENTINEL_STR;
    CHECK_STATUS(lift_load(store, request, &json), LIFT_E_NOT_FOUND);
    TAKE(json, "{\"error\":{\"status\":-4,\"code\":\"not_found\"");

    CHECK_STATUS(lift_close(store), LIFT_OK);
}

static void test_routine_sad_paths_return_lift_me_codes(void)
{
    lift_store *store = open_store("sad.lift", "{\"durability\":\"normal\"}");
    char *json = SENTINEL_STR;

    CHECK_STATUS(lift_save(store, "{\"kind\":\"routine\",\"routine\":{}}", &json), LIFT_E_INVALID_REQUEST);
    TAKE(json, "\"code\":\"empty_routine\"");

    json = SENTINEL_STR;
    CHECK_STATUS(lift_save(store, "{\"kind\":\"routine\",\"routine\":{\"name\":\"Push\",\"exercises\":[{\"name\":\"Bench press\"}]}}", &json), LIFT_OK);
    TAKE(json, NULL);

    json = SENTINEL_STR;
    CHECK_STATUS(lift_save(store, "{\"kind\":\"routine\",\"routine\":{\"name\":\"Push\",\"exercises\":[{\"name\":\"Squat\"}]}}", &json), LIFT_E_CONFLICT);
    TAKE(json, "\"code\":\"duplicate_routine_name\"");

    json = SENTINEL_STR;
    CHECK_STATUS(lift_save(store, "{\"kind\":\"routine\",\"routine\":{\"name\":\"Chest\",\"exercises\":[{\"name\":\"Bench press\"}]}}", &json), LIFT_E_CONFLICT);
    TAKE(json, "\"code\":\"duplicate_routine_exercises\"");

    json = SENTINEL_STR;
    CHECK_STATUS(lift_save(store, "{\"kind\":\"routine\",\"routine\":{\"name\":\"Push\",\"exercises\":[{\"name\":\"Bench press\"}]}}", &json), LIFT_E_CONFLICT);
    TAKE(json, "\"code\":\"duplicate_routine_exercises\"");

    json = SENTINEL_STR;
    CHECK_STATUS(lift_load(store, "{\"kind\":\"routine\",\"id\":\"00000000-0000-4000-8000-000000000000\"}", &json), LIFT_E_NOT_FOUND);
    TAKE(json, "\"code\":\"not_found\"");

    json = SENTINEL_STR;
    CHECK_STATUS(lift_load(store, "{\"kind\":\"spaceship\"}", &json), LIFT_E_UNSUPPORTED);
    TAKE(json, "\"code\":\"unknown_kind\"");

    CHECK_STATUS(lift_close(store), LIFT_OK);
}

static void test_route_without_network_returns_unavailable(void)
{
    lift_store *store = open_store("route.lift", NULL);
    char *json = SENTINEL_STR;
    CHECK_STATUS(lift_route(store, VERBS[3].valid, &json), LIFT_E_UNAVAILABLE);
    TAKE(json, "{\"error\":{\"status\":-10,\"code\":\"no_road_network\"");
    CHECK_STATUS(lift_close(store), LIFT_OK);
}

static void test_open_not_a_store_returns_corrupt_and_leaves_file(void)
{
    static const char content[] = "this is not a database, just some text\n";
    char path[512], back[sizeof content + 16];
    lift_store *store = SENTINEL_STORE;
    char *json = SENTINEL_STR;
    FILE *f;
    size_t n;
    path_for(path, sizeof path, "notes.txt");
    f = fopen(path, "wb");
    CHECK(f != NULL);
    if (!f)
        return;
    fwrite(content, 1, sizeof content - 1, f);
    fclose(f);
    CHECK_STATUS(lift_open(path, NULL, &store, &json), LIFT_E_CORRUPT);
    CHECK(store == NULL);
    TAKE(json, "{\"error\":{\"status\":-6,");
    f = fopen(path, "rb");
    CHECK(f != NULL);
    if (!f)
        return;
    n = fread(back, 1, sizeof back, f);
    fclose(f);
    CHECK(n == sizeof content - 1 && memcmp(back, content, n) == 0);
}

static void test_open_missing_file_no_create_returns_not_found(void)
{
    static const char *options[] = {"{\"create\":false}", "{\"read_only\":true}"};
    size_t i;
    for (i = 0; i < sizeof options / sizeof options[0]; i++) {
        char path[512];
        lift_store *store = SENTINEL_STORE;
        char *json = SENTINEL_STR;
        struct stat st;
        path_for(path, sizeof path, "missing.lift");
        CHECK_STATUS(lift_open(path, options[i], &store, &json), LIFT_E_NOT_FOUND);
        CHECK(store == NULL);
        TAKE(json, "\"code\":\"no_store_file\"");
        CHECK(stat(path, &st) != 0);
    }
}

static void test_open_directory_returns_io(void)
{
    char path[512];
    lift_store *store = SENTINEL_STORE;
    char *json = SENTINEL_STR;
    path_for(path, sizeof path, "a-directory");
    CHECK(mkdir(path, 0700) == 0);
    CHECK_STATUS(lift_open(path, NULL, &store, &json), LIFT_E_IO);
    CHECK(store == NULL);
    TAKE(json, "{\"error\":{\"status\":-5,");
}

static void test_load_paged_returns_total_and_page(void)
{
    lift_store *store = open_store("paged.lift", "{\"durability\":\"normal\"}");
    char *json = SENTINEL_STR;
    const char *p;
    int items = 0;
    CHECK_STATUS(lift_save(store, "{\"kind\":\"exercise\",\"items\":[{\"name\":\"A\"},{\"name\":\"B\"},{\"name\":\"C\"}]}", &json), LIFT_OK);
    TAKE(json, "{\"kind\":\"exercise\",\"items\":[");
    json = SENTINEL_STR;
    CHECK_STATUS(lift_load(store, "{\"kind\":\"exercise\",\"limit\":2,\"offset\":1}", &json), LIFT_OK);
    for (p = json && json != SENTINEL_STR ? json : ""; (p = strstr(p, "\"creation_date\"")) != NULL; p++)
        items++;
    CHECK(items == 2);
    TAKE(json, "\"total\":3");
    CHECK_STATUS(lift_close(store), LIFT_OK);
}

/* ---- lift_set_transport -------------------------------------------------------------------- */

struct fake_remote {
    int calls;
    int frees;
    int32_t http_status;
    const char *body; /* copied into a malloc'd buffer; NULL: no body */
    int32_t result;   /* what the callback returns */
    char last_url[256];
};

static struct fake_remote *g_remote; /* for the free_body counter (one store at a time here) */

static void counting_free(void *p)
{
    if (g_remote)
        g_remote->frees++;
    free(p);
}

static int32_t fake_transport(void *ctx, const char *url, const char *headers_json,
                              int32_t *http_status, char **body, size_t *body_len)
{
    struct fake_remote *r = ctx;
    (void)headers_json;
    r->calls++;
    snprintf(r->last_url, sizeof r->last_url, "%s", url ? url : "");
    *http_status = r->http_status;
    *body = NULL;
    *body_len = 0;
    if (r->body) {
        size_t n = strlen(r->body);
        *body = malloc(n ? n : 1);
        if (*body) {
            memcpy(*body, r->body, n);
            *body_len = n;
        }
    }
    return r->result;
}

static const char IMAGE_REQUEST[] = "{\"kind\":\"image\",\"url\":\"https://img.example.test/a.png\"}";

static void test_set_transport_null_and_bad_handles_return_misuse(void)
{
    struct fake_remote r = {0, 0, 200, "x", 0, ""};
    lift_store *store = open_store("transport-misuse.lift", NULL);
    CHECK_STATUS(lift_set_transport(NULL, fake_transport, &r, free), LIFT_E_MISUSE);
    CHECK_STATUS(lift_set_transport(NULL, NULL, NULL, NULL), LIFT_E_MISUSE);
    CHECK_STATUS(lift_set_transport(BOGUS_STORE, fake_transport, &r, free), LIFT_E_MISUSE);
    CHECK_STATUS(lift_set_transport(store, fake_transport, &r, NULL), LIFT_E_MISUSE);
    CHECK_STATUS(lift_set_transport(store, NULL, NULL, NULL), LIFT_OK);
    CHECK_STATUS(lift_close(store), LIFT_OK);
    CHECK_STATUS(lift_set_transport(store, fake_transport, &r, free), LIFT_E_MISUSE);
    CHECK(r.calls == 0);
}

static void test_set_transport_body_freed_once_per_call(void)
{
    struct fake_remote r = {0, 0, 200, "\x89PNG\r\n\x1a\n fake image bytes", 0, ""};
    lift_store *store = open_store("transport.lift", "{\"durability\":\"normal\"}");
    char *json = SENTINEL_STR;
    g_remote = &r;
    CHECK_STATUS(lift_set_transport(store, fake_transport, &r, counting_free), LIFT_OK);

    CHECK_STATUS(lift_load(store, IMAGE_REQUEST, &json), LIFT_OK);
    TAKE(json, "\"source\":\"remote\"");
    CHECK(r.calls == 1 && r.frees == 1);
    CHECK(strcmp(r.last_url, "https://img.example.test/a.png") == 0);

    json = SENTINEL_STR; /* cached: no second call */
    CHECK_STATUS(lift_load(store, IMAGE_REQUEST, &json), LIFT_OK);
    TAKE(json, "\"source\":\"cache\"");
    CHECK(r.calls == 1 && r.frees == 1);

    /* a failing callback that still handed over a body: freed exactly once as well */
    r.result = 1;
    json = SENTINEL_STR;
    CHECK_STATUS(lift_load(store, "{\"kind\":\"image\",\"url\":\"https://img.example.test/b.png\"}", &json), LIFT_E_UNAVAILABLE);
    TAKE(json, "\"code\":\"remote_unavailable\"");
    CHECK(r.calls == 2 && r.frees == 2);

    /* HTTP 404 and an empty 200 */
    r.result = 0;
    r.http_status = 404;
    json = SENTINEL_STR;
    CHECK_STATUS(lift_load(store, "{\"kind\":\"image\",\"url\":\"https://img.example.test/c.png\"}", &json), LIFT_E_UNAVAILABLE);
    TAKE(json, "\"code\":\"remote_status\"");
    r.http_status = 200;
    r.body = NULL;
    json = SENTINEL_STR;
    CHECK_STATUS(lift_load(store, "{\"kind\":\"image\",\"url\":\"https://img.example.test/d.png\"}", &json), LIFT_E_UNAVAILABLE);
    TAKE(json, "\"code\":\"invalid_image_data\"");
    CHECK(r.calls == 4 && r.frees == 3);

    CHECK_STATUS(lift_close(store), LIFT_OK);
    g_remote = NULL;
}

/* A transport that calls back into the store whose call runs it: the network wait holds no lock
 * of the store, so its loads, saves, removes and routes run; closing the store or replacing the
 * transport from inside it would wait for itself, so both are refused with LIFT_E_MISUSE, and the
 * store works normally afterwards. */
struct reentrant {
    lift_store *store;
    int32_t load, save, remove, route, set_transport, close;
    int load_code_ok;
};

static int32_t reentrant_transport(void *ctx, const char *url, const char *headers_json,
                                   int32_t *http_status, char **body, size_t *body_len)
{
    struct reentrant *r = ctx;
    char *json = NULL;
    (void)url;
    (void)headers_json;
    *http_status = 0;
    *body = NULL;
    *body_len = 0;
    r->load = lift_load(r->store, "{\"kind\":\"exercise\"}", &json);
    r->load_code_ok = json != NULL && strstr(json, "\"total\":0") != NULL;
    lift_free(json);
    json = NULL;
    r->save = lift_save(r->store, "{\"kind\":\"exercise\",\"exercise\":{\"name\":\"Row\"}}", &json);
    lift_free(json);
    json = NULL;
    r->remove = lift_remove(r->store, "{\"kind\":\"exercise\",\"id\":\"00000000-0000-4000-8000-000000000001\"}", &json);
    lift_free(json);
    json = NULL;
    r->route = lift_route(r->store, "{\"stops\":[{\"lat\":60.1,\"lon\":24.9},{\"lat\":60.2,\"lon\":24.9}]}", &json);
    lift_free(json);
    r->set_transport = lift_set_transport(r->store, NULL, NULL, NULL);
    r->close = lift_close(r->store);
    return 1; /* no response */
}

static void test_set_transport_callback_calling_its_store_works_but_close_returns_misuse(void)
{
    lift_store *store = open_store("transport-reentrant.lift", "{\"durability\":\"normal\"}");
    struct reentrant r = {store, 0, 0, 0, 0, 0, 0, 0};
    char *json = SENTINEL_STR;
    CHECK_STATUS(lift_set_transport(store, reentrant_transport, &r, free), LIFT_OK);
    CHECK_STATUS(lift_load(store, IMAGE_REQUEST, &json), LIFT_E_UNAVAILABLE);
    TAKE(json, "\"code\":\"remote_unavailable\"");
    CHECK_STATUS(r.load, LIFT_OK);
    CHECK(r.load_code_ok);
    CHECK_STATUS(r.save, LIFT_OK);
    CHECK_STATUS(r.remove, LIFT_E_NOT_FOUND);
    CHECK_STATUS(r.route, LIFT_E_UNAVAILABLE); /* no road network */
    CHECK_STATUS(r.set_transport, LIFT_E_MISUSE);
    CHECK_STATUS(r.close, LIFT_E_MISUSE);
    /* the refused close left the store open, with the transport's save in it */
    json = SENTINEL_STR;
    CHECK_STATUS(lift_load(store, "{\"kind\":\"exercise\"}", &json), LIFT_OK);
    TAKE(json, "\"total\":1");
    CHECK_STATUS(lift_close(store), LIFT_OK);
}

/* ---- threads ------------------------------------------------------------------------------- */

struct hammer {
    lift_store *store;
    int index;
    int count;
    int ok;
    int failed;
    int32_t first_bad;
};

static void *hammer_saves(void *arg)
{
    struct hammer *h = arg;
    char request[160];
    int i;
    for (i = 0; i < h->count; i++) {
        char *json = SENTINEL_STR;
        const char *id = NULL;
        char id_request[128] = "";
        char name[48];
        int32_t status;
        snprintf(request, sizeof request,
                 "{\"kind\":\"exercise\",\"exercise\":{\"name\":\"t%d-%d\",\"tags\":[\"t%d\"]}}", h->index, i, h->index);
        snprintf(name, sizeof name, "\"name\":\"t%d-%d\"", h->index, i);
        status = lift_save(h->store, request, &json);
        if (status == LIFT_OK && json != NULL && json != SENTINEL_STR && (id = strstr(json, "\"id\":\"")) != NULL) {
            h->ok++;
            snprintf(id_request, sizeof id_request, "{\"kind\":\"exercise\",\"id\":\"%.36s\"}", id + 6);
        } else {
            if (!h->failed)
                h->first_bad = status;
            h->failed++;
        }
        if (json != SENTINEL_STR)
            lift_free(json);
        if (!id_request[0])
            continue;
        /* interleave reads with the writes: the acknowledged record is there */
        json = SENTINEL_STR;
        status = lift_load(h->store, id_request, &json);
        if (status != LIFT_OK || json == NULL || json == SENTINEL_STR || strstr(json, name) == NULL) {
            if (!h->failed)
                h->first_bad = status;
            h->failed++;
        }
        if (json != SENTINEL_STR)
            lift_free(json);
    }
    return NULL;
}

static void test_threads_hammer_one_store(void)
{
    enum { NTHREADS = 8 };
    pthread_t threads[NTHREADS];
    struct hammer h[NTHREADS];
    lift_store *store = open_store("threads.lift", "{\"durability\":\"normal\"}");
    char *json = SENTINEL_STR;
    char expect[64];
    int i, total = 0, n = iterations();
    if (!store)
        return;
    for (i = 0; i < NTHREADS; i++) {
        h[i].store = store;
        h[i].index = i;
        h[i].count = n;
        h[i].ok = h[i].failed = 0;
        h[i].first_bad = 0;
        CHECK(pthread_create(&threads[i], NULL, hammer_saves, &h[i]) == 0);
    }
    for (i = 0; i < NTHREADS; i++) {
        pthread_join(threads[i], NULL);
        if (h[i].failed)
            fprintf(stderr, "    thread %d: %d failed calls, first status %d\n", i, h[i].failed, (int)h[i].first_bad);
        CHECK(h[i].failed == 0);
        total += h[i].ok;
    }
    CHECK(total == NTHREADS * n);
    CHECK_STATUS(lift_load(store, "{\"kind\":\"exercise\"}", &json), LIFT_OK);
    snprintf(expect, sizeof expect, "\"total\":%d", total);
    TAKE(json, expect);
    CHECK_STATUS(lift_close(store), LIFT_OK);
}

struct racer {
    lift_store *store;
    int ok, misuse, other;
};

static void *race_loads(void *arg)
{
    struct racer *r = arg;
    int i;
    for (i = 0; i < 2000; i++) {
        char *json = SENTINEL_STR;
        int32_t status = lift_load(r->store, "{\"kind\":\"exercise\"}", &json);
        if (json == SENTINEL_STR) {
            r->other++;
            break;
        }
        lift_free(json);
        if (status == LIFT_OK) {
            r->ok++;
        } else if (status == LIFT_E_MISUSE) {
            r->misuse++;
            break; /* closed under us */
        } else {
            r->other++;
        }
    }
    return NULL;
}

static void test_threads_close_while_calling_ok_or_misuse(void)
{
    enum { NTHREADS = 4 };
    pthread_t threads[NTHREADS];
    struct racer r[NTHREADS];
    lift_store *store = open_store("race.lift", "{\"durability\":\"normal\"}");
    int i;
    if (!store)
        return;
    for (i = 0; i < NTHREADS; i++) {
        r[i].store = store;
        r[i].ok = r[i].misuse = r[i].other = 0;
        CHECK(pthread_create(&threads[i], NULL, race_loads, &r[i]) == 0);
    }
    {
        struct timespec ts = {0, 20 * 1000 * 1000};
        nanosleep(&ts, NULL);
    }
    CHECK_STATUS(lift_close(store), LIFT_OK);
    for (i = 0; i < NTHREADS; i++) {
        pthread_join(threads[i], NULL);
        CHECK(r[i].other == 0);
    }
}

/* ---- runner -------------------------------------------------------------------------------- */

static const struct {
    const char *name;
    void (*fn)(void);
} TESTS[] = {
#define T(name) {#name, name}
    T(test_version_matches_header),
    T(test_status_name_every_status),
    T(test_status_name_unknown_status),
    T(test_close_null_returns_ok),
    T(test_free_null_is_noop),
    T(test_open_null_path_returns_misuse),
    T(test_open_null_out_returns_misuse),
    T(test_open_null_out_json_returns_misuse),
    T(test_open_all_null_returns_misuse),
    T(test_verbs_null_store_return_misuse),
    T(test_verbs_null_request_return_misuse),
    T(test_verbs_null_out_json_return_misuse),
    T(test_verbs_all_null_return_misuse),
    T(test_open_bad_options_returns_invalid_request),
    T(test_verbs_bad_json_return_invalid_request),
    T(test_save_10mib_payload_returns_invalid_request),
    T(test_use_after_close_returns_misuse),
    T(test_double_close_returns_misuse),
    T(test_never_opened_handle_returns_misuse),
    T(test_open_close_cycles_release_everything),
    T(test_round_trip_every_out_json_written_and_freed),
    T(test_routine_sad_paths_return_lift_me_codes),
    T(test_route_without_network_returns_unavailable),
    T(test_open_not_a_store_returns_corrupt_and_leaves_file),
    T(test_open_missing_file_no_create_returns_not_found),
    T(test_open_directory_returns_io),
    T(test_load_paged_returns_total_and_page),
    T(test_set_transport_null_and_bad_handles_return_misuse),
    T(test_set_transport_body_freed_once_per_call),
    T(test_set_transport_callback_calling_its_store_works_but_close_returns_misuse),
    T(test_threads_hammer_one_store),
    T(test_threads_close_while_calling_ok_or_misuse),
#undef T
};
#define NTESTS (sizeof TESTS / sizeof TESTS[0])

static int remove_entry(const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
    (void)st;
    (void)flag;
    (void)ftw;
    return remove(path);
}

static int selected(int argc, char **argv, const char *name)
{
    int i;
    if (argc < 2)
        return 1;
    for (i = 1; i < argc; i++)
        if (strcmp(argv[i], name) == 0)
            return 1;
    return 0;
}

/* Runs one test; returns 0 when it passed. */
static int run_one(size_t i, int nofork, char *why, size_t why_size)
{
    pid_t pid;
    int wstatus;
    g_test = TESTS[i].name;
    g_failed = 0;
    if (nofork) {
        TESTS[i].fn();
        snprintf(why, why_size, "a check failed");
        return g_failed;
    }
    fflush(stdout);
    fflush(stderr);
    pid = fork();
    if (pid < 0) {
        snprintf(why, why_size, "fork: %s", strerror(errno));
        return 1;
    }
    if (pid == 0) {
        alarm(300);
        TESTS[i].fn();
        fflush(stderr);
        exit(g_failed ? 1 : 0);
    }
    while (waitpid(pid, &wstatus, 0) < 0 && errno == EINTR) {
    }
    if (WIFSIGNALED(wstatus)) {
        snprintf(why, why_size, "crashed with signal %d (%s)", WTERMSIG(wstatus), strsignal(WTERMSIG(wstatus)));
        return 1;
    }
    if (WIFEXITED(wstatus) && WEXITSTATUS(wstatus) != 0) {
        snprintf(why, why_size, "a check failed (exit %d)", WEXITSTATUS(wstatus));
        return 1;
    }
    return 0;
}

int main(int argc, char **argv)
{
    const char *tmp = getenv("TMPDIR");
    int nofork = getenv("LIFT_TEST_NOFORK") != NULL;
    int passed = 0, failed = 0;
    size_t i;

    snprintf(g_dir, sizeof g_dir, "%s/lift-abi-XXXXXX", tmp && *tmp ? tmp : "/tmp");
    if (mkdtemp(g_dir) == NULL) {
        perror("mkdtemp");
        return 2;
    }
    for (i = 0; i < NTESTS; i++) {
        char why[160] = "";
        if (!selected(argc, argv, TESTS[i].name))
            continue;
        if (run_one(i, nofork, why, sizeof why) == 0) {
            printf("ok   %s\n", TESTS[i].name);
            passed++;
        } else {
            printf("FAIL %s: %s\n", TESTS[i].name, why);
            failed++;
        }
        fflush(stdout);
    }
    nftw(g_dir, remove_entry, 16, FTW_DEPTH | FTW_PHYS);
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
