#!/usr/bin/env python3
"""Writes a realistic Apple Health export ("Export All Health Data"): export.xml with Apple's
HealthKitExport DTD at its top, or export.zip holding apple_health_export/export.xml.

What it holds, day by day up to --until, for --days days: a morning body mass on most days (typed
into Health, or from a scale app), step counts from an iPhone and an Apple Watch over overlapping
hours (what the health bridge must not sum), dietary energy from a food app (each entry also
inside a food Correlation, as Health writes them), workouts with their statistics (newer exports)
or energy attributes (older ones), and the types liblift skips (heart rate, active energy,
distance, sleep, resting heart rate, activity summaries). Dates are written as Health writes them,
`2024-01-02 07:30:00 +0200`, in --zone (the zone the phone exported in).

Each day's records come from a generator seeded by the day, so an export with a later --until
holds exactly the earlier export's records plus the new days: a newer export over an older one.
--target-mb pads with heart-rate samples up to about that size (the bench's big exports).

    tools/gen_health_export.py --out export.zip --days 60 --until 2024-03-31
"""
import argparse
import datetime as dt
import io
import random
import sys
import zipfile
from zoneinfo import ZoneInfo

DTD = """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE HealthData [
<!-- HealthKit Export Version: 13 -->
<!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout|ActivitySummary|ClinicalRecord|Audiogram|VisionPrescription)*)>
<!ATTLIST HealthData
  locale CDATA #REQUIRED
>
<!ELEMENT ExportDate EMPTY>
<!ATTLIST ExportDate
  value CDATA #REQUIRED
>
<!ELEMENT Me EMPTY>
<!ATTLIST Me
  HKCharacteristicTypeIdentifierDateOfBirth         CDATA #REQUIRED
  HKCharacteristicTypeIdentifierBiologicalSex       CDATA #REQUIRED
  HKCharacteristicTypeIdentifierBloodType           CDATA #REQUIRED
  HKCharacteristicTypeIdentifierFitzpatrickSkinType CDATA #REQUIRED
  HKCharacteristicTypeIdentifierCardioFitnessMedicationsUse CDATA #REQUIRED
>
<!ELEMENT Record ((MetadataEntry|HeartRateVariabilityMetadataList)*)>
<!ATTLIST Record
  type          CDATA #REQUIRED
  unit          CDATA #IMPLIED
  value         CDATA #IMPLIED
  sourceName    CDATA #REQUIRED
  sourceVersion CDATA #IMPLIED
  device        CDATA #IMPLIED
  creationDate  CDATA #IMPLIED
  startDate     CDATA #REQUIRED
  endDate       CDATA #REQUIRED
>
<!-- Note: Any Records that appear as children of a correlation also appear as top-level records in this document. -->
<!ELEMENT Correlation ((MetadataEntry|Record)*)>
<!ATTLIST Correlation
  type          CDATA #REQUIRED
  sourceName    CDATA #REQUIRED
  sourceVersion CDATA #IMPLIED
  device        CDATA #IMPLIED
  creationDate  CDATA #IMPLIED
  startDate     CDATA #REQUIRED
  endDate       CDATA #REQUIRED
>
<!ELEMENT Workout ((MetadataEntry|WorkoutEvent|WorkoutRoute|WorkoutStatistics)*)>
<!ATTLIST Workout
  workoutActivityType   CDATA #REQUIRED
  duration              CDATA #IMPLIED
  durationUnit          CDATA #IMPLIED
  totalDistance         CDATA #IMPLIED
  totalDistanceUnit     CDATA #IMPLIED
  totalEnergyBurned     CDATA #IMPLIED
  totalEnergyBurnedUnit CDATA #IMPLIED
  sourceName            CDATA #REQUIRED
  sourceVersion         CDATA #IMPLIED
  device                CDATA #IMPLIED
  creationDate          CDATA #IMPLIED
  startDate             CDATA #REQUIRED
  endDate               CDATA #REQUIRED
>
<!ELEMENT WorkoutEvent EMPTY>
<!ATTLIST WorkoutEvent
  type                 CDATA #REQUIRED
  date                 CDATA #REQUIRED
  duration             CDATA #IMPLIED
  durationUnit         CDATA #IMPLIED
>
<!ELEMENT WorkoutStatistics EMPTY>
<!ATTLIST WorkoutStatistics
  type                 CDATA #REQUIRED
  startDate            CDATA #REQUIRED
  endDate              CDATA #REQUIRED
  average              CDATA #IMPLIED
  minimum              CDATA #IMPLIED
  maximum              CDATA #IMPLIED
  sum                  CDATA #IMPLIED
  unit                 CDATA #IMPLIED
>
<!ELEMENT WorkoutRoute ((MetadataEntry|FileReference)*)>
<!ATTLIST WorkoutRoute
  sourceName    CDATA #REQUIRED
  sourceVersion CDATA #IMPLIED
  device        CDATA #IMPLIED
  creationDate  CDATA #IMPLIED
  startDate     CDATA #REQUIRED
  endDate       CDATA #REQUIRED
>
<!ELEMENT FileReference EMPTY>
<!ATTLIST FileReference
  path CDATA #REQUIRED
>
<!ELEMENT MetadataEntry EMPTY>
<!ATTLIST MetadataEntry
  key   CDATA #REQUIRED
  value CDATA #REQUIRED
>
<!ELEMENT HeartRateVariabilityMetadataList (InstantaneousBeatsPerMinute*)>
<!ELEMENT InstantaneousBeatsPerMinute EMPTY>
<!ATTLIST InstantaneousBeatsPerMinute
  bpm  CDATA #REQUIRED
  time CDATA #REQUIRED
>
<!ELEMENT ActivitySummary EMPTY>
<!ATTLIST ActivitySummary
  dateComponents           CDATA #IMPLIED
  activeEnergyBurned       CDATA #IMPLIED
  activeEnergyBurnedGoal   CDATA #IMPLIED
  activeEnergyBurnedUnit   CDATA #IMPLIED
  appleMoveTime            CDATA #IMPLIED
  appleMoveTimeGoal        CDATA #IMPLIED
  appleExerciseTime        CDATA #IMPLIED
  appleExerciseTimeGoal    CDATA #IMPLIED
  appleStandHours          CDATA #IMPLIED
  appleStandHoursGoal      CDATA #IMPLIED
>
]>
"""

