/// Names compared the way users expect: trimmed, case-insensitive (Unicode lowercase).
public enum NameKey {
    public static func of(_ name: String) -> String { trimmed(name).lowercased() }

    public static func trimmed(_ s: String) -> String {
        var view = Substring(s)
        while let f = view.first, f.isWhitespace { view.removeFirst() }
        while let l = view.last, l.isWhitespace { view.removeLast() }
        return String(view)
    }
}
