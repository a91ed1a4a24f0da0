@testable import LiftCore
import XCTest

/// Import Workouts against spies and a fixed clock (2025-06-15): each app's layout, matching and
/// creating exercises, idempotence, dry runs, and every refusal with nothing written.
final class ImportWorkoutsTests: XCTestCase {
    private final class FileSpy: ImportFileSource, @unchecked Sendable {
        var bytes: [UInt8] = []
        var error: LiftError?
        var requests: [(String, Int)] = []
        func bytes(atPath file: String, maxBytes: Int, path: Location) throws -> [UInt8] {
            requests.append((file, maxBytes))
            if let error { throw error }
            return bytes
        }
    }

    private struct SUT {
        let sut: ImportWorkouts
        let exercises: ExerciseStoreSpy
        let records: RoutineRecordStoreSpy
        let files: FileSpy
    }

    private func makeSUT(exercises: [Exercise] = []) -> SUT {
        let e = ExerciseStoreSpy(), r = RoutineRecordStoreSpy(), f = FileSpy()
        e.exercises = exercises
        return SUT(sut: ImportWorkouts(exercises: e, records: r, files: f, currentDate: TestClock().currentDate), exercises: e, records: r, files: f)
    }

    private func run(_ s: SUT, _ csv: String, format: WorkoutFileFormat? = nil, unit: WeightUnit? = nil, dryRun: Bool = false,
                     map: [(name: String, target: ExerciseTarget)] = []) throws -> WorkoutImportSummary {
        try s.sut(WorkoutImportRequest(format: format, source: .text(csv), unit: unit, dryRun: dryRun, exerciseMap: map))
    }

    private func sorted(_ s: SUT) -> [RoutineRecord] { s.records.records.values.sorted { $0.creationDate < $1.creationDate } }
    private func name(_ s: SUT, _ id: RecordID) -> String? { s.exercises.exercises.first { $0.id == id }?.name }
    private func at(_ text: String) -> Timestamp {
        guard case .instant(let t)? = FileTime.parse(text) else { return Timestamp(milliseconds: -1) }
        return t
    }
    private func errors(_ e: LiftError?) -> [String] {
        guard case .strings(let lines)? = e?.detail("errors") else { return ["no errors detail"] }
        return lines
    }
    private func assertNothingWritten(_ s: SUT, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertFalse(s.records.messages.contains { $0 == "create" || $0 == "update" }, file: file, line: line)
        XCTAssertFalse(s.exercises.messages.contains("create"), file: file, line: line)
    }

    func test_importWorkouts_init_doesNotMessageStores() {
        let s = makeSUT()
        XCTAssertEqual(s.records.messages, [])
        XCTAssertEqual(s.exercises.messages, [])
        XCTAssertTrue(s.files.requests.isEmpty)
    }

    func test_importWorkouts_strongOldWithUnitGiven_importsSessionsSetsNotesAndDurations() throws {
        let s = makeSUT()
        let summary = try run(s, WorkoutCSVFixtures.strongOld, unit: .lb)
        XCTAssertEqual(summary.format, .strong)
        XCTAssertEqual([summary.sessions, summary.sets, summary.exercisesMatched], [2, 4, 0])
        XCTAssertEqual(summary.newExercises.map(\.name), ["Bench Press (Barbell)", "Pull Up", "Squat (Barbell)"])
        let records = sorted(s)
        XCTAssertEqual(records.count, 2)
        let push = records[0]
        XCTAssertEqual(push.creationDate, at("2024-03-04T18:30:00Z"))
        XCTAssertEqual(push.completionDate, at("2024-03-04T19:35:00Z"))
        XCTAssertEqual(push.note, "Push, heavy\nFelt \"great\", slept well")
        XCTAssertEqual(push.exerciseRecords.map { name(s, $0.exerciseID) }, ["Bench Press (Barbell)", "Pull Up"])
        let bench = push.exerciseRecords[0].setRecords
        XCTAssertEqual(bench.map(\.weight), [135, 155.5])
        XCTAssertEqual(bench.map(\.repCount), [10, 8])
        XCTAssertEqual(bench.map(\.unit), [.lb, .lb])
        XCTAssertEqual(bench.map(\.difficulty), [nil, 9])
        XCTAssertEqual(bench.map(\.duration), [nil, nil])
        XCTAssertEqual(push.exerciseRecords[1].setRecords.map(\.weight), [0])
        XCTAssertEqual(records[1].completionDate, at("2024-03-06T07:45:00Z"))
    }

