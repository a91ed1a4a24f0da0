#include <curl/curl.h>
/* curl_easy_setopt and curl_easy_getinfo are variadic, which Swift cannot call: typed wrappers. */
static inline CURLcode lift_curl_set_long(CURL *c, CURLoption o, long v) { return curl_easy_setopt(c, o, v); }
static inline CURLcode lift_curl_set_string(CURL *c, CURLoption o, const char *v) { return curl_easy_setopt(c, o, v); }
static inline CURLcode lift_curl_set_off(CURL *c, CURLoption o, curl_off_t v) { return curl_easy_setopt(c, o, v); }
static inline CURLcode lift_curl_set_list(CURL *c, struct curl_slist *v) { return curl_easy_setopt(c, CURLOPT_HTTPHEADER, v); }
typedef size_t (*lift_curl_write_fn)(char *data, size_t size, size_t count, void *context);
static inline CURLcode lift_curl_set_writer(CURL *c, lift_curl_write_fn fn, void *context) {
    CURLcode rc = curl_easy_setopt(c, CURLOPT_WRITEFUNCTION, fn);
    return rc != CURLE_OK ? rc : curl_easy_setopt(c, CURLOPT_WRITEDATA, context);
}
static inline CURLcode lift_curl_response_code(CURL *c, long *status) { return curl_easy_getinfo(c, CURLINFO_RESPONSE_CODE, status); }
