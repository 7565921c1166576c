package engine

import (
	"errors"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/rigplay/rigplay/assets"
	"github.com/rigplay/rigplay/engine/diag"
)

// TestLoadFunc_DiagnosticsAsTheyAre: the hot-reload loader hands the
// character's diagnostics over as they are, located, with no error in
// between; each load reuses the last good one (its uploaded images), and
// a save that does not load changes nothing it reuses. Load gives the same
// list as its error (errors.As).
func TestLoadFunc_DiagnosticsAsTheyAre(t *testing.T) {
	files := copyFS(t, assets.Frame())
	load := LoadFunc(LoadOptions{})
	first, d := load(files)
	if first == nil || d.HasErrors() {
		t.Fatalf("first load: %v", d)
	}
	good := files["Actions.json"].Data
	files["Actions.json"] = &fstest.MapFile{Data: []byte(strings.Replace(string(good), `"Duration": `, `"Duration": -`, 1))}
	c, d := load(files)
	if c != nil || len(d) == 0 || d[0].File != "Actions.json" || d[0].Line == 0 || !strings.HasSuffix(d[0].Pointer, "/Duration") {
		t.Fatalf("broken save: %v, %v; want nil and the located error", c != nil, d)
	}
	_, err := Load(files, LoadOptions{})
	var list diag.List
	if !errors.As(err, &list) || list.Error() != d.Error() {
		t.Errorf("Load's error %v, want the list\n%v", err, d)
	}
	files["Actions.json"] = &fstest.MapFile{Data: good}
	second, d := load(files)
	if second == nil || d.HasErrors() {
		t.Fatalf("fixed save: %v", d)
	}
	if second == first || len(second.sprites) == 0 || !sameSpriteMap(second.sprites, first.sprites) {
		t.Error("the fixed save did not reuse the first load's uploaded images")
	}
}

// sameSpriteMap reports whether a and b hold the same sprites.
func sameSpriteMap(a, b map[string]sprite) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if w, ok := b[k]; !ok || w != v {
			return false
		}
	}
	return true
}