    func test_importWorkouts_strongOldWithoutUnit_refusesNamingTheUnit() {
        let s = makeSUT()
        let e = liftError { try run(s, WorkoutCSVFixtures.strongOld) }
        assertInvalid(e, path: "workout_import.data", code: "invalid_csv")
        XCTAssertEqual(errors(e), ["line 1: unit: the file does not say its weight unit: give unit kg or lb"])
        assertNothingWritten(s)
    }

    func test_importWorkouts_strongNew_skipsRestTimersAndReadsUnitFromHeader() throws {
        let s = makeSUT()
        let summary = try run(s, WorkoutCSVFixtures.strongNew)
        XCTAssertEqual(summary.format, .strong)
        XCTAssertEqual(summary.skipped.map(\.reason), ["rest_timer"])
        XCTAssertEqual(summary.skipped.map(\.count), [1])
        XCTAssertEqual([summary.sessions, summary.sets], [1, 3])
        let record = try XCTUnwrap(sorted(s).first)
        XCTAssertEqual(record.completionDate, at("2024-03-04T19:35:00Z"))
        XCTAssertEqual(record.exerciseRecords[0].setRecords.map(\.weight), [60, 62.5])
        XCTAssertEqual(record.exerciseRecords[0].setRecords.map(\.unit), [.kg, .kg])
        XCTAssertEqual(record.exerciseRecords[1].setRecords.map(\.duration), [60])
        XCTAssertEqual(record.exerciseRecords[1].setRecords.map(\.repCount), [0])
    }

    func test_importWorkouts_hevy_importsWarmupAndDropSetsInOrderWithEndTime() throws {
        let s = makeSUT()
        let summary = try run(s, WorkoutCSVFixtures.hevy)
        XCTAssertEqual(summary.format, .hevy)
        XCTAssertEqual([summary.sessions, summary.sets], [1, 5])
        let record = try XCTUnwrap(sorted(s).first)
        XCTAssertEqual(record.creationDate, at("2024-03-04T18:30:00Z"))
        XCTAssertEqual(record.completionDate, at("2024-03-04T19:35:00Z"))
        XCTAssertEqual(record.note, "Upper A")
        XCTAssertEqual(record.exerciseRecords.map { name(s, $0.exerciseID) }, ["Bench Press (Barbell)", "Pull Up", "Dumbbell Row"])
        XCTAssertEqual(record.exerciseRecords[0].setRecords.map(\.weight), [40, 60, 50])
        XCTAssertEqual(record.exerciseRecords[0].setRecords.map(\.difficulty), [nil, 8, nil])
    }

    func test_importWorkouts_fitNotes_makesOneSessionPerDayInPounds() throws {
        let s = makeSUT()
        let summary = try run(s, WorkoutCSVFixtures.fitNotes)
        XCTAssertEqual(summary.format, .fitnotes)
        let record = try XCTUnwrap(sorted(s).first)
        XCTAssertEqual(record.creationDate, at("2024-03-04T00:00:00Z"))
        XCTAssertEqual(record.exerciseRecords[0].setRecords.map(\.weight), [135, 145])
        XCTAssertEqual(record.exerciseRecords[0].setRecords.map(\.unit), [.lb, .lb])
        XCTAssertEqual(record.exerciseRecords[1].setRecords.map(\.duration), [1800])
    }

    func test_importWorkouts_formatGivenButHeaderOfAnother_refusesTheHeader() {
        let s = makeSUT()
        let e = liftError { try run(s, WorkoutCSVFixtures.hevy, format: .strong) }
        XCTAssertEqual(e?.code, "invalid_csv")
        XCTAssertEqual(errors(e), ["line 1: header: not a strong header: no column Date, Exercise Name, Set Order, Weight"])
        assertNothingWritten(s)
    }

    func test_importWorkouts_unknownHeader_refusesLineOne() {
        let s = makeSUT()
        let e = liftError { try run(s, "a,b,c\n1,2,3\n") }
        XCTAssertEqual(errors(e), ["line 1: header: not a Strong, Hevy, FitNotes or liblift header"])
    }

    func test_importWorkouts_emptyFile_refuses() {
        let s = makeSUT()
        XCTAssertEqual(errors(liftError { try run(s, "") }), ["line 1: header: the file is empty"])
    }

    func test_importWorkouts_unitContradictingHeader_refuses() {
        let s = makeSUT()
        let e = liftError { try run(s, WorkoutCSVFixtures.hevy, unit: .lb) }
        XCTAssertEqual(errors(e), ["line 1: unit: the header gives weights in kg, the request says lb"])
    }

