/// Rules shared by every body-log use case: plausible weights, days not in the future, notes.
/// Paths are autoclosures: spelt out only for an error, not for each of 100k valid items.
public enum BodyLogRules {
    public static let minKilograms = 1.0
    public static let maxKilograms = 1000.0
    public static let maxNoteLength = 1000
    /// Per entry and per day total; keeps every sum far from overflow.
    public static let maxAmount: Int64 = 10_000_000

    /// A weight above 0 and within 1-1000 kg once converted.
    public static func checkWeight(_ value: Double, unit: WeightUnit, path: @autoclosure () -> Location) throws {
        guard value.isFinite else { throw LiftError.invalid(path(), "a weight must be a finite number") }
        guard value > 0 else { throw LiftError.invalid(path(), "a weight must be more than 0", code: "weight_out_of_range") }
        let kg = unit.kilograms(value)
        guard kg >= minKilograms, kg <= maxKilograms else {
            throw LiftError.invalid(path(), "a weight must be between 1 and 1000 kg (\(value) \(unit.rawValue))",
                                    code: "weight_out_of_range")
        }
    }

    /// Logged days may be today or tomorrow (time zones ahead of UTC), never later.
    public static func checkLoggable(_ day: Day, today: Day, path: @autoclosure () -> Location) throws {
        guard day <= today.adding(days: 1) else {
            throw LiftError.invalid(path(), "a day after tomorrow cannot be logged", code: "date_in_future")
        }
    }

    public static func checkNote(_ note: String?, path: @autoclosure () -> Location) throws -> String? {
        guard let note else { return nil }
        let trimmed = NameKey.trimmed(note)
        guard trimmed.count <= maxNoteLength else {
            throw LiftError.invalid(path(), "a note has at most \(maxNoteLength) characters")
        }
        return trimmed.isEmpty ? nil : trimmed
    }

    public static func checkAmount(_ amount: Int64, path: @autoclosure () -> Location) throws {
        guard amount >= 0 else { throw LiftError.invalid(path(), "cannot be negative", code: "negative_amount") }
        guard amount <= maxAmount else { throw LiftError.invalid(path(), "at most \(maxAmount)") }
    }
}
