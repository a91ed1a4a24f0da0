import LiftCore

/// Tests write a location as the wire spells it (`"items[0].date"`, `"csv line 3"`); it is read
/// into its steps here, so an assertion still compares the structure a use case threw.
extension Location: ExpressibleByStringLiteral {
    public init(stringLiteral wire: String) {
        var steps = [Step]()
        for segment in wire.split(separator: ".", omittingEmptySubsequences: false) {
            var rest = Substring(segment)
            var lineNumber: Int?
            if let range = rest.range(of: " line ") {
                lineNumber = Int(rest[range.upperBound...])
                rest = rest[..<range.lowerBound]
            }
            let name = rest.prefix { $0 != "[" }
            steps.append(.key(String(name)))
            var indexes = rest.dropFirst(name.count)
            while indexes.first == "[", let close = indexes.firstIndex(of: "]") {
                steps.append(.index(Int(indexes[indexes.index(after: indexes.startIndex)..<close]) ?? -1))
                indexes = indexes[indexes.index(after: close)...]
            }
            if let lineNumber { steps.append(.line(lineNumber)) }
        }
        self.init(steps)
    }
}
