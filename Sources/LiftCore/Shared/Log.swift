import Synchronization

/// What a host may want to see of the library's work (lift_set_log): schema migrations, waits
/// for a locked store, remote fetches, import phases. Never a password, a token or the content of
/// a record. Off until the boundary sets a sink; while off, a message is not even built.
public enum Log {
    public enum Level: Int32, Sendable {
        case error = 1, warning = 2, info = 3, debug = 4
    }

    public typealias Sink = @Sendable (Level, String) -> Void

    private static let sink = Mutex<Sink?>(nil)
    private static let enabled = Atomic<Bool>(false)

    public static func setSink(_ newSink: Sink?) {
        sink.withLock { $0 = newSink }
        enabled.store(newSink != nil, ordering: .releasing)
    }

    public static func write(_ level: Level, _ message: @autoclosure () -> String) {
        guard enabled.load(ordering: .acquiring), let current = sink.withLock({ $0 }) else { return }
        current(level, message())
    }

    public static func info(_ message: @autoclosure () -> String) { write(.info, message()) }
    public static func warning(_ message: @autoclosure () -> String) { write(.warning, message()) }
}
