//! liblift for Rust: a [`Store`] (closed when dropped) taking JSON request text and answering
//! JSON text, or an [`Error`] with liblift's status, code and details.
//!
//! Requests and answers are the JSON of docs/API.md (schema: schema/lift.schema.json). The
//! crate has no dependencies, so it carries no JSON library: an answer is the text liblift wrote
//! (compact, stable key order), and an error's `code` and `message` are read from it by
//! [`json_string_member`].
pub mod sys;

use std::ffi::{CStr, CString};
use std::fmt;
use std::os::raw::c_char;
use std::ptr;

/// A failed call: `status` is the LIFT_E_* value (see [`sys`]), `code` the stable machine code
/// (docs/ERRORS.md), `body` liblift's whole answer, `details` and all.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Error {
    pub status: i32,
    pub code: String,
    pub message: String,
    pub body: String,
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "lift: {}: {}", self.code, self.message)
    }
}

impl std::error::Error for Error {}

impl Error {
    fn from_answer(status: i32, body: String) -> Error {
        let status_name = unsafe { CStr::from_ptr(sys::lift_status_name(status)) }.to_string_lossy().into_owned();
        Error {
            status,
            code: json_string_member(&body, "code").unwrap_or(status_name),
            message: json_string_member(&body, "message").unwrap_or_default(),
            body,
        }
    }

    fn argument(what: &str) -> Error {
        let body = format!("{{\"error\":{{\"status\":-1,\"code\":\"invalid_request\",\"message\":\"{what}\",\"details\":{{}}}}}}");
        Error { status: sys::LIFT_E_INVALID_REQUEST, code: "invalid_request".into(), message: what.into(), body }
    }

    /// `details.path` of the error (the JSON path of the field at fault), when it has one.
    pub fn path(&self) -> Option<String> {
        let details = &self.body[self.body.find("\"details\":")?..];
        json_string_member(details, "path")
    }
}

/// The string value of the first member `key` in JSON `text`, unescaped (for liblift's own
/// answers, whose keys are unique at each level and written in a stable order).
pub fn json_string_member(text: &str, key: &str) -> Option<String> {
    let needle = format!("\"{key}\":\"");
    let start = text.find(&needle)? + needle.len();
    let mut out = String::new();
    let mut chars = text[start..].chars();
    while let Some(c) = chars.next() {
        match c {
            '"' => return Some(out),
            '\\' => match chars.next()? {
                'n' => out.push('\n'),
                't' => out.push('\t'),
                'r' => out.push('\r'),
                'b' => out.push('\u{8}'),
                'f' => out.push('\u{c}'),
                'u' => {
                    let hex: String = chars.by_ref().take(4).collect();
                    out.push(char::from_u32(u32::from_str_radix(&hex, 16).ok()?).unwrap_or('\u{fffd}'));
                }
                other => out.push(other),
            },
            c => out.push(c),
        }
    }
    None
}

/// Copies and frees a string liblift returned (every returned string: lift_free).
fn take(p: *mut c_char) -> String {
    if p.is_null() {
        return String::new();
    }
    let s = unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned();
    // The planted-leak build (feature planted-leak) is valgrind.sh's test of its own check.
    #[cfg(not(feature = "planted-leak"))]
    unsafe {
        sys::lift_free(p)
    };
    s
}

fn answer(status: i32, out: *mut c_char) -> Result<String, Error> {
    let body = take(out);
    if status == sys::LIFT_OK {
        Ok(body)
    } else {
        Err(Error::from_answer(status, body))
    }
}

/// An open store. Dropping it closes it.
pub struct Store {
    handle: *mut sys::LiftStore,
    /// lift_open's answer: {"store":{"path","time_zone","schema"}}.
    pub info: String,
}

// SAFETY: lift.h: "any function may be called from any thread. Calls on one store are
// serialised internally", and a handle is only ever passed back to liblift, which checks it
// before use. So a Store may move to and be shared between threads.
unsafe impl Send for Store {}
unsafe impl Sync for Store {}

type Verb = unsafe extern "C" fn(*mut sys::LiftStore, *const c_char, *mut *mut c_char) -> i32;

impl Store {
    /// Opens (by default creates) the store at `path`; `options` is lift_open's JSON, or None.
    pub fn open(path: &str, options: Option<&str>) -> Result<Store, Error> {
        let cpath = CString::new(path).map_err(|_| Error::argument("the path holds a NUL byte"))?;
        let copts = options.map(CString::new).transpose().map_err(|_| Error::argument("the options hold a NUL byte"))?;
        let mut handle = ptr::null_mut();
        let mut out = ptr::null_mut();
        let status = unsafe {
            sys::lift_open(cpath.as_ptr(), copts.as_ref().map_or(ptr::null(), |c| c.as_ptr()), &mut handle, &mut out)
        };
        let info = answer(status, out)?;
        Ok(Store { handle, info })
    }

    fn call(&self, verb: Verb, request: &str) -> Result<String, Error> {
        let creq = CString::new(request).map_err(|_| Error::argument("the request holds a NUL byte"))?;
        let mut out = ptr::null_mut();
        let status = unsafe { verb(self.handle, creq.as_ptr(), &mut out) };
        answer(status, out)
    }

    /// lift_save: `{"kind":K, K:{...}}` or `{"kind":K, "items":[...]}`.
    pub fn save(&self, request: &str) -> Result<String, Error> {
        self.call(sys::lift_save, request)
    }

    /// lift_load: `{"kind":K, "id":...}` or a query.
    pub fn load(&self, request: &str) -> Result<String, Error> {
        self.call(sys::lift_load, request)
    }

    /// lift_remove: `{"kind":K, "id":...}`.
    pub fn remove(&self, request: &str) -> Result<String, Error> {
        self.call(sys::lift_remove, request)
    }

    /// lift_route: `{"stops":[{"lat":..,"lon":..},...]}`.
    pub fn route(&self, request: &str) -> Result<String, Error> {
        self.call(sys::lift_route, request)
    }
}

impl Drop for Store {
    fn drop(&mut self) {
        unsafe { sys::lift_close(self.handle) };
    }
}

/// lift_version().
pub fn version() -> String {
    unsafe { CStr::from_ptr(sys::lift_version()) }.to_string_lossy().into_owned()
}
