package hotreload

import (
	"os"
	"path/filepath"
	"runtime"
	"testing"
	"time"

	"github.com/fsnotify/fsnotify"
	"github.com/rigplay/rigplay/engine/diag"
)

// Close stops every goroutine, releases every file descriptor (the inotify
// instance and its watches) and closes Changes; a second Close is harmless
// and Reload after Close does nothing.
func TestHotReload_CloseReleasesEverything(t *testing.T) {
	dir := newDir(t, 1)
	if err := os.MkdirAll(filepath.Join(dir, "a", "b"), 0o755); err != nil {
		t.Fatal(err)
	}
	runtime.GC()
	goroutines, fds := runtime.NumGoroutine(), openFDs()
	for round := range 3 {
		w, err := Watch(dir, loadSnap, Options{})
		if err != nil {
			t.Fatal(err)
		}
		write(t, filepath.Join(dir, "a", "b", "x.json"), jsonV(round+1))
		waitUntil(t, w, "the edit", func(s *snap, _ Status) bool { return s.Values["a/b/x.json"] == round+1 })
		if err := w.Close(); err != nil {
			t.Fatal(err)
		}
		if err := w.Close(); err != nil {
			t.Fatalf("second Close: %v", err)
		}
		w.Reload()
		if _, ok := <-w.Changes(); ok {
			// A pending signal may be buffered; the channel must close after it.
			if _, ok := <-w.Changes(); ok {
				t.Fatal("Changes is not closed after Close")
			}
		}
	}
	if !settle(func() bool { return runtime.NumGoroutine() <= goroutines }) {
		t.Fatalf("goroutines: %d before, %d after Close", goroutines, runtime.NumGoroutine())
	}
	if fds >= 0 && !settle(func() bool { return openFDs() <= fds }) {
		t.Fatalf("file descriptors: %d before, %d after Close", fds, openFDs())
	}
}

// Watch fails on what is not a folder; it starts on a folder whose first
// load fails, and turns good at the first fixing save.
func TestWatch_Start(t *testing.T) {
	if _, err := Watch(filepath.Join(t.TempDir(), "nope"), loadSnap, Options{}); err == nil {
		t.Fatal("Watch of a missing folder succeeded")
	}
	file := filepath.Join(t.TempDir(), "f.json")
	write(t, file, jsonV(1))
	if _, err := Watch(file, loadSnap, Options{}); err == nil {
		t.Fatal("Watch of a file succeeded")
	}
	if _, err := Watch[int](t.TempDir(), nil, Options{}); err == nil {
		t.Fatal("Watch with a nil loader succeeded")
	}

	dir := t.TempDir()
	w := startWatch(t, dir, Options{})
	if v, gen := w.Current(); v != nil || gen != 0 {
		t.Fatalf("Current of a broken folder = %v, %d; want nil, 0", v, gen)
	}
	if got := w.Errors().Error(); got != "main.json: /: missing" {
		t.Fatalf("errors = %q", got)
	}
	if _, gen, changed := w.Poll(); gen != 0 || changed {
		t.Fatalf("Poll = %d, %v before any good load", gen, changed)
	}
	write(t, filepath.Join(dir, "main.json"), jsonV(3))
	waitMain(t, w, 3)
	if v, gen, changed := w.Poll(); v.Values["main.json"] != 3 || gen != 1 || !changed {
		t.Fatalf("Poll = %v, %d, %v", v, gen, changed)
	}
}

// Reload loads again at once, without an event: a new generation of the
// same files.
func TestHotReload_Reload(t *testing.T) {
	dir := newDir(t, 1)
	w := startWatch(t, dir, Options{Debounce: time.Hour})
	w.Reload()
	waitUntil(t, w, "generation 2", func(_ *snap, st Status) bool { return st.Gen == 2 })
	if st := w.Status(); st.Attempts != 2 || st.Errors != nil {
		t.Fatalf("status after Reload: %+v", st)
	}
}

// Editor noise alone never triggers a reload (issue 5); the real save that
// follows does. The noise is written, then, ten debounce windows later, a
// real save (one atomic event): a reload caused by the noise would count as
// a second attempt. A slow machine can only hide such a bug, never fail a
// correct watcher.
func TestHotReload_EditorNoiseIgnored(t *testing.T) {
	dir := newDir(t, 1)
	w := startWatch(t, dir, Options{Debounce: 20 * time.Millisecond})
	before := w.Status().Attempts
	for _, name := range []string{".main.json.swp", "main.json~", ".#main.json", "4913", ".DS_Store"} {
		write(t, filepath.Join(dir, name), []byte("x"))
		os.Remove(filepath.Join(dir, name))
	}
	time.Sleep(200 * time.Millisecond) // 10 debounce windows: a noise reload would have happened
	writeAtomic(t, filepath.Join(dir, "main.json"), jsonV(2))
	waitMain(t, w, 2)
	if got := w.Status().Attempts; got != before+1 {
		t.Fatalf("attempts = %d, want %d: noise triggered a reload", got, before+1)
	}
}

