package hotreload

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

// charIn makes parent/char holding main.json {"v": v} and sub/x.json.
func charIn(t *testing.T, parent string, v int) string {
	t.Helper()
	dir := filepath.Join(parent, "char")
	if err := os.MkdirAll(filepath.Join(dir, "sub"), 0o755); err != nil {
		t.Fatal(err)
	}
	write(t, filepath.Join(dir, "main.json"), jsonV(v))
	write(t, filepath.Join(dir, "sub", "x.json"), jsonV(v))
	return dir
}

// TestHotReload_FolderReturnsByItself (issue 13, item 5): the watched
// folder renamed away and back, removed and created again, or swapped for
// another folder of the same name is loaded again by itself, with no
// Reload, and is watched again: later saves in it and in its subfolders
// load. MissingPoll is an hour: the parent's watch alone notices.
func TestHotReload_FolderReturnsByItself(t *testing.T) {
	cases := []struct {
		name string
		// away makes the folder disappear; back makes it return holding
		// main.json {"v": 2}.
		away, back func(t *testing.T, dir string)
	}{
		{"renamed away and back",
			func(t *testing.T, dir string) { mustRename(t, dir, dir+".away") },
			func(t *testing.T, dir string) {
				write(t, filepath.Join(dir+".away", "main.json"), jsonV(2))
				mustRename(t, dir+".away", dir)
			}},
		{"removed and created again",
			func(t *testing.T, dir string) {
				if err := os.RemoveAll(dir); err != nil {
					t.Fatal(err)
				}
			},
			func(t *testing.T, dir string) { charIn(t, filepath.Dir(dir), 2) }},
		{"swapped for another folder (a checkout)",
			func(t *testing.T, dir string) {
				charIn(t, filepath.Join(filepath.Dir(dir), "next"), 2)
				mustRename(t, dir, dir+".old")
			},
			func(t *testing.T, dir string) {
				mustRename(t, filepath.Join(filepath.Dir(dir), "next", "char"), dir)
			}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := charIn(t, t.TempDir(), 1)
			w := startWatch(t, dir, Options{MissingPoll: time.Hour})
			c.away(t, dir)
			waitErrors(t, w, "cannot open the folder")
			c.back(t, dir)
			waitMain(t, w, 2)
			// Watched again, subfolders included.
			write(t, filepath.Join(dir, "main.json"), jsonV(3))
			waitMain(t, w, 3)
			write(t, filepath.Join(dir, "sub", "x.json"), jsonV(4))
			waitUntil(t, w, "sub/x.json=4", func(s *snap, _ Status) bool { return s.Values["sub/x.json"] == 4 })
		})
	}
}

// When the parent folder moves away and back too, its watch is lost: the
// folder is then found again by the poll while it is missing.
func TestHotReload_FolderReturnsWithItsParent(t *testing.T) {
	base := t.TempDir()
	parent := filepath.Join(base, "p")
	dir := charIn(t, parent, 1)
	w := startWatch(t, dir, Options{MissingPoll: 20 * time.Millisecond})
	mustRename(t, parent, parent+".away")
	waitErrors(t, w, "cannot open the folder")
	write(t, filepath.Join(parent+".away", "char", "main.json"), jsonV(2))
	mustRename(t, parent+".away", parent)
	waitMain(t, w, 2)
	write(t, filepath.Join(dir, "main.json"), jsonV(3))
	waitMain(t, w, 3)
}

func mustRename(t *testing.T, from, to string) {
	t.Helper()
	if err := os.Rename(from, to); err != nil {
		t.Fatal(err)
	}
}
