#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// libm without Foundation.
enum Math {
    static func exp(_ x: Double) -> Double {
        #if canImport(Glibc)
        return Glibc.exp(x)
        #else
        return Musl.exp(x)
        #endif
    }
}
