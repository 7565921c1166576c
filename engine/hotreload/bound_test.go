package hotreload

import (
	"io/fs"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rigplay/rigplay/engine/diag"
)

// promptly is how soon Close must return whatever a load is doing.
const promptly = time.Second

// stuckLoader loads the snap format until block is called; from then on
// every load waits until release (the test's end at the latest), as a
// load stuck in a read would. entered receives one value per load that
// started waiting.
type stuckLoader struct {
	mu      sync.Mutex
	stuck   bool
	gate    chan struct{}
	entered chan struct{}
	once    sync.Once
}

func newStuckLoader(t *testing.T) *stuckLoader {
	s := &stuckLoader{gate: make(chan struct{}), entered: make(chan struct{}, 16)}
	t.Cleanup(s.release)
	return s
}

func (s *stuckLoader) block() {
	s.mu.Lock()
	s.stuck = true
	s.mu.Unlock()
}

func (s *stuckLoader) release() { s.once.Do(func() { close(s.gate) }) }

func (s *stuckLoader) load(fsys fs.FS) (*snap, diag.List) {
	s.mu.Lock()
	stuck := s.stuck
	s.mu.Unlock()
	if stuck {
		s.entered <- struct{}{}
		<-s.gate
	}
	return loadSnap(fsys)
}

// closeWithin fails the test when close has not returned after promptly.
func closeWithin(t *testing.T, what string, close func() error) {
	t.Helper()
	done := make(chan error, 1)
	start := time.Now()
	go func() { done <- close() }()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("%s: %v", what, err)
		}
		t.Logf("%s returned in %v", what, time.Since(start))
	case <-time.After(promptly):
		t.Fatalf("%s did not return within %v while a load was stuck", what, promptly)
	}
}

func waitEntered(t *testing.T, s *stuckLoader) {
	t.Helper()
	select {
	case <-s.entered:
	case <-time.After(waitTimeout):
		t.Fatal("the load never started")
	}
}

// TestHotReload_CloseReturnsWhileALoadIsStuck (issue 13, item 3): Close
// returns promptly while the loader is stuck and never returns, for a
// Watcher and for a Manual source.
func TestHotReload_CloseReturnsWhileALoadIsStuck(t *testing.T) {
	dir := newDir(t, 1)
	s := newStuckLoader(t)
	w, err := Watch(dir, s.load, Options{Logf: t.Logf})
	if err != nil {
		t.Fatal(err)
	}
	s.block()
	write(t, filepath.Join(dir, "main.json"), jsonV(2))
	waitEntered(t, s)
	closeWithin(t, "Watcher.Close", w.Close)
	if v, gen := w.Current(); gen != 1 || v.Values["main.json"] != 1 {
		t.Fatalf("after Close: %v gen %d", v, gen)
	}

	s2 := newStuckLoader(t)
	m, err := OpenManual(dir, s2.load, Options{})
	if err != nil {
		t.Fatal(err)
	}
	s2.block()
	m.Reload()
	waitEntered(t, s2)
	closeWithin(t, "Manual.Close", m.Close)
}

// A load that does not finish within LoadTimeout is abandoned: the
// attempt reports an error and the last good value stays. When the stuck
// load finishes after all, its result is taken (nothing newer was).
func TestHotReload_StuckLoadIsAbandonedAtTheTimeout(t *testing.T) {
	dir := newDir(t, 1)
	s := newStuckLoader(t)
	w2, err := Watch(dir, s.load, Options{LoadTimeout: 100 * time.Millisecond, Logf: t.Logf})
	if err != nil {
		t.Fatal(err)
	}
	defer w2.Close()
	s.block()
	write(t, filepath.Join(dir, "main.json"), jsonV(2))
	waitEntered(t, s)
	waitUntil(t, w2, "the timeout", func(_ *snap, st Status) bool {
		return strings.Contains(st.Errors.Error(), "did not load within 100ms")
	})
	if v, gen := w2.Current(); gen != 1 || v.Values["main.json"] != 1 {
		t.Fatalf("after the timeout: %v gen %d, want the last good value", v, gen)
	}
	s.release()
	waitUntil(t, w2, "the late result", func(v *snap, st Status) bool {
		return st.Gen == 2 && v.Values["main.json"] == 2 && st.Errors == nil
	})
}

// Abandoned loads are bounded: while maxAbandoned of them still run, no
// new load starts, and the attempt says why; once they finish, saves load
// again.
func TestHotReload_AbandonedLoadsAreBounded(t *testing.T) {
	dir := newDir(t, 1)
	s := newStuckLoader(t)
	w, err := Watch(dir, s.load, Options{LoadTimeout: 20 * time.Millisecond, Debounce: -1, Logf: t.Logf})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	s.block()
	for i := range maxAbandoned {
		w.Reload()
		waitEntered(t, s)
		waitUntil(t, w, "the timeout", func(_ *snap, st Status) bool { return st.Attempts >= uint64(i)+2 })
	}
	w.Reload()
	waitUntil(t, w, "the refusal", func(_ *snap, st Status) bool {
		return strings.Contains(st.Errors.Error(), "earlier loads of the folder have not finished")
	})
	s.mu.Lock()
	s.stuck = false
	s.mu.Unlock()
	s.release()
	write(t, filepath.Join(dir, "main.json"), jsonV(7))
	waitMain(t, w, 7)
}

// Open without watching and OpenManual bound their first load too.
func TestHotReload_FirstLoadIsBounded(t *testing.T) {
	dir := newDir(t, 1)
	s := newStuckLoader(t)
	s.block()
	opts := Options{LoadTimeout: 50 * time.Millisecond}
	for name, open := range map[string]func() error{
		"Open":       func() error { _, err := Open(dir, s.load, false, opts); return err },
		"OpenManual": func() error { _, err := OpenManual(dir, s.load, opts); return err },
		"Watch": func() error {
			w, err := Watch(dir, s.load, opts)
			if err == nil {
				defer w.Close()
				err = w.Errors()
			}
			return err
		},
	} {
		done := make(chan error, 1)
		go func() { done <- open() }()
		select {
		case err := <-done:
			if err == nil || !strings.Contains(err.Error(), "did not load within 50ms") {
				t.Errorf("%s: %v", name, err)
			}
		case <-time.After(waitTimeout):
			t.Fatalf("%s did not return", name)
		}
	}
}