// Poll is the per-tick hot path: no allocation, changed or not.
func TestPoll_NoAllocs(t *testing.T) {
	dir := newDir(t, 1)
	w := startWatch(t, dir, Options{})
	if n := testing.AllocsPerRun(1000, func() { w.Poll() }); n != 0 {
		t.Fatalf("Poll allocates %v times per call", n)
	}
	if n := testing.AllocsPerRun(1000, func() { w.Errors(); w.Current() }); n != 0 {
		t.Fatalf("Errors and Current allocate %v times per call", n)
	}
	src := Static(1)
	if n := testing.AllocsPerRun(1000, func() { src.Poll() }); n != 0 {
		t.Fatalf("Static Poll allocates %v times per call", n)
	}
}

// Open is the one option: watch false loads once and holds the value;
// watch true is a Watcher; both fail on a first load with errors.
func TestOpen(t *testing.T) {
	dir := newDir(t, 4)
	for _, watch := range []bool{false, true} {
		src, err := Open(dir, loadSnap, watch, Options{})
		if err != nil {
			t.Fatal(err)
		}
		v, gen := src.Current()
		if v.Values["main.json"] != 4 || gen != 1 {
			t.Fatalf("watch=%v: Current = %v, %d", watch, v, gen)
		}
		if _, isWatcher := src.(*Watcher[*snap]); isWatcher != watch {
			t.Fatalf("watch=%v: source is %T", watch, src)
		}
		if _, _, changed := src.Poll(); changed {
			t.Fatalf("watch=%v: first Poll reports a change", watch)
		}
		if err := src.Close(); err != nil {
			t.Fatal(err)
		}
	}

	bad := t.TempDir()
	write(t, filepath.Join(bad, "main.json"), []byte("{"))
	for _, watch := range []bool{false, true} {
		_, err := Open(bad, loadSnap, watch, Options{})
		l, ok := err.(diag.List)
		if !ok || l.Error() != "main.json:1:2: /: invalid JSON: unexpected end of file (truncated?)" {
			t.Fatalf("watch=%v: Open of a broken folder: %v (%T)", watch, err, err)
		}
	}
	if _, err := Open(filepath.Join(bad, "nope"), loadSnap, false, Options{}); err == nil {
		t.Fatal("Open of a missing folder succeeded")
	}
}

// When the kernel's event queue overflows, events are lost: the watcher
// rescans the tree (restoring lost watches, adding new folders) and
// reloads. Lost events are simulated by removing the root's watch, the
// overflow by sending fsnotify's error as its reader would.
func TestHotReload_OverflowRescans(t *testing.T) {
	dir := newDir(t, 1)
	w := startWatch(t, dir, Options{})
	if err := w.fsw.Remove(w.dir); err != nil {
		t.Fatal(err)
	}
	write(t, filepath.Join(dir, "main.json"), jsonV(2))
	if err := os.Mkdir(filepath.Join(dir, "late"), 0o755); err != nil {
		t.Fatal(err)
	}
	write(t, filepath.Join(dir, "late", "x.json"), jsonV(3))
	w.fsw.Errors <- fsnotify.ErrEventOverflow
	waitUntil(t, w, "the rescan's reload", func(s *snap, _ Status) bool {
		return s.Values["main.json"] == 2 && s.Values["late/x.json"] == 3
	})
	// Both the lost root watch and the new folder are watched now.
	write(t, filepath.Join(dir, "late", "x.json"), jsonV(4))
	waitUntil(t, w, "late/x.json=4", func(s *snap, _ Status) bool { return s.Values["late/x.json"] == 4 })
	write(t, filepath.Join(dir, "main.json"), jsonV(5))
	waitMain(t, w, 5)
}

// The watched folder removed and recreated: loads fail meanwhile, and
// Reload watches the new folder.
func TestHotReload_RootRecreatedThenReload(t *testing.T) {
	parent := t.TempDir()
	dir := filepath.Join(parent, "char")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	write(t, filepath.Join(dir, "main.json"), jsonV(1))
	w := startWatch(t, dir, Options{})
	if err := os.RemoveAll(dir); err != nil {
		t.Fatal(err)
	}
	waitErrors(t, w, "cannot open the folder")
	if s, gen := w.Current(); s.Values["main.json"] != 1 || gen != 1 {
		t.Fatalf("value after the folder went: %v gen %d", s, gen)
	}
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	write(t, filepath.Join(dir, "main.json"), jsonV(2))
	w.Reload()
	waitMain(t, w, 2)
	write(t, filepath.Join(dir, "main.json"), jsonV(3))
	waitMain(t, w, 3)
}
