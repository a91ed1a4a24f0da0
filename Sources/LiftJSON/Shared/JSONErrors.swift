import LiftCore

extension LiftError {
    /// `{"error":{"status":..,"code":..,"message":..,"details":{..}}}`
    public func write(to response: JSONResponse) {
        response.object.setObject("error") { e in
            e.set("status", Int64(status.rawValue))
            e.set("code", code)
            e.set("message", wireMessage)
            e.setObject("details") { d in
                for detail in details {
                    switch detail.value {
                    case .string(let s): d.set(detail.key, s)
                    case .int(let i): d.set(detail.key, i)
                    case .strings(let list): d.set(detail.key, list)
                    case .location(let l): d.set(detail.key, JSONPath.of(l))
                    }
                }
            }
        }
    }
}

extension LiftError {
    /// The message as written: after its location's wire path, when it is about one.
    public var wireMessage: String {
        var text = message
        for (n, location) in messageArguments.enumerated() {
            text = text.replacing("{\(n)}", with: JSONPath.of(location))
        }
        guard let messageLocation else { return text }
        return "\(JSONPath.of(messageLocation)): \(text)"
    }

    /// This error as written, with its locations spelt as wire paths: for a JSON-layer error that
    /// wraps a rule's.
    public var spelt: LiftError {
        var e = LiftError(status, code: code, wireMessage)
        e.details = details.map { d in
            guard case .location(let l) = d.value else { return d }
            return Detail(d.key, .string(JSONPath.of(l)))
        }
        return e
    }

    /// A refused value at a path the JSON reader spelt (the readers track paths as text).
    public static func invalid(_ path: String, _ message: String, code: String? = nil) -> LiftError {
        LiftError(.invalidRequest, code: code, "\(path): \(message)", details: [Detail("path", .string(path))])
    }
}
