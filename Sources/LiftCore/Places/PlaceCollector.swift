#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Turns the named objects of an OSM file into places. A street is mapped as many ways: ways of
/// one name whose midpoints chain within `streetGap` metres become one street, shown at the
/// midpoint nearest to their length-weighted centre (so "Mannerheimintie" is one suggestion,
/// while two unrelated "Koulukatu" in different towns stay two). Other places of one kind and
/// name closer than `duplicateGap` are one.
public struct PlaceCollector {
    public static let streetGap = 1_000.0

    struct Piece { var lat: Double; var lon: Double; var length: Double; var category: String? }

    private var places: [Place] = []
    struct Street { var name: String; var pieces: [Piece]; var other: OtherNames }
    /// A place's other names and the tags they came from, in step.
    struct OtherNames {
        var names: [String] = []
        var keys: [String] = []
    }
    /// In the order their names first came; `streetIndex` finds one by name key, so a piece is
    /// appended in place (a name repeated thousands of times is never copied).
    private var streets: [Street] = []
    private var streetIndex: [String: Int] = [:]

    public init() {}

    /// `altNameKeys`: the tag of each other name, in step with them (none: unknown).
    public mutating func addStreet(name: String, category: String?, lat: Double, lon: Double, length: Double,
                                   altNames: [String] = [], altNameKeys: [String] = []) {
        let key = NameKey.of(name)
        guard !key.isEmpty else { return }
        let i: Int
        if let known = streetIndex[key] {
            i = known
        } else {
            i = streets.count
            streetIndex[key] = i
            streets.append(Street(name: name, pieces: [], other: OtherNames()))
        }
        streets[i].pieces.append(Piece(lat: lat, lon: lon, length: max(0, length), category: category))
        if !altNames.isEmpty {
            streets[i].other = Self.merged(streets[i].other, altNames, keys: altNameKeys, primary: streets[i].name)
        }
    }

    public mutating func addAddress(street: String, number: String, lat: Double, lon: Double) {
        let s = NameKey.trimmed(street), n = NameKey.trimmed(number)
        guard !s.isEmpty, !n.isEmpty else { return }
        places.append(Place(kind: .address, name: "\(s) \(n)", street: s, lat: lat, lon: lon))
    }

    public mutating func add(_ kind: Place.Kind, name: String, category: String?, lat: Double, lon: Double,
                             altNames: [String] = [], altNameKeys: [String] = []) {
        let n = NameKey.trimmed(name)
        guard !n.isEmpty else { return }
        let other = Self.merged(OtherNames(), altNames, keys: altNameKeys, primary: n)
        places.append(Place(kind: kind, name: n, category: category, lat: lat, lon: lon, altNames: other.names, altNameKeys: other.keys))
    }

    /// Streets, then the other places once each. An address also answers to its street's other
    /// names ("Mannerheimvägen 5" for "Mannerheimintie 5").
    public func finish() -> [Place] {
        var out = [Place]()
        for street in streets {
            for cluster in Self.clusters(street.pieces) {
                var place = Self.street(NameKey.trimmed(street.name), cluster)
                place.altNames = street.other.names
                place.altNameKeys = street.other.keys
                out.append(place)
            }
        }
        var rest = Self.distinct(places)
        for i in rest.indices where rest[i].kind == .address {
            guard let street = rest[i].street, let s = streetIndex[NameKey.of(street)], !streets[s].other.names.isEmpty else { continue }
            let other = streets[s].other
            let number = rest[i].name.dropFirst(street.count)
            rest[i].altNames = other.names.map { $0 + number }
            rest[i].altNameKeys = other.keys
        }
        return out + rest
    }

    /// `names` (with their `keys`, "" where none) added to `into`, trimmed, each once, without
    /// empty ones and the primary name; a name seen again keeps its first key.
    static func merged(_ into: OtherNames, _ names: [String], keys: [String], primary: String) -> OtherNames {
        var out = into
        for (i, name) in names.enumerated() {
            let n = NameKey.trimmed(name)
            guard !n.isEmpty, NameKey.of(n) != NameKey.of(primary), !out.names.contains(where: { NameKey.of($0) == NameKey.of(n) })
            else { continue }
            out.names.append(n)
            out.keys.append(keys.indices.contains(i) ? keys[i] : "")
        }
        return out
    }

    /// One suggestion per thing: an address or a shop is often mapped twice (an entrance node
    /// and the building), so the same kind and name within `duplicateGap` metres is kept once.
    public static let duplicateGap = 100.0

