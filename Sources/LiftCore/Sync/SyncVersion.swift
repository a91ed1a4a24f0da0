/// A hybrid logical clock stamp: physical milliseconds, a counter within one millisecond, and the
/// site that made it. Ordered by all three, so two different writes never tie.
public struct SyncVersion: Sendable, Hashable, Comparable {
    public let ms: Int64
    public let counter: Int64
    public let site: String

    public init(ms: Int64, counter: Int64, site: String) {
        self.ms = ms
        self.counter = counter
        self.site = site
    }

    public static func < (a: SyncVersion, b: SyncVersion) -> Bool {
        if a.ms != b.ms { return a.ms < b.ms }
        if a.counter != b.counter { return a.counter < b.counter }
        return a.site < b.site
    }

    /// `"<ms>.<counter>.<site>"`, the wire and stored spelling.
    public var text: String { "\(ms).\(counter).\(site)" }

    /// Reads the spelling of `text`: both numbers non-negative decimals, the site 32 lowercase hex
    /// digits; anything else is nil.
    public init?(text: String) {
        // By bytes: feeds carry one version per field, so this runs for every field applied.
        var ms: Int64 = 0, counter: Int64 = 0, part = 0, digits = 0
        var siteStart = -1, i = 0
        for b in text.utf8 {
            if part < 2 {
                if b == UInt8(ascii: ".") {
                    guard digits > 0 else { return nil }
                    part += 1
                    digits = 0
                    if part == 2 { siteStart = i + 1 }
                } else {
                    guard b >= 48, b <= 57, digits < 18 else { return nil }
                    if part == 0 { ms = ms * 10 + Int64(b - 48) } else { counter = counter * 10 + Int64(b - 48) }
                    digits += 1
                }
            }
            i += 1
        }
        guard part == 2, siteStart >= 0 else { return nil }
        let site = Substring(text.utf8.dropFirst(siteStart))
        guard SyncSite.isValid(site) else { return nil }
        self.init(ms: ms, counter: counter, site: String(site))
    }
}

public enum SyncSite {
    /// 32 lowercase hex digits.
    public static func isValid<S: StringProtocol>(_ s: S) -> Bool {
        s.utf8.count == 32 && s.utf8.allSatisfy { ($0 >= 48 && $0 <= 57) || ($0 >= 97 && $0 <= 102) }
    }
}

/// The store's clock: every version it makes is later than every version it has made or seen.
public struct SyncClock: Sendable, Equatable {
    public private(set) var ms: Int64
    public private(set) var counter: Int64
    public let site: String

    public init(ms: Int64, counter: Int64, site: String) {
        self.ms = ms
        self.counter = counter
        self.site = site
    }

    /// A new local version at physical time `now` (or just after the latest seen).
    public mutating func tick(now: Int64) -> SyncVersion {
        if now > ms {
            ms = now
            counter = 0
        } else if counter < Int64.max / 2 {
            counter += 1
        } else if ms < Int64.max / 2 {
            ms += 1
            counter = 0
        }
        return SyncVersion(ms: ms, counter: counter, site: site)
    }

    /// Moves past a version received from elsewhere.
    public mutating func observe(_ v: SyncVersion) {
        if v.ms > ms || (v.ms == ms && v.counter > counter) {
            ms = v.ms
            counter = v.counter
        }
    }

    public var version: SyncVersion { SyncVersion(ms: ms, counter: counter, site: site) }
}
