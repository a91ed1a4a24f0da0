import LiftCore
import LiftJSON

/// kind "goal" (seed 001): one goal per category, loaded with its progress.
enum GoalRequests {
    static let kind = Kind(
        name: "goal",
        save: { o in
            var g = try o.object("goal")
            let draft = try GoalJSON.draft(&g)
            try g.finish()
            let zone = try TimeZoneOption.decode(&o)
            return { ctx, out in
                let zone = ctx.zone(zone)
                let goal = try SaveGoal(goals: ctx.goals, weights: ctx.weights, currentDate: ctx.currentDate).counting(in: zone)(draft)
                let progress = try LoadGoals(goals: ctx.goals, weights: ctx.weights, counts: ctx.counts,
                                             currentDate: ctx.currentDate).counting(in: zone).one(goal.category).progress
                out.setObject("goal") { GoalJSON.write(goal, progress: progress, to: $0) }
            }
        },
        load: { o in
            let category = o.has("category") ? try GoalJSON.category(&o) : nil
            if category == nil { o.ignore("category") }
            let zone = try TimeZoneOption.decode(&o)
            return { ctx, out in
                let load = LoadGoals(goals: ctx.goals, weights: ctx.weights, counts: ctx.counts, currentDate: ctx.currentDate)
                    .counting(in: ctx.zone(zone))
                if let category {
                    let (goal, progress) = try load.one(category)
                    out.setObject("goal") { GoalJSON.write(goal, progress: progress, to: $0) }
                } else {
                    let all = try load.all()
                    out.setArray("items") { a in for (g, p) in all { a.appendObject { GoalJSON.write(g, progress: p, to: $0) } } }
                    out.set("total", all.count)
                }
            }
        },
        remove: { o in
            let category = try GoalJSON.category(&o)
            return { ctx, out in
                try RemoveGoal(store: ctx.goals)(category)
                out.set("removed", 1)
            }
        })
}
