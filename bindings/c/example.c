/*
 * example.c — liblift from C: open a store, save exercises and a routine, load it, ask for a
 * route, remove the routine.
 *
 *   make example && ./example [path/to/store.lift]      (default ./example.lift)
 *
 * Every string liblift hands back through an out pointer is ours: release it with lift_free().
 * Error responses are {"error":{"status":..,"code":"..","message":"..","details":{..}}}.
 * A real program would parse the responses with a JSON library; this example only prints them
 * (and picks the routine's id out of the save response with a few lines of string search).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <lift.h>

/* Prints what a call returned and releases it. Returns the status. */
static int32_t report(const char *what, int32_t status, char *json)
{
    printf("%s: [%d %s] %s\n", what, (int)status, lift_status_name(status), json ? json : "(null)");
    lift_free(json);
    return status;
}

/* The first string value of "key" in json, copied into out (the caller's buffer). A stand-in
 * for a JSON parser that works for liblift's compact, stably ordered output. */
static int first_string_field(const char *json, const char *key, char *out, size_t out_size)
{
    char pattern[64];
    const char *start, *end;
    snprintf(pattern, sizeof pattern, "\"%s\":\"", key);
    start = json ? strstr(json, pattern) : NULL;
    if (start == NULL)
        return -1;
    start += strlen(pattern);
    end = strchr(start, '"');
    if (end == NULL || (size_t)(end - start) >= out_size)
        return -1;
    memcpy(out, start, (size_t)(end - start));
    out[end - start] = '\0';
    return 0;
}

static int save_exercise(lift_store *store, const char *request)
{
    char *json = NULL;
    int32_t status = lift_save(store, request, &json);
    if (status == LIFT_E_CONFLICT && json && strstr(json, "\"code\":\"duplicate_exercise_name\"")) {
        /* Saved by an earlier run of this example: exercise names are unique. */
        return report("exercise already saved", LIFT_OK, json);
    }
    return report("saved exercise", status, json);
}

int main(int argc, char **argv)
{
    const char *path = argc > 1 ? argv[1] : "./example.lift";
    lift_store *store = NULL;
    char *json = NULL;
    char request[512];
    char routine_id[64];
    int32_t status;
    int exit_code = 0;

    printf("liblift %s (ABI %u)\n", lift_version(), (unsigned)lift_abi_version());

    status = lift_open(path, "{\"durability\":\"full\",\"busy_timeout_ms\":5000}", &store, &json);
    if (report("opened store", status, json) != LIFT_OK)
        return 1;

    if (save_exercise(store, "{\"kind\":\"exercise\",\"exercise\":{\"name\":\"Bench press\",\"tags\":[\"chest\"]}}") != LIFT_OK ||
        save_exercise(store, "{\"kind\":\"exercise\",\"exercise\":{\"name\":\"Overhead press\",\"tags\":[\"shoulders\"]}}") != LIFT_OK) {
        lift_close(store);
        return 1;
    }

    /* Exercises may be named: liblift looks them up case-insensitively (creating missing ones). */
    status = lift_save(store,
                       "{\"kind\":\"routine\",\"routine\":{\"name\":\"Push day\",\"exercises\":"
                       "[{\"name\":\"bench press\"},{\"name\":\"Overhead press\"},{\"name\":\"Dip\"}]}}",
                       &json);
    if (status != LIFT_OK || first_string_field(json, "id", routine_id, sizeof routine_id) != 0) {
        report("save routine failed", status, json);
        lift_close(store);
        return 1;
    }
    report("saved routine", status, json);

    snprintf(request, sizeof request, "{\"kind\":\"routine\",\"id\":\"%s\"}", routine_id);
    status = lift_load(store, request, &json);
    if (report("loaded routine", status, json) != LIFT_OK)
        exit_code = 1;

    /* With an OSM extract given (argv[2]), import it and plan a trip across central Helsinki:
     * railway station -> Kamppi -> market square -> Kaivopuisto, middle stops in the best order. */
    if (argc > 2) {
        char import[1200];
        snprintf(import, sizeof import, "{\"kind\":\"road_network\",\"road_network\":{\"path\":\"%s\",\"profile\":\"car\"}}", argv[2]);
        status = lift_save(store, import, &json);
        if (report("imported road network", status, json) != LIFT_OK)
            exit_code = 1;
        status = lift_route(store,
                            "{\"stops\":[{\"lat\":60.1709,\"lon\":24.9413},{\"lat\":60.1690,\"lon\":24.9320},"
                            "{\"lat\":60.1675,\"lon\":24.9525},{\"lat\":60.1575,\"lon\":24.9560}],"
                            "\"profile\":\"car\",\"optimize\":\"keep_first_last\",\"geometry\":\"none\"}",
                            &json);
        if (report("route across Helsinki", status, json) != LIFT_OK)
            exit_code = 1;
        /* Turn-by-turn directions: each step's "instruction", found in the answer's text (a host
         * would read the steps with its JSON library). */
        status = lift_route(store,
                            "{\"stops\":[{\"lat\":60.1709,\"lon\":24.9413},{\"lat\":60.1575,\"lon\":24.9560}],"
                            "\"geometry\":\"none\",\"steps\":true}",
                            &json);
        if (status == LIFT_OK && json) {
            printf("directions, railway station -> Kaivopuisto:\n");
            static const char key[] = "\"instruction\":\"";
            for (const char *at = strstr(json, key); at; at = strstr(at, key)) {
                at += sizeof key - 1;
                const char *end = strchr(at, '"');
                if (!end) break;
                printf("  %.*s\n", (int)(end - at), at);
                at = end;
            }
            lift_free(json);
        } else {
            report("directions failed", status, json);
            exit_code = 1;
        }
    }

    /* Without one: unavailable / no_road_network is the expected answer. */
    if (argc <= 2) {
        status = lift_route(store,
                            "{\"stops\":[{\"lat\":60.1699,\"lon\":24.9384},{\"lat\":60.4518,\"lon\":22.2666}],"
                            "\"profile\":\"car\"}",
                            &json);
        if (status == LIFT_E_UNAVAILABLE && json && strstr(json, "\"code\":\"no_road_network\"")) {
            report("route (expected: no road network yet)", status, json);
        } else if (status == LIFT_OK) {
            report("route", status, json);
        } else {
            report("route failed unexpectedly", status, json);
            exit_code = 1;
        }
    }

    status = lift_remove(store, request, &json);
    if (report("removed routine", status, json) != LIFT_OK)
        exit_code = 1;

    status = lift_close(store);
    if (status != LIFT_OK) {
        printf("close: [%d %s]\n", (int)status, lift_status_name(status));
        exit_code = 1;
    }
    return exit_code;
}
