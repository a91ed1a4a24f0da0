import LiftCore

/// A clock the test moves by hand; a use case reads it through the injected `currentDate`.
final class TestClock: @unchecked Sendable {
    var now: Timestamp
    init(_ now: Timestamp = Timestamp(milliseconds: 1_750_000_000_000)) { self.now = now }
    func advance(days: Int64 = 0, hours: Int64 = 0, minutes: Int64 = 0) {
        now.milliseconds += ((days * 24 + hours) * 60 + minutes) * 60_000
    }
    /// Captured strongly: tests drop the clock after making the SUT.
    var currentDate: CurrentDate { { self.now } }
}
