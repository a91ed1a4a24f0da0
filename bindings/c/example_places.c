/*
 * example_places.c — place search and saved routes from C: import an OSM extract, search a
 * street by what a user types, route to it through two stops, save the route, list it, edit it
 * (rename, then new stops: recomputed), remove it.
 *
 *   make example_places && ./example_places [store.lift] [extract.osm.pbf] [query]
 *
 * Without an extract a small OSM file with a "Mannerheimintie" is written next to the store
 * (what `make valgrind` runs). Exits non-zero when a step does not answer as expected.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <lift.h>

typedef int32_t (*lift_call)(lift_store *store, const char *request_json, char **out_json);

/* Prints what a call returned, keeps a copy in keep (when given), releases it. */
static int32_t report(const char *what, int32_t status, char *json, char *keep, size_t keep_size)
{
    printf("%s: [%d %s] %s\n", what, (int)status, lift_status_name(status), json ? json : "(null)");
    if (keep != NULL && keep_size > 0)
        snprintf(keep, keep_size, "%s", json ? json : "");
    lift_free(json);
    return status;
}

/* One request: call, print, keep a copy of the answer. Returns the status. */
static int32_t step(const char *what, lift_call call, lift_store *store, const char *request, char *keep, size_t keep_size)
{
    char *json = NULL;
    int32_t status = call(store, request, &json);
    return report(what, status, json, keep, keep_size);
}

/* Where the value of the first "key" starts in json, or NULL (a stand-in for a JSON parser that
 * works on liblift's compact, stably ordered output). */
static const char *value_of(const char *json, const char *key)
{
    char pattern[64];
    const char *at;
    snprintf(pattern, sizeof pattern, "\"%s\":", key);
    at = json != NULL ? strstr(json, pattern) : NULL;
    return at != NULL ? at + strlen(pattern) : NULL;
}

static int string_field(const char *json, const char *key, char *out, size_t out_size)
{
    const char *v = value_of(json, key), *close;
    if (v == NULL || *v != '"' || (close = strchr(v + 1, '"')) == NULL || (size_t)(close - v - 1) >= out_size)
        return -1;
    memcpy(out, v + 1, (size_t)(close - v - 1));
    out[close - v - 1] = '\0';
    return 0;
}

static int number_field(const char *json, const char *key, double *out)
{
    const char *v = value_of(json, key);
    char *end;
    if (v == NULL)
        return -1;
    *out = strtod(v, &end);
    return end == v ? -1 : 0;
}

/* A few streets around a square, about 200 m a side, one of them Mannerheimintie. */
static int write_small_extract(const char *path)
{
    FILE *f = fopen(path, "w");
    if (f == NULL)
        return -1;
    fputs("<?xml version='1.0' encoding='UTF-8'?>\n<osm version='0.6' generator='example_places'>\n"
          "<node id='1' version='1' lat='60.1690' lon='24.9380'/>\n"
          "<node id='2' version='1' lat='60.1690' lon='24.9420'/>\n"
          "<node id='3' version='1' lat='60.1710' lon='24.9420'/>\n"
          "<node id='4' version='1' lat='60.1710' lon='24.9380'/>\n"
          "<node id='5' version='1' lat='60.1700' lon='24.9400'><tag k='amenity' v='cafe'/><tag k='name' v='Café Ekberg'/></node>\n"
          "<way id='10' version='1'><nd ref='1'/><nd ref='2'/><tag k='highway' v='primary'/><tag k='name' v='Mannerheimintie'/></way>\n"
          "<way id='11' version='1'><nd ref='2'/><nd ref='3'/><tag k='highway' v='residential'/><tag k='name' v='Bulevardi'/></way>\n"
          "<way id='12' version='1'><nd ref='3'/><nd ref='4'/><nd ref='1'/><tag k='highway' v='residential'/><tag k='name' v='Erottajankatu'/></way>\n"
          "</osm>\n", f);
    return fclose(f) == 0 ? 0 : -1;
}

