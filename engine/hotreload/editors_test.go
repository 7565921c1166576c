package hotreload

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

// The saves of issue 5 "Hot reload", as editors do them: each ends with
// the new value current and no errors.
func TestHotReload_EditorSaves(t *testing.T) {
	tests := []struct {
		name string
		save func(t *testing.T, p string, v int)
	}{
		{"write in place", func(t *testing.T, p string, v int) { write(t, p, jsonV(v)) }},
		{"temp file renamed over (noise name)", func(t *testing.T, p string, v int) { writeAtomic(t, p, jsonV(v)) }},
		{"temp file renamed over (plain name)", func(t *testing.T, p string, v int) {
			tmp := filepath.Join(filepath.Dir(p), "main.json.new")
			write(t, tmp, jsonV(v))
			if err := os.Rename(tmp, p); err != nil {
				t.Fatal(err)
			}
		}},
		{"backup renamed away, then new file written (vim)", func(t *testing.T, p string, v int) {
			if err := os.Rename(p, p+"~"); err != nil {
				t.Fatal(err)
			}
			write(t, filepath.Join(filepath.Dir(p), "4913"), nil)
			os.Remove(filepath.Join(filepath.Dir(p), "4913"))
			write(t, p, jsonV(v))
			os.Remove(p + "~")
		}},
		{"delete and recreate", func(t *testing.T, p string, v int) {
			if err := os.Remove(p); err != nil {
				t.Fatal(err)
			}
			write(t, p, jsonV(v))
		}},
		{"truncate, then write", func(t *testing.T, p string, v int) {
			f, err := os.OpenFile(p, os.O_WRONLY|os.O_TRUNC, 0)
			if err != nil {
				t.Fatal(err)
			}
			f.Close()
			write(t, p, jsonV(v))
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dir := newDir(t, 1)
			w := startWatch(t, dir, Options{})
			if s, gen := w.Current(); gen != 1 || s.Values["main.json"] != 1 {
				t.Fatalf("first load: gen %d value %v", gen, s)
			}
			p := filepath.Join(dir, "main.json")
			for v := 2; v <= 4; v++ {
				tc.save(t, p, v)
				waitMain(t, w, v)
			}
			got, gen, changed := w.Poll()
			if !changed || got.Values["main.json"] != 4 || gen < 2 {
				t.Fatalf("Poll = %v, %d, %v; want the value 4, changed", got, gen, changed)
			}
		})
	}
}

// A save in two steps (truncate, then write) within the debounce is one
// reload: the empty file in between is never loaded, so no error shows.
func TestHotReload_TwoStepSaveIsOneReload(t *testing.T) {
	dir := newDir(t, 1)
	w := startWatch(t, dir, Options{Debounce: 500 * time.Millisecond})
	before := w.Status().Attempts
	p := filepath.Join(dir, "main.json")
	f, err := os.OpenFile(p, os.O_WRONLY|os.O_TRUNC, 0)
	if err != nil {
		t.Fatal(err)
	}
	f.Close()
	time.Sleep(20 * time.Millisecond) // the editor's pause between steps, well inside the debounce
	write(t, p, jsonV(2))
	waitMain(t, w, 2)
	if got := w.Status().Attempts; got != before+1 {
		t.Fatalf("attempts = %d, want %d: the half-written state was loaded", got, before+1)
	}
}

// An image saved in place reloads too, and a half-written PNG is an error
// that keeps the last good value.
func TestHotReload_ImageSaves(t *testing.T) {
	dir := newDir(t, 1)
	w := startWatch(t, dir, Options{})
	p := filepath.Join(dir, "img.png")
	writeAtomic(t, p, pngOf(8, 5))
	waitUntil(t, w, "img.png 8x5", func(s *snap, st Status) bool { return s.Images["img.png"].X == 8 && st.Errors == nil })

	full := pngOf(16, 16)
	write(t, p, full[:len(full)/2])
	waitErrors(t, w, "img.png: /: bad PNG")
	if s, _ := w.Current(); s.Images["img.png"].X != 8 {
		t.Fatalf("value after a partial PNG = %v, want the last good one", s)
	}
	write(t, p, full)
	waitUntil(t, w, "img.png 16x16", func(s *snap, st Status) bool { return s.Images["img.png"].X == 16 && st.Errors == nil })
}
