/// One best: its value in the requested unit and the set and record it came from.
public struct PersonalBest: Equatable, Sendable {
    public var value: Double
    public var set: SetRecord
    public var recordID: RecordID
    public init(value: Double, set: SetRecord, recordID: RecordID) {
        self.value = value; self.set = set; self.recordID = recordID
    }
}

/// An exercise's personal records, all in one unit. A best is nil until a set counts for it.
public struct PersonalRecords: Equatable, Sendable {
    public var exerciseID: RecordID
    public var unit: WeightUnit
    public var estimatedOneRepMax: PersonalBest?
    public var heaviestWeight: PersonalBest?
    public var mostReps: PersonalBest?
    public var bestSetVolume: PersonalBest?
}

/// Estimated one-rep max after Brzycki: w * 36 / (37 - reps).
public enum OneRepMax {
    /// The formula is undefined from 37 reps on (the divisor reaches zero, then turns negative), so
    /// such a set counts as its own weight: the heaviest weight it proves, never an extrapolation.
    public static let brzyckiLimit: Int64 = 37

    /// nil for a set of no reps: it proves nothing.
    public static func brzycki(weight: Double, reps: Int64) -> Double? {
        guard reps >= 1, weight >= 0 else { return nil }
        guard reps < brzyckiLimit else { return weight }
        return weight * 36 / Double(brzyckiLimit - reps)
    }
}

/// Personal records of one exercise over its whole history. Sets of zero reps are failed
/// attempts and count for nothing. On a tie the earliest set keeps the record.
public struct LoadPersonalRecords {
    let history: LoadExerciseHistory

    public init(records: RoutineRecordStore, exercises: ExerciseStore) {
        history = LoadExerciseHistory(records: records, exercises: exercises)
    }

    public func callAsFunction(exerciseID: RecordID, unit: WeightUnit, path: Location = Location("exercise_id")) throws -> PersonalRecords {
        let entries = try history(exerciseID: exerciseID, path: path).items
        var out = PersonalRecords(exerciseID: exerciseID, unit: unit)
        // Oldest record first, so that "strictly better" leaves ties with the earliest set.
        for entry in entries.reversed() {
            for set in entry.setRecords where set.repCount >= 1 {
                let weight = set.weight(in: unit)
                let reps = Double(set.repCount)
                if let e1rm = OneRepMax.brzycki(weight: weight, reps: set.repCount) {
                    keep(&out.estimatedOneRepMax, e1rm, set, entry.recordID)
                }
                keep(&out.heaviestWeight, weight, set, entry.recordID)
                keep(&out.mostReps, reps, set, entry.recordID)
                keep(&out.bestSetVolume, weight * reps, set, entry.recordID)
            }
        }
        return out
    }

    private func keep(_ best: inout PersonalBest?, _ value: Double, _ set: SetRecord, _ recordID: RecordID) {
        guard value.isFinite else { return }
        if let current = best, current.value >= value { return }
        best = PersonalBest(value: value, set: set, recordID: recordID)
    }
}
