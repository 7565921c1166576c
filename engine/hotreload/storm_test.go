package hotreload

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"sync/atomic"
	"testing"
	"time"

	"github.com/rigplay/rigplay/engine/diag"
)

// fingerprint hashes the paths and contents of every regular file in fsys
// that the test loader looks at, so a test can tell which state of the
// folder a load read.
// Folders and read errors count too, so a walk that met a folder being
// removed does not look like one of the folder after the removal.
func fingerprint(fsys fs.FS) string {
	h := sha256.New()
	fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			fmt.Fprintf(h, "%s\x00error\x00", p)
			return nil
		}
		if d.IsDir() {
			fmt.Fprintf(h, "%s/\x00", p)
			return nil
		}
		if DefaultIgnore(d.Name()) {
			return nil
		}
		data, err := fs.ReadFile(fsys, p)
		fmt.Fprintf(h, "%s\x00%d\x00%v\x00", p, len(data), err != nil)
		h.Write(data)
		return nil
	})
	return hex.EncodeToString(h.Sum(nil))
}

// stormOp is one random edit of the folder.
type stormOp func(t *testing.T, r *rand.Rand, dir string, i int)

var stormFiles = []string{"main.json", "img.png", "sub/a.json", "sub/b.json", "sub2/c.json"}

func pick(r *rand.Rand, dir string) string {
	return filepath.Join(dir, filepath.FromSlash(stormFiles[r.IntN(len(stormFiles))]))
}

// put writes, creating the folder when it is gone; errors are part of the
// storm (a folder renamed away meanwhile) and ignored.
func put(p string, data []byte) {
	os.MkdirAll(filepath.Dir(p), 0o755)
	os.WriteFile(p, data, 0o644)
}

func content(p string, i int) []byte {
	if filepath.Ext(p) == ".png" {
		return pngOf(1+i%7, 1+i%5)
	}
	return jsonV(i)
}

var stormOps = []stormOp{
	func(_ *testing.T, r *rand.Rand, dir string, i int) { // valid, in place
		p := pick(r, dir)
		put(p, content(p, i))
	},
	func(_ *testing.T, r *rand.Rand, dir string, i int) { // valid, temp + rename
		p := pick(r, dir)
		tmp := p + ".tmp~"
		put(tmp, content(p, i))
		os.Rename(tmp, p)
	},
	func(_ *testing.T, r *rand.Rand, dir string, i int) { // invalid
		put(pick(r, dir), []byte(`{"v": "not a number"}`))
	},
	func(_ *testing.T, r *rand.Rand, dir string, i int) { // truncated
		p := pick(r, dir)
		data := content(p, i)
		put(p, data[:r.IntN(len(data))])
	},
	func(_ *testing.T, r *rand.Rand, dir string, _ int) { // renamed over another file
		os.Rename(pick(r, dir), pick(r, dir))
	},
	func(_ *testing.T, r *rand.Rand, dir string, _ int) { // deleted
		os.Remove(pick(r, dir))
	},
	func(_ *testing.T, r *rand.Rand, dir string, _ int) { // editor noise
		put(filepath.Join(dir, ".main.json.swp"), []byte("noise"))
	},
	func(_ *testing.T, r *rand.Rand, dir string, i int) { // folders swapped, removed, recreated
		switch r.IntN(3) {
		case 0:
			os.Rename(filepath.Join(dir, "sub"), filepath.Join(dir, "sub3"))
			os.Rename(filepath.Join(dir, "sub2"), filepath.Join(dir, "sub"))
			os.Rename(filepath.Join(dir, "sub3"), filepath.Join(dir, "sub2"))
		case 1:
			os.RemoveAll(filepath.Join(dir, "sub2"))
		case 2:
			put(filepath.Join(dir, "sub2", "deep", "d.json"), jsonV(i))
		}
	},
}

// clean removes the files that folder swaps moved to names outside
// stormFiles.
func clean(dir string) {
	filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return nil
		}
		rel, _ := filepath.Rel(dir, p)
		if !slices.Contains(stormFiles, filepath.ToSlash(rel)) {
			os.Remove(p)
		}
		return nil
	})
}

