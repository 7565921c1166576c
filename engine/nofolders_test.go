package engine

import (
	"errors"
	"testing"

	"github.com/rigplay/rigplay/engine/diag"
)

// TestNoFolders_InTheBrowser: in a browser (js/wasm) LoadDir, LoadDir with
// HotReload and WatchShaders return ErrNoFolders, in its words and naming
// the folder asked for, not a file system's or the watcher's error (a page
// loads its character with Load, see cmd/rigplay-web). Elsewhere they read
// and watch folders.
func TestNoFolders_InTheBrowser(t *testing.T) {
	const dir = "../assets/frame"
	for _, hot := range []bool{false, true} {
		var c *Character
		var err error
		onGame(t, func() { c, err = LoadDir(dir, LoadOptions{HotReload: hot}) })
		if !inBrowser {
			if err != nil {
				t.Fatalf("LoadDir (hot reload %v): %v", hot, err)
			}
			c.Close()
			continue
		}
		var list diag.List
		if c != nil || !errors.As(err, &list) || len(list) != 1 || list[0].File != dir || list[0].Message != ErrNoFolders.Error() {
			t.Errorf("LoadDir (hot reload %v) in a browser: %v, %v; want ErrNoFolders about %s", hot, c, err, dir)
		}
	}
	sw, err := WatchShaders("../shaders")
	if inBrowser {
		if sw != nil || !errors.Is(err, ErrNoFolders) {
			t.Errorf("WatchShaders in a browser: %v, %v; want ErrNoFolders", sw, err)
		}
		return
	}
	if err != nil {
		t.Fatal(err)
	}
	sw.Close()
}
