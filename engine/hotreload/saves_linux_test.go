//go:build linux

package hotreload

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

// The save watcher names a file by the folder its watch is on now, also
// after two watched folders swapped names: its sync matches the watches
// to the folders by the kernel's answer, not by the names it added them
// under (before, a save in "sub" was reported as one in "sub2", and a
// watch could be dropped for the wrong folder when one of them was
// removed).
func TestSaveWatcher_SwappedFoldersKeepTheirNames(t *testing.T) {
	s := newSaveWatcher()
	if s == nil {
		t.Skip("no inotify")
	}
	defer s.close()
	dir := t.TempDir()
	sub, sub2, tmp := filepath.Join(dir, "sub"), filepath.Join(dir, "sub2"), filepath.Join(dir, "sub3")
	for _, p := range []string{sub, sub2} {
		if err := os.Mkdir(p, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	folders := map[string]bool{dir: true, sub: true, sub2: true}
	if !s.sync(folders) {
		t.Fatal("not every folder watched")
	}
	for _, mv := range [][2]string{{sub, tmp}, {sub2, sub}, {tmp, sub2}} {
		if err := os.Rename(mv[0], mv[1]); err != nil {
			t.Fatal(err)
		}
	}
	s.sync(folders) // the same names, other folders behind two of them
	for _, p := range []string{sub, sub2} {
		write(t, filepath.Join(p, "x.json"), jsonV(1))
	}
	var done []string
	guard := time.After(time.Minute) // a guard against a hang, not a timing
	for len(done) < 2 {
		select {
		case ev := <-s.events:
			if ev.op == saveDone {
				rel, _ := filepath.Rel(dir, ev.name)
				done = append(done, filepath.ToSlash(rel))
			}
		case <-guard:
			t.Fatalf("saves seen: %v, want sub/x.json and sub2/x.json", done)
		}
	}
	if done[0] != "sub/x.json" || done[1] != "sub2/x.json" {
		t.Fatalf("saves reported as %v, want [sub/x.json sub2/x.json]", done)
	}
}
