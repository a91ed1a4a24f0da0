import CExpat
import LiftCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Reads an export's XML with expat, chunk by chunk, as the import asks for records. Only the
/// top-level `<Record>`s of the imported types and the `<Workout>`s become entries (the records a
/// `<Correlation>` repeats inside it are also at the top level, so they are not read twice); every
/// other top-level element is counted by its type. Memory: one chunk and one batch.
final class ExportXMLReader: AppleHealthExportReader {
    static let chunkBytes = 256 << 10

    private let bytes: ExportBytes
    private let descriptor: Descriptor
    private let path: Location
    private let parser: XML_Parser
    private let maxTokenBytes: Int64
    private var buffer: UnsafeMutableRawBufferPointer
    private var finished = false

    private(set) var bytesRead: Int64 = 0
    var skipped: [String: Int] {
        var all = skippedTypes
        if let last = lastSkipped { all[last.type, default: 0] += last.count }
        return all
    }

    // Parse state, changed by the handlers.
    fileprivate var depth = 0
    fileprivate var batch = [AppleHealthExportEntry]()
    fileprivate var current: AppleHealthExportEntry?
    fileprivate var failure: LiftError?
    fileprivate var sawRoot = false
    private var skippedTypes = [String: Int]()
    /// Exports list each type's records together: the run being counted, compared as C text.
    private var lastSkipped: (type: String, bytes: [CChar], count: Int)?

    init(bytes: ExportBytes, keeping descriptor: Descriptor, path: Location, maxTokenBytes: Int) throws {
        self.bytes = bytes
        self.maxTokenBytes = Int64(maxTokenBytes)
        self.descriptor = descriptor
        self.path = path
        guard let parser = XML_ParserCreate("UTF-8") else { throw LiftError(.noMemory, "cannot create the XML parser") }
        self.parser = parser
        buffer = .allocate(byteCount: Self.chunkBytes, alignment: 16)
        XML_SetUserData(parser, Unmanaged.passUnretained(self).toOpaque())
        XML_SetElementHandler(parser, { data, name, attributes in
            guard let data, let name else { return }
            Unmanaged<ExportXMLReader>.fromOpaque(data).takeUnretainedValue().start(name, attributes)
        }, { data, _ in
            guard let data else { return }
            Unmanaged<ExportXMLReader>.fromOpaque(data).takeUnretainedValue().end()
        })
        // An export declares no entities: refusing them keeps entity expansion out entirely.
        XML_SetEntityDeclHandler(parser, { data, _, _, _, _, _, _, _, _ in
            guard let data else { return }
            Unmanaged<ExportXMLReader>.fromOpaque(data).takeUnretainedValue().stop("an export declares no entities")
        })
    }

    deinit {
        XML_ParserFree(parser)
        buffer.deallocate()
    }

    func next(max: Int) throws -> [AppleHealthExportEntry] {
        while batch.count < max && !finished {
            let n = try bytes.read(into: buffer)
            bytesRead += Int64(n)
            finished = n == 0
            let status = XML_Parse(parser, buffer.baseAddress?.assumingMemoryBound(to: CChar.self), Int32(n), finished ? 1 : 0)
            if let failure { throw failure }
            guard status == XML_STATUS_OK else { throw xmlError(XML_ErrorString(XML_GetErrorCode(parser))) }
            // expat keeps an unfinished token (a tag, a comment) in memory whole: past this size
            // the file is refused rather than let it grow.
            let parsed = Int64(XML_GetCurrentByteIndex(parser))
            if !finished, parsed >= 0, bytesRead - parsed > maxTokenBytes {
                throw xmlError(nil, reason: "a single XML token is over \(maxTokenBytes) bytes")
            }
            if finished {
                guard sawRoot else { throw notAnExport("the file holds no HealthData element") }
                try bytes.finish()
            }
        }
        let out = batch
        batch.removeAll(keepingCapacity: true)
        return out
    }

    // MARK: handlers

