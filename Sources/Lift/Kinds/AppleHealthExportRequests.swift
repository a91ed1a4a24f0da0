import LiftAppleHealth
import LiftCore
import LiftJSON

/// kind "apple_health_export": save imports Health's "Export All Health Data" file (export.zip or
/// its export.xml, a local path) through the health bridge, read in batches in one transaction:
/// all or nothing (docs/HEALTH.md, "The Apple Health export file").
enum AppleHealthExportRequests {
    static let kind = Kind(
        name: "apple_health_export",
        save: { o in
            var body = try o.object("apple_health_export")
            let file = try AppleHealthExportJSON.path(&body)
            try body.finish()
            let zone = try TimeZoneOption.decode(&o)
            return { ctx, out in
                let summary = try ImportAppleHealthExport(files: AppleHealthExportFileSource(), bridge: ctx.applyHealthSamples(zone),
                                                          progress: ctx.progress)(file: file)
                out.setObject("apple_health_export") { AppleHealthExportJSON.write(summary, to: $0) }
            }
        })
}
