import CUTF8Proc
import Glibc
import LiftCore

/// UnicodeText through utf8proc (Debian's libutf8proc): UAX #15 normalisation and the code
/// point tables of the Unicode version utf8proc was built with (15.0 for utf8proc 2.8).
public struct UTF8ProcText: UnicodeText {
    public init() {}

    public func nfkcCasefold(_ text: String) -> String? {
        // utf8proc_NFKC_Casefold's options, without NULLTERM: Swift strings carry their length.
        let options = Self.options(UTF8PROC_STABLE, UTF8PROC_COMPOSE, UTF8PROC_COMPAT, UTF8PROC_CASEFOLD, UTF8PROC_IGNORE)
        var text = text
        return text.withUTF8 { utf8 -> String? in
            guard let base = utf8.baseAddress, utf8.count > 0 else { return "" }
            var mapped: UnsafeMutablePointer<utf8proc_uint8_t>?
            let length = utf8proc_map(base, utf8.count, &mapped, options)
            defer { free(mapped) }
            guard length >= 0, let mapped else { return nil }
            return String(decoding: UnsafeBufferPointer(start: mapped, count: length), as: UTF8.self)
        }
    }

    public func properties(of scalar: Unicode.Scalar) -> ScalarProperties {
        guard let p = utf8proc_get_property(Int32(bitPattern: scalar.value)) else { return .unassigned }
        var out: ScalarProperties = []
        if p.pointee.ignorable != 0 { out.insert(.defaultIgnorable) }
        if Self.bidiControls.contains(scalar.value) || Self.explicitBidiClasses.contains(Int32(p.pointee.bidi_class)) {
            out.insert(.bidiControl)
        }
        let category = Int32(p.pointee.category)
        if category == Int32(UTF8PROC_CATEGORY_CN.rawValue) { out.insert(.unassigned) }
        if category == Int32(UTF8PROC_CATEGORY_CC.rawValue) { out.insert(.control) }
        return out
    }

    public func withNFC<R>(_ secret: SecretBytes, _ body: (SecretBytes?) throws -> R) rethrows -> R {
        let options = Self.options(UTF8PROC_STABLE, UTF8PROC_COMPOSE)
        // Decomposed into a buffer of our own (utf8proc_map's malloc copy could not be wiped).
        let needed = secret.withUnsafeBytes { raw -> Int in
            guard let base = raw.baseAddress, raw.count > 0 else { return 0 }
            return utf8proc_decompose(base.assumingMemoryBound(to: utf8proc_uint8_t.self), raw.count, nil, 0, options)
        }
        // Empty, or not UTF-8 (the JSON reader never lets that through): used as given.
        guard needed > 0, needed < Int.max / 8 else { return try body(nil) }
        // One code point more than decomposed: reencode writes UTF-8 and a NUL in place.
        let capacity = needed + 1
        let buffer = UnsafeMutablePointer<utf8proc_int32_t>.allocate(capacity: capacity)
        buffer.initialize(repeating: 0, count: capacity)
        defer {
            lift_utf8proc_wipe(buffer, capacity * MemoryLayout<utf8proc_int32_t>.stride)
            buffer.deallocate()
        }
        let decomposed = secret.withUnsafeBytes { raw -> Int in
            guard let base = raw.baseAddress else { return -1 }
            return utf8proc_decompose(base.assumingMemoryBound(to: utf8proc_uint8_t.self), raw.count, buffer, needed, options)
        }
        guard decomposed >= 0, decomposed <= needed else { return try body(nil) }
        let length = utf8proc_reencode(buffer, decomposed, options)
        guard length >= 0, length < capacity * MemoryLayout<utf8proc_int32_t>.stride else { return try body(nil) }
        let nfc = UnsafeRawBufferPointer(start: UnsafeRawPointer(buffer), count: length)
        if secret.withUnsafeBytes({ $0.elementsEqual(nfc) }) { return try body(nil) }
        return try body(BorrowedSecret(nfc))
    }

    /// Bidi_Control (PropList.txt) outside the explicit embedding classes: ALM, LRM, RLM.
    private static let bidiControls: Set<UInt32> = [0x061C, 0x200E, 0x200F]
    private static let explicitBidiClasses: Set<Int32> = Set([
        UTF8PROC_BIDI_CLASS_LRE, UTF8PROC_BIDI_CLASS_LRO, UTF8PROC_BIDI_CLASS_RLE, UTF8PROC_BIDI_CLASS_RLO,
        UTF8PROC_BIDI_CLASS_PDF, UTF8PROC_BIDI_CLASS_LRI, UTF8PROC_BIDI_CLASS_RLI, UTF8PROC_BIDI_CLASS_FSI,
        UTF8PROC_BIDI_CLASS_PDI,
    ].map { Int32($0.rawValue) })

    private static func options(_ flags: utf8proc_option_t...) -> utf8proc_option_t {
        utf8proc_option_t(rawValue: flags.reduce(0) { $0 | $1.rawValue })
    }
}

/// Bytes lent for the length of one call; the lender wipes them.
private final class BorrowedSecret: SecretBytes {
    let bytes: UnsafeRawBufferPointer
    init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }
    var count: Int { bytes.count }
    func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R { try body(bytes) }
}
