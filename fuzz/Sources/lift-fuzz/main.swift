// libFuzzer's entry points. Our own main so the harness sets up its store (seed records, road
// network) once, before LLVMFuzzerRunDriver takes over argv; see fuzz/README.md.
import LiftFuzzHarness

#if canImport(Glibc)
import Glibc
#endif

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    lift_fuzz_one(data, size)
    return 0
}

guard lift_fuzz_init(getenv("LIFT_FUZZ_TARGET"), getenv("LIFT_FUZZ_OSM")) == 0 else { exit(2) }
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
let rc = LLVMFuzzerRunDriver(&argc, &argv, fuzzOne)
lift_fuzz_finish()
exit(rc)
