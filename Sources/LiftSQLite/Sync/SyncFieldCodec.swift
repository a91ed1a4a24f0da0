import LiftCore

/// The stored form of a record's synced fields (the `sync_state` and `sync_record.fields`
/// columns), read back exactly. Internal to the store; the wire form is LiftJSON's.
///
/// Written in binary, since every applied change stores one in its row and its size is most of
/// the row (the pages a batch writes, and checkpoints, grow with it):
///
///     0x01, the shared version, the field count, then per field by name:
///         the name, a version tag (0: the shared version; 1: ms, counter, the shared site;
///         2: ms, counter, site), the value
///     version: ms and counter as unsigned LEB128, the site as 16 bytes, its high half first
///     value: `n` | `i` zigzag LEB128 | `d` the bit pattern, 8 bytes little-endian |
///            `t` length, UTF-8 | `r` row count, per row its width and (name, value) entries
///     name: length, UTF-8
///
/// The shared version is the one most fields have, so a record written at once spells it once.
/// No fields is "0:". States written by earlier builds are in the text form (`SyncFieldTextForm`),
/// still read.
enum SyncFieldCodec {
    static let binaryForm: UInt8 = 1

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
                var bound = 64
                var shared: SyncVersion?
                var allShared = true
                for (name, f) in fields {
                    bound += 48 + name.utf8.count + Self.bound(f.value)
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
                let stampsRead = UnsafeBufferPointer(start: stamps, count: count)
                guard let common = allShared ? shared : Self.common(stampsRead) else { return [48, 58] }
                return [UInt8](unsafeUninitializedCapacity: bound) { buf, written in
                    var w = Writer(buf: buf)
                    w.byte(binaryForm)
                    w.version(common)
                    w.varint(UInt64(count))
                    for k in 0..<count {
                        w.text(base[k].name)
                        let v = stamps[k]
                        if v == common {
                            w.byte(0)
                        } else if v.siteID == common.siteID {
                            w.byte(1)
                            w.varint(UInt64(bitPattern: v.ms))
                            w.varint(UInt64(bitPattern: v.counter))
                        } else {
                            w.byte(2)
                            w.version(v)
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
        case .int, .double: return 11
        case .text(let s): return 11 + s.utf8.count
        case .rows(let rows):
            var n = 11
            for row in rows {
                n += 10
                for e in row { n += 10 + e.name.utf8.count + bound(e.value) }
            }
            return n
        }
    }

    static func decode(_ bytes: UnsafeRawBufferPointer) throws -> [String: SyncStamped] {
        guard bytes.first == binaryForm else { return try SyncFieldTextForm.decode(bytes) }
        var r = SyncFieldBinaryReader(bytes: bytes, at: 1)
        let common = try r.version()
        let n = try r.count()
        var out = [String: SyncStamped](minimumCapacity: n)
        for _ in 0..<n {
            let name = try r.text()
            let version: SyncVersion
            switch try r.byte() {
            case 0: version = common
            case 1: version = SyncVersion(ms: try r.signed(), counter: try r.signed(), site: common.siteID)
            case 2: version = try r.version()
            default: throw damaged
            }
            out[name] = SyncStamped(try r.value(), version)
        }
        guard r.at == bytes.count else { throw damaged }
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

        /// Unsigned LEB128: seven bits a byte, the lowest first, the top bit set on all but the last.
        mutating func varint(_ n: UInt64) {
            var v = n
            while v >= 0x80 {
                buf[at] = UInt8(truncatingIfNeeded: v) | 0x80
                at += 1
                v >>= 7
            }
            buf[at] = UInt8(truncatingIfNeeded: v)
            at += 1
        }

        mutating func bytes(_ p: UnsafeBufferPointer<UInt8>) {
            varint(UInt64(p.count))
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

        mutating func word(_ w: UInt64) {
            guard let base = buf.baseAddress else { return }
            UnsafeMutableRawPointer(base + at).storeBytes(of: w, as: UInt64.self)
            at += 8
        }

        mutating func version(_ v: SyncVersion) {
            varint(UInt64(bitPattern: v.ms))
            varint(UInt64(bitPattern: v.counter))
            word(v.siteID.high.bigEndian)
            word(v.siteID.low.bigEndian)
        }

        mutating func value(_ v: SyncValue) {
            switch v {
            case .null: byte(110)   // n
            case .int(let i): byte(105); varint(UInt64(bitPattern: (i << 1) ^ (i >> 63)))   // i, zigzag
            case .double(let d): byte(100); word(d.bitPattern.littleEndian)   // d
            case .text(let s): byte(116); text(s)   // t
            case .rows(let rows):   // r
                byte(114)
                varint(UInt64(rows.count))
                for row in rows {
                    varint(UInt64(row.count))
                    for e in row {
                        text(e.name)
                        value(e.value)
                    }
                }
            }
        }
    }
}
