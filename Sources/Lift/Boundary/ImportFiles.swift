import LiftCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Local files named by an import request: a regular file only (a FIFO, device or directory is
/// refused without blocking), its size checked before reading, read once through one descriptor,
/// so what is checked is what is read.
struct ImportFiles: ImportFileSource {
    func bytes(atPath file: String, maxBytes: Int, path: Location) throws -> [UInt8] {
        // O_NONBLOCK: opening a FIFO must not wait for a writer; it is refused below.
        let fd = open(file, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { throw unreadable(file, path, String(cString: strerror(errno))) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw unreadable(file, path, String(cString: strerror(errno))) }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw LiftError.invalid(path, "not a regular file: \(file)", code: "not_a_regular_file")
        }
        guard info.st_size <= maxBytes else {
            throw LiftError(.invalidRequest, code: "file_too_large", "the file is larger than \(maxBytes) bytes",
                            details: [.init("path", .location(path)), .init("max_bytes", .int(Int64(maxBytes)))],
                            messageLocation: path)
        }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var filled = 0
        while filled < bytes.count {
            let n = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress.map { $0 + filled }, $0.count - filled) }
            if n < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            guard n >= 0 else { throw unreadable(file, path, String(cString: strerror(errno))) }
            if n == 0 { bytes.removeLast(bytes.count - filled); break }   // the file shrank while read
            filled += n
        }
        return bytes
    }

    private func unreadable(_ file: String, _ path: Location, _ reason: String) -> LiftError {
        LiftError(.io, code: "io", "cannot read \(file): \(reason)",
                  details: [.init("path", .location(path)), .init("file", .string(file))], messageLocation: path)
    }
}
