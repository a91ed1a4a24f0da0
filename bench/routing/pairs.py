"""The benchmark's random stop pairs, shared by compare.py and layers.py (same seed, same pairs)."""
import os
import random


def random_pairs(bbox, count, seed, work):
    """`count` pairs uniform in bbox (S W N E), and the file lift-routing-bench reads them from
    (one "lat lon lat lon" a line) in the folder `work`."""
    rng = random.Random(seed)
    s, w, n, e = bbox
    pairs = [((rng.uniform(s, n), rng.uniform(w, e)), (rng.uniform(s, n), rng.uniform(w, e))) for _ in range(count)]
    path = os.path.join(work, "pairs.txt")
    with open(path, "w") as f:
        for (a, b), (c, d) in pairs:
            f.write(f"{a!r} {b!r} {c!r} {d!r}\n")
    return pairs, path
