"""apple_health_export through the Python binding: exports written by tools/gen_health_export.py,
checked against Python's own XML parser (the counts per type, the weights' days, each day's steps as
the bridge's rule states it: the larger source's total), re-imports, a newer export over an older
one, and every damaged or foreign file refused with nothing applied."""

from __future__ import annotations

import datetime as dt
import os
import subprocess
import sys
import time
import xml.etree.ElementTree as ET
import zipfile
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any, Dict
from zoneinfo import ZoneInfo

import pytest

import lift

REPO = Path(__file__).resolve().parents[3]
GENERATOR = REPO / "tools" / "gen_health_export.py"
FIXTURES = REPO / "Tests" / "Fixtures" / "apple_health"
ZONE = "Europe/Helsinki"
IMPORTED = {"HKQuantityTypeIdentifierBodyMass": "body_mass", "HKQuantityTypeIdentifierStepCount": "step_count",
            "HKQuantityTypeIdentifierDietaryEnergyConsumed": "dietary_energy"}


def generate(path: Path, *args: str) -> Path:
    subprocess.run([sys.executable, str(GENERATOR), "--out", str(path), *args], check=True)
    return path


def import_export(store: lift.Store, path: Path) -> Dict[str, Any]:
    return store.save({"kind": "apple_health_export", "apple_health_export": {"path": str(path)},
                       "time_zone": ZONE})["apple_health_export"]


def parse_date(text: str) -> dt.datetime:
    return dt.datetime.strptime(text, "%Y-%m-%d %H:%M:%S %z")


def assert_nothing_applied(store: lift.Store) -> None:
    assert store.load({"kind": "weight"})["total"] == 0
    assert store.load({"kind": "completion"})["total"] == 0


