package hotreload

import (
	"io/fs"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/rigplay/rigplay/engine/diag"
)

// never is a quiet time no test waits for: a reload seen with it came
// from the save's last event (docs/character-package.md#save-end).
const never = time.Hour

// skipWithoutSaveEnd skips on systems whose events do not tell when a
// writer closes a file.
func skipWithoutSaveEnd(t *testing.T) {
	t.Helper()
	if s := newSaveWatcher(); s == nil {
		t.Skip("no close-write events on this system: saves reload after the quiet time")
	} else {
		s.close()
	}
}

// Each editor's save reloads on its last event: with a quiet time of an
// hour, the new value still comes, in one load of the save's final state.
func TestHotReload_SaveEndLoadsAtOnce(t *testing.T) {
	skipWithoutSaveEnd(t)
	tests := []struct {
		name string
		save func(t *testing.T, p string, v int)
		// loads is the most loads one save may cause.
		loads uint64
	}{
		{"write in place (truncate, write, close)", func(t *testing.T, p string, v int) { write(t, p, jsonV(v)) }, 1},
		{"write without truncating", func(t *testing.T, p string, v int) {
			f, err := os.OpenFile(p, os.O_WRONLY, 0)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := f.Write(jsonV(v)); err != nil { // same length: the values are one digit
				t.Fatal(err)
			}
			f.Close()
		}, 1},
		{"temp file renamed over (noise name)", func(t *testing.T, p string, v int) { writeAtomic(t, p, jsonV(v)) }, 1},
		// The temporary file's close loads once, the rename again.
		{"temp file renamed over (plain name)", func(t *testing.T, p string, v int) {
			tmp := filepath.Join(filepath.Dir(p), "main.json.new")
			write(t, tmp, jsonV(v))
			if err := os.Rename(tmp, p); err != nil {
				t.Fatal(err)
			}
		}, 2},
		{"backup renamed away, then new file written (vim)", func(t *testing.T, p string, v int) {
			if err := os.Rename(p, p+"~"); err != nil {
				t.Fatal(err)
			}
			write(t, p, jsonV(v))
			os.Remove(p + "~")
		}, 1},
		{"delete and recreate", func(t *testing.T, p string, v int) {
			if err := os.Remove(p); err != nil {
				t.Fatal(err)
			}
			write(t, p, jsonV(v))
		}, 1},
		{"written in several writes", func(t *testing.T, p string, v int) {
			f, err := os.Create(p)
			if err != nil {
				t.Fatal(err)
			}
			data := jsonV(v)
			for i := range data {
				if _, err := f.Write(data[i : i+1]); err != nil {
					t.Fatal(err)
				}
			}
			f.Close()
		}, 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dir := newDir(t, 1)
			w := startWatch(t, dir, Options{Debounce: never, MaxWait: never})
			p := filepath.Join(dir, "main.json")
			before := w.Status().Attempts
			for v := 2; v <= 4; v++ {
				tc.save(t, p, v)
				waitMain(t, w, v)
			}
			// Counted over all saves: a save's last load may end after
			// the wait saw its value.
			if n := w.Status().Attempts - before; n > 3*tc.loads {
				t.Fatalf("3 saves: %d loads, want at most %d", n, 3*tc.loads)
			}
		})
	}
}

// A save in two steps (the file truncated and closed, then written) does
// not load the empty file: the truncation alone waits for the quiet time,
// and the write's close loads the full file.
func TestHotReload_TruncateThenWriteNeverLoadsEmpty(t *testing.T) {
	skipWithoutSaveEnd(t)
	dir := newDir(t, 1)
	var mu sync.Mutex
	var empty, failed int
	load := func(fsys fs.FS) (*snap, diag.List) {
		data, err := fs.ReadFile(fsys, "main.json")
		s, ds := loadSnap(fsys)
		mu.Lock()
		defer mu.Unlock()
		if err == nil && len(data) == 0 {
			empty++
		}
		if ds.HasErrors() {
			failed++
		}
		return s, ds
	}
	w, err := Watch(dir, load, Options{Debounce: never, MaxWait: never})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	p := filepath.Join(dir, "main.json")
	for v := 2; v <= 4; v++ {
		f, err := os.OpenFile(p, os.O_WRONLY|os.O_TRUNC, 0)
		if err != nil {
			t.Fatal(err)
		}
		f.Close()
		write(t, p, jsonV(v))
		waitMain(t, w, v)
	}
	mu.Lock()
	defer mu.Unlock()
	if empty > 0 || failed > 0 {
		t.Fatalf("%d loads read an empty main.json, %d failed: the truncated file was loaded", empty, failed)
	}
}

// A file still open after its writes (a writer that keeps it) reloads
// after the quiet time, and a later save of another file is not held
// back by it.
func TestHotReload_FileKeptOpenLoadsAfterQuiet(t *testing.T) {
	dir := newDir(t, 1)
	w := startWatch(t, dir, Options{Debounce: 20 * time.Millisecond})
	p := filepath.Join(dir, "main.json")
	f, err := os.Create(p)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if _, err := f.Write(jsonV(2)); err != nil {
		t.Fatal(err)
	}
	waitMain(t, w, 2)
	write(t, filepath.Join(dir, "other.json"), jsonV(7))
	waitUntil(t, w, "other.json v=7", func(s *snap, st Status) bool { return s.Values["other.json"] == 7 })
}

// A broken save keeps the last good value, and the next good save
// replaces it, each on its last event.
func TestHotReload_BrokenSaveAtOnceKeepsGood(t *testing.T) {
	skipWithoutSaveEnd(t)
	dir := newDir(t, 1)
	w := startWatch(t, dir, Options{Debounce: never, MaxWait: never})
	p := filepath.Join(dir, "main.json")
	write(t, p, []byte(`{"v": `))
	waitErrors(t, w, "main.json")
	if s, gen := w.Current(); gen != 1 || s.Values["main.json"] != 1 {
		t.Fatalf("after a broken save: gen %d value %v, want the first", gen, s)
	}
	write(t, p, jsonV(5))
	waitMain(t, w, 5)
}

// A folder created after the start follows the save's end too.
func TestHotReload_SaveEndInNewFolder(t *testing.T) {
	skipWithoutSaveEnd(t)
	dir := newDir(t, 1)
	w := startWatch(t, dir, Options{Debounce: 20 * time.Millisecond})
	sub := filepath.Join(dir, "sub")
	if err := os.Mkdir(sub, 0o755); err != nil {
		t.Fatal(err)
	}
	// The folder's watch comes with its Create event: wait for the load
	// it causes, then save in it with no quiet time left to help.
	write(t, filepath.Join(sub, "a.json"), jsonV(3))
	waitUntil(t, w, "sub/a.json v=3", func(s *snap, st Status) bool { return s.Values["sub/a.json"] == 3 })
	w.Close()
	w2 := startWatch(t, dir, Options{Debounce: never, MaxWait: never})
	write(t, filepath.Join(sub, "a.json"), jsonV(4))
	waitUntil(t, w2, "sub/a.json v=4", func(s *snap, st Status) bool { return s.Values["sub/a.json"] == 4 })
}
