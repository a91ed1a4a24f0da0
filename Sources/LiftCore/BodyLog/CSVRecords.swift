/// Splits CSV text into records of fields as RFC 4180 reads them: fields separated by commas,
/// records by CRLF (or a lone LF or CR, as spreadsheets also write); a field in double quotes may
/// hold commas, line breaks and doubled quotes (`""` for one `"`). Spaces around a field are
/// trimmed, outside its quotes too, as people type them.
public enum CSVRecords {
    /// One record: the line it starts on (1-based) and its fields.
    public struct Record: Equatable, Sendable {
        public var line: Int
        public var fields: [String]
    }

    /// A record that cannot be read: where it starts and why.
    public struct Failure: Error, Equatable, Sendable {
        public var line: Int
        public var reason: String
        public init(line: Int, reason: String) { self.line = line; self.reason = reason }
    }

    /// Every record in order, each read or refused. Lines that are empty or hold only blanks are
    /// skipped.
    public static func parse(_ text: String) -> [Result<Record, Failure>] {
        var reader = Reader(bytes: Array(text.utf8))
        var out = [Result<Record, Failure>]()
        while let next = reader.record() {
            if case .success(let r) = next, r.fields == [""] { continue }
            out.append(next)
        }
        return out
    }

    private struct Reason: Error { let text: String }

    private struct Reader {
        let bytes: [UInt8]
        var i = 0
        var line = 1

        static let comma = UInt8(ascii: ","), quote = UInt8(ascii: "\""), cr = UInt8(ascii: "\r"), lf = UInt8(ascii: "\n")
        static let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t")

        init(bytes: [UInt8]) { self.bytes = bytes }

        mutating func record() -> Result<Record, Failure>? {
            while i < bytes.count, bytes[i] == Self.cr || bytes[i] == Self.lf { endLine() }
            guard i < bytes.count else { return nil }
            let start = line
            var fields = [String]()
            while true {
                switch field() {
                case .success(let f): fields.append(f)
                case .failure(let reason):
                    skipRestOfRecord()
                    return .failure(Failure(line: start, reason: reason.text))
                }
                if i < bytes.count, bytes[i] == Self.comma { i += 1; continue }
                if i < bytes.count { endLine() }   // CR, LF or CRLF
                return .success(Record(line: start, fields: fields))
            }
        }

        /// One field, leaving `i` on the comma or line break after it (or the end).
        private mutating func field() -> Result<String, Reason> {
            skipBlanks()
            guard i < bytes.count, bytes[i] == Self.quote else { return .success(plain()) }
            i += 1
            var value = [UInt8]()
            while true {
                guard i < bytes.count else { return .failure(Reason(text: "a quoted field is not closed")) }
                let b = bytes[i]
                if b == Self.quote {
                    if i + 1 < bytes.count, bytes[i + 1] == Self.quote { value.append(b); i += 2; continue }
                    i += 1
                    break
                }
                if b == Self.lf || (b == Self.cr && !(i + 1 < bytes.count && bytes[i + 1] == Self.lf)) { line += 1 }
                value.append(b)
                i += 1
            }
            skipBlanks()
            guard i == bytes.count || isDelimiter(bytes[i]) else { return .failure(Reason(text: "text after a closing quote")) }
            return .success(String(decoding: value, as: UTF8.self))
        }

        private mutating func plain() -> String {
            let start = i
            while i < bytes.count, !isDelimiter(bytes[i]) { i += 1 }
            var end = i
            while end > start, bytes[end - 1] == Self.space || bytes[end - 1] == Self.tab { end -= 1 }
            return String(decoding: bytes[start..<end], as: UTF8.self)
        }

        private func isDelimiter(_ b: UInt8) -> Bool { b == Self.comma || b == Self.cr || b == Self.lf }

        private mutating func skipBlanks() {
            while i < bytes.count, bytes[i] == Self.space || bytes[i] == Self.tab { i += 1 }
        }

        private mutating func endLine() {
            if bytes[i] == Self.cr, i + 1 < bytes.count, bytes[i + 1] == Self.lf { i += 1 }
            i += 1
            line += 1
        }

        /// After a bad field: on to the next line break outside quotes cannot be known, so the
        /// next physical line starts the next record.
        private mutating func skipRestOfRecord() {
            while i < bytes.count, bytes[i] != Self.cr, bytes[i] != Self.lf { i += 1 }
        }
    }
}
