import LiftCore
import XCTest

/// The list use cases hand their filter and page to the store (which pages and counts in SQL),
/// refuse a bad page before any read, and the workout list pages across the built-in catalog
/// into the store's custom workouts.
final class ListsAndPagingTests: XCTestCase {
    private let badPages: [(Page, Location)] = [(Page(limit: 0), "limit"), (Page(limit: PageLimit.max + 1), "limit"),
                                              (Page(limit: 5, offset: -1), "offset")]

    private func exercise(_ name: String, tags: [String] = []) -> Exercise {
        Exercise(id: .random(), name: name, creationDate: Timestamp(milliseconds: 0), tags: tags)
    }

    private func workout(_ name: String, muscles: [String] = [], equipment: [String] = []) -> Workout {
        Workout(id: .random(), name: name, category: .strength, instructions: "", equipment: equipment, muscles: muscles,
                met: 3, compendiumCode: nil, isBuiltIn: false, creationDate: Timestamp(milliseconds: 0))
    }

    // MARK: exercises

    func test_loadExercisesList_filterAndPage_areHandedToTheStoreWhichAnswersThePageAndTotal() throws {
        let store = ExerciseStoreSpy()
        store.exercises = [exercise("Bench press", tags: ["push"]), exercise("Bent-over row", tags: ["pull"]),
                           exercise("Bench dip", tags: ["push"]), exercise("Squat", tags: ["legs"])]
        let filter = ExerciseFilter(tag: "push", namePrefix: "BEN")
        let page = try LoadExercises(store: store).list(filter, page: Page(limit: 1, offset: 1))
        XCTAssertEqual(page.items.map(\.name), ["Bench dip"])
        XCTAssertEqual(page.total, 2)
        XCTAssertEqual(store.pageRequests.map(\.filter), [filter])
        XCTAssertEqual(store.pageRequests.map(\.page), [Page(limit: 1, offset: 1)])
    }

    func test_loadExercisesList_badLimitOrOffset_failsNamingItWithoutReading() {
        for (page, field) in badPages {
            let store = ExerciseStoreSpy()
            assertInvalid(liftError { try LoadExercises(store: store).list(page: page) }, path: field)
            XCTAssertEqual(store.messages, [], "\(page)")
        }
    }

    // MARK: routines

    func test_loadRoutinesList_page_isReadByTheStore() throws {
        let store = RoutineStoreSpy()
        store.routines = ["A", "B", "C"].map { Routine(id: .random(), name: $0, creationDate: Timestamp(milliseconds: 0), exercises: []) }
        let page = try LoadRoutines(store: store).list(page: Page(limit: 2, offset: 2))
        XCTAssertEqual(page.items.map(\.name), ["C"])
        XCTAssertEqual(page.total, 3)
        XCTAssertEqual(store.pages, [Page(limit: 2, offset: 2)])
    }

    func test_loadRoutinesList_badLimitOrOffset_failsNamingItWithoutReading() {
        for (page, field) in badPages {
            let store = RoutineStoreSpy()
            assertInvalid(liftError { try LoadRoutines(store: store).list(page: page) }, path: field)
            XCTAssertEqual(store.messages, [])
        }
    }

    // MARK: workouts

    func test_loadWorkoutsList_pageSpanningCatalogEnd_takesTheLastBuiltInsThenTheFirstCustomOnes() throws {
        let store = WorkoutStoreSpy()
        store.custom = [workout("Zercher squat"), workout("Zottman curl")]
        let builtIns = Int64(WorkoutCatalog.all.count)
        let page = try LoadWorkouts(store: store).list(page: Page(limit: 3, offset: builtIns - 1))
        XCTAssertEqual(page.items.map(\.name), [WorkoutCatalog.all.last?.name, "Zercher squat", "Zottman curl"].compactMap { $0 })
        XCTAssertEqual(page.total, builtIns + 2)
        XCTAssertEqual(store.customPageRequests.map(\.page), [Page(limit: 2, offset: 0)])
    }

    func test_loadWorkoutsList_pagePastTheCatalog_asksTheStoreFromTheRemainingOffset() throws {
        let store = WorkoutStoreSpy()
        store.custom = [workout("A1"), workout("A2"), workout("A3")]
        let builtIns = Int64(WorkoutCatalog.all.count)
        let page = try LoadWorkouts(store: store).list(page: Page(limit: 10, offset: builtIns + 1))
        XCTAssertEqual(page.items.map(\.name), ["A2", "A3"])
        XCTAssertEqual(store.customPageRequests.map(\.page), [Page(limit: 10, offset: 1)])
    }

    func test_loadWorkoutsList_filter_appliesToTheCatalogAndGoesToTheStore() throws {
        let store = WorkoutStoreSpy()
        store.custom = [workout("Barbell hack squat", muscles: ["quadriceps"], equipment: ["barbell"]), workout("Band pull-apart")]
        let filter = WorkoutFilter(namePrefix: "barbell", equipment: "barbell")
        let page = try LoadWorkouts(store: store).list(filter)
        let expectedBuiltIns = WorkoutCatalog.all.filter { NameKey.of($0.name).hasPrefix("barbell") && $0.equipment.contains("barbell") }
        XCTAssertFalse(expectedBuiltIns.isEmpty)
        XCTAssertEqual(page.items.map(\.name), expectedBuiltIns.map(\.name) + ["Barbell hack squat"])
        XCTAssertEqual(page.total, Int64(expectedBuiltIns.count + 1))
        XCTAssertEqual(store.customPageRequests.map(\.filter), [filter])
    }

