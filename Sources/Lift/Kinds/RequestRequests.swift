import LiftCore
import LiftJSON

/// kind "request": the progress of a call running with a `request_id` on the same store handle
/// (load), or its cancel (remove). Answered from `RunningRequests` alone: never waits for the
/// store's lock, which the named call holds.
enum RequestRequests {
    static let name = "request"

    static func handle(_ verb: Verb, _ store: OpaquePointer, _ root: inout JSONObjectReader, _ out: JSONObjectWriter) throws {
        guard verb == .load || verb == .remove else {
            throw LiftError(.unsupported, code: "unsupported_verb", "\(verb.rawValue) is not defined for kind request",
                            details: [.init("kind", .string(name)), .init("verb", .string(verb.rawValue))])
        }
        let requestID = try root.string("request_id", maxLength: RequestID.maxLength)
        try root.finish()
        guard let progress = RunningRequests.find(store: store, requestID: requestID) else {
            throw LiftError(.notFound, "no call on this store is running as request_id \(requestID) (it may have finished)",
                            details: [.init("kind", .string(name)), .init("path", .string("request_id")),
                                      .init("request_id", .string(requestID))])
        }
        if verb == .remove { progress.cancel() }
        let now = SystemClock.now()
        let s = progress.snapshot
        out.set("kind", name)
        out.setObject("request") { w in
            w.set("request_id", requestID)
            w.set("phase", s.phase)
            w.set("done", s.done)
            if let total = s.total { w.set("total", total) }
            w.set("elapsed_ms", max(0, now.milliseconds - s.startedAt.milliseconds))
            w.set("cancelled", progress.isCancelled)
        }
    }
}

/// The optional top-level `"request_id"` of any request: a name the host gives a call so that
/// another thread can follow or cancel it (kind "request").
enum RequestID {
    static let maxLength = 128

    static func decode(_ root: inout JSONObjectReader) throws -> String? {
        guard let id = try root.optionalString("request_id", maxLength: maxLength) else { return nil }
        guard !id.isEmpty else { throw LiftError.invalid("request_id", "must not be empty") }
        return id
    }
}

extension RequestID {
    /// Runs a call, registered under its request_id when it has one.
    static func tracking<T>(_ requestID: String?, _ store: OpaquePointer?, _ body: (Progress) throws -> T) throws -> T {
        guard let requestID, let store else { return try body(.untracked) }
        return try RunningRequests.tracking(store: store, requestID: requestID, startedAt: SystemClock.now(), body)
    }
}
