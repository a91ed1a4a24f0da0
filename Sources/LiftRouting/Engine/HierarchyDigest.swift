/// An FNV-1a digest of a hierarchy's ranks and up / down edges in the builder's form and order
/// (ContractedHierarchy): equal digests mean two builds of the builder made the same hierarchy
/// (its speed work must not change it); the query layout's renumbering does not change it.
extension ContractedHierarchy {
    var digest: UInt64 {
        var digest: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ v: UInt32) { digest = (digest ^ UInt64(v)) &* 0x100_0000_01b3 }
        for r in rank { mix(UInt32(bitPattern: r)) }
        for e in [up, down] {
            for x in e.start { mix(UInt32(bitPattern: x)) }
            for x in e.target { mix(UInt32(bitPattern: x)) }
            for x in e.weight { mix(x) }
            for x in e.middle { mix(UInt32(bitPattern: x)) }
        }
        return digest
    }
}

extension Hierarchy {
    var digest: UInt64 { contracted.digest }
}
