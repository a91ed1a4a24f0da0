package lift

import (
	"errors"
	"fmt"
	"path/filepath"
	"sync"
	"testing"
)

// openTempWith opens a store in the test's temporary folder, closed when the test ends.
func openTempWith(t *testing.T, options Object) *Store {
	t.Helper()
	s, err := Open(filepath.Join(t.TempDir(), "t.lift"), options)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

func openTemp(t *testing.T) *Store { return openTempWith(t, Object{"durability": "normal"}) }

func TestStoreSaveLoad_exercise_roundTrips(t *testing.T) {
	s := openTemp(t)
	saved, err := s.Save(Object{"kind": "exercise", "exercise": Object{"name": "Päivä press", "tags": []string{"chest"}}})
	if err != nil {
		t.Fatal(err)
	}
	id := saved["exercise"].(Object)["id"].(string)
	loaded, err := s.Load(Object{"kind": "exercise", "id": id})
	if err != nil {
		t.Fatal(err)
	}
	if got := loaded["exercise"].(Object)["name"]; got != "Päivä press" {
		t.Fatalf("name = %v", got)
	}
	removed, err := s.Remove(Object{"kind": "exercise", "id": id})
	if err != nil || removed["removed"].(float64) != 1 {
		t.Fatalf("remove = %v, %v", removed, err)
	}
}

func TestStoreSave_takenName_conflictErrorWithDetails(t *testing.T) {
	s := openTemp(t)
	if _, err := s.Save(Object{"kind": "exercise", "exercise": Object{"name": "Squat"}}); err != nil {
		t.Fatal(err)
	}
	_, err := s.Save(Object{"kind": "exercise", "exercise": Object{"name": "squat"}})
	var e *Error
	if !errors.As(err, &e) || e.Status != Conflict || e.Code != "duplicate_exercise_name" || e.Details["name"] != "Squat" {
		t.Fatalf("err = %#v", err)
	}
	if !errors.Is(err, &Error{Code: "duplicate_exercise_name"}) || !errors.Is(err, &Error{Status: Conflict}) {
		t.Fatal("errors.Is does not match the code or the status")
	}
}

func TestStoreSave_unknownField_invalidRequestNamingPath(t *testing.T) {
	s := openTemp(t)
	_, err := s.Save(Object{"kind": "routine", "routine": Object{"nmae": "Push"}})
	var e *Error
	if !errors.As(err, &e) || e.Status != InvalidRequest || e.Code != "unknown_field" || e.Details["path"] != "routine.nmae" {
		t.Fatalf("err = %#v", err)
	}
}

func TestStoreLoad_missingID_notFound(t *testing.T) {
	s := openTemp(t)
	_, err := s.Load(Object{"kind": "exercise", "id": "018f3c1e-0000-7000-8000-000000000001"})
	if !errors.Is(err, &Error{Status: NotFound}) {
		t.Fatalf("err = %v", err)
	}
}

func TestStoreClose_twice_misuse(t *testing.T) {
	s, err := Open(filepath.Join(t.TempDir(), "t.lift"), nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); !errors.Is(err, &Error{Status: Misuse}) {
		t.Fatalf("second close = %v", err)
	}
	if _, err := s.Load(Object{"kind": "exercise"}); !errors.Is(err, &Error{Status: Misuse}) {
		t.Fatalf("load after close = %v", err)
	}
}

func TestOpen_badOption_invalidRequest(t *testing.T) {
	_, err := Open(filepath.Join(t.TempDir(), "t.lift"), Object{"durability": "sometimes"})
	if !errors.Is(err, &Error{Status: InvalidRequest}) {
		t.Fatalf("err = %v", err)
	}
}

func TestStoreSave_concurrentGoroutines_everySaveKept(t *testing.T) {
	s := openTemp(t)
	var wg sync.WaitGroup
	errs := make(chan error, 8*10)
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func(g int) {
			defer wg.Done()
			for i := 0; i < 10; i++ {
				_, err := s.Save(Object{"kind": "exercise", "exercise": Object{"name": fmt.Sprintf("e%d-%d", g, i)}})
				errs <- err
			}
		}(g)
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	page, err := s.Load(Object{"kind": "exercise"})
	if err != nil || page["total"].(float64) != 80 {
		t.Fatalf("total = %v, %v", page["total"], err)
	}
}
