/*
 * Bulk calories / steps: N entries on one day in one request, against the same N entries on N
 * distinct days (each day's sum is one row) in the same process. Each save answers every entry's
 * running day total; if that sum were re-read per entry, the one-day save would grow with N^2
 * and the ratio with N.
 *
 *   bench/counts_one_day [RUNS] [N]     (N defaults to 10000)
 */
#define _DEFAULT_SOURCE
#include <lift.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static double now_us(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e6 + ts.tv_nsec / 1e3;
}

static int cmp(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static void civil_from_days(long long z, long long *y, long long *m, long long *d) {
    z += 719468;
    long long era = (z >= 0 ? z : z - 146096) / 146097, doe = z - era * 146097;
    long long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    long long doy = doe - (365 * yoe + yoe / 4 - yoe / 100), mp = (5 * doy + 2) / 153;
    *d = doy - (153 * mp + 2) / 5 + 1;
    *m = mp < 10 ? mp + 3 : mp - 9;
    *y = yoe + era * 400 + (*m <= 2);
}

/* N steps entries ending today (UTC): all on today when one_day, else one per day going back. */
static char *request(int n, int one_day) {
    char *s = malloc((size_t)n * 64 + 64);
    size_t len = (size_t)sprintf(s, "{\"kind\":\"steps\",\"items\":[");
    long long today = (long long)(time(NULL) / 86400);
    for (int i = 0; i < n; i++) {
        long long y, m, d;
        civil_from_days(one_day ? today : today - i, &y, &m, &d);
        len += (size_t)sprintf(s + len, "%s{\"date\":\"%04lld-%02lld-%02lld\",\"amount\":%d}", i ? "," : "", y, m, d, 1 + i % 7);
    }
    sprintf(s + len, "]}");
    return s;
}

static double save_once(const char *req, int run, const char *tag) {
    char path[128];
    snprintf(path, sizeof path, "/tmp/counts-%d-%s-%d.lift", (int)getpid(), tag, run);
    lift_store *store = NULL;
    char *out = NULL;
    if (lift_open(path, "{\"durability\":\"normal\"}", &store, &out) != 0) { fprintf(stderr, "open: %s\n", out); exit(1); }
    lift_free(out);
    double t0 = now_us();
    int rc = lift_save(store, req, &out);
    double t = now_us() - t0;
    if (rc != 0) { fprintf(stderr, "save: %.300s\n", out); exit(1); }
    lift_free(out);
    lift_close(store);
    const char *suffix[] = {"", "-wal", "-shm"};
    for (int k = 0; k < 3; k++) { char p[160]; snprintf(p, sizeof p, "%s%s", path, suffix[k]); unlink(p); }
    return t;
}

int main(int argc, char **argv) {
    int runs = argc > 1 ? atoi(argv[1]) : 5;
    int n = argc > 2 ? atoi(argv[2]) : 10000;
    if (runs < 1 || n < 1) { fprintf(stderr, "usage: counts_one_day [RUNS] [N]\n"); return 2; }
    char *one = request(n, 1), *spread = request(n, 0);
    double *a = malloc(sizeof(double) * runs), *b = malloc(sizeof(double) * runs);
    for (int r = 0; r < runs; r++) {   /* interleaved, so both see the same machine load */
        a[r] = save_once(one, r, "one");
        b[r] = save_once(spread, r, "spread");
    }
    qsort(a, runs, sizeof *a, cmp);
    qsort(b, runs, sizeof *b, cmp);
    double ma = a[runs / 2], mb = b[runs / 2];
    printf("counts: %d steps entries in one request, %d runs, durability normal\n", n, runs);
    printf("one day  median %8.1f ms | %d distinct days median %8.1f ms | ratio %.2fx\n", ma / 1e3, n, mb / 1e3, ma / mb);
    free(one); free(spread); free(a); free(b);
    return 0;
}
