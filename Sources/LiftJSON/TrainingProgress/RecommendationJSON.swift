import LiftCore

/// `recommendation` requests and answers (docs/API.md, "recommendation").
public enum RecommendationJSON {
    public static func request(_ o: inout JSONObjectReader) throws -> RecommendationRequest {
        let limit = try o.optionalInt("limit", in: 1...Int64(LoadRecommendations.maxLimit)) ?? 3
        let minutes = try o.optionalInt("minutes", in: 1...1440)
        let equipment = try o.optionalArray("equipment", max: 50)?.map { try $0.string(maxLength: 1000) }
        return RecommendationRequest(limit: Int(limit), minutes: minutes, equipment: equipment)
    }

    public static func write(_ r: Recommendation, to o: JSONObjectWriter) {
        o.set("type", r.kind.rawValue)
        o.set("id", r.id)
        o.set("name", r.name)
        o.set("score", r.score)
        o.set("reasons", r.reasons)
    }
}
