import LiftCore

/// Folding and NFC for the rules' tests, from Swift's own Unicode properties: lowercased with
/// default-ignorables dropped, and one decomposition (e + U+0301) composed. The real tables are
/// utf8proc's, tested in LiftTextTests.
final class TextSpy: UnicodeText, @unchecked Sendable {
    var nfcCalls = 0
    func nfkcCasefold(_ text: String) -> String? {
        let kept = text.unicodeScalars.filter { !$0.properties.isDefaultIgnorableCodePoint }
        return Self.composed(String(String.UnicodeScalarView(kept)).lowercased())
    }
    func properties(of scalar: Unicode.Scalar) -> ScalarProperties {
        var out: ScalarProperties = []
        if scalar.properties.isDefaultIgnorableCodePoint { out.insert(.defaultIgnorable) }
        if scalar.properties.isBidiControl { out.insert(.bidiControl) }
        if scalar.properties.generalCategory == .unassigned { out.insert(.unassigned) }
        if scalar.properties.generalCategory == .control { out.insert(.control) }
        return out
    }
    func withNFC<R>(_ secret: SecretBytes, _ body: (SecretBytes?) throws -> R) rethrows -> R {
        nfcCalls += 1
        let typed = (secret as? Pw)?.text ?? ""
        let nfc = Self.composed(typed)
        return try body(Array(nfc.utf8) == Array(typed.utf8) ? nil : Pw(nfc))
    }
    /// Byte-wise, as NFC is: Swift's String == would call the two forms equal.
    static func composed(_ s: String) -> String {
        var scalars = String.UnicodeScalarView()
        for u in s.unicodeScalars {
            if u == "\u{301}", let last = scalars.last, last == "e" {
                scalars.removeLast(); scalars.append("\u{E9}")
            } else {
                scalars.append(u)
            }
        }
        return String(scalars)
    }
}
