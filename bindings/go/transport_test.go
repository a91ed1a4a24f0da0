package lift

import (
	"errors"
	"strings"
	"testing"
)

func openWithRemote(t *testing.T) *Store {
	return openTempWith(t, Object{"remote": Object{"sources": []Object{
		{"data_source": "FlashLive", "base_url": "https://flashlive.invalid/v1", "api_key_header": "x-key", "api_key": "k1"}}}})
}

func TestStoreSetTransport_teamsLoad_servedByGoFunction(t *testing.T) {
	s := openWithRemote(t)
	var seenURL, seenKey string
	err := s.SetTransport(func(url string, headers map[string]string) (int, []byte, bool) {
		seenURL, seenKey = url, headers["x-key"]
		return 200, []byte(`{"DATA":[{"ROWS":[{"TEAM_ID":"t1","TEAM_NAME":"Päivä FC","TEAM_IMAGE_PATH":"https://img.invalid/t1.png"}]}]}`), true
	})
	if err != nil {
		t.Fatal(err)
	}
	teams, err := Into[TeamLoadAnswer](s.Load(Object{"kind": "team", "league_id": "trd6vSd3"}))
	if err != nil {
		t.Fatal(err)
	}
	if len(teams.Items) != 1 || teams.Items[0].Name != "Päivä FC" || !strings.Contains(seenURL, "tournament_id=trd6vSd3") || seenKey != "k1" {
		t.Fatalf("teams %+v, url %q, key %q", teams, seenURL, seenKey)
	}
}

func TestStoreSetTransport_noResponse_remoteUnavailable(t *testing.T) {
	s := openWithRemote(t)
	if err := s.SetTransport(func(string, map[string]string) (int, []byte, bool) { return 0, nil, false }); err != nil {
		t.Fatal(err)
	}
	_, err := s.Load(Object{"kind": "team", "league_id": "trd6vSd3"})
	if !errors.Is(err, &Error{Code: "remote_unavailable"}) {
		t.Fatalf("err = %v", err)
	}
	if err := s.SetTransport(nil); err != nil || s.transport != 0 {
		t.Fatalf("reset: %v, handle %v", err, s.transport)
	}
}
