//go:build !liftplantedleak

package lift

// plantedLeak is true only in the liftplantedleak build (leak_planted.go), which valgrind.sh
// builds to prove its leak check fails when an answer is not freed with lift_free.
const plantedLeak = false