    func test_workoutFilter_muscleAndCategory_matchWholeEntries() {
        let w = workout("Curl", muscles: ["biceps", "forearms"])
        XCTAssertTrue(WorkoutFilter(category: .strength, muscle: "biceps").matches(w))
        XCTAssertFalse(WorkoutFilter(muscle: "bicep").matches(w))
        XCTAssertFalse(WorkoutFilter(category: .cardio).matches(w))
    }

    func test_loadWorkoutsList_badLimitOrOffset_failsNamingItWithoutReading() {
        for (page, field) in badPages {
            let store = WorkoutStoreSpy()
            assertInvalid(liftError { try LoadWorkouts(store: store).list(page: page) }, path: field)
            XCTAssertTrue(store.customPageRequests.isEmpty)
        }
    }

    // MARK: completions

    func test_loadCompletionsList_byWorkout_handsTheFilterToTheStore() throws {
        let store = WorkoutStoreSpy()
        let (a, b) = (RecordID.random(), RecordID.random())
        store.completions = [Completion(id: .random(), workoutID: a, duration: 60, date: Timestamp(milliseconds: 1), bodyWeightKilograms: 70, calories: 1),
                             Completion(id: .random(), workoutID: b, duration: 60, date: Timestamp(milliseconds: 2), bodyWeightKilograms: 70, calories: 1),
                             Completion(id: .random(), workoutID: a, duration: 60, date: Timestamp(milliseconds: 3), bodyWeightKilograms: 70, calories: 1)]
        let page = try LoadCompletions(store: store).list(CompletionFilter(workoutID: a), page: Page(limit: 1))
        XCTAssertEqual(page.items.map(\.date.milliseconds), [1])
        XCTAssertEqual(page.total, 2)
        XCTAssertEqual(store.completionPageRequests.map(\.filter), [CompletionFilter(workoutID: a)])
    }

    func test_loadCompletionsList_rangeEndingBeforeItStartsOrBadPage_failsWithoutReading() {
        let store = WorkoutStoreSpy()
        let backwards = CompletionFilter(from: Timestamp(milliseconds: 10), to: Timestamp(milliseconds: 5))
        assertInvalid(liftError { try LoadCompletions(store: store).list(backwards) }, path: "to")
        for (page, field) in badPages {
            assertInvalid(liftError { try LoadCompletions(store: store).list(page: page) }, path: field)
        }
        XCTAssertTrue(store.completionPageRequests.isEmpty)
    }

    func test_removeWorkout_inUse_asksTheStoreForOneCompletionOfThatWorkout() {
        let store = WorkoutStoreSpy()
        let w = workout("Mine")
        store.custom = [w]
        store.completions = [Completion(id: .random(), workoutID: w.id, duration: 60, date: Timestamp(milliseconds: 1),
                                        bodyWeightKilograms: 70, calories: 1)]
        XCTAssertEqual(liftError { try RemoveWorkout(store: store)(w.id) }?.code, "workout_in_use")
        XCTAssertEqual(store.completionPageRequests.map(\.filter), [CompletionFilter(workoutID: w.id)])
        XCTAssertEqual(store.completionPageRequests.map(\.page), [Page(limit: 1)])
    }

    // MARK: exercise history, saved routes, routine records

    func test_loadExerciseHistory_page_isReadByTheStoreAfterTheExerciseIsFound() throws {
        let (records, exercises) = (RoutineRecordStoreSpy(), ExerciseStoreSpy())
        let e = exercise("Squat")
        exercises.exercises = [e]
        _ = try LoadExerciseHistory(records: records, exercises: exercises)(exerciseID: e.id, page: Page(limit: 3, offset: 6))
        XCTAssertEqual(records.historyPages, [Page(limit: 3, offset: 6)])
    }

    func test_loadExerciseHistory_badLimitOrOffset_failsNamingItWithoutReading() {
        for (page, field) in badPages {
            let (records, exercises) = (RoutineRecordStoreSpy(), ExerciseStoreSpy())
            assertInvalid(liftError { try LoadExerciseHistory(records: records, exercises: exercises)(exerciseID: .random(), page: page) },
                          path: field)
            XCTAssertEqual(records.messages, [])
            XCTAssertEqual(exercises.messages, [])
        }
    }

    func test_loadRoutineRecordsPage_badLimitOrOffset_failsNamingIt() {
        for (page, field) in badPages {
            let query = RoutineRecordQuery(finished: false, limit: page.limit, offset: page.offset)
            assertInvalid(liftError { try LoadRoutineRecords(store: RoutineRecordStoreSpy()).page(query) }, path: field)
        }
    }
}
