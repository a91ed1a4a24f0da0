/// Names compared the way users expect: trimmed, case-insensitive (Unicode lowercase).
public enum NameKey {
    public static func of(_ name: String) -> String { trimmed(name).lowercased() }

    public static func trimmed(_ s: String) -> String {
        // Most names start and end with a printable ASCII character other than space: nothing to
        // trim, and walking Characters (grapheme breaking, Unicode properties) was a fifth of a
        // one-exercise save. Exact: such a scalar is never whitespace, and no whitespace scalar
        // joins the grapheme of an ASCII printable (only Prepend scalars join a following one).
        if let first = s.utf8.first, let last = s.utf8.last, isPrintableNonSpace(first), isPrintableNonSpace(last) {
            return s
        }
        var view = Substring(s)
        while let f = view.first, f.isWhitespace { view.removeFirst() }
        while let l = view.last, l.isWhitespace { view.removeLast() }
        return String(view)
    }

    private static func isPrintableNonSpace(_ byte: UInt8) -> Bool { byte > 0x20 && byte < 0x7F }
}
