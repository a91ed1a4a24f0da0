/// In-memory search over places: a sorted array of the distinct folded name tokens, and for each
/// token the places that contain it (postings). A query token selects a contiguous token range
/// by binary search (prefix match) plus, for tokens of 4+ bytes, the tokens one edit away that
/// share its first letter (typos). Built once per imported network; immutable, so shared freely.
public final class PlaceIndex: Sendable {
    public enum Match: Int, Sendable, Comparable {
        case exact, prefix, fuzzy
        public static func < (a: Match, b: Match) -> Bool { a.rawValue < b.rawValue }
    }

    public struct Hit: Sendable {
        public var place: Place
        public var match: Match
        /// Metres from the focus point, when one was given.
        public var distance: Double?
    }

    public let places: [Place]
    let tokens: [[UInt8]]
    let postings: [[Int32]]
    let placeTokens: [[Int32]]
    /// Shorter names first among equals: "Kamppi" before "Kampin keskus".
    let nameLength: [Int32]

    public static let maxQueryTokens = 8
    public static let fuzzyMinLength = 4

    public init(_ places: [Place]) {
        self.places = places
        var perPlace = [[[UInt8]]]()
        var all = Set<[UInt8]>()
        for p in places {
            let t = TextFold.tokens(p.name).map { Array($0.utf8) }
            perPlace.append(t)
            all.formUnion(t)
        }
        let sorted = all.sorted { $0.lexicographicallyPrecedes($1) }
        var id = [[UInt8]: Int32]()
        for (i, t) in sorted.enumerated() { id[t] = Int32(truncatingIfNeeded: i) }
        var postings = [[Int32]](repeating: [], count: sorted.count)
        var placeTokens = [[Int32]]()
        for (p, toks) in perPlace.enumerated() {
            var mine = [Int32]()
            for t in toks {
                guard let i = id[t], !mine.contains(i) else { continue }
                mine.append(i)
                postings[Int(i)].append(Int32(truncatingIfNeeded: p))
            }
            placeTokens.append(mine)
        }
        tokens = sorted
        self.postings = postings
        self.placeTokens = placeTokens
        nameLength = perPlace.map { Int32(truncatingIfNeeded: $0.reduce(0) { $0 + $1.count }) }
    }

    public var tokenCount: Int { tokens.count }

    /// What one query token selects.
    struct Selection {
        var exact: Int?
        var range: Range<Int>
        var fuzzy: [Int] = []
        var size = 0

        func match(_ token: Int) -> Match? {
            if token == exact { return .exact }
            if range.contains(token) { return .prefix }
            if !fuzzy.isEmpty, PlaceIndex.sortedContains(fuzzy, token) { return .fuzzy }
            return nil
        }
    }

    /// The best `limit` places for the query, ranked exact > prefix > fuzzy, then by kind
    /// importance, then by distance to `focus`, then shorter and alphabetically first names.
    public func search(_ text: String, focus: GeoPoint? = nil, limit: Int) -> [Hit] {
        let query = TextFold.tokens(text).prefix(Self.maxQueryTokens).map { Array($0.utf8) }
        guard !query.isEmpty, limit > 0 else { return [] }
        var selections = query.map { strict($0) }
        // Fuzzy matches rank after every strict one: look for them only when strict ones run short.
        var hits = collect(selections, focus: focus, limit: limit)
        if hits.count < limit {
            for (i, q) in query.enumerated() where q.count >= Self.fuzzyMinLength { addFuzzy(q, to: &selections[i]) }
            if selections.contains(where: { !$0.fuzzy.isEmpty }) { hits = collect(selections, focus: focus, limit: limit) }
        }
        return hits.map { Hit(place: places[Int($0.place)], match: $0.match, distance: focus == nil ? nil : $0.distance) }
    }

    struct Ranked {
        var place: Int32
        var match: Match
        var importance: Int
        var distance: Double
        var length: Int32

        func before(_ o: Ranked, _ places: [Place]) -> Bool {
            if match != o.match { return match < o.match }
            if importance != o.importance { return importance > o.importance }
            if distance != o.distance { return distance < o.distance }
            if length != o.length { return length < o.length }
            let a = places[Int(place)].name, b = places[Int(o.place)].name
            return a != b ? a < b : place < o.place
        }
    }

