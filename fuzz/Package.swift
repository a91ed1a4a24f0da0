// swift-tools-version:6.2
import PackageDescription

// libFuzzer harnesses of liblift's C entry points (fuzz/README.md). Built only by `make fuzz`,
// with `-sanitize=fuzzer,address` applied to every Swift module of liblift.
let package = Package(
    name: "lift-fuzz",
    dependencies: [.package(name: "liblift", path: "..")],
    targets: [
        // One input against one entry point, plus the contract's checks. Also built, with a plain C
        // compiler, into fuzz/replay (make fuzz-replay) against build/liblift.so.
        // The network target edits a stored BLOB through SQLite's own C API.
        .target(name: "LiftFuzzHarness", path: "Sources/LiftFuzzHarness", linkerSettings: [.linkedLibrary("sqlite3")]),
        // libFuzzer's driver: main() picks the entry point (LIFT_FUZZ_TARGET) and runs LLVMFuzzerRunDriver.
        .executableTarget(name: "lift-fuzz",
                          dependencies: ["LiftFuzzHarness", .product(name: "lift", package: "liblift")],
                          path: "Sources/lift-fuzz"),
    ]
)
