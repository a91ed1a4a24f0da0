//! The declarations of include/lift.h (the functions this crate calls) and its status values.
use std::os::raw::c_char;

/// An open store; opaque, only passed back to liblift.
#[repr(C)]
pub struct LiftStore {
    _private: [u8; 0],
}

pub const LIFT_OK: i32 = 0;
pub const LIFT_E_INVALID_REQUEST: i32 = -1;
pub const LIFT_E_MISUSE: i32 = -2;
pub const LIFT_E_CONFLICT: i32 = -3;
pub const LIFT_E_NOT_FOUND: i32 = -4;
pub const LIFT_E_IO: i32 = -5;
pub const LIFT_E_CORRUPT: i32 = -6;
pub const LIFT_E_BUSY: i32 = -7;
pub const LIFT_E_UNSUPPORTED: i32 = -8;
pub const LIFT_E_UNAUTHORIZED: i32 = -9;
pub const LIFT_E_UNAVAILABLE: i32 = -10;
pub const LIFT_E_NO_MEMORY: i32 = -11;
pub const LIFT_E_INTERNAL: i32 = -12;
pub const LIFT_E_CANCELLED: i32 = -13;

extern "C" {
    pub fn lift_open(path: *const c_char, options_json: *const c_char, out: *mut *mut LiftStore,
                     out_json: *mut *mut c_char) -> i32;
    pub fn lift_close(store: *mut LiftStore) -> i32;
    pub fn lift_save(store: *mut LiftStore, request_json: *const c_char, out_json: *mut *mut c_char) -> i32;
    pub fn lift_load(store: *mut LiftStore, request_json: *const c_char, out_json: *mut *mut c_char) -> i32;
    pub fn lift_remove(store: *mut LiftStore, request_json: *const c_char, out_json: *mut *mut c_char) -> i32;
    pub fn lift_route(store: *mut LiftStore, request_json: *const c_char, out_json: *mut *mut c_char) -> i32;
    pub fn lift_free(p: *mut c_char);
    pub fn lift_version() -> *const c_char;
    pub fn lift_status_name(status: i32) -> *const c_char;
}
