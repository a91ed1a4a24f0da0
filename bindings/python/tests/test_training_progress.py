"""progress_summary, next_targets and recommendation through the Python binding, on a history
built with the clock fixed (2025-06-15, a Sunday): the SVG card parsed by Python's own XML
parser, and the refusals as Python exceptions."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any, Dict, Iterator

import pytest

import lift

CLOCK = 1_750_000_000_000
SVG = "{http://www.w3.org/2000/svg}"


@pytest.fixture
def trained(tmp_path: Path) -> Iterator[lift.Store]:
    s = lift.Store(tmp_path / "progress.lift", durability="normal", clock_ms=CLOCK)
    routine = s.save({"kind": "routine", "routine": {"name": "Push", "exercises": [{"name": "Bench"}]}})["routine"]
    bench = routine["exercises"][0]["id"]
    for day, weight in (("2025-06-02", 100), ("2025-06-10", 105)):
        s.save({"kind": "routine_record", "routine_record": {
            "routine_id": routine["id"], "creation_date": f"{day}T10:00:00Z", "completion_date": f"{day}T11:00:00Z",
            "exercise_records": [{"exercise_id": bench, "set_records": [
                {"rep_count": 12, "weight": weight, "unit": "kg"}, {"rep_count": 12, "weight": weight, "unit": "kg"}]}]}})
    s.routine_id = routine["id"]  # type: ignore[attr-defined]
    try:
        yield s
    finally:
        s.close()


def test_progressSummary_week_newRecordAndSvgCard(trained: lift.Store) -> None:
    reply: Dict[str, Any] = trained.load({"kind": "progress_summary", "period": "week", "format": "svg"})
    summary = reply["progress_summary"]
    assert (summary["from"], summary["to"], summary["workouts"], summary["sets"]) == ("2025-06-09", "2025-06-15", 1, 2)
    assert [(p["name"], p["old"], p["new"]) for p in summary["new_personal_records"]] == [("Bench", 144, 151.2)]
    root = ET.fromstring(reply["svg"])
    assert root.tag == SVG + "svg"
    assert len([r for r in root.iter(SVG + "rect") if r.get("class") == "bar"]) == 7
    assert "This week" in [t.text for t in root.iter(SVG + "text")]


def test_progressSummary_text_mentionsTheRecord(trained: lift.Store) -> None:
    text = trained.load({"kind": "progress_summary", "period": "week", "format": "text"})["text"]
    assert text.startswith("This week: 1 workout, 2 sets, 2520 kg lifted, 1 h trained.")
    assert "1 new PR: Bench 1RM 151.2 kg (+7.2)." in text


def test_nextTargets_topOfRange_increases(trained: lift.Store) -> None:
    items = trained.load({"kind": "next_targets", "routine_id": trained.routine_id})["items"]  # type: ignore[attr-defined]
    assert [(i["action"], i["weight"], i["reason"]) for i in items] == [
        ("increase", 107.5, "every set reached 12 reps at 105 kg")]


def test_recommendation_routineWithReasons(trained: lift.Store) -> None:
    items = trained.load({"kind": "recommendation", "limit": 50})["items"]
    push = next(i for i in items if i["name"] == "Push")
    assert push["type"] == "routine" and push["reasons"][-1] == "about 60 minutes"


def test_progressAndTargets_badRequests_raise(trained: lift.Store) -> None:
    with pytest.raises(lift.InvalidRequestError) as e:
        trained.load({"kind": "progress_summary", "period": "custom", "from": "2025-06-10"})
    assert e.value.details["path"] == "to"
    with pytest.raises(lift.NotFoundError):
        trained.load({"kind": "next_targets", "routine_id": "0190a0b0-0000-7000-8000-000000000000"})
