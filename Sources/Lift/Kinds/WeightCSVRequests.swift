import LiftCore
import LiftJSON

/// kind "weight_csv": save imports `{"csv":"date,weight,unit\n..."}` all or nothing; load exports.
enum WeightCSVRequests {
    static let kind = Kind(
        name: "weight_csv",
        save: { o in
            // The kind takes bulk requests (JSONLimits.maxBulkPayloadBytes): its one field may fill one.
            let csv = try o.string("csv", maxLength: JSONLimits.maxBulkPayloadBytes, text: .multiline)
            let zone = try TimeZoneOption.decode(&o)
            return { ctx, out in
                let saved = try ImportWeightsCSV(store: ctx.weights, currentDate: ctx.currentDate).counting(in: ctx.zone(zone))(csv)
                let created = saved.reduce(0) { $0 + ($1.created ? 1 : 0) }
                out.set("saved", saved.count)
                out.set("created", created)
                out.set("updated", saved.count - created)
            }
        },
        load: { _ in
            return { ctx, out in
                let export = try ExportWeightsCSV(store: ctx.weights)()
                out.set("csv", export.csv)
                out.set("total", export.count)
            }
        })
}
