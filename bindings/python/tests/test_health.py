"""The health bridge through the Python binding: health_samples, health_anchor, health_policy and
health_export (docs/HEALTH.md)."""

from __future__ import annotations

from typing import Any, Dict, Optional

import pytest

import lift

PHONE = {"name": "iPhone", "bundle_id": "com.apple.health.phone", "device": "iPhone15,2"}
WATCH = {"name": "Apple Watch", "bundle_id": "com.apple.health.watch"}


def _steps(sid: str, value: float, start: str, source: Dict[str, str] = PHONE) -> Dict[str, Any]:
    return {"id": sid, "type": "HKQuantityTypeIdentifierStepCount", "start": start, "end": start, "value": value,
            "unit": "count", "source": source}


def _batch(store: lift.Store, platform: str = "healthkit", zone: Optional[str] = None, **body: Any) -> Dict[str, Any]:
    request: Dict[str, Any] = {"kind": "health_samples", "health_samples": {"platform": platform, **body}}
    if zone:
        request["time_zone"] = zone
    return store.save(request)


def _day_total(store: lift.Store, kind: str, date: str) -> int:
    return store.load({"kind": kind, "date": date})["day_total"]


def test_healthSamples_sameBatchTwice_countedOnce(store: lift.Store) -> None:
    samples = [_steps("a", 4000, "2024-03-01T08:00:00Z"), _steps("b", 1000, "2024-03-01T18:00:00Z")]
    first = _batch(store, samples=samples)
    again = _batch(store, samples=samples)
    assert (first["added"], again["added"], again["unchanged"], again["days_recomputed"]) == (2, 0, 2, 0)
    assert _day_total(store, "steps", "2024-03-01") == 5000


def test_healthSamples_phoneAndWatchOnOneDay_stepsCountedOnce(store: lift.Store) -> None:
    _batch(store, samples=[_steps("p1", 3000, "2024-03-01T08:00:00Z"), _steps("p2", 3000, "2024-03-01T12:00:00Z"),
                           _steps("w1", 2800, "2024-03-01T08:00:00Z", WATCH), _steps("w2", 3300, "2024-03-01T12:00:00Z", WATCH)])
    assert _day_total(store, "steps", "2024-03-01") == 6100


def test_healthSamples_deletion_recomputesItsDayOnly(store: lift.Store) -> None:
    _batch(store, samples=[_steps("a", 4000, "2024-03-01T08:00:00Z"), _steps("b", 500, "2024-03-01T09:00:00Z"),
                           _steps("c", 700, "2024-03-02T09:00:00Z")])
    assert _batch(store, deleted=["b", "unknown"])["removed"] == 1
    assert (_day_total(store, "steps", "2024-03-01"), _day_total(store, "steps", "2024-03-02")) == (4000, 700)


def test_removeBodyLog_heldSamples_clearedSoAPolicyChangeDoesNotBringTheDaysBack(store: lift.Store) -> None:
    _batch(store, samples=[_steps("p", 3000, "2024-03-01T08:00:00Z"), _steps("w", 2000, "2024-03-01T08:00:00Z", WATCH)])
    erased = store.remove({"kind": "body_log"})
    assert (erased["removed"], erased["counts"]["steps"], erased["counts"]["health_samples"]) == (1, 1, 2)
    # A policy change works out every day holding samples of the type again: there is none left.
    answer = store.save({"kind": "health_policy", "health_policy": {"type": "HKQuantityTypeIdentifierStepCount",
                                                                     "sources": ["com.apple.health.watch"]}})
    assert answer["days_recomputed"] == 0
    assert _day_total(store, "steps", "2024-03-01") == 0


