/// Infrastructure port: the Unicode data the account rules need, from a Unicode library in
/// production (utf8proc). It holds the tables (UAX #15 normalisation, code point properties);
/// what is refused and what is compared stays in `AccountRules`.
public protocol UnicodeText: Sendable {
    /// NFKC_Casefold: compatibility forms mapped, case folded, default-ignorable code points
    /// removed, composed. nil when the library cannot map the text.
    func nfkcCasefold(_ text: String) -> String?
    /// What the library's tables say about one code point.
    func properties(of scalar: Unicode.Scalar) -> ScalarProperties
    /// Lends `secret` in NFC to `body`, or nil when NFC changes none of its bytes. The normalised
    /// copy is wiped when `body` returns, as the caller's own secret buffer is.
    func withNFC<R>(_ secret: SecretBytes, _ body: (SecretBytes?) throws -> R) rethrows -> R
}

/// The properties usernames are checked against.
public struct ScalarProperties: OptionSet, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Default_Ignorable_Code_Point: drawn as nothing (U+200B, U+00AD, variation selectors...).
    public static let defaultIgnorable = ScalarProperties(rawValue: 1 << 0)
    /// Bidi_Control: reorders the text around it (U+202E, U+2066...).
    public static let bidiControl = ScalarProperties(rawValue: 1 << 1)
    /// General category Cn: not assigned in the library's Unicode version (noncharacters too).
    public static let unassigned = ScalarProperties(rawValue: 1 << 2)
    /// General category Cc: C0 and C1 controls, DEL.
    public static let control = ScalarProperties(rawValue: 1 << 3)
}
