import LiftCore

extension LiftError {
    /// `{"error":{"status":..,"code":..,"message":..,"details":{..}}}`
    public func write(to response: JSONResponse) {
        response.object.setObject("error") { e in
            e.set("status", Int64(status.rawValue))
            e.set("code", code)
            e.set("message", message)
            e.setObject("details") { d in
                for detail in details {
                    switch detail.value {
                    case .string(let s): d.set(detail.key, s)
                    case .int(let i): d.set(detail.key, i)
                    case .strings(let list): d.set(detail.key, list)
                    }
                }
            }
        }
    }
}
