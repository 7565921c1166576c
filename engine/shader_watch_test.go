package engine

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/rigplay/rigplay/shaders"
)

// TestShaderWatcher_ReloadsSavedShaders: a game's development build
// watching its shaders folder gets a save that compiles swapped in at its
// next Update, and a save that does not compile reported at the file and
// the compiler's line and column while the shaders in use stay.
func TestShaderWatcher_ReloadsSavedShaders(t *testing.T) {
	skipInBrowser(t, "folders to watch (see TestNoFolders_InTheBrowser)")
	dir := t.TempDir()
	for _, s := range shaders.All() {
		if err := os.WriteFile(filepath.Join(dir, s.Name), s.Code, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	defer onGame(t, func() { ReloadShaders(nil) })
	sw, err := WatchShaders(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer sw.Close()
	// update calls Update on the game loop until cond holds (or 10 s).
	update := func(what string, cond func(reloaded bool) bool) {
		t.Helper()
		deadline := time.Now().Add(10 * time.Second)
		for {
			var reloaded bool
			onGame(t, func() { reloaded = sw.Update() })
			if cond(reloaded) {
				return
			}
			if time.Now().After(deadline) {
				t.Fatalf("timed out waiting for %s; errors %v", what, sw.Errors())
			}
			time.Sleep(10 * time.Millisecond)
		}
	}
	update("the first load", func(r bool) bool { return sw.Generation() == 1 })

	sprite := filepath.Join(dir, "sprite.kage")
	broken := "//kage:unit pixels\n\npackage main\n\nfunc Fragment(dstPos vec4, srcPos vec2, color vec4) vec4 {\n\treturn nope\n}\n"
	if err := os.WriteFile(sprite, []byte(broken), 0o644); err != nil {
		t.Fatal(err)
	}
	update("the compile error", func(r bool) bool { return sw.Errors() != nil })
	d := sw.Errors()[0]
	if !strings.HasSuffix(d.File, "sprite.kage") || d.Line != 6 || d.Column == 0 || sw.Generation() != 1 {
		t.Fatalf("error %q at %d:%d, generation %d", d.Error(), d.Line, d.Column, sw.Generation())
	}
	if err := os.WriteFile(sprite, shaders.Sprite, 0o644); err != nil {
		t.Fatal(err)
	}
	update("the fixed save", func(r bool) bool { return r })
	if sw.Errors() != nil || sw.Generation() != 2 {
		t.Fatalf("after the fix: errors %v, generation %d", sw.Errors(), sw.Generation())
	}
}
