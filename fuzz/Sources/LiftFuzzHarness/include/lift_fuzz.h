/* lift_fuzz.h — one fuzz input against one liblift entry point (fuzz/README.md). */
#ifndef LIFT_FUZZ_H
#define LIFT_FUZZ_H

#include <stddef.h>
#include <stdint.h>

/* target: "open" (options JSON), "save", "load", "remove", "route" (request JSON), "store"
 * (edits of a valid store file, then opened and read) or "network" (edits of the stored road
 * network BLOB, then opened and routed on). osm_path: an .osm.pbf imported for "route" (NULL:
 * none, so routes stop at no_road_network) and "network" (required). Returns 0, or -1 with a message on stderr. */
int lift_fuzz_init(const char *target, const char *osm_path);

/* Runs one input. A broken contract (a status out of range, LIFT_E_INTERNAL, a NULL or malformed
 * response, a handle returned with an error) prints what broke and aborts: libFuzzer's crash. */
void lift_fuzz_one(const uint8_t *data, size_t size);

/* Closes the store and removes the scratch folder. */
void lift_fuzz_finish(void);

/* libFuzzer's driver (in its runtime, linked by -sanitize=fuzzer): the lift-fuzz main calls it. */
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*user_cb)(const uint8_t *data, size_t size));

#endif
