import LiftCore
import LiftJSON

enum Verb: String {
    case save, load, remove, route
}

/// A kind's handler decodes the whole request first (so unknown fields are refused before any
/// work), and returns the action that does the work and writes the response.
typealias Action = (RequestContext, JSONObjectWriter) throws -> Void
typealias Decode = @Sendable (inout JSONObjectReader) throws -> Action

struct Kind: Sendable {
    let name: String
    var save: Decode?
    var load: Decode?
    var remove: Decode?
    var route: Decode?
    /// Requests of this kind may be this large (1 MiB unless the kind imports in bulk).
    var maxPayloadBytes = JSONLimits.maxPayloadBytes

    /// The same kind, taking requests up to `JSONLimits.maxBulkPayloadBytes` (bulk imports).
    var bulk: Kind {
        var k = self
        k.maxPayloadBytes = JSONLimits.maxBulkPayloadBytes
        return k
    }

    /// The verb whose response this kind writes wholly as bytes (`JSONResponse.writeAsBytes`:
    /// root strings, integers and raw members, no jansson tree).
    var bytesVerb: Verb?

    /// The verb whose action opens its own reads when the handle has no account to check (a
    /// route from a cached network reads one statement, its own read: no BEGIN and COMMIT).
    var ownReadsVerb: Verb?

    /// Kinds that reach a remote run their own short transactions, so no SQLite lock is held
    /// while waiting on the network (and a failed cache save can still delete the cache); so
    /// does road_network, whose import builds the network before its one write transaction.
    var ownTransactions = false

    /// Two entries of one name (route: plan, and save/load/remove saved routes) share the kind;
    /// each verb comes from whichever defines it.
    func merged(_ other: Kind) -> Kind {
        var k = self
        k.save = save ?? other.save
        k.load = load ?? other.load
        k.remove = remove ?? other.remove
        k.route = route ?? other.route
        k.bytesVerb = bytesVerb ?? other.bytesVerb
        k.ownReadsVerb = ownReadsVerb ?? other.ownReadsVerb
        return k
    }

    func decoder(for verb: Verb) -> Decode? {
        switch verb {
        case .save: return save
        case .load: return load
        case .remove: return remove
        case .route: return route
        }
    }
}

/// verb x kind -> use case.
enum Dispatcher {
    /// Every request kind. A new use case is a new entry here, never a new C symbol.
    static let kinds: [String: Kind] = {
        var all = [String: Kind]()
        for kind in [ExerciseRequests.kind, RoutineRequests.kind, RouteRequests.kind,
                     WeightRequests.kind.bulk, CountRequests.calories.bulk, CountRequests.steps.bulk, GoalRequests.kind,
                     SeriesRequests.kind, BodyLogRequests.kind, WeightCSVRequests.kind.bulk,
                     RoutineRecordRequests.kind, ActiveRecordRequests.kind, RoutineFromRecordRequests.kind,
                     ExerciseHistoryRequests.kind, PersonalRecordRequests.kind,
                     WorkoutRequests.kind, CompletionRequests.kind, WeeklyGoalRequests.kind, StatsRequests.kind,
                     LeagueRequests.kind, TeamRequests.kind, PlayerRequests.kind, ImageRequests.kind,
                     RoadNetworkRequests.kind, AccountRequests.kind, SessionRequests.kind,
                     PlaceRequests.kind, SavedRouteRequests.kind] { all[kind.name] = all[kind.name].map { $0.merged(kind) } ?? kind }
        return all
    }()

    /// `kinds` as the calls use it: one reference per kind, so a call retains one object instead
    /// of copying a `Kind` out of the dictionary (its name and four closures: nine retains and
    /// nine releases a call, in callgrind's count of a one-row load).
    private final class Entry: Sendable {
        let kind: Kind
        let maxPayloadBytes: Int
        let ownTransactions: Bool
        let bytesVerb: Verb?
        let ownReadsVerb: Verb?

        init(_ kind: Kind) {
            self.kind = kind
            maxPayloadBytes = kind.maxPayloadBytes
            ownTransactions = kind.ownTransactions
            bytesVerb = kind.bytesVerb
            ownReadsVerb = kind.ownReadsVerb
        }

        /// Reads the one closure through the stored (immutable) kind: no copy of the whole Kind.
        func decoder(for verb: Verb) -> Decode? { kind.decoder(for: verb) }
    }
    private static let entries: [String: Entry] = kinds.mapValues(Entry.init)
    private static let routeEntry = entries["route"]