    func test_importWorkouts_bomAndCRLF_areRead() throws {
        let s = makeSUT()
        let csv = "\u{FEFF}" + WorkoutCSVFixtures.strongNew.replacingOccurrences(of: "\n", with: "\r\n")
        XCTAssertEqual(try run(s, csv).sets, 3)
    }

    func test_importWorkouts_namesMatchExistingExercisesTrimmedAndCaseInsensitive() throws {
        let bench = Exercise(id: .random(), name: "bench press (barbell)", creationDate: Timestamp(milliseconds: 0), tags: [])
        let s = makeSUT(exercises: [bench])
        let summary = try run(s, WorkoutCSVFixtures.hevy.replacingOccurrences(of: ",Bench Press (Barbell),", with: ",  BENCH press (barbell) ,"))
        XCTAssertEqual(summary.exercisesMatched, 1)
        XCTAssertEqual(summary.newExercises.map(\.name), ["Pull Up", "Dumbbell Row"])
        XCTAssertEqual(sorted(s)[0].exerciseRecords[0].exerciseID, bench.id)
    }

    func test_importWorkouts_exerciseMapByIDAndByName_routesNames() throws {
        let chin = Exercise(id: .random(), name: "Chin-up", creationDate: Timestamp(milliseconds: 0), tags: [])
        let s = makeSUT(exercises: [chin])
        let summary = try run(s, WorkoutCSVFixtures.hevy, map: [("pull up", .id(chin.id)), ("Dumbbell Row", .name("One-arm row"))])
        XCTAssertEqual(summary.newExercises.map(\.name), ["One-arm row", "Bench Press (Barbell)"])
        XCTAssertEqual(summary.exercisesMatched, 1)
        let ids = sorted(s)[0].exerciseRecords.map(\.exerciseID)
        XCTAssertEqual(ids[1], chin.id)
        XCTAssertEqual(name(s, ids[2]), "One-arm row")
    }

    func test_importWorkouts_exerciseMapUnknownID_failsNotFoundNamingTheEntry() {
        let s = makeSUT()
        let id = RecordID.random()
        let e = liftError { try run(s, WorkoutCSVFixtures.hevy, map: [("Pull Up", .id(id))]) }
        assertNotFound(e, kind: "exercise", id: id.text)
        XCTAssertEqual(e?.detail("path"), .location("workout_import.exercise_map.Pull Up"))
        assertNothingWritten(s)
    }

    func test_importWorkouts_sameFileTwice_addsNothingTheSecondTime() throws {
        let s = makeSUT()
        _ = try run(s, WorkoutCSVFixtures.hevy)
        let before = s.records.records
        s.records.messages = []
        s.exercises.messages = []
        let again = try run(s, WorkoutCSVFixtures.hevy)
        XCTAssertEqual([again.sessions, again.sessionsUpdated, again.sessionsExisting, again.sets, again.setsExisting], [0, 0, 1, 0, 5])
        XCTAssertEqual(again.exercisesMatched, 3)
        XCTAssertEqual(again.newExercises.count, 0)
        XCTAssertEqual(s.records.records, before)
        assertNothingWritten(s)
    }

    func test_importWorkouts_laterExportWithAnExtraSet_addsOnlyThatSet() throws {
        let s = makeSUT()
        _ = try run(s, WorkoutCSVFixtures.hevy)
        let longer = WorkoutCSVFixtures.hevy + "\"Upper A\",\"4 Mar 2024, 18:30\",\"4 Mar 2024, 19:35\",\"\",Dumbbell Row,0,,1,normal,30,9,,,\n"
        let again = try run(s, longer)
        XCTAssertEqual([again.sessionsUpdated, again.sets, again.setsExisting], [1, 1, 5])
        XCTAssertEqual(sorted(s)[0].exerciseRecords[2].setRecords.map(\.repCount), [10, 9])
        XCTAssertEqual(s.records.messages.filter { $0 == "update" }.count, 1)
    }

    func test_importWorkouts_strongOldHeaderAfterNewOfTheSameWorkout_addsNothing() throws {
        let s = makeSUT()
        _ = try run(s, WorkoutCSVFixtures.strongNew)
        let old = """
            Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
            2024-03-04 18:30:00,Push,1h 5m,Bench Press (Barbell),1,60,10,0,0,,,
            2024-03-04 18:30:00,Push,1h 5m,Bench Press (Barbell),2,62.5,8,0,0,,,8
            2024-03-04 18:30:00,Push,1h 5m,Plank,1,,,0,60,,,
            """
        let again = try run(s, old, unit: .kg)
        XCTAssertEqual([again.sessions, again.sessionsExisting, again.sets, again.setsExisting], [0, 1, 0, 3])
    }

