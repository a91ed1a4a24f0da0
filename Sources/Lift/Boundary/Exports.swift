import CLift
import LiftCore
import LiftJSON
import LiftSQLite
import LiftText

// The C contract, include/lift.h. `@c @implementation` makes the compiler check each signature
// against the header. Every body maps failures to a status; nothing here may trap.

/// LIFT_VERSION_STRING of lift.h as C text made once and kept for the process (lift_version
/// hands out the pointer; the header is the one place the version is written). Never written
/// after its one-time initialisation, so sharing it between threads is safe.
nonisolated(unsafe) private let versionText: UnsafePointer<CChar>? = UnsafePointer(strdup(LIFT_VERSION_STRING))

@c @implementation
public func lift_open(_ path: UnsafePointer<CChar>?, _ optionsJSON: UnsafePointer<CChar>?,
                      _ out: UnsafeMutablePointer<OpaquePointer?>?,
                      _ outJSON: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    out?.pointee = nil
    return Call.run(outJSON) { response in
        guard let out else { throw LiftError(.misuse, "the out pointer for the store is NULL") }
        guard let path else { throw LiftError(.misuse, "the path is NULL") }
        let options = try OpenOptions.parse(optionsJSON)
        let pathString = String(cString: path)
        guard !pathString.isEmpty else { throw LiftError.invalid("path", "the path is empty") }
        let database = try SQLiteDatabase(path: pathString, options: options.database,
                                          migrationContext: MigrationContext(text: UTF8ProcText()), now: options.currentDate)
        let handle = StoreHandle(database: database, options: options)
        response.object.setObject("store") { s in
            s.set("path", pathString)
            s.set("time_zone", options.timeZone.name)
            s.setObject("schema") { v in
                for (feature, version) in Schema.known.sorted(by: { $0.key < $1.key }) { v.set(feature, version) }
            }
        }
        out.pointee = HandleTable.add(handle)
    }
}

@c @implementation
public func lift_close(_ store: OpaquePointer?) -> Int32 {
    guard let store else { return 0 }
    do {
        // Closed before it leaves the table, so a refused (re-entrant) close leaves it open.
        try HandleTable.find(store).close()
    } catch let e as LiftError {
        return e.status.rawValue
    } catch {
        return LiftError.Status.internal.rawValue
    }
    guard HandleTable.remove(store) != nil else { return LiftError.Status.misuse.rawValue }
    return 0
}

@c @implementation
public func lift_save(_ store: OpaquePointer?, _ request: UnsafePointer<CChar>?,
                      _ outJSON: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    Dispatcher.handle(.save, store, request, outJSON)
}

@c @implementation
public func lift_load(_ store: OpaquePointer?, _ request: UnsafePointer<CChar>?,
                      _ outJSON: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    Dispatcher.handle(.load, store, request, outJSON)
}

@c @implementation
public func lift_remove(_ store: OpaquePointer?, _ request: UnsafePointer<CChar>?,
                        _ outJSON: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    Dispatcher.handle(.remove, store, request, outJSON)
}

@c @implementation
public func lift_route(_ store: OpaquePointer?, _ request: UnsafePointer<CChar>?,
                       _ outJSON: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    Dispatcher.handle(.route, store, request, outJSON)
}

@c @implementation
public func lift_free(_ p: UnsafeMutablePointer<CChar>?) {
    free(p)   // every string liblift returns comes from malloc (see JSONResponse.dump)
}

@c @implementation
public func lift_version() -> UnsafePointer<CChar>? {
    versionText
}

@c @implementation
public func lift_abi_version() -> UInt32 { UInt32(LIFT_ABI_VERSION) }

@c @implementation
public func lift_status_name(_ status: Int32) -> UnsafePointer<CChar>? {
    let name: StaticString = LiftError.Status(rawValue: status)?.staticName ?? (status == 0 ? "ok" : "unknown")
    return UnsafeRawPointer(name.utf8Start).assumingMemoryBound(to: CChar.self)
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
