#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// JSONBytes' numbers: integers and fixed places formatted with integer arithmetic straight into
/// the buffer (no printf for the numbers a route is made of), and reals as jansson's dump writes them.
extension JSONBytes {
    /// A real as jansson's dump writes it with the tree writer's 15 significant digits (`%.15g`,
    /// a `.0` added to what would read as an integer, the exponent without `+` or leading
    /// zeros), so a member written here reads the same as the tree's. Not finite: null.
    public mutating func real(_ v: Double) {
        guard v.isFinite else { return null() }
        var text = [CChar](repeating: 0, count: 32)
        let n = withVaList([v]) { vsnprintf(&text, text.count, "%.15g", $0) }
        guard n > 0, n < text.count else { return null() }
        var out = text[0..<Int(n)].map { UInt8(bitPattern: $0) }
        if !out.contains(UInt8(ascii: ".")) && !out.contains(UInt8(ascii: "e")) { out += [UInt8(ascii: "."), UInt8(ascii: "0")] }
        if let e = out.firstIndex(of: UInt8(ascii: "e")) {
            // "1e+20" -> "1e20", "1e-05" -> "1e-5": a sign of + and the zeros after the sign go.
            var start = e + 1, end = e + 2
            if out.indices.contains(start) && out[start] == UInt8(ascii: "-") { start += 1 }
            while end < out.count - 1 && out[end] == UInt8(ascii: "0") { end += 1 }
            if start < end { out.removeSubrange(start..<end) }
        }
        out.withUnsafeBufferPointer { append($0.baseAddress, $0.count) }
    }

    public mutating func integer(_ v: Int) { integer(Int64(v)) }

    public mutating func integer(_ v: Int64) {
        // Most integers of an answer are small and not negative (bearings, indices): their
        // digits go in as one word, with no branch on how many there are.
        if UInt64(bitPattern: v) < 10_000 {
            guard count &+ 4 <= capacity || reserve(4), let base else { return }
            let (text, digits) = Self.fourDigits(UInt64(bitPattern: v))
            UnsafeMutableRawPointer(base + count).storeBytes(of: UInt32(truncatingIfNeeded: text).littleEndian, as: UInt32.self)
            count &+= digits
            return
        }
        let m = v.magnitude, sign = v < 0 ? 1 : 0
        let n = sign &+ Self.digitCount(m)
        guard count &+ n <= capacity || reserve(n), let base else { return }
        if sign == 1 { base[count] = UInt8(ascii: "-") }
        Self.digits(m, count: n &- sign, endingAt: base + (count &+ n))
        count &+= n
    }

    /// `v` rounded to `decimals` places (0...9), trailing zeros dropped but one kept after the
    /// point (`1523.4`, `12.0`, `24.9384`), as a JSON real. Not finite, or too large to scale into
    /// 53 bits exactly (|v| * 10^decimals >= 2^53): written as null, as the tree writer does for
    /// non-finite values.
    @inline(__always) public mutating func fixed(_ v: Double, decimals: Int) {
        // The places answers use most (0.1 m and s, 6-decimal degrees) get their own copy with
        // the scale a constant: its divisions become multiplications. A function of its own
        // each: inlined both into one, the compiler kept one copy and divided by a variable.
        // Inlined itself, so a call site with constant places calls its copy directly.
        switch decimals {
        case 1: fixedTenths(v)
        case 6: fixedMillionths(v)
        default: fixedAnyPlaces(v, decimals)
        }
    }

    @inline(never) private mutating func fixedAnyPlaces(_ v: Double, _ decimals: Int) {
        let d = min(max(decimals, 0), 9)
        fixed(v, places: d, scale: Self.powerOfTen(d))
    }

    @inline(never) private mutating func fixedTenths(_ v: Double) { fixed(v, places: 1, scale: 10) }

    @inline(never) private mutating func fixedMillionths(_ v: Double) { fixed(v, places: 6, scale: 1_000_000) }

