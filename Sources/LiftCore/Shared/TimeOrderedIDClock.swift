import Glibc
import Synchronization

/// The parts of a time-ordered id, monotonic within the process: a new millisecond starts the
/// 42-bit counter at a random value below 2^41 (room to count up); within one millisecond, or if
/// the wall clock steps back, the counter counts on, and on overflow the millisecond moves one
/// ahead (RFC 9562 section 6.2, method 2). The 32-bit tail comes from splitmix64 seeded from the
/// system generator each new millisecond: ids must be unique, not secret, and one getrandom call
/// per id would cost more than the rest of making it.
enum TimeOrderedIDClock {
    private struct State { var ms: UInt64 = 0; var counter: UInt64 = 0; var mix: UInt64 = 0 }
    private static let state = Mutex(State())
    private static let counterLimit: UInt64 = 1 << 42

    static func next() -> (ms: UInt64, counter: UInt64, tail: UInt64) {
        var ts = timespec()
        clock_gettime(CLOCK_REALTIME, &ts)
        let seconds = UInt64(clamping: ts.tv_sec)
        let now = (seconds.multipliedReportingOverflow(by: 1000).partialValue
                   &+ UInt64(clamping: ts.tv_nsec / 1_000_000)) & 0xFFFF_FFFF_FFFF
        return state.withLock { s in
            if now > s.ms {
                var generator = SystemRandomNumberGenerator()
                s.ms = now
                s.mix = generator.next()
                s.counter = s.mix & (counterLimit / 2 - 1)
            } else {
                s.counter &+= 1
                if s.counter >= counterLimit {
                    s.ms = (s.ms &+ 1) & 0xFFFF_FFFF_FFFF
                    s.counter = s.mix & (counterLimit / 2 - 1)
                }
            }
            // splitmix64
            s.mix &+= 0x9E37_79B9_7F4A_7C15
            var z = s.mix
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return (s.ms, s.counter, z ^ (z >> 31))
        }
    }
}
