/// Weights as CSV, compatible with wger's weight export: a `date,weight` header (any case), an
/// optional `unit` column (kg when absent), ISO days, a dot as decimal mark. Records and quoting
/// follow RFC 4180 (`CSVRecords`).
public enum WeightCSV {
    public static let header = "date,weight,unit"

    /// Oldest first, as a spreadsheet reads; weights as entered. Notes are not part of the format.
    public static func format(_ entries: [WeightEntry]) -> String {
        var out = header + "\n"
        for e in entries.sorted(by: { $0.day < $1.day }) {
            let c = e.day.civil
            out += SeriesGrouping.format(c.year, 4) + "-" + SeriesGrouping.format(c.month, 2) + "-"
                + SeriesGrouping.format(c.day, 2) + "," + number(e.weight) + "," + e.unit.rawValue + "\n"
        }
        return out
    }

    /// 80 rather than 80.0, so the file looks like what people type.
    static func number(_ v: Double) -> String {
        if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
        return String(v)
    }

    /// One bad line: its 1-based number, the column at fault, why.
    public struct LineError: Equatable, Sendable {
        public var line: Int
        public var field: String
        public var reason: String
        public var text: String { "line \(line): \(field): \(reason)" }
        public init(line: Int, field: String, reason: String) { self.line = line; self.field = field; self.reason = reason }
    }

    /// Every line read, or every bad line found (never just the first).
    public static func parse(_ text: String) -> (drafts: [(line: Int, draft: WeightDraft)], errors: [LineError]) {
        let records = CSVRecords.parse(text)
        guard let first = records.first else {
            return ([], [LineError(line: 1, field: "header", reason: "the file is empty; expected \(header)")])
        }
        let columns = (try? first.get())?.fields.map { NameKey.of($0) } ?? []
        guard columns == ["date", "weight"] || columns == ["date", "weight", "unit"] else {
            return ([], [LineError(line: 1, field: "header", reason: "expected \(header) (or date,weight)")])
        }
        var drafts = [(line: Int, draft: WeightDraft)]()
        var errors = [LineError]()
        for next in records.dropFirst() {
            let record: CSVRecords.Record
            switch next {
            case .success(let r): record = r
            case .failure(let f):
                errors.append(LineError(line: f.line, field: "line", reason: f.reason))
                continue
            }
            let (n, f) = (record.line, record.fields)
            guard f.count == columns.count else {
                errors.append(LineError(line: n, field: "line", reason: "expected \(columns.count) fields, found \(f.count)"))
                continue
            }
            var bad = false
            let day = day(f[0])
            if day == nil {
                errors.append(LineError(line: n, field: "date", reason: "not a calendar day (YYYY-MM-DD): \(f[0])"))
                bad = true
            }
            let weight = decimal(f[1])
            if weight == nil {
                errors.append(LineError(line: n, field: "weight", reason: f[1].contains(",") ? "not a number (the decimal mark is a dot): \(f[1])"
                                                                                  : "not a number: \(f[1])"))
                bad = true
            }
            var unit = WeightUnit.kg
            if f.count == 3 {
                if let u = WeightUnit(rawValue: f[2].lowercased()) { unit = u } else {
                    errors.append(LineError(line: n, field: "unit", reason: "unknown unit \(f[2]); expected kg or lb"))
                    bad = true
                }
            }
            if !bad, let day, let weight {
                drafts.append((n, WeightDraft(day: day, weight: weight, unit: unit)))
            }
        }
        return (drafts, errors)
    }

    static func day(_ s: String) -> Day? {
        let b = Array(s.utf8)
        guard b.count == 10, b[4] == UInt8(ascii: "-"), b[7] == UInt8(ascii: "-") else { return nil }
        guard let y = Int64(String(decoding: b[0..<4], as: UTF8.self)), let m = Int64(String(decoding: b[5..<7], as: UTF8.self)),
              let d = Int64(String(decoding: b[8..<10], as: UTF8.self)) else { return nil }
        return Day(year: y, month: m, day: d)
    }

    /// Plain decimals only: no signs, exponents, hex, inf or nan, which Double(_:) would accept.
    static func decimal(_ s: String) -> Double? {
        guard !s.isEmpty, s.count <= 32 else { return nil }
        var dots = 0
        for c in s.utf8 {
            if c == UInt8(ascii: ".") { dots += 1; continue }
            guard c >= UInt8(ascii: "0"), c <= UInt8(ascii: "9") else { return nil }
        }
        guard dots <= 1, s.first != ".", s.last != "." else { return nil }
        return Double(s)
    }
}

/// Import Weights CSV: all or nothing. Every bad line is reported with its number and reason.
public struct ImportWeightsCSV: DayCounting {
    public static let maxReportedLines = CSVLineErrors.maxReported
    let store: WeightStore
    let currentDate: CurrentDate
    public var zone = ZoneRules.utc

    public init(store: WeightStore, currentDate: @escaping CurrentDate) {
        self.store = store; self.currentDate = currentDate
    }

    public func callAsFunction(_ text: String, path: Location = Location("csv")) throws -> [SaveWeights.Outcome] {
        let parsed = WeightCSV.parse(text)
        var errors = parsed.errors
        let today = zone.day(of: currentDate())
        var seen = [Day: Int]()
        for (line, draft) in parsed.drafts {
            guard let d = draft.values else { continue }
            do {
                try BodyLogRules.checkWeight(d.weight, unit: d.unit, path: Location("weight"))
            } catch let e as LiftError {
                errors.append(.init(line: line, field: "weight", reason: ImportWeightsCSV.reason(e)))
            }
            do {
                try BodyLogRules.checkLoggable(d.day, today: today, path: Location("date"))
            } catch let e as LiftError {
                errors.append(.init(line: line, field: "date", reason: ImportWeightsCSV.reason(e)))
            }
            if let earlier = seen[d.day] {
                errors.append(.init(line: line, field: "date", reason: "the same day as line \(earlier): one weight per day"))
            } else {
                seen[d.day] = line
            }
        }
        if !errors.isEmpty { throw CSVLineErrors.refusal(errors, path: path) }
        let drafts = parsed.drafts
        return try SaveWeights(store: store, currentDate: currentDate).counting(in: zone)(drafts.map(\.draft), paths: { i in
            i < drafts.count ? path.line(drafts[i].line) : path
        })
    }

    /// The rule's message, without the location it is about.
    static func reason(_ e: LiftError) -> String { NameKey.trimmed(e.message) }
}

/// Export Weights CSV.
public struct ExportWeightsCSV {
    let store: WeightStore
    public init(store: WeightStore) { self.store = store }

    public func callAsFunction() throws -> (csv: String, count: Int) {
        let all = try store.readWeights(from: nil, to: nil, limit: nil, offset: 0)
        return (WeightCSV.format(all), all.count)
    }
}