// 2,000 random edits in a burst (issue 5, "Robustness"): no crash, the
// final value (or errors) equal what the final files load to, and Close
// leaves no goroutine or file descriptor behind.
// It runs with the default timing (loads only after the burst) and with a
// short debounce and MaxWait (loads racing the edits), on several seeds;
// validTail makes the burst's last edits valid writes, so that the final
// files load (the random mix almost always ends invalid).
func TestHotReload_Storm2000(t *testing.T) {
	for _, tc := range []struct {
		seed      uint64
		validTail int
		opts      Options
	}{
		{5, 0, Options{}},
		{7, 0, Options{Debounce: -1, MaxWait: 2 * time.Millisecond}},
		{9, 200, Options{Debounce: 2 * time.Millisecond, MaxWait: 10 * time.Millisecond}},
	} {
		t.Run(fmt.Sprintf("seed %d", tc.seed), func(t *testing.T) { storm(t, tc.seed, tc.validTail, tc.opts) })
	}
}

func storm(t *testing.T, seed uint64, validTail int, opts Options) {
	dir := newDir(t, 1)
	var lastFP atomic.Pointer[string]
	var calls atomic.Uint64
	// A load counts as a load of a state only when the folder was the
	// same before and after it: the burst may change the folder while
	// loadSnap walks it, and a load that read a mix of two states must not
	// pass for a load of either.
	load := func(fsys fs.FS) (*snap, diag.List) {
		fp := fingerprint(fsys)
		s, ds := loadSnap(fsys)
		if fingerprint(fsys) != fp {
			fp = "changed during the load"
		}
		lastFP.Store(&fp)
		calls.Add(1)
		return s, ds
	}
	runtime.GC()
	goroutines, fds := runtime.NumGoroutine(), openFDs()

	opts.Logf = func(string, ...any) {}
	w, err := Watch(dir, load, opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { w.Close() })
	start := time.Now()
	r := rand.New(rand.NewPCG(seed, 2000))
	for i := range 2000 {
		n := len(stormOps)
		if i == 2000-validTail {
			clean(dir)
		}
		if i >= 2000-validTail {
			n = 2 // the two valid writes
		}
		stormOps[r.IntN(n)](t, r, dir, i+10)
	}

	t.Logf("burst took %v", time.Since(start))
	// The state the burst left: its fingerprint and what it loads to.
	want, wantErrs := loadDir(dir, loadSnap, t.Logf)
	root, err := os.OpenRoot(dir)
	if err != nil {
		t.Fatal(err)
	}
	finalFP := fingerprint(root.FS())
	root.Close()
	t.Cleanup(func() {
		if t.Failed() { // what the last load read, to tell a missed event from a load cut short
			last := "none"
			if fp := lastFP.Load(); fp != nil {
				last = *fp
			}
			t.Logf("loader calls %d; the last load read %s; the final files are %s", calls.Load(), last, finalFP)
		}
	})
	waitUntil(t, w, "a load of the final files", func(_ *snap, st Status) bool {
		fp := lastFP.Load()
		return fp != nil && *fp == finalFP && st.Attempts == calls.Load()
	})
	got, gen := w.Current()
	st := w.Status()
	if wantErrs.HasErrors() {
		if st.Errors.Error() != wantErrs.Errors().Error() {
			t.Fatalf("errors after the storm:\n%v\nwant:\n%v", st.Errors, wantErrs.Errors())
		}
		t.Logf("final files are invalid (%d errors); the value stays generation %d", len(st.Errors), gen)
	} else {
		if st.Errors != nil || got.String() != want.String() {
			t.Fatalf("after the storm: value %v errors %v; want %v", got, st.Errors, want)
		}
		t.Logf("final files load: %v", got)
	}
	if validTail > 0 && wantErrs.HasErrors() {
		t.Fatalf("the valid tail left invalid files: %v", wantErrs)
	}
	t.Logf("storm: %d loads, %d good", st.Attempts, st.Gen)

	// The watcher still follows edits: make the folder valid.
	os.RemoveAll(filepath.Join(dir, "sub"))
	os.RemoveAll(filepath.Join(dir, "sub2"))
	put(filepath.Join(dir, "img.png"), pngOf(3, 3))
	put(filepath.Join(dir, "sub", "a.json"), jsonV(77))
	put(filepath.Join(dir, "main.json"), jsonV(99))
	waitUntil(t, w, "the repaired folder", func(s *snap, st Status) bool {
		return st.Errors == nil && s.String() == "img.png=3x3 main.json=99 sub/a.json=77"
	})

	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	if !settle(func() bool { return runtime.NumGoroutine() <= goroutines }) {
		buf := make([]byte, 1<<16)
		t.Fatalf("goroutines: %d before, %d after Close\n%s", goroutines, runtime.NumGoroutine(), buf[:runtime.Stack(buf, true)])
	}
	if fds >= 0 && !settle(func() bool { return openFDs() <= fds }) {
		t.Fatalf("file descriptors: %d before, %d after Close", fds, openFDs())
	}
}
