/// The id of a day's total of calories or steps: name-based on (category, day, source), so two
/// devices setting one day's total from one source make the same record, and the later write
/// wins when they sync (docs/SYNC.md), while separate entries keep ids of their own and add up.
enum DayTotalID {
    /// A fixed random UUID, liblift's namespace for day totals.
    static let namespace: [UInt8] = [0x8c, 0x52, 0x1e, 0x94, 0x3f, 0xd0, 0x4a, 0x6b,
                                     0x97, 0x0e, 0xc4, 0x28, 0x5d, 0x71, 0xb3, 0x06]

    static func of(_ category: CountCategory, _ day: Day, source: String) -> RecordID {
        NameBasedID.make(namespace: namespace, name: "\(category.rawValue):\(day.daysSinceEpoch):\(source)")
    }
}
