#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A growable run of plain values in memory mapped for it alone, for the import's largest working
/// lists (the contraction's edge pools). Its pages go back to the system the moment it grows
/// into a new mapping or is let go. Held in malloc's heap instead, a freed pool stays resident:
/// glibc serves blocks of this size from its heap once it has raised its mmap threshold, and
/// a library must not change its host's allocator settings.
///
/// One owner: a class, not copied on write. Positions out of range read `filler` and writes
/// there are dropped, so a wrong index never traps the host. A mapping the system refuses leaves
/// the buffer as it was and answers false (`reserve`, `append`).
final class PageBuffer<Element: BitwiseCopyable> {
    private(set) var count = 0
    private(set) var capacity = 0
    /// What a read out of range answers.
    let filler: Element
    private var base: UnsafeMutablePointer<Element>?
    private var mappedBytes = 0

    init(filler: Element) { self.filler = filler }

    deinit { unmap() }

    @inline(__always)
    subscript(_ i: Int) -> Element {
        get {
            guard let base, i >= 0, i < count else { return filler }
            return base[i]
        }
        set {
            guard let base, i >= 0, i < count else { return }
            base[i] = newValue
        }
    }

    /// Room for at least `n` values: a new mapping, the values copied over and the old one's pages
    /// returned. False, changing nothing, when the system maps no more (or `n` is out of range).
    @discardableResult
    func reserve(_ n: Int) -> Bool {
        guard n > capacity else { return true }
        let stride = MemoryLayout<Element>.stride
        let page = max(1, Int(sysconf(Int32(_SC_PAGESIZE))))
        let (wanted, overflow) = n.multipliedReportingOverflow(by: max(1, stride))
        guard !overflow, wanted <= Int.max - page else { return false }
        let bytes = (wanted + page - 1) / page * page
        let mapped = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        guard let mapped, mapped != UnsafeMutableRawPointer(bitPattern: -1) else { return false }
        let values = mapped.bindMemory(to: Element.self, capacity: bytes / max(1, stride))
        if let base, count > 0 { values.update(from: base, count: count) }
        unmap()
        base = values
        mappedBytes = bytes
        capacity = bytes / max(1, stride)
        return true
    }

    /// Appends `k` copies of `value`, growing by half again past the room there is. False,
    /// changing nothing, when the room cannot be mapped.
    @discardableResult
    func append(repeating value: Element, count k: Int) -> Bool {
        guard k > 0 else { return true }
        let (needed, overflow) = count.addingReportingOverflow(k)
        guard !overflow else { return false }
        if needed > capacity, !reserve(max(needed, capacity + capacity / 2)), !reserve(needed) { return false }
        guard let base else { return false }
        (base + count).initialize(repeating: value, count: k)
        count = needed
        return true
    }

    /// Keeps the first `n` values. The room stays mapped for the next appends, but its whole pages
    /// go back to the system: what a compaction slid down would otherwise stay resident past the
    /// values until appends reach it again (appends initialize what they take, so the zero pages
    /// the system hands back there are never read as values).
    func truncate(to n: Int) {
        count = min(count, max(0, n))
        guard let base else { return }
        let page = max(1, Int(sysconf(Int32(_SC_PAGESIZE))))
        let used = count * MemoryLayout<Element>.stride
        let from = (used + page - 1) / page * page
        guard from < mappedBytes else { return }
        _ = madvise(UnsafeMutableRawPointer(base) + from, mappedBytes - from, Int32(MADV_DONTNEED))
    }

    private func unmap() {
        if let base { munmap(UnsafeMutableRawPointer(base), mappedBytes) }
        base = nil
        mappedBytes = 0
        capacity = 0
    }
}
