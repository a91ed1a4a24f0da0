import LiftCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Opens an export named by a request: a regular file only (a FIFO, device or directory is
/// refused without blocking), told apart as a zip or the XML itself by its first bytes, and read
/// through the one descriptor that was checked.
public struct AppleHealthExportFileSource: AppleHealthExportFiles {
    /// The longest tag, comment or text run held at once: an export's longest is a few KB.
    public static let defaultMaxTokenBytes = 64 << 20
    let maxTokenBytes: Int

    public init(maxTokenBytes: Int = defaultMaxTokenBytes) { self.maxTokenBytes = maxTokenBytes }

    public func open(_ file: String, path: Location) throws -> AppleHealthExportReader {
        // O_NONBLOCK: opening a FIFO must not wait for a writer; it is refused below.
        let fd = Glibc.open(file, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { throw ExportFileError.io(file, path, String(cString: strerror(errno))) }
        let descriptor = Descriptor(fd)
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw ExportFileError.io(file, path, String(cString: strerror(errno))) }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw LiftError.invalid(path, "not a regular file: \(file)", code: "not_a_regular_file")
        }
        var magic = [UInt8](repeating: 0, count: 4)
        let n = magic.withUnsafeMutableBytes { pread(fd, $0.baseAddress, 4, 0) }
        guard n >= 0 else { throw ExportFileError.io(file, path, String(cString: strerror(errno))) }
        let bytes: ExportBytes
        if n == 4 && magic == [0x50, 0x4B, 0x03, 0x04] || n == 4 && magic == [0x50, 0x4B, 0x05, 0x06] {
            bytes = try ZipEntryBytes(fd: fd, size: Int64(info.st_size), path: path)
        } else {
            bytes = FileBytes(fd: fd, file: file, path: path)
        }
        return try ExportXMLReader(bytes: bytes, keeping: descriptor, path: path, maxTokenBytes: maxTokenBytes)
    }
}

/// Closes the descriptor when the reader that reads it is done.
final class Descriptor {
    let fd: Int32
    init(_ fd: Int32) { self.fd = fd }
    deinit { close(fd) }
}
