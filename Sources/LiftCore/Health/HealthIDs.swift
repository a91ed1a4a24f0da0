/// Ids of the records the health bridge writes into the logs: name-based, so the same day's
/// weight or the same workout gets the same id on every device and every re-delivery.
public enum HealthIDs {
    /// A fixed random UUID, liblift's namespace for records derived from health samples.
    static let namespace: [UInt8] = [0x3d, 0x91, 0x0a, 0x6e, 0x55, 0x2b, 0x4f, 0x07,
                                     0xa1, 0xc8, 0x19, 0x74, 0xe2, 0x3b, 0x60, 0xdd]

    /// The weight, steps or calories entry the bridge keeps for a day.
    public static func day(_ type: HealthDataType, _ day: Day) -> RecordID {
        NameBasedID.make(namespace: namespace, name: "\(type.rawValue):\(day.daysSinceEpoch)")
    }

    /// The completion made from a workout sample.
    public static func workout(_ platform: HealthPlatform, _ id: String) -> RecordID {
        NameBasedID.make(namespace: namespace, name: "workout:\(platform.rawValue):\(id)")
    }

    /// Sync identifiers (HealthKit) and client record ids (Health Connect) of what liblift
    /// exports start with this: a sample carrying one is an echo of liblift's own record.
    public static let exportPrefix = "lift:"
}
