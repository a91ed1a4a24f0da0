import LiftCore
import LiftJSON

enum Verb: String {
    case save, load, remove, route
}

/// A kind's handler decodes the whole request first (so unknown fields are refused before any
/// work), and returns the action that does the work and writes the response.
typealias Action = (RequestContext, JSONObjectWriter) throws -> Void
typealias Decode = @Sendable (inout JSONObjectReader) throws -> Action
/// An action whose response is streamed as it is written (`JSONStreamResponse`), with no tree.
typealias StreamAction = (RequestContext, JSONStreamObject) throws -> Void
typealias StreamDecode = @Sendable (inout JSONObjectReader) throws -> StreamAction

/// A verb's decode, with the writer its response is written with: the type of the action's
/// writer is the choice, so a tree call in a streamed response (or the reverse) does not compile.
enum Handler {
    case tree(Decode)
    case stream(StreamDecode)
}

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

    /// Verbs whose response this kind streams (`JSONStreamResponse`) instead of building a
    /// jansson tree; such a verb takes its decode from here.
    var streamed: [Verb: StreamDecode] = [:]

    /// How a verb's action meets the store, where it differs from the default (save and remove:
    /// one write transaction; load and route: one read snapshot). Each kind says why.
    var transactions: [Verb: Transaction] = [:]

    /// The load changes the store (active_record: reading it consumes it), so a read-only handle
    /// refuses it like a save or remove.
    var loadWrites = false

    /// Whether this verb may change the store: a read-only handle refuses it up front.
    func writes(_ verb: Verb) -> Bool {
        switch verb {
        case .save, .remove: true
        case .load: loadWrites
        case .route: false
        }
    }

    func transaction(for verb: Verb) -> Transaction {
        transactions[verb] ?? (verb == .save || verb == .remove ? .write : .read)
    }

    /// Two entries of one name (route: plan, and save/load/remove saved routes) share the kind;
    /// each verb comes from whichever defines it.
    func merged(_ other: Kind) -> Kind {
        var k = self
        k.save = save ?? other.save
        k.load = load ?? other.load
        k.remove = remove ?? other.remove
        k.route = route ?? other.route
        k.streamed = streamed.merging(other.streamed) { mine, _ in mine }
        k.transactions = transactions.merging(other.transactions) { mine, _ in mine }
        k.loadWrites = load != nil ? loadWrites : other.loadWrites
        return k
    }

    func handler(for verb: Verb) -> Handler? {
        if let stream = streamed[verb] { return .stream(stream) }
        return decoder(for: verb).map(Handler.tree)
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

/// How an action meets the store.
enum Transaction {
    /// One write transaction around the action: all or nothing.
    case write
    /// One read snapshot around the action.
    case read
    /// The action opens its own transactions (no lock held while it waits on something else);
    /// a handle signed in as an account is checked first in a read of its own.
    case own
}

/// The two responses a verb may write, as the dispatcher uses them.
protocol DispatchResponse {
    associatedtype Writer
    /// The root object's writer, `kind` written first.
    func root(kind: String) -> Writer
    func dump() throws -> UnsafeMutablePointer<CChar>
}

extension JSONResponse: DispatchResponse {
    func root(kind: String) -> JSONObjectWriter {
        object.set("kind", kind)
        return object
    }
}

extension JSONStreamResponse: DispatchResponse {
    func root(kind: String) -> JSONStreamObject {
        object.set("kind", kind)
        return object
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
                     PlaceRequests.kind, SavedRouteRequests.kind, WorkoutImportRequests.kind.bulk,
                     WorkoutExportRequests.kind, ProgressSummaryRequests.kind, NextTargetsRequests.kind,
                     RecommendationRequests.kind, ChangesRequests.kind, SyncStateRequests.kind,
                     BackupRequests.kind, HealthRequests.samples.bulk, HealthRequests.anchor,
                     HealthRequests.policy, HealthRequests.export.bulk,
                     AppleHealthExportRequests.kind] { all[kind.name] = all[kind.name].map { $0.merged(kind) } ?? kind }
        return all
    }()

    /// `kinds` as the calls use it: one reference per kind, so a call retains one object instead
    /// of copying a `Kind` out of the dictionary (its name and four closures: nine retains and
    /// nine releases a call, in callgrind's count of a one-row load).
    private final class Entry: Sendable {
        let kind: Kind
        let maxPayloadBytes: Int
        private let policies: [Transaction]
        private let handlers: [Handler?]

        init(_ kind: Kind) {
            self.kind = kind
            maxPayloadBytes = kind.maxPayloadBytes
            policies = [Verb.save, .load, .remove, .route].map(kind.transaction)
            handlers = [Verb.save, .load, .remove, .route].map(kind.handler)
        }

        /// Asked only on a read-only handle, so read-write calls do not pay for it.
        func writes(_ verb: Verb) -> Bool { kind.writes(verb) }

        func transaction(for verb: Verb) -> Transaction {
            switch verb {
            case .save: policies[0]
            case .load: policies[1]
            case .remove: policies[2]
            case .route: policies[3]
            }
        }

        /// Looked up once per kind at start: no copy of the whole Kind, no dictionary per call.
        func handler(for verb: Verb) -> Handler? {
            switch verb {
            case .save: handlers[0]
            case .load: handlers[1]
            case .remove: handlers[2]
            case .route: handlers[3]
            }
        }
    }
    private static let entries: [String: Entry] = kinds.mapValues(Entry.init)
    private static let routeEntry = entries["route"]

    static func handle(_ verb: Verb, _ store: OpaquePointer?, _ request: UnsafePointer<CChar>?, _ out: OutJSON?) -> Int32 {
        Call.run(out) { () throws -> UnsafeMutablePointer<CChar> in
            let handle = try HandleTable.find(store)
            guard let request else { throw LiftError(.misuse, "the request is NULL") }
            try refuseIfTooLargeForItsKind(request, verb)
            let document = try JSONRequest(cString: request, maxBytes: JSONLimits.maxBulkPayloadBytes)
            var root = document.object
            // A route request without `kind` (the common one) takes its entry without hashing the name.
            let named = try verb == .route ? root.optionalString("kind", maxLength: 64) : root.string("kind", maxLength: 64)
            let kindName = named ?? "route"
            if kindName == RequestRequests.name, let store {
                // The one kind that never takes the store's lock: it answers about a call holding it.
                let response = JSONResponse()
                try RequestRequests.handle(verb, store, &root, response.object)
                return try response.dump()
            }
            guard let entry = named == nil ? routeEntry : entries[kindName] else {
                throw LiftError(.unsupported, code: "unknown_kind", "unknown kind \(kindName)",
                                details: [.init("path", .string("kind")), .init("kind", .string(kindName))])
            }
            guard document.byteCount <= entry.maxPayloadBytes else { throw tooLarge(kindName, entry.maxPayloadBytes) }
            guard let handler = entry.handler(for: verb) else {
                throw LiftError(.unsupported, code: "unsupported_verb", "\(verb.rawValue) is not defined for kind \(kindName)",
                                details: [.init("kind", .string(kindName)), .init("verb", .string(verb.rawValue))])
            }
            switch handler {
            case .tree(let decode): return try respond(JSONResponse(), decode(&root), &root, verb, entry, kindName, handle, store)
            case .stream(let decode): return try respond(JSONStreamResponse(), decode(&root), &root, verb, entry, kindName, handle, store)
            }
        }
    }

    /// After the verb's fields (decoded into `action`): `request_id`, nothing left over
    /// (`unknown_field`); then the action on the handle's context, in the transaction its kind
    /// declares, and the response's text.
    private static func respond<R: DispatchResponse>(_ response: R, _ action: (RequestContext, R.Writer) throws -> Void,
                                                     _ root: inout JSONObjectReader, _ verb: Verb, _ entry: Entry,
                                                     _ kindName: String, _ handle: StoreHandle, _ store: OpaquePointer?)
        throws -> UnsafeMutablePointer<CChar> {
        let requestID = try RequestID.decode(&root)
        try root.finish()
        let out = response.root(kind: kindName)
        try RequestID.tracking(requestID, store) { progress in
            try handle.withContext(progress: progress) { context in
                // Before any transaction: a write on a read-only handle is the host's choice of
                // handle, answered with one code for every kind (own-transaction kinds too),
                // never SQLite's READONLY surfacing mid-way as a disk failure.
                if context.database.isReadOnly && entry.writes(verb) { throw readOnly(kindName, verb) }
                try run({ try action($0, out) }, context, entry.transaction(for: verb))
            }
        }
        return try response.dump()
    }

    /// The action in the transaction its kind declares for the verb.
    private static func run(_ action: (RequestContext) throws -> Void, _ context: RequestContext, _ transaction: Transaction) throws {
        switch transaction {
        case .write:
            try context.database.transaction { try context.requireLiveOwner(); try action(context) }
        case .read:
            try context.database.read { try context.requireLiveOwner(); try action(context) }
        case .own:
            if context.account != nil { try context.database.read { try context.requireLiveOwner() } }
            try action(context)
        }
    }
}

