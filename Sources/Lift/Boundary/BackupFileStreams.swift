import LiftCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Backup files on the local file system. A backup is written beside its final name (same
/// directory, so the rename is atomic), readable by its owner only (it holds personal data),
/// flushed to the disk, then renamed over the name; the directory is synced so the rename lasts.
struct BackupFileStreams: BackupFiles {
    func create(atPath file: String, path: Location) throws -> ByteOutput {
        try FileOutput(file, path: path)
    }

    func open(atPath file: String, path: Location) throws -> ByteInput {
        try FileInput(file, path: path)
    }

    static func failure(_ verb: String, _ file: String, _ path: Location, _ code: Int32 = errno) -> LiftError {
        LiftError(.io, code: "io", "cannot \(verb) \(file): \(String(cString: strerror(code)))",
                  details: [.init("path", .location(path)), .init("file", .string(file))], messageLocation: path)
    }
}

private final class FileOutput: ByteOutput {
    private let file: String
    private let partial: String
    private let path: Location
    private var fd: Int32
    private var finished = false

    init(_ file: String, path: Location) throws {
        self.file = file
        self.path = path
        partial = "\(file).partial-\(String(UInt64.random(in: 0...UInt64.max), radix: 16))"
        fd = Glibc.open(partial, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { throw BackupFileStreams.failure("create", file, path) }
    }

    func write(_ bytes: UnsafeRawBufferPointer) throws {
        guard !finished, let base = bytes.baseAddress else { return }
        var done = 0
        while done < bytes.count {
            let n = Glibc.write(fd, base + done, bytes.count - done)
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { throw BackupFileStreams.failure("write", file, path) }
            done += n
        }
    }

    func finish() throws {
        guard !finished else { return }
        guard fsync(fd) == 0 else { throw BackupFileStreams.failure("write", file, path) }
        let closed = close(fd)
        fd = -1
        guard closed == 0 else { throw BackupFileStreams.failure("write", file, path) }
        guard rename(partial, file) == 0 else { throw BackupFileStreams.failure("write", file, path) }
        finished = true
        let directory = file.contains("/") ? String(file[..<(file.lastIndex(of: "/") ?? file.endIndex)]) : "."
        let dir = Glibc.open(directory.isEmpty ? "/" : directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if dir >= 0 {
            _ = fsync(dir)
            close(dir)
        }
    }

    deinit {
        if fd >= 0 { close(fd) }
        if !finished { unlink(partial) }
    }
}

private final class FileInput: ByteInput {
    private let file: String
    private let path: Location
    private let fd: Int32

    init(_ file: String, path: Location) throws {
        self.file = file
        self.path = path
        // O_NONBLOCK: opening a FIFO must not wait for a writer; it is refused below.
        fd = Glibc.open(file, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { throw BackupFileStreams.failure("read", file, path) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let code = errno
            close(fd)
            throw BackupFileStreams.failure("read", file, path, code)
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            close(fd)
            throw LiftError.invalid(path, "not a regular file: \(file)", code: "not_a_regular_file")
        }
    }

    func read(max: Int) throws -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: Swift.max(1, Swift.min(max, 1 << 20)))
        while true {
            let n = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            guard n >= 0 else { throw BackupFileStreams.failure("read", file, path) }
            bytes.removeLast(bytes.count - n)
            return bytes
        }
    }

    deinit { close(fd) }
}
