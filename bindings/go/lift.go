// Package lift is the Go binding of liblift (include/lift.h): a Store takes JSON-shaped requests
// (any value encoding/json can marshal) and answers decoded JSON objects, or an *Error.
//
// The C calls may block (an import, a remote fetch up to its timeout, Argon2 at sign-in): each
// runs on its goroutine's OS thread, and liblift serialises calls on one store itself, so a
// Store may be used from many goroutines at once.
package lift

/*
#cgo pkg-config: liblift
#include <stdlib.h>
#include <string.h>
#include <lift.h>
*/
import "C"

import (
	"encoding/json"
	"errors"
	"fmt"
	"runtime/cgo"
	"unsafe"
)

// Status values of include/lift.h.
const (
	OK             = 0
	InvalidRequest = -1
	Misuse         = -2
	Conflict       = -3
	NotFound       = -4
	IO             = -5
	Corrupt        = -6
	Busy           = -7
	Unsupported    = -8
	Unauthorized   = -9
	Unavailable    = -10
	NoMemory       = -11
	Internal       = -12
	Cancelled      = -13
)

// Error is a failed call: Status is the LIFT_E_* value, Code the stable machine code
// (docs/ERRORS.md), Details the facts liblift attached (Details["path"] names a field).
type Error struct {
	Status  int
	Code    string
	Message string
	Details map[string]any
}

func (e *Error) Error() string { return fmt.Sprintf("lift: %s: %s", e.Code, e.Message) }

// Is makes errors.Is(err, &lift.Error{Code: "not_found"}) match on the code (or the status
// when the target has no code).
func (e *Error) Is(target error) bool {
	var t *Error
	if !errors.As(target, &t) {
		return false
	}
	if t.Code != "" {
		return t.Code == e.Code
	}
	return t.Status == e.Status
}

// Object is a decoded JSON object as liblift answers it.
type Object = map[string]any

// Store is one open liblift store. Close it when done; a closed Store answers misuse.
type Store struct {
	handle *C.lift_store
	// The registered Transport (SetTransport), 0 when none.
	transport cgo.Handle
	// Open's answer: {"store":{"path","time_zone","schema"}}.
	Info Object
}

// take copies and frees a string liblift returned (every returned string: lift_free).
func take(p *C.char) []byte {
	if p == nil {
		return nil
	}
	if !plantedLeak {
		defer C.lift_free(p)
	}
	return C.GoBytes(unsafe.Pointer(p), C.int(C.strlen(p)))
}

// answer decodes a call's output: an Object on OK, else the *Error it describes.
func answer(status C.int32_t, body []byte) (Object, error) {
	var doc Object
	if err := json.Unmarshal(body, &doc); err != nil {
		return nil, &Error{Status: Internal, Code: "internal", Message: "liblift returned invalid JSON: " + err.Error()}
	}
	if status == OK {
		return doc, nil
	}
	e := &Error{Status: int(status), Details: Object{}}
	if inner, ok := doc["error"].(map[string]any); ok {
		e.Code, _ = inner["code"].(string)
		e.Message, _ = inner["message"].(string)
		if d, ok := inner["details"].(map[string]any); ok {
			e.Details = d
		}
	}
	return nil, e
}

// cString is a NUL-terminated UTF-8 copy for C; JSON from encoding/json never holds a NUL byte.
func cString(b []byte) *C.char { return (*C.char)(C.CBytes(append(b, 0))) }

// Open opens (by default creates) the store at path; options are lift_open's (docs/API.md,
// "lift_open"), nil for none.
func Open(path string, options any) (*Store, error) {
	cpath := C.CString(path)
	defer C.free(unsafe.Pointer(cpath))
	var copts *C.char
	if options != nil {
		b, err := json.Marshal(options)
		if err != nil {
			return nil, err
		}
		copts = cString(b)
		defer C.free(unsafe.Pointer(copts))
	}
	var h *C.lift_store
	var out *C.char
	status := C.lift_open(cpath, copts, &h, &out)
	doc, err := answer(status, take(out))
	if err != nil {
		return nil, err
	}
	return &Store{handle: h, Info: doc}, nil
}

// Close closes the store; further calls answer misuse. Closing twice is a misuse error.
func (s *Store) Close() error {
	status := C.lift_close(s.handle)
	if status != OK {
		return &Error{Status: int(status), Code: C.GoString(C.lift_status_name(status)), Message: "lift_close failed"}
	}
	s.dropTransport() // lift_close waited for any fetch using it
	return nil
}

type verb func(*C.lift_store, *C.char, **C.char) C.int32_t

func (s *Store) call(fn verb, request any) (Object, error) {
	b, err := json.Marshal(request)
	if err != nil {
		return nil, err
	}
	creq := cString(b)
	defer C.free(unsafe.Pointer(creq))
	var out *C.char
	status := fn(s.handle, creq, &out)
	return answer(status, take(out))
}

// Save is lift_save: {"kind":K, K:{...}} or {"kind":K, "items":[...]}.
func (s *Store) Save(request any) (Object, error) {
	return s.call(func(h *C.lift_store, r *C.char, o **C.char) C.int32_t { return C.lift_save(h, r, o) }, request)
}

// Load is lift_load: {"kind":K, "id":...} or a query.
func (s *Store) Load(request any) (Object, error) {
	return s.call(func(h *C.lift_store, r *C.char, o **C.char) C.int32_t { return C.lift_load(h, r, o) }, request)
}

// Remove is lift_remove: {"kind":K, "id":...}.
func (s *Store) Remove(request any) (Object, error) {
	return s.call(func(h *C.lift_store, r *C.char, o **C.char) C.int32_t { return C.lift_remove(h, r, o) }, request)
}

// Route is lift_route: {"stops":[{"lat","lon"},...],"profile":"car"}.
func (s *Store) Route(request any) (Object, error) {
	return s.call(func(h *C.lift_store, r *C.char, o **C.char) C.int32_t { return C.lift_route(h, r, o) }, request)
}

// Version is lift_version().
func Version() string { return C.GoString(C.lift_version()) }

// Into decodes an answer into one of the types generated from the schema (types.go):
// `saved, err := lift.Into[lift.ExerciseSaveAnswer1](store.Save(request))`.
func Into[T any](answer Object, err error) (T, error) {
	var out T
	if err != nil {
		return out, err
	}
	b, err := json.Marshal(answer)
	if err != nil {
		return out, err
	}
	err = json.Unmarshal(b, &out)
	return out, err
}
