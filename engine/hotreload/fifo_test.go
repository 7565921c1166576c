//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package hotreload

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// TestHotReload_FIFOSwappedInAndOut (issue 13, item 3): a save that puts
// a FIFO where a file was is an error naming it, at once (the load never
// waits on it), and the last good value stays; a regular file put back
// loads; Close returns promptly. The test loader reads with fs.ReadFile:
// the fs.FS a Watcher hands its loader never opens a FIFO.
func TestHotReload_FIFOSwappedInAndOut(t *testing.T) {
	dir := newDir(t, 1)
	w, err := Watch(dir, loadSnap, Options{Logf: t.Logf})
	if err != nil {
		t.Fatal(err)
	}
	main := filepath.Join(dir, "main.json")
	for round := 2; round < 4; round++ {
		os.Remove(main)
		if err := syscall.Mkfifo(main, 0o644); err != nil {
			t.Skipf("mkfifo: %v", err)
		}
		start := time.Now()
		waitErrors(t, w, "main.json: /: open main.json: is a named pipe (FIFO), not a regular file")
		t.Logf("FIFO reported %v after the swap", time.Since(start))
		if v, gen := w.Current(); v.Values["main.json"] != round-1 {
			t.Fatalf("after the FIFO: %v gen %d, want the last good value", v, gen)
		}
		os.Remove(main)
		writeAtomic(t, main, jsonV(round))
		waitMain(t, w, round)
	}
	os.Remove(main)
	syscall.Mkfifo(main, 0o644)
	w.Reload()
	closeWithin(t, "Close with a FIFO in the folder", w.Close)
}
