package character

import (
	"bytes"
	"testing"
	"testing/fstest"
	"time"

	"github.com/rigplay/rigplay/assets"
	"github.com/rigplay/rigplay/engine/drawlist"
)

// TestLoad_PreviousDecodesOnlyChangedJSON: a reload (Options.Previous)
// decodes again only the rig, clip and curve files whose bytes changed;
// clips are bound again to the rig of the new load, and the character
// plays exactly as one loaded from scratch.
func TestLoad_PreviousDecodesOnlyChangedJSON(t *testing.T) {
	files := mapOf(t, assets.Rigged())
	first, d := Load(files, Options{})
	if first == nil {
		t.Fatal(d)
	}
	clipOf := func(c *Character, file string) any {
		for _, b := range c.Clips {
			if b.Clip.File == file {
				return b.Clip
			}
		}
		t.Fatalf("no clip %s", file)
		return nil
	}

	// One clip saved again with a byte more: only it is decoded again.
	files["clips/wave.json"] = &fstest.MapFile{Data: append(bytes.Clone(files["clips/wave.json"].Data), '\n')}
	second, d := Load(files, Options{Previous: first})
	if second == nil {
		t.Fatal(d)
	}
	for _, f := range []string{"clips/idle.json", "clips/walk.json"} {
		if clipOf(second, f) != clipOf(first, f) {
			t.Errorf("%s decoded again although it did not change", f)
		}
	}
	if clipOf(second, "clips/wave.json") == clipOf(first, "clips/wave.json") {
		t.Error("clips/wave.json changed but was not decoded again")
	}
	if second.decoded["rig.json"].value != first.decoded["rig.json"].value {
		t.Error("rig.json decoded again although it did not change")
	}
	for i := range second.Curves {
		if second.Curves[i] != first.Curves[i] {
			t.Errorf("%s decoded again although it did not change", second.CurveFiles[i])
		}
	}

	// The rig changes: the unchanged clips are reused but bound to it.
	rigData := files["rig.json"].Data
	moved := bytes.Replace(rigData, []byte(`"x": 0,`), []byte(`"x": 0.25,`), 1)
	if bytes.Equal(moved, rigData) {
		t.Fatal("the rig edit changed nothing")
	}
	files["rig.json"] = &fstest.MapFile{Data: moved}
	third, d := Load(files, Options{Previous: second})
	if third == nil {
		t.Fatal(d)
	}
	for _, b := range third.Clips {
		if b.Rig != third.Rig {
			t.Errorf("%s is bound to an older rig", b.Clip.File)
		}
	}
	if clipOf(third, "clips/idle.json") != clipOf(second, "clips/idle.json") {
		t.Error("clips/idle.json decoded again although it did not change")
	}

	// Played, the reloaded character draws what one loaded from scratch
	// draws.
	scratch, d := Load(files, Options{})
	if scratch == nil {
		t.Fatal(d)
	}
	draw := func(c *Character) drawlist.List {
		p := NewPlayer(c, PlayerOptions{Seed: 3})
		p.PlayDefault()
		for range 40 {
			p.Advance(16 * time.Millisecond)
		}
		return p.AppendDrawList(nil)
	}
	got, want := draw(third), draw(scratch)
	if len(got) == 0 || len(got) != len(want) {
		t.Fatalf("%d items drawn, from scratch %d", len(got), len(want))
	}
	for i := range got {
		if got[i] != want[i] {
			t.Fatalf("item %d: %+v, from scratch %+v", i, got[i], want[i])
		}
	}
}
