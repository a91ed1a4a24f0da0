"""LigasEc's sports data from Python: python3 examples/sports.py [store-path] [base-url]

Lists the built-in leagues, the teams of one league, the players of one team and one image,
through liblift's 7-day cache. Without a base URL it starts the repository's local stand-in for
the FlashLive / TransferMarket APIs (Tests/Fixtures/sports_server.py) on 127.0.0.1 and stops it
at the end. Exits non-zero if anything answers other than expected.
"""

from __future__ import annotations

import base64
import json
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Optional

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a checkout

import lift  # noqa: E402

SERVER = Path(__file__).resolve().parents[3] / "Tests" / "Fixtures" / "sports_server.py"
API_KEY = "test-key"  # what the local server expects; a real host passes its RapidAPI key


def remote_options(base: str) -> dict:
    return {"sources": [
        {"data_source": "FlashLive", "base_url": base + "/fl", "api_key_header": "x-rapidapi-key", "api_key": API_KEY},
        {"data_source": "TransferMarket", "base_url": base + "/tm", "api_key_header": "x-rapidapi-key", "api_key": API_KEY},
    ], "timeout_ms": 5000}


def run(path: str, base: str) -> None:
    with lift.Store(path, durability="normal", remote=remote_options(base)) as store:
        leagues = store.load({"kind": "league"})
        print(f"leagues (saved to cache: {leagues['saved_to_cache']}):")
        for league in leagues["items"]:
            print(f"  {league['id']:10} {league['name']} ({league['data_source']})")
        assert leagues["total"] >= 2, leagues

        league = leagues["items"][0]
        teams = store.load({"kind": "team", "league_id": league["id"]})
        print(f"teams of {league['name']} (from the {teams['source']}, cached at {teams['cached_at']}):")
        for team in teams["items"]:
            print(f"  {team['id']:10} {team['name']}")
        assert teams["items"], teams
        again = store.load({"kind": "team", "league_id": league["id"]})
        assert again["source"] == "cache" and again["items"] == teams["items"], again

        team = teams["items"][0]
        # The team is in a cached league's teams, so its data source need not be given.
        players = store.load({"kind": "player", "team_id": team["id"]})
        print(f"players of {team['name']} (from the {players['source']}):")
        for p in players["items"]:
            number = "" if p["number"] is None else f"#{p['number']}"
            print(f"  {number:4} {p['name']} — {p['position']}, {p['nationality'] or 'nationality unknown'}")
        assert players["items"], players

        image = store.load({"kind": "image", "url": base + "/img/logo.png"})["image"]
        data = base64.b64decode(image["data_base64"])
        print(f"image {image['url']}: {image['size']} bytes, starts {data[:8]!r}")
        assert len(data) == image["size"] > 0 and data.startswith(b"\x89PNG"), image

        try:
            store.load({"kind": "team", "league_id": "no-such-league"})
            raise SystemExit("an unknown league answered")
        except lift.NotFoundError as err:
            print(f"unknown league: {err.code} {json.dumps(err.details)}")


def main() -> int:
    path = sys.argv[1] if len(sys.argv) > 1 else str(Path(tempfile.mkdtemp()) / "sports.lift")
    base: Optional[str] = sys.argv[2] if len(sys.argv) > 2 else None
    server = None
    if base is None:
        server = subprocess.Popen([sys.executable, str(SERVER)], stdout=subprocess.PIPE, text=True)
        assert server.stdout is not None
        base = f"http://127.0.0.1:{int(server.stdout.readline())}"
        print(f"local sports server on {base}")
    try:
        run(path, base)
    finally:
        if server is not None:
            server.terminate()
            server.wait(timeout=10)
    print("sports example: ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
