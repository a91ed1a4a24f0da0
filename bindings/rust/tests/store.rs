use liblift::{json_string_member, sys, Store};
use std::sync::Arc;
use std::thread;

fn temp_store(name: &str) -> Store {
    let dir = std::env::temp_dir().join(format!("lift-rust-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    Store::open(dir.join("t.lift").to_str().unwrap(), Some(r#"{"durability":"normal"}"#)).unwrap()
}

#[test]
fn store_save_load_exercise_round_trips_utf8() {
    let store = temp_store("roundtrip");
    let saved = store.save(r#"{"kind":"exercise","exercise":{"name":"Päivä press"}}"#).unwrap();
    let id = json_string_member(&saved, "id").unwrap();
    let loaded = store.load(&format!(r#"{{"kind":"exercise","id":"{id}"}}"#)).unwrap();
    assert_eq!(json_string_member(&loaded, "name").as_deref(), Some("Päivä press"));
    let removed = store.remove(&format!(r#"{{"kind":"exercise","id":"{id}"}}"#)).unwrap();
    assert!(removed.contains(r#""removed":1"#), "{removed}");
}

#[test]
fn store_save_taken_name_conflict_error_with_code() {
    let store = temp_store("conflict");
    store.save(r#"{"kind":"exercise","exercise":{"name":"Squat"}}"#).unwrap();
    let err = store.save(r#"{"kind":"exercise","exercise":{"name":"squat"}}"#).unwrap_err();
    assert_eq!(err.status, sys::LIFT_E_CONFLICT);
    assert_eq!(err.code, "duplicate_exercise_name");
}

#[test]
fn store_save_misspelt_member_unknown_field_naming_path() {
    let store = temp_store("typo");
    let err = store.save(r#"{"kind":"routine","routine":{"nmae":"Push"}}"#).unwrap_err();
    assert_eq!(err.status, sys::LIFT_E_INVALID_REQUEST);
    assert_eq!(err.code, "unknown_field");
    assert_eq!(err.path().as_deref(), Some("routine.nmae"));
}

#[test]
fn store_request_with_nul_byte_invalid_request_without_calling() {
    let store = temp_store("nul");
    let err = store.load("{\"kind\":\"exercise\"}\0").unwrap_err();
    assert_eq!(err.status, sys::LIFT_E_INVALID_REQUEST);
}

#[test]
fn open_bad_option_invalid_request() {
    let dir = std::env::temp_dir().join(format!("lift-rust-{}-opt", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let err = Store::open(dir.join("t.lift").to_str().unwrap(), Some(r#"{"durability":"sometimes"}"#)).err().unwrap();
    assert_eq!(err.status, sys::LIFT_E_INVALID_REQUEST);
    assert_eq!(err.path().as_deref(), Some("durability"));
}

#[test]
fn store_shared_by_threads_every_save_kept() {
    let store = Arc::new(temp_store("threads"));
    let workers: Vec<_> = (0..8)
        .map(|t| {
            let store = Arc::clone(&store);
            thread::spawn(move || {
                for i in 0..10 {
                    store.save(&format!(r#"{{"kind":"exercise","exercise":{{"name":"e{t}-{i}"}}}}"#)).unwrap();
                }
            })
        })
        .collect();
    for w in workers {
        w.join().unwrap();
    }
    let page = store.load(r#"{"kind":"exercise","limit":1}"#).unwrap();
    assert!(page.contains(r#""total":80"#), "{page}");
}
