import LiftCore

/// Hand-made files in each app's published layout (no user's data), with the awkward rows:
/// rest timers, notes with commas and quotes, kg and lb, empty weights, superset ids.
enum WorkoutCSVFixtures {
    /// Strong's older export: no unit in the header (the app's setting), duration as text.
    static let strongOld = """
        Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
        2024-03-04 18:30:00,"Push, heavy",1h 5m,Bench Press (Barbell),1,135,10,0,0,,"Felt ""great"", slept well",
        2024-03-04 18:30:00,"Push, heavy",1h 5m,Bench Press (Barbell),2,155.5,8.0,0,0,"paused, 1s",,8.5
        2024-03-04 18:30:00,"Push, heavy",1h 5m,Pull Up,1,,12,0,0,,,
        2024-03-06 07:00:00,Legs,45m,Squat (Barbell),1,185,5,0,0,,,

        """

    /// Strong's newer export: units in the column names, a `Workout #`, rest-timer rows.
    static let strongNew = """
        Workout #,Date,Workout Name,Duration (sec),Exercise Name,Set Order,Weight (kg),Reps,RPE,Distance (meters),Seconds,Notes,Workout Notes
        1,2024-03-04 18:30:00,Push,3900,Bench Press (Barbell),1,60,10,,,,,
        1,2024-03-04 18:30:00,Push,3900,Bench Press (Barbell),Rest Timer,,,,,90,,
        1,2024-03-04 18:30:00,Push,3900,Bench Press (Barbell),2,62.5,8,8,,,,
        1,2024-03-04 18:30:00,Push,3900,Plank,1,,,,,60,,

        """

    /// Hevy: 0-based set_index, warm-up and drop sets, a superset, weight_kg.
    static let hevy = """
        title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_kg,reps,distance_km,duration_seconds,rpe
        "Upper A","4 Mar 2024, 18:30","4 Mar 2024, 19:35","",Bench Press (Barbell),,,0,warmup,40,10,,,
        "Upper A","4 Mar 2024, 18:30","4 Mar 2024, 19:35","",Bench Press (Barbell),,,1,normal,60,8,,,8
        "Upper A","4 Mar 2024, 18:30","4 Mar 2024, 19:35","",Bench Press (Barbell),,,2,dropset,50,10,,,
        "Upper A","4 Mar 2024, 18:30","4 Mar 2024, 19:35","",Pull Up,0,"slow, controlled",0,normal,,12,,,
        "Upper A","4 Mar 2024, 18:30","4 Mar 2024, 19:35","",Dumbbell Row,0,,0,normal,30,10,,,

        """

    /// FitNotes: one day per session, weights in the header's unit, time as H:MM:SS.
    static let fitNotes = """
        Date,Exercise,Category,Weight (lbs),Reps,Distance,Distance Unit,Time
        2024-03-04,Flat Barbell Bench Press,Chest,135.0,10,,,
        2024-03-04,Flat Barbell Bench Press,Chest,145.0,8,,,
        2024-03-04,Treadmill,Cardio,,,5.0,km,0:30:00

        """
}
