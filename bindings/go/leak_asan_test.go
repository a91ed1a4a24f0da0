//go:build asan

package lift

import (
	"fmt"
	"os"
	"testing"
)

// Under -asan (make test-go's leak run), the suite fails when a C block is left allocated once
// every test has closed its stores.
func TestMain(m *testing.M) {
	code := m.Run()
	if leakCheck() {
		fmt.Fprintln(os.Stderr, "lift: LeakSanitizer found a leak in the C paths")
		code = 1
	}
	os.Exit(code)
}
