"""A stored road network whose BLOB or chunks were edited behind liblift's back ("no input may
trap the host process"): lift_route answers corrupt / corrupt_road_network, leaves them as it
found them, and routes again once the network is imported again. A BLOB in a layout written before
the first release (LIFTNET1-3) answers unavailable / road_network_outdated instead, the same way."""

from __future__ import annotations

import sqlite3
import struct
from pathlib import Path
from typing import Callable, Dict, Tuple

import pytest

import lift

PBF = Path(__file__).resolve().parents[4] / "data" / "Helsinki.osm.pbf"
REQUEST = {"stops": [{"lat": 60.1699, "lon": 24.9384}, {"lat": 60.1618, "lon": 24.9470}], "profile": "car"}
IMPORT = {"kind": "road_network", "road_network": {"path": str(PBF), "profile": "car"}}

# The stored layout (LIFTNET9): the network's head, a BLOB in road_network_head (the road_network
# row's own `data` is empty), holds after a 32-byte header the vertices' box (4 doubles), the HEAD
# sections (the road labels), the bounds' fences (each 1,024 bounds' first value) with the edge
# count and the shortcut count, then the stored COLUMNS' names (each a count, its first chunk and
# its chunks' checksums), then the TAIL sections (the via-way copies) and the hierarchy chunks'
# checksums. The hierarchy's edge records lie in road_network_chunk rows of 128 edges (the chunk's
# (target, weight) records, then its (first, second) halves records); the columns' chunks follow,
# 1,024 values each (coordinates as (lat, lon) doubles, arc lengths as floats, kinds as bytes, the
# rest 32-bit integers). The hierarchy's `bounds`: node x's up edges are bounds[2x]..bounds[2x+1],
# its down edges up to bounds[2x+2].
BOX = 32
HEAD = [("labelText", 1), ("labelBounds", 4), ("labelKinds", 1), ("roadClasses", 1)]
LAZY_COLUMNS = ["coordinates", "arcLength", "cellSegments", "cellStart", "rank", "node", "bounds", "kinds"]
COLUMNS = ["coordinates", "arcLength", "segmentA", "segmentB", "segmentForward", "segmentBackward", "arcFrom", "arcTo",
           "arcSegment", "arcWeight", "arcDuration", "segmentLabel", "turnTarget", "turnWeight", "turnStart", "chainStart",
           "chainArcs", "chainOf", "chainSlot", "outStart", "outArcs", "inStart", "inArcs", "cellSegments", "cellStart",
           "rank", "node", "bounds", "kinds"]
TAIL = [("copyOriginals", 4), ("copies", 4)]
PER_CHUNK = 128


def layout(blob: bytes) -> Dict[str, Tuple[int, int, int]]:
    """Each head section's (offset of its first element, element count, element size); each
    column's (count, first chunk, chunk count) under its name; "counts": the offset of the edge
    count and shortcut count; "hierarchy": where the chunks' checksums start and end, and their count."""
    out, at = {}, 32 + BOX

    def section(name: str, size: int) -> None:
        nonlocal at
        (count,) = struct.unpack_from("<Q", blob, at)
        out[name] = (at + 8, count, size)
        at += 8 + count * size

    for name, size in HEAD:
        section(name, size)
    section("fences", 4)
    out["counts"] = (at, 2, 8)
    at += 16
    for name in COLUMNS:
        out[name] = struct.unpack_from("<QQQ", blob, at)
        at += 24 + 8 * out[name][2]
    for name, size in TAIL:
        section(name, size)
    (sums,) = struct.unpack_from("<Q", blob, at)
    out["hierarchy"] = (at, at + 8 + 8 * sums, sums)
    return out


def column_bytes(blob: bytes, chunks: Dict[int, bytes], name: str) -> bytes:
    """A column's values, its chunks joined."""
    _, first, n = layout(blob)[name]
    return b"".join(bytes(chunks[first + k]) for k in range(n))


def i32(blob: bytes, section: Tuple[int, int, int], i: int, field: int = 0) -> int:
    return struct.unpack_from("<i", blob, section[0] + section[2] * i + 4 * field)[0]


def set_i32(blob: bytearray, section: Tuple[int, int, int], i: int, value: int, field: int = 0) -> None:
    struct.pack_into("<i", blob, section[0] + section[2] * i + 4 * field, value)