    static func distinct(_ places: [Place]) -> [Place] {
        // Each place against the kept ones of its kind and name only, through the cells near it.
        var groups = [String: NearbyPoints]()
        var kept = [Place]()
        kept.reserveCapacity(places.count)
        for p in places {
            let key = "\(p.kind.rawValue)\u{1F}\(NameKey.of(p.name))"
            var near: Int?
            groups[key]?.forEachCandidate(lat: p.lat, lon: p.lon) { i in
                guard near.map({ i < $0 }) ?? true,
                      PlaceDistance.metres(kept[i].lat, kept[i].lon, p.lat, p.lon) <= duplicateGap else { return }
                near = i   // the first kept one within the gap, as a scan in order would find
            }
            if let i = near {
                let other = merged(OtherNames(names: kept[i].altNames, keys: kept[i].altNameKeys), p.altNames, keys: p.altNameKeys,
                                   primary: kept[i].name)
                kept[i].altNames = other.names
                kept[i].altNameKeys = other.keys
                continue
            }
            groups[key, default: NearbyPoints(gap: duplicateGap)].insert(kept.count, lat: p.lat, lon: p.lon)
            kept.append(p)
        }
        return kept
    }

    /// Single-linkage clusters: a piece joins every cluster it is within `streetGap` of. The
    /// clusters come in the order of their latest piece, each as the piece that formed it followed
    /// by the clusters it joined, in that order: the order a list rebuilt piece by piece would
    /// have, which the weighted centre's sums depend on.
    static func clusters(_ pieces: [Piece]) -> [[Piece]] {
        guard pieces.count > 1 else { return pieces.isEmpty ? [] : [pieces] }
        var head = Array(0..<pieces.count)     // towards the latest piece of a piece's cluster
        var joined = [[Int]](repeating: [], count: pieces.count)
        var grid = NearbyPoints(gap: streetGap)
        var touched = [Int]()
        func find(_ x: Int) -> Int {
            var root = x
            while head[root] != root { root = head[root] }
            var y = x
            while head[y] != root { (y, head[y]) = (head[y], root) }
            return root
        }
        for (i, p) in pieces.enumerated() {
            touched.removeAll(keepingCapacity: true)
            grid.forEachCandidate(lat: p.lat, lon: p.lon) { j in
                let cluster = find(j)
                guard !touched.contains(cluster),
                      PlaceDistance.within(pieces[j].lat, pieces[j].lon, p.lat, p.lon, streetGap) else { return }
                touched.append(cluster)
            }
            touched.sort()
            for cluster in touched { head[cluster] = i }
            joined[i] = touched
            grid.insert(i, lat: p.lat, lon: p.lon)
        }
        var out = [[Piece]]()
        var stack = [Int]()
        for root in pieces.indices where head[root] == root {
            var cluster = [Piece]()
            stack.append(root)
            while let x = stack.popLast() {
                cluster.append(pieces[x])
                stack.append(contentsOf: joined[x].reversed())
            }
            out.append(cluster)
        }
        return out
    }

    static func street(_ name: String, _ pieces: [Piece]) -> Place {
        let total = pieces.reduce(0) { $0 + $1.length }
        let weight: (Piece) -> Double = { total > 0 ? $0.length / total : 1 / Double(pieces.count) }
        let centre = Piece(lat: pieces.reduce(0) { $0 + $1.lat * weight($1) },
                           lon: pieces.reduce(0) { $0 + $1.lon * weight($1) }, length: 0, category: nil)
        let nearest = pieces.min { distance($0, centre) < distance($1, centre) } ?? centre
        let longest = pieces.max { $0.length < $1.length }
        return Place(kind: .street, name: name, category: longest?.category, lat: nearest.lat, lon: nearest.lon)
    }

    static func distance(_ a: Piece, _ b: Piece) -> Double {
        PlaceDistance.metres(a.lat, a.lon, b.lat, b.lon)
    }
}

/// Flat-earth distance: exact enough within a city, and cheap for ranking by focus.
public enum PlaceDistance {
    public static func metres(_ lat1: Double, _ lon1: Double, _ lat2: Double, _ lon2: Double) -> Double {
        let rad = Double.pi / 180
        let x = (lon2 - lon1) * rad * cos((lat1 + lat2) / 2 * rad), y = (lat2 - lat1) * rad
        return (x * x + y * y).squareRoot() * 6_371_000
    }

    /// metres(...) <= gap, answered without the cosine when the latitudes alone are farther apart
    /// (a name repeated across a large extract compares mostly such pairs); the margin keeps the
    /// answer exactly metres' own despite rounding.
    public static func within(_ lat1: Double, _ lon1: Double, _ lat2: Double, _ lon2: Double, _ gap: Double) -> Bool {
        if abs(lat2 - lat1) * (Double.pi / 180) * 6_371_000 > gap * (1 + 1e-9) { return false }
        return metres(lat1, lon1, lat2, lon2) <= gap
    }
}
