import LiftCore
import LiftJSON

typealias OutJSON = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>

/// Runs one exported call: sets `*out_json` on every path, maps every failure to a status.
enum Call {
    static func run(_ out: OutJSON?, _ body: (JSONResponse) throws -> Void) -> Int32 {
        guard let out else { return LiftError.Status.misuse.rawValue }
        out.pointee = nil
        do {
            let response = JSONResponse()
            try body(response)
            out.pointee = try response.dump()
            return 0
        } catch let error as LiftError {
            out.pointee = encode(error)
            return error.status.rawValue
        } catch {
            let e = LiftError(.internal, "unexpected error: \(error)")
            out.pointee = encode(e)
            return e.status.rawValue
        }
    }

    static func encode(_ error: LiftError) -> UnsafeMutablePointer<CChar>? {
        let response = JSONResponse()
        error.write(to: response)
        return try? response.dump()
    }
}
