/* A small C view of libosmium: streams the highway ways, the restriction relations and the nodes
 * of an .osm.pbf / .osm file to callbacks. Tag interpretation stays in Swift (LiftRouting). */
#ifndef LIFT_OSM_READER_H
#define LIFT_OSM_READER_H

#include <stddef.h>

#include "lift_osm_source.h"
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct lift_osm_tag { const char *key; const char *value; } lift_osm_tag;

/* type: 'n' node, 'w' way, 'r' relation. */
typedef struct lift_osm_member { char type; int64_t ref; const char *role; } lift_osm_member;

typedef struct lift_osm_callbacks {
    void *context;
    /* Ways carrying a highway tag (pass 1). */
    void (*way)(void *context, int64_t id, const int64_t *refs, size_t ref_count,
                const lift_osm_tag *tags, size_t tag_count);
    /* Relations tagged type=restriction (pass 1). */
    void (*relation)(void *context, int64_t id, const lift_osm_member *members, size_t member_count,
                     const lift_osm_tag *tags, size_t tag_count);
    /* Returns nonzero when the node is wanted (pass 2 asks before building tags). */
    int (*wants_node)(void *context, int64_t id);
    void (*node)(void *context, int64_t id, double lat, double lon,
                 const lift_osm_tag *tags, size_t tag_count);
    /* Asked every few thousand objects (may be NULL): nonzero stops the read, which then fails
     * with the message "stopped". Lets a host's cancel end a long import early. */
    int (*stop)(void *context);
} lift_osm_callbacks;

/* 0 on success; otherwise -1 and a NUL-terminated message in error (never throws). */
int lift_osm_read(const lift_osm_source *source, const lift_osm_callbacks *callbacks, char *error, size_t error_size);

#ifdef __cplusplus
}
#endif

#endif
