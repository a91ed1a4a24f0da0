import LiftCore

/// health_export <-> JSON: the records to write to a platform, and the host's acknowledgements.
public enum HealthExportJSON {
    public static func write(_ batch: HealthExportBatch, platform: HealthPlatform, to o: JSONObjectWriter) {
        o.set("platform", platform.rawValue)
        o.setArray("weights") { a in
            for item in batch.items {
                guard case .weight(let w, let at) = item.payload else { continue }
                a.appendObject { x in
                    head(item, x)
                    x.set("date", w.day)
                    x.set("time", at)
                    x.set("value", w.weight)
                    x.set("unit", w.unit.rawValue)
                }
            }
        }
        o.setArray("workouts") { a in
            for item in batch.items {
                guard case .workout(let c, let activity, let end) = item.payload else { continue }
                a.appendObject { x in
                    head(item, x)
                    x.set("activity_type", activity)
                    x.set("start", c.date)
                    x.set("end", end)
                    x.set("duration", c.duration)
                    x.set("energy", c.burnedCalories)
                    x.set("energy_unit", "kcal")
                }
            }
        }
        o.setArray("deleted") { a in
            for d in batch.deleted {
                a.appendObject { x in
                    x.set("client_record_id", d.clientRecordID)
                    x.set("version", d.version)
                    x.set("platform_id", d.platformID)
                }
            }
        }
    }

    private static func head(_ item: HealthExportItem, _ x: JSONObjectWriter) {
        x.set("client_record_id", item.clientRecordID)
        x.set("version", item.version)
        x.set("platform_id", item.platformID)
    }

    /// `{"client_record_id", "version", "platform_id"}` per record the host wrote or deleted.
    public static func ack(_ o: inout JSONObjectReader) throws -> HealthExportAck {
        HealthExportAck(clientRecordID: try o.string("client_record_id", maxLength: HealthJSON.maxText),
                        version: try o.int("version", in: 1...JSONLimits.maxSafeInteger),
                        platformID: try o.optionalString("platform_id", maxLength: HealthJSON.maxText))
    }
}
