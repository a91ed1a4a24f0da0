// The C side of Store.SetTransport: liblift calls lift_go_transport, which calls the Go
// function exported as goLiftTransport with the cgo.Handle value passed as ctx.
#include <stdlib.h>
#include <lift.h>
#include "_cgo_export.h"

static int32_t lift_go_transport(void *ctx, const char *url, const char *headers_json,
                                 int32_t *http_status, char **body, size_t *body_len) {
    return goLiftTransport(ctx, (char *)url, (char *)headers_json, http_status, body, body_len);
}

int32_t lift_go_set_transport(lift_store *store, uintptr_t handle) {
    // Bodies are C.CBytes copies (malloc), so free releases them.
    return lift_set_transport(store, handle ? lift_go_transport : NULL, (void *)handle, handle ? free : NULL);
}
