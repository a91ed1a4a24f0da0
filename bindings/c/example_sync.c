/*
 * example_sync.c — two stores (a phone and a tablet) edit offline, then sync both ways:
 *   ./example_sync [phone.lift] [tablet.lift]
 * The host moves the bytes: a `load changes` answer is saved as is into the other store, page by
 * page, with the cursor kept per direction. Both logged a weight for the same day: the later one
 * is kept everywhere and the other is reported as a conflict. Exits non-zero on a wrong answer.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "example_call.h"

/* Copies the string value of `key` from a compact answer (empty when absent). */
static void field(const char *json, const char *key, char *out, size_t size) {
    char pattern[64];
    const char *start, *end;
    snprintf(pattern, sizeof pattern, "\"%s\":\"", key);
    out[0] = '\0';
    start = strstr(json, pattern);
    if (!start) return;
    start += strlen(pattern);
    end = strchr(start, '"');
    if (end && (size_t)(end - start) < size) {
        memcpy(out, start, (size_t)(end - start));
        out[end - start] = '\0';
    }
}

/* Everything `from` has after `cursor` into `to`; `cursor` moves on. Returns 1 on success. */
static int sync_into(lift_store *from, lift_store *to, char cursor[128]) {
    for (;;) {
        char request[256], *page = NULL, *answer = NULL;
        if (cursor[0]) snprintf(request, sizeof request, "{\"kind\":\"changes\",\"since\":\"%s\"}", cursor);
        else snprintf(request, sizeof request, "{\"kind\":\"changes\"}");
        if (lift_load(from, request, &page) != LIFT_OK) { fprintf(stderr, "load: %s\n", page); lift_free(page); return 0; }
        int more = strstr(page, "\"more\":true") != NULL;
        if (lift_save(to, page, &answer) != LIFT_OK) {
            fprintf(stderr, "save: %s\n", answer);
            lift_free(page); lift_free(answer);
            return 0;
        }
        printf("  applied: %s\n", answer);
        field(page, "cursor", cursor, 128);
        lift_free(page);
        lift_free(answer);
        if (!more) return 1;
    }
}

int main(int argc, char **argv) {
    const char *phone_path = argc > 1 ? argv[1] : "example_sync_phone.lift";
    const char *tablet_path = argc > 2 ? argv[2] : "example_sync_tablet.lift";
    remove(phone_path);
    remove(tablet_path);
    lift_store *phone = open_store(phone_path, NULL), *tablet = open_store(tablet_path, NULL);
    char phone_to_tablet[128] = "", tablet_to_phone[128] = "", text[256];
    int ok = phone && tablet;

    ok = ok && call("phone: exercise", lift_save, phone, "{\"kind\":\"exercise\",\"exercise\":{\"name\":\"Squat\"}}", LIFT_OK, NULL, NULL, 0);
    ok = ok && call("phone: weight", lift_save, phone,
                    "{\"kind\":\"weight\",\"weight\":{\"date\":\"2024-03-01\",\"weight\":80.5,\"unit\":\"kg\"}}", LIFT_OK, NULL, NULL, 0);
    /* Versions are milliseconds of the save; two saves in one millisecond tie and the site id
     * decides. A moment's pause makes the tablet's weight the later one. */
    nanosleep(&(struct timespec){.tv_nsec = 10 * 1000 * 1000}, NULL);
    ok = ok && call("tablet: weight, same day, later", lift_save, tablet,
                    "{\"kind\":\"weight\",\"weight\":{\"date\":\"2024-03-01\",\"weight\":81,\"unit\":\"kg\"}}", LIFT_OK, NULL, NULL, 0);
    ok = ok && call("phone: sync_state", lift_load, phone, "{\"kind\":\"sync_state\"}", LIFT_OK, "site", text, sizeof text);

    puts("phone -> tablet");
    ok = ok && sync_into(phone, tablet, phone_to_tablet);
    puts("tablet -> phone");
    ok = ok && sync_into(tablet, phone, tablet_to_phone);
    puts("phone -> tablet (nothing new but the tablet's own changes, skipped)");
    ok = ok && sync_into(phone, tablet, phone_to_tablet);

    for (int i = 0; ok && i < 2; i++) {
        char *json = NULL;
        lift_store *s = i ? tablet : phone;
        ok = lift_load(s, "{\"kind\":\"weight\",\"date\":\"2024-03-01\"}", &json) == LIFT_OK;
        printf("%s weights: %s\n", i ? "tablet" : "phone", json);
        ok = ok && strstr(json, "\"weight\":81") && strstr(json, "\"total\":1") && strstr(json, "Squat") == NULL;
        lift_free(json);
        ok = ok && call(i ? "tablet: exercises" : "phone: exercises", lift_load, s, "{\"kind\":\"exercise\"}", LIFT_OK, "name", text, sizeof text)
                && strcmp(text, "Squat") == 0;
    }
    lift_close(phone);
    lift_close(tablet);
    puts(ok ? "both stores agree" : "FAILED");
    return ok ? 0 : 1;
}
