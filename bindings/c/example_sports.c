/*
 * example_sports.c — LigasEc's sports data from C: the built-in leagues, the teams of one league,
 * the players of one team and one image, through liblift's 7-day cache.
 *
 *   make run-example-sports      starts Tests/Fixtures/sports_server.py on 127.0.0.1 and runs
 *   ./example_sports store.lift http://127.0.0.1:PORT      against a server already running
 *
 * The remote (a FlashLive / TransferMarket stand-in at that base URL) is configured through
 * lift_open's options. Exits 1 as soon as an answer is not the expected one.
 */
#include <stdio.h>

#include <lift.h>

#include "example_call.h"

int main(int argc, char **argv)
{
    char options[1024], request[512], team[64];
    lift_store *store;
    int ok;

    if (argc != 3) {
        fprintf(stderr, "usage: %s store.lift http://127.0.0.1:PORT\n", argv[0]);
        return 2;
    }
    /* Both data sources; the key header is sent to these base URLs only, never to image hosts. */
    snprintf(options, sizeof options,
             "{\"durability\":\"normal\",\"remote\":{\"timeout_ms\":5000,\"sources\":["
             "{\"data_source\":\"FlashLive\",\"base_url\":\"%s/fl\",\"api_key_header\":\"x-rapidapi-key\",\"api_key\":\"test-key\"},"
             "{\"data_source\":\"TransferMarket\",\"base_url\":\"%s/tm\",\"api_key_header\":\"x-rapidapi-key\",\"api_key\":\"test-key\"}]}}",
             argv[2], argv[2]);
    store = open_store(argv[1], options);
    if (store == NULL)
        return 1;

    ok = call("leagues", lift_load, store, "{\"kind\":\"league\"}", LIFT_OK, NULL, NULL, 0)
      /* LigaPro Serie A's teams: fetched once, then served from the cache for 7 days */
      && call("teams", lift_load, store, "{\"kind\":\"team\",\"league_id\":\"trd6vSd3\"}", LIFT_OK, "id", team, sizeof team)
      && call("teams again", lift_load, store, "{\"kind\":\"team\",\"league_id\":\"trd6vSd3\"}", LIFT_OK, "source", request, 16)
      && strcmp(request, "cache") == 0;
    if (ok) {
        /* The team is in a cached league's teams, so its data source need not be given. */
        snprintf(request, sizeof request, "{\"kind\":\"player\",\"team_id\":\"%s\"}", team);
        ok = call("players", lift_load, store, request, LIFT_OK, "name", team, sizeof team);
    }
    if (ok) {
        snprintf(request, sizeof request, "{\"kind\":\"image\",\"url\":\"%s/img/logo.png\"}", argv[2]);
        ok = call("image (bytes in base64)", lift_load, store, request, LIFT_OK, "data_base64", options, sizeof options)
          && call("unknown league", lift_load, store, "{\"kind\":\"team\",\"league_id\":\"nope\"}", LIFT_E_NOT_FOUND, NULL, NULL, 0);
    }
    lift_close(store);
    printf("sports example: %s\n", ok ? "ok" : "FAILED");
    return ok ? 0 : 1;
}