PHONE = "Jane\u2019s iPhone"
WATCH = "Jane\u2019s Apple\u00a0Watch"
PHONE_DEVICE = "&lt;&lt;HKDevice: 0x28{:04x}0a0&gt;, name:iPhone, manufacturer:Apple Inc., model:iPhone, hardware:iPhone14,5, software:17.2&gt;"
WATCH_DEVICE = "&lt;&lt;HKDevice: 0x28{:04x}0f0&gt;, name:Apple Watch, manufacturer:Apple Inc., model:Watch, hardware:Watch6,2, software:10.2&gt;"
FOODS = [("Breakfast", 420), ("Lunch", 650), ("Dinner", 780), ("Snack", 210)]
ACTIVITIES = [("HKWorkoutActivityTypeRunning", 35, 9.0, "HKQuantityTypeIdentifierDistanceWalkingRunning"),
              ("HKWorkoutActivityTypeWalking", 50, 4.5, "HKQuantityTypeIdentifierDistanceWalkingRunning"),
              ("HKWorkoutActivityTypeTraditionalStrengthTraining", 55, 5.5, None),
              ("HKWorkoutActivityTypeCycling", 60, 7.5, "HKQuantityTypeIdentifierDistanceCycling")]


class Writer:
    def __init__(self, zone, out):
        self.zone = zone
        self.out = out
        self.size = 0

    def date(self, t):
        return t.astimezone(self.zone).strftime("%Y-%m-%d %H:%M:%S %z")

    def write(self, text):
        self.size += len(text.encode())
        self.out.write(text)

    def record(self, type_, source, version, device, unit, value, start, end, created=None, meta=()):
        attrs = (f' <Record type="{type_}" sourceName="{source}" sourceVersion="{version}"'
                 + (f' device="{device}"' if device else "")
                 + (f' unit="{unit}"' if unit else "")
                 + f' creationDate="{self.date(created or end)}" startDate="{self.date(start)}" endDate="{self.date(end)}"'
                 + (f' value="{value}"' if value is not None else ""))
        if meta:
            self.write(attrs + ">\n" + "".join(f'  <MetadataEntry key="{k}" value="{v}"/>\n' for k, v in meta) + " </Record>\n")
        else:
            self.write(attrs + "/>\n")


