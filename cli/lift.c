/* lift: a command-line shell for liblift stores, as sqlite3 is for SQLite databases.
 *
 *   lift STORE save|load|remove|route ['JSON']   one request; without JSON, one per line of stdin
 *   lift STORE import-map FILE [--profile P]     import an OpenStreetMap extract (road_network)
 *   lift STORE search 'QUERY' [--limit N] [--profile P]
 *   lift STORE route LAT,LON LAT,LON... [--profile P]
 *
 * Answers go to stdout (indented on a terminal, one compact line in a pipe), errors to stderr. The
 * exit status is the failed call's status without its sign (1 invalid_request ... 12 internal),
 * 0 when every call succeeded, 64 for a wrong command line. */
#include <lift.h>

#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define EXIT_USAGE 64

static const char USAGE[] =
    "usage: lift STORE COMMAND [ARGUMENTS]\n"
    "\n"
    "A shell for liblift stores: sends JSON requests (docs/API.md) to the store file STORE,\n"
    "which is created when it does not exist.\n"
    "\n"
    "Commands:\n"
    "  save|load|remove|route ['JSON']\n"
    "        One request, e.g.  lift training.lift load '{\"kind\":\"exercise\"}'.\n"
    "        Without JSON, reads one request per line from standard input (empty lines skipped).\n"
    "  import-map FILE [--profile car|bike|foot]\n"
    "        Imports an OpenStreetMap extract (.osm.pbf or .osm) for routing and place search.\n"
    "  search QUERY [--limit N] [--profile car|bike|foot]\n"
    "        Searches the imported places by name, as users type.\n"
    "  route LAT,LON LAT,LON... [--profile car|bike|foot]\n"
    "        Plans the fastest route through the stops, in the order given.\n"
    "\n"
    "Options:\n"
    "  --compact   one line per answer, even on a terminal\n"
    "  --pretty    indented answers, even in a pipe\n"
    "  --help      this text;  --version  the library's version\n"
    "\n"
    "Output: answers on standard output, errors ({\"error\":{...}}) on standard error.\n"
    "Exit status: 0 when every call succeeded; otherwise the first failed call's status without\n"
    "its sign (1 invalid_request, 2 misuse, 3 conflict, 4 not_found, 5 io, 6 corrupt, 7 busy,\n"
    "8 unsupported, 9 unauthorized, 10 unavailable, 11 no_memory, 12 internal); 64 for a wrong\n"
    "command line.\n";

enum layout { LAYOUT_AUTO, LAYOUT_COMPACT, LAYOUT_PRETTY };

