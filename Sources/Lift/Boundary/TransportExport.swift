import CLift
import LiftCore

// lift_set_transport (lift.h): a host's networking replaces the built-in libcurl client.

@c @implementation
public func lift_set_transport(_ store: OpaquePointer?, _ fn: lift_transport_fn?, _ ctx: UnsafeMutableRawPointer?,
                               _ freeBody: (@convention(c) (UnsafeMutableRawPointer?) -> Void)?) -> Int32 {
    do {
        let handle = try HandleTable.find(store)
        guard let fn else {
            try handle.setTransport(nil)
            return 0
        }
        guard let freeBody else { return LiftError.Status.misuse.rawValue }
        try handle.setTransport(HostTransport(fn: fn, context: ctx, freeBody: freeBody,
                                              maxResponseBytes: handle.remote.maxResponseBytes))
        return 0
    } catch let e as LiftError {
        return e.status.rawValue
    } catch {
        return LiftError.Status.internal.rawValue
    }
}
