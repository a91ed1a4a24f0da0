import LiftCore

/// The HealthStore port in memory: records every write it receives, answers from memory, and
/// fails an operation when told to.
final class HealthStoreSpy: HealthStore, @unchecked Sendable {
    enum ReceivedMessage: Equatable {
        case createSample(String)
        case updateSample(String)
        case deleteSample(String)
        case deleteSamples([HealthDataType])
        case noteNew(HealthPlatform, [String])
        case saveAnchor(HealthPlatform, HealthAnchor)
        case savePolicy(HealthPolicy)
    }

    enum Operation: Hashable { case readSample, createSample, updateSample, deleteSample, deleteSamples, saveAnchor, savePolicy }

    private let messages = StoreMessages<ReceivedMessage, Operation>()
    var receivedMessages: [ReceivedMessage] { messages.received }
    var samples: [StoredHealthSample] = []
    var anchors: [String: HealthAnchor] = [:]
    var policies: [HealthDataType: HealthPolicy] = [:]

    func stub(_ operation: Operation, error: Error) { messages.errors[operation] = error }

    func readHealthSample(platform: HealthPlatform, id: String) throws -> StoredHealthSample? {
        if let e = messages.errors[.readSample] { throw e }
        return samples.first { $0.platform == platform && $0.provenance.id == id }
    }

    func createHealthSample(_ sample: StoredHealthSample) throws {
        try messages.receive(.createSample(sample.provenance.id), .createSample)
        samples.append(sample)
    }

    func createHealthSampleIfNew(_ sample: StoredHealthSample) throws -> Bool {
        if try readHealthSample(platform: sample.platform, id: sample.provenance.id) != nil { return false }
        try createHealthSample(sample)
        return true
    }

    func noteNewHealthSamples(platform: HealthPlatform, ids: [String]) throws {
        try messages.receive(.noteNew(platform, ids), .createSample)
    }

    func updateHealthSample(_ sample: StoredHealthSample) throws {
        try messages.receive(.updateSample(sample.provenance.id), .updateSample)
        samples = samples.map { $0.platform == sample.platform && $0.provenance.id == sample.provenance.id ? sample : $0 }
    }

    func deleteHealthSample(platform: HealthPlatform, id: String) throws -> Bool {
        try messages.receive(.deleteSample(id), .deleteSample)
        let before = samples.count
        samples.removeAll { $0.platform == platform && $0.provenance.id == id }
        return samples.count < before
    }

    func deleteHealthSamples(types: [HealthDataType]) throws -> Int {
        try messages.receive(.deleteSamples(types), .deleteSamples)
        let before = samples.count
        samples.removeAll { types.contains($0.type) }
        return before - samples.count
    }

    func readHealthSamples(type: HealthDataType, day: Day) throws -> [StoredHealthSample] {
        samples.filter { $0.type == type && $0.day == day }
    }

    func readHealthSamples(platform: HealthPlatform, types: [HealthDataType], from: Timestamp, to: Timestamp) throws -> [StoredHealthSample] {
        samples.filter { $0.platform == platform && types.contains($0.type) && $0.start >= from && $0.start < to }
    }

    func readHealthSampleDays(type: HealthDataType) throws -> [Day] {
        Set(samples.filter { $0.type == type }.map(\.day)).sorted()
    }

    func readHealthAnchor(platform: HealthPlatform, scope: String) throws -> HealthAnchor? { anchors[platform.rawValue + "/" + scope] }

    func createOrUpdateHealthAnchor(platform: HealthPlatform, _ anchor: HealthAnchor) throws {
        try messages.receive(.saveAnchor(platform, anchor), .saveAnchor)
        anchors[platform.rawValue + "/" + anchor.scope] = anchor
    }

    var exports: [String: HealthExportState] = [:]

    func readHealthExportStates(platform: HealthPlatform) throws -> [HealthExportState] {
        exports.filter { $0.key.hasPrefix(platform.rawValue + "/") }.map(\.value).sorted { $0.clientRecordID < $1.clientRecordID }
    }

    func createOrUpdateHealthExportState(platform: HealthPlatform, _ state: HealthExportState) throws {
        exports[platform.rawValue + "/" + state.clientRecordID] = state
    }

    func deleteHealthExportState(platform: HealthPlatform, kind: HealthExportState.Kind, recordID: RecordID) throws {
        exports[platform.rawValue + "/" + HealthExportState(kind: kind, recordID: recordID, fingerprint: "", version: 0).clientRecordID] = nil
    }

    func readHealthExportedPlatformIDs(platform: HealthPlatform) throws -> Set<String> {
        Set(try readHealthExportStates(platform: platform).compactMap(\.platformID))
    }

    func readHealthWorkoutKeys() throws -> [(platform: HealthPlatform, id: String)] {
        samples.filter { $0.type == .workout }.map { ($0.platform, $0.provenance.id) }
    }

    func readHealthPolicy(type: HealthDataType) throws -> HealthPolicy? { policies[type] }

    func createOrUpdateHealthPolicy(_ policy: HealthPolicy) throws {
        try messages.receive(.savePolicy(policy), .savePolicy)
        policies[policy.type] = policy
    }
}
