/*
 * example_call.h — the one helper the feature examples (example_accounts.c, example_sports.c)
 * share: run a call, print its answer, check its status, optionally keep one string field.
 */
#ifndef LIFT_EXAMPLE_CALL_H
#define LIFT_EXAMPLE_CALL_H

#include <stdio.h>
#include <string.h>

#include <lift.h>

/* Runs one call, prints its answer, releases it, and says whether the status was `expected`.
 * `keep` (optional) receives the first string value of field `key` in the answer. */
static inline int call(const char *what, int32_t (*verb)(lift_store *, const char *, char **), lift_store *store,
                const char *request, int32_t expected, const char *key, char *keep, size_t keep_size)
{
    char *json = NULL;
    int32_t status = verb(store, request, &json);
    int ok = status == expected;
    printf("%s: [%s] %s\n", what, lift_status_name(status), json ? json : "(null)");
    if (ok && key != NULL) {
        /* liblift's output is compact and stably ordered: a string search stands in for a parser */
        char pattern[64];
        const char *start, *end;
        snprintf(pattern, sizeof pattern, "\"%s\":\"", key);
        start = json ? strstr(json, pattern) : NULL;
        end = start ? strchr(start + strlen(pattern), '"') : NULL;
        ok = end != NULL && (size_t)(end - start - strlen(pattern)) < keep_size;
        if (ok) {
            start += strlen(pattern);
            memcpy(keep, start, (size_t)(end - start));
            keep[end - start] = '\0';
        }
    }
    if (!ok)
        fprintf(stderr, "%s: expected %s\n", what, lift_status_name(expected));
    lift_free(json);
    return ok;
}

/* lift_open with `options`, printing the error on failure. */
static inline lift_store *open_store(const char *path, const char *options)
{
    lift_store *store = NULL;
    char *json = NULL;
    if (lift_open(path, options, &store, &json) != LIFT_OK)
        fprintf(stderr, "open %s: %s\n", path, json ? json : "(null)");
    lift_free(json);
    return store;
}

#endif
