#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The store file and the WAL side files SQLite may create next to it.
struct StoreFiles {
    let path: String

    static func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }

    var sideFiles: [String] { [path + "-wal", path + "-shm"] }

    /// Side files absent now, so that a refused open can remove exactly what it made.
    func absentSideFiles() -> [String] { sideFiles.filter { !StoreFiles.exists($0) } }

    /// Removes side files this open created, when the WAL holds nothing: a refused file is left
    /// as it was found. A non-empty WAL is never removed (it could hold someone's writes).
    func removeCreated(_ created: [String]) {
        let wal = path + "-wal"
        if created.contains(wal) {
            var st = stat()
            if stat(wal, &st) == 0 && st.st_size > 0 { return }
        }
        for file in created where StoreFiles.exists(file) { unlink(file) }
    }
}