    fileprivate func start(_ name: UnsafePointer<CChar>, _ attributes: UnsafeMutablePointer<UnsafePointer<CChar>?>?) {
        depth += 1
        switch depth {
        case 1:
            guard strcmp(name, "HealthData") == 0 else { return stop(nil, notAnExport("its root element is not HealthData")) }
            sawRoot = true
        case 2:
            let attrs = Attributes(attributes)
            if strcmp(name, "Record") == 0 {
                guard let type = attrs["type"] else { return countSkipped("Record") }
                guard let kind = Self.kind(ofRecordType: type) else { return countSkipped(type) }
                current = entry(kind, type: String(cString: type), attrs, valueKey: "value", unitKey: "unit")
            } else if strcmp(name, "Workout") == 0 {
                var e = entry(.workout, type: attrs["workoutActivityType"].map { String(cString: $0) } ?? "", attrs,
                              valueKey: nil, unitKey: nil)
                e.workout = .init(duration: attrs.string("duration"), durationUnit: attrs.string("durationUnit"),
                                  energy: attrs.string("totalEnergyBurned"), energyUnit: attrs.string("totalEnergyBurnedUnit"),
                                  distance: attrs.string("totalDistance"), distanceUnit: attrs.string("totalDistanceUnit"))
                current = e
            } else if strcmp(name, "ExportDate") != 0 && strcmp(name, "Me") != 0 {
                countSkipped(attrs["type"] ?? name)
            }
        case 3:
            guard current != nil else { return }
            let attrs = Attributes(attributes)
            if strcmp(name, "MetadataEntry") == 0 {
                if let key = attrs["key"], strcmp(key, "HKWasUserEntered") == 0, let v = attrs["value"], strcmp(v, "1") == 0 {
                    current?.wasUserEntered = true
                }
            } else if strcmp(name, "WorkoutStatistics") == 0, current?.kind == .workout, let type = attrs["type"] {
                // Newer exports keep a workout's energy and distance here rather than as attributes
                // (DistanceWalkingRunning, DistanceCycling, DistanceSwimming...: one per workout).
                if strcmp(type, "HKQuantityTypeIdentifierActiveEnergyBurned") == 0, current?.workout?.energy == nil {
                    current?.workout?.energy = attrs.string("sum")
                    current?.workout?.energyUnit = attrs.string("unit")
                } else if strncmp(type, "HKQuantityTypeIdentifierDistance", 32) == 0, current?.workout?.distance == nil {
                    current?.workout?.distance = attrs.string("sum")
                    current?.workout?.distanceUnit = attrs.string("unit")
                }
            }
        default: break
        }
    }

    fileprivate func end() {
        if depth == 2, let e = current {
            batch.append(e)
            current = nil
        }
        depth -= 1
    }

    private static func kind(ofRecordType type: UnsafePointer<CChar>) -> AppleHealthExportEntry.Kind? {
        if strcmp(type, "HKQuantityTypeIdentifierStepCount") == 0 { return .stepCount }
        if strcmp(type, "HKQuantityTypeIdentifierBodyMass") == 0 { return .bodyMass }
        if strcmp(type, "HKQuantityTypeIdentifierDietaryEnergyConsumed") == 0 { return .dietaryEnergy }
        return nil
    }

    private func entry(_ kind: AppleHealthExportEntry.Kind, type: String, _ attrs: Attributes, valueKey: String?,
                       unitKey: String?) -> AppleHealthExportEntry {
        AppleHealthExportEntry(kind: kind, type: type, sourceName: attrs.string("sourceName") ?? "",
                               unit: unitKey.flatMap(attrs.string), value: valueKey.flatMap(attrs.string),
                               startDate: attrs.string("startDate") ?? "", endDate: attrs.string("endDate") ?? "",
                               line: Int(XML_GetCurrentLineNumber(parser)))
    }

    private func countSkipped(_ type: UnsafePointer<CChar>) {
        if let last = lastSkipped, last.bytes.withUnsafeBufferPointer({ $0.baseAddress.map { strcmp($0, type) == 0 } ?? false }) {
            lastSkipped?.count += 1
            return
        }
        if let last = lastSkipped { skippedTypes[last.type, default: 0] += last.count }
        let length = strlen(type)
        let bytes = Array(UnsafeBufferPointer(start: type, count: length + 1))
        lastSkipped = (String(cString: type), bytes, 1)
    }

    fileprivate func stop(_ reason: String?, _ error: LiftError? = nil) {
        failure = error ?? xmlError(nil, reason: reason ?? "")
        XML_StopParser(parser, 0)
    }

    private func xmlError(_ text: UnsafePointer<CChar>?, reason: String? = nil) -> LiftError {
        let line = Int64(XML_GetCurrentLineNumber(parser)), column = Int64(XML_GetCurrentColumnNumber(parser))
        let why = reason ?? text.map { String(cString: $0) } ?? "not well-formed"
        return LiftError(.invalidRequest, code: "invalid_xml", "line \(line), column \(column): \(why); nothing imported",
                         details: [.init("path", .location(path)), .init("line", .int(line)), .init("column", .int(column))],
                         messageLocation: path)
    }

    private func notAnExport(_ reason: String) -> LiftError {
        LiftError.invalid(path, "not an Apple Health export: \(reason); nothing imported", code: "not_a_health_export")
    }
}

/// An element's attributes as expat hands them: name, value, name, value, ..., NULL.
struct Attributes {
    let list: UnsafeMutablePointer<UnsafePointer<CChar>?>?

    init(_ list: UnsafeMutablePointer<UnsafePointer<CChar>?>?) { self.list = list }

    subscript(_ name: String) -> UnsafePointer<CChar>? {
        guard let list else { return nil }
        var i = 0
        while let key = list[i] {
            guard let value = list[i + 1] else { return nil }
            if strcmp(key, name) == 0 { return value }
            i += 2
        }
        return nil
    }

    func string(_ name: String) -> String? { self[name].map { String(cString: $0) } }
}
