import Foundation
import LiftAppleHealth
import LiftCore
import XCTest

/// The export reader over real files: the committed export as XML and zip, and each way a file
/// can be damaged or not an export at all.
final class ExportXMLReaderTests: XCTestCase {
    private let source = AppleHealthExportFileSource()
    private let path = Location("apple_health_export").key("path")

    private func readAll(_ file: String, batch: Int = 4096) throws -> (entries: [AppleHealthExportEntry], skipped: [String: Int], batches: Int) {
        let reader = try source.open(file, path: path)
        var all = [AppleHealthExportEntry](), batches = 0
        while true {
            let next = try reader.next(max: batch)
            if next.isEmpty { break }
            batches += 1
            all += next
        }
        return (all, reader.skipped, batches)
    }

    private func refusal(_ file: String, file at: StaticString = #filePath, line: UInt = #line) -> LiftError? {
        do {
            _ = try readAll(file)
            XCTFail("read without an error", file: at, line: line)
            return nil
        } catch let e as LiftError {
            return e
        } catch {
            XCTFail("\(error)", file: at, line: line)
            return nil
        }
    }

    func test_reader_exportXML_readsTheImportedTypesAndCountsTheOthers() throws {
        let (entries, skipped, _) = try readAll(ExportFiles.xml)
        let byKind = Dictionary(grouping: entries, by: \.kind).mapValues(\.count)
        XCTAssertEqual(byKind, [.bodyMass: 13, .stepCount: 261, .dietaryEnergy: 46, .workout: 6])
        XCTAssertEqual(skipped["HKQuantityTypeIdentifierHeartRate"], 336)
        XCTAssertEqual(skipped["HKCorrelationTypeIdentifierFood"], 46)
        XCTAssertEqual(skipped["ActivitySummary"], 14)
        XCTAssertEqual(skipped["HKCategoryTypeIdentifierSleepAnalysis"], 14)
        XCTAssertNil(skipped["HKQuantityTypeIdentifierStepCount"])
    }

    func test_reader_exportZip_readsTheSameRecordsAsItsXML() throws {
        let zip = try readAll(ExportFiles.zip), xml = try readAll(ExportFiles.xml)
        XCTAssertEqual(zip.entries, xml.entries)
        XCTAssertEqual(zip.skipped, xml.skipped)
    }

    func test_reader_record_keepsItsFieldsAndLine() throws {
        let file = ExportFiles.temporary("export.xml", text: ExportFiles.document("""
             <Record type="HKQuantityTypeIdentifierBodyMass" sourceName="Jane’s iPhone" unit="lb" creationDate="2024-03-01 07:00:00 +0200" startDate="2024-03-01 07:00:00 +0200" endDate="2024-03-01 07:00:00 +0200" value="176.4">
              <MetadataEntry key="HKWasUserEntered" value="1"/>
             </Record>
            """))
        let e = try XCTUnwrap(readAll(file).entries.first)
        XCTAssertEqual(e, AppleHealthExportEntry(kind: .bodyMass, type: "HKQuantityTypeIdentifierBodyMass", sourceName: "Jane’s iPhone",
                                                 unit: "lb", value: "176.4", startDate: "2024-03-01 07:00:00 +0200",
                                                 endDate: "2024-03-01 07:00:00 +0200", line: 7, wasUserEntered: true))
    }

    func test_reader_workout_takesEnergyAndDistanceFromAttributesOrStatistics() throws {
        let file = ExportFiles.temporary("export.xml", text: ExportFiles.document("""
             <Workout workoutActivityType="HKWorkoutActivityTypeRunning" duration="30" durationUnit="min" totalEnergyBurned="300" totalEnergyBurnedUnit="kcal" totalDistance="5.2" totalDistanceUnit="km" sourceName="Watch" startDate="2022-03-01 07:00:00 +0200" endDate="2022-03-01 07:30:00 +0200"/>
             <Workout workoutActivityType="HKWorkoutActivityTypeWalking" duration="40" durationUnit="min" sourceName="Watch" startDate="2024-03-01 07:00:00 +0200" endDate="2024-03-01 07:40:00 +0200">
              <WorkoutStatistics type="HKQuantityTypeIdentifierHeartRate" startDate="2024-03-01 07:00:00 +0200" endDate="2024-03-01 07:40:00 +0200" average="120" unit="count/min"/>
              <WorkoutStatistics type="HKQuantityTypeIdentifierActiveEnergyBurned" startDate="2024-03-01 07:00:00 +0200" endDate="2024-03-01 07:40:00 +0200" sum="180.5" unit="kJ"/>
              <WorkoutStatistics type="HKQuantityTypeIdentifierDistanceWalkingRunning" startDate="2024-03-01 07:00:00 +0200" endDate="2024-03-01 07:40:00 +0200" sum="2.4" unit="mi"/>
             </Workout>
            """))
        let workouts = try readAll(file).entries.map(\.workout)
        XCTAssertEqual(workouts, [.init(duration: "30", durationUnit: "min", energy: "300", energyUnit: "kcal", distance: "5.2", distanceUnit: "km"),
                                  .init(duration: "40", durationUnit: "min", energy: "180.5", energyUnit: "kJ", distance: "2.4", distanceUnit: "mi")])
    }

    func test_reader_recordsInsideACorrelation_areNotReadTwice() throws {
        let file = ExportFiles.temporary("export.xml", text: ExportFiles.document("""
             <Correlation type="HKCorrelationTypeIdentifierFood" sourceName="App" startDate="2024-03-01 07:00:00 +0200" endDate="2024-03-01 07:00:00 +0200">
              <Record type="HKQuantityTypeIdentifierDietaryEnergyConsumed" sourceName="App" unit="kcal" startDate="2024-03-01 07:00:00 +0200" endDate="2024-03-01 07:00:00 +0200" value="500"/>
             </Correlation>
            """))
        let (entries, skipped, _) = try readAll(file)
        XCTAssertEqual(entries, [])
        XCTAssertEqual(skipped, ["HKCorrelationTypeIdentifierFood": 1])
    }

