"""lift_route: with no road network imported it answers unavailable / no_road_network."""

from __future__ import annotations

import pytest

import lift
from helpers import snapshot


def test_route_no_road_network_raises_unavailable(store: lift.Store) -> None:
    before = snapshot(store)
    with pytest.raises(lift.UnavailableError) as info:
        store.route({"stops": [{"lat": 60.17, "lon": 24.94}, {"lat": 60.45, "lon": 22.27}], "profile": "car"})
    err = info.value
    assert err.status == -10 and err.code == "no_road_network", repr(err)
    assert isinstance(err.details, dict) and err.message
    assert snapshot(store) == before


def test_route_malformed_request_raises_structured_error(store: lift.Store) -> None:
    result = store.call_raw("route", b'{"stops":[{"lat":')
    assert result.status == -1, result
