import LiftCore
import LiftOSMReader

/// An OSM file opened for import: a local regular file opened once (LiftOSMReader's source) and
/// read again by each pass through that descriptor, its pieces checked against the checksums
/// taken at open, so the network and the place names come from the same bytes without holding
/// them, and no path is ever handed to libosmium (which would fetch URLs by running a program,
/// or block on a FIFO).
public final class OSMSource {
    public let path: String
    let pointer: OpaquePointer

    public convenience init(path: String) throws {
        try self.init(path: path, pieceBytes: nil)
    }

    /// `pieceBytes`: how much of a PBF file each reader of a pass decodes (nil: LiftOSMReader's
    /// default); the answers are the same whatever it is.
    init(path: String, pieceBytes: Int?) throws {
        var opened: OpaquePointer?
        var error = [CChar](repeating: 0, count: 512)
        let rc = error.withUnsafeMutableBufferPointer { buf -> Int32 in
            if let pieceBytes {
                return lift_osm_source_open_in_pieces(path, max(1, pieceBytes), &opened, buf.baseAddress, buf.count)
            }
            return lift_osm_source_open(path, &opened, buf.baseAddress, buf.count)
        }
        guard rc == 0, let opened else { throw OSMSource.unreadable(path, OSMSource.message(error)) }
        self.path = path
        pointer = opened
    }

    deinit { lift_osm_source_free(pointer) }

    /// Runs one reading pass of LiftOSMReader; a failed pass is an `unreadable_osm` refusal, or
    /// `cancelled` when the pass stopped at `progress`'s cancel.
    public func read(stoppedBy progress: Progress = .untracked, _ pass: (OpaquePointer, UnsafeMutablePointer<CChar>, Int) -> Int32) throws {
        var error = [CChar](repeating: 0, count: 512)
        let rc = error.withUnsafeMutableBufferPointer { buf -> Int32 in
            guard let base = buf.baseAddress else { return -1 }
            return withExtendedLifetime(self) { pass(pointer, base, buf.count) }
        }
        guard rc == 0 else {
            try progress.check()
            throw OSMSource.unreadable(path, OSMSource.message(error))
        }
    }

    static func message(_ error: [CChar]) -> String {
        error.withUnsafeBufferPointer { b in b.baseAddress.map { String(cString: $0) } ?? "" }
    }

    static func unreadable(_ path: String, _ message: String) -> LiftError {
        LiftError(.invalidRequest, code: "unreadable_osm", "cannot read \(path) as OSM data: \(message)",
                  details: [.init("path", .location(ImportLimitExceeded.request)), .init("file", .string(path))],
                  messageLocation: ImportLimitExceeded.request)
    }
}
