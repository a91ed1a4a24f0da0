import CMinizip
import LiftCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The bytes of an export's XML, read in chunks: the file itself, or the XML entry of the zip.
protocol ExportBytes: AnyObject {
    /// Fills the front of `buffer`; 0 at the end.
    func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int
    /// Called once the end was read: a zip entry checks its CRC here.
    func finish() throws
}

/// Errors of the export file, each naming the request's `path`.
enum ExportFileError {
    static func io(_ file: String, _ path: Location, _ reason: String) -> LiftError {
        LiftError(.io, code: "io", "cannot read \(file): \(reason)",
                  details: [.init("path", .location(path)), .init("file", .string(file))], messageLocation: path)
    }

    static func zip(_ path: Location, _ reason: String) -> LiftError {
        LiftError.invalid(path, "not a readable zip archive: \(reason); nothing imported", code: "invalid_zip")
    }
}

/// An XML file read straight from its descriptor.
final class FileBytes: ExportBytes {
    let fd: Int32
    let file: String
    let path: Location

    init(fd: Int32, file: String, path: Location) { self.fd = fd; self.file = file; self.path = path }

    func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        while true {
            let n = Glibc.read(fd, buffer.baseAddress, buffer.count)
            if n >= 0 { return n }
            if errno == EINTR || errno == EAGAIN { continue }
            throw ExportFileError.io(file, path, String(cString: strerror(errno)))
        }
    }

    func finish() throws {}
}

/// The export's XML inside its zip (`apple_health_export/export.xml`), inflated as it is read.
final class ZipEntryBytes: ExportBytes {
    /// Where Health puts it; exports renamed or repacked by hand may hold it elsewhere.
    static let entryName = "apple_health_export/export.xml"

    private var handle: UnsafeMutablePointer<lift_zip_fd>
    private var zip: unzFile?
    private let path: Location

    init(fd: Int32, size: Int64, path: Location) throws {
        self.path = path
        handle = .allocate(capacity: 1)
        handle.initialize(to: lift_zip_fd(fd: fd, pos: 0, size: UInt64(max(size, 0)), err: 0))
        zip = lift_unz_open_fd(handle)
        guard let zip else { throw ExportFileError.zip(path, "no central directory (a truncated or damaged file)") }
        guard try Self.locate(zip) else {
            throw LiftError(.invalidRequest, code: "no_export_xml",
                            "the zip holds no \(Self.entryName): not an Apple Health export; nothing imported",
                            details: [.init("path", .location(path))], messageLocation: path)
        }
        switch unzOpenCurrentFile(zip) {
        case UNZ_OK: break
        default: throw ExportFileError.zip(path, "its export.xml cannot be opened (encrypted, or a method other than deflate)")
        }
    }

    /// Health's own path first, else any entry named export.xml.
    private static func locate(_ zip: unzFile) throws -> Bool {
        if unzLocateFile(zip, entryName, 1) == UNZ_OK { return true }
        var status = unzGoToFirstFile(zip)
        var name = [CChar](repeating: 0, count: 1024)
        while status == UNZ_OK {
            if unzGetCurrentFileInfo64(zip, nil, &name, UInt(name.count), nil, 0, nil, 0) == UNZ_OK {
                let text = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                if text == "export.xml" || text.hasSuffix("/export.xml") { return true }
            }
            status = unzGoToNextFile(zip)
        }
        return false
    }

    func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        let n = unzReadCurrentFile(zip, buffer.baseAddress, UInt32(min(buffer.count, Int(Int32.max))))
        guard n >= 0 else {
            throw ExportFileError.zip(path, handle.pointee.err != 0 ? String(cString: strerror(handle.pointee.err))
                                            : "its export.xml is damaged (minizip error \(n))")
        }
        return Int(n)
    }

    func finish() throws {
        let status = unzCloseCurrentFile(zip)
        guard status == UNZ_OK else {
            throw ExportFileError.zip(path, status == UNZ_CRCERROR ? "its export.xml fails its CRC check" : "minizip error \(status)")
        }
    }

    deinit {
        if let zip { unzClose(zip) }
        handle.deinitialize(count: 1)
        handle.deallocate()
    }
}
