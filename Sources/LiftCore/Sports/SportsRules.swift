/// What ids and URLs of sports data may look like, whether a host or a remote feed sent them.
public enum SportsRules {
    public static let maxIDLength = 64
    public static let maxURLLength = 2048
    public static let maxNameLength = 200

    /// Feed ids are opaque strings: 1 to 64 printable ASCII characters, no spaces.
    public static func validID(_ id: String, path: Location) throws -> String {
        guard !id.isEmpty, id.utf8.count <= maxIDLength,
              id.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else {
            throw LiftError.invalid(path, "an id is 1 to \(maxIDLength) printable ASCII characters without spaces")
        }
        return id
    }

    /// http(s) URLs only, without spaces or control characters (they go to the network as is).
    public static func validURL(_ url: String, path: Location) throws -> String {
        let lower = url.lowercased()
        guard lower.hasPrefix("http://") || lower.hasPrefix("https://"), url.utf8.count <= maxURLLength,
              url.utf8.allSatisfy({ $0 > 0x20 && $0 != 0x7F }) else {
            throw LiftError.invalid(path, "expected an http:// or https:// URL of at most \(maxURLLength) bytes without spaces")
        }
        return url
    }

    public static func validName(_ name: String, path: Location) throws -> String {
        let trimmed = NameKey.trimmed(name)
        guard !trimmed.isEmpty, trimmed.count <= maxNameLength else {
            throw LiftError.invalid(path, "a name is 1 to \(maxNameLength) characters")
        }
        return trimmed
    }
}
