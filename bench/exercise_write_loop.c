/* Profiling helper for the write rows of bench/boundary (BENCHMARKS.md, "Boundary cost"): N exercise
 * saves, then N removes of them, on a fresh store at durability normal. No timing: run it under
 * callgrind with --toggle-collect=lift_save or --toggle-collect=lift_remove.
 *   exercise_write_loop STORE N */
#define _POSIX_C_SOURCE 200809L
#include <lift.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int main(int argc, char **argv) {
    if (argc < 3) return 2;
    int n = atoi(argv[2]);
    if (n < 1) return 2;
    lift_store *store = NULL;
    char *out = NULL, req[256];
    char (*ids)[40] = malloc(40 * (size_t)n);
    if (!ids) return 1;
    unlink(argv[1]);
    if (lift_open(argv[1], "{\"durability\":\"normal\"}", &store, &out) != 0) return 1;
    lift_free(out);
    for (int i = 0; i < n; i++) {
        snprintf(req, sizeof req, "{\"kind\":\"exercise\",\"exercise\":{\"name\":\"Exercise %d\",\"tags\":[]}}", i);
        if (lift_save(store, req, &out) != 0) { fprintf(stderr, "save: %s\n", out); return 1; }
        const char *at = strstr(out, "\"id\":\"");
        if (!at || strlen(at) < 6 + 36) return 1;
        snprintf(ids[i], 40, "%.36s", at + 6);
        lift_free(out);
    }
    for (int i = 0; i < n; i++) {
        snprintf(req, sizeof req, "{\"kind\":\"exercise\",\"id\":\"%s\"}", ids[i]);
        if (lift_remove(store, req, &out) != 0) { fprintf(stderr, "remove: %s\n", out); return 1; }
        lift_free(out);
    }
    lift_close(store);
    free(ids);
    return 0;
}
