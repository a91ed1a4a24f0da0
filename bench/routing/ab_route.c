/* Two builds of liblift side by side in one process (A/B of a change): each opens its own store,
 * then ROUNDS rounds route every request of FILE (one a line) through A, then through B; prints
 * each build's median and p90 in microseconds. Swap A and B to see the order's share.
 * AB_EVICT_KB=N: before each call, write over N KiB of other memory (untimed), so each call
 * starts with caches holding something else, as when the host does other work between routes
 * (compare.py interleaves OSRM); 4096 covers this machine's 2 MiB L2.
 * AB_OPTION_B='"steps":true': B's requests carry that member too (before each line's last '}'),
 * to time one build with and without an option in one run (LIB_A and LIB_B may be the same).
 *   ab_route FILE ROUNDS LIB_A STORE_A LIB_B STORE_B */
#define _POSIX_C_SOURCE 200809L
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef int (*open_fn)(const char *, const char *, void **, char **);
typedef int (*route_fn)(void *, const char *, char **);
typedef void (*free_fn)(void *);

static int by_value(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

int main(int argc, char **argv) {
    if (argc < 7) return 2;
    FILE *f = fopen(argv[1], "r");
    if (!f) return 2;
    enum { MAX = 100000 };
    char **req = malloc(sizeof(char *) * MAX), line[4096];
    int n = 0, rounds = atoi(argv[2]);
    while (req && n < MAX && fgets(line, sizeof line, f)) {
        line[strcspn(line, "\n")] = 0;
        if (*line) req[n++] = strdup(line);
    }
    fclose(f);
    if (n == 0 || rounds < 1) return 2;
    const char *option = getenv("AB_OPTION_B");
    char **req_b = req;
    if (option && *option) {
        if (!(req_b = malloc(sizeof(char *) * n))) return 1;
        for (int i = 0; i < n; i++) {
            char *end = strrchr(req[i], '}');
            size_t head = end ? (size_t)(end - req[i]) : strlen(req[i]);
            if (!end || !(req_b[i] = malloc(head + strlen(option) + 3))) return 1;
            sprintf(req_b[i], "%.*s,%s}", (int)head, req[i], option);
        }
    }
    const char *evict_env = getenv("AB_EVICT_KB");
    size_t evict = evict_env ? (size_t)atol(evict_env) * 1024 : 0;
    volatile unsigned char *junk = evict ? malloc(evict) : NULL;
    if (evict && !junk) return 1;
    void *store[2];
    route_fn route[2];
    free_fn release[2];
    double *t[2];
    for (int k = 0; k < 2; k++) {
        void *lib = dlopen(argv[3 + 2 * k], RTLD_NOW | RTLD_LOCAL);
        if (!lib) { fprintf(stderr, "%s\n", dlerror()); return 1; }
        open_fn open = (open_fn)dlsym(lib, "lift_open");
        route[k] = (route_fn)dlsym(lib, "lift_route");
        release[k] = (free_fn)dlsym(lib, "lift_free");
        char *out = NULL;
        if (!open || !route[k] || !release[k] || open(argv[4 + 2 * k], NULL, &store[k], &out) != 0) return 1;
        release[k](out);
        if (!(t[k] = malloc(sizeof(double) * n * rounds))) return 1;
    }
    for (int r = 0; r < rounds; r++)
        for (int k = 0; k < 2; k++)
            for (int i = 0; i < n; i++) {
                struct timespec a, b;
                char *out = NULL;
                for (size_t j = 0; j < evict; j += 64) junk[j] = (unsigned char)(junk[j] + 1);
                clock_gettime(CLOCK_MONOTONIC, &a);
                route[k](store[k], k == 0 ? req[i] : req_b[i], &out);
                clock_gettime(CLOCK_MONOTONIC, &b);
                release[k](out);
                t[k][r * n + i] = (b.tv_sec - a.tv_sec) * 1e6 + (b.tv_nsec - a.tv_nsec) / 1e3;
            }
    for (int k = 0; k < 2; k++) {
        qsort(t[k], (size_t)n * rounds, sizeof(double), by_value);
        printf("%s median %.1f us p90 %.1f us\n", argv[3 + 2 * k], t[k][n * rounds / 2], t[k][n * rounds * 9 / 10]);
    }
    return 0;
}
