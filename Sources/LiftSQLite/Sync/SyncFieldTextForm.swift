import LiftCore

/// The text form of a stored state, as builds before the binary form (`SyncFieldCodec`) wrote
/// it; still read, never written: states stay in that form until their record next changes.
///
/// `v`, the version most fields share, the count, then per field its name, `=` when it has that
/// version (else its own), and its value; or the earlier form, the count first and every field's
/// version spelt (stores made before store step sync 4 hold it). Every part is length-prefixed
/// decimal text, doubles by the decimal of their bit pattern.
enum SyncFieldTextForm {
    static func decode(_ bytes: UnsafeRawBufferPointer) throws -> [String: SyncStamped] {
        var r = Reader(bytes: bytes)
        var common: SyncVersion?
        if bytes.first == 118 {   // v
            r.at = 1
            guard let v = SyncVersion(utf8: try r.chunk()) else { throw SyncFieldCodec.damaged }
            common = v
        }
        let n = try r.number()
        guard n <= bytes.count else { throw SyncFieldCodec.damaged }
        var out = [String: SyncStamped](minimumCapacity: n)
        for _ in 0..<n {
            let name = try r.text()
            let version: SyncVersion
            if let common, r.at < bytes.count, bytes[r.at] == 61 {   // =
                r.at += 1
                version = common
            } else {
                guard let v = SyncVersion(utf8: try r.chunk()) else { throw SyncFieldCodec.damaged }
                version = v
            }
            out[name] = SyncStamped(try r.value(), version)
        }
        return out
    }

    private struct Reader {
        let bytes: UnsafeRawBufferPointer
        var at = 0

        mutating func byte() throws -> UInt8 {
            guard at < bytes.count else { throw SyncFieldCodec.damaged }
            defer { at += 1 }
            return bytes[at]
        }

        mutating func number() throws -> Int {
            var n = 0
            var digits = 0
            while true {
                let b = try byte()
                if b == 58 { break }
                guard b >= 48, b <= 57, digits < 12 else { throw SyncFieldCodec.damaged }
                n = n * 10 + Int(b - 48)
                digits += 1
            }
            guard digits > 0 else { throw SyncFieldCodec.damaged }
            return n
        }

        mutating func chunk() throws -> UnsafeRawBufferPointer {
            let n = try number()
            guard n <= bytes.count - at else { throw SyncFieldCodec.damaged }
            defer { at += n }
            return UnsafeRawBufferPointer(rebasing: bytes[at..<(at + n)])
        }

        mutating func text() throws -> String { String(decoding: try chunk(), as: UTF8.self) }

        /// A decimal text as `Int64(_:)` / `UInt64(_:)` read it (an optional `-` for a signed one).
        mutating func integer(signed: Bool) throws -> (negative: Bool, magnitude: UInt64) {
            var digits = try chunk()
            let negative = signed && digits.first == UInt8(ascii: "-")
            if negative { digits = UnsafeRawBufferPointer(rebasing: digits.dropFirst()) }
            guard !digits.isEmpty else { throw SyncFieldCodec.damaged }
            var n: UInt64 = 0
            for b in digits {
                guard b >= 48, b <= 57 else { throw SyncFieldCodec.damaged }
                let (times, o1) = n.multipliedReportingOverflow(by: 10)
                let (sum, o2) = times.addingReportingOverflow(UInt64(b - 48))
                guard !o1, !o2 else { throw SyncFieldCodec.damaged }
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
                    guard magnitude <= UInt64(Int64.max) + 1 else { throw SyncFieldCodec.damaged }
                    return .int(magnitude == UInt64(Int64.max) + 1 ? .min : -Int64(magnitude))
                }
                guard magnitude <= UInt64(Int64.max) else { throw SyncFieldCodec.damaged }
                return .int(Int64(magnitude))
            case 100:
                return .double(Double(bitPattern: try integer(signed: false).magnitude))
            case 116: return .text(try text())
            case 114:
                guard depth < 4 else { throw SyncFieldCodec.damaged }
                let count = try number()
                guard count <= bytes.count - at else { throw SyncFieldCodec.damaged }
                var rows = [[SyncEntry]]()
                for _ in 0..<count {
                    let width = try number()
                    guard width <= bytes.count - at else { throw SyncFieldCodec.damaged }
                    var row = [SyncEntry]()
                    for _ in 0..<width { row.append(SyncEntry(try text(), try value(depth: depth + 1))) }
                    rows.append(row)
                }
                return .rows(rows)
            default: throw SyncFieldCodec.damaged
            }
        }
    }
}
