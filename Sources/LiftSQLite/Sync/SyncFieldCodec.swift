import LiftCore

/// The stored form of a record's synced fields (the `fields` column): length-prefixed and
/// self-delimiting, read back exactly (doubles by bit pattern). Internal to the store; the wire
/// form is LiftJSON's.
enum SyncFieldCodec {
    static func encode(_ fields: [String: SyncStamped]) -> [UInt8] {
        var out = [UInt8]()
        out.reserveCapacity(fields.count * 64)
        number(fields.count, &out)
        for (name, f) in fields.sorted(by: { $0.key < $1.key }) {
            text(name, &out)
            f.version.withText { text(bytes: $0, &out) }
            value(f.value, &out)
        }
        return out
    }

    static func decode(_ bytes: UnsafeRawBufferPointer) throws -> [String: SyncStamped] {
        var r = Reader(bytes: bytes)
        let n = try r.number()
        guard n <= bytes.count else { throw damaged }
        var out = [String: SyncStamped](minimumCapacity: n)
        for _ in 0..<n {
            let name = try r.text()
            guard let version = SyncVersion(utf8: try r.chunk()) else { throw damaged }
            out[name] = SyncStamped(try r.value(), version)
        }
        return out
    }

    static let damaged = LiftError(.corrupt, "the store's sync state is damaged")

    private static func number(_ n: Int, _ out: inout [UInt8]) {
        decimal(UInt64(n), &out)
        out.append(58)   // ':'
    }

    /// Digits as `String(n)` spells them, written without making the string.
    private static func decimal(_ n: UInt64, _ out: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { buf in
            let end = SyncDecimal.write(n, into: buf, at: 0)
            out.append(contentsOf: UnsafeBufferPointer(rebasing: buf[0..<end]))
        }
    }

    private static func text(_ s: String, _ out: inout [UInt8]) {
        number(s.utf8.count, &out)
        out.append(contentsOf: s.utf8)
    }

    private static func text(bytes: UnsafeBufferPointer<UInt8>, _ out: inout [UInt8]) {
        number(bytes.count, &out)
        out.append(contentsOf: bytes)
    }

    /// A number as a length-prefixed decimal text.
    private static func text(decimal n: UInt64, negative: Bool = false, _ out: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 21) { buf in
            var start = 0
            if negative {
                buf[0] = UInt8(ascii: "-")
                start = 1
            }
            let end = SyncDecimal.write(n, into: buf, at: start)
            text(bytes: UnsafeBufferPointer(rebasing: buf[0..<end]), &out)
        }
    }

    private static func value(_ v: SyncValue, _ out: inout [UInt8]) {
        switch v {
        case .null: out.append(110)   // n
        case .int(let i): out.append(105); text(decimal: i.magnitude, negative: i < 0, &out)   // i
        case .double(let d): out.append(100); text(decimal: d.bitPattern, &out)   // d
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

        mutating func chunk() throws -> UnsafeRawBufferPointer {
            let n = try number()
            guard n <= bytes.count - at else { throw damaged }
            defer { at += n }
            return UnsafeRawBufferPointer(rebasing: bytes[at..<(at + n)])
        }

        mutating func text() throws -> String { String(decoding: try chunk(), as: UTF8.self) }

        /// A decimal text as `Int64(_:)` / `UInt64(_:)` read it (an optional `-` for a signed one).
        mutating func integer(signed: Bool) throws -> (negative: Bool, magnitude: UInt64) {
            var digits = try chunk()
            let negative = signed && digits.first == UInt8(ascii: "-")
            if negative { digits = UnsafeRawBufferPointer(rebasing: digits.dropFirst()) }
            guard !digits.isEmpty else { throw damaged }
            var n: UInt64 = 0
            for b in digits {
                guard b >= 48, b <= 57 else { throw damaged }
                let (times, o1) = n.multipliedReportingOverflow(by: 10)
                let (sum, o2) = times.addingReportingOverflow(UInt64(b - 48))
                guard !o1, !o2 else { throw damaged }
                n = sum
            }
            return (negative, n)
        }

        mutating func value(depth: Int = 0) throws -> SyncValue {
            switch try byte() {
            case 110: return .null
            case 105:
                let (negative, magnitude) = try integer(signed: true)
                if negative {
                    guard magnitude <= UInt64(Int64.max) + 1 else { throw damaged }
                    return .int(magnitude == UInt64(Int64.max) + 1 ? .min : -Int64(magnitude))
                }
                guard magnitude <= UInt64(Int64.max) else { throw damaged }
                return .int(Int64(magnitude))
            case 100:
                return .double(Double(bitPattern: try integer(signed: false).magnitude))
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
