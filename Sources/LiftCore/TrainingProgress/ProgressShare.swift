/// A progress summary as a short plain-text post and as a small SVG card (text; no renderer).
public enum ProgressShare {
    /// "This week: 4 workouts, 96 sets, 12340 kg lifted, 3.5 h. 2 new PRs: Bench press 1RM 92.5 kg (+2.5)..."
    public static func text(_ s: ProgressSummary) -> String {
        let u = s.unit.rawValue
        var out = "\(heading(s.period)): \(count(s.stats.workoutsCompleted, "workout")), \(count(s.stats.setsPerformed, "set")), "
            + "\(number(Precision.weight.round(WeightUnit.kg.convert(s.stats.totalVolumeKilograms, to: s.unit)))) \(u) lifted, "
            + "\(number(Precision.hours.round(s.stats.hoursTrained))) h trained"
        if s.stats.caloriesBurned > 0 { out += ", \(number(Precision.energy.round(s.stats.caloriesBurned))) kcal" }
        out += "."
        if !s.newRecords.isEmpty {
            let list = s.newRecords.prefix(3).map { "\($0.name) 1RM \(number($0.new)) \(u) (+\(number(Precision.weight.round($0.new - $0.old))))" }
            out += " \(count(Int64(s.newRecords.count), "new PR")): " + list.joined(separator: ", ") + (s.newRecords.count > 3 ? "..." : ".")
        }
        if s.stats.currentStreak > 1 { out += " Streak: \(s.stats.currentStreak) days." }
        if let goal = s.stats.weeklyGoal { out += " Weekly goal: \(s.stats.weeklyGoalProgress)/\(goal)." }
        if let change = s.weightChange { out += " Weight: \(change > 0 ? "+" : "")\(number(change)) \(u)." }
        return out
    }

    /// A 400 x 240 card: the figures, the top exercise, and a bar per day of the last seven.
    public static func svg(_ s: ProgressSummary) -> String {
        let u = s.unit.rawValue
        var out = ##"<svg xmlns="http://www.w3.org/2000/svg" width="400" height="240" viewBox="0 0 400 240">"##
        out += ##"<rect width="400" height="240" rx="16" fill="#1e2233"/>"##
        out += ##"<g font-family="sans-serif" fill="#ffffff">"##
        out += text(24, 40, 22, "bold", heading(s.period))
        out += text(24, 72, 15, "normal", "\(count(s.stats.workoutsCompleted, "workout")) · \(count(s.stats.setsPerformed, "set"))")
        out += text(24, 96, 15, "normal",
                    "\(number(Precision.weight.round(WeightUnit.kg.convert(s.stats.totalVolumeKilograms, to: s.unit)))) \(u) · \(number(Precision.hours.round(s.stats.hoursTrained))) h")
        out += text(24, 120, 15, "normal", "\(count(Int64(s.newRecords.count), "new PR"))" + (s.stats.currentStreak > 1 ? " · \(s.stats.currentStreak)-day streak" : ""))
        if let top = s.topExercises.first { out += text(24, 144, 13, "normal", "Top: \(top.name)") }
        out += "</g>"
        let peak = max(1, s.lastSevenDays.map(\.sets).max() ?? 1)
        for (i, d) in s.lastSevenDays.enumerated() {
            let h = d.sets * 60 / peak
            out += ##"<rect class="bar" x="\##(24 + i * 50)" y="\##(220 - h)" width="30" height="\##(h)" rx="3" fill="#5ac8fa"><title>\##(d.sets) sets</title></rect>"##
        }
        return out + "</svg>"
    }

    private static func text(_ x: Int, _ y: Int, _ size: Int, _ weight: String, _ content: String) -> String {
        ##"<text x="\##(x)" y="\##(y)" font-size="\##(size)" font-weight="\##(weight)">\##(escaped(content))</text>"##
    }

    /// XML's five special characters: exercise names are the user's text.
    static func escaped(_ s: String) -> String {
        var out = ""
        for c in s.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }

    private static func heading(_ period: String) -> String {
        switch period {
        case "week": "This week"
        case "month": "This month"
        case "year": "This year"
        default: "This period"
        }
    }

    private static func count(_ n: Int64, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
    private static func number(_ v: Double) -> String { WeightCSV.number(v) }
}
