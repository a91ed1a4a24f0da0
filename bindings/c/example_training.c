/*
 * example_training.c — a workout recorded from C: start the active record from a routine, add
 * sets, finish it, mark a catalog workout completed, then print this ISO week's stats and the
 * personal records it set.
 *
 *   make example_training && ./example_training [path/to/store.lift]   (default ./example_training.lift)
 *
 * Requests and responses are built and read with jansson (a Debian package liblift itself uses).
 * Every string liblift returns is released with lift_free(). Exits 0 only if every step worked.
 */
#define _POSIX_C_SOURCE 200809L /* gmtime_r */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <jansson.h>
#include <lift.h>

typedef int32_t (*lift_call)(lift_store *, const char *, char **);

/* Sends `request` (consumed), parses the answer into *out (NULL on failure) and returns the
 * status; a failure is printed with its error document. */
static int32_t call(lift_call fn, lift_store *store, json_t *request, json_t **out)
{
    char *text = json_dumps(request, JSON_COMPACT);
    char *answer = NULL;
    int32_t status = text ? fn(store, text, &answer) : LIFT_E_NO_MEMORY;
    json_error_t error;
    *out = NULL;
    if (status == LIFT_OK && answer)
        *out = json_loads(answer, 0, &error);
    else
        fprintf(stderr, "request %s failed: [%s] %s\n", text ? text : "?", lift_status_name(status), answer ? answer : "");
    free(text);
    lift_free(answer);
    json_decref(request);
    return *out ? status : (status == LIFT_OK ? LIFT_E_INTERNAL : status);
}

static void utc(time_t t, const char *format, char *out, size_t size)
{
    struct tm tm;
    gmtime_r(&t, &tm);
    strftime(out, size, format, &tm);
}

/* The id of the routine named "Push day": saved now, or by an earlier run on the same store. */
static int push_day(lift_store *store, json_t **routine)
{
    json_t *all = NULL, *item;
    size_t i;
    if (call(lift_load, store, json_pack("{s:s}", "kind", "routine"), &all) != LIFT_OK)
        return -1;
    json_array_foreach(json_object_get(all, "items"), i, item) {
        const char *name = json_string_value(json_object_get(item, "name"));
        if (name && strcmp(name, "Push day") == 0) {
            *routine = json_incref(item);
            json_decref(all);
            return 0;
        }
    }
    json_decref(all);
    if (call(lift_save, store, json_pack("{s:s, s:{s:s, s:[{s:s},{s:s}]}}", "kind", "routine", "routine",
                                         "name", "Push day", "exercises", "name", "Bench press", "name", "Overhead press"),
             &all) != LIFT_OK)
        return -1;
    *routine = json_incref(json_object_get(all, "routine"));
    json_decref(all);
    return 0;
}

static double best(json_t *pr, const char *key)
{
    return json_number_value(json_object_get(json_object_get(pr, key), "value"));
}