    func test_importWorkouts_sameStartFromTwoApps_makesTwoRecords() throws {
        let s = makeSUT()
        _ = try run(s, WorkoutCSVFixtures.strongNew)
        XCTAssertEqual(try run(s, WorkoutCSVFixtures.hevy).sessions, 1)
        XCTAssertEqual(s.records.records.count, 2)
    }

    func test_importWorkouts_strongWeightUnitColumn_givesEachRowsUnit() throws {
        let s = makeSUT()
        let csv = """
            Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Weight Unit,Reps,Distance,Distance Unit,Seconds,Notes,Workout Notes,RPE
            2024-03-04 18:30:00,Push,1h,Bench,1,135,lbs,10,,,0,,,
            2024-03-04 18:30:00,Push,1h,Bench,2,60,kg,10,,,0,,,
            2024-03-04 18:30:00,Push,1h,Bench,3,60,stone,10,,,0,,,
            """
        let e = liftError { try run(s, csv) }
        XCTAssertEqual(errors(e), ["line 4: unit: unknown unit stone; expected kg or lb"])
        let summary = try run(s, csv.replacingOccurrences(of: "\n2024-03-04 18:30:00,Push,1h,Bench,3,60,stone,10,,,0,,,", with: ""))
        XCTAssertEqual(summary.sets, 2)
        XCTAssertEqual(sorted(s)[0].exerciseRecords[0].setRecords.map(\.unit), [.lb, .kg])
    }

    func test_importWorkouts_idsAreNameBasedAndStable() throws {
        let a = makeSUT(), b = makeSUT()
        _ = try run(a, WorkoutCSVFixtures.hevy)
        _ = try run(b, WorkoutCSVFixtures.hevy)
        XCTAssertEqual(Set(a.records.records.keys), Set(b.records.records.keys))
        XCTAssertEqual(a.records.records.keys.first?.text.dropFirst(14).first, "5")
    }

    func test_importWorkouts_dryRun_answersCountsAndWritesNothing() throws {
        let s = makeSUT()
        let summary = try run(s, WorkoutCSVFixtures.strongNew, dryRun: true)
        XCTAssertTrue(summary.dryRun)
        XCTAssertEqual([summary.sessions, summary.sets], [1, 3])
        XCTAssertEqual(summary.newExercises.map(\.name), ["Bench Press (Barbell)", "Plank"])
        XCTAssertEqual(summary.newExercises.map(\.id), [nil, nil])
        assertNothingWritten(s)
    }

    func test_importWorkouts_dryRunOfABadFile_answersEveryBadLineWithoutThrowing() throws {
        let s = makeSUT()
        let csv = WorkoutCSVFixtures.strongNew + "1,2024-03-04 18:30:00,Push,3900,Curl,1,abc,8,,,,,\n1,someday,Push,3900,Curl,2,10,8,,,,,\n"
        let summary = try run(s, csv, dryRun: true)
        XCTAssertEqual(summary.errors.map(\.text), ["line 6: weight: not a number: abc", "line 7: date: not a date and time: someday"])
        assertNothingWritten(s)
    }

    func test_importWorkouts_badLines_refusesTheFileListingEveryLine() {
        let s = makeSUT()
        let csv = WorkoutCSVFixtures.strongNew
            + "1,2024-03-04 18:30:00,Push,3900,Curl,1,\"12,5\",8,,,,,\n"
            + "1,2024-03-04 18:30:00,Push,3900,Curl,2,10,8.5,,,,,\n"
            + "1,2024-03-04 18:30:00,Push,3900,Curl,3,10,8,11,,,,\n"
            + "1,2024-03-04 18:30:00,Push,3900,,4,10,8,,,,,\n"
            + "1,2024-03-04 18:30:00,Push\n"
            + "1,2024-03-04 18:30:00,Push,3900,Curl,5,20000,8,,,,,\n"
            + "1,2024-03-04 18:30:00,Push,\"1h 5x\",Curl,6,10,8,,,,,\n"
        let e = liftError { try run(s, csv) }
        assertInvalid(e, path: "workout_import.data", code: "invalid_csv")
        XCTAssertEqual(errors(e), [
            "line 6: weight: not a number (the decimal mark is a dot): 12,5",
            "line 7: reps: must be a whole number between 0 and 100000",
            "line 8: rpe: must be between 0 and 10",
            "line 9: exercise: an exercise needs a name",
            "line 10: line: expected 13 fields, found 3",
            "line 11: weight: must be between 0 and 10000",
            "line 12: duration: not a duration: 1h 5x",
        ])
        XCTAssertEqual(e?.detail("count"), .int(7))
        XCTAssertEqual(e?.detail("line"), .int(6))
        assertNothingWritten(s)
    }

