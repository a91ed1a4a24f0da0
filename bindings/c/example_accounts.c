/*
 * example_accounts.c — local accounts from C: sign up, sign in, save and load, sign out.
 *
 *   make example_accounts && ./example_accounts [path/to/store.lift]   (default ./accounts.lift)
 *
 * A handle that is signed in acts for its account in every call; another account's records
 * answer not_found. Exits 1 as soon as an answer is not the expected one, so `make test` runs it.
 * Run it twice on one file: the second run finds the account and its exercise already there.
 */
#include <stdio.h>

#include <lift.h>

#include "example_call.h"

/* An example password; a real host takes it from its user and never keeps it. */
#define PASSWORD "correct horse battery"

int main(int argc, char **argv)
{
    const char *path = argc > 1 ? argv[1] : "./accounts.lift";
    lift_store *store = open_store(path, "{\"durability\":\"normal\"}");
    char *json = NULL;
    char request[256], id[64];
    int ok;

    if (store == NULL)
        return 1;

    /* Sign up (conflict when an earlier run made it: usernames are unique, case-insensitively). */
    json = NULL;
    if (lift_save(store, "{\"kind\":\"account\",\"account\":{\"username\":\"ann\",\"password\":\"" PASSWORD "\","
                         "\"name\":\"Ann\",\"phone\":\"+358 40 1234567\"}}", &json) == LIFT_E_CONFLICT)
        printf("sign up: ann exists already\n");
    else
        printf("sign up: %s\n", json ? json : "(null)");
    lift_free(json);

    ok = call("wrong password", lift_save, store,
              "{\"kind\":\"session\",\"session\":{\"username\":\"ann\",\"password\":\"not her password\"}}",
              LIFT_E_UNAUTHORIZED, NULL, NULL, 0)
      && call("sign in", lift_save, store,
              "{\"kind\":\"session\",\"session\":{\"username\":\" Ann \",\"password\":\"" PASSWORD "\"}}",
              LIFT_OK, NULL, NULL, 0);
    if (ok) {
        /* Save: a new exercise, or (second run) find the one saved before by its name. */
        json = NULL;
        if (lift_save(store, "{\"kind\":\"exercise\",\"exercise\":{\"name\":\"Bench press\",\"tags\":[\"chest\"]}}",
                      &json) == LIFT_OK)
            printf("save: %s\n", json ? json : "(null)");
        lift_free(json);
        ok = call("find by name", lift_load, store, "{\"kind\":\"exercise\",\"name\":\"bench press\"}", LIFT_OK,
                  "id", id, sizeof id);
    }
    if (ok) {
        snprintf(request, sizeof request, "{\"kind\":\"exercise\",\"id\":\"%s\"}", id);
        ok = call("load", lift_load, store, request, LIFT_OK, NULL, NULL, 0)
          && call("sign out", lift_remove, store, "{\"kind\":\"session\"}", LIFT_OK, NULL, NULL, 0)
          && call("who", lift_load, store, "{\"kind\":\"session\"}", LIFT_OK, NULL, NULL, 0)
          /* Signed out, the handle is the store's local owner again: ann's exercise is not there. */
          && call("load signed out", lift_load, store, request, LIFT_E_NOT_FOUND, NULL, NULL, 0);
    }
    lift_close(store);
    printf("accounts example: %s\n", ok ? "ok" : "FAILED");
    return ok ? 0 : 1;
}
