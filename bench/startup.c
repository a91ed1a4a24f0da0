/*
 * Start-up: dlopen + lift_open + first lift_load, each in a fresh process, median and p90 over N
 * runs; baseline: dlopen of libsqlite3 + sqlite3_open + one query in the same kind of process.
 * Also checks that loading liblift installs no signal handlers and starts no threads, and that two
 * copies of liblift (two files) work side by side in one process.
 *
 *   bench/startup RUNS /path/to/liblift.so.1
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <dlfcn.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

typedef int32_t (*open_fn)(const char *, const char *, void **, char **);
typedef int32_t (*call_fn)(void *, const char *, char **);
typedef int32_t (*close_fn)(void *);
typedef void (*free_fn)(char *);

static double now_us(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e6 + ts.tv_nsec / 1e3;
}

/* CPU time of this process: unlike wall time, it does not grow while other jobs hold the cores. */
static double cpu_us(void) {
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return ts.tv_sec * 1e6 + ts.tv_nsec / 1e3;
}

static int threads(void) {
    int n = 0;
    DIR *d = opendir("/proc/self/task");
    struct dirent *e;
    while (d && (e = readdir(d))) if (e->d_name[0] != '.') n++;
    if (d) closedir(d);
    return n;
}

static int handlers(void) {
    int sigs[] = { SIGSEGV, SIGBUS, SIGILL, SIGABRT, SIGFPE, SIGTRAP }, n = 0;
    for (unsigned i = 0; i < sizeof sigs / sizeof *sigs; i++) {
        struct sigaction sa;
        sigaction(sigs[i], NULL, &sa);
        if (sa.sa_handler != SIG_DFL) n++;
    }
    return n;
}

/* One child run: prints the microseconds it took in all, then of dlopen, lift_open and the load,
 * then the CPU time of the whole. */
static int child_lift(const char *so, const char *store) {
    double c0 = cpu_us(), t0 = now_us();
    void *h = dlopen(so, RTLD_NOW | RTLD_LOCAL);
    if (!h) { fprintf(stderr, "%s\n", dlerror()); return 1; }
    open_fn op = (open_fn)dlsym(h, "lift_open");
    call_fn load = (call_fn)dlsym(h, "lift_load");
    free_fn fr = (free_fn)dlsym(h, "lift_free");
    double t1 = now_us();
    void *s = NULL; char *out = NULL;
    if (op(store, "{\"durability\":\"normal\"}", &s, &out) != 0) return 1;
    fr(out);
    double t2 = now_us();
    if (load(s, "{\"kind\":\"exercise\"}", &out) != 0) return 1;
    fr(out);
    double t3 = now_us(), c3 = cpu_us();
    printf("%f %f %f %f %f\n", t3 - t0, t1 - t0, t2 - t1, t3 - t2, c3 - c0);
    return 0;
}

static int child_sqlite(const char *db) {
    double c0 = cpu_us(), t0 = now_us();
    void *h = dlopen("libsqlite3.so.0", RTLD_NOW | RTLD_LOCAL);
    if (!h) return 1;
    int (*op)(const char *, void **) = (int (*)(const char *, void **))dlsym(h, "sqlite3_open");
    int (*ex)(void *, const char *, void *, void *, char **) = (int (*)(void *, const char *, void *, void *, char **))dlsym(h, "sqlite3_exec");
    void *d = NULL;
    op(db, &d);
    ex(d, "PRAGMA journal_mode=WAL; SELECT count(*) FROM sqlite_schema;", NULL, NULL, NULL);
    double t = now_us() - t0, c = cpu_us() - c0;
    printf("%f %f 0 0 %f\n", t, t, c);
    return 0;
}

