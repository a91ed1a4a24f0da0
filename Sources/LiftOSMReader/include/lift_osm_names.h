/* Named things of an .osm.pbf / .osm file for place search: a pass over relations (named
 * multipolygons and boundaries), then one libosmium pass with node locations, so ways arrive with
 * a representative point and relations get the mean of their member ways' nodes. Merging and
 * search stay in Swift. */
#ifndef LIFT_OSM_NAMES_H
#define LIFT_OSM_NAMES_H

#include <stddef.h>

#include "lift_osm_source.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct lift_osm_name {
    /* 's' named highway way, 'a' address (node or way), 'p' named point of interest, 'l' place=*. */
    char kind;
    /* The name; for 'a' the house number. */
    const char *name;
    /* 'a': addr:street; otherwise NULL. */
    const char *street;
    /* 's': the highway value; 'p': "key=value" of the tag that made it a POI; 'l': the place value. */
    const char *category;
    double lat;
    double lon;
    /* 's': the way's length in metres (streets are merged weighted by it); otherwise 0. */
    double length;
    /* 's', 'p', 'l': other names of the same thing (name:fi, name:sv, alt_name, old_name; the
     * ';'-separated values of alt_name and old_name split; then every other name:* in tag order),
     * each once and none equal to name, each as its tag's key, '\x1E' and the name ("name:sv\x1EMannerheimvägen"),
     * separated by '\x1F'; NULL when there are none. 'a': NULL. */
    const char *alt_names;
} lift_osm_name;

typedef void (*lift_osm_name_fn)(void *context, const lift_osm_name *name);

/* Asked every few thousand objects with the same context (may be NULL): nonzero stops the read,
 * which then fails with the message "stopped" (a host's cancel). */
typedef int (*lift_osm_stop_fn)(void *context);

/* 0 on success; otherwise -1 and a NUL-terminated message in error (never throws). */
int lift_osm_read_names(const lift_osm_source *source, void *context, lift_osm_name_fn fn, lift_osm_stop_fn stop,
                        char *error, size_t error_size);

#ifdef __cplusplus
}
#endif

#endif