static int usage_error(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("lift: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputs("\n(lift --help for usage)\n", stderr);
    va_end(ap);
    return EXIT_USAGE;
}

/* Writes a JSON document indented by two spaces per level. The document comes from liblift, so
 * it is valid: only strings need care (their brackets, commas and colons are text). */
static void write_pretty(FILE *out, const char *json)
{
    int depth = 0, in_string = 0;
    for (const char *p = json; *p; ++p) {
        char c = *p;
        if (in_string) {
            fputc(c, out);
            if (c == '\\' && p[1]) fputc(*++p, out);
            else if (c == '"') in_string = 0;
            continue;
        }
        switch (c) {
        case '"': in_string = 1; fputc(c, out); break;
        case '{': case '[':
            fputc(c, out);
            if (p[1] == '}' || p[1] == ']') { fputc(*++p, out); break; }
            fprintf(out, "\n%*s", 2 * ++depth, "");
            break;
        case '}': case ']': fprintf(out, "\n%*s%c", 2 * --depth, "", c); break;
        case ',': fprintf(out, ",\n%*s", 2 * depth, ""); break;
        case ':': fputs(": ", out); break;
        default: fputc(c, out);
        }
    }
    fputc('\n', out);
}

static void write_answer(FILE *out, const char *json, enum layout layout)
{
    if (json == NULL) return;
    int pretty = layout == LAYOUT_PRETTY || (layout == LAYOUT_AUTO && isatty(fileno(out)));
    if (pretty) write_pretty(out, json);
    else fprintf(out, "%s\n", json);
    fflush(out);
}

typedef int32_t (*verb_fn)(lift_store *, const char *, char **);

static verb_fn verb_named(const char *name)
{
    if (strcmp(name, "save") == 0) return lift_save;
    if (strcmp(name, "load") == 0) return lift_load;
    if (strcmp(name, "remove") == 0) return lift_remove;
    if (strcmp(name, "route") == 0) return lift_route;
    return NULL;
}

/* One call; returns the exit status it deserves (0 or the status without its sign). */
static int call(lift_store *store, verb_fn verb, const char *request, enum layout layout)
{
    char *out = NULL;
    int32_t status = verb(store, request, &out);
    write_answer(status == LIFT_OK ? stdout : stderr, out, layout);
    lift_free(out);
    return status == LIFT_OK ? 0 : -status;
}

static int call_lines(lift_store *store, verb_fn verb, enum layout layout)
{
    char *line = NULL;
    size_t capacity = 0;
    ssize_t n;
    int first_failure = 0;
    while ((n = getline(&line, &capacity, stdin)) >= 0) {
        while (n > 0 && (line[n - 1] == '\n' || line[n - 1] == '\r')) line[--n] = 0;
        if (n == 0) continue;
        int rc = call(store, verb, line, layout);
        if (first_failure == 0) first_failure = rc;
    }
    free(line);
    return first_failure;
}

/* A growing string for the requests the conveniences build. */
struct text {
    char *s;
    size_t len, cap;
};

static void append(struct text *t, const char *fmt, ...)
{
    for (;;) {
        va_list ap;
        va_start(ap, fmt);
        int n = vsnprintf(t->s ? t->s + t->len : NULL, t->s ? t->cap - t->len : 0, fmt, ap);
        va_end(ap);
        if (n < 0) { fputs("lift: formatting failed\n", stderr); exit(EXIT_FAILURE); }
        if (t->s && t->len + (size_t)n < t->cap) { t->len += (size_t)n; return; }
        size_t cap = (t->cap + (size_t)n + 1) * 2;
        char *s = realloc(t->s, cap);
        if (s == NULL) { fputs("lift: out of memory\n", stderr); exit(EXIT_FAILURE); }
        t->s = s;
        t->cap = cap;
    }
}

/* A JSON string for arbitrary bytes of the command line (liblift refuses invalid UTF-8 itself). */
static void append_string(struct text *t, const char *s)
{
    append(t, "\"");
    for (const unsigned char *p = (const unsigned char *)s; *p; ++p) {
        if (*p == '"' || *p == '\\') append(t, "\\%c", *p);
        else if (*p < 0x20) append(t, "\\u%04x", *p);
        else append(t, "%c", *p);
    }
    append(t, "\"");
}

static int parse_stop(const char *arg, double *lat, double *lon)
{
    char *end = NULL;
    errno = 0;
    *lat = strtod(arg, &end);
    if (end == arg || *end != ',' || errno) return 0;
    const char *second = end + 1;
    *lon = strtod(second, &end);
    if (end == second || *end != 0 || errno) return 0;
    return isfinite(*lat) && isfinite(*lon);
}

int main(int argc, char **argv)
{
    enum layout layout = LAYOUT_AUTO;
    const char *profile = NULL, *limit = NULL;
    const char *args[64];
    int nargs = 0;
    for (int i = 1; i < argc; ++i) {
        const char *a = argv[i];
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) { fputs(USAGE, stdout); return 0; }
        if (strcmp(a, "--version") == 0) { printf("lift %s (liblift ABI %u)\n", lift_version(), lift_abi_version()); return 0; }
        if (strcmp(a, "--compact") == 0) { layout = LAYOUT_COMPACT; continue; }
        if (strcmp(a, "--pretty") == 0) { layout = LAYOUT_PRETTY; continue; }
        if (strcmp(a, "--profile") == 0 || strcmp(a, "--limit") == 0) {
            if (i + 1 >= argc) return usage_error("%s needs a value", a);
            if (a[2] == 'p') profile = argv[++i];
            else limit = argv[++i];
            continue;
        }
        if (strncmp(a, "--", 2) == 0 && a[2] != 0) return usage_error("unknown option %s", a);
        if (nargs == (int)(sizeof args / sizeof args[0])) return usage_error("too many arguments");
        args[nargs++] = a;
    }
    if (nargs < 2) return usage_error(nargs == 0 ? "missing STORE and COMMAND" : "missing COMMAND");
    const char *path = args[0], *command = args[1];

    struct text request = {0};
    verb_fn verb = verb_named(command);
    int from_stdin = 0;
    if (strcmp(command, "import-map") == 0) {
        if (nargs != 3) return usage_error("import-map takes one FILE");
        verb = lift_save;
        append(&request, "{\"kind\":\"road_network\",\"road_network\":{\"path\":");
        append_string(&request, args[2]);
        if (profile) { append(&request, ",\"profile\":"); append_string(&request, profile); }
        append(&request, "}}");
    } else if (strcmp(command, "search") == 0) {
        if (nargs != 3) return usage_error("search takes one QUERY (quote it)");
        verb = lift_load;
        append(&request, "{\"kind\":\"place\",\"query\":");
        append_string(&request, args[2]);
        if (limit) {
            char *end = NULL;
            long n = strtol(limit, &end, 10);
            if (end == limit || *end != 0 || n < 1 || n > 100) return usage_error("--limit takes 1 to 100");
            append(&request, ",\"limit\":%ld", n);
        }
        if (profile) { append(&request, ",\"profile\":"); append_string(&request, profile); }
        append(&request, "}");
    } else if (strcmp(command, "route") == 0 && nargs >= 3 && args[2][0] != '{') {
        append(&request, "{\"stops\":[");
        for (int i = 2; i < nargs; ++i) {
            double lat, lon;
            if (!parse_stop(args[i], &lat, &lon)) return usage_error("a stop is LAT,LON (60.17,24.94), not %s", args[i]);
            append(&request, "%s{\"lat\":%.7f,\"lon\":%.7f}", i > 2 ? "," : "", lat, lon);
        }
        append(&request, "]");
        if (profile) { append(&request, ",\"profile\":"); append_string(&request, profile); }
        append(&request, "}");
    } else if (verb != NULL) {
        if (profile || limit) return usage_error("--profile and --limit belong to import-map, search and route with stops");
        if (nargs > 3) return usage_error("%s takes one JSON request (quote it)", command);
        if (nargs == 3) append(&request, "%s", args[2]);
        else from_stdin = 1;
    } else {
        return usage_error("unknown command %s", command);
    }

    lift_store *store = NULL;
    char *out = NULL;
    int32_t status = lift_open(path, NULL, &store, &out);
    if (status != LIFT_OK) {
        write_answer(stderr, out, layout);
        lift_free(out);
        free(request.s);
        return -status;
    }
    lift_free(out);
    int rc = from_stdin ? call_lines(store, verb, layout) : call(store, verb, request.s, layout);
    free(request.s);
    lift_close(store);
    return rc;
}
