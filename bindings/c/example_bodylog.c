/*
 * example_bodylog.c — the body log from C (seed 001): a week of weights, one of them in pounds,
 * saved in one request; the week's series by day and by ISO week, in kg; the latest entry;
 * a second weigh-in on one day updating that day; then the whole log erased (so the program
 * can run again on the same file).
 *
 *   make example_bodylog && ./example_bodylog [path/to/store.lift]   (default ./bodylog.lift)
 *
 * Exits 0 when every call answered as expected, 1 otherwise. Responses are printed as they are;
 * a real program would parse them with a JSON library.
 */
#include <stdio.h>
#include <string.h>

#include <lift.h>

static int failures = 0;

/* Runs one call, prints its answer, and counts it as a failure unless it returned `expected`
 * and its answer contains `must_contain` (when given). */
static void call(const char *what, int32_t (*fn)(lift_store *, const char *, char **), lift_store *store,
                 const char *request, int32_t expected, const char *must_contain)
{
    char *json = NULL;
    int32_t status = fn(store, request, &json);
    int ok = status == expected && (must_contain == NULL || (json != NULL && strstr(json, must_contain) != NULL));
    printf("%s: [%s] %s\n", what, lift_status_name(status), json ? json : "(null)");
    if (!ok) {
        fprintf(stderr, "example_bodylog: %s: expected %s%s%s\n", what, lift_status_name(expected),
                must_contain ? " with " : "", must_contain ? must_contain : "");
        failures++;
    }
    lift_free(json);
}

int main(int argc, char **argv)
{
    const char *path = argc > 1 ? argv[1] : "bodylog.lift";
    lift_store *store = NULL;
    char *json = NULL;
    int32_t status = lift_open(path, "{\"durability\":\"normal\"}", &store, &json);
    printf("open: [%s] %s\n", lift_status_name(status), json ? json : "(null)");
    lift_free(json);
    if (status != LIFT_OK)
        return 1;

    /* Monday 4 to Sunday 10 March 2024 (ISO week 10), and Monday 11 (week 11). */
    call("save a week", lift_save, store,
         "{\"kind\":\"weight\",\"items\":["
         "{\"date\":\"2024-03-04\",\"weight\":82.4,\"unit\":\"kg\"},"
         "{\"date\":\"2024-03-05\",\"weight\":82.1,\"unit\":\"kg\"},"
         "{\"date\":\"2024-03-06\",\"weight\":181.0,\"unit\":\"lb\",\"note\":\"hotel scale\"},"
         "{\"date\":\"2024-03-07\",\"weight\":81.9,\"unit\":\"kg\"},"
         "{\"date\":\"2024-03-08\",\"weight\":81.6,\"unit\":\"kg\"},"
         "{\"date\":\"2024-03-09\",\"weight\":81.8,\"unit\":\"kg\"},"
         "{\"date\":\"2024-03-10\",\"weight\":81.5,\"unit\":\"kg\"},"
         "{\"date\":\"2024-03-11\",\"weight\":81.2,\"unit\":\"kg\"}]}",
         LIFT_OK, "\"saved\":8");
    call("series by day", lift_load, store,
         "{\"kind\":\"series\",\"category\":\"weight\",\"from\":\"2024-03-04\",\"to\":\"2024-03-11\",\"group\":\"day\"}",
         LIFT_OK, "\"label\":\"2024-03-11\"");
    call("series by ISO week", lift_load, store,
         "{\"kind\":\"series\",\"category\":\"weight\",\"from\":\"2024-03-04\",\"to\":\"2024-03-11\",\"group\":\"week\"}",
         LIFT_OK, "\"label\":\"2024-W10\",\"count\":7");
    call("latest", lift_load, store, "{\"kind\":\"weight\",\"latest\":true}", LIFT_OK, "\"date\":\"2024-03-11\"");
    call("weigh again on the 11th", lift_save, store,
         "{\"kind\":\"weight\",\"weight\":{\"date\":\"2024-03-11\",\"weight\":81.0,\"unit\":\"kg\"}}",
         LIFT_OK, "\"created\":false");
    call("a day that does not exist", lift_save, store,
         "{\"kind\":\"weight\",\"weight\":{\"date\":\"2024-02-30\",\"weight\":81.0,\"unit\":\"kg\"}}",
         LIFT_E_INVALID_REQUEST, "\"path\":\"weight.date\"");
    call("erase the body log", lift_remove, store, "{\"kind\":\"body_log\"}", LIFT_OK, "\"weight\":8");

    status = lift_close(store);
    if (status != LIFT_OK)
        failures++;
    printf("%s\n", failures == 0 ? "example_bodylog: ok" : "example_bodylog: FAILED");
    return failures == 0 ? 0 : 1;
}
