/// Something a user can search by name in the imported OSM data.
public struct Place: Sendable, Equatable {
    public enum Kind: String, Sendable, CaseIterable {
        case place, street, poi, address

        /// Ranking weight after the match quality: a suburb before a street of that name, a
        /// street before a shop, a shop before a single house number.
        public var importance: Int {
            switch self {
            case .place: return 3
            case .street: return 2
            case .poi: return 1
            case .address: return 0
            }
        }
    }

    public var kind: Kind
    /// What is shown and searched: for an address "Street 12".
    public var name: String
    /// Addresses: their street.
    public var street: String?
    /// street: the highway class; poi: "amenity=cafe"; place: "suburb".
    public var category: String?
    public var lat: Double
    public var lon: Double
    /// Other names of the same thing, searched like `name` (name:fi, name:sv, alt_name, old_name;
    /// for an address, its street's other names with the number): "Mannerheimvägen".
    public var altNames: [String]
    /// The tag each of `altNames` came from (`name:sv`, `alt_name`...), in step with them; ""
    /// where unknown (places stored before keys were kept).
    public var altNameKeys: [String]

    public init(kind: Kind, name: String, street: String? = nil, category: String? = nil, lat: Double, lon: Double,
                altNames: [String] = [], altNameKeys: [String] = []) {
        self.kind = kind
        self.name = name
        self.street = street
        self.category = category
        self.lat = lat
        self.lon = lon
        self.altNames = altNames
        self.altNameKeys = altNameKeys.count == altNames.count ? altNameKeys : altNames.map { _ in "" }
    }

    /// The language of an other name from a `name:xx` tag ("sv"), else nil.
    public static func language(ofKey key: String) -> String? {
        guard key.hasPrefix("name:"), key.count > 5 else { return nil }
        return String(key.dropFirst(5))
    }
}

/// A WGS84 position in degrees (a struct, not a tuple: no runtime tuple metadata to cache).
public struct GeoPoint: Sendable, Equatable {
    public var lat: Double
    public var lon: Double
    public init(lat: Double, lon: Double) { self.lat = lat; self.lon = lon }
}

/// Store port: the places of an owner's imported network of one profile, replaced with it.
public protocol PlaceStore {
    func replacePlaces(profile: String, _ places: [Place]) throws
    func readPlaces(profile: String) throws -> [Place]
    func deletePlaces(profile: String) throws -> Int
}
