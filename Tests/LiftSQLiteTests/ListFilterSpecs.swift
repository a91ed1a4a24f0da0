import LiftCore
import LiftSQLite
import XCTest

/// Each list's filters in SQL against a real store file: what matches, in the store's order,
/// paged, with the total counted over the matches only; and the indexes those filters read.
final class ListFilterSpecs: XCTestCase {
    private let epoch = Timestamp(milliseconds: 1_700_000_000_000)

    func test_readExercises_byTagAndNamePrefix_matchWholeTagsAndFoldedPrefixes() throws {
        let store = SQLiteExerciseStore(database: try makeTemporaryDatabase(), owner: "local")
        for (name, tags) in [("Bench press", ["push", "chest"]), ("bench dip", ["push"]), ("Bent-over row", ["pull"]),
                             ("Squat", ["legs", "pushup-free"]), ("Benchmark run", [])] {
            try store.createExercise(Exercise(id: .random(), name: name, creationDate: epoch, tags: tags))
        }
        XCTAssertEqual(try store.readExercises(ExerciseFilter(tag: "push"), page: .all).items.map(\.name), ["bench dip", "Bench press"])
        XCTAssertEqual(try store.readExercises(ExerciseFilter(namePrefix: " BENCH"), page: .all).items.map(\.name),
                       ["bench dip", "Bench press", "Benchmark run"])
        let both = try store.readExercises(ExerciseFilter(tag: "push", namePrefix: "bench"), page: Page(limit: 1, offset: 1))
        XCTAssertEqual(both.items.map(\.name), ["Bench press"])
        XCTAssertEqual(both.total, 2)
        XCTAssertEqual(try store.readExercises(ExerciseFilter(tag: "pus"), page: .all).total, 0, "a tag matches whole")
        XCTAssertEqual(try store.readExercises(ExerciseFilter(namePrefix: "zz"), page: .all).total, 0)
    }

    func test_readCustomWorkouts_byCategoryNameMuscleAndEquipment_combineAsAnd() throws {
        let store = SQLiteWorkoutStore(database: try makeTemporaryDatabase(), owner: "local")
        func add(_ name: String, _ category: Workout.Category, muscles: [String], equipment: [String]) throws {
            try store.createCustomWorkout(Workout(id: .random(), name: name, category: category, instructions: "", equipment: equipment,
                                                  muscles: muscles, met: 4, compendiumCode: nil, isBuiltIn: false, creationDate: epoch))
        }
        try add("Cable fly", .strength, muscles: ["chest"], equipment: ["cable"])
        try add("Cable row", .strength, muscles: ["back", "biceps"], equipment: ["cable", "bench"])
        try add("Cycling intervals", .cardio, muscles: ["quadriceps"], equipment: ["bike"])
        func names(_ f: WorkoutFilter) throws -> [String] { try store.readCustomWorkouts(f, page: .all).items.map(\.name) }
        XCTAssertEqual(try names(WorkoutFilter(category: .cardio)), ["Cycling intervals"])
        XCTAssertEqual(try names(WorkoutFilter(namePrefix: "c")), ["Cable fly", "Cable row", "Cycling intervals"])
        XCTAssertEqual(try names(WorkoutFilter(muscle: "biceps")), ["Cable row"])
        XCTAssertEqual(try names(WorkoutFilter(equipment: "cable")), ["Cable fly", "Cable row"])
        XCTAssertEqual(try names(WorkoutFilter(category: .strength, namePrefix: "cable", muscle: "chest", equipment: "cable")), ["Cable fly"])
        XCTAssertEqual(try store.readCustomWorkouts(WorkoutFilter(equipment: "cable"), page: Page(limit: 1)).total, 2)
    }

    func test_readCompletions_byWorkoutAndRange_pagedOldestFirstWithTheMatchingTotal() throws {
        let store = SQLiteWorkoutStore(database: try makeTemporaryDatabase(), owner: "local")
        let (a, b) = (RecordID.random(), RecordID.random())
        var ofA = [Completion]()
        for (i, w) in [a, b, a, a, b, a].enumerated() {
            let c = Completion(id: .random(), workoutID: w, duration: 60, date: Timestamp(milliseconds: Int64(100 * (6 - i))),
                               bodyWeightKilograms: 70, calories: 5)
            try store.createCompletion(c)
            if w == a { ofA.append(c) }
        }
        ofA.sort { $0.date < $1.date }
        let page = try store.readCompletions(CompletionFilter(workoutID: a), page: Page(limit: 2, offset: 1))
        XCTAssertEqual(page.items, Array(ofA[1..<3]))
        XCTAssertEqual(page.total, 4)
        let ranged = try store.readCompletions(CompletionFilter(from: Timestamp(milliseconds: 100), to: Timestamp(milliseconds: 400), workoutID: a),
                                               page: .all)
        XCTAssertEqual(ranged.items.map(\.date.milliseconds), [100, 300], "from inclusive, to exclusive, of that workout")
        XCTAssertEqual(try store.readCompletions(CompletionFilter(workoutID: .random()), page: .all).total, 0)
    }

