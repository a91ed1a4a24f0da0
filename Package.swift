// swift-tools-version:6.2
import PackageDescription

// liblift: a Swift core behind the C contract in include/lift.h (see docs/DESIGN.md).
let package = Package(
    name: "liblift",
    products: [
        .library(name: "lift", type: .dynamic, targets: ["Lift"]),
    ],
    targets: [
        // System libraries and the C header the Swift boundary implements.
        .systemLibrary(name: "CLift", path: "Sources/CLift"),
        .systemLibrary(name: "CJansson", path: "Sources/CJansson", pkgConfig: "jansson",
                       providers: [.apt(["libjansson-dev"])]),
        .systemLibrary(name: "CSQLite", path: "Sources/CSQLite", pkgConfig: "sqlite3",
                       providers: [.apt(["libsqlite3-dev"])]),
        .systemLibrary(name: "CSodium", path: "Sources/CSodium", pkgConfig: "libsodium",
                       providers: [.apt(["libsodium-dev"])]),
        // No pkgConfig: Debian's libutf8proc.pc adds -DUTF8PROC_EXPORTS, which SwiftPM refuses
        // (a warning on every build); the header and library are on the default paths.
        .systemLibrary(name: "CUTF8Proc", path: "Sources/CUTF8Proc", providers: [.apt(["libutf8proc-dev"])]),

        // Apple Health export files: expat for the XML (already linked by the OSM reader), and zlib's
        // minizip for the zip (Debian libminizip-dev: needs only zlib, where libzip brings OpenSSL and bzip2).
        .systemLibrary(name: "CExpat", path: "Sources/CExpat", providers: [.apt(["libexpat1-dev"])]),
        .systemLibrary(name: "CMinizip", path: "Sources/CMinizip", pkgConfig: "minizip", providers: [.apt(["libminizip-dev"])]),

        // Domain: models, rules, use cases and the ports they need. Pure Swift.
        .target(name: "LiftCore"),
        // JSON through jansson: strict decoding and encoding, model <-> JSON.
        // Release only, as LiftRouting below: no dynamic exclusivity checks on the per-call path
        // (a connection's statement cache and transaction state, a response under construction;
        // each used by one call at a time under its handle's lock). 7 checks a one-row load
        // (bench/boundary, BENCHMARKS.md); debug builds and the tests keep them.
        .target(name: "LiftJSON", dependencies: ["LiftCore", "CJansson"],
                swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]),
        // The file-backed store: SQLite adapters of LiftCore's store ports.
        .target(name: "LiftSQLite", dependencies: ["LiftCore", "CSQLite"],
                swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]),
        // libcurl loaded on first use (dlopen), not linked: its ~30 dependencies cost 15-30 ms of
        // every host's dlopen of liblift. Headers from libcurl4-openssl-dev.
        .target(name: "LiftCurl", linkerSettings: [.linkedLibrary("dl"), .linkedLibrary("pthread")]),
        // Remote-client adapters of LiftCore's RemoteClient port: libcurl.
        .target(name: "LiftRemote", dependencies: ["LiftCore", "LiftCurl"]),
        // Password hashing (Argon2id) and secret buffers through libsodium.
        .target(name: "LiftCrypto", dependencies: ["LiftCore", "CSodium"]),
        // Unicode normalisation (UAX #15) and code point properties through utf8proc, for
        // usernames and passwords: no ICU (tens of MB) in the library.
        .target(name: "LiftText", dependencies: ["LiftCore", "CUTF8Proc"]),
        // The C boundary: @c @implementation of lift.h, handles, dispatch.
        // Routing: libosmium behind a small C API, and the Swift graph, hierarchy and trip planner.
        .target(name: "LiftOSMReader", path: "Sources/LiftOSMReader",
                cxxSettings: [.unsafeFlags(["-std=c++17", "-O2"])],
                // PBF needs zlib, XML needs expat (no bzip2: the reader includes only those two formats).
                linkerSettings: [.linkedLibrary("z"), .linkedLibrary("expat"), .linkedLibrary("pthread")]),
        // Release only: no dynamic exclusivity checks in the query loops (a search state is used
        // by one caller at a time, handed out from a pool under a lock; networks are immutable).
        // Measured in BENCHMARKS.md (Routing): a visible share of an in-process route.
        // Debug builds and the tests keep the checks.
        .target(name: "LiftRouting", dependencies: ["LiftCore", "LiftOSMReader"],
                swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]),
        // Adapters joining the routing core to the store: the decoded network cache (Plan Route's
        // provider, with the store's change stamp) and the place index cache.
        .target(name: "LiftRoadNetworks", dependencies: ["LiftCore", "LiftRouting", "LiftSQLite"],
                swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]),
        // The Apple Health export reader: streams export.zip / export.xml into LiftCore's import.
        .target(name: "LiftAppleHealth", dependencies: ["LiftCore", "CExpat", "CMinizip"],
                swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]),
        // bench/routing only: dumps our turn graph for the scipy baseline, times queries in-process.
        // It reaches LiftRouting's internals with `@testable import`, so nothing of it is in liblift
        // (a release build of it needs `-Xswiftc -enable-testing`; see bench/routing/Tool/main.swift).
        .executableTarget(name: "lift-routing-bench", dependencies: ["LiftRouting", "LiftCore"], path: "bench/routing/Tool"),
        // The C boundary: @c @implementation of lift.h, handles, dispatch.
        .target(name: "Lift", dependencies: ["CLift", "LiftCore", "LiftJSON", "LiftSQLite", "LiftRemote", "LiftRouting", "LiftRoadNetworks", "LiftCrypto", "LiftText", "LiftAppleHealth", "CJansson"],
                exclude: ["exports.map"]),

        .testTarget(name: "LiftCoreTests", dependencies: ["LiftCore"]),
        .testTarget(name: "LiftJSONTests", dependencies: ["LiftJSON", "LiftCore", "CJansson"]),
        .testTarget(name: "LiftSQLiteTests", dependencies: ["LiftSQLite", "LiftCore", "LiftText"]),
        .testTarget(name: "LiftCryptoTests", dependencies: ["LiftCrypto", "LiftCore"]),
        .testTarget(name: "LiftTextTests", dependencies: ["LiftText", "LiftCore"]),
        .testTarget(name: "LiftTests", dependencies: ["Lift", "CLift", "LiftCore", "LiftRemote", "LiftCrypto"]),
        .testTarget(name: "LiftAppleHealthTests", dependencies: ["LiftAppleHealth", "LiftCore"]),
        .testTarget(name: "LiftRoutingTests", dependencies: ["LiftRouting", "LiftCore"]),
        .testTarget(name: "LiftRoadNetworksTests", dependencies: ["LiftRoadNetworks", "LiftRouting", "LiftSQLite", "LiftCore"]),
    ]
)
