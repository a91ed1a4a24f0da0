"""Adversarial OSM shapes for the road-network import: small files whose graphs are what no real
road network is (one node where hundreds of roads meet, one way driven back and forth, a way
repeating a node, self-loops, parallel ways), next to large but ordinary ones (a long way, a
dense grid). Each shape is written as OSM XML; `python3 adversarial_osm.py DIR` writes them all."""

from __future__ import annotations

import math
import random
import sys
from pathlib import Path
from typing import Callable, Dict, Iterable, List, Optional, Sequence, Tuple

Node = Tuple[int, float, float]
Way = Tuple[int, Sequence[int], Dict[str, str]]
ROAD = {"highway": "residential"}


def osm_xml(nodes: Iterable[Node], ways: Iterable[Way], relations: Iterable[str] = ()) -> str:
    out = ["<?xml version='1.0' encoding='UTF-8'?>", "<osm version='0.6' generator='liblift-tests'>"]
    for i, lat, lon in nodes:
        out.append(f"<node id='{i}' version='1' lat='{lat:.7f}' lon='{lon:.7f}'/>")
    for i, refs, tags in ways:
        nd = "".join(f"<nd ref='{r}'/>" for r in refs)
        tg = "".join(f"<tag k='{k}' v='{v}'/>" for k, v in sorted(tags.items()))
        out.append(f"<way id='{i}' version='1'>{nd}{tg}</way>")
    out.extend(relations)
    out.append("</osm>")
    return "\n".join(out) + "\n"


def star(n: int, oneway: bool = False) -> str:
    """n roads from one centre node to n leaves on a 200 m circle."""
    nodes: List[Node] = [(1, 60.0, 24.0)]
    ways: List[Way] = []
    for k in range(n):
        a = 2 * math.pi * k / n
        nodes.append((k + 2, 60.0 + 0.0018 * math.sin(a), 24.0 + 0.0036 * math.cos(a)))
        tags = dict(ROAD, oneway="yes") if oneway and k % 2 else ROAD
        ways.append((k + 1, [1, k + 2] if k % 4 else [k + 2, 1], tags))
    return osm_xml(nodes, ways)


def back_and_forth(k: int) -> str:
    """One way going from node 1 to node 2 and back k times."""
    return osm_xml([(1, 60.0, 24.0), (2, 60.0, 24.002)], [(1, [1, 2] * k + [1], ROAD)])


def repeated_node(k: int) -> str:
    """A way repeating its first node k times, then two more nodes, each repeated too."""
    refs = [1] * k + [2] * k + [3] * k
    return osm_xml([(1, 60.0, 24.0), (2, 60.0, 24.002), (3, 60.001, 24.002)], [(1, refs, ROAD)])


def self_loops(k: int) -> str:
    """k ways each leaving node 1 and coming back to it (1 -> leaf -> 1), and one way [1, 1, ..., 1]."""
    nodes: List[Node] = [(1, 60.0, 24.0)]
    ways: List[Way] = [(1, [1] * 50, ROAD)]
    for j in range(k):
        a = 2 * math.pi * j / k
        nodes.append((j + 2, 60.0 + 0.001 * math.sin(a), 24.0 + 0.002 * math.cos(a)))
        ways.append((j + 2, [1, j + 2, 1], ROAD))
    return osm_xml(nodes, ways)


def parallel(k: int) -> str:
    """k separate ways between the same two nodes, plus a road on at each end."""
    nodes = [(1, 60.0, 24.0), (2, 60.0, 24.002), (3, 60.0, 23.998), (4, 60.0, 24.004)]
    ways: List[Way] = [(1, [3, 1], ROAD), (2, [2, 4], ROAD)]
    ways += [(j + 3, [1, 2] if j % 2 else [2, 1], ROAD) for j in range(k)]
    return osm_xml(nodes, ways)


def long_way(n: int) -> str:
    """One way of n nodes along a line (1 m apart)."""
    nodes = [(j + 1, 60.0, 24.0 + 0.000018 * j) for j in range(n)]
    return osm_xml(nodes, [(1, list(range(1, n + 1)), ROAD)])


def grid(n: int) -> str:
    """An n x n grid of two-way streets 100 m apart: each row and column one way."""
    nodes = [(r * n + c + 1, 60.0 + 0.0009 * r, 24.0 + 0.0018 * c) for r in range(n) for c in range(n)]
    ways: List[Way] = [(r + 1, [r * n + c + 1 for c in range(n)], ROAD) for r in range(n)]
    ways += [(n + c + 1, [r * n + c + 1 for r in range(n)], ROAD) for c in range(n)]
    return osm_xml(nodes, ways)


