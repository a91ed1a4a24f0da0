import LiftCore
import LiftJSON
import LiftSQLite

/// kinds "health_samples", "health_anchor", "health_policy": the health bridge's state,
/// and "health_export" (docs/HEALTH.md). A batch and its anchor are one write transaction.
enum HealthRequests {
    static let samples = Kind(
        name: "health_samples",
        save: { o in
            var b = try o.object("health_samples")
            let batch = try HealthJSON.batch(&b)
            try b.finish()
            let zone = try TimeZoneOption.decode(&o)
            return { ctx, out in
                let outcome = try ctx.applyHealthSamples(zone)(batch)
                HealthJSON.write(outcome, to: out)
            }
        })

    static let anchor = Kind(
        name: "health_anchor",
        load: { o in
            let platform = try HealthJSON.platform(&o)
            let scope = try o.string("type", maxLength: 200)
            return { ctx, out in
                let anchor = try LoadHealthAnchor(health: ctx.health)(platform: platform, scope: scope)
                out.set("platform", platform.rawValue)
                out.set("type", scope)
                out.set("anchor", anchor?.value)
            }
        })

    static let policy = Kind(
        name: "health_policy",
        save: { o in
            var p = try o.object("health_policy")
            let type = try p.string("type", maxLength: 200)
            let sources = try p.array("sources", max: SaveHealthPolicy.maxSources + 1).map { try $0.string(maxLength: 200) }
            try p.finish()
            let zone = try TimeZoneOption.decode(&o)
            return { ctx, out in
                let save = SaveHealthPolicy(health: ctx.health, weights: ctx.weights, counts: ctx.counts, workouts: ctx.workouts,
                                            currentDate: ctx.currentDate).counting(in: ctx.zone(zone))
                let days = try save(type: type, sources: sources)
                let saved = try LoadHealthPolicies(health: ctx.health)(type: type)
                if let first = saved.first { out.setObject("health_policy") { HealthJSON.write(first, to: $0) } }
                out.set("days_recomputed", days)
            }
        },
        load: { o in
            let type = try o.optionalString("type", maxLength: 200)
            return { ctx, out in
                let policies = try LoadHealthPolicies(health: ctx.health)(type: type)
                out.setArray("items") { a in for p in policies { a.appendObject { HealthJSON.write(p, to: $0) } } }
            }
        })

    /// The load writes each record's export version, so it is a write (and refused read-only).
    static let export: Kind = {
        var k = Kind(
            name: "health_export",
            save: { o in
                var e = try o.object("health_export")
                let platform = try HealthJSON.platform(&e)
                let acks = try e.array("ack", max: HealthJSON.maxItems).objects(HealthExportJSON.ack)
                try e.finish()
                return { ctx, out in
                    out.set("acknowledged", try SaveHealthExportAcks(health: ctx.health)(platform: platform, acks: acks))
                }
            },
            load: { o in
                let platform = try HealthJSON.platform(&o)
                let zone = try TimeZoneOption.decode(&o)
                return { ctx, out in
                    let load = LoadHealthExport(health: ctx.health, weights: ctx.weights, workouts: ctx.workouts)
                        .counting(in: ctx.zone(zone))
                    HealthExportJSON.write(try load(platform: platform), platform: platform, to: out)
                }
            })
        k.loadWrites = true
        k.transactions[.load] = .write
        return k
    }()
}

extension HealthRequests {
    /// The held samples a sync batch names (kinds `health_sample_<platform>`).
    static func sampleKeys(_ changes: [SyncChange]) -> [HealthSampleKey] {
        changes.compactMap { c in
            guard c.kind.hasPrefix(SyncTables.healthSampleKindPrefix),
                  let platform = HealthPlatform(rawValue: String(c.kind.dropFirst(SyncTables.healthSampleKindPrefix.count))) else { return nil }
            return HealthSampleKey(platform: platform, id: c.id)
        }
    }
}

extension RequestContext {
    var health: SQLiteHealthStore { SQLiteHealthStore(database: database, owner: owner) }

    /// The batch use case wired to this store, counting days in the request's zone.
    func applyHealthSamples(_ zone: ZoneRules?) -> ApplyHealthSamples {
        ApplyHealthSamples(health: health, weights: weights, counts: counts, workouts: workouts,
                           bodyWeight: bodyWeight(zone), currentDate: currentDate).counting(in: self.zone(zone))
    }
}
