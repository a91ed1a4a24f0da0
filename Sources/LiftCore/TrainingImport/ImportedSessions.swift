/// The sets of a file grouped into sessions (one per start instant, in file order), each session's
/// sets grouped by exercise name in the order the file first names them.
struct ImportedSessions {
    var start: Timestamp
    var end: Timestamp?
    var note: String?
    /// Exercise name key -> (the name as first written, its sets in file order).
    var exercises: [(key: String, name: String, sets: [ImportedSet])] = []
    var index = [String: Int]()
    var key = SessionKey(start: 0, end: nil, note: nil)

    struct SessionKey: Hashable {
        var start: Int64
        var end: Int64?
        var note: String?

        /// The start alone for the apps' files, so their ids stay what they were.
        var name: String {
            guard end != nil || note != nil else { return "session:\(start)" }
            return "session:\(start)|\(end.map { String($0) } ?? "")|\(note ?? "")"
        }
    }

    /// Grouped sessions; dates that cannot be stored are added to `errors` with their lines.
    static func group(_ sets: [ImportedSet], in zone: ZoneRules, today: Day,
                      errors: inout [WeightCSV.LineError]) -> [ImportedSessions] {
        var sessions = [ImportedSessions]()
        var byKey = [SessionKey: Int]()
        var instants = [FileTime: Timestamp]()
        var keys = [String: String]()
        for s in sets {
            let start = instants[s.start] ?? s.start.instant(in: zone)
            instants[s.start] = start
            guard start.isOnCalendar else {
                errors.append(.init(line: s.line, field: "date", reason: "outside 0001-01-01 to 9999-12-31")); continue
            }
            var i: Int
            // liblift's export tells records apart that share a start by their end and note.
            let key = SessionKey(start: start.milliseconds, end: s.completion == nil ? nil : s.end.map { $0.instant(in: zone).milliseconds },
                                 note: s.completion == nil ? nil : s.note)
            if let known = byKey[key] { i = known } else {
                let end = s.end.map { $0.instant(in: zone) }
                    ?? s.sessionSeconds.map { Timestamp(milliseconds: start.milliseconds + $0 * 1000) }
                var session = ImportedSessions(start: start, end: end, note: s.note)
                // The apps' sessions are finished; only liblift's export writes unfinished ones.
                if s.completion == nil && s.end == nil && session.end == nil { session.end = start }
                if let end = session.end, end < start {
                    errors.append(.init(line: s.line, field: "end", reason: "a session cannot end before it starts"))
                }
                for (field, t) in [("date", start), ("end", session.end)] {
                    guard let t else { continue }
                    do { try BodyLogRules.checkLoggable(zone.day(of: t), today: today, path: Location(field)) } catch let e as LiftError {
                        errors.append(.init(line: s.line, field: field, reason: ImportWeightsCSV.reason(e)))
                    } catch {}
                }
                i = sessions.count
                byKey[key] = i
                session.key = key
                sessions.append(session)
            }
            let nameKey = keys[s.exercise] ?? NameKey.of(s.exercise)
            keys[s.exercise] = nameKey
            sessions[i].add(s, key: nameKey, errors: &errors)
        }
        return sessions
    }

    private mutating func add(_ s: ImportedSet, key: String, errors: inout [WeightCSV.LineError]) {
        let e: Int
        if let known = index[key] { e = known } else {
            guard exercises.count < RoutineRecordRules.maxExerciseRecords else {
                errors.append(.init(line: s.line, field: "exercise",
                                    reason: "a session holds at most \(RoutineRecordRules.maxExerciseRecords) exercises"))
                return
            }
            e = exercises.count
            index[key] = e
            exercises.append((key, s.exercise, []))
        }
        guard exercises[e].sets.count < RoutineRecordRules.maxSetRecords else {
            errors.append(.init(line: s.line, field: "line",
                                reason: "a session holds at most \(RoutineRecordRules.maxSetRecords) sets of one exercise"))
            return
        }
        exercises[e].sets.append(s)
    }

    /// The session as a record with name-based ids; `exerciseID` gives each name's exercise. The
    /// format is part of the name: the same workout exported by two apps makes two records.
    func record(format: WorkoutFileFormat, _ exerciseID: (String) -> RecordID) -> RoutineRecord {
        let base = "\(format.rawValue)/\(key.name)"
        let exerciseRecords = exercises.map { e in
            let eBase = "\(base)/exercise:\(e.key)"
            let sets = e.sets.enumerated().map { j, s in
                SetRecord(id: NameBasedID.imported("\(eBase)/set:\(j)"), repCount: s.reps, weight: s.weight, unit: s.unit,
                          duration: s.duration, difficulty: s.difficulty, completionDate: completion(s))
            }
            return ExerciseRecord(id: NameBasedID.imported(eBase), exerciseID: exerciseID(e.name), setRecords: sets)
        }
        return RoutineRecord(id: NameBasedID.imported(base), note: note, creationDate: start, completionDate: end,
                             exerciseRecords: exerciseRecords)
    }

    private func completion(_ s: ImportedSet) -> Timestamp {
        guard let c = s.completion else { return start }
        switch c {
        case .instant(let t): return t
        case .local: return start
        }
    }
}
