package hotreload

import (
	"path/filepath"
	"testing"
	"time"
)

// TestManual_ReloadsOnlyWhenAsked: a Manual source loads at open, ignores
// saves, loads again on Reload, and keeps the last good value when that
// load fails.
func TestManual_ReloadsOnlyWhenAsked(t *testing.T) {
	dir := newDir(t, 1)
	m, err := OpenManual(dir, loadSnap, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	if v, gen := m.Current(); gen != 1 || v.Values["main.json"] != 1 {
		t.Fatalf("opened: %v gen %d", v, gen)
	}
	if _, _, changed := m.Poll(); changed {
		t.Fatal("the first Poll reports a change")
	}
	main := filepath.Join(dir, "main.json")
	write(t, main, jsonV(2))
	time.Sleep(100 * time.Millisecond)
	if _, gen, changed := m.Poll(); changed || gen != 1 {
		t.Fatal("a save reloaded a manual source")
	}
	waitAttempts := func(n uint64) {
		t.Helper()
		deadline := time.Now().Add(10 * time.Second)
		for m.Status().Attempts < n {
			if time.Now().After(deadline) {
				t.Fatalf("load %d did not finish", n)
			}
			time.Sleep(5 * time.Millisecond)
		}
	}
	m.Reload()
	waitAttempts(2)
	if v, gen, changed := m.Poll(); !changed || gen != 2 || v.Values["main.json"] != 2 || m.Errors() != nil {
		t.Fatalf("after Reload: %v gen %d changed %v errors %v", v, gen, changed, m.Errors())
	}
	write(t, main, []byte(`{"v": "two"}`))
	m.Reload()
	waitAttempts(3)
	if v, gen, changed := m.Poll(); changed || gen != 2 || v.Values["main.json"] != 2 || !m.Errors().HasErrors() {
		t.Fatalf("after a bad Reload: %v gen %d changed %v errors %v", v, gen, changed, m.Errors())
	}
	if _, err := OpenManual(filepath.Join(dir, "nope"), loadSnap, Options{}); err == nil {
		t.Error("a folder that does not exist opened")
	}
}
