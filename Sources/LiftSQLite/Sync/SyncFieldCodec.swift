import LiftCore

/// The stored form of a record's synced fields (the `fields` column): length-prefixed and
/// self-delimiting, read back exactly (doubles by bit pattern). Internal to the store; the wire
/// form is LiftJSON's.
enum SyncFieldCodec {
    static func encode(_ fields: [String: SyncStamped]) -> [UInt8] {
        var out = [UInt8]()
        out.reserveCapacity(fields.count * 48)
        number(fields.count, &out)
        for name in fields.keys.sorted() {
            guard let f = fields[name] else { continue }
            text(name, &out)
            text(f.version.text, &out)
            value(f.value, &out)
        }
        return out
    }

    static func decode(_ bytes: UnsafeRawBufferPointer) throws -> [String: SyncStamped] {
        var r = Reader(bytes: bytes)
        let n = try r.number()
        var out = [String: SyncStamped]()
        for _ in 0..<n {
            let name = try r.text()
            guard let version = SyncVersion(text: try r.text()) else { throw damaged }
            out[name] = SyncStamped(try r.value(), version)
        }
        return out
    }

    static let damaged = LiftError(.corrupt, "the store's sync state is damaged")

    private static func number(_ n: Int, _ out: inout [UInt8]) {
        out.append(contentsOf: String(n).utf8)
        out.append(58)   // ':'
    }

    private static func text(_ s: String, _ out: inout [UInt8]) {
        number(s.utf8.count, &out)
        out.append(contentsOf: s.utf8)
    }

    private static func value(_ v: SyncValue, _ out: inout [UInt8]) {
        switch v {
        case .null: out.append(110)   // n
        case .int(let i): out.append(105); text(String(i), &out)   // i
        case .double(let d): out.append(100); text(String(d.bitPattern), &out)   // d
        case .text(let s): out.append(116); text(s, &out)   // t
        case .rows(let rows):   // r
            out.append(114)
            number(rows.count, &out)
            for row in rows {
                number(row.count, &out)
                for e in row {
                    text(e.name, &out)
                    value(e.value, &out)
                }
            }
        }
    }

    private struct Reader {
        let bytes: UnsafeRawBufferPointer
        var at = 0

        mutating func byte() throws -> UInt8 {
            guard at < bytes.count else { throw damaged }
            defer { at += 1 }
            return bytes[at]
        }

        mutating func number() throws -> Int {
            var n = 0
            var digits = 0
            while true {
                let b = try byte()
                if b == 58 { break }
                guard b >= 48, b <= 57, digits < 12 else { throw damaged }
                n = n * 10 + Int(b - 48)
                digits += 1
            }
            guard digits > 0 else { throw damaged }
            return n
        }

        mutating func text() throws -> String {
            let n = try number()
            guard n <= bytes.count - at else { throw damaged }
            defer { at += n }
            return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[at..<(at + n)]), as: UTF8.self)
        }

        mutating func value(depth: Int = 0) throws -> SyncValue {
            switch try byte() {
            case 110: return .null
            case 105:
                guard let i = Int64(try text()) else { throw damaged }
                return .int(i)
            case 100:
                guard let bits = UInt64(try text()) else { throw damaged }
                return .double(Double(bitPattern: bits))
            case 116: return .text(try text())
            case 114:
                guard depth < 4 else { throw damaged }
                let count = try number()
                guard count <= bytes.count - at else { throw damaged }
                var rows = [[SyncEntry]]()
                for _ in 0..<count {
                    let width = try number()
                    guard width <= bytes.count - at else { throw damaged }
                    var row = [SyncEntry]()
                    for _ in 0..<width { row.append(SyncEntry(try text(), try value(depth: depth + 1))) }
                    rows.append(row)
                }
                return .rows(rows)
            default: throw damaged
            }
        }
    }
}
