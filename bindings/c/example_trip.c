/*
 * example_trip.c — a delivery round from C: import central Helsinki's roads (car), let liblift
 * order eight stops as a round trip, print the visiting order, distance and duration, then show
 * the two refusals a planner must handle (a stop far from any road, too many stops).
 *
 *   make example_trip && ./example_trip path/to/Helsinki.osm.pbf [store.lift]
 *
 * Exits 0 when the trip is planned and both refusals come back as the documented errors.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <lift.h>

static const char *const names[] = {"Railway station", "Kamppi", "Market square", "Kaivopuisto",
                                    "Senate square", "Design museum", "Old church park", "Ateneum"};
static const double stops[][2] = {{60.1709, 24.9413}, {60.1690, 24.9320}, {60.1675, 24.9525}, {60.1575, 24.9560},
                                  {60.1692, 24.9522}, {60.1630, 24.9460}, {60.1650, 24.9370}, {60.1700, 24.9440}};
#define STOP_COUNT (sizeof stops / sizeof stops[0])

/* The integers of the "order" array in a route response, into out; returns how many. */
static size_t read_order(const char *json, int *out, size_t max)
{
    const char *p = json ? strstr(json, "\"order\":[") : NULL;
    size_t n = 0;
    if (p == NULL)
        return 0;
    p += strlen("\"order\":[");
    while (n < max && *p && *p != ']') {
        char *end = NULL;
        long v = strtol(p, &end, 10);
        if (end == p)
            break;
        out[n++] = (int)v;
        p = *end == ',' ? end + 1 : end;
    }
    return n;
}

/* The number after "key": at the route's top level (the first occurrence after "route"). */
static double route_number(const char *json, const char *key)
{
    char pattern[32];
    const char *route = json ? strstr(json, "\"route\":{") : NULL;
    const char *p;
    snprintf(pattern, sizeof pattern, "\"%s\":", key);
    p = route ? strstr(route, pattern) : NULL;
    return p ? strtod(p + strlen(pattern), NULL) : -1;
}

/* Sends a route request and expects a refusal with `code`; returns 0 when it came. */
static int expect_refusal(lift_store *store, const char *request, int32_t status_wanted, const char *code)
{
    char *json = NULL;
    int32_t status = lift_route(store, request, &json);
    int ok = status == status_wanted && json && strstr(json, code) != NULL;
    printf("%s: [%s] %s\n", ok ? "refused as expected" : "UNEXPECTED", lift_status_name(status), json ? json : "(null)");
    lift_free(json);
    return ok ? 0 : 1;
}

int main(int argc, char **argv)
{
    const char *osm = argc > 1 ? argv[1] : "../../data/Helsinki.osm.pbf";
    const char *path = argc > 2 ? argv[2] : "./example_trip.lift";
    lift_store *store = NULL;
    char *json = NULL;
    char request[4096];
    size_t used;
    int order[STOP_COUNT + 1];
    size_t n, i;
    int failures = 0;

    if (lift_open(path, NULL, &store, &json) != LIFT_OK) {
        fprintf(stderr, "open failed: %s\n", json ? json : "(null)");
        lift_free(json);
        return 1;
    }
    lift_free(json);
    json = NULL;

    snprintf(request, sizeof request, "{\"kind\":\"road_network\",\"road_network\":{\"path\":\"%s\",\"profile\":\"car\"}}", osm);
    if (lift_save(store, request, &json) != LIFT_OK) {
        fprintf(stderr, "import failed: %s\n", json ? json : "(null)");
        lift_free(json);
        lift_close(store);
        return 1;
    }
    lift_free(json);
    json = NULL;

    used = (size_t)snprintf(request, sizeof request, "{\"profile\":\"car\",\"optimize\":\"round_trip\",\"geometry\":\"none\",\"stops\":[");
    for (i = 0; i < STOP_COUNT && used < sizeof request; i++)
        used += (size_t)snprintf(request + used, sizeof request - used, "%s{\"lat\":%.4f,\"lon\":%.4f}", i ? "," : "", stops[i][0], stops[i][1]);
    if (used < sizeof request)
        snprintf(request + used, sizeof request - used, "]}");
    if (lift_route(store, request, &json) != LIFT_OK) {
        fprintf(stderr, "trip failed: %s\n", json ? json : "(null)");
        failures++;
    } else {
        n = read_order(json, order, STOP_COUNT);
        printf("round trip through %u stops, in this order:\n", (unsigned)n);
        for (i = 0; i < n; i++)
            printf("  %u. %s\n", (unsigned)(i + 1), names[order[i] >= 0 && (size_t)order[i] < STOP_COUNT ? order[i] : 0]);
        printf("  back to %s\n", names[n ? order[0] : 0]);
        printf("distance %.0f m, duration %.0f s\n", route_number(json, "distance"), route_number(json, "duration"));
        if (n != STOP_COUNT || route_number(json, "duration") <= 0)
            failures++;
    }
    lift_free(json);

    /* A stop out at sea, 5 km from any road: refused by name, never silently moved. */
    failures += expect_refusal(store, "{\"stops\":[{\"lat\":60.1709,\"lon\":24.9413},{\"lat\":60.12,\"lon\":24.94}]}",
                               LIFT_E_NOT_FOUND, "stop_not_near_road");
    /* More stops than a trip takes. */
    used = (size_t)snprintf(request, sizeof request, "{\"stops\":[");
    for (i = 0; i < 101 && used < sizeof request; i++)
        used += (size_t)snprintf(request + used, sizeof request - used, "%s{\"lat\":60.17,\"lon\":24.94}", i ? "," : "");
    if (used < sizeof request)
        snprintf(request + used, sizeof request - used, "]}");
    failures += expect_refusal(store, request, LIFT_E_INVALID_REQUEST, "stops");

    lift_close(store);
    return failures ? 1 : 0;
}
