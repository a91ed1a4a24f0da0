/*
 * example_backup.c — a sealed backup from C: one store's log written to a backup file sealed with
 * a passphrase, then restored into a second store; restoring without the passphrase, with a wrong
 * one, or from a damaged copy is refused and changes nothing; restoring twice adds nothing.
 *
 *   make example_backup && ./example_backup DIR     (DIR: an existing, empty folder)
 *
 * Exits 0 when every call answered as expected, 1 otherwise.
 */
#include <stdio.h>
#include <string.h>

#include "example_call.h"

static int refused_with(const char *what, lift_store *store, const char *request, int32_t status, const char *code)
{
    char got[64] = "";
    int ok = call(what, lift_save, store, request, status, "code", got, sizeof got) && strcmp(got, code) == 0;
    if (!ok)
        fprintf(stderr, "%s: expected code %s, got %s\n", what, code, got);
    return ok;
}

int main(int argc, char **argv)
{
    char phone_path[512], tablet_path[512], backup[512], damaged[512], request[2048];
    lift_store *phone = NULL, *tablet = NULL;
    char *json = NULL;
    int ok = 1;
    if (argc < 2) {
        fprintf(stderr, "usage: example_backup DIR\n");
        return 2;
    }
    snprintf(phone_path, sizeof phone_path, "%s/phone.lift", argv[1]);
    snprintf(tablet_path, sizeof tablet_path, "%s/tablet.lift", argv[1]);
    snprintf(backup, sizeof backup, "%s/phone.lift-backup", argv[1]);
    snprintf(damaged, sizeof damaged, "%s/damaged.lift-backup", argv[1]);
    if (lift_open(phone_path, NULL, &phone, &json) != LIFT_OK || (lift_free(json), json = NULL,
        lift_open(tablet_path, NULL, &tablet, &json)) != LIFT_OK) {
        fprintf(stderr, "open: %s\n", json ? json : "(null)");
        lift_free(json);
        return 1;
    }
    lift_free(json);

    ok &= call("save an exercise", lift_save, phone, "{\"kind\":\"exercise\",\"exercise\":{\"name\":\"Squat\"}}", LIFT_OK, NULL, NULL, 0);
    snprintf(request, sizeof request, "{\"kind\":\"backup\",\"path\":\"%s\",\"passphrase\":\"correct horse\"}", backup);
    ok &= call("seal a backup", lift_load, phone, request, LIFT_OK, "path", (char[512]){0}, 512);

    /* A damaged copy: the last byte changed. */
    FILE *in = fopen(backup, "rb"), *out = fopen(damaged, "wb");
    int c, last = EOF;
    while (in && out && (c = fgetc(in)) != EOF) {
        if (last != EOF)
            fputc(last, out);
        last = c;
    }
    if (out && last != EOF)
        fputc(last ^ 1, out);
    if (in)
        fclose(in);
    if (out)
        fclose(out);

    snprintf(request, sizeof request, "{\"kind\":\"backup\",\"path\":\"%s\"}", backup);
    ok &= refused_with("restore without the passphrase", tablet, request, LIFT_E_UNAUTHORIZED, "passphrase_required");
    snprintf(request, sizeof request, "{\"kind\":\"backup\",\"path\":\"%s\",\"passphrase\":\"correct horsf\"}", backup);
    ok &= refused_with("restore with a wrong passphrase", tablet, request, LIFT_E_UNAUTHORIZED, "wrong_passphrase");
    snprintf(request, sizeof request, "{\"kind\":\"backup\",\"path\":\"%s\",\"passphrase\":\"correct horse\"}", damaged);
    ok &= refused_with("restore a damaged copy", tablet, request, LIFT_E_CORRUPT, "damaged_backup");
    ok &= call("nothing restored yet", lift_load, tablet, "{\"kind\":\"exercise\"}", LIFT_OK, NULL, NULL, 0);

    snprintf(request, sizeof request, "{\"kind\":\"backup\",\"path\":\"%s\",\"passphrase\":\"correct horse\"}", backup);
    ok &= call("restore", lift_save, tablet, request, LIFT_OK, NULL, NULL, 0);
    ok &= call("restore again (adds nothing)", lift_save, tablet, request, LIFT_OK, NULL, NULL, 0);
    char name[64] = "";
    ok &= call("the restored exercise", lift_load, tablet, "{\"kind\":\"exercise\"}", LIFT_OK, "name", name, sizeof name);
    if (strcmp(name, "Squat") != 0) {
        fprintf(stderr, "restored exercise: expected Squat, got %s\n", name);
        ok = 0;
    }
    lift_close(phone);
    lift_close(tablet);
    printf(ok ? "example_backup: ok\n" : "example_backup: FAILED\n");
    return ok ? 0 : 1;
}