@pytest.fixture(scope="module")
def export_xml(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return generate(tmp_path_factory.mktemp("health") / "export.xml", "--days", "45", "--until", "2024-05-31")


def test_import_generated_export_counts_match_pythons_parser(store: lift.Store, export_xml: Path) -> None:
    root = ET.parse(export_xml).getroot()
    expected = Counter(IMPORTED.get(e.get("type", ""), None) for e in root if e.tag == "Record")
    skipped = Counter(e.get("type", e.tag) for e in root if e.tag not in ("Record", "Workout", "ExportDate", "Me"))
    skipped.update(e.get("type") for e in root if e.tag == "Record" and e.get("type") not in IMPORTED)
    answer = import_export(store, export_xml)
    for name in IMPORTED.values():
        assert answer["types"][name]["read"] == expected[name], name
    assert answer["types"]["workout"]["read"] == sum(1 for e in root if e.tag == "Workout")
    assert answer["skipped"] == dict(skipped)
    starts = [parse_date(e.get("startDate")) for e in root
              if e.tag == "Workout" or (e.tag == "Record" and e.get("type") in IMPORTED)]
    assert answer["from"] == min(starts).astimezone(dt.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def test_import_weights_and_steps_follow_the_bridges_day_rule(store: lift.Store, export_xml: Path) -> None:
    root = ET.parse(export_xml).getroot()
    zone = ZoneInfo(ZONE)
    mass_days = {parse_date(e.get("startDate")).astimezone(zone).date().isoformat()
                 for e in root if e.get("type") == "HKQuantityTypeIdentifierBodyMass"}
    steps: Dict[str, Dict[str, Dict[tuple, float]]] = defaultdict(lambda: defaultdict(dict))
    for e in root:
        if e.tag == "Record" and e.get("type") == "HKQuantityTypeIdentifierStepCount":
            start = parse_date(e.get("startDate"))
            steps[start.astimezone(zone).date().isoformat()][e.get("sourceName")][(e.get("startDate"), e.get("endDate"))] = float(e.get("value"))
    import_export(store, export_xml)
    weights = store.load({"kind": "weight", "limit": 1000})
    assert {w["date"] for w in weights["items"]} == mass_days
    for day, sources in sorted(steps.items())[:10]:
        expected = max(sum(v.values()) for v in sources.values())
        assert store.load({"kind": "steps", "date": day})["day_total"] == expected, day


def test_import_zip_and_xml_give_the_same_answer(tmp_path: Path, export_xml: Path) -> None:
    archive = tmp_path / "export.zip"
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as z:
        z.write(export_xml, "apple_health_export/export.xml")
    with lift.Store(tmp_path / "a.lift") as a, lift.Store(tmp_path / "b.lift") as b:
        assert import_export(a, export_xml) == import_export(b, archive)


def test_reimport_adds_nothing(store: lift.Store) -> None:
    first = import_export(store, FIXTURES / "export.zip")
    again = import_export(store, FIXTURES / "export.zip")
    for name, counts in again["types"].items():
        assert counts["added"] == 0 and counts["unchanged"] == first["types"][name]["read"], name


def test_newer_export_over_an_older_adds_only_new_records(store: lift.Store, tmp_path: Path) -> None:
    older = import_export(store, generate(tmp_path / "old.zip", "--days", "20", "--until", "2024-04-20"))
    newer = import_export(store, generate(tmp_path / "new.zip", "--days", "30", "--until", "2024-04-30", "--zone", "Asia/Tokyo"))
    for name, counts in newer["types"].items():
        assert counts["unchanged"] == older["types"][name]["read"], name
        assert counts["added"] == counts["read"] - older["types"][name]["read"], name


def test_unknown_unit_refused_naming_it_nothing_applied(store: lift.Store, tmp_path: Path) -> None:
    text = (FIXTURES / "export.xml").read_text(encoding="utf-8")
    bad = tmp_path / "export.xml"
    bad.write_text(text.replace('unit="kcal"', 'unit="kcal_th"', 1), encoding="utf-8")
    with pytest.raises(lift.LiftError) as err:
        import_export(store, bad)
    assert err.value.code == "unknown_health_unit"
    assert err.value.details["unit"] == "kcal_th" and err.value.details["line"] > 100
    assert_nothing_applied(store)


@pytest.mark.parametrize("damage,code", [
    ("truncated_xml", "invalid_xml"), ("truncated_zip", "invalid_zip"), ("no_export_xml", "no_export_xml"),
    ("gpx", "not_a_health_export"), ("sparse_2g", "invalid_xml"), ("garbage_zip", "invalid_zip"),
])
def test_damaged_files_refused_quickly_nothing_applied(store: lift.Store, tmp_path: Path, damage: str, code: str) -> None:
    path = tmp_path / "export.zip"
    if damage == "truncated_xml":
        data = (FIXTURES / "export.xml").read_bytes()
        path.write_bytes(data[: len(data) // 2])
    elif damage == "truncated_zip":
        data = (FIXTURES / "export.zip").read_bytes()
        path.write_bytes(data[: len(data) // 2])
    elif damage == "no_export_xml":
        path = FIXTURES / "no-export-xml.zip"
    elif damage == "gpx":
        path.write_text('<?xml version="1.0"?><gpx version="1.1"/>')
    elif damage == "sparse_2g":
        path.touch()
        os.truncate(path, 2 << 30)
    else:
        path.write_bytes(b"PK\x03\x04" + b"\x00" * 5000)
    started = time.monotonic()
    with pytest.raises(lift.LiftError) as err:
        import_export(store, path)
    assert time.monotonic() - started < 2
    assert err.value.code == code and err.value.status == -1
    assert err.value.details["path"] == "apple_health_export.path"
    assert_nothing_applied(store)


def test_fifo_refused_without_blocking(store: lift.Store, tmp_path: Path) -> None:
    fifo = tmp_path / "export.zip"
    os.mkfifo(fifo)
    with pytest.raises(lift.LiftError) as err:
        import_export(store, fifo)
    assert err.value.code == "not_a_regular_file"