def days_of(args):
    until = dt.date.fromisoformat(args.until)
    return [until - dt.timedelta(days=i) for i in range(args.days - 1, -1, -1)]


def rng(args, day, salt):
    return random.Random(f"{args.seed}:{day.isoformat()}:{salt}")


def local(day, hour, minute=0, second=0, zone=None):
    return dt.datetime(day.year, day.month, day.day, hour, minute, second, tzinfo=zone)


def body_mass(w, args, days, home):
    for day in days:
        r = rng(args, day, "mass")
        if r.random() > 0.75:
            continue
        t = local(day, 7, r.randrange(0, 50), r.randrange(60), home)
        trend = 82.0 - 0.004 * (day - dt.date(2020, 1, 1)).days
        kg = round(trend + r.gauss(0, 0.4), 1)
        if r.random() < 0.5:
            w.record("HKQuantityTypeIdentifierBodyMass", "Health", "17.2", None, args.mass_unit,
                     kg if args.mass_unit == "kg" else round(kg / 0.45359237, 1), t, t, meta=[("HKWasUserEntered", "1")])
        else:
            w.record("HKQuantityTypeIdentifierBodyMass", "Withings", "6.3.1", None, args.mass_unit,
                     kg if args.mass_unit == "kg" else round(kg / 0.45359237, 1), t, t)


def steps(w, args, days, home):
    for day in days:
        r = rng(args, day, "steps")
        for hour in range(7, 22):
            if r.random() < 0.3:
                continue
            start = local(day, hour, r.randrange(0, 20), r.randrange(60), home)
            end = start + dt.timedelta(minutes=r.randrange(5, 35))
            n = r.randrange(80, 1500)
            w.record("HKQuantityTypeIdentifierStepCount", PHONE, "17.2", PHONE_DEVICE.format(hour), "count", n, start, end)
            # The watch counts the same walk, over a slightly different interval.
            if r.random() < 0.8:
                w.record("HKQuantityTypeIdentifierStepCount", WATCH, "10.2", WATCH_DEVICE.format(hour), "count",
                         max(0, n + r.randrange(-60, 60)), start + dt.timedelta(minutes=1), end + dt.timedelta(minutes=2))


def dietary_energy(w, args, days, home, correlations):
    for day in days:
        r = rng(args, day, "food")
        for i, (meal, kcal) in enumerate(FOODS):
            if r.random() < 0.2:
                continue
            t = local(day, 8 + 4 * i, r.randrange(0, 30), 0, home)
            value = round(kcal * r.uniform(0.7, 1.3), 1)
            w.record("HKQuantityTypeIdentifierDietaryEnergyConsumed", "MyFitnessPal", "23.1", None, "kcal", value, t, t,
                     meta=[("meal", meal)])
            correlations.append((t, value, meal))


def food_correlations(w, correlations):
    for t, value, meal in correlations:
        d = w.date(t)
        w.write(f' <Correlation type="HKCorrelationTypeIdentifierFood" sourceName="MyFitnessPal" sourceVersion="23.1" '
                f'creationDate="{d}" startDate="{d}" endDate="{d}">\n'
                f'  <MetadataEntry key="meal" value="{meal}"/>\n'
                f'  <Record type="HKQuantityTypeIdentifierDietaryEnergyConsumed" sourceName="MyFitnessPal" sourceVersion="23.1" '
                f'unit="kcal" creationDate="{d}" startDate="{d}" endDate="{d}" value="{value}"/>\n'
                f' </Correlation>\n')