def test_healthSamples_expiredTokenFullWindow_replacesWhatIsHeldThere(store: lift.Store) -> None:
    _batch(store, "health_connect", samples=[_steps("a", 100, "2024-03-01T08:00:00Z"), _steps("b", 200, "2024-03-01T09:00:00Z")],
           anchor={"type": "StepsRecord", "value": "t1"})
    answer = _batch(store, "health_connect", samples=[_steps("b", 250, "2024-03-01T09:00:00Z")],
                    full_window={"from": "2024-02-01T00:00:00Z", "to": "2024-03-02T00:00:00Z"},
                    anchor={"type": "StepsRecord", "value": "t2"})
    assert (answer["removed"], answer["updated"]) == (1, 1)
    assert _day_total(store, "steps", "2024-03-01") == 250
    assert store.load({"kind": "health_anchor", "platform": "health_connect", "type": "StepsRecord"})["anchor"] == "t2"


def test_healthSamples_userZone_daysTotalsInThatZone(store: lift.Store) -> None:
    # 02:00 UTC on the 2nd is 21:00 on the 1st in New York (EST).
    _batch(store, zone="America/New_York", samples=[_steps("late", 900, "2024-03-02T02:00:00Z"),
                                                     _steps("noon", 100, "2024-03-01T17:00:00Z")])
    assert _day_total(store, "steps", "2024-03-01") == 1000
    assert _day_total(store, "steps", "2024-03-02") == 0


@pytest.mark.parametrize("field,value,code", [("type", "HKQuantityTypeIdentifierHeartRate", "unknown_health_type"),
                                              ("unit", "st", "unknown_health_unit")])
def test_healthSamples_unknownTypeOrUnit_refusedNamingItWithNothingApplied(store: lift.Store, field: str, value: str,
                                                                           code: str) -> None:
    bad = {**_steps("x", 60, "2024-03-01T08:00:00Z"), field: value}
    with pytest.raises(lift.LiftError) as err:
        _batch(store, samples=[_steps("ok", 10, "2024-03-01T07:00:00Z"), bad], anchor={"type": "steps", "value": "A"})
    assert err.value.code == code
    assert err.value.details["path"] == f"health_samples.samples[1].{field}"
    assert err.value.details[field] == value
    assert _day_total(store, "steps", "2024-03-01") == 0
    assert store.load({"kind": "health_anchor", "platform": "healthkit", "type": "steps"})["anchor"] is None


def test_healthSamples_unitsConvertedExactly(store: lift.Store) -> None:
    mass = {"type": "HKQuantityTypeIdentifierBodyMass", "source": PHONE}
    energy = {"type": "HKQuantityTypeIdentifierDietaryEnergyConsumed", "source": PHONE}
    _batch(store, samples=[
        {**mass, "id": "g", "start": "2024-03-01T07:00:00Z", "end": "2024-03-01T07:00:00Z", "value": 80250, "unit": "g"},
        {**energy, "id": "kj", "start": "2024-03-01T12:00:00Z", "end": "2024-03-01T12:00:00Z", "value": 2092, "unit": "kJ"},
    ])
    weight = store.load({"kind": "weight", "date": "2024-03-01"})["items"][0]
    assert (weight["weight"], weight["unit"]) == (80.25, "kg")
    assert _day_total(store, "calories", "2024-03-01") == 500


def test_healthPolicy_priority_recomputesTheDay(store: lift.Store) -> None:
    _batch(store, samples=[_steps("p", 5000, "2024-03-01T08:00:00Z"), _steps("w", 4000, "2024-03-01T08:00:00Z", WATCH)])
    saved = store.save({"kind": "health_policy", "health_policy": {"type": "StepsRecord", "sources": [WATCH["bundle_id"]]}})
    assert saved["days_recomputed"] == 1
    assert _day_total(store, "steps", "2024-03-01") == 4000
    assert store.load({"kind": "health_policy", "type": "step_count"})["items"][0]["sources"] == [WATCH["bundle_id"]]


