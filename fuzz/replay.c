/* replay.c — runs committed fuzz inputs through the harness without libFuzzer, against the release
 * liblift.so: `make fuzz-replay` (part of `make test`). Usage: LIFT_FUZZ_TARGET=save replay FILE... */
#include <stdio.h>
#include <stdlib.h>

#include "Sources/LiftFuzzHarness/include/lift_fuzz.h"

int main(int argc, char **argv) {
    if (lift_fuzz_init(getenv("LIFT_FUZZ_TARGET"), getenv("LIFT_FUZZ_OSM")) != 0) return 2;
    for (int i = 1; i < argc; i++) {
        FILE *f = fopen(argv[i], "rb");
        if (!f) { perror(argv[i]); return 2; }
        size_t cap = 1 << 16, size = 0, got;
        unsigned char *data = malloc(cap);
        while (data && (got = fread(data + size, 1, cap - size, f)) > 0) {
            size += got;
            if (size == cap) data = realloc(data, cap *= 2);
        }
        fclose(f);
        if (!data) return 2;
        lift_fuzz_one(data, size); /* aborts, naming the input's text, on a broken contract */
        free(data);
    }
    lift_fuzz_finish();
    printf("replayed %d inputs (%s)\n", argc - 1, getenv("LIFT_FUZZ_TARGET"));
    return 0;
}
