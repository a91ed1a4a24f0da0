import Synchronization

/// Where TZif files come from (the system's time-zone database): the port the file adapter
/// implements. Nil when no file of that name can be read.
public protocol ZoneInfoSource: Sendable {
    func tzif(named name: String) -> [UInt8]?
}

/// Zones by IANA name: the name checked, the file read through the port once, parsed, and kept
/// for the process (a zone's rules are immutable; the lock guards only the dictionary).
public final class TimeZones: Sendable {
    private let source: ZoneInfoSource
    private let cache = Mutex<[String: ZoneRules]>([:])

    public init(source: ZoneInfoSource) { self.source = source }

    public static let maxNameBytes = 255

    /// The rules of `name`, or `invalid_request` / `unknown_time_zone` naming `path`.
    /// "UTC" is built in, so a machine without tzdata still has the default zone.
    public func rules(named name: String, path: Location) throws -> ZoneRules {
        if name == ZoneRules.utc.name { return .utc }
        guard TimeZones.isValidName(name) else {
            throw TimeZones.unknown(name, path: path, reason: "not an IANA time zone name")
        }
        if let cached = cache.withLock({ $0[name] }) { return cached }
        guard let bytes = source.tzif(named: name) else {
            throw TimeZones.unknown(name, path: path, reason: "no such zone in the time-zone database")
        }
        let rules: ZoneRules
        do {
            rules = try TZif.parse(bytes, name: name)
        } catch {
            throw TimeZones.unknown(name, path: path, reason: "its rules cannot be read (\(error.reason))")
        }
        cache.withLock { $0[name] = rules }
        return rules
    }

    /// A relative path of IANA name characters: no `.` at all (so no `..`), no leading `/`, and
    /// every component starts with a capital letter, as every IANA name does. That also leaves
    /// out the database's other files (`zone.tab`, `localtime`, which is the host's own zone)
    /// and its `posix/` and `right/` copies.
    public static func isValidName(_ name: String) -> Bool {
        let b = Array(name.utf8)
        guard !b.isEmpty, b.count <= maxNameBytes else { return false }
        var previous = UInt8(ascii: "/")
        for c in b {
            let capital = c >= 65 && c <= 90
            let ok = capital || (c >= 97 && c <= 122) || (c >= 48 && c <= 57)
                || c == UInt8(ascii: "_") || c == UInt8(ascii: "+") || c == UInt8(ascii: "-") || c == UInt8(ascii: "/")
            // A component's first byte (after the start or a `/`) is a capital: no empty component.
            guard ok, previous != UInt8(ascii: "/") || capital else { return false }
            previous = c
        }
        return previous != UInt8(ascii: "/")
    }

    static func unknown(_ name: String, path: Location, reason: String) -> LiftError {
        LiftError(.invalidRequest, code: "unknown_time_zone", "unknown time zone \(name): \(reason)",
                  details: [.init("path", .location(path)), .init("time_zone", .string(String(name.prefix(maxNameBytes))))],
                  messageLocation: path)
    }
}
