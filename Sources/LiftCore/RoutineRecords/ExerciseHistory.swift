/// Exercise history: every record holding the exercise, newest first, its sets oldest first.
public struct LoadExerciseHistory {
    let records: RoutineRecordStore
    let exercises: ExerciseStore

    public init(records: RoutineRecordStore, exercises: ExerciseStore) {
        self.records = records; self.exercises = exercises
    }

    public func callAsFunction(exerciseID: RecordID, page: Page = .all, path: Location = Location("exercise_id")) throws -> Paged<ExerciseHistoryEntry> {
        try page.check()
        guard try exercises.readExercise(id: exerciseID) != nil else {
            throw LiftError.notFound("exercise", id: exerciseID.text, path: path)
        }
        return try records.readExerciseHistory(exerciseID: exerciseID, page: page)
    }
}
