import CLift
import LiftCore
import LiftJSON
import LiftSQLite
import LiftText

// The C contract, include/lift.h. `@c @implementation` makes the compiler check each signature
// against the header. Every body maps failures to a status; nothing here may trap.

private let versionString: StaticString = "0.1.0"

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
                                          migrationContext: MigrationContext(text: UTF8ProcText()))
        let handle = StoreHandle(database: database, options: options)
        response.object.setObject("store") { s in
            s.set("path", pathString)
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
    UnsafeRawPointer(versionString.utf8Start).assumingMemoryBound(to: CChar.self)
}

@c @implementation
public func lift_abi_version() -> UInt32 { 1 }

@c @implementation
public func lift_status_name(_ status: Int32) -> UnsafePointer<CChar>? {
    let name: StaticString
    switch LiftError.Status(rawValue: status) {
    case .invalidRequest: name = "invalid_request"
    case .misuse: name = "misuse"
    case .conflict: name = "conflict"
    case .notFound: name = "not_found"
    case .io: name = "io"
    case .corrupt: name = "corrupt"
    case .busy: name = "busy"
    case .unsupported: name = "unsupported"
    case .unauthorized: name = "unauthorized"
    case .unavailable: name = "unavailable"
    case .noMemory: name = "no_memory"
    case .internal: name = "internal"
    case .cancelled: name = "cancelled"
    case nil: name = status == 0 ? "ok" : "unknown"
    }
    return UnsafeRawPointer(name.utf8Start).assumingMemoryBound(to: CChar.self)
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