int main(int argc, char **argv)
{
    const char *path = argc > 1 ? argv[1] : "./example_places.lift";
    const char *query = argc > 3 ? argv[3] : "mannerh";
    char extract[2048], request[8192], answer[65536], id[64], name[256];
    double lat = 0, lon = 0, distance = 0, edited = 0;
    lift_store *store = NULL;
    char *json = NULL;
    int rc = 1;

    if (argc > 2 && argv[2][0] != '\0') {
        snprintf(extract, sizeof extract, "%s", argv[2]);
    } else {
        snprintf(extract, sizeof extract, "%s.osm", path);
        if (write_small_extract(extract) != 0) {
            fprintf(stderr, "cannot write %s\n", extract);
            return 1;
        }
    }
    {
        int32_t status = lift_open(path, "{\"durability\":\"normal\"}", &store, &json);
        if (report("open", status, json, NULL, 0) != LIFT_OK)
            return 1;
    }

    snprintf(request, sizeof request, "{\"kind\":\"road_network\",\"road_network\":{\"path\":\"%s\",\"profile\":\"car\"}}", extract);
    if (step("import (network and place names)", lift_save, store, request, NULL, 0) != LIFT_OK)
        goto done;

    /* 1. Search: what the user typed, best first; take the first suggestion. */
    snprintf(request, sizeof request, "{\"kind\":\"place\",\"query\":\"%s\",\"focus\":{\"lat\":60.1699,\"lon\":24.9384},\"limit\":3}", query);
    if (step("search", lift_load, store, request, answer, sizeof answer) != LIFT_OK ||
        string_field(answer, "name", name, sizeof name) != 0 || number_field(answer, "lat", &lat) != 0 ||
        number_field(answer, "lon", &lon) != 0) {
        fprintf(stderr, "no suggestion for %s\n", query);
        goto done;
    }
    printf("-> destination: %s (%.5f, %.5f)\n", name, lat, lon);

    /* 2. Route to it through two stops, 3. and save it (the result is computed and stored). */
    snprintf(request, sizeof request,
             "{\"kind\":\"route\",\"route\":{\"name\":\"To %s\",\"profile\":\"car\",\"stops\":["
             "{\"name\":\"Start\",\"lat\":60.1709,\"lon\":24.9381},{\"lat\":60.1710,\"lon\":24.9410},"
             "{\"lat\":60.1700,\"lon\":24.9421},{\"name\":\"%s\",\"lat\":%.7f,\"lon\":%.7f}]}}", name, name, lat, lon);
    {
        int32_t status = lift_save(store, request, &json);
        if (status == LIFT_E_CONFLICT && json != NULL && strstr(json, "duplicate_route_name") != NULL &&
            string_field(strstr(json, "\"details\""), "id", id, sizeof id) == 0) {
            /* Left by an earlier run that stopped half way: remove it and save again. */
            char removal[128];
            report("saved by an earlier run", status, json, NULL, 0);
            snprintf(removal, sizeof removal, "{\"kind\":\"route\",\"id\":\"%s\"}", id);
            step("remove it", lift_remove, store, removal, NULL, 0);
            status = lift_save(store, request, &json);
        }
        if (report("save route", status, json, answer, sizeof answer) != LIFT_OK ||
            string_field(answer, "id", id, sizeof id) != 0 || number_field(answer, "distance", &distance) != 0)
            goto done;
    }

    /* 4. List saved routes. */
    if (step("list routes", lift_load, store, "{\"kind\":\"route\"}", answer, sizeof answer) != LIFT_OK ||
        strstr(answer, id) == NULL)
        goto done;

    /* 5. Edit: rename (keeps the stored result), then drop the middle stops (recomputed). */
    snprintf(request, sizeof request, "{\"kind\":\"route\",\"route\":{\"id\":\"%s\",\"name\":\"Errand run\"}}", id);
    if (step("rename", lift_save, store, request, NULL, 0) != LIFT_OK)
        goto done;
    snprintf(request, sizeof request,
             "{\"kind\":\"route\",\"route\":{\"id\":\"%s\",\"stops\":[{\"name\":\"Start\",\"lat\":60.1709,\"lon\":24.9381},"
             "{\"name\":\"%s\",\"lat\":%.7f,\"lon\":%.7f}]}}", id, name, lat, lon);
    if (step("new stops", lift_save, store, request, answer, sizeof answer) != LIFT_OK ||
        number_field(answer, "distance", &edited) != 0)
        goto done;
    printf("-> %.1f m through the two stops, %.1f m direct\n", distance, edited);

    /* 6. Remove; a second remove is not_found. */
    snprintf(request, sizeof request, "{\"kind\":\"route\",\"id\":\"%s\"}", id);
    if (step("remove", lift_remove, store, request, NULL, 0) != LIFT_OK)
        goto done;
    if (step("remove again (expected not_found)", lift_remove, store, request, NULL, 0) != LIFT_E_NOT_FOUND)
        goto done;
    rc = 0;
done:
    lift_close(store);
    if (rc != 0)
        fprintf(stderr, "example_places: a step failed\n");
    return rc;
}
