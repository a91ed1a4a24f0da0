/*
 * lift.h — the C contract of liblift, an embeddable training-log and route-planning core.
 *
 * Every request and response is a JSON document (UTF-8, NUL-terminated). A request names its
 * kind: {"kind":"routine", ...}. docs/API.md lists every kind with its requests and responses.
 *
 * Conventions shared by every function below:
 *  - Return value: LIFT_OK (0) on success, a negative LIFT_E_* status on failure.
 *  - Ownership: input strings are borrowed for the duration of the call. Every `char *` the
 *    library returns through an out pointer is owned by the caller and must be released with
 *    lift_free() — never with free(). `*out_json` is always written (a string or NULL), on every
 *    path, when out_json itself is not NULL.
 *  - Errors: on failure `*out_json` holds
 *      {"error":{"status":-4,"code":"not_found","message":"...","details":{...}}}
 *    `status` is one of the LIFT_E_* values, `code` a stable machine code (the status name or a
 *    more specific one such as "duplicate_routine_name"), `message` human text, `details` facts.
 *    There is no thread-local or global error state.
 *  - Threading: any function may be called from any thread. Calls on one store are serialised
 *    internally; several stores, and several processes on one file, are safe.
 *  - Handles: a closed or never-opened handle is detected and refused with LIFT_E_MISUSE; it is
 *    never dereferenced.
 *  - The library never aborts the host: bad input of any shape yields a status.
 */
#ifndef LIFT_H
#define LIFT_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Version of this header. lift_version() / lift_abi_version() return the same at run time. */
#define LIFT_VERSION_MAJOR 0
#define LIFT_VERSION_MINOR 1
#define LIFT_VERSION_PATCH 0
#define LIFT_VERSION_STRING "0.1.0"
/* ABI major: the SONAME is liblift.so.<LIFT_ABI_VERSION>. Only additions keep it. */
#define LIFT_ABI_VERSION 1

/* Status codes. Stable: never renumbered, only added to. */
#define LIFT_OK                  0
#define LIFT_E_INVALID_REQUEST  (-1)  /* malformed JSON, wrong type, unknown field, rule broken  */
#define LIFT_E_MISUSE           (-2)  /* NULL argument, closed or unknown handle                 */
#define LIFT_E_CONFLICT         (-3)  /* duplicate name / exercises, already exists              */
#define LIFT_E_NOT_FOUND        (-4)  /* no such record (or not this account's)                  */
#define LIFT_E_IO               (-5)  /* the file system failed (disk full, EIO, permission)     */
#define LIFT_E_CORRUPT          (-6)  /* not a liblift store, or a damaged one                   */
#define LIFT_E_BUSY             (-7)  /* another process held the file longer than the timeout   */
#define LIFT_E_UNSUPPORTED      (-8)  /* store written by a newer liblift; unknown kind/verb     */
#define LIFT_E_UNAUTHORIZED     (-9)  /* sign-in failed, or the call needs a signed-in account  */
#define LIFT_E_UNAVAILABLE      (-10) /* a needed resource is absent: remote down, no road network */
#define LIFT_E_NO_MEMORY        (-11) /* allocation failed                                        */
#define LIFT_E_INTERNAL         (-12) /* a bug in liblift: please report it                       */
#define LIFT_E_CANCELLED        (-13) /* the host cancelled the call (its "request_id"); nothing changed */

/* An open store: one SQLite file. Opaque; only ever passed back to the functions below. */
typedef struct lift_store lift_store;

/*
 * Opens (creating if needed) the store file at `path` and runs its schema migrations.
 * options_json may be NULL or an object:
 *   {"durability":"full"|"normal",   default "full": an acknowledged write survives power loss;
 *                                     "normal" survives a process crash, not a power loss.
 *    "busy_timeout_ms": 0..600000,   default 5000: wait this long for another process's lock.
 *    "create": true|false,           default true: false refuses a missing file (not_found).
 *    "read_only": true|false,        default false: true never writes to the file. Loads
 *                                     answer (the sports ones without caching); every save,
 *                                     remove, sign-in and the active record's load fail with
 *                                     LIFT_E_UNSUPPORTED, code "read_only_store".
 *    "remote": {"sources":[{"data_source":"FlashLive"|"TransferMarket","base_url":"https://..",
 *               "api_key_header":..,"api_key":..}], "timeout_ms": 1..600000 (default 15000),
 *               "max_response_bytes": 1..67108864 (default 4194304)},
 *                                     the sports data's remotes (none by default: cache only).
 *    "validate_cache": true|false,   default true: delete expired sports caches on open.
 *    "session_days": 1..3650,        default 30: a session token's life after its last use.
 *    "time_zone": "Europe/Helsinki", default "UTC": the IANA zone days are counted in when a
 *                                     request names none (a request's own "time_zone" wins).
 *    "clock_ms": 0..253402300799999} for tests only: a fixed "now" in ms since the epoch.
 * docs/API.md ("lift_open") has the details of each.
 * On success *out is the handle and *out_json is
 * {"store":{"path":..,"time_zone":..,"schema":{..}}}.
 * On failure *out is NULL; a file that is not a liblift store, or was written by a newer
 * liblift, is refused (corrupt / unsupported) and left untouched.
 */
int32_t lift_open(const char *path, const char *options_json, lift_store **out, char **out_json);

