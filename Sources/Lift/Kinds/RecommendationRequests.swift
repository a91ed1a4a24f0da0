import LiftCore
import LiftJSON

/// kind "recommendation": load ranks catalog workouts and routines from the caller's own history.
enum RecommendationRequests {
    static let kind = Kind(
        name: "recommendation",
        load: { o in
            let request = try RecommendationJSON.request(&o)
            let zone = try TimeZoneOption.decode(&o)
            return { ctx, out in
                let ranked = try LoadRecommendations(workouts: ctx.workouts, routines: ctx.routines, records: ctx.routineRecords,
                                                     currentDate: ctx.currentDate).counting(in: ctx.zone(zone))(request)
                out.setArray("items") { a in for r in ranked { a.appendObject { RecommendationJSON.write(r, to: $0) } } }
            }
        })
}
