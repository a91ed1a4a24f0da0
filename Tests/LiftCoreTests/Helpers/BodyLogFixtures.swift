import LiftCore

/// A calendar day for tests: 2024-03-10 style, checked (a bad literal fails loudly, never day 0).
func day(_ year: Int64, _ month: Int64, _ day: Int64) -> Day {
    guard let d = Day(year: year, month: month, day: day) else { preconditionFailure("no such day \(year)-\(month)-\(day)") }
    return d
}

/// The body-log tests' "today": a Sunday, and the fixed instant their clock answers (13:00 UTC).
let bodyLogToday = day(2024, 3, 10)
let bodyLogNow = Timestamp(milliseconds: bodyLogToday.start.milliseconds + 13 * 3_600_000)

func fixedClock(_ now: Timestamp = bodyLogNow) -> CurrentDate { { now } }

/// A record id written out, so a test can name it in an expected message.
func recordID(_ n: Int) -> RecordID {
    let tail = String(n)
    guard let id = RecordID(uuid: "00000000-0000-4000-8000-" + String(repeating: "0", count: 12 - tail.count) + tail) else {
        preconditionFailure("bad id \(n)")
    }
    return id
}

let anyStoreError = LiftError(.io, code: "disk_io", "the disk said no")
