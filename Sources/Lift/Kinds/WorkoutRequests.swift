import LiftCore
import LiftJSON

/// kind "workout" (WorkoutTracker): the built-in catalog plus the account's own workouts.
enum WorkoutRequests {
    static let kind = Kind(
        name: "workout",
        save: { o in
            let (single, drafts) = try Shapes.oneOrMany(&o, kind: "workout", max: 1000, WorkoutJSON.draft)
            return { ctx, out in
                let save = SaveWorkout(store: ctx.workouts, currentDate: ctx.currentDate)
                var saved = [Workout]()
                for (i, draft) in drafts.enumerated() { saved.append(try save(draft, path: single ? Location("workout") : .item(i))) }
                Shapes.write(saved, single: single, kind: "workout", to: out, WorkoutJSON.write)
            }
        },
        load: { o in
            let id = try o.optionalID("id")
            let filter = WorkoutFilter(
                category: try o.optionalOneOf("category", Workout.Category.allCases.map(\.rawValue)).flatMap(Workout.Category.init(rawValue:)),
                namePrefix: try o.optionalString("name_prefix", maxLength: 1000),
                muscle: try o.optionalString("muscle", maxLength: 1000), equipment: try o.optionalString("equipment", maxLength: 1000))
            let page = try Paging.decode(&o)
            return { ctx, out in
                let load = LoadWorkouts(store: ctx.workouts)
                if let id {
                    let workout = try load.byID(id)
                    out.setObject("workout") { WorkoutJSON.write(workout, to: $0) }
                } else {
                    Shapes.page(try load.list(filter, page: page), to: out, WorkoutJSON.write)
                }
            }
        },
        remove: { o in
            let id = try o.id("id")
            return { ctx, out in
                try RemoveWorkout(store: ctx.workouts)(id)
                out.set("removed", 1)
            }
        })
}

/// kind "completion": a workout marked completed; calories from MET x body weight x hours.
enum CompletionRequests {
    static let kind = Kind(
        name: "completion",
        save: { o in
            let (single, drafts) = try Shapes.oneOrMany(&o, kind: "completion", max: 1000, WorkoutJSON.completionDraft)
            let zone = try TimeZoneOption.decode(&o)
            return { ctx, out in
                let save = SaveCompletion(store: ctx.workouts, bodyWeight: ctx.bodyWeight(zone), currentDate: ctx.currentDate)
                    .counting(in: ctx.zone(zone))
                var saved = [Completion]()
                for (i, draft) in drafts.enumerated() { saved.append(try save(draft, path: single ? Location("completion") : .item(i))) }
                Shapes.write(saved, single: single, kind: "completion", to: out, WorkoutJSON.write)
            }
        },
        load: { o in
            let id = try o.optionalID("id")
            let range = try DateRangeJSON.instants(&o)
            let zone = try TimeZoneOption.decode(&o)
            let workoutID = try o.optionalID("workout_id")
            let page = try Paging.decode(&o)
            return { ctx, out in
                let (from, to) = try range.instants(in: ctx.zone(zone))
                let filter = CompletionFilter(from: from, to: to, workoutID: workoutID)
                let load = LoadCompletions(store: ctx.workouts)
                if let id {
                    let completion = try load.byID(id)
                    out.setObject("completion") { WorkoutJSON.write(completion, to: $0) }
                } else {
                    Shapes.page(try load.list(filter, page: page), to: out, WorkoutJSON.write)
                }
            }
        },
        remove: { o in
            let id = try o.id("id")
            return { ctx, out in
                try RemoveCompletion(store: ctx.workouts)(id)
                out.set("removed", 1)
            }
        })
}

/// kind "weekly_goal": `{"workouts": n}` per ISO week; load answers null until one is saved.
enum WeeklyGoalRequests {
    static let kind = Kind(
        name: "weekly_goal",
        save: { o in
            var g = try o.object("weekly_goal")
            let workouts = try g.int("workouts", in: -JSONLimits.maxSafeInteger...JSONLimits.maxSafeInteger)
            try g.finish()
            return { ctx, out in
                let saved = try SaveWeeklyGoal(store: ctx.workouts)(workouts: workouts)
                out.setObject("weekly_goal") { $0.set("workouts", saved) }
            }
        },
        load: { _ in
            return { ctx, out in
                guard let goal = try ctx.workouts.readWeeklyGoal() else { return out.setNull("weekly_goal") }
                out.setObject("weekly_goal") { $0.set("workouts", goal) }
            }
        })
}

/// kind "stats" (load): `{"period":"day"|"week"|"month","date":"YYYY-MM-DD"}` (date defaults to
/// today) or `{"period":"custom","from":"YYYY-MM-DD","to":"YYYY-MM-DD"}` (both days included); days
/// in `time_zone` (else the store's zone).
enum StatsRequests {
    static let kind = Kind(
        name: "stats",
        load: { o in
            let period = try o.oneOf("period", ["day", "week", "month", "custom"])
            let date = try o.optionalDay("date")
            let from = try o.optionalDay("from"), to = try o.optionalDay("to")
            let zone = try TimeZoneOption.decode(&o)
            return { ctx, out in
                let zone = ctx.zone(zone)
                let day = date ?? zone.day(of: ctx.currentDate())
                let chosen: StatsPeriod
                switch period {
                case "day": chosen = .day(day)
                case "week": chosen = .week(day)
                case "month": chosen = .month(day)
                default:
                    guard let from else { throw LiftError.invalid("from", "is required for a custom period") }
                    guard let to else { throw LiftError.invalid("to", "is required for a custom period") }
                    chosen = .custom(from: from, through: to)
                }
                // The field a period's edge comes from: the date of a day / week / month, the end of a range.
                let stats = try LoadStats(workouts: ctx.workouts, records: ctx.routineRecords, currentDate: ctx.currentDate)
                    .counting(in: zone)(chosen, path: Location(period == "custom" ? "to" : "date"))
                out.setObject("stats") { WorkoutJSON.write(stats, to: $0) }
            }
        })
}
