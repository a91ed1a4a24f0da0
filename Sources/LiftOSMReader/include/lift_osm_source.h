/* An OSM file as liblift reads it: a local regular file, opened once; every pass reads it again
 * through that descriptor, piece by piece, so the bytes are not held between passes. libosmium
 * never sees the path, so it never fetches a URL (it would fork and exec curl) and never starts a
 * decompressor. Each piece's CRC-32 is taken at open and checked at every pass: the passes read
 * the same bytes, or a pass fails ("the file changed while it was read"). */
#ifndef LIFT_OSM_SOURCE_H
#define LIFT_OSM_SOURCE_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct lift_osm_source lift_osm_source;

/* Opens path without blocking (a FIFO is never waited on), refuses anything but a regular file
 * (directories, devices, FIFOs, sockets), reads it whole once (then lets the bytes go) and
 * recognises OSM PBF or OSM XML by its first bytes. 0 and *out set on success; otherwise -1, *out NULL and a NUL-terminated message in
 * error (never throws). */
int lift_osm_source_open(const char *path, lift_osm_source **out, char *error, size_t error_size);

/* The same, with a PBF file read in pieces of about piece_bytes (whole blobs) by each pass; the
 * default above is 1 MiB. The answers do not depend on it (tests read small files in small pieces). */
int lift_osm_source_open_in_pieces(const char *path, size_t piece_bytes, lift_osm_source **out,
                                   char *error, size_t error_size);

/* NULL is a no-op. */
void lift_osm_source_free(lift_osm_source *source);

/* Hands the C heap's free pages back to the system (glibc's malloc_trim; a no-op elsewhere). A
 * pass frees its decoding buffers into the heaps of libosmium's threads, where they would stay
 * resident through the rest of an import. */
void lift_osm_release_free_memory(void);

#ifdef __cplusplus
}
#endif

#endif
