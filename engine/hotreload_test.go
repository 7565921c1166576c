package engine

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/rigplay/rigplay/assets"
)

// writeTree writes every file of fsys under dir.
func writeTree(t *testing.T, fsys fs.FS, dir string) {
	t.Helper()
	err := fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := fs.ReadFile(fsys, p)
		if err != nil {
			return err
		}
		dst := filepath.Join(dir, filepath.FromSlash(p))
		if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
			return err
		}
		return os.WriteFile(dst, data, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
}

// saveByRename saves as many editors do: a temporary file renamed over.
func saveByRename(t *testing.T, path string, data []byte) {
	t.Helper()
	tmp := path + ".tmp~"
	if err := os.WriteFile(tmp, data, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(tmp, path); err != nil {
		t.Fatal(err)
	}
}

// TestHotReload_OneOptionReloadsForEveryPlayer: with LoadOptions.HotReload
// a save reaches every player at its next Update, in place; a broken save
// changes nothing and is reported until fixed.
func TestHotReload_OneOptionReloadsForEveryPlayer(t *testing.T) {
	skipInBrowser(t, "folders to watch (see TestNoFolders_InTheBrowser)")
	dir := t.TempDir()
	writeTree(t, assets.Frame(), dir)
	c, err := LoadDir(dir, LoadOptions{HotReload: true})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	rec := &recorder{}
	p1 := NewPlayer(c, PlayerOptions{Sound: rec, Seed: 1})
	p2 := NewPlayer(c, PlayerOptions{Sound: rec, Seed: 1})
	p1.Play("Think")
	p2.Play("Wave")
	p1.Advance(50 * time.Millisecond)
	p2.Advance(50 * time.Millisecond)
	a1, f1 := p1.Current()
	heard := len(rec.paths)

	path := filepath.Join(dir, "Actions.json")
	orig, _ := os.ReadFile(path)
	edited := strings.Replace(string(orig), `"ActionMenuSelected": "Wave hello"`, `"ActionMenuSelected": "Wave bye"`, 1)
	if edited == string(orig) {
		t.Fatal("setup: the Wave label was not found in Actions.json")
	}
	saveByRename(t, path, []byte(edited))
	waitFor(t, func() bool { p1.Advance(0); return p1.Character() != c })
	p2.Advance(0)
	if p2.Character() != p1.Character() {
		t.Fatal("the second player did not take the reload")
	}
	nc := p1.Character()
	wi := nc.c.Actions.Action("Wave")
	if wi < 0 || nc.c.Actions.Actions[wi].MenuLabel != "Wave bye" {
		t.Fatal("the reloaded character does not have the edit")
	}
	if a, f := p1.Current(); a != a1 || f != f1 {
		t.Fatalf("player moved from %d/%d to %d/%d by the reload", a1, f1, a, f)
	}
	// docs/actions.md#reload: a reload that swaps data under a playing frame
	// does not play its sound again (the updates above advanced no time).
	if len(rec.paths) != heard {
		t.Fatalf("the reload played %q again", rec.paths[heard:])
	}

	saveByRename(t, path, []byte(`{"ActionItems": [`))
	waitFor(t, func() bool { p1.Advance(0); return nc.ReloadErrors() != nil })
	if p1.Character() != nc {
		t.Fatal("a broken save replaced the good character")
	}
	if got := nc.ReloadErrors().Error(); !strings.Contains(got, "Actions.json:1:") {
		t.Fatalf("reload errors %q, want a located Actions.json error", got)
	}
	saveByRename(t, path, orig)
	waitFor(t, func() bool { p1.Advance(0); return p1.Character() != nc && nc.ReloadErrors() == nil })
}

func waitFor(t *testing.T, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatal("timed out waiting for the reload")
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// TestLoad_PreviousReusesUnchangedSounds: a reload does not decode a sound
// whose file did not change.
func TestLoad_PreviousReusesUnchangedSounds(t *testing.T) {
	first, err := Load(assets.Frame(), LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	second, err := Load(assets.Frame(), LoadOptions{Previous: first})
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range first.c.SoundPaths() {
		a, b := first.SoundPCM(p), second.SoundPCM(p)
		if len(a) == 0 || &a[0] != &b[0] {
			t.Errorf("%s decoded again", p)
		}
	}
}

// TestLoad_PreviousReusesUnchangedImages: when no image changed, a reload
// keeps the uploaded sheets; when one did, everything is uploaded again.
func TestLoad_PreviousReusesUnchangedImages(t *testing.T) {
	var first, second *Character
	onGame(t, func() {
		var err error
		if first, err = Load(assets.Frame(), LoadOptions{}); err != nil {
			t.Error(err)
			return
		}
		if second, err = Load(assets.Frame(), LoadOptions{Previous: first}); err != nil {
			t.Error(err)
		}
	})
	if first == nil || second == nil {
		t.FailNow()
	}
	for p, s := range first.sprites {
		if second.sprites[p].sheet != s.sheet {
			t.Fatalf("%s uploaded again although no image changed", p)
		}
	}
	other, err := Load(assets.Rigged(), LoadOptions{Previous: first})
	if err != nil {
		t.Fatal(err)
	}
	for p := range other.sprites {
		if _, ok := first.sprites[p]; ok && other.sprites[p].sheet == first.sprites[p].sheet {
			t.Fatalf("%s reused from a character with other images", p)
		}
	}
}

// TestHotReload_SaveBeforeTheFirstUpdate: a save that the watcher loads
// before any player has updated is taken like any other (and, under -race,
// the watcher's loader and LoadDir do not race on the newest generation).
func TestHotReload_SaveBeforeTheFirstUpdate(t *testing.T) {
	skipInBrowser(t, "folders to watch (see TestNoFolders_InTheBrowser)")
	dir := t.TempDir()
	writeTree(t, assets.Frame(), dir)
	c, err := LoadDir(dir, LoadOptions{HotReload: true})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	path := filepath.Join(dir, "Actions.json")
	orig, _ := os.ReadFile(path)
	saveByRename(t, path, orig)
	waitFor(t, func() bool { return c.live.w.Status().Gen >= 2 })
	p := NewPlayer(c, PlayerOptions{ManualSound: true, Seed: 1})
	p.Advance(0)
	if p.Character() == c {
		t.Fatal("the player did not take the reloaded character")
	}
}
