/// Infrastructure port for the weight log (Create / Read / Update / Delete). Newest first means
/// by day, descending.
/// One day's weight as entered, without the entry's id and note.
public struct WeightValue: Equatable, Sendable {
    public var day: Day
    public var weight: Double
    public var unit: WeightUnit
    public init(day: Day, weight: Double, unit: WeightUnit) { self.day = day; self.weight = weight; self.unit = unit }
}

public protocol WeightStore {
    func readWeight(id: RecordID) throws -> WeightEntry?
    func readWeight(day: Day) throws -> WeightEntry?
    /// Entries with `from <= day <= to` (either bound optional), newest first, paged.
    func readWeights(from: Day?, to: Day?, limit: Int?, offset: Int) throws -> [WeightEntry]
    func countWeights(from: Day?, to: Day?) throws -> Int
    /// Each logged day's weight as entered, oldest first: all a chart folds (no ids or notes to
    /// build per row).
    func readWeightValues(from: Day, to: Day) throws -> [WeightValue]
    /// Stores the entry on its day: creates it, or when the day already has one, updates that one
    /// in place keeping its id. Returns the stored entry and whether it was created.
    func saveWeightForDay(_ entry: WeightEntry) throws -> (entry: WeightEntry, created: Bool)
    /// Replaces the values (day included) of the entry with this id.
    func updateWeight(_ entry: WeightEntry) throws
    /// False when there was none.
    func deleteWeight(id: RecordID) throws -> Bool
    /// Removes every weight of the owner; returns how many.
    func deleteAllWeights() throws -> Int
}
