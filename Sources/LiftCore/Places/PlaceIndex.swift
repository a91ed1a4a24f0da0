/// In-memory search over places: a sorted array of the distinct folded name tokens, and for each
/// token the names that contain it (postings). A place's names are its name and its other names
/// (`altNames`); all query tokens must match within one of them, and a place is listed once. A query token selects a contiguous token range
/// by binary search (prefix match) plus, for tokens of 4+ bytes, the tokens one edit away that
/// share its first letter (typos); a token of 5+ bytes that matches nothing that way may have its
/// one edit in the first letter (wrong, missing, extra, or swapped with the second): one binary
/// search per candidate first letter, not a scan. Built once per imported network; immutable, so shared freely.
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
        /// The other name that matched ("Mannerheimvägen"), nil when the place's name did.
        public var matchedName: String?
        /// The tag that name came from (`name:sv`, `alt_name`), nil when unknown or the name matched.
        public var matchedKey: String?
    }

    public let places: [Place]
    let tokens: [[UInt8]]
    /// Per token, the names (indexes into `namePlace`) that contain it.
    let postings: [[Int32]]
    /// Per name: its place, which of its names (0 = `name`, k = `altNames[k - 1]`), its tokens.
    let namePlace: [Int32]
    let nameIndex: [Int32]
    let nameTokens: [[Int32]]
    /// Shorter names first among equals: "Kamppi" before "Kampin keskus".
    let nameLength: [Int32]

    public static let maxQueryTokens = 8
    public static let fuzzyMinLength = 4
    public static let firstLetterFuzzyMinLength = 5
    /// The distinct first bytes of `tokens`, ascending: the letters a wrong first letter may stand for.
    let firstBytes: [UInt8]

    public init(_ places: [Place]) {
        self.places = places
        var perName = [[[UInt8]]]()
        var namePlace = [Int32](), nameIndex = [Int32]()
        var all = Set<[UInt8]>()
        for (pi, p) in places.enumerated() {
            for (k, name) in ([p.name] + p.altNames).enumerated() {
                let t = TextFold.tokens(name).map { Array($0.utf8) }
                perName.append(t)
                namePlace.append(Int32(truncatingIfNeeded: pi))
                nameIndex.append(Int32(truncatingIfNeeded: k))
                all.formUnion(t)
            }
        }
        let sorted = all.sorted { $0.lexicographicallyPrecedes($1) }
        var id = [[UInt8]: Int32]()
        for (i, t) in sorted.enumerated() { id[t] = Int32(truncatingIfNeeded: i) }
        var postings = [[Int32]](repeating: [], count: sorted.count)
        var nameTokens = [[Int32]]()
        for (n, toks) in perName.enumerated() {
            var mine = [Int32]()
            for t in toks {
                guard let i = id[t], !mine.contains(i) else { continue }
                mine.append(i)
                postings[Int(i)].append(Int32(truncatingIfNeeded: n))
            }
            nameTokens.append(mine)
        }
        tokens = sorted
        var firstBytes = [UInt8]()
        for t in sorted { if let f = t.first, firstBytes.last != f { firstBytes.append(f) } }
        self.firstBytes = firstBytes
        self.postings = postings
        self.namePlace = namePlace
        self.nameIndex = nameIndex
        self.nameTokens = nameTokens
        nameLength = perName.map { Int32(truncatingIfNeeded: $0.reduce(0) { $0 + $1.count }) }
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
        return hits.map { r in
            let place = places[Int(r.place)]
            let k = Int(r.name)
            let other = k > 0 && place.altNames.indices.contains(k - 1) ? place.altNames[k - 1] : nil
            let key = other == nil ? nil : place.altNameKeys.indices.contains(k - 1) ? place.altNameKeys[k - 1] : nil
            return Hit(place: place, match: r.match, distance: focus == nil ? nil : r.distance, matchedName: other,
                       matchedKey: key?.isEmpty == false ? key : nil)
        }
    }

    struct Ranked {
        var place: Int32
        /// Which of the place's names matched (0 = its name).
        var name: Int32
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
        var seen = [UInt64](repeating: 0, count: namePlace.count / 64 + 1)
        var best = [Ranked]()
        func visit(_ token: Int) {
            for n in postings[token] {
                let ni = Int(n), word = ni >> 6, bit = UInt64(1) << UInt64(ni & 63)
                if seen[word] & bit != 0 { continue }
                seen[word] |= bit
                guard let match = matches(ni, selections) else { continue }
                let p = namePlace[ni], place = places[Int(p)]
                let distance = focus.map { PlaceDistance.metres($0.lat, $0.lon, place.lat, place.lon) } ?? 0
                let r = Ranked(place: p, name: nameIndex[ni], match: match, importance: place.kind.importance,
                               distance: distance, length: nameLength[ni])
                insert(r, into: &best, limit: limit)
            }
        }
        for t in d.range { visit(t) }
        for t in d.fuzzy { visit(t) }
        return best
    }

    /// The name's worst match over the query tokens (each must match one of its tokens), or nil.
    func matches(_ name: Int, _ selections: [Selection]) -> Match? {
        var worst = Match.exact
        for s in selections {
            var bestHere: Match?
            for t in nameTokens[name] {
                if let m = s.match(Int(t)), bestHere.map({ m < $0 }) ?? true { bestHere = m }
                if bestHere == .exact { break }
            }
            guard let m = bestHere else { return nil }
            if m > worst { worst = m }
        }
        return worst
    }

    /// Keeps `best` sorted, at most `limit` long (limit is small: a suggestion list) and each
    /// place once, by its best-ranked name in the order the list is ranked by (the place's own
    /// name among equals). So the list for a limit is the start of the list for any larger
    /// limit, and pages (`offset`) neither repeat nor skip a place.
    func insert(_ r: Ranked, into best: inout [Ranked], limit: Int) {
        if let i = best.firstIndex(where: { $0.place == r.place }) {
            let o = best[i]
            guard r.before(o, places) || (!o.before(r, places) && r.name < o.name) else { return }
            best.remove(at: i)
        }
        if best.count >= limit, let last = best.last, !r.before(last, places) { return }
        var i = best.count
        while i > 0, r.before(best[i - 1], places) { i -= 1 }
        best.insert(r, at: i)
        if best.count > limit { best.removeLast() }
    }

    func strict(_ q: [UInt8]) -> Selection {
        let range = prefixRange(q)
        var s = Selection(exact: range.lowerBound < tokens.count && tokens[range.lowerBound] == q ? range.lowerBound : nil, range: range)
        for t in s.range { s.size += postings[t].count }
        return s
    }

    /// The tokens that start with q: contiguous from its lower bound; binary search their end.
    func prefixRange(_ q: [UInt8]) -> Range<Int> {
        let lo = lowerBound(q)
        var a = lo, b = tokens.count
        while a < b {
            let m = a + (b - a) / 2
            if Self.hasPrefix(tokens[m], q) { a = m + 1 } else { b = m }
        }
        return lo..<a
    }

    func addFuzzy(_ q: [UInt8], to s: inout Selection) {
        guard let first = q.first else { return }
        var found = [Int]()
        for t in prefixRange([first]) where !s.range.contains(t) && Self.withinOneEdit(q, prefixOf: tokens[t]) {
            found.append(t)
        }
        if q.count >= Self.firstLetterFuzzyMinLength && s.range.isEmpty && found.isEmpty {
            // Only for a token that matches nothing else (so typed prefixes pay nothing): the edit
            // in the first letter, the rest typed right; each case is a prefix range.
            let rest = Array(q.dropFirst())
            var heads = [rest]                                        // an extra letter before the word
            if q.count > 1 { heads.append([q[1], q[0]] + q.dropFirst(2)) } // the first two swapped
            for c in firstBytes where c != first {
                heads.append([c] + rest)                              // a wrong first letter
                heads.append([c] + q)                                 // the first letter left out
            }
            for h in heads {
                for t in prefixRange(h) where !s.range.contains(t) { found.append(t) }
            }
            found = Set(found).sorted()
        }
        s.fuzzy = found
        for t in found { s.size += postings[t].count }
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
