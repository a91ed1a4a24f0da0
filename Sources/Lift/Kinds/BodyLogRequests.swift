import LiftCore
import LiftJSON

/// kind "body_log": load exports the whole body log as JSON; remove erases it (one transaction).
enum BodyLogRequests {
    static let kind = Kind(
        name: "body_log",
        load: { _ in
            return { ctx, out in
                let log = try ExportBodyLog(weights: ctx.weights, counts: ctx.counts, goals: ctx.goals)()
                out.setArray("weight") { a in for e in log.weights { a.appendObject { WeightJSON.write(e, to: $0) } } }
                out.setArray("calories") { a in for e in log.calories { a.appendObject { CountJSON.write(e, to: $0) } } }
                out.setArray("steps") { a in for e in log.steps { a.appendObject { CountJSON.write(e, to: $0) } } }
                out.setArray("goal") { a in for g in log.goals { a.appendObject { GoalJSON.write(g, to: $0) } } }
            }
        },
        remove: { _ in
            return { ctx, out in
                let counts = try EraseBodyLog(weights: ctx.weights, counts: ctx.counts, goals: ctx.goals, health: ctx.health)()
                out.set("removed", counts.total)
                out.setObject("counts") { c in
                    c.set("weight", counts.weights)
                    c.set("calories", counts.calories)
                    c.set("steps", counts.steps)
                    c.set("goal", counts.goals)
                    c.set("health_samples", counts.healthSamples)
                }
            }
        })
}