    func test_importWorkouts_sessionInTheFuture_refusesItsLine() {
        let s = makeSUT()
        let e = liftError { try run(s, WorkoutCSVFixtures.strongNew.replacingOccurrences(of: "2024-03-04", with: "2025-06-20")) }
        XCTAssertEqual(errors(e).first, "line 2: date: a day after tomorrow cannot be logged")
        assertNothingWritten(s)
    }

    func test_importWorkouts_endBeforeStart_refusesTheSession() {
        let s = makeSUT()
        let e = liftError { try run(s, WorkoutCSVFixtures.hevy.replacingOccurrences(of: "4 Mar 2024, 19:35", with: "4 Mar 2024, 17:00")) }
        XCTAssertEqual(errors(e), ["line 2: end: a session cannot end before it starts"])
    }

    func test_importWorkouts_pathSource_readsThroughThePortCapped() throws {
        let s = makeSUT()
        s.files.bytes = Array(WorkoutCSVFixtures.hevy.utf8)
        let summary = try s.sut(WorkoutImportRequest(source: .path("/tmp/hevy.csv")))
        XCTAssertEqual(summary.sets, 5)
        XCTAssertEqual(s.files.requests.map(\.0), ["/tmp/hevy.csv"])
        XCTAssertEqual(s.files.requests.map(\.1), [ImportWorkouts.maxFileBytes])
    }

    func test_importWorkouts_pathSourceNotUTF8_refusesNamingThePath() {
        let s = makeSUT()
        s.files.bytes = Array(WorkoutCSVFixtures.hevy.utf8) + [0xFF, 0xFE]
        let e = liftError { try s.sut(WorkoutImportRequest(source: .path("/tmp/x.csv"))) }
        assertInvalid(e, path: "workout_import.path", code: "invalid_csv")
        assertNothingWritten(s)
    }

    func test_importWorkouts_pathSourceWithControlCharacter_refuses() {
        let s = makeSUT()
        s.files.bytes = Array((WorkoutCSVFixtures.hevy + "\u{1B}[2J").utf8)
        let e = liftError { try s.sut(WorkoutImportRequest(source: .path("/tmp/x.csv"))) }
        assertInvalid(e, path: "workout_import.path", code: "control_character")
    }

    func test_importWorkouts_fileSourceError_deliveredUnchanged() {
        let s = makeSUT()
        let failure = LiftError(.io, code: "io", "cannot read")
        s.files.error = failure
        XCTAssertEqual(liftError { try s.sut(WorkoutImportRequest(source: .path("/nope"))) }, failure)
    }

    func test_fileTime_localInZone_isTheWallTimeThere() throws {
        let t = try XCTUnwrap(FileTime.parse("2024-07-01 18:30:00"))
        XCTAssertEqual(t.instant(in: .utc), at("2024-07-01T18:30:00Z"))
        XCTAssertEqual(FileTime.parse("2024-07-01T18:30:00-04:00"), .instant(at("2024-07-01T22:30:00Z")))
        XCTAssertEqual(FileTime.parse("2024-07-01T18:30:00.250Z"), .instant(Timestamp(milliseconds: at("2024-07-01T18:30:00Z").milliseconds + 250)))
        XCTAssertNil(FileTime.parse("2024-02-30 10:00:00"))
        XCTAssertNil(FileTime.parse("31 Foo 2024, 10:00"))
    }

    func test_nameBasedID_matchesRFC9562Example() {
        // RFC 9562, appendix A.4: the DNS namespace and "www.example.com".
        let dns: [UInt8] = [0x6b, 0xa7, 0xb8, 0x10, 0x9d, 0xad, 0x11, 0xd1, 0x80, 0xb4, 0x00, 0xc0, 0x4f, 0xd4, 0x30, 0xc8]
        XCTAssertEqual(NameBasedID.make(namespace: dns, name: "www.example.com").text, "2ed6657d-e927-568b-95e1-2665a8aea6a2")
    }
}
