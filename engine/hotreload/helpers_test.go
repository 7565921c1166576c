package hotreload

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rigplay/rigplay/engine/diag"
	"github.com/rigplay/rigplay/internal/jsondoc"
)

// waitTimeout bounds every wait for a reload: generous, since the tests
// must not fail on a busy machine (5 s timed out under a load of 12-16);
// a correct watcher answers in ms, and every wait ends as soon as what it
// waits for holds.
const waitTimeout = time.Minute

// snap is the tiny test format: every *.json file holds {"v": N}, every
// *.png must decode, and main.json must exist.
type snap struct {
	Values map[string]int // slash path -> v
	Images map[string]image.Point
}

// String lists the values in path order, for messages and comparisons.
func (s *snap) String() string {
	if s == nil {
		return "<nil>"
	}
	var b strings.Builder
	keys := make([]string, 0, len(s.Values)+len(s.Images))
	for k := range s.Values {
		keys = append(keys, k)
	}
	for k := range s.Images {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		if v, ok := s.Values[k]; ok {
			fmt.Fprintf(&b, "%s=%d ", k, v)
		} else {
			fmt.Fprintf(&b, "%s=%dx%d ", k, s.Images[k].X, s.Images[k].Y)
		}
	}
	return strings.TrimSpace(b.String())
}

// loadSnap is the test Loader.
func loadSnap(fsys fs.FS) (*snap, diag.List) {
	s := &snap{Values: map[string]int{}, Images: map[string]image.Point{}}
	var ds diag.List
	if _, err := fs.Stat(fsys, "main.json"); err != nil {
		ds = append(ds, diag.Diagnostic{File: "main.json", Message: "missing"})
	}
	err := fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			ds = append(ds, diag.Diagnostic{File: p, Message: err.Error()})
			return nil
		}
		if d.IsDir() || DefaultIgnore(d.Name()) {
			return nil
		}
		switch path.Ext(p) {
		case ".json":
			data, err := fs.ReadFile(fsys, p)
			if err != nil {
				ds = append(ds, diag.Diagnostic{File: p, Message: err.Error()})
				return nil
			}
			doc := jsondoc.Doc{File: p, Data: data}
			if _, errs := doc.CheckText(jsondoc.DefaultLimits); errs != nil {
				ds = append(ds, errs...)
				return nil
			}
			var v struct {
				V *int `json:"v"`
			}
			if errs := doc.Unmarshal(&v); errs != nil {
				ds = append(ds, errs...)
				return nil
			}
			if v.V == nil || *v.V < 0 {
				ds = append(ds, doc.Errorf("/v", "want a number >= 0"))
				return nil
			}
			s.Values[p] = *v.V
		case ".png":
			data, err := fs.ReadFile(fsys, p)
			if err != nil {
				ds = append(ds, diag.Diagnostic{File: p, Message: err.Error()})
				return nil
			}
			im, err := png.Decode(bytes.NewReader(data))
			if err != nil {
				ds = append(ds, diag.Diagnostic{File: p, Message: "bad PNG: " + err.Error()})
				return nil
			}
			s.Images[p] = im.Bounds().Size()
		}
		return nil
	})
	if err != nil {
		ds = append(ds, diag.Diagnostic{File: ".", Message: err.Error()})
	}
	ds.Sort()
	return s, ds
}

func jsonV(v int) []byte { return []byte(fmt.Sprintf("{\n  \"v\": %d\n}\n", v)) }

func pngOf(w, h int) []byte {
	im := image.NewNRGBA(image.Rect(0, 0, w, h))
	for i := range im.Pix {
		im.Pix[i] = uint8(i * 7)
	}
	im.Set(0, 0, color.NRGBA{255, 0, 0, 255})
	var b bytes.Buffer
	if err := png.Encode(&b, im); err != nil {
		panic(err)
	}
	return b.Bytes()
}

// newDir makes a character folder holding main.json {"v": v} and a
// 4x3 img.png.
func newDir(t *testing.T, v int) string {
	t.Helper()
	dir := t.TempDir()
	write(t, filepath.Join(dir, "main.json"), jsonV(v))
	write(t, filepath.Join(dir, "img.png"), pngOf(4, 3))
	return dir
}

func write(t testing.TB, p string, data []byte) {
	t.Helper()
	if err := os.WriteFile(p, data, 0o644); err != nil {
		t.Fatal(err)
	}
}

// writeAtomic saves as editors that write a temporary file and rename it
// over the old one.
func writeAtomic(t testing.TB, p string, data []byte) {
	t.Helper()
	tmp := filepath.Join(filepath.Dir(p), "."+filepath.Base(p)+".tmp~")
	write(t, tmp, data)
	if err := os.Rename(tmp, p); err != nil {
		t.Fatal(err)
	}
}

// startWatch starts a watcher on dir that is closed when the test ends.
func startWatch(t *testing.T, dir string, opts Options) *Watcher[*snap] {
	t.Helper()
	if opts.Logf == nil {
		opts.Logf = t.Logf
	}
	var mu sync.Mutex
	done := false
	logf := opts.Logf
	opts.Logf = func(f string, a ...any) { // t.Logf after the test ends panics
		mu.Lock()
		defer mu.Unlock()
		if !done {
			logf(f, a...)
		}
	}
	w, err := Watch(dir, loadSnap, opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := w.Close(); err != nil {
			t.Errorf("Close: %v", err)
		}
		mu.Lock()
		done = true
		mu.Unlock()
	})
	return w
}

// waitUntil waits, on Changes, until cond holds for the watcher's state.
func waitUntil[T any](t testing.TB, w *Watcher[T], what string, cond func(T, Status) bool) {
	t.Helper()
	deadline := time.After(waitTimeout)
	for {
		v, _ := w.Current()
		st := w.Status()
		if cond(v, st) {
			return
		}
		select {
		case <-w.Changes():
		case <-deadline:
			t.Fatalf("timed out after %v waiting for %s; value %v, status gen %d attempts %d errors:\n%v", waitTimeout, what, v, st.Gen, st.Attempts, st.Errors)
		}
	}
}

// waitMain waits until main.json's value is v and the folder loads.
func waitMain(t testing.TB, w *Watcher[*snap], v int) {
	t.Helper()
	waitUntil(t, w, fmt.Sprintf("main.json v=%d", v), func(s *snap, st Status) bool {
		return s != nil && s.Values["main.json"] == v && st.Errors == nil
	})
}

// waitErrors waits until the latest attempt failed with an error whose text
// contains want.
func waitErrors(t testing.TB, w *Watcher[*snap], want string) {
	t.Helper()
	waitUntil(t, w, "an error containing "+want, func(_ *snap, st Status) bool {
		return strings.Contains(st.Errors.Error(), want)
	})
}

// settle polls cond until it holds or two seconds pass (for counts that
// drop asynchronously, such as goroutines exiting).
func settle(cond func() bool) bool {
	for i := 0; i < 200; i++ {
		if cond() {
			return true
		}
		runtime.Gosched()
		time.Sleep(10 * time.Millisecond)
	}
	return cond()
}

// openFDs counts this process's open file descriptors, or -1 where
// /proc/self/fd does not exist.
func openFDs() int {
	ents, err := os.ReadDir("/proc/self/fd")
	if err != nil {
		return -1
	}
	return len(ents)
}
