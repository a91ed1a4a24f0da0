import LiftCore
import LiftJSON

typealias OutJSON = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>

/// Runs one exported call: sets `*out_json` on every path, maps every failure to a status.
enum Call {
    static func run(_ out: OutJSON?, _ body: (JSONResponse) throws -> Void) -> Int32 {
        run(out) { () throws -> UnsafeMutablePointer<CChar> in
            let response = JSONResponse()
            try body(response)
            return try response.dump()
        }
    }

    /// The same for a body that writes its own response (a tree or a stream) and dumps it.
    static func run(_ out: OutJSON?, text body: () throws -> UnsafeMutablePointer<CChar>) -> Int32 {
        guard let out else { return LiftError.Status.misuse.rawValue }
        out.pointee = nil
        do {
            out.pointee = try body()
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
