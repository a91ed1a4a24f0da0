"""Bring your training history, share your progress: python3 examples/portability.py [store-path] [card.svg]

Imports a small Strong export (written in Strong's newer layout, no user's data) with a dry run
first, imports it again to show that nothing is added twice, prints this week's progress as a
text post and writes the SVG share card (render it with `rsvg-convert card.svg -o card.png`).
Exits non-zero if anything answers other than expected, so the tests run it as it is.
"""

from __future__ import annotations

import datetime
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a checkout

import lift  # noqa: E402


def strong_file(today: datetime.date) -> str:
    """Three sessions this week and one the week before, wall-clock times as Strong writes them."""
    monday = today - datetime.timedelta(days=today.weekday())
    days = [monday - datetime.timedelta(days=5), monday, monday + datetime.timedelta(days=min(2, today.weekday())), today]
    rows = ["Workout #,Date,Workout Name,Duration (sec),Exercise Name,Set Order,Weight (kg),Reps,RPE,"
            "Distance (meters),Seconds,Notes,Workout Notes"]
    plan = [(80, 10), (82.5, 10), (85, 12), (87.5, 12)]
    for n, (day, (weight, reps)) in enumerate(zip(days, plan)):
        date = f"{day.isoformat()} {7 + n:02d}:00:00"
        rows.append(f"{n + 1},{date},\"Push, heavy\",3600,Bench Press (Barbell),1,{weight},{reps},8,,,,")
        rows.append(f"{n + 1},{date},\"Push, heavy\",3600,Bench Press (Barbell),Rest Timer,,,,,120,,")
        rows.append(f"{n + 1},{date},\"Push, heavy\",3600,Bench Press (Barbell),2,{weight},{reps},9,,,,")
        rows.append(f"{n + 1},{date},\"Push, heavy\",3600,Pull Up,1,,12,,,,,")
    return "\n".join(rows) + "\n"


def main() -> None:
    path = sys.argv[1] if len(sys.argv) > 1 else str(Path(tempfile.mkdtemp()) / "portability.lift")
    card = Path(sys.argv[2]) if len(sys.argv) > 2 else Path(path).with_suffix(".svg")
    today = datetime.datetime.now(datetime.timezone.utc).date()
    text = strong_file(today)
    with lift.Store(path) as store:
        dry = store.save({"kind": "workout_import", "workout_import": {"data": text, "dry_run": True}})["workout_import"]
        print(f"dry run: {dry['sessions']} new sessions, {dry['sets']} sets, skipped {dry['skipped']}")
        first = store.save({"kind": "workout_import", "workout_import": {"data": text}})["workout_import"]
        again = store.save({"kind": "workout_import", "workout_import": {"data": text}})["workout_import"]
        assert again["sets"] == 0 and again["sets_existing"] == 12, again
        assert first["sets"] in (0, 12), first  # the second run of the example finds them all
        week = store.load({"kind": "progress_summary", "period": "week", "format": "text"})
        print(week["text"])
        svg = store.load({"kind": "progress_summary", "period": "week", "format": "svg"})["svg"]
        assert svg.startswith("<svg") and svg.count('class="bar"') == 7
        card.write_text(svg, encoding="utf-8")
        print(f"share card: {card}")
        # Debian's librsvg2-bin, when installed, turns the card into a picture to look at.
        if shutil.which("rsvg-convert"):
            subprocess.run(["rsvg-convert", str(card), "-o", str(card.with_suffix(".png"))], check=True)
            print(f"rendered: {card.with_suffix('.png')}")
    print("portability example: ok")


if __name__ == "__main__":
    main()
