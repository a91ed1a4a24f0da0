/// libsodium declares its pointers non-null, even for zero-length input; Swift hands out a nil
/// base for an empty buffer. These give a real address in every case, never a forced unwrap.
extension Array where Element == UInt8 {
    func withBase<R>(_ body: (UnsafePointer<UInt8>, Int) -> R) -> R {
        withUnsafeBufferPointer { b in
            if let base = b.baseAddress { return body(base, b.count) }
            return withUnsafePointer(to: UInt8(0)) { body($0, 0) }
        }
    }

    mutating func withMutableBase<R>(_ body: (UnsafeMutablePointer<UInt8>, Int) -> R) -> R {
        withUnsafeMutableBufferPointer { b in
            if let base = b.baseAddress { return body(base, b.count) }
            var none = UInt8(0)
            return body(&none, 0)
        }
    }
}
