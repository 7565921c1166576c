package viewer

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rigplay/rigplay/cmd/rigplay-view/internal/viewer/core"
	"github.com/rigplay/rigplay/shaders"
)

// TestShaderSavesReload: with --shaders, a saved Kage file is compiled and
// used; one that does not compile shows its error in the banner and the
// last good shaders keep drawing; fixing it clears the banner.
func TestShaderSavesReload(t *testing.T) {
	dir := t.TempDir()
	for _, s := range shaders.All() {
		if err := os.WriteFile(filepath.Join(dir, s.Name), s.Code, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	p := startViewer(t, "--shaders", dir)
	p.waitFor("ready", func(s core.Status) bool { return s.Event == "ready" })
	sprite := filepath.Join(dir, "sprite.kage")
	broken := "//kage:unit pixels\n\npackage main\n\nfunc Fragment(dstPos vec4, srcPos vec2, color vec4) vec4 {\n\treturn nope\n}\n"
	if err := os.WriteFile(sprite, []byte(broken), 0o644); err != nil {
		t.Fatal(err)
	}
	s := p.waitFor("shader error", func(s core.Status) bool { return s.Banner })
	// file:line:col: at the compiler's position (line 6, "nope").
	if want := filepath.Base(dir) + "/sprite.kage:6:"; len(s.Errors) == 0 || !strings.HasPrefix(s.Errors[0], want) {
		t.Fatalf("banner %q, want a line starting %q", s.Errors, want)
	}
	if err := os.WriteFile(sprite, shaders.Sprite, 0o644); err != nil {
		t.Fatal(err)
	}
	p.waitFor("fixed", func(s core.Status) bool { return s.Event == "reload" && !s.Banner })
}

// TestShaderBrokenAtStartThenFixed: a shaders folder that does not compile
// when the viewer starts shows its error; the save that fixes it is
// announced like any other reload.
func TestShaderBrokenAtStartThenFixed(t *testing.T) {
	dir := t.TempDir()
	for _, s := range shaders.All() {
		if err := os.WriteFile(filepath.Join(dir, s.Name), s.Code, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	sprite := filepath.Join(dir, "sprite.kage")
	if err := os.WriteFile(sprite, []byte("package main\n\nfunc Fragment(\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	p := startViewer(t, "--shaders", dir)
	p.waitFor("the error banner", func(s core.Status) bool { return s.Banner })
	if err := os.WriteFile(sprite, shaders.Sprite, 0o644); err != nil {
		t.Fatal(err)
	}
	p.waitFor("the reload", func(s core.Status) bool { return s.Event == "reload" && !s.Banner })
}
