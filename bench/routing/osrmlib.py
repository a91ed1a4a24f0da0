"""OSRM in-process for the routing bench scripts (ab_osrm.py, coldcall.py, diag.py): the extract
prepared with car.lua as compare.py prepares it, and one route timed as compare.py times it."""
import os
import subprocess
import sys
import time

import osrm


def prepare(pbf, work):
    """OSRM's files (CH) for `pbf`, made in the folder `work`: the .osrm path to open.
    small-component-size 100: see compare.py."""
    share = os.path.join(os.path.dirname(osrm.__file__), "share", "profiles", "car.lua")
    osrm_pbf = os.path.join(work, "city.osm.pbf")
    os.symlink(os.path.abspath(pbf), osrm_pbf)
    for cmd in (["extract", "--small-component-size", "100", "-p", share, osrm_pbf], ["contract", osrm_pbf[:-8] + ".osrm"]):
        subprocess.run([sys.executable, "-m", "osrm"] + cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return osrm_pbf[:-8] + ".osrm"


def engine(pbf, work):
    """An OSRM engine (CH) over `pbf`, its files made in the folder `work`."""
    return osrm.OSRM(storage_config=prepare(pbf, work), use_shared_memory=False)


def timed_route(e, a, b):
    """Microseconds of one full-answer route from a to b ((lat, lon) each); the parameters are
    built before the clock starts. A pair with no route counts its time too."""
    params = osrm.RouteParameters(coordinates=[(a[1], a[0]), (b[1], b[0])], overview="full", geometries="polyline6")
    t0 = time.perf_counter_ns()
    try:
        e.Route(params)
    except RuntimeError:
        pass
    return (time.perf_counter_ns() - t0) / 1000
