#!/usr/bin/env python3
"""Median sign-in time: unknown username vs wrong password (liblift, kind "session").

Not a test: timing depends on the machine. Usage:
    LIFT_LIBRARY=build/liblift.so.1 python3 bench/accounts/signin_timing.py [tries=200] [full|normal]
Prints both medians (and p90s) and their ratio; the goal is a ratio within 5% of 1.
"""
import ctypes, json, os, statistics, sys, tempfile, time

TRIES = int(sys.argv[1]) if len(sys.argv) > 1 else 200
DURABILITY = sys.argv[2] if len(sys.argv) > 2 else "full"
ACCOUNTS = 50               # 4 wrong tries each, so none reaches the lockout (5)
PASSWORD = "correct horse battery"

lib = ctypes.CDLL(os.environ.get("LIFT_LIBRARY", "build/liblift.so.1"))
lib.lift_open.argtypes = [ctypes.c_char_p, ctypes.c_char_p, ctypes.POINTER(ctypes.c_void_p), ctypes.POINTER(ctypes.c_void_p)]
lib.lift_save.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.POINTER(ctypes.c_void_p)]
lib.lift_free.argtypes = [ctypes.c_void_p]
lib.lift_close.argtypes = [ctypes.c_void_p]

def call(store, request):
    out = ctypes.c_void_p()
    rc = lib.lift_save(store, json.dumps(request).encode(), ctypes.byref(out))
    text = ctypes.string_at(out).decode() if out.value else ""
    lib.lift_free(out)
    return rc, text

def timed_sign_in(store, username, password):
    request = json.dumps({"kind": "session", "session": {"username": username, "password": password}}).encode()
    out = ctypes.c_void_p()
    start = time.perf_counter_ns()
    rc = lib.lift_save(store, request, ctypes.byref(out))
    elapsed = time.perf_counter_ns() - start
    lib.lift_free(out)
    assert rc == -9, rc   # unauthorized, both ways
    return elapsed

def p90(samples_ns):
    return statistics.quantiles(samples_ns, n=10)[-1] / 1e6

def main():
    path = os.path.join(tempfile.mkdtemp(), "bench.lift")
    store, out = ctypes.c_void_p(), ctypes.c_void_p()
    options = json.dumps({"durability": DURABILITY}).encode()
    assert lib.lift_open(path.encode(), options, ctypes.byref(store), ctypes.byref(out)) == 0
    lib.lift_free(out)
    accounts = max(1, (TRIES + 3) // 4)
    for i in range(accounts):
        rc, text = call(store, {"kind": "account", "account": {"username": f"user{i:04d}", "password": PASSWORD}})
        assert rc == 0, text
    # Warm-up: the first verification in a process also makes the dummy hash.
    timed_sign_in(store, "warm-up", "wrong password")
    unknown, wrong = [], []
    for i in range(TRIES):   # interleaved, so drift of the machine hits both alike
        unknown.append(timed_sign_in(store, f"nobody{i:04d}", "wrong password"))
        wrong.append(timed_sign_in(store, f"user{i % accounts:04d}", "wrong password"))
    lib.lift_close(store)
    mu, mw = statistics.median(unknown) / 1e6, statistics.median(wrong) / 1e6
    print(f"tries: {TRIES} each, durability {DURABILITY}, {accounts} accounts")
    print(f"median sign-in, unknown user:   {mu:.2f} ms (p90 {p90(unknown):.2f} ms)")
    print(f"median sign-in, wrong password: {mw:.2f} ms (p90 {p90(wrong):.2f} ms)")
    print(f"ratio wrong/unknown: {mw / mu:.3f} ({abs(mw / mu - 1) * 100:.1f}% apart; goal < 5%)")

if __name__ == "__main__":
    main()
