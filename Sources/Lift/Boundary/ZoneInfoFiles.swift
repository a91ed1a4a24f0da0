import LiftCore

/// The system's time-zone database: TZif files under `$TZDIR`, else `/usr/share/zoneinfo`
/// (Debian's tzdata). Only reads files; never sets `TZ` or calls `localtime`, which act on the
/// whole host process and are not thread-safe. Names reach here already checked
/// (`TimeZones.isValidName`: relative, no `.`).
struct ZoneInfoFiles: ZoneInfoSource {
    /// Real TZif files are a few KiB; anything larger is not one.
    static let maxFileBytes = 1 << 20

    /// Every zone the library resolves, read once per name for the process.
    static let zones = TimeZones(source: ZoneInfoFiles())

    func tzif(named name: String) -> [UInt8]? {
        let directory = getenv("TZDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/share/zoneinfo"
        let fd = open(directory + "/" + name, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG,
              info.st_size > 0, info.st_size <= ZoneInfoFiles.maxFileBytes else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var filled = 0
        while filled < bytes.count {
            let n = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress.map { $0 + filled }, $0.count - filled) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return nil }
            filled += n
        }
        return bytes
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