    func test_readRoutineRecords_finishedOrUnfinished_splitByCompletionDate() throws {
        let db = try makeTemporaryDatabase()
        let store = SQLiteRoutineRecordStore(database: db, owner: "local")
        let exercise = Exercise(id: .random(), name: "Squat", creationDate: epoch, tags: [])
        try SQLiteExerciseStore(database: db, owner: "local").createExercise(exercise)
        func record(_ ms: Int64, finished: Bool) throws -> RoutineRecord {
            let r = RoutineRecord(id: .random(), routineID: nil, note: nil, creationDate: Timestamp(milliseconds: ms),
                                  completionDate: finished ? Timestamp(milliseconds: ms + 10) : nil,
                                  exerciseRecords: [ExerciseRecord(id: .random(), exerciseID: exercise.id, setRecords: [])])
            try store.createRoutineRecord(r)
            return r
        }
        let (done1, open1, done2, open2) = (try record(100, finished: true), try record(200, finished: false),
                                           try record(300, finished: true), try record(400, finished: false))
        let unfinished = try store.readRoutineRecords(RoutineRecordQuery(finished: false))
        XCTAssertEqual(unfinished.records.map(\.id), [open2.id, open1.id])
        XCTAssertEqual(unfinished.total, 2)
        let finished = try store.readRoutineRecords(RoutineRecordQuery(finished: true, limit: 1, offset: 1))
        XCTAssertEqual(finished.records.map(\.id), [done1.id])
        XCTAssertEqual(finished.total, 2)
        XCTAssertEqual(try store.readRoutineRecords(RoutineRecordQuery()).total, 4)
        _ = done2
    }

    func test_readExerciseHistory_paged_countsRecordsHoldingASetOfTheExerciseNewestFirst() throws {
        let db = try makeTemporaryDatabase()
        let store = SQLiteRoutineRecordStore(database: db, owner: "local")
        let (squat, row) = (Exercise(id: .random(), name: "Squat", creationDate: epoch, tags: []),
                            Exercise(id: .random(), name: "Row", creationDate: epoch, tags: []))
        let exercises = SQLiteExerciseStore(database: db, owner: "local")
        try exercises.createExercise(squat); try exercises.createExercise(row)
        func set(_ reps: Int64) -> SetRecord {
            SetRecord(id: .random(), repCount: reps, weight: 50, unit: .kg, duration: nil, difficulty: nil, completionDate: epoch)
        }
        var ids = [RecordID]()
        for ms in [100, 200, 300, 400] as [Int64] {
            let r = RoutineRecord(id: .random(), routineID: nil, note: nil, creationDate: Timestamp(milliseconds: ms), completionDate: nil,
                                  exerciseRecords: [ExerciseRecord(id: .random(), exerciseID: squat.id, setRecords: [set(ms / 100), set(1)]),
                                                    ExerciseRecord(id: .random(), exerciseID: row.id, setRecords: [set(9)])])
            try store.createRoutineRecord(r)
            ids.append(r.id)
        }
        // A record that names the exercise without a set of it is not in its history.
        try store.createRoutineRecord(RoutineRecord(id: .random(), routineID: nil, note: nil, creationDate: Timestamp(milliseconds: 500),
                                                    completionDate: nil,
                                                    exerciseRecords: [ExerciseRecord(id: .random(), exerciseID: squat.id, setRecords: [])]))
        let page = try store.readExerciseHistory(exerciseID: squat.id, page: Page(limit: 2, offset: 1))
        XCTAssertEqual(page.items.map(\.recordID), [ids[2], ids[1]])
        XCTAssertEqual(page.items.map { $0.setRecords.map(\.repCount) }, [[3, 1], [2, 1]], "every set of the exercise, none of the other")
        XCTAssertEqual(page.total, 4)
    }

    func test_readSavedRoutes_byNamePrefix_matchesFoldedPrefixesInNameOrder() throws {
        let store = SQLiteSavedRouteStore(database: try makeTemporaryDatabase(), owner: "local")
        for name in ["Home loop", "home to work", "Harbour", "Hill repeats"] {
            try store.createSavedRoute(SavedRoute(id: .random(), name: name, stops: [RouteStop(lat: 60, lon: 24), RouteStop(lat: 60.1, lon: 24)],
                                                  profile: "foot", optimize: "none",
                                                  result: RouteResult(distance: 1, duration: 1, geometry: "", order: [0, 1], legs: []),
                                                  creationDate: epoch, updateDate: epoch))
        }
        let page = try store.readSavedRoutes(SavedRouteFilter(namePrefix: "HOME"), page: Page(limit: 1))
        XCTAssertEqual(page.items.map(\.name), ["Home loop"])
        XCTAssertEqual(page.total, 2)
        XCTAssertEqual(try store.readSavedRoutes(SavedRouteFilter(namePrefix: "h"), page: .all).items.map(\.name),
                       ["Harbour", "Hill repeats", "Home loop", "home to work"])
    }

    func test_schema_completionsByWorkout_readTheirIndex() throws {
        let db = try makeTemporaryDatabase()
        let plan = try db.statement("""
            EXPLAIN QUERY PLAN SELECT id FROM completion WHERE owner_id = 'local' AND workout_id = 'x' ORDER BY date_ms, id LIMIT 1
            """)
        var details = [String]()
        while try plan.step() { details.append(plan.string(3)) }
        XCTAssertTrue(details.contains { $0.contains("completion_by_workout") }, "\(details)")
    }
}