/* Closes the store and frees the handle. NULL is a no-op returning LIFT_OK. Closing a handle
 * twice returns LIFT_E_MISUSE. Waits for a call in progress on the same store to finish; called
 * from inside such a call (a transport callback) it returns LIFT_E_MISUSE and the store stays open. */
int32_t lift_close(lift_store *store);

/* Creates or updates records: {"kind":K, K:{...}} for one record, {"kind":K,"items":[...]} for
 * several, written in one transaction (all or nothing). *out_json holds the saved record(s). */
int32_t lift_save(lift_store *store, const char *request_json, char **out_json);

/* Reads records by id ({"kind":K,"id":"..."}) or by query (filters, range, paging). Never writes,
 * except the active routine record (reading it consumes it) and the sports loads that cache what
 * they serve: league (the built-ins, on first load), team, player and image (what the remote
 * sent; an unreadable entry is deleted). On a "read_only" store none of them writes: the sports
 * loads answer without caching and the active record's load fails with "read_only_store". */
int32_t lift_load(lift_store *store, const char *request_json, char **out_json);

/* Removes records by id or query, in one transaction. *out_json says how many were removed. */
int32_t lift_remove(lift_store *store, const char *request_json, char **out_json);

/* Plans a route through stops: {"stops":[{"lat":..,"lon":..},...],"profile":"car",...}.
 * With no road network imported it fails with LIFT_E_UNAVAILABLE, code "no_road_network". */
int32_t lift_route(lift_store *store, const char *request_json, char **out_json);

/*
 * A host's own networking, used instead of liblift's built-in libcurl client for every remote
 * GET of this store (sports kinds: teams, players, images; docs/API.md).
 *   url           the absolute http(s) URL to GET. Borrowed for the call.
 *   headers_json  a JSON object of extra request headers, {"x-rapidapi-key":"..."} or {}. Borrowed.
 *   *http_status  set by the callback to the HTTP status received (200, 404, 500...).
 *   *body, *body_len  set by the callback to the response body and its length in bytes (the body
 *                 need not be NUL-terminated; NULL with length 0 is an empty body). The buffer is
 *                 owned by the host: liblift copies it, then calls free_body(*body) exactly once,
 *                 whatever the return value, when *body is not NULL.
 * Return 0 when a response arrived (any HTTP status), non-zero when none did (offline, timeout,
 * truncated): liblift then answers LIFT_E_UNAVAILABLE "remote_unavailable" or serves its cache.
 * A body longer than the store's "remote.max_response_bytes" is refused ("response_too_large").
 * The callback runs on the thread that called lift_load, without the store's lock: other calls on
 * the store (from other threads, or from the callback itself) go on while it waits. lift_close and
 * lift_set_transport wait for it to return; called from the callback on its own store they return
 * LIFT_E_MISUSE ("reentrant_call") and change nothing. A load's "timeout_ms" is checked when the
 * callback returns (a later answer counts as none); a load cancelled by its "request_id" drops the
 * answer (the callback may poll {"kind":"request","request_id":..} to give up early). It may be
 * called from several threads for one store or several stores at once.
 */
typedef int32_t (*lift_transport_fn)(void *ctx, const char *url, const char *headers_json,
                                     int32_t *http_status, char **body, size_t *body_len);

/* Registers `fn` (with `ctx`, passed back unchanged) as the store's transport. fn != NULL needs
 * free_body != NULL (LIFT_E_MISUSE otherwise). fn == NULL restores the built-in libcurl client.
 * ctx must stay valid until the transport is replaced or the store is closed. */
int32_t lift_set_transport(lift_store *store, lift_transport_fn fn, void *ctx, void (*free_body)(void *));

/* ---- Logging (an addition to ABI 1) ---------------------------------------------------------
 * What the library does that a host may want to see: schema migrations, waits for a store locked
 * by another connection, remote fetches, road network import phases. A message never holds a
 * password, a token or the content of a record. Off by default; liblift never writes to stderr.
 *   level    LIFT_LOG_ERROR .. LIFT_LOG_DEBUG (filter in the callback).
 *   message  UTF-8, NUL-terminated, borrowed for the call.
 * The callback runs on the thread of the call that logs, possibly several threads at once, and
 * must not call liblift. */
#define LIFT_LOG_ERROR   1
#define LIFT_LOG_WARNING 2
#define LIFT_LOG_INFO    3
#define LIFT_LOG_DEBUG   4
typedef void (*lift_log_fn)(void *ctx, int32_t level, const char *message);

/* Sets the process-wide log callback (with ctx, passed back unchanged); fn == NULL turns logging
 * off. Returns LIFT_OK. A call already logging on another thread may still deliver its message to
 * the previous callback: keep the previous ctx valid until such calls have returned. */
int32_t lift_set_log(lift_log_fn fn, void *ctx);

/* Frees a string returned by liblift. NULL is a no-op. */
void lift_free(char *p);

/* "MAJOR.MINOR.PATCH" of the loaded library. Static: never freed. */
const char *lift_version(void);

/* ABI major of the loaded library; equals the SONAME's number and LIFT_ABI_VERSION. */
uint32_t lift_abi_version(void);

/* The stable name of a status ("ok", "invalid_request", ...; "unknown" for any other value).
 * Static: never freed. */
const char *lift_status_name(int32_t status);

#ifdef __cplusplus
}
#endif

#endif /* LIFT_H */