    func test_reader_smallBatches_answerAboutMaxAndEveryRecordOnce() throws {
        let all = try readAll(ExportFiles.xml).entries
        let (entries, _, batches) = try readAll(ExportFiles.xml, batch: 50)
        XCTAssertEqual(entries, all)
        XCTAssertGreaterThan(batches, 1)
    }

    func test_reader_malformedXML_refusedAsInvalidXMLWithItsLine() throws {
        var text = ExportFiles.bytes(ExportFiles.xml)
        text.removeLast(text.count / 2)   // cut in the middle: an unclosed element
        let e = try XCTUnwrap(refusal(ExportFiles.temporary("export.xml", text)))
        XCTAssertEqual(e.code, "invalid_xml")
        XCTAssertEqual(e.detail("path"), .location(path))
        guard case .int(let line)? = e.detail("line") else { return XCTFail("no line") }
        XCTAssertGreaterThan(line, 100)
    }

    func test_reader_badTagInTheMiddle_refusedAsInvalidXML() throws {
        let file = ExportFiles.temporary("export.xml", text: ExportFiles.document(#" <Record type="x" sourceName="a" startDate="b" endDate="c"> </Recor>"#))
        XCTAssertEqual(refusal(file)?.code, "invalid_xml")
    }

    func test_reader_entityDeclaration_refused() throws {
        let file = ExportFiles.temporary("export.xml", text: """
            <?xml version="1.0"?>
            <!DOCTYPE HealthData [ <!ENTITY a "aaaaaaaaaa"> <!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"> ]>
            <HealthData>&b;</HealthData>
            """)
        let e = try XCTUnwrap(refusal(file))
        XCTAssertEqual(e.code, "invalid_xml")
        XCTAssertTrue(e.message.contains("entities"), e.message)
    }

    func test_reader_otherXMLDocument_refusedAsNotAHealthExport() throws {
        let file = ExportFiles.temporary("export.xml", text: #"<?xml version="1.0"?><gpx version="1.1"><trk/></gpx>"#)
        XCTAssertEqual(refusal(file)?.code, "not_a_health_export")
    }

    func test_reader_tokenOverTheLimit_refusedBeforeItIsHeldWhole() throws {
        let huge = String(repeating: "x", count: 3 << 20)
        let file = ExportFiles.temporary("export.xml", text: ExportFiles.document(#" <Record type="\#(huge)"/>"#))
        let reader = try AppleHealthExportFileSource(maxTokenBytes: 1 << 20).open(file, path: path)
        XCTAssertEqual(liftErrorOf { _ = try reader.next(max: 10) }?.code, "invalid_xml")
        XCTAssertEqual(try readAll(file).skipped[huge], 1, "within the default limit")
    }

    private func liftErrorOf(_ body: () throws -> Void) -> LiftError? {
        do { try body() } catch let e as LiftError { return e } catch { XCTFail("\(error)") }
        return nil
    }

    func test_reader_emptyFile_refusedAsInvalidXML() throws {
        XCTAssertEqual(refusal(ExportFiles.temporary("export.xml", []))?.code, "invalid_xml")
    }

    func test_reader_truncatedZip_refusedAsInvalidZip() throws {
        var bytes = ExportFiles.bytes(ExportFiles.zip)
        bytes.removeLast(bytes.count / 3)
        let e = try XCTUnwrap(refusal(ExportFiles.temporary("export.zip", bytes)))
        XCTAssertEqual(e.code, "invalid_zip")
        XCTAssertEqual(e.detail("path"), .location(path))
    }

    func test_reader_zipWithDamagedData_refusedAsInvalidZip() throws {
        var bytes = ExportFiles.bytes(ExportFiles.zip)
        for i in stride(from: 200, to: bytes.count / 2, by: 97) { bytes[i] ^= 0x5A }
        XCTAssertEqual(refusal(ExportFiles.temporary("export.zip", bytes))?.code, "invalid_zip")
    }

    func test_reader_zipWithoutExportXML_refusedAsNoExportXML() throws {
        let e = try XCTUnwrap(refusal(ExportFiles.noExportXML))
        XCTAssertEqual(e.code, "no_export_xml")
    }

    func test_reader_sparse2GBFile_refusedQuickly() throws {
        for name in ["export.xml", "export.zip"] {
            let file = ExportFiles.temporary(name, [])
            XCTAssertEqual(truncate(file, 2 << 30), 0)
            let started = Date()
            XCTAssertEqual(refusal(file)?.code, "invalid_xml", name)
            XCTAssertLessThan(Date().timeIntervalSince(started), 1.0, name)
            unlink(file)
        }
    }

    func test_reader_fifo_refusedWithoutBlocking() throws {
        let fifo = NSTemporaryDirectory() + "lift-health-fifo-\(UUID().uuidString)"
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        defer { unlink(fifo) }
        XCTAssertEqual(refusal(fifo)?.code, "not_a_regular_file")
    }

    func test_reader_directory_refused() throws {
        XCTAssertEqual(refusal(NSTemporaryDirectory())?.code, "not_a_regular_file")
    }

    func test_reader_missingFile_refusedAsIO() throws {
        let e = try XCTUnwrap(refusal("/nonexistent/export.zip"))
        XCTAssertEqual(e.status, .io)
        XCTAssertEqual(e.detail("path"), .location(path))
    }
}