def edge_at(chunks: Dict[int, bytearray], e: int, halves: bool) -> Tuple[bytearray, int]:
    """Edge e's arc record (or halves record) as the chunk it lies in and its offset there."""
    chunk = chunks[e // PER_CHUNK]
    return chunk, (len(chunk) // 2 if halves else 0) + 8 * (e % PER_CHUNK)


def imported_copy(tmp_path: Path, name: str) -> Tuple[Path, dict]:
    """A store with Helsinki's car network imported, copied to `name`, and the route it answers.
    A copy: this process keeps decoded networks per store file and version (StoreRoadNetworks),
    and the edits the tests make keep the version, as a damaged disk or an earlier build would."""
    clean, path = tmp_path / "clean.lift", tmp_path / name
    with lift.Store(clean, durability="normal") as s:
        s.save(IMPORT)
        expected = s.route(REQUEST)
        assert expected["route"]["distance"] > 0
    path.write_bytes(clean.read_bytes())
    return path, expected


def duplicate_rank(blob: bytearray, chunks: Dict[int, bytearray]) -> None:
    # In every chunk of the rank column, so whichever the route reads holds one.
    for chunk in column_chunks(blob, chunks, "rank").values():
        chunk[4:8] = chunk[0:4]


def half_on_its_own_node(blob: bytearray, chunks: Dict[int, bytearray]) -> None:
    # Each node's first upward shortcut's second half becomes an edge stored at its own node (not
    # below it): unpacking could come back to the same edge if it trusted it. Every node's, so
    # whichever chunks the route reads hold one.
    raw = column_bytes(blob, chunks, "bounds")
    bounds, damaged = struct.unpack("<%di" % (len(raw) // 4), raw), 0
    for x in range((len(bounds) - 1) // 2):
        for e in range(bounds[2 * x], bounds[2 * x + 1]):
            chunk, at = edge_at(chunks, e, halves=True)
            if struct.unpack_from("<i", chunk, at)[0] != -1:   # first == -1: an original turn
                struct.pack_into("<i", chunk, at + 4, bounds[2 * x])
                damaged += 1
                break
    assert damaged, "no shortcut in the stored network"


def target_past_the_nodes(blob: bytearray, chunks: Dict[int, bytearray]) -> None:
    for chunk in chunks.values():
        for at in range(0, len(chunk) // 2, 8):
            struct.pack_into("<i", chunk, at, 0x7FFF_FFFF)


def one_byte_changed_in_every_chunk(blob: bytearray, chunks: Dict[int, bytearray]) -> None:
    for chunk in chunks.values():
        chunk[len(chunk) // 3] ^= 0x01


def chunks_cut_short(blob: bytearray, chunks: Dict[int, bytearray]) -> None:
    for chunk in chunks.values():
        del chunk[-8:]


def chunks_gone(blob: bytearray, chunks: Dict[int, bytearray]) -> None:
    chunks.clear()


def truncated(blob: bytearray, chunks: Dict[int, bytearray]) -> None:
    del blob[len(blob) // 2:]


@pytest.mark.parametrize("damage", [duplicate_rank, half_on_its_own_node, target_past_the_nodes, truncated,
                                    one_byte_changed_in_every_chunk, chunks_cut_short, chunks_gone])
def test_route_on_a_stored_network_edited_with_sqlite_raises_corrupt_and_leaves_it(tmp_path: Path,
                                                                                   damage: Callable[[bytearray, Dict[int, bytearray]], None]) -> None:
    path, _ = imported_copy(tmp_path, "damaged.lift")
    with sqlite3.connect(path) as db:
        blob = bytearray(db.execute("SELECT data FROM road_network_head").fetchone()[0])
        chunks = {k: bytearray(d) for k, d in db.execute("SELECT chunk, data FROM road_network_chunk")}
        assert chunks, "no chunk stored"
        damage(blob, chunks)
        db.execute("UPDATE road_network_head SET data = ?", (bytes(blob),))
        db.execute("DELETE FROM road_network_chunk WHERE chunk NOT IN (%s)" % ",".join(map(str, chunks)) if chunks
                   else "DELETE FROM road_network_chunk")
        db.executemany("UPDATE road_network_chunk SET data = ? WHERE chunk = ?", [(bytes(d), k) for k, d in chunks.items()])
        stored = db.execute("SELECT chunk, data FROM road_network_chunk ORDER BY chunk").fetchall()

    with lift.Store(path, durability="normal") as s:
        with pytest.raises(lift.CorruptError) as info:
            s.route(REQUEST)
        assert info.value.status == -6 and info.value.code == "corrupt_road_network", repr(info.value)
        with sqlite3.connect(path) as db:
            assert db.execute("SELECT data FROM road_network_head").fetchone()[0] == bytes(blob)
            assert db.execute("SELECT chunk, data FROM road_network_chunk ORDER BY chunk").fetchall() == stored
        # What the message says to do: import it again.
        s.save(IMPORT)
        assert s.route(REQUEST)["route"]["distance"] > 0


@pytest.mark.parametrize("magic", [b"LIFTNET6", b"LIFTNET3", b"LIFTNET1"])
def test_route_on_a_network_in_an_older_layout_raises_outdated_until_imported_again(tmp_path: Path, magic: bytes) -> None:
    path, expected = imported_copy(tmp_path, "older.lift")
    with sqlite3.connect(path) as db:
        blob = magic + db.execute("SELECT data FROM road_network_head").fetchone()[0][8:]
        db.execute("UPDATE road_network_head SET data = ?", (blob,))

    with lift.Store(path, durability="normal") as s:
        with pytest.raises(lift.UnavailableError) as info:
            s.route(REQUEST)
        assert info.value.status == -10 and info.value.code == "road_network_outdated", repr(info.value)
        assert info.value.details == {"profile": "car", "source": str(PBF)}, repr(info.value)
        with sqlite3.connect(path) as db:
            assert db.execute("SELECT data FROM road_network_head").fetchone()[0] == blob
        s.save(IMPORT)
        with sqlite3.connect(path) as db:
            assert db.execute("SELECT substr(data, 1, 8) FROM road_network_head").fetchone()[0] == b"LIFTNET9"
        assert s.route(REQUEST) == expected


def before_columns(blob: bytes, chunks: Dict[int, bytes]) -> Tuple[bytes, bytes, bytes, int]:
    """The same network as builds before the stored columns laid it out (LIFTNET5), in three
    parts: the head up to the bounds (after the magic), the edge count, shortcut count and
    checksums, and the rest; and the hierarchy's chunk count."""
    at = layout(blob)

    def section(name: str) -> bytes:
        offset, count, size = at[name]
        return blob[offset - 8:offset + count * size]

    def column(name: str) -> bytes:
        count, first, n = at[name]
        return struct.pack("<Q", count) + b"".join(bytes(chunks[first + k]) for k in range(n))

    start, end, sums = at["hierarchy"]
    counts = blob[at["counts"][0]:at["counts"][0] + 16]
    road = b"".join(column(c) for c in COLUMNS[2:10])
    turns = column("turnStart") + column("turnTarget") + column("turnWeight")
    head = (blob[8:32] + column("coordinates") + road + column("arcLength") + turns + column("rank")
            + column("bounds"))
    rest = (column("kinds") + column("cellStart") + column("cellSegments") + column("arcDuration") + section("labelText")
            + section("labelBounds") + section("labelKinds") + column("segmentLabel") + section("roadClasses"))
    return head, counts + blob[start:end], rest, sums


def five(blob: bytes, chunks: Dict[int, bytes]) -> bytes:
    head, hierarchy, rest, _ = before_columns(blob, chunks)
    return b"LIFTNET5" + head + hierarchy + rest


def whole(blob: bytes, chunks: Dict[int, bytes]) -> bytes:
    """The same network in one BLOB as builds before the chunked layout stored it (LIFTNET4):
    the hierarchy's edge records in place of the edge count, shortcut count and checksums."""
    head, hierarchy, rest, sums = before_columns(blob, chunks)
    (edges,) = struct.unpack_from("<Q", hierarchy, 0)
    arcs, halves = b"", b""
    for k in range(sums):
        arcs += chunks[k][:len(chunks[k]) // 2]
        halves += chunks[k][len(chunks[k]) // 2:]
    assert len(arcs) == 8 * edges
    return b"LIFTNET4" + head + struct.pack("<Q", edges) + arcs + struct.pack("<Q", edges) + halves + rest


def test_route_on_a_network_stored_whole_by_an_earlier_build_answers_as_the_chunked_one(tmp_path: Path) -> None:
    path, expected = imported_copy(tmp_path, "whole.lift")
    with sqlite3.connect(path) as db:
        blob = db.execute("SELECT data FROM road_network_head").fetchone()[0]
        chunks = dict(db.execute("SELECT chunk, data FROM road_network_chunk"))
        db.execute("UPDATE road_network SET data = ?, chunk_bytes = 0", (whole(blob, chunks),))
        db.execute("DELETE FROM road_network_chunk")
        db.execute("DELETE FROM road_network_head")
    with lift.Store(path, durability="normal") as s:
        assert s.route(REQUEST) == expected


def test_route_on_a_network_stored_without_columns_by_an_earlier_build_answers_alike(tmp_path: Path) -> None:
    path, expected = imported_copy(tmp_path, "five.lift")
    with sqlite3.connect(path) as db:
        blob = db.execute("SELECT data FROM road_network_head").fetchone()[0]
        assert blob[:8] == b"LIFTNET9"
        chunks = dict(db.execute("SELECT chunk, data FROM road_network_chunk"))
        db.execute("UPDATE road_network_head SET data = ?", (five(blob, chunks),))
        db.execute("DELETE FROM road_network_chunk WHERE chunk >= ?", (layout(blob)["hierarchy"][2],))
    with lift.Store(path, durability="normal") as s:
        assert s.route(REQUEST) == expected


def test_route_on_a_network_with_its_head_in_the_row_as_the_build_before_stored_it_answers_alike(tmp_path: Path) -> None:
    path, expected = imported_copy(tmp_path, "row-head.lift")
    with sqlite3.connect(path) as db:
        (head,) = db.execute("SELECT data FROM road_network_head").fetchone()
        db.execute("UPDATE road_network SET data = ?, chunk_bytes = chunk_bytes - ?", (head, len(head)))
        db.execute("DELETE FROM road_network_head")
    with lift.Store(path, durability="normal") as s:
        assert s.route(REQUEST) == expected


def column_chunks(blob: bytes, chunks: Dict[int, bytearray], name: str) -> Dict[int, bytearray]:
    _, first, n = layout(blob)[name]
    return {k: chunks[k] for k in range(first, first + n)}


@pytest.mark.parametrize("name", LAZY_COLUMNS)
@pytest.mark.parametrize("how", ["byte_changed", "cut_short", "gone"])
def test_route_on_a_network_with_a_damaged_lazily_read_column_chunk_raises_corrupt(tmp_path: Path, name: str,
                                                                                          how: str) -> None:
    """The columns LIFTNET8 and LIFTNET9 read lazily instead of whole: every chunk of one of them damaged, cut
    short or gone, and the route that reads one is refused, the store left as it was."""
    path, _ = imported_copy(tmp_path, "column.lift")
    with sqlite3.connect(path) as db:
        blob = db.execute("SELECT data FROM road_network_head").fetchone()[0]
        chunks = {k: bytearray(d) for k, d in db.execute("SELECT chunk, data FROM road_network_chunk")}
        damaged = column_chunks(blob, chunks, name)
        assert damaged
        for k, chunk in damaged.items():
            if how == "byte_changed":
                chunk[len(chunk) // 3] ^= 0x01
            elif how == "cut_short":
                del chunk[-4:]
        if how == "gone":
            db.executemany("DELETE FROM road_network_chunk WHERE chunk = ?", [(k,) for k in damaged])
        else:
            db.executemany("UPDATE road_network_chunk SET data = ? WHERE chunk = ?", [(bytes(d), k) for k, d in damaged.items()])
        stored = db.execute("SELECT chunk, data FROM road_network_chunk ORDER BY chunk").fetchall()

    with lift.Store(path, durability="normal") as s:
        with pytest.raises(lift.CorruptError) as info:
            s.route(REQUEST)
        assert info.value.code == "corrupt_road_network", repr(info.value)
        with sqlite3.connect(path) as db:
            assert db.execute("SELECT chunk, data FROM road_network_chunk ORDER BY chunk").fetchall() == stored
