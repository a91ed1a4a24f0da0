/*
 * example_errors.c — how a host handles liblift's errors (docs/ERRORS.md).
 *
 * Sends a few bad requests and a misuse to a store, prints each structured error (status name and
 * code), and shows that none of them changed the store or harmed the process.
 *   ./example_errors [STORE_PATH]     (default: a fresh file in /tmp)
 * Exit status 0 when every call behaved as documented.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <lift.h>

static int failures;

/* Prints "<status name> <code>" of an error response and checks it is the expected one. */
static void report(const char *what, int32_t status, char *out, int32_t want_status, const char *want_code) {
    const char *code = out ? strstr(out, "\"code\":\"") : NULL;
    char code_text[64] = "?";
    if (code) sscanf(code + 8, "%63[a-z_]", code_text);
    int ok = status == want_status && strcmp(code_text, want_code) == 0;
    printf("%-34s -> %-16s %-18s %s\n", what, lift_status_name(status), code_text, ok ? "ok" : "UNEXPECTED");
    if (!ok) { failures++; fprintf(stderr, "  response: %s\n", out ? out : "(NULL)"); }
    lift_free(out);
}

static char *count_exercises(lift_store *store) {
    char *out = NULL;
    if (lift_load(store, "{\"kind\":\"exercise\"}", &out) != LIFT_OK) { failures++; return NULL; }
    return out;
}

int main(int argc, char **argv) {
    char dir[] = "/tmp/lift-errors-XXXXXX", path[128];
    if (argc > 1) snprintf(path, sizeof path, "%s", argv[1]);
    else if (mkdtemp(dir)) snprintf(path, sizeof path, "%s/errors.lift", dir);
    else { perror("mkdtemp"); return 2; }

    lift_store *store = NULL;
    char *out = NULL;
    if (lift_open(path, "{\"durability\":\"normal\"}", &store, &out) != LIFT_OK) { fprintf(stderr, "open: %s\n", out); return 1; }
    lift_free(out);
    lift_save(store, "{\"kind\":\"exercise\",\"exercise\":{\"name\":\"Squat\"}}", &out);
    lift_free(out); /* a second run finds it taken: fine, the example only needs it to exist */
    char *before = count_exercises(store);

    int32_t s;
    s = lift_save(store, "{\"kind\":\"exercise\",\"exercise\":{\"name\":\"Bench\"", &out);
    report("truncated JSON", s, out, LIFT_E_INVALID_REQUEST, "malformed_json");
    s = lift_save(store, "{\"kind\":\"exercise\",\"exercise\":{\"name\":\"Bench\",\"colour\":\"red\"}}", &out);
    report("unknown field exercise.colour", s, out, LIFT_E_INVALID_REQUEST, "unknown_field");
    s = lift_save(store, "{\"kind\":\"exercise\",\"exercise\":{\"name\":42}}", &out);
    report("a number for a name", s, out, LIFT_E_INVALID_REQUEST, "wrong_type");
    s = lift_save(store, "{\"kind\":\"exercise\",\"exercise\":{\"name\":\" squat \"}}", &out);
    report("a taken name (trimmed, any case)", s, out, LIFT_E_CONFLICT, "duplicate_exercise_name");
    s = lift_load(store, "{\"kind\":\"spaceship\"}", &out);
    report("an unknown kind", s, out, LIFT_E_UNSUPPORTED, "unknown_kind");
    s = lift_route(store, "{\"stops\":[{\"lat\":60.17,\"lon\":24.94},{\"lat\":60.18,\"lon\":24.95}]}", &out);
    report("a route with no road network", s, out, LIFT_E_UNAVAILABLE, "no_road_network");
    s = lift_save(store, NULL, &out);
    report("a NULL request", s, out, LIFT_E_MISUSE, "misuse");

    lift_store *other = NULL;
    lift_open(path, NULL, &other, &out);
    lift_free(out);
    lift_close(other);
    s = lift_load(other, "{\"kind\":\"exercise\"}", &out);
    report("a closed handle", s, out, LIFT_E_MISUSE, "misuse");

    char *after = count_exercises(store);
    int unchanged = before && after && strcmp(before, after) == 0;
    printf("store unchanged by all of the above: %s\n", unchanged ? "yes" : "NO");
    if (!unchanged) failures++;
    lift_free(before);
    lift_free(after);
    lift_close(store);
    if (argc <= 1) {
        char side[160];
        unlink(path);
        snprintf(side, sizeof side, "%s-wal", path); unlink(side);
        snprintf(side, sizeof side, "%s-shm", path); unlink(side);
        rmdir(dir);
    }
    return failures ? 1 : 0;
}
