import CLift
import LiftCore

// lift_set_log (lift.h): the host's callback receives the library's log messages.

/// The host's callback and context. `@unchecked Sendable`: by registering them the host promises
/// they may be used from every thread that calls liblift.
private struct HostLog: @unchecked Sendable {
    let fn: lift_log_fn
    let context: UnsafeMutableRawPointer?

    func write(_ level: Log.Level, _ message: String) {
        message.withCString { fn(context, level.rawValue, $0) }
    }
}

@c @implementation
public func lift_set_log(_ fn: lift_log_fn?, _ ctx: UnsafeMutableRawPointer?) -> Int32 {
    if let fn {
        let host = HostLog(fn: fn, context: ctx)
        Log.setSink { level, message in host.write(level, message) }
    } else {
        Log.setSink(nil)
    }
    return 0
}
