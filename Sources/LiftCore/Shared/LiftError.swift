/// The one error type every layer throws. Its status is part of the C ABI (lift.h LIFT_E_*).
public struct LiftError: Error, Sendable, Equatable {
    public enum Status: Int32, Sendable, CaseIterable {
        case invalidRequest = -1
        case misuse = -2
        case conflict = -3
        case notFound = -4
        case io = -5
        case corrupt = -6
        case busy = -7
        case unsupported = -8
        case unauthorized = -9
        case unavailable = -10
        case noMemory = -11
        case `internal` = -12
        case cancelled = -13

        /// The stable name used as the default `code` and by `lift_status_name` (static text, so
        /// the C function can hand out its pointer).
        public var staticName: StaticString {
            switch self {
            case .invalidRequest: return "invalid_request"
            case .misuse: return "misuse"
            case .conflict: return "conflict"
            case .notFound: return "not_found"
            case .io: return "io"
            case .corrupt: return "corrupt"
            case .busy: return "busy"
            case .unsupported: return "unsupported"
            case .unauthorized: return "unauthorized"
            case .unavailable: return "unavailable"
            case .noMemory: return "no_memory"
            case .internal: return "internal"
            case .cancelled: return "cancelled"
            }
        }

        public var name: String { staticName.description }
    }

    public var status: Status
    /// A stable machine code: the status name or a more specific one (`duplicate_routine_name`).
    public var code: String
    /// The message, without the location it may be about (`messageLocation`).
    public var message: String
    /// Facts about the failure, in a stable order (where it is, the duplicate's name...).
    public var details: [Detail]
    /// What the message is about: the JSON layer writes it before `message` as the wire path and
    /// ": " (`items[3].date: is required`).
    public var messageLocation: Location?
    /// Locations the message names inside its text: the JSON layer writes the wire path of the
    /// n-th where the message says `{n}` (`no route from {0} to {1}`).
    public var messageArguments: [Location]

    public init(_ status: Status, code: String? = nil, _ message: String, details: [Detail] = [],
                messageLocation: Location? = nil, messageArguments: [Location] = []) {
        self.status = status
        self.code = code ?? status.name
        self.message = message
        self.details = details
        self.messageLocation = messageLocation
        self.messageArguments = messageArguments
    }

    public struct Detail: Sendable, Equatable {
        public var key: String
        public var value: Value
        public init(_ key: String, _ value: Value) { self.key = key; self.value = value }
    }

    public enum Value: Sendable, Equatable {
        case string(String)
        case int(Int64)
        case strings([String])
        /// Where in the request, written as the wire path by the JSON layer.
        case location(Location)
    }

    public func detail(_ key: String) -> Value? { details.first { $0.key == key }?.value }
}

extension LiftError {
    /// A refused value at `location`, named in the message and as the details' `path`.
    public static func invalid(_ location: Location, _ message: String, code: String? = nil) -> LiftError {
        LiftError(.invalidRequest, code: code, message, details: [Detail("path", .location(location))],
                  messageLocation: location)
    }

    public static func notFound(_ kind: String, id: String, path: Location? = nil) -> LiftError {
        var details = [Detail("kind", .string(kind)), Detail("id", .string(id))]
        if let path { details.append(Detail("path", .location(path))) }
        return LiftError(.notFound, "no \(kind) with id \(id)", details: details)
    }

    /// A write on a store opened with `read_only`: `unsupported`, because the request is valid
    /// and the same request on a read-write handle would succeed; nothing failed on the disk.
    public static func readOnlyStore(_ message: String, details: [Detail] = []) -> LiftError {
        LiftError(.unsupported, code: "read_only_store", message, details: details)
    }
}
