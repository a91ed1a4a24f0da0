/*
 * libcurl, loaded on first use. liblift does not link libcurl: its dependency tree (TLS, Kerberos,
 * LDAP, SSH, HTTP/2, ... about 30 libraries) made dlopen of liblift take 15-30 ms, ten times the
 * start-up budget, for a feature (the sports cache's remote) most hosts never call. The first
 * call here dlopens libcurl.so.4 (once, thread-safe); if it cannot be loaded, every call fails
 * with CURLE_FAILED_INIT / NULL, which the remote client reports as remote_unavailable.
 *
 * The types and constants still come from <curl/curl.h> (libcurl4-openssl-dev at build time).
 * curl_easy_setopt / curl_easy_getinfo are variadic, which Swift cannot call: typed wrappers.
 */
#ifndef LIFT_CURL_H
#define LIFT_CURL_H
#include <curl/curl.h>

/* CURLE_OK once libcurl is loaded and curl_global_init succeeded; the same answer every call. */
CURLcode lift_curl_global_init(void);
CURL *lift_curl_easy_init(void);
void lift_curl_easy_cleanup(CURL *c);
CURLcode lift_curl_easy_perform(CURL *c);
const char *lift_curl_easy_strerror(CURLcode rc);
struct curl_slist *lift_curl_slist_append(struct curl_slist *list, const char *line);
void lift_curl_slist_free_all(struct curl_slist *list);

CURLcode lift_curl_set_long(CURL *c, CURLoption o, long v);
CURLcode lift_curl_set_string(CURL *c, CURLoption o, const char *v);
CURLcode lift_curl_set_off(CURL *c, CURLoption o, curl_off_t v);
CURLcode lift_curl_set_list(CURL *c, struct curl_slist *v);
typedef size_t (*lift_curl_write_fn)(char *data, size_t size, size_t count, void *context);
CURLcode lift_curl_set_writer(CURL *c, lift_curl_write_fn fn, void *context);
CURLcode lift_curl_response_code(CURL *c, long *status);
/* Called during the transfer (about once a second while nothing arrives); non-zero aborts it
 * with CURLE_ABORTED_BY_CALLBACK. */
typedef int (*lift_curl_progress_fn)(void *context, curl_off_t dltotal, curl_off_t dlnow,
                                     curl_off_t ultotal, curl_off_t ulnow);
CURLcode lift_curl_set_progress(CURL *c, lift_curl_progress_fn fn, void *context);

#endif