    @inline(__always) private mutating func fixed(_ v: Double, places d: Int, scale: UInt64) {
        let x = v * Double(scale)
        // Not finite fails this too (NaN compares false).
        guard x.magnitude < 9_007_199_254_740_992 else { return null() }
        // Rounded half away from zero, as `rounded()` does, without its libm call: the conversion
        // truncates (one instruction) and x minus its truncation is exact below 2^53.
        var n = Int64(x)
        let rest = x - Double(n)
        // Twice the rest (exact) truncates to 1, 0 or -1 exactly where the half rounds away from
        // zero: no branch on it, which went either way at random and was mispredicted half the time.
        n &+= Int64(rest * 2)
        let m = n.magnitude
        // The text's length is known before a byte is written, so the digits go straight into
        // the answer, backwards from its end, with no scratch buffer and no copy.
        let whole = m / scale
        var fraction = m % scale, places = max(d, 1)
        let sign = n < 0 ? 1 : 0   // what rounds to zero prints as 0.0
        if d == 1 && whole < 10_000 {
            // Tenths of up to four whole digits (a step's metres and seconds): whole digits, point
            // and tenth as one word, with no branch on how many digits there are.
            let (text, digits) = Self.fourDigits(whole)
            guard count &+ sign &+ 8 <= capacity || reserve(sign &+ 8), let base else { return }
            if sign == 1 { base[count] = UInt8(ascii: "-") }
            let word = text | (UInt64(UInt8(ascii: ".")) | (fraction &+ 48) << 8) << UInt64(8 &* digits)
            UnsafeMutableRawPointer(base + (count &+ sign)).storeBytes(of: word.littleEndian, as: UInt64.self)
            count &+= sign &+ digits &+ 2
            return
        }
        while places > 1 && fraction % 10 == 0 {
            fraction /= 10
            places &-= 1
        }
        let wholeDigits = Self.digitCount(whole)
        let length = sign &+ wholeDigits &+ 1 &+ places
        guard count &+ length <= capacity || reserve(length), let base else { return }
        let end = base + (count &+ length)
        Self.digits(fraction, count: places, endingAt: end)
        (end - (places &+ 1)).pointee = UInt8(ascii: ".")
        Self.digits(whole, count: wholeDigits, endingAt: end - (places &+ 1))
        if sign == 1 { base[count] = UInt8(ascii: "-") }
        count &+= length
    }

    /// 10^d for d in 0...9.
    private static func powerOfTen(_ d: Int) -> UInt64 {
        switch d {
        case 0: 1
        case 1: 10
        case 2: 100
        case 3: 1_000
        case 4: 10_000
        case 5: 100_000
        case 6: 1_000_000
        case 7: 10_000_000
        case 8: 100_000_000
        default: 1_000_000_000
        }
    }

    /// How many decimal digits `v` has (1 for 0).
    @inline(__always) private static func digitCount(_ v: UInt64) -> Int {
        // Most numbers of an answer have up to four digits: told apart without a division.
        if v < 10_000 { return v < 100 ? (v < 10 ? 1 : 2) : (v < 1_000 ? 3 : 4) }
        var n = 1, v = v
        while v >= 100 {
            v /= 100
            n &+= 2
        }
        return v >= 10 ? n &+ 1 : n
    }

    /// `v` (below 10^4) as ASCII digits in the word's low bytes, the first digit lowest, and how
    /// many there are: split into two pairs, and the pairs into digits side by side in 16-bit
    /// lanes (a multiply by 103 and a shift divide a lane below 100 by 10 exactly). The leading
    /// zeros are the word's lowest zero bytes, counted without a branch (compared one by one,
    /// the compiler branches on each, and a number's length varies at random).
    @inline(__always) static func fourDigits(_ v: UInt64) -> (text: UInt64, count: Int) {
        let high = v / 100
        var x = high | (v &- high &* 100) << 16
        let tens = (x &* 103) &>> 10 & 0x000F_000F
        x = tens | (x &- tens &* 10) << 8
        let count = 4 &- min(x.trailingZeroBitCount &>> 3, 3)
        return ((x | 0x3030_3030) &>> UInt64(8 &* (4 &- count)), count)
    }

    /// "00" to "99": two digits per division, half the divisions of one at a time.
    private static var digitPairs: StaticString {
        "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"
    }

    /// Writes `v`'s last `count` digits (leading zeros when it has fewer) ending before `end`.
    @inline(__always) private static func digits(_ v: UInt64, count: Int, endingAt end: UnsafeMutablePointer<UInt8>) {
        // Five to eight digits (a coordinate's six places): two halves of four, each from `v`
        // directly, so the two chains of divisions run side by side, each half as long.
        if count > 4 && count <= 8 {
            digitRun(v % 10_000, count: 4, endingAt: end)
            digitRun(v / 10_000, count: count &- 4, endingAt: end - 4)
        } else {
            digitRun(v, count: count, endingAt: end)
        }
    }

    @inline(__always) private static func digitRun(_ v: UInt64, count: Int, endingAt end: UnsafeMutablePointer<UInt8>) {
        let pairs = digitPairs.utf8Start
        var p = end, left = count, v = v
        while left >= 2 {
            let i = Int(truncatingIfNeeded: v % 100) &* 2
            v /= 100
            p -= 2
            p[0] = pairs[i]
            p[1] = pairs[i &+ 1]
            left &-= 2
        }
        if left == 1 {
            p -= 1
            p[0] = UInt8(truncatingIfNeeded: v % 10) &+ 48
        }
    }
}
