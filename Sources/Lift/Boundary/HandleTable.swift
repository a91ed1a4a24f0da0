import LiftCore
import Synchronization

/// The live handles. A `lift_store *` is a token looked up here, never dereferenced, so a closed,
/// forged or never-opened handle is refused (`misuse`) instead of crashing the host.
enum HandleTable {
    private struct Table {
        /// Random start: two copies of liblift in one process (or a stale pointer from a previous
        /// run) never share token values, so one copy's handle is refused by the other.
        var next = UInt.random(in: 1...(1 << 40)) << 4
        var live: [UInt: StoreHandle] = [:]
    }
    private static let table = Mutex(Table())

    static func add(_ handle: StoreHandle) -> OpaquePointer? {
        let token = table.withLock { t -> UInt in
            t.next &+= 16   // tokens are never reused within a process
            t.live[t.next] = handle
            return t.next
        }
        return OpaquePointer(bitPattern: token)
    }

    static func find(_ pointer: OpaquePointer?) throws -> StoreHandle {
        guard let pointer else { throw LiftError(.misuse, "the store handle is NULL") }
        let token = UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(pointer)))
        guard let handle = table.withLock({ $0.live[token] }) else {
            throw LiftError(.misuse, "the store handle is closed or was never opened")
        }
        return handle
    }

    static func remove(_ pointer: OpaquePointer) -> StoreHandle? {
        let token = UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(pointer)))
        return table.withLock { $0.live.removeValue(forKey: token) }
    }
}
