/* libcurl through dlopen on first use: see include/lift_curl.h for why. */
#include "lift_curl.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>

static struct {
    CURLcode (*global_init)(long);
    CURL *(*easy_init)(void);
    void (*easy_cleanup)(CURL *);
    CURLcode (*easy_perform)(CURL *);
    const char *(*easy_strerror)(CURLcode);
    CURLcode (*easy_setopt)(CURL *, CURLoption, ...);
    CURLcode (*easy_getinfo)(CURL *, CURLINFO, ...);
    struct curl_slist *(*slist_append)(struct curl_slist *, const char *);
    void (*slist_free_all)(struct curl_slist *);
} api;
static CURLcode loaded = CURLE_FAILED_INIT;
static pthread_once_t once = PTHREAD_ONCE_INIT;

/* The handle is kept for the life of the process: libcurl keeps global state (TLS) that must
 * not be unloaded under a host's other users of it. */
static void load(void) {
    void *h = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
    if (h == NULL) return;
    *(void **)&api.global_init = dlsym(h, "curl_global_init");
    *(void **)&api.easy_init = dlsym(h, "curl_easy_init");
    *(void **)&api.easy_cleanup = dlsym(h, "curl_easy_cleanup");
    *(void **)&api.easy_perform = dlsym(h, "curl_easy_perform");
    *(void **)&api.easy_strerror = dlsym(h, "curl_easy_strerror");
    *(void **)&api.easy_setopt = dlsym(h, "curl_easy_setopt");
    *(void **)&api.easy_getinfo = dlsym(h, "curl_easy_getinfo");
    *(void **)&api.slist_append = dlsym(h, "curl_slist_append");
    *(void **)&api.slist_free_all = dlsym(h, "curl_slist_free_all");
    if (!api.global_init || !api.easy_init || !api.easy_cleanup || !api.easy_perform || !api.easy_strerror ||
        !api.easy_setopt || !api.easy_getinfo || !api.slist_append || !api.slist_free_all)
        return;
    loaded = api.global_init(CURL_GLOBAL_DEFAULT);
}

CURLcode lift_curl_global_init(void) {
    pthread_once(&once, load);
    return loaded;
}

/* Every other entry point is reached only after lift_curl_global_init() returned CURLE_OK;
 * the checks below keep a wrong caller from jumping through NULL. */
CURL *lift_curl_easy_init(void) { return lift_curl_global_init() == CURLE_OK ? api.easy_init() : NULL; }
void lift_curl_easy_cleanup(CURL *c) { if (c != NULL && loaded == CURLE_OK) api.easy_cleanup(c); }
CURLcode lift_curl_easy_perform(CURL *c) { return loaded == CURLE_OK ? api.easy_perform(c) : CURLE_FAILED_INIT; }
const char *lift_curl_easy_strerror(CURLcode rc) {
    return loaded == CURLE_OK ? api.easy_strerror(rc) : "libcurl.so.4 could not be loaded";
}
struct curl_slist *lift_curl_slist_append(struct curl_slist *list, const char *line) {
    return lift_curl_global_init() == CURLE_OK ? api.slist_append(list, line) : NULL;
}
void lift_curl_slist_free_all(struct curl_slist *list) { if (list != NULL && loaded == CURLE_OK) api.slist_free_all(list); }

CURLcode lift_curl_set_long(CURL *c, CURLoption o, long v) {
    return loaded == CURLE_OK ? api.easy_setopt(c, o, v) : CURLE_FAILED_INIT;
}
CURLcode lift_curl_set_string(CURL *c, CURLoption o, const char *v) {
    return loaded == CURLE_OK ? api.easy_setopt(c, o, v) : CURLE_FAILED_INIT;
}
CURLcode lift_curl_set_off(CURL *c, CURLoption o, curl_off_t v) {
    return loaded == CURLE_OK ? api.easy_setopt(c, o, v) : CURLE_FAILED_INIT;
}
CURLcode lift_curl_set_list(CURL *c, struct curl_slist *v) {
    return loaded == CURLE_OK ? api.easy_setopt(c, CURLOPT_HTTPHEADER, v) : CURLE_FAILED_INIT;
}
CURLcode lift_curl_set_writer(CURL *c, lift_curl_write_fn fn, void *context) {
    if (loaded != CURLE_OK) return CURLE_FAILED_INIT;
    CURLcode rc = api.easy_setopt(c, CURLOPT_WRITEFUNCTION, fn);
    return rc != CURLE_OK ? rc : api.easy_setopt(c, CURLOPT_WRITEDATA, context);
}
CURLcode lift_curl_response_code(CURL *c, long *status) {
    return loaded == CURLE_OK ? api.easy_getinfo(c, CURLINFO_RESPONSE_CODE, status) : CURLE_FAILED_INIT;
}
CURLcode lift_curl_set_progress(CURL *c, lift_curl_progress_fn fn, void *context) {
    if (loaded != CURLE_OK) return CURLE_FAILED_INIT;
    CURLcode rc = api.easy_setopt(c, CURLOPT_XFERINFOFUNCTION, fn);
    if (rc == CURLE_OK) rc = api.easy_setopt(c, CURLOPT_XFERINFODATA, context);
    return rc != CURLE_OK ? rc : api.easy_setopt(c, CURLOPT_NOPROGRESS, 0L);
}