static int cmp(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

/* Median and p90 of the total (k = 0), of each part (k = 1..3: dlopen, open, first load) and of
 * the total's CPU time (k = 4). */
enum { PARTS = 5 };
static void measure(const char *self, const char *mode, const char *arg, const char *store, int runs,
                    double median[PARTS], double p90[PARTS]) {
    double *v[PARTS];
    for (int k = 0; k < PARTS; k++) v[k] = malloc(sizeof(double) * runs);
    for (int i = 0; i < runs; i++) {
        char cmd[1024];
        snprintf(cmd, sizeof cmd, "%s --child-%s %s %s", self, mode, arg, store);
        FILE *p = popen(cmd, "r");
        if (!p || fscanf(p, "%lf %lf %lf %lf %lf", &v[0][i], &v[1][i], &v[2][i], &v[3][i], &v[4][i]) != 5) {
            fprintf(stderr, "child failed\n"); exit(1);
        }
        pclose(p);
    }
    for (int k = 0; k < PARTS; k++) {
        qsort(v[k], runs, sizeof *v[k], cmp);
        median[k] = v[k][runs / 2]; p90[k] = v[k][runs * 9 / 10];
        free(v[k]);
    }
}

static int side_by_side(const char *so) {
    char copy[] = "/tmp/liblift-copy-XXXXXX";
    int fd = mkstemp(copy);
    char cmd[1024];
    snprintf(cmd, sizeof cmd, "cp %s %s", so, copy);
    if (fd < 0 || system(cmd) != 0) return 1;
    void *a = dlopen(so, RTLD_NOW | RTLD_LOCAL), *b = dlopen(copy, RTLD_NOW | RTLD_LOCAL);
    int ok = a && b && a != b;
    if (ok) {
        open_fn oa = (open_fn)dlsym(a, "lift_open"), ob = (open_fn)dlsym(b, "lift_open");
        call_fn sa = (call_fn)dlsym(a, "lift_save"), lb = (call_fn)dlsym(b, "lift_load");
        free_fn fa = (free_fn)dlsym(a, "lift_free"), fb = (free_fn)dlsym(b, "lift_free");
        void *s1 = NULL, *s2 = NULL; char *out = NULL;
        char path[64];
        snprintf(path, sizeof path, "/tmp/side-%d.lift", (int)getpid());
        ok = oa(path, NULL, &s1, &out) == 0; fa(out);
        ok = ok && sa(s1, "{\"kind\":\"exercise\",\"exercise\":{\"name\":\"Squat\"}}", &out) == 0; fa(out);
        ok = ok && ob(path, NULL, &s2, &out) == 0; fb(out);
        ok = ok && lb(s2, "{\"kind\":\"exercise\",\"name\":\"squat\"}", &out) == 0 && strstr(out, "Squat") != NULL; fb(out);
        /* a handle of copy A is refused by copy B, not dereferenced */
        ok = ok && lb(s1, "{\"kind\":\"exercise\"}", &out) == -2; fb(out);
        unlink(path);
    }
    unlink(copy);
    close(fd);
    return ok ? 0 : 1;
}

int main(int argc, char **argv) {
    if (argc == 4 && strcmp(argv[1], "--child-lift") == 0) return child_lift(argv[2], argv[3]);
    if (argc == 4 && strcmp(argv[1], "--child-sqlite") == 0) return child_sqlite(argv[3]);
    int runs = argc > 1 ? atoi(argv[1]) : 100;
    const char *so = argc > 2 ? argv[2] : "build/liblift.so.1";
    char store[64], db[64];
    snprintf(store, sizeof store, "/tmp/startup-%d.lift", (int)getpid());
    snprintf(db, sizeof db, "/tmp/startup-%d.db", (int)getpid());

    int t0 = threads(), h0 = handlers();
    void *h = dlopen(so, RTLD_NOW | RTLD_LOCAL);
    if (!h) { fprintf(stderr, "%s\n", dlerror()); return 1; }
    printf("startup: after dlopen: %d new threads, %d new signal handlers (SEGV BUS ILL ABRT FPE TRAP)\n",
           threads() - t0, handlers() - h0);
    double lm[PARTS], lp[PARTS], sm[PARTS], sp[PARTS];
    {   /* create the store once, so runs measure open of an existing file */
        char cmd[1024];
        snprintf(cmd, sizeof cmd, "%s --child-lift %s %s >/dev/null", argv[0], so, store);
        if (system(cmd) != 0) return 1;
    }
    measure(argv[0], "lift", so, store, runs, lm, lp);
    measure(argv[0], "sqlite", "-", db, runs, sm, sp);
    printf("startup: dlopen+lift_open+first load median %.0f us p90 %.0f | dlopen sqlite3+open+query median %.0f us p90 %.0f | ratio %.2fx\n",
           lm[0], lp[0], sm[0], sp[0], lm[0] / sm[0]);
    printf("startup: parts (medians / p90, each on its own): dlopen %.0f / %.0f us, lift_open %.0f / %.0f us, first load %.0f / %.0f us\n",
           lm[1], lp[1], lm[2], lp[2], lm[3], lp[3]);
    printf("startup: CPU time of the same runs: median %.0f us p90 %.0f | sqlite3 median %.0f us p90 %.0f | ratio %.2fx\n",
           lm[4], lp[4], sm[4], sp[4], lm[4] / sm[4]);
    printf("startup: two copies side by side: %s\n", side_by_side(so) == 0 ? "ok" : "FAILED");
    char p[96];
    const char *suffix[] = { "", "-wal", "-shm" };
    for (int k = 0; k < 3; k++) {
        snprintf(p, sizeof p, "%s%s", store, suffix[k]); unlink(p);
        snprintf(p, sizeof p, "%s%s", db, suffix[k]); unlink(p);
    }
    return 0;
}