def complete(n: int) -> str:
    """n nodes on a circle, every pair joined by a road: every node a junction of n - 1 roads."""
    nodes = [(j + 1, 60.0 + 0.002 * math.sin(2 * math.pi * j / n), 24.0 + 0.004 * math.cos(2 * math.pi * j / n)) for j in range(n)]
    ways: List[Way] = []
    for a in range(n):
        for b in range(a + 1, n):
            ways.append((len(ways) + 1, [a + 1, b + 1], ROAD))
    return osm_xml(nodes, ways)


def random_graph(n: int, degree: int, seed: int = 1) -> str:
    """n nodes scattered over 2 km, each joined to `degree` random others: no hierarchy at all."""
    rng = random.Random(seed)
    nodes = [(j + 1, 60.0 + rng.random() * 0.018, 24.0 + rng.random() * 0.036) for j in range(n)]
    ways: List[Way] = []
    for a in range(n):
        for _ in range(degree // 2):
            b = rng.randrange(n)
            if b != a:
                ways.append((len(ways) + 1, [a + 1, b + 1], ROAD))
    return osm_xml(nodes, ways)


def stars_of_loops(k: int) -> str:
    """Back and forth plus a star plus parallels at one node: every bad shape at once."""
    nodes: List[Node] = [(1, 60.0, 24.0), (2, 60.0, 24.002)]
    ways: List[Way] = [(1, [1, 2] * k + [1], ROAD)]
    for j in range(k):
        a = 2 * math.pi * j / k
        nodes.append((j + 3, 60.0 + 0.001 * math.sin(a), 24.0 + 0.002 * math.cos(a)))
        ways.append((j + 2, [1, j + 3, 1, j + 3], ROAD))
    return osm_xml(nodes, ways)


# name -> (the file, the limit that refuses it or None when it imports). Sizes: the issue's
# reports (200 / 400 roads at one node; 400 / 800 passes back and forth), each limit and one past
# it, and files up to 8 MB.
SHAPES: Dict[str, Tuple[Callable[[], str], Optional[str]]] = {
    "star_32": (lambda: star(32), None),
    "star_33": (lambda: star(33), "junction_roads"),
    "star_200": (lambda: star(200), "junction_roads"),
    "star_400": (lambda: star(400), "junction_roads"),
    "star_2000_oneway": (lambda: star(2000, oneway=True), "junction_roads"),
    "back_and_forth_400": (lambda: back_and_forth(400), None),
    "back_and_forth_800": (lambda: back_and_forth(800), None),
    "back_and_forth_20000": (lambda: back_and_forth(20000), "way_nodes"),
    "repeated_node_600": (lambda: repeated_node(600), None),
    "repeated_node_10000": (lambda: repeated_node(10000), "way_nodes"),
    "self_loops_15": (lambda: self_loops(15), None),
    "self_loops_400": (lambda: self_loops(400), "junction_roads"),
    "parallel_30": (lambda: parallel(30), None),
    "parallel_400": (lambda: parallel(400), "junction_roads"),
    "parallel_5000": (lambda: parallel(5000), "junction_roads"),
    "long_way_2000": (lambda: long_way(2000), None),
    "long_way_100000": (lambda: long_way(100000), "way_nodes"),
    "grid_20": (lambda: grid(20), None),
    "grid_30": (lambda: grid(30), "hierarchy_work"),
    "complete_20": (lambda: complete(20), "hierarchy_work"),
    "random_100_deg8": (lambda: random_graph(100, 8), "hierarchy_work"),
    "everything_400": (lambda: stars_of_loops(400), "junction_roads"),
}

# Refused by `hierarchy_work` only after work proportional to their size, so beyond the
# time-bound test's bound: written by `python3 adversarial_osm.py DIR` for measuring by hand.
LARGE: Dict[str, Tuple[Callable[[], str], Optional[str]]] = {
    "complete_33": (lambda: complete(33), "hierarchy_work"),
    "grid_150": (lambda: grid(150), "hierarchy_work"),
}


def write_all(folder: Path) -> Dict[str, Path]:
    folder.mkdir(parents=True, exist_ok=True)
    out = {}
    for name, (make, _) in {**SHAPES, **LARGE}.items():
        path = folder / f"{name}.osm"
        path.write_text(make())
        out[name] = path
    return out


if __name__ == "__main__":
    for name, path in write_all(Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/adversarial-osm")).items():
        print(f"{name}\t{path.stat().st_size}\t{path}")
