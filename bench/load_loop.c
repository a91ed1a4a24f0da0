/* Times N lift_load calls of one request from C; prints the median in microseconds.
 * Used by python_overhead.py as the same-run C baseline.   load_loop STORE REQUEST N */
#define _POSIX_C_SOURCE 200809L
#include <lift.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static int cmp(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

int main(int argc, char **argv) {
    if (argc < 4) return 2;
    int n = atoi(argv[3]);
    lift_store *store = NULL;
    char *out = NULL;
    if (lift_open(argv[1], NULL, &store, &out) != 0) return 1;
    lift_free(out);
    double *t = malloc(sizeof(double) * n);
    for (int i = 0; i < n; i++) {
        struct timespec a, b;
        clock_gettime(CLOCK_MONOTONIC, &a);
        int rc = lift_load(store, argv[2], &out);
        clock_gettime(CLOCK_MONOTONIC, &b);
        lift_free(out);
        if (rc != 0) return 1;
        t[i] = (b.tv_sec - a.tv_sec) * 1e6 + (b.tv_nsec - a.tv_nsec) / 1e3;
    }
    qsort(t, n, sizeof *t, cmp);
    printf("%f %f\n", t[n / 2], t[n * 9 / 10]);
    lift_close(store);
    return 0;
}
