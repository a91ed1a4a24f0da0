import LiftCore

/// `progress_summary` answers (docs/API.md, "progress_summary").
public enum ProgressSummaryJSON {
    public static func write(_ s: ProgressSummary, to o: JSONObjectWriter) {
        let unit = s.unit
        o.set("period", s.period)
        o.set("from", s.stats.start)
        o.set("to", s.stats.end.adding(days: -1))
        o.set("unit", unit.rawValue)
        o.set("workouts", s.stats.workoutsCompleted)
        o.set("sets", s.stats.setsPerformed)
        o.set("exercises", s.stats.exercisesPerformed)
        o.set("volume", Precision.weight.round(WeightUnit.kg.convert(s.stats.totalVolumeKilograms, to: unit)))
        o.set("hours_trained", Precision.hours.round(s.stats.hoursTrained))
        o.set("calories", Precision.energy.round(s.stats.caloriesBurned))
        o.set("current_streak", s.stats.currentStreak)
        o.set("weekly_goal", s.stats.weeklyGoal)
        o.set("weekly_goal_progress", s.stats.weeklyGoalProgress)
        o.set("weight_change", s.weightChange)
        o.setArray("new_personal_records") { a in
            for r in s.newRecords {
                a.appendObject { p in
                    p.set("exercise_id", r.exerciseID); p.set("name", r.name); p.set("what", "estimated_one_rep_max")
                    p.set("old", r.old); p.set("new", r.new)
                }
            }
        }
        o.setArray("top_exercises") { a in
            for t in s.topExercises {
                a.appendObject { p in p.set("exercise_id", t.exerciseID); p.set("name", t.name); p.set("sets", t.sets); p.set("volume", t.volume) }
            }
        }
        o.setArray("last_seven_days") { a in
            for d in s.lastSevenDays { a.appendObject { p in p.set("date", d.day); p.set("sets", d.sets) } }
        }
    }
}
