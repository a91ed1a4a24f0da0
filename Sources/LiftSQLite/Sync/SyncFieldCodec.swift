import LiftCore

/// The stored form of a record's synced fields (the `fields` and `sync_state` columns):
/// length-prefixed and self-delimiting, read back exactly (doubles by bit pattern). Internal to the
/// store; the wire form is LiftJSON's.
///
/// Written: `v`, the version most fields share, the count, then per field its name, `=` when it
/// has that version (else its own), and its value. Fields mostly share one version, so each row
/// holds it once instead of once per field. Still read: the earlier form, the count first and
/// every field's version spelt (stores made before store step sync 4 hold it).
enum SyncFieldCodec {
    static func encode(_ fields: [String: SyncStamped]) -> [UInt8] {
        let n = fields.count
        guard n > 0 else { return [48, 58] }   // "0:"
        // Every change applied stores one: its fields put in name order on the stack (an
        // insertion sort: a record has a handful), the versions apart (plain values, read
        // without copying a field), written in place into a buffer sized once.
        return withUnsafeTemporaryAllocation(of: (name: String, value: SyncValue).self, capacity: n) { entries in
            withUnsafeTemporaryAllocation(of: SyncVersion.self, capacity: n) { versions in
                guard let base = entries.baseAddress, let stamps = versions.baseAddress else { return [] }
                var count = 0
                var bound = 104
                var shared: SyncVersion?
                var allShared = true
                for (name, f) in fields {
                    bound += 24 + name.utf8.count + 80 + Self.bound(f.value)
                    if shared == nil { shared = f.version } else if shared != f.version { allShared = false }
                    var at = count
                    while at > 0, name < base[at - 1].name {
                        (base + at).moveInitialize(from: base + at - 1, count: 1)
                        stamps[at] = stamps[at - 1]
                        at -= 1
                    }
                    (base + at).initialize(to: (name, f.value))
                    stamps[at] = f.version
                    count += 1
                }
                defer { base.deinitialize(count: count) }
                let common = allShared ? shared : Self.common(UnsafeBufferPointer(start: stamps, count: count))
                return [UInt8](unsafeUninitializedCapacity: bound) { buf, written in
                    var w = Writer(buf: buf)
                    if let common {
                        w.byte(118)   // v
                        w.version(common)
                    }
                    w.number(count)
                    for k in 0..<count {
                        w.text(base[k].name)
                        if stamps[k] == common {
                            w.byte(61)   // =
                        } else {
                            w.version(stamps[k])
                        }
                        w.value(base[k].value)
                    }
                    written = w.at
                }
            }
        }
    }

    /// The version most fields have (the later on a tie), nil for no field.
    private static func common(_ versions: UnsafeBufferPointer<SyncVersion>) -> SyncVersion? {
        var best: SyncVersion?
        var bestCount = 0
        for (i, version) in versions.enumerated() where best != version {
            var n = 1
            for other in versions[(i + 1)...] where other == version { n += 1 }
            if n > bestCount || (n == bestCount && best.map { version > $0 } ?? true) {
                best = version
                bestCount = n
            }
        }
        return best
    }

    /// The most bytes `value` takes.
    private static func bound(_ v: SyncValue) -> Int {
        switch v {
        case .null: return 1
        case .int, .double: return 48
        case .text(let s): return 24 + s.utf8.count
        case .rows(let rows):
            var n = 24
            for row in rows {
                n += 24
                for e in row { n += 24 + e.name.utf8.count + bound(e.value) }
            }
            return n
        }
    }

    static func decode(_ bytes: UnsafeRawBufferPointer) throws -> [String: SyncStamped] {
        var r = Reader(bytes: bytes)
        var common: SyncVersion?
        if bytes.first == 118 {   // v
            r.at = 1
            guard let v = SyncVersion(utf8: try r.chunk()) else { throw damaged }
            common = v
        }
        let n = try r.number()
        guard n <= bytes.count else { throw damaged }
        var out = [String: SyncStamped](minimumCapacity: n)
        for _ in 0..<n {
            let name = try r.text()
            let version: SyncVersion
            if let common, r.at < bytes.count, bytes[r.at] == 61 {   // =
                r.at += 1
                version = common
            } else {
                guard let v = SyncVersion(utf8: try r.chunk()) else { throw damaged }
                version = v
            }
            out[name] = SyncStamped(try r.value(), version)
        }
        return out
    }

    static let damaged = LiftError(.corrupt, "the store's sync state is damaged")

    /// Writes into a buffer `encode` sized for all it writes.
    private struct Writer {
        let buf: UnsafeMutableBufferPointer<UInt8>
        var at = 0

        mutating func byte(_ b: UInt8) {
            buf[at] = b
            at += 1
        }

        /// A count or length: its decimal digits and ':'.
        mutating func number(_ n: Int) {
            // Mostly one digit (a name's length, a record's field count).
            if n >= 0, n < 10 {
                buf[at] = UInt8(truncatingIfNeeded: n) &+ 48
                buf[at + 1] = 58   // ':'
                at += 2
                return
            }
            at = SyncDecimal.write(UInt64(n), into: buf, at: at)
            byte(58)   // ':'
        }

        mutating func bytes(_ p: UnsafeBufferPointer<UInt8>) {
            number(p.count)
            guard let src = p.baseAddress, let dst = buf.baseAddress, p.count > 0 else { return }
            (dst + at).update(from: src, count: p.count)
            at += p.count
        }

        mutating func text(_ s: String) {
            // Read in place (native and small strings); only a bridged string is copied.
            if s.utf8.withContiguousStorageIfAvailable({ bytes($0) }) != nil { return }
            var s = s
            s.withUTF8 { bytes($0) }
        }

        /// "<ms>.<counter>.<site>", whose length (34 to 74 bytes) always takes two digits.
        mutating func version(_ v: SyncVersion) {
            let start = at
            var n = SyncDecimal.write(v.ms, into: buf, at: start + 3)
            buf[n] = 46   // '.'
            n = SyncDecimal.write(v.counter, into: buf, at: n + 1)
            buf[n] = 46
            n = v.siteID.write(into: buf, at: n + 1)
            let length = n - start - 3
            buf[start] = UInt8(truncatingIfNeeded: length / 10) &+ 48
            buf[start + 1] = UInt8(truncatingIfNeeded: length % 10) &+ 48
            buf[start + 2] = 58
            at = n
        }

        /// A number as a length-prefixed decimal text, its digits written in place once their
        /// count is known.
        mutating func decimal(_ n: UInt64, negative: Bool = false) {
            var digits = 1
            var limit: UInt64 = 10
            while digits < 20, n >= limit {
                digits += 1
                limit = limit &* 10
            }
            number(digits + (negative ? 1 : 0))
            if negative { byte(45) }   // -
            at = SyncDecimal.write(n, into: buf, at: at)
        }

        mutating func value(_ v: SyncValue) {
            switch v {
            case .null: byte(110)   // n
            case .int(let i): byte(105); decimal(i.magnitude, negative: i < 0)   // i
            case .double(let d): byte(100); decimal(d.bitPattern)   // d
            case .text(let s): byte(116); text(s)   // t
            case .rows(let rows):   // r
                byte(114)
                number(rows.count)
                for row in rows {
                    number(row.count)
                    for e in row {
                        text(e.name)
                        value(e.value)
                    }
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
