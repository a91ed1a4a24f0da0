/* The Node-API addon of liblift: every store call runs on libuv's thread pool (napi_async_work)
 * and settles a Promise with liblift's answer text, so the event loop never waits on the store
 * (an Argon2 sign-in, an import, a remote fetch). JSON is encoded and decoded in index.js.
 * Node-API is ABI-stable: one build serves every Node version that has its version 8. */
#define NAPI_VERSION 8
#include <node_api.h>
#include <lift.h>
#include <stdlib.h>
#include <string.h>

#define CHECK(env, call)                                                   \
    do {                                                                   \
        if ((call) != napi_ok) {                                           \
            napi_throw_error((env), NULL, "lift addon: " #call " failed"); \
            return NULL;                                                   \
        }                                                                  \
    } while (0)

typedef int32_t (*verb_fn)(lift_store *, const char *, char **);

/* One call in flight: what the worker reads (store, request) and what it writes (status, out). */
typedef struct {
    napi_async_work work;
    napi_deferred deferred;
    verb_fn fn;             /* NULL: lift_open */
    lift_store *store;
    char *path;
    char *request;          /* NUL-terminated UTF-8; also lift_open's options (may be NULL) */
    int32_t status;
    char *out;              /* liblift's answer, freed with lift_free once copied */
} call_t;

/* A JS string as a malloc'd NUL-terminated UTF-8 copy (NULL for undefined/null). */
static char *utf8_arg(napi_env env, napi_value v) {
    napi_valuetype t;
    if (napi_typeof(env, v, &t) != napi_ok || t == napi_undefined || t == napi_null) return NULL;
    size_t len = 0;
    if (napi_get_value_string_utf8(env, v, NULL, 0, &len) != napi_ok) return NULL;
    char *s = malloc(len + 1);
    if (s && napi_get_value_string_utf8(env, v, s, len + 1, &len) != napi_ok) { free(s); s = NULL; }
    return s;
}

static void execute(napi_env env, void *data) {
    (void)env;
    call_t *c = data;
    if (c->fn) c->status = c->fn(c->store, c->request, &c->out);
    else c->status = lift_open(c->path, c->request, &c->store, &c->out);
}

/* Resolves with [status, answerText, handle] (handle: the store pointer as a BigInt, open only). */
static void complete(napi_env env, napi_status st, void *data) {
    call_t *c = data;
    napi_value result, status, text, handle;
    napi_create_array_with_length(env, 3, &result);
    napi_create_int32(env, st == napi_ok ? c->status : LIFT_E_INTERNAL, &status);
    if (c->out) napi_create_string_utf8(env, c->out, NAPI_AUTO_LENGTH, &text);
    else napi_get_null(env, &text);
    napi_create_bigint_uint64(env, (uint64_t)(uintptr_t)c->store, &handle);
    napi_set_element(env, result, 0, status);
    napi_set_element(env, result, 1, text);
    napi_set_element(env, result, 2, handle);
    napi_resolve_deferred(env, c->deferred, result);
    napi_delete_async_work(env, c->work);
    lift_free(c->out);
    free(c->path);
    free(c->request);
    free(c);
}

static napi_value queue(napi_env env, call_t *c) {
    napi_value promise, name;
    CHECK(env, napi_create_promise(env, &c->deferred, &promise));
    CHECK(env, napi_create_string_utf8(env, "lift", NAPI_AUTO_LENGTH, &name));
    CHECK(env, napi_create_async_work(env, NULL, name, execute, complete, c, &c->work));
    CHECK(env, napi_queue_async_work(env, c->work));
    return promise;
}

/* The store pointer travels as a BigInt: liblift checks it (a closed or unknown handle is
 * refused with misuse, never dereferenced), so JS never holds anything it could break. */
static lift_store *handle_arg(napi_env env, napi_value v) {
    uint64_t h = 0;
    bool lossless;
    if (napi_get_value_bigint_uint64(env, v, &h, &lossless) != napi_ok) return NULL;
    return (lift_store *)(uintptr_t)h;
}

static call_t *new_call(void) { return calloc(1, sizeof(call_t)); }

/* open(path, optionsText|null) -> Promise<[status, text, handle]> */
static napi_value js_open(napi_env env, napi_callback_info info) {
    size_t argc = 2;
    napi_value argv[2];
    CHECK(env, napi_get_cb_info(env, info, &argc, argv, NULL, NULL));
    call_t *c = new_call();
    if (!c) { napi_throw_error(env, NULL, "out of memory"); return NULL; }
    c->path = utf8_arg(env, argv[0]);
    c->request = argc > 1 ? utf8_arg(env, argv[1]) : NULL;
    return queue(env, c);
}

static napi_value verb_call(napi_env env, napi_callback_info info, verb_fn fn) {
    size_t argc = 2;
    napi_value argv[2];
    CHECK(env, napi_get_cb_info(env, info, &argc, argv, NULL, NULL));
    call_t *c = new_call();
    if (!c) { napi_throw_error(env, NULL, "out of memory"); return NULL; }
    c->fn = fn;
    c->store = handle_arg(env, argv[0]);
    c->request = utf8_arg(env, argv[1]);
    return queue(env, c);
}

static napi_value js_save(napi_env env, napi_callback_info info) { return verb_call(env, info, lift_save); }
static napi_value js_load(napi_env env, napi_callback_info info) { return verb_call(env, info, lift_load); }
static napi_value js_remove(napi_env env, napi_callback_info info) { return verb_call(env, info, lift_remove); }
static napi_value js_route(napi_env env, napi_callback_info info) { return verb_call(env, info, lift_route); }

/* close(handle) -> status, synchronously: lift_close waits only for calls already running. */
static napi_value js_close(napi_env env, napi_callback_info info) {
    size_t argc = 1;
    napi_value argv[1], result;
    CHECK(env, napi_get_cb_info(env, info, &argc, argv, NULL, NULL));
    CHECK(env, napi_create_int32(env, lift_close(handle_arg(env, argv[0])), &result));
    return result;
}

static napi_value init(napi_env env, napi_value exports) {
    napi_property_descriptor props[] = {
        {"open", NULL, js_open, NULL, NULL, NULL, napi_default, NULL},
        {"save", NULL, js_save, NULL, NULL, NULL, napi_default, NULL},
        {"load", NULL, js_load, NULL, NULL, NULL, napi_default, NULL},
        {"remove", NULL, js_remove, NULL, NULL, NULL, napi_default, NULL},
        {"route", NULL, js_route, NULL, NULL, NULL, napi_default, NULL},
        {"close", NULL, js_close, NULL, NULL, NULL, napi_default, NULL},
    };
    CHECK(env, napi_define_properties(env, exports, sizeof props / sizeof props[0], props));
    napi_value version;
    CHECK(env, napi_create_string_utf8(env, lift_version(), NAPI_AUTO_LENGTH, &version));
    CHECK(env, napi_set_named_property(env, exports, "version", version));
    return exports;
}

NAPI_MODULE(NODE_GYP_MODULE_NAME, init)
