/// What liblift logged that a platform should get: a weight or a completion, with the client
/// record id (Health Connect's clientRecordId, HealthKit's HKMetadataKeySyncIdentifier) and a
/// version that grows with every change (clientRecordVersion, HKMetadataKeySyncVersion).
public struct HealthExportItem: Equatable, Sendable {
    public enum Payload: Equatable, Sendable {
        /// At noon of its day in the user's zone: the platforms need an instant, the log has a day.
        case weight(WeightEntry, at: Timestamp)
        case workout(Completion, activityType: String, end: Timestamp)
    }

    public var clientRecordID: String
    public var version: Int64
    /// The platform's id of the record once acknowledged (a HealthKit uuid, a Health Connect id).
    public var platformID: String?
    public var payload: Payload
}

/// A record the platform holds that liblift no longer has.
public struct HealthExportDeletion: Equatable, Sendable {
    public var clientRecordID: String
    /// The version to acknowledge once the platform deleted its copy.
    public var version: Int64
    public var platformID: String?

    public init(clientRecordID: String, version: Int64, platformID: String? = nil) {
        self.clientRecordID = clientRecordID; self.version = version; self.platformID = platformID
    }
}

public struct HealthExportBatch: Equatable, Sendable {
    public var items: [HealthExportItem] = []
    public var deleted: [HealthExportDeletion] = []
    public init() {}
}

/// What the host reports after writing: the version it wrote and the platform's id.
public struct HealthExportAck: Equatable, Sendable {
    public var clientRecordID: String
    public var version: Int64
    public var platformID: String?

    public init(clientRecordID: String, version: Int64, platformID: String? = nil) {
        self.clientRecordID = clientRecordID; self.version = version; self.platformID = platformID
    }
}

/// The export state of one record on one platform.
public struct HealthExportState: Equatable, Sendable {
    public enum Kind: String, Sendable { case weight, completion }
    public var kind: Kind
    public var recordID: RecordID
    /// What the record held when `version` was given: a change makes a new version.
    public var fingerprint: String
    public var version: Int64
    /// 0: never acknowledged.
    public var ackedVersion: Int64
    public var platformID: String?
    /// The record is gone from the log: the platform should delete its copy.
    public var deleted: Bool

    public init(kind: Kind, recordID: RecordID, fingerprint: String, version: Int64, ackedVersion: Int64 = 0,
                platformID: String? = nil, deleted: Bool = false) {
        self.kind = kind; self.recordID = recordID; self.fingerprint = fingerprint; self.version = version
        self.ackedVersion = ackedVersion; self.platformID = platformID; self.deleted = deleted
    }

    /// `lift:weight:<id>`: the prefix is how an echo is known when the platform hands it back.
    public var clientRecordID: String { HealthIDs.exportPrefix + kind.rawValue + ":" + recordID.text }

    public static func parse(clientRecordID text: String) -> (Kind, RecordID)? {
        guard text.hasPrefix(HealthIDs.exportPrefix) else { return nil }
        let rest = text.dropFirst(HealthIDs.exportPrefix.count)
        guard let colon = rest.firstIndex(of: ":"), let kind = Kind(rawValue: String(rest[..<colon])),
              let id = RecordID(uuid: String(rest[rest.index(after: colon)...])) else { return nil }
        return (kind, id)
    }
}

/// The export half of the health store port.
public protocol HealthExportStore {
    func readHealthExportStates(platform: HealthPlatform) throws -> [HealthExportState]
    func createOrUpdateHealthExportState(platform: HealthPlatform, _ state: HealthExportState) throws
    func deleteHealthExportState(platform: HealthPlatform, kind: HealthExportState.Kind, recordID: RecordID) throws
    /// The platform ids of what was exported there: a sample with one of them is an echo.
    func readHealthExportedPlatformIDs(platform: HealthPlatform) throws -> Set<String>
    /// Every workout sample's (platform, id): the completions the bridge made, never exported.
    func readHealthWorkoutKeys() throws -> [(platform: HealthPlatform, id: String)]
}
