//go:build liftplantedleak

package lift

// The checker's own test (valgrind.sh): this build never frees liblift's answers, a leak the
// valgrind run must report. Never part of a normal build.
const plantedLeak = true
