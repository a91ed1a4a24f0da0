import LiftCore

/// calories / steps <-> JSON: `{"id","date","amount","note","creation_date"}`.
/// A draft gives `amount` (add an entry) or `total` (set the day's total, optionally with the
/// `source` it comes from), never both.
public enum CountJSON {
    public static func draft(_ o: inout JSONObjectReader) throws -> CountDraft {
        let id = try o.optionalID("id")
        let day = try o.edit("date") { try $0.day() }
        let range = -JSONLimits.maxSafeInteger...JSONLimits.maxSafeInteger
        let amount = try o.edit("amount") { try $0.int(in: range) }
        let total = try o.optionalInt("total", in: range)
        let note = try o.edit("note") { try $0.string(maxLength: 4000, text: .multiline) }
        let source = try o.optionalString("source", maxLength: 200)
        o.ignore("creation_date")   // server-assigned; accepted so a loaded entry can be saved back
        switch (amount, total) {
        case (.keep, let t?): return .partial(id: id, day: day, amount: .set(t), mode: .setTotal, note: note, source: source)
        case (.keep, nil) where id == nil:
            throw LiftError.invalid(o.pathOf("amount"), "give amount (add an entry) or total (set the day's total)")
        case (_, nil): return .partial(id: id, day: day, amount: amount, mode: .add, note: note, source: source)
        case (_, .some): throw LiftError.invalid(o.pathOf("total"), "give amount or total, not both")
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
