/* Times lift_load (or lift_route) calls from C; prints the median and p90 in microseconds.
 * Used by python_overhead.py and routing/layers.py as the same-run C baseline (no Python).
 *   load_loop STORE REQUEST N            N calls of lift_load with one request
 *   load_loop STORE @FILE N [route]      every request of FILE (one a line), N rounds
 *   load_loop STORE REQUEST N parse      lift_load, then jansson json_loads of the response (and
 *                                        json_decref): what a C caller does to use the answer */
#define _POSIX_C_SOURCE 200809L
#include <jansson.h>
#include <lift.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static int cmp(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

/* The requests of a file, one a line; NULL when it cannot be read. */
static char **read_lines(const char *path, int *count) {
    FILE *f = fopen(path, "r");
    if (!f) return NULL;
    char **lines = NULL, line[4096];
    int n = 0;
    while (fgets(line, sizeof line, f)) {
        line[strcspn(line, "\n")] = 0;
        if (!*line) continue;
        char **grown = realloc(lines, sizeof *lines * (n + 1));
        if (!grown) break;
        lines = grown;
        lines[n++] = strdup(line);
    }
    fclose(f);
    *count = n;
    return lines;
}

int main(int argc, char **argv) {
    if (argc < 4) return 2;
    int rounds = atoi(argv[3]), n = 1;
    char **req = argv + 2;
    if (argv[2][0] == '@' && !(req = read_lines(argv[2] + 1, &n))) return 2;
    int32_t (*call)(lift_store *, const char *, char **) = argc > 4 && strcmp(argv[4], "route") == 0 ? lift_route : lift_load;
    int parse = argc > 4 && strcmp(argv[4], "parse") == 0;
    if (n < 1 || rounds < 1) return 2;
    lift_store *store = NULL;
    char *out = NULL;
    if (lift_open(argv[1], NULL, &store, &out) != 0) return 1;
    lift_free(out);
    double *t = malloc(sizeof(double) * n * rounds);
    if (!t) return 1;
    int k = 0;
    for (int r = 0; r < rounds; r++)
        for (int i = 0; i < n; i++) {
            struct timespec a, b;
            clock_gettime(CLOCK_MONOTONIC, &a);
            int rc = call(store, req[i], &out);
            if (parse) {
                json_t *doc = json_loads(out ? out : "", 0, NULL);
                lift_free(out);
                out = NULL;
                if (!doc) return 1;
                json_decref(doc);
            }
            clock_gettime(CLOCK_MONOTONIC, &b);
            lift_free(out);
            if (rc != 0 && call == lift_load) return 1;   /* a route may fail (a stop in the sea) */
            t[k++] = (b.tv_sec - a.tv_sec) * 1e6 + (b.tv_nsec - a.tv_nsec) / 1e3;
        }
    qsort(t, k, sizeof *t, cmp);
    printf("%f %f\n", t[k / 2], t[k * 9 / 10]);
    lift_close(store);
    return 0;
}
