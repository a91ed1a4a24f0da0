import LiftCore
import Synchronization

/// A store handle's lock, which serialises the calls on it. A call may step out of it while it
/// waits on the network (`whileAway`), so a slow remote does not hold up the handle's other calls;
/// closing the handle or replacing its transport (`exclusive`) still waits for such a wait, because
/// the host may free what the transport uses as soon as either returns.
final class HandleLock<State>: @unchecked Sendable {
    // Heap-allocated: a pthread mutex and condition must not move.
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let awayEnded = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    /// Read and written only under `mutex`, and handed to bodies as a pointer, not `inout`: a call
    /// that stepped away is still inside its body when another call takes the lock, and two
    /// overlapping inout accesses would trap (Swift's exclusivity check) or be miscompiled.
    private let state: UnsafeMutablePointer<State>
    private var awayThreads: [UInt] = []
    /// The thread inside the lock (0: none). Only the holder stores its own id, so a relaxed load
    /// that sees this thread's id is never stale.
    private let holder = Atomic<UInt>(0)

    init(_ state: State) {
        self.state = .allocate(capacity: 1)
        self.state.initialize(to: state)
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(awayEnded, nil)
    }

    deinit {
        pthread_cond_destroy(awayEnded)
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
        state.deinitialize(count: 1)
        state.deallocate()
        awayEnded.deallocate()
    }

    /// Runs `body` holding the lock. A host callback run under it (a transport) that calls back
    /// into this store on its own thread is refused instead of locking the lock twice, which
    /// would abort or deadlock the host.
    func withLock<T>(_ body: (UnsafeMutablePointer<State>) throws -> T) throws -> T {
        try refuseReentry()
        pthread_mutex_lock(mutex)
        defer { unlock() }
        holder.store(CurrentThread.id, ordering: .relaxed)
        return try body(state)
    }

    /// The same, once no call of this handle is away: for changes a waiting call must not see
    /// happen under it (closing, replacing the transport). Refused from the away call's own
    /// thread, which could never come back.
    func exclusive<T>(_ body: (UnsafeMutablePointer<State>) throws -> T) throws -> T {
        try refuseReentry()
        pthread_mutex_lock(mutex)
        defer { unlock() }
        guard !awayThreads.contains(CurrentThread.id) else { throw HandleLock.reentrant() }
        while !awayThreads.isEmpty { pthread_cond_wait(awayEnded, mutex) }
        holder.store(CurrentThread.id, ordering: .relaxed)
        return try body(state)
    }

    /// Called from inside `withLock`'s body on the same thread: gives the lock up while `body`
    /// runs, then takes it back. `body` must not touch the state (other calls run meanwhile).
    func whileAway<T>(_ body: () throws -> T) rethrows -> T {
        let me = CurrentThread.id
        awayThreads.append(me)
        holder.store(0, ordering: .relaxed)
        pthread_mutex_unlock(mutex)
        defer {
            pthread_mutex_lock(mutex)
            holder.store(me, ordering: .relaxed)
            if let i = awayThreads.firstIndex(of: me) { awayThreads.remove(at: i) }
            pthread_cond_broadcast(awayEnded)
        }
        return try body()
    }

    private func unlock() {
        holder.store(0, ordering: .relaxed)
        pthread_mutex_unlock(mutex)
    }

    private func refuseReentry() throws {
        guard holder.load(ordering: .relaxed) != CurrentThread.id else { throw HandleLock.reentrant() }
    }

    private static func reentrant() -> LiftError {
        LiftError(.misuse, code: "reentrant_call",
                  "a callback called back into the store whose call is running it (lift.h: a transport must not close its own store or replace its transport)")
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
