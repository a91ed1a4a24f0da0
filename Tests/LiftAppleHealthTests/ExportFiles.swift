import Foundation
import LiftCore

/// The committed exports (tools/gen_health_export.py: 14 days to 2024-03-31, Europe/Helsinki) and
/// temporary files made from them.
enum ExportFiles {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Fixtures/apple_health").standardized.path
    static var xml: String { folder + "/export.xml" }
    static var zip: String { folder + "/export.zip" }
    static var newerZip: String { folder + "/newer-export.zip" }
    static var noExportXML: String { folder + "/no-export-xml.zip" }

    static func temporary(_ name: String, _ bytes: [UInt8]) -> String {
        let file = NSTemporaryDirectory() + "lift-health-\(UUID().uuidString)-\(name)"
        _ = FileManager.default.createFile(atPath: file, contents: Data(bytes))
        return file
    }

    static func temporary(_ name: String, text: String) -> String { temporary(name, Array(text.utf8)) }

    static func bytes(_ file: String) -> [UInt8] { [UInt8](FileManager.default.contents(atPath: file) ?? Data()) }

    /// A minimal export around `body` (the records).
    static func document(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE HealthData [
        <!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout|ActivitySummary)*)>
        ]>
        <HealthData locale="en_US">
         <ExportDate value="2024-04-01 09:00:00 +0300"/>
        \(body)
        </HealthData>

        """
    }
}
