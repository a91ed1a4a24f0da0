// Links liblift: from LIFT_BUILD (the folder of liblift.so), else the repository's build/.
fn main() {
    let dir = std::env::var("LIFT_BUILD").unwrap_or_else(|_| {
        format!("{}/../../build", std::env::var("CARGO_MANIFEST_DIR").unwrap())
    });
    println!("cargo:rustc-link-search=native={dir}");
    println!("cargo:rustc-link-lib=dylib=lift");
    println!("cargo:rerun-if-env-changed=LIFT_BUILD");
}
