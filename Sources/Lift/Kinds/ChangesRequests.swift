import LiftCore
import LiftJSON

/// kind "changes" (device sync, docs/SYNC.md): load reads this store's feed after a cursor,
/// save applies a batch from another store.
enum ChangesRequests {
    static let maxChanges = 100_000

    static let kind = Kind(
        name: "changes",
        save: { o in
            let changes = try o.array("changes", max: maxChanges).map(SyncJSON.change)
            let cursor = try o.optionalString("cursor", maxLength: 100).map { try SyncJSON.cursor($0, path: "cursor") }
            if let peer = try o.optionalString("peer", maxLength: 32), !SyncSite.isValid(peer) {
                throw LiftError.invalid("peer", "is not a site id (32 hex digits)", code: "invalid_value")
            }
            // A load's answer is a valid save: its `site` and `more` are accepted and ignored.
            o.ignore("site")
            o.ignore("more")
            let samples = HealthRequests.sampleKeys(changes)
            return { ctx, out in
                // Health samples from another device: the days they counted on and count on now
                // follow the rule over every sample held.
                let health = ctx.applyHealthSamples(nil)
                let before = try health.heldSamples(samples)
                let result = try SaveChanges(log: ctx.syncLog, kinds: ctx.syncKinds)(changes, from: cursor)
                if !samples.isEmpty { _ = try health.recomputeAfterSync(samples, before: before) }
                SyncResultJSON.write(result, to: out)
            }
        },
        maxPayloadBytes: JSONLimits.maxBulkPayloadBytes,
        streamed: [.load: { o in
            let since = try o.optionalString("since", maxLength: 100).map { try SyncJSON.cursor($0, path: "since") }
            let limit = try o.optionalInt("limit", in: 1...Int64(LoadChanges.maxLimit)) ?? Int64(LoadChanges.defaultLimit)
            let peer = try o.optionalString("peer", maxLength: 32)
            if let peer, !SyncSite.isValid(peer) {
                throw LiftError.invalid("peer", "is not a site id (32 hex digits)", code: "invalid_value")
            }
            return { ctx, out in
                let loaded = try LoadChanges(log: ctx.syncLog, kinds: ctx.syncKinds)(since: since, limit: Int(limit), peer: peer)
                out.set("site", loaded.site)
                out.setArray("changes") { a in for c in loaded.changes { a.appendObject { SyncJSON.write(c, to: $0) } } }
                out.set("cursor", SyncJSON.text(loaded.cursor))
                out.set("more", loaded.more)
            }
        }],
        // Reading the feed first gives versions to the edits made since the last read.
        transactions: [.load: .write],
        loadWrites: true)
}

/// kind "sync_state": the site, pending local changes, peers' cursors.
enum SyncStateRequests {
    static let kind = Kind(
        name: "sync_state",
        load: { _ in
            return { ctx, out in
                let state = try LoadSyncState(log: ctx.syncLog, kinds: ctx.syncKinds)()
                out.setObject("sync_state") { SyncResultJSON.write(state, to: $0) }
            }
        },
        transactions: [.load: .write],
        loadWrites: true)
}