    static func handle(_ verb: Verb, _ store: OpaquePointer?, _ request: UnsafePointer<CChar>?, _ out: OutJSON?) -> Int32 {
        Call.run(out) { response in
            let handle = try HandleTable.find(store)
            guard let request else { throw LiftError(.misuse, "the request is NULL") }
            let document = try JSONRequest(cString: request, maxBytes: JSONLimits.maxBulkPayloadBytes)
            var root = document.object
            // A route request without `kind` (the common one) takes its entry without hashing the name.
            let named = try verb == .route ? root.optionalString("kind", maxLength: 64) : root.string("kind", maxLength: 64)
            let kindName = named ?? "route"
            guard let entry = named == nil ? routeEntry : entries[kindName] else {
                throw LiftError(.unsupported, code: "unknown_kind", "unknown kind \(kindName)",
                                details: [.init("path", .string("kind")), .init("kind", .string(kindName))])
            }
            guard document.byteCount <= entry.maxPayloadBytes else {
                throw LiftError(.invalidRequest, code: "payload_too_large",
                                "a \(kindName) request is at most \(entry.maxPayloadBytes) bytes",
                                details: [.init("path", .string("")), .init("limit", .int(Int64(entry.maxPayloadBytes)))])
            }
            guard let decode = entry.decoder(for: verb) else {
                throw LiftError(.unsupported, code: "unsupported_verb", "\(verb.rawValue) is not defined for kind \(kindName)",
                                details: [.init("kind", .string(kindName)), .init("verb", .string(verb.rawValue))])
            }
            let action = try decode(&root)
            try root.finish()
            if entry.bytesVerb == verb { response.writeAsBytes() }
            let out = response.object
            out.set("kind", kindName)
            try handle.withContext { context in
                // Writes are one transaction: all or nothing. Reads see one snapshot.
                if entry.ownTransactions {
                    try context.database.read { try context.requireLiveOwner() }
                    try action(context, out)
                } else if entry.ownReadsVerb == verb && context.account == nil {
                    try action(context, out)
                } else if verb == .load || verb == .route {
                    try context.database.read { try context.requireLiveOwner(); try action(context, out) }
                } else {
                    try context.database.transaction { try context.requireLiveOwner(); try action(context, out) }
                }
            }
        }
    }
}

/// The request shapes every kind shares (docs/API.md).
enum Shapes {
    /// `{K:{...}}` for one record or `{"items":[...]}` for several: exactly one of the two.
    static func oneOrMany<T>(_ o: inout JSONObjectReader, kind: String, max: Int,
                             _ decode: (inout JSONObjectReader) throws -> T) throws -> (single: Bool, items: [T]) {
        let hasOne = o.has(kind), hasMany = o.has("items")
        guard hasOne != hasMany else {
            throw LiftError.invalid(o.path, "give either \"\(kind)\" (one record) or \"items\" (several)")
        }
        if hasOne {
            var r = try o.object(kind)
            let item = try decode(&r)
            try r.finish()
            o.ignore("items")
            return (true, [item])
        }
        o.ignore(kind)
        let items = try o.array("items", max: max).objects(decode)
        return (false, items)
    }

    /// Writes `{K:{...}}` or `{"items":[...]}` to match the request.
    static func write<T>(_ items: [T], single: Bool, kind: String, to out: JSONObjectWriter,
                         _ write: (T, JSONObjectWriter) -> Void) {
        if single, let first = items.first {
            out.setObject(kind) { write(first, $0) }
        } else {
            out.setArray("items") { a in for item in items { a.appendObject { write(item, $0) } } }
        }
    }

    static func list<T>(_ items: [T], to out: JSONObjectWriter, _ write: (T, JSONObjectWriter) -> Void) {
        list(items, paging: Paging(), to: out, write)
    }

    /// A page of a list: `items` in the page, `total` before paging.
    static func list<T>(_ items: [T], paging: Paging, to out: JSONObjectWriter, _ write: (T, JSONObjectWriter) -> Void) {
        let start = min(paging.offset, items.count)
        let end = min(start + min(paging.limit, items.count - start), items.count)
        out.setArray("items") { a in for item in items[start..<end] { a.appendObject { write(item, $0) } } }
        out.set("total", items.count)
    }
}

/// `"limit"` (1...10000, default all) and `"offset"` (default 0) of a load of many records.
struct Paging {
    static let maxLimit: Int64 = 10_000
    var limit = Int.max
    var offset = 0

    init() {}

    static func decode(_ o: inout JSONObjectReader) throws -> Paging {
        var p = Paging()
        if let limit = try o.optionalInt("limit", in: 1...maxLimit) { p.limit = Int(limit) }
        if let offset = try o.optionalInt("offset", in: 0...JSONLimits.maxSafeInteger) { p.offset = Int(offset) }
        return p
    }
}
