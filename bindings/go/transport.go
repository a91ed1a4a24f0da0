package lift

/*
#include <stdint.h>
#include <stdlib.h>
#include <lift.h>
int32_t lift_go_set_transport(lift_store *store, uintptr_t handle);
*/
import "C"

import (
	"encoding/json"
	"runtime/cgo"
	"unsafe"
)

// Transport answers the store's remote GETs (sports kinds) instead of liblift's libcurl client:
// the HTTP status and body of a response, or ok=false when none arrived (offline, timeout). It
// runs on the goroutine of the Load that fetches, possibly on several at once.
type Transport func(url string, headers map[string]string) (status int, body []byte, ok bool)

// SetTransport registers t (nil restores libcurl). The Go function stays reachable through a
// cgo.Handle until it is replaced or the store is closed; lift_set_transport waits for a fetch
// in progress, so the old handle is deleted only once no call can use it.
func (s *Store) SetTransport(t Transport) error {
	var h cgo.Handle
	if t != nil {
		h = cgo.NewHandle(t)
	}
	if status := C.lift_go_set_transport(s.handle, C.uintptr_t(h)); status != OK {
		if h != 0 {
			h.Delete()
		}
		return &Error{Status: int(status), Code: C.GoString(C.lift_status_name(status)), Message: "lift_set_transport failed"}
	}
	s.dropTransport()
	s.transport = h
	return nil
}

func (s *Store) dropTransport() {
	if s.transport != 0 {
		s.transport.Delete()
		s.transport = 0
	}
}

//export goLiftTransport
func goLiftTransport(ctx unsafe.Pointer, url *C.char, headersJSON *C.char, httpStatus *C.int32_t, body **C.char, bodyLen *C.size_t) C.int32_t {
	t := cgo.Handle(uintptr(ctx)).Value().(Transport)
	headers := map[string]string{}
	_ = json.Unmarshal([]byte(C.GoString(headersJSON)), &headers)
	status, b, ok := t(C.GoString(url), headers)
	if !ok {
		return 1
	}
	*httpStatus = C.int32_t(status)
	if len(b) > 0 {
		*body = (*C.char)(C.CBytes(b))
		*bodyLen = C.size_t(len(b))
	}
	return 0
}