    func collect(_ selections: [Selection], focus: GeoPoint?, limit: Int) -> [Ranked] {
        guard let driver = selections.indices.min(by: { selections[$0].size < selections[$1].size }) else { return [] }
        let d = selections[driver]
        var seen = [UInt64](repeating: 0, count: places.count / 64 + 1)
        var best = [Ranked]()
        func visit(_ token: Int) {
            for p in postings[token] {
                let pi = Int(p), word = pi >> 6, bit = UInt64(1) << UInt64(pi & 63)
                if seen[word] & bit != 0 { continue }
                seen[word] |= bit
                guard let match = matches(pi, selections) else { continue }
                let place = places[pi]
                let distance = focus.map { PlaceDistance.metres($0.lat, $0.lon, place.lat, place.lon) } ?? 0
                let r = Ranked(place: p, match: match, importance: place.kind.importance, distance: distance, length: nameLength[pi])
                insert(r, into: &best, limit: limit)
            }
        }
        for t in d.range { visit(t) }
        for t in d.fuzzy { visit(t) }
        return best
    }

    /// The place's worst match over the query tokens (each must match one of its tokens), or nil.
    func matches(_ place: Int, _ selections: [Selection]) -> Match? {
        var worst = Match.exact
        for s in selections {
            var bestHere: Match?
            for t in placeTokens[place] {
                if let m = s.match(Int(t)), bestHere.map({ m < $0 }) ?? true { bestHere = m }
                if bestHere == .exact { break }
            }
            guard let m = bestHere else { return nil }
            if m > worst { worst = m }
        }
        return worst
    }

    /// Keeps `best` sorted and at most `limit` long (limit is small: a suggestion list).
    func insert(_ r: Ranked, into best: inout [Ranked], limit: Int) {
        if best.count >= limit, let last = best.last, !r.before(last, places) { return }
        var i = best.count
        while i > 0, r.before(best[i - 1], places) { i -= 1 }
        best.insert(r, at: i)
        if best.count > limit { best.removeLast() }
    }

    func strict(_ q: [UInt8]) -> Selection {
        let lo = lowerBound(q)
        var hi = lo
        // Tokens with prefix q follow lo contiguously; binary search their end.
        var a = lo, b = tokens.count
        while a < b {
            let m = a + (b - a) / 2
            if Self.hasPrefix(tokens[m], q) { a = m + 1 } else { b = m }
        }
        hi = a
        var s = Selection(exact: lo < tokens.count && tokens[lo] == q ? lo : nil, range: lo..<hi)
        for t in s.range { s.size += postings[t].count }
        return s
    }

    func addFuzzy(_ q: [UInt8], to s: inout Selection) {
        guard let first = q.first else { return }
        let block = strict([first])
        for t in block.range where !s.range.contains(t) && Self.withinOneEdit(q, prefixOf: tokens[t]) {
            s.fuzzy.append(t)
            s.size += postings[t].count
        }
    }

    func lowerBound(_ q: [UInt8]) -> Int {
        var a = 0, b = tokens.count
        while a < b {
            let m = a + (b - a) / 2
            if tokens[m].lexicographicallyPrecedes(q) { a = m + 1 } else { b = m }
        }
        return a
    }

    static func hasPrefix(_ t: [UInt8], _ q: [UInt8]) -> Bool {
        guard t.count >= q.count else { return false }
        for i in q.indices where t[i] != q[i] { return false }
        return true
    }

    /// Whether some prefix of `t` is at most one edit (insert, delete, substitute, or swap of two
    /// neighbours) from `q`.
    static func withinOneEdit(_ q: [UInt8], prefixOf t: [UInt8]) -> Bool {
        var i = 0
        while i < q.count && i < t.count && q[i] == t[i] { i += 1 }
        if i >= q.count { return true }
        // q[i] is extra (or q ends one byte after a full t).
        if matchesFrom(q, i + 1, t, i) { return true }
        // substitution
        if i < t.count && matchesFrom(q, i + 1, t, i + 1) { return true }
        // t has an extra byte
        if i < t.count && matchesFrom(q, i, t, i + 1) { return true }
        // neighbours swapped
        if i + 1 < q.count && i + 1 < t.count && q[i] == t[i + 1] && q[i + 1] == t[i] && matchesFrom(q, i + 2, t, i + 2) { return true }
        return false
    }

    /// q[qi...] is a prefix of t[ti...].
    static func matchesFrom(_ q: [UInt8], _ qi: Int, _ t: [UInt8], _ ti: Int) -> Bool {
        let n = q.count - qi
        if n <= 0 { return true }
        guard t.count - ti >= n else { return false }
        for k in 0..<n where q[qi + k] != t[ti + k] { return false }
        return true
    }

    static func sortedContains(_ a: [Int], _ x: Int) -> Bool {
        var lo = 0, hi = a.count
        while lo < hi {
            let m = lo + (hi - lo) / 2
            if a[m] < x { lo = m + 1 } else { hi = m }
        }
        return lo < a.count && a[lo] == x
    }
}
