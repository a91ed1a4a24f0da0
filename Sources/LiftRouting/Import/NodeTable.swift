/// The OSM nodes the kept ways use: their ids sorted once, and for each the dense index it gets
/// when its coordinates are read (-1 before). A dictionary from id to index held two to four
/// times the room of its entries and copied itself at each growth; this holds 12 bytes a node.
struct NodeTable {
    private(set) var ids: [Int64] = []
    private(set) var index: [Int32] = []
    /// Where the last lookup ended: the next one searches from there first.
    private var hint = 0

    init() {}

    /// The table of the ids in `refs`, each of which is replaced by its id's position in the table.
    init(positionsOf refs: inout [Int64]) {
        var sorted = refs
        sorted.sort()
        var kept = 0
        for r in sorted.indices where kept == 0 || sorted[kept - 1] != sorted[r] {
            sorted[kept] = sorted[r]
            kept += 1
        }
        sorted.removeLast(sorted.count - kept)
        ids = sorted.exactCopy()
        sorted = []
        index = [Int32](repeating: -1, count: ids.count)
        for i in refs.indices { refs[i] = Int64(position(refs[i]) ?? -1) }
        hint = 0
    }

    /// The position of node `id` in the table, nil when no kept way uses it. Ids come mostly in
    /// increasing order (a PBF file sorts its nodes): the search starts where the last one ended,
    /// in steps that double, so a run of close ids costs a few reads each.
    mutating func position(_ id: Int64) -> Int? {
        let n = ids.count
        var lo = 0, hi = n
        if hint < n, ids[hint] <= id {
            lo = hint
            var step = 1
            while lo + step < n, ids[lo + step] <= id {
                lo += step
                step &*= 2
            }
            hi = min(n, lo + step)
        }
        while lo < hi {
            let mid = (lo + hi) >> 1
            if ids[mid] < id { lo = mid + 1 } else { hi = mid }
        }
        hint = lo
        return lo < n && ids[lo] == id ? lo : nil
    }

    /// The dense index of the node at position p (from `init(positionsOf:)`), -1 when it has none.
    func index(at p: Int64) -> Int32 {
        p >= 0 && p < Int64(index.count) ? index[Int(p)] : -1
    }

    mutating func setIndex(_ i: Int32, at p: Int) {
        guard index.indices.contains(p) else { return }
        index[p] = i
    }
}