def test_healthExport_weightExportedAckedEditedDeleted(store: lift.Store) -> None:
    wid = store.save({"kind": "weight", "weight": {"date": "2024-03-01", "weight": 80, "unit": "kg"}})["weight"]["id"]
    out = store.load({"kind": "health_export", "platform": "health_connect"})
    [item] = out["weights"]
    assert (item["client_record_id"], item["version"], item["platform_id"]) == (f"lift:weight:{wid}", 1, None)
    store.save({"kind": "health_export", "health_export": {"platform": "health_connect", "ack": [
        {"client_record_id": item["client_record_id"], "version": 1, "platform_id": "hc-1"}]}})
    assert store.load({"kind": "health_export", "platform": "health_connect"})["weights"] == []
    store.save({"kind": "weight", "weight": {"id": wid, "weight": 79}})
    [edited] = store.load({"kind": "health_export", "platform": "health_connect"})["weights"]
    assert (edited["version"], edited["platform_id"], edited["value"]) == (2, "hc-1", 79)
    store.remove({"kind": "weight", "id": wid})
    [gone] = store.load({"kind": "health_export", "platform": "health_connect"})["deleted"]
    assert (gone["client_record_id"], gone["platform_id"], gone["version"]) == (item["client_record_id"], "hc-1", 3)
    # Health Connect hands back the record it holds: an echo, not imported.
    echo = {**_steps("hc-1", 80, "2024-03-01T12:00:00Z"), "type": "WeightRecord", "unit": "kg"}
    assert _batch(store, "health_connect", samples=[echo])["echoes"] == 1
    assert store.load({"kind": "weight"})["total"] == 0


def test_healthExport_unknownClientRecord_refusedNothingRecorded(store: lift.Store) -> None:
    with pytest.raises(lift.LiftError) as err:
        store.save({"kind": "health_export", "health_export": {"platform": "healthkit", "ack": [
            {"client_record_id": "lift:weight:00000000-0000-4000-8000-000000000000", "version": 1}]}})
    assert (err.value.code, err.value.status) == ("unknown_client_record", -4)


def test_healthSamples_workout_becomesACompletionAndItsDeletionRemovesIt(store: lift.Store) -> None:
    run = {"id": "run-1", "activity_type": "HKWorkoutActivityTypeRunning", "start": "2024-03-01T06:00:00Z",
           "end": "2024-03-01T06:45:00Z", "duration": 2400, "energy": 410, "source": WATCH}
    _batch(store, workouts=[run])
    [completion] = store.load({"kind": "completion"})["items"]
    assert completion["duration"] == 2400
    _batch(store, deleted=["run-1"])
    assert store.load({"kind": "completion"})["items"] == []




def test_healthSamples_workoutDistanceInMiles_keptOnTheCompletionInMetres(store: lift.Store) -> None:
    _batch(store, workouts=[{"id": "run", "activity_type": "HKWorkoutActivityTypeRunning", "start": "2024-03-01T06:00:00Z",
                             "end": "2024-03-01T06:30:00Z", "distance": 3.1, "distance_unit": "mi", "source": WATCH}])
    [completion] = store.load({"kind": "completion"})["items"]
    assert completion["distance"] == pytest.approx(3.1 * 1609.344, abs=1e-9)


def _sync(source: lift.Store, target: lift.Store) -> None:
    page = source.load({"kind": "changes", "limit": 10000})
    target.save({"kind": "changes", "changes": page["changes"], "cursor": page["cursor"]})


def test_healthSamples_twoStoresExchangingFeeds_agreeOnTheDayWithoutAddingSourcesUp(tmp_path: Any) -> None:
    with lift.Store(str(tmp_path / "phone.lift")) as phone, lift.Store(str(tmp_path / "tablet.lift")) as tablet:
        _batch(phone, samples=[_steps("p1", 3000, "2024-03-01T08:00:00Z")])
        _batch(tablet, "health_connect", samples=[_steps("w1", 2500, "2024-03-01T08:00:00Z", WATCH),
                                                   _steps("w2", 1500, "2024-03-01T12:00:00Z", WATCH)])
        _sync(phone, tablet)
        _sync(tablet, phone)
        _sync(phone, tablet)
        for s in (phone, tablet):
            assert _day_total(s, "steps", "2024-03-01") == 4000
            assert s.load({"kind": "steps"})["total"] == 1
        # The samples themselves travelled: the phone holds the tablet's.
        again = _batch(phone, "health_connect", samples=[_steps("w1", 2500, "2024-03-01T08:00:00Z", WATCH)])
        assert again["unchanged"] == 1