int main(int argc, char **argv)
{
    const char *path = argc > 1 ? argv[1] : "./example_training.lift";
    /* Two exercises, their sets as (reps, kg). */
    static const double plan[2][3][2] = {{{5, 100}, {5, 102.5}, {3, 107.5}}, {{8, 50}, {6, 55}, {0, 0}}};
    lift_store *store = NULL;
    char *opened = NULL;
    json_t *routine = NULL, *active = NULL, *answer = NULL, *er, *exercise;
    char today[16], started[32], finished[32];
    time_t now = time(NULL);
    size_t i;
    int ok = 0;

    utc(now, "%Y-%m-%d", today, sizeof today);
    utc(now - 50 * 60, "%Y-%m-%dT%H:%M:%SZ", started, sizeof started);
    utc(now, "%Y-%m-%dT%H:%M:%SZ", finished, sizeof finished);

    if (lift_open(path, "{\"durability\":\"normal\"}", &store, &opened) != LIFT_OK) {
        fprintf(stderr, "open %s: %s\n", path, opened ? opened : "");
        lift_free(opened);
        return 1;
    }
    lift_free(opened);

    if (call(lift_save, store, json_pack("{s:s, s:{s:s, s:f, s:s}}", "kind", "weight", "weight",
                                         "date", today, "weight", 82.5, "unit", "kg"), &answer) != LIFT_OK)
        goto done;
    json_decref(answer);
    if (push_day(store, &routine) != 0)
        goto done;

    /* 1. Start the active record from the routine: its exercises in order, no sets yet. */
    if (call(lift_save, store, json_pack("{s:s, s:O}", "kind", "active_record", "from_routine_id",
                                         json_object_get(routine, "id")), &answer) != LIFT_OK)
        goto done;
    active = json_incref(json_object_get(answer, "active_record"));
    json_decref(answer);
    printf("started from \"Push day\" with %zu exercises\n", json_array_size(json_object_get(active, "exercise_records")));

    /* 2. Add the sets; 3. finish: with a completion date the full record rules apply. */
    json_array_foreach(json_object_get(active, "exercise_records"), i, er) {
        json_t *sets = json_array();
        int n;
        for (n = 0; i < 2 && n < 3 && plan[i][n][0] > 0; n++)
            json_array_append_new(sets, json_pack("{s:i, s:f, s:s}", "rep_count", (int)plan[i][n][0],
                                                  "weight", plan[i][n][1], "unit", "kg"));
        json_object_set_new(er, "set_records", sets);
    }
    json_object_set_new(active, "creation_date", json_string(started));
    json_object_set_new(active, "completion_date", json_string(finished));
    if (call(lift_save, store, json_pack("{s:s, s:O}", "kind", "active_record", "active_record", active), &answer) != LIFT_OK)
        goto done;
    printf("finished record %s\n", json_string_value(json_object_get(json_object_get(answer, "active_record"), "id")));
    json_decref(answer);

    /* Loading the active record reads and clears it. */
    if (call(lift_load, store, json_pack("{s:s}", "kind", "active_record"), &answer) != LIFT_OK)
        goto done;
    ok = json_equal(json_object_get(json_object_get(answer, "active_record"), "id"), json_object_get(active, "id"));
    json_decref(answer);
    if (!ok || call(lift_load, store, json_pack("{s:s}", "kind", "active_record"), &answer) != LIFT_OK) {
        ok = 0;
        goto done;
    }
    ok = json_is_null(json_object_get(answer, "active_record"));
    json_decref(answer);
    if (!ok) {
        fprintf(stderr, "the active record was not cleared by loading it\n");
        goto done;
    }
    ok = 0;

    /* A catalog workout marked completed: calories = Compendium MET x today's weight x hours. */
    if (call(lift_load, store, json_pack("{s:s, s:s}", "kind", "workout", "category", "cardio"), &answer) != LIFT_OK)
        goto done;
    {
        json_t *w, *jogging = NULL, *done_jog = NULL;
        json_array_foreach(json_object_get(answer, "items"), i, w) {
            const char *name = json_string_value(json_object_get(w, "name"));
            if (name && strcmp(name, "Jogging") == 0)
                jogging = w;
        }
        if (jogging == NULL ||
            call(lift_save, store, json_pack("{s:s, s:{s:O, s:i}}", "kind", "completion", "completion",
                                             "workout_id", json_object_get(jogging, "id"), "duration", 1200), &done_jog) != LIFT_OK) {
            json_decref(answer);
            goto done;
        }
        printf("jogging (MET %.1f, Compendium %s) 20 min at %.1f kg: %.0f kcal\n",
               json_number_value(json_object_get(jogging, "met")),
               json_string_value(json_object_get(jogging, "compendium_code")),
               json_number_value(json_object_get(json_object_get(done_jog, "completion"), "body_weight_kg")),
               json_number_value(json_object_get(json_object_get(done_jog, "completion"), "calories")));
        json_decref(done_jog);
    }
    json_decref(answer);

    /* A sad path: a finished record needs sets in every exercise record. */
    {
        char *refused = NULL;
        json_t *bad = json_pack("{s:s, s:{s:[{s:O, s:[]}]}}", "kind", "routine_record", "routine_record", "exercise_records",
                                "exercise_id", json_object_get(json_array_get(json_object_get(routine, "exercises"), 0), "id"),
                                "set_records");
        char *text = json_dumps(bad, JSON_COMPACT);
        int32_t status = text ? lift_save(store, text, &refused) : LIFT_E_NO_MEMORY;
        int expected = status == LIFT_E_INVALID_REQUEST && refused && strstr(refused, "\"empty_exercise_record\"");
        printf("refused as expected: %s\n", expected ? "yes" : "NO");
        free(text);
        json_decref(bad);
        lift_free(refused);
        if (!expected)
            goto done;
    }

    /* 4. This ISO week's stats. */
    if (call(lift_load, store, json_pack("{s:s, s:s}", "kind", "stats", "period", "week"), &answer) != LIFT_OK)
        goto done;
    {
        json_t *s = json_object_get(answer, "stats");
        printf("week %s .. %s: %lld workouts, %lld exercises, %lld sets, %.1f kg volume, %.2f h, %.0f kcal, streak %lld\n",
               json_string_value(json_object_get(s, "from")), json_string_value(json_object_get(s, "to")),
               (long long)json_integer_value(json_object_get(s, "workouts_completed")),
               (long long)json_integer_value(json_object_get(s, "exercises_performed")),
               (long long)json_integer_value(json_object_get(s, "sets_performed")),
               json_number_value(json_object_get(s, "total_volume_kg")),
               json_number_value(json_object_get(s, "hours_trained")),
               json_number_value(json_object_get(s, "calories_burned")),
               (long long)json_integer_value(json_object_get(s, "current_streak")));
    }
    json_decref(answer);

    /* 5. The personal records. */
    json_array_foreach(json_object_get(routine, "exercises"), i, exercise) {
        json_t *pr;
        if (call(lift_load, store, json_pack("{s:s, s:O, s:s}", "kind", "personal_record", "exercise_id",
                                             json_object_get(exercise, "id"), "unit", "kg"), &answer) != LIFT_OK)
            goto done;
        pr = json_object_get(answer, "personal_record");
        printf("%s: est. 1RM %.1f kg, heaviest %.1f kg, most reps %.0f, best set %.0f kg\n",
               json_string_value(json_object_get(exercise, "name")), best(pr, "estimated_one_rep_max"),
               best(pr, "heaviest_weight"), best(pr, "most_reps"), best(pr, "best_set_volume"));
        json_decref(answer);
    }
    ok = 1;

done:
    json_decref(active);
    json_decref(routine);
    if (lift_close(store) != LIFT_OK)
        ok = 0;
    return ok ? 0 : 1;
}
