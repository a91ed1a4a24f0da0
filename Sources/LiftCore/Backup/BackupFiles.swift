/// Infrastructure port: the local files a host names for a backup (`path`). Failures are
/// `LiftError`s naming `path`, the request's field.
public protocol BackupFiles {
    /// A file written in pieces that appears at `file` only when its output is finished, whole:
    /// a failed or abandoned backup leaves no partial file and never half-replaces an older one.
    func create(atPath file: String, path: Location) throws -> ByteOutput
    /// A regular file's bytes, read in pieces.
    func open(atPath file: String, path: Location) throws -> ByteInput
}
