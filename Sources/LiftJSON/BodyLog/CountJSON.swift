import LiftCore

/// calories / steps <-> JSON: `{"id","date","amount","note","creation_date"}`.
/// A draft gives `amount` (add an entry) or `total` (set the day's total), never both.
public enum CountJSON {
    public static func draft(_ o: inout JSONObjectReader) throws -> CountDraft {
        let id = try o.optionalID("id")
        let day = try o.day("date")
        let range = -JSONLimits.maxSafeInteger...JSONLimits.maxSafeInteger
        let amount = try o.optionalInt("amount", in: range)
        let total = try o.optionalInt("total", in: range)
        let note = try o.optionalString("note", maxLength: 4000, text: .multiline)
        o.ignore("creation_date")   // server-assigned; accepted so a loaded entry can be saved back
        switch (amount, total) {
        case (let a?, nil): return CountDraft(id: id, day: day, amount: a, mode: .add, note: note)
        case (nil, let t?): return CountDraft(id: id, day: day, amount: t, mode: .setTotal, note: note)
        case (nil, nil): throw LiftError.invalid(o.pathOf("amount"), "give amount (add an entry) or total (set the day's total)")
        case (.some, .some): throw LiftError.invalid(o.pathOf("total"), "give amount or total, not both")
        }
    }

    public static func write(_ e: CountEntry, to o: JSONObjectWriter) {
        o.set("id", e.id)
        o.set("date", e.day)
        o.set("amount", e.amount)
        if let note = e.note { o.set("note", note) }
        o.set("creation_date", e.creationDate)
    }
}
