//go:build asan

package lift

/*
#include <sanitizer/lsan_interface.h>
*/
import "C"

// leakCheck runs LeakSanitizer now and reports whether it found a leak. A Go program ends with
// the exit_group system call, never libc's exit, so LeakSanitizer's own check at exit never runs.
func leakCheck() bool { return C.__lsan_do_recoverable_leak_check() != 0 }
