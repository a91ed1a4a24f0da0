import LiftCore
import LiftOSMReader

/// The place source over OSM extracts: the named objects LiftOSMReader's names pass reports.
public struct OSMPlaceReader: PlaceSource {
    public init() {}

    /// Stops at `progress`'s cancel (`cancelled`).
    public func places(in source: OSMSource, progress: Progress = .untracked) throws -> [Place] {
        final class Box {
            var collector = PlaceCollector()
            let progress: Progress
            init(_ progress: Progress) { self.progress = progress }
        }
        let box = Box(progress)
        try source.read(stoppedBy: progress) { pointer, error, size in
            lift_osm_read_names(pointer, Unmanaged.passUnretained(box).toOpaque(), { ctx, n in
                guard let ctx, let n, let namePtr = n.pointee.name else { return }
                let c = Unmanaged<Box>.fromOpaque(ctx).takeUnretainedValue()
                let e = n.pointee
                let name = String(cString: namePtr)
                let category = e.category.map { String(cString: $0) }
                // Each other name as its tag's key, 0x1E and the name.
                let tagged = e.alt_names.map { String(cString: $0).split(separator: "\u{1F}") } ?? []
                let parts = tagged.map { $0.split(separator: "\u{1E}", maxSplits: 1, omittingEmptySubsequences: false) }
                let alt = parts.map { String($0.last ?? "") }, keys = parts.map { $0.count == 2 ? String($0[0]) : "" }
                switch UInt8(bitPattern: e.kind) {
                case UInt8(ascii: "s"):
                    c.collector.addStreet(name: name, category: category, lat: e.lat, lon: e.lon, length: e.length, altNames: alt,
                                          altNameKeys: keys)
                case UInt8(ascii: "a"):
                    guard let street = e.street else { return }
                    c.collector.addAddress(street: String(cString: street), number: name, lat: e.lat, lon: e.lon)
                case UInt8(ascii: "p"): c.collector.add(.poi, name: name, category: category, lat: e.lat, lon: e.lon, altNames: alt, altNameKeys: keys)
                case UInt8(ascii: "l"): c.collector.add(.place, name: name, category: category, lat: e.lat, lon: e.lon, altNames: alt, altNameKeys: keys)
                default: return
                }
            }, { ctx in
                guard let ctx else { return 0 }
                return Unmanaged<Box>.fromOpaque(ctx).takeUnretainedValue().progress.isCancelled ? 1 : 0
            }, error, size)
        }
        let found = withExtendedLifetime(box) { box.collector.finish() }
        _ = consume box
        lift_osm_release_free_memory()
        try progress.check()
        let places = Self.packed(found)
        _ = consume found
        lift_osm_release_free_memory()
        return places
    }

    /// The places again, each string in memory of its own made now: made during the pass, they
    /// lie scattered over the pages libosmium's buffers held, and each would keep its page from
    /// going back to the system through the rest of the import. A street, category or name key
    /// repeated is one string.
    static func packed(_ places: [Place]) -> [Place] {
        var shared = [String: String]()
        func interned(_ s: String) -> String {
            if let known = shared[s] { return known }
            let copy = fresh(s)
            shared[s] = copy
            return copy
        }
        return places.map { p in
            Place(kind: p.kind, name: fresh(p.name), street: p.street.map(interned), category: p.category.map(interned), lat: p.lat,
                  lon: p.lon, altNames: p.altNames.map(fresh), altNameKeys: p.altNameKeys.map(interned))
        }
    }

    /// A copy of `s` in storage of its own (a short string is held inline: itself).
    static func fresh(_ s: String) -> String {
        let n = s.utf8.count
        guard n > 15 else { return s }
        return String(unsafeUninitializedCapacity: n) { buffer in buffer.initialize(fromContentsOf: s.utf8) }
    }
}