def skipped_types(w, args, days, home):
    for day in days:
        r = rng(args, day, "other")
        for i in range(24):
            t = local(day, i, r.randrange(60), r.randrange(60), home)
            w.record("HKQuantityTypeIdentifierHeartRate", WATCH, "10.2", WATCH_DEVICE.format(i), "count/min",
                     r.randrange(55, 140), t, t, meta=[("HKMetadataKeyHeartRateMotionContext", "0")])
        for i in range(8):
            t = local(day, 8 + i, r.randrange(60), 0, home)
            w.record("HKQuantityTypeIdentifierActiveEnergyBurned", WATCH, "10.2", None, "kcal",
                     round(r.uniform(5, 60), 3), t, t + dt.timedelta(minutes=10))
            w.record("HKQuantityTypeIdentifierDistanceWalkingRunning", PHONE, "17.2", None, "km",
                     round(r.uniform(0.05, 1.2), 5), t, t + dt.timedelta(minutes=10))
        night = local(day, 0, 30, 0, home) - dt.timedelta(hours=1)
        w.record("HKCategoryTypeIdentifierSleepAnalysis", WATCH, "10.2", None, None, "HKCategoryValueSleepAnalysisAsleepCore",
                 night, night + dt.timedelta(hours=7))
        w.record("HKQuantityTypeIdentifierRestingHeartRate", WATCH, "10.2", None, "count/min", r.randrange(48, 62),
                 local(day, 0, 0, 0, home), local(day, 23, 59, 0, home))


def padding(w, args, days, home):
    """Heart-rate samples over the days until the file is about --target-mb (written in bulk:
    the bench's exports are GBs)."""
    target = args.target_mb * 1_000_000
    second = 0
    while w.size < target:
        second = (second + 7) % 86_400
        for day in days:
            if w.size >= target:
                break
            noon = local(day, 12, 0, 0, home).astimezone(w.zone)
            prefix, offset = noon.strftime("%Y-%m-%d"), noon.strftime("%z")
            lines = []
            for k in range(0, 3600, 60):
                s = (second + k) % 86_400
                t = f"{prefix} {s // 3600:02d}:{s // 60 % 60:02d}:{s % 60:02d} {offset}"
                lines.append(f' <Record type="HKQuantityTypeIdentifierHeartRate" sourceName="{WATCH}" sourceVersion="10.2" '
                             f'unit="count/min" creationDate="{t}" startDate="{t}" endDate="{t}" value="{60 + s % 80}">\n'
                             f'  <MetadataEntry key="HKMetadataKeyHeartRateMotionContext" value="0"/>\n </Record>\n')
            w.write("".join(lines))
            second = (second + 3600) % 86_400


def workouts(w, args, days, home):
    for day in days:
        r = rng(args, day, "workout")
        if day.weekday() not in (0, 2, 5) or r.random() < 0.15:
            continue
        activity, minutes, kcal_per_min, distance_type = ACTIVITIES[r.randrange(len(ACTIVITIES))]
        start = local(day, 17, r.randrange(0, 50), r.randrange(60), home)
        duration = round(minutes * r.uniform(0.8, 1.2), 4)
        end = start + dt.timedelta(minutes=duration)
        energy = round(duration * kcal_per_min, 3)
        km = round(duration / 6.0, 4) if distance_type else None
        d0, d1 = w.date(start), w.date(end)
        old = day < dt.date(2022, 9, 1)
        attrs = (f' <Workout workoutActivityType="{activity}" duration="{duration}" durationUnit="min"'
                 + (f' totalDistance="{km or 0}" totalDistanceUnit="km" totalEnergyBurned="{energy}" totalEnergyBurnedUnit="kcal"'
                    if old else "")
                 + f' sourceName="{WATCH}" sourceVersion="10.2" device="{WATCH_DEVICE.format(7)}"'
                 + f' creationDate="{d1}" startDate="{d0}" endDate="{d1}">\n')
        w.write(attrs)
        w.write('  <MetadataEntry key="HKIndoorWorkout" value="0"/>\n')
        w.write(f'  <WorkoutEvent type="HKWorkoutEventTypeSegment" date="{d0}" duration="{duration}" durationUnit="min"/>\n')
        if not old:
            w.write(f'  <WorkoutStatistics type="HKQuantityTypeIdentifierActiveEnergyBurned" startDate="{d0}" endDate="{d1}" '
                    f'sum="{energy}" unit="kcal"/>\n')
            w.write(f'  <WorkoutStatistics type="HKQuantityTypeIdentifierHeartRate" startDate="{d0}" endDate="{d1}" '
                    f'average="128" minimum="92" maximum="171" unit="count/min"/>\n')
            if km:
                w.write(f'  <WorkoutStatistics type="{distance_type}" startDate="{d0}" endDate="{d1}" sum="{km}" unit="km"/>\n')
        w.write(' </Workout>\n')


