/// Writes what the samples mean into the logs, through their own use cases (so their rules hold):
/// a day's weight, steps and calories entry, and a workout's completion. Entries typed into this
/// app win: a day whose weight, or whose steps, the user logged here keeps it; calories typed
/// here (meals) add up with the platform's figure.
struct HealthLogWriter {
    let health: HealthStore
    let weights: WeightStore
    let counts: CountStore
    let workouts: WorkoutStore
    let bodyWeight: BodyWeightSource
    let currentDate: CurrentDate
    let zone: ZoneRules
    let path: Location

    func recompute(_ type: HealthDataType, day: Day) throws {
        let samples = try health.readHealthSamples(type: type, day: day)
        let priorities = try health.readHealthPolicy(type: type)?.sources ?? []
        let figure = HealthDayRule.figure(samples, type: type, priorities: priorities)
        switch type {
        case .bodyMass: try writeWeight(figure, day: day)
        case .stepCount: try writeCount(figure, .steps, day: day, typedWins: true)
        case .dietaryEnergy: try writeCount(figure, .calories, day: day, typedWins: false)
        case .workout: break
        }
    }

    private func writeWeight(_ figure: HealthDayRule.Figure?, day: Day) throws {
        let id = HealthIDs.day(.bodyMass, day)
        let held = try weights.readWeight(day: day)
        if let held, held.id != id { return }
        guard let figure else {
            if held != nil { try RemoveWeight(store: weights)(id) }
            return
        }
        // A weight sent in pounds is logged in pounds, as the user reads it.
        let pounds = figure.sample.unit == "lb"
        let draft = WeightDraft(id: id, day: day, weight: pounds ? figure.sample.value : figure.value, unit: pounds ? .lb : .kg)
        _ = try SaveWeights(store: weights, currentDate: currentDate).counting(in: zone)(draft, path: path)
    }

    private func writeCount(_ figure: HealthDayRule.Figure?, _ category: CountCategory, day: Day, typedWins: Bool) throws {
        let id = HealthIDs.day(category == .steps ? .stepCount : .dietaryEnergy, day)
        let held = try counts.readCountEntry(id: id, category: category)
        let amount = figure.map { $0.value.rounded() } ?? 0
        var keep = amount >= 1
        if keep, typedWins {
            let entries = try counts.readCountEntries(category, from: day, to: day, limit: nil, offset: 0)
            keep = !entries.contains { $0.id != id }
        }
        guard keep else {
            if held != nil { try RemoveCount(store: counts, category: category)(id) }
            return
        }
        guard amount <= Double(BodyLogRules.maxAmount) else {
            throw LiftError.invalid(path, "the day's \(category.rawValue) would exceed \(BodyLogRules.maxAmount)",
                                    code: "day_total_too_large")
        }
        let draft = CountDraft(id: id, day: day, amount: Int64(amount), mode: .add)
        _ = try SaveCounts(store: counts, category: category, currentDate: currentDate).counting(in: zone)([draft], paths: { _ in path })
    }

    func writeWorkout(_ s: StoredHealthSample) throws {
        guard let activity = s.activityType, let workout = HealthActivityMap.workout(for: activity) else { return }
        // In Doubles and checked: the values come back from the store file, which may be damaged.
        let seconds = s.durationSeconds ?? (Double(s.end.milliseconds) - Double(s.start.milliseconds)) / 1000
        guard seconds >= 0.5, seconds < Double(SaveCompletion.maxDuration) + 0.5 else {
            throw LiftError(.corrupt, "a stored health workout has an impossible duration")
        }
        let draft = CompletionDraft(id: HealthIDs.workout(s.platform, s.provenance.id), workoutID: workout.id,
                                    duration: Int64(seconds.rounded()), date: s.start,
                                    calories: s.unit.isEmpty ? nil : s.canonicalValue,
                                    distance: s.distanceMeters.flatMap { $0.isFinite && $0 >= 0 && $0 <= SaveCompletion.maxDistance ? $0 : nil })
        _ = try SaveCompletion(store: workouts, bodyWeight: bodyWeight, currentDate: currentDate).counting(in: zone)(draft, path: path)
    }

    func removeWorkout(_ s: StoredHealthSample) throws {
        let id = HealthIDs.workout(s.platform, s.provenance.id)
        if try workouts.readCompletion(id: id) != nil { try RemoveCompletion(store: workouts)(id) }
    }
}