extension Dispatcher {
    /// Only bulk kinds take requests over the common limit. Their kind is read from the top-level
    /// bytes first (`TopLevelPeek`), so a large request of any other kind, or one whose kind is
    /// not spelt plainly, is refused without a parse that would cost a multiple of its size.
    private static func refuseIfTooLargeForItsKind(_ request: UnsafePointer<CChar>, _ verb: Verb) throws {
        let length = strnlen(request, JSONLimits.maxBulkPayloadBytes + 1)
        guard length > JSONLimits.maxPayloadBytes, length <= JSONLimits.maxBulkPayloadBytes else { return }
        let kindName = request.withMemoryRebound(to: UInt8.self, capacity: length) {
            TopLevelPeek.string("kind", in: UnsafeBufferPointer(start: $0, count: length))
        } ?? (verb == .route ? "route" : "")
        guard let entry = entries[kindName] else { throw tooLarge("", JSONLimits.maxPayloadBytes) }
        guard length <= entry.maxPayloadBytes else { throw tooLarge(kindName, entry.maxPayloadBytes) }
    }

    private static func readOnly(_ kindName: String, _ verb: Verb) -> LiftError {
        LiftError.readOnlyStore("the store was opened read-only: \(verb.rawValue) of \(kindName) would write to it",
                                details: [.init("kind", .string(kindName)), .init("verb", .string(verb.rawValue))])
    }