def activity_summaries(w, days):
    for day in days:
        w.write(f' <ActivitySummary dateComponents="{day.isoformat()}" activeEnergyBurned="512.3" activeEnergyBurnedGoal="500" '
                'activeEnergyBurnedUnit="kcal" appleMoveTime="0" appleMoveTimeGoal="0" appleExerciseTime="34" '
                'appleExerciseTimeGoal="30" appleStandHours="11" appleStandHoursGoal="12"/>\n')


def generate(args, out):
    home = ZoneInfo(args.home_zone)
    w = Writer(ZoneInfo(args.zone), out)
    days = days_of(args)
    exported = local(days[-1] + dt.timedelta(days=1), 9, 0, 0, home)
    w.write(DTD)
    w.write('<HealthData locale="en_FI">\n')
    w.write(f' <ExportDate value="{w.date(exported)}"/>\n')
    w.write(' <Me HKCharacteristicTypeIdentifierDateOfBirth="1990-04-12" HKCharacteristicTypeIdentifierBiologicalSex="HKBiologicalSexFemale" '
            'HKCharacteristicTypeIdentifierBloodType="HKBloodTypeNotSet" HKCharacteristicTypeIdentifierFitzpatrickSkinType="HKFitzpatrickSkinTypeNotSet" '
            'HKCharacteristicTypeIdentifierCardioFitnessMedicationsUse="None"/>\n')
    correlations = []
    # Health groups records by type.
    body_mass(w, args, days, home)
    steps(w, args, days, home)
    dietary_energy(w, args, days, home, correlations)
    skipped_types(w, args, days, home)
    if args.target_mb:
        padding(w, args, days, home)
    food_correlations(w, correlations)
    workouts(w, args, days, home)
    activity_summaries(w, days)
    w.write('</HealthData>\n')


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--out", required=True, help="export.xml, export.zip, or - for the XML on stdout")
    p.add_argument("--days", type=int, default=3 * 365)
    p.add_argument("--until", default="2024-06-30", help="the last day (YYYY-MM-DD)")
    p.add_argument("--zone", default="Europe/Helsinki", help="the zone the dates are written in (the phone's at export)")
    p.add_argument("--home-zone", default="Europe/Helsinki", help="the zone the user lived the days in")
    p.add_argument("--mass-unit", default="kg", choices=["kg", "lb"])
    p.add_argument("--seed", default="liblift")
    p.add_argument("--target-mb", type=int, default=0, help="pad with heart-rate samples to about this many MB of XML")
    args = p.parse_args()
    if args.out == "-":
        generate(args, sys.stdout)
    elif args.out.endswith(".zip"):
        with zipfile.ZipFile(args.out, "w", compression=zipfile.ZIP_DEFLATED, compresslevel=6) as z:
            with z.open("apple_health_export/export.xml", "w", force_zip64=True) as raw:
                text = io.TextIOWrapper(raw, encoding="utf-8", newline="\n")
                generate(args, text)
                text.flush()
                text.detach()
            z.writestr("apple_health_export/export_cda.xml", '<?xml version="1.0" encoding="UTF-8"?>\n<ClinicalDocument/>\n')
    else:
        with open(args.out, "w", encoding="utf-8", newline="\n") as f:
            generate(args, f)


if __name__ == "__main__":
    main()
