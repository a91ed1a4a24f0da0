/* lift_fuzz.c — one fuzz input against one liblift entry point, checked against lift.h's contract.
 *
 * The same file runs under libFuzzer (fuzz/Sources/lift-fuzz, ASan-instrumented liblift) and in the
 * corpus replay of `make test` (fuzz/replay.c against the release build/liblift.so). */
#define _GNU_SOURCE
#include "lift_fuzz.h"

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../../../include/lift.h"

enum target { T_OPEN, T_SAVE, T_LOAD, T_REMOVE, T_ROUTE, T_STORE };

static enum target target;
static char dir[4096], store_path[4200], corrupt_path[4200];
static const char *osm;
static lift_store *store;
static unsigned char *image; /* T_STORE: the seeded store file, edited by each input */
static size_t image_size;
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
    if (osm && target == T_ROUTE) {
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

int lift_fuzz_init(const char *name, const char *osm_path) {
    static const char *names[] = {"open", "save", "load", "remove", "route", "store"};
    int found = 0;
    for (int i = 0; i < 6; i++)
        if (name && strcmp(name, names[i]) == 0) { target = (enum target)i; found = 1; }
    if (!found) { fprintf(stderr, "lift_fuzz: LIFT_FUZZ_TARGET must be open|save|load|remove|route|store\n"); return -1; }
    osm = osm_path && *osm_path ? osm_path : NULL;
    const char *tmp = getenv("TMPDIR");
    snprintf(dir, sizeof dir, "%s/lift-fuzz-XXXXXX", tmp && *tmp ? tmp : "/tmp");
    if (!mkdtemp(dir)) { perror("lift_fuzz: mkdtemp"); return -1; }
    snprintf(store_path, sizeof store_path, "%s/fuzz.lift", dir);
    snprintf(corrupt_path, sizeof corrupt_path, "%s/corrupt.lift", dir);
    if (open_seeded() != 0) return -1;
    if (target == T_OPEN || target == T_STORE) { /* these open their own handles */
        lift_close(store);
        store = NULL;
        if (target == T_STORE && read_image() != 0) return -1;
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

/* Input: 4-byte edits (a 24-bit offset into the seeded store file, a byte XORed in there); 1-3
 * trailing bytes truncate the file to a fraction of its size. Then the file is opened and read. */
static void fuzz_store(const uint8_t *data, size_t size) {
    unsigned char *copy = malloc(image_size);
    if (!copy) abort();
    memcpy(copy, image, image_size);
    size_t length = image_size;
    for (size_t i = 0; i + 4 <= size; i += 4) {
        size_t offset = ((size_t)data[i] << 16 | (size_t)data[i + 1] << 8 | data[i + 2]) % image_size;
        copy[offset] ^= data[i + 3] ? data[i + 3] : 0xff;
    }
    if (size % 4) length = image_size * data[size - 1] / 255;
    remove_files(corrupt_path);
    int fd = open(corrupt_path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    if (fd < 0 || write(fd, copy, length) != (ssize_t)length) abort();
    close(fd);
    free(copy);

    lift_store *handle = NULL;
    char *out = NULL;
    int32_t status = lift_open(corrupt_path, "{\"durability\":\"normal\"}", &handle, &out);
    if ((status == LIFT_OK) != (handle != NULL)) die("handle and status disagree", status, out, data, size);
    check(status, out, data, size);
    if (!handle) return;
    static const char *reads[] = {
        "{\"kind\":\"exercise\"}", "{\"kind\":\"routine\"}", "{\"kind\":\"weight\"}",
        "{\"kind\":\"exercise\",\"name\":\"squat\"}", "{\"kind\":\"road_network\"}",
    };
    for (size_t i = 0; i < sizeof reads / sizeof *reads; i++) {
        status = lift_load(handle, reads[i], &out);
        check(status, out, data, size);
    }
    status = lift_save(handle, "{\"kind\":\"exercise\",\"exercise\":{\"name\":\"Deadlift\"}}", &out);
    check(status, out, data, size);
    status = lift_close(handle);
    if (status != LIFT_OK) die("lift_close failed", status, NULL, data, size);
}

void lift_fuzz_one(const uint8_t *data, size_t size) {
    if (target == T_STORE) { fuzz_store(data, size); return; }
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
