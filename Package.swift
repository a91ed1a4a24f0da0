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

        // Domain: models, rules, use cases and the ports they need. Pure Swift.
        .target(name: "LiftCore"),
        // JSON through jansson: strict decoding and encoding, model <-> JSON.
        .target(name: "LiftJSON", dependencies: ["LiftCore", "CJansson"]),
        // The file-backed store: SQLite adapters of LiftCore's store ports.
        .target(name: "LiftSQLite", dependencies: ["LiftCore", "CSQLite"]),
        // libcurl loaded on first use (dlopen), not linked: its ~30 dependencies cost 15-30 ms of
        // every host's dlopen of liblift. Headers from libcurl4-openssl-dev.
        .target(name: "LiftCurl", linkerSettings: [.linkedLibrary("dl"), .linkedLibrary("pthread")]),
        // Remote-client adapters of LiftCore's RemoteClient port: libcurl.
        .target(name: "LiftRemote", dependencies: ["LiftCore", "LiftCurl"]),
        // Password hashing (Argon2id) and secret buffers through libsodium.
        .target(name: "LiftCrypto", dependencies: ["LiftCore", "CSodium"]),
        // The C boundary: @c @implementation of lift.h, handles, dispatch.
        // Routing: libosmium behind a small C API, and the Swift graph, hierarchy and trip planner.
        .target(name: "LiftOSMReader", path: "Sources/LiftOSMReader",
                cxxSettings: [.unsafeFlags(["-std=c++17", "-O2"])],
                // PBF needs zlib, XML needs expat (no bzip2: the reader includes only those two formats).
                linkerSettings: [.linkedLibrary("z"), .linkedLibrary("expat"), .linkedLibrary("pthread")]),
        .target(name: "LiftRouting", dependencies: ["LiftCore", "LiftOSMReader"]),
        // The C boundary: @c @implementation of lift.h, handles, dispatch.
        .target(name: "Lift", dependencies: ["CLift", "LiftCore", "LiftJSON", "LiftSQLite", "LiftRemote", "LiftRouting", "LiftOSMReader", "LiftCrypto", "CJansson"],
                exclude: ["exports.map"]),

        .testTarget(name: "LiftCoreTests", dependencies: ["LiftCore"]),
        .testTarget(name: "LiftJSONTests", dependencies: ["LiftJSON", "LiftCore", "CJansson"]),
        .testTarget(name: "LiftSQLiteTests", dependencies: ["LiftSQLite", "LiftCore"]),
        .testTarget(name: "LiftCryptoTests", dependencies: ["LiftCrypto", "LiftCore"]),
        .testTarget(name: "LiftTests", dependencies: ["Lift", "CLift", "LiftCore", "LiftRemote"]),
        .testTarget(name: "LiftRoutingTests", dependencies: ["LiftRouting", "LiftCore"]),
    ]
)