    private static func tooLarge(_ kindName: String, _ limit: Int) -> LiftError {
        LiftError(.invalidRequest, code: "payload_too_large",
                  kindName.isEmpty ? "a request is at most \(limit) bytes unless its kind takes more"
                                   : "a \(kindName) request is at most \(limit) bytes",
                  details: [.init("path", .string("")), .init("limit", .int(Int64(limit)))])
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

    /// A short list that is never paged (imports, leagues, one match): `items` and their count.
    static func list<T>(_ items: [T], to out: JSONObjectWriter, _ write: (T, JSONObjectWriter) -> Void) {
        page(Paged(items: items, total: Int64(items.count)), to: out, write)
    }

    /// A page the store read: `items` in the page, `total` before paging.
    static func page<T>(_ paged: Paged<T>, to out: JSONObjectWriter, _ write: (T, JSONObjectWriter) -> Void) {
        out.setArray("items") { a in for item in paged.items { a.appendObject { write(item, $0) } } }
        out.set("total", paged.total)
    }
}

/// `"limit"` (1...10000, default all) and `"offset"` (default 0) of a load of many records.
enum Paging {
    static func decode(_ o: inout JSONObjectReader) throws -> Page {
        Page(limit: try o.optionalInt("limit", in: 1...Page.maxLimit),
             offset: try o.optionalInt("offset", in: 0...JSONLimits.maxSafeInteger) ?? 0)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
