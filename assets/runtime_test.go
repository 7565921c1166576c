package assets_test

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/rigplay/rigplay/actions"
	"github.com/rigplay/rigplay/assets"
	"github.com/rigplay/rigplay/internal/manifest"
	"github.com/rigplay/rigplay/rig"
	"github.com/rigplay/rigplay/rig/curve"
)

// These tests load the samples with the project's own runtime packages:
// what the player will do with them, not only their shape.

func TestFrameCharacterLoadsInRuntime(t *testing.T) {
	m, d := manifest.Load(assets.Frame())
	if len(d) > 0 {
		t.Fatalf("character.json: %v", d)
	}
	set, d := actions.Load(assets.Frame(), m.Actions, actions.Options{Unit: m.DurationUnit()})
	if len(d) > 0 || set == nil {
		t.Fatalf("Actions.json: %v", d)
	}
}

func TestRiggedCharacterLoadsInRuntime(t *testing.T) {
	fsys := assets.Rigged()
	m, d := manifest.Load(fsys)
	if len(d) > 0 {
		t.Fatalf("character.json: %v", d)
	}
	r, d := rig.LoadRig(fsys, m.Rig)
	if len(d) > 0 {
		t.Fatalf("rig: %v", d)
	}
	clips := map[string]*rig.Bound{}
	for _, f := range m.Clips {
		c, d := rig.LoadClip(fsys, f)
		if len(d) > 0 {
			t.Fatalf("%s: %v", f, d)
		}
		b, d := rig.Bind(r, c)
		if len(d) > 0 {
			t.Fatalf("%s on the rig: %v", f, d)
		}
		clips[f] = b
	}
	items := map[string]*rig.ClothingItem{}
	for _, f := range m.Clothing {
		it, d := rig.LoadClothing(fsys, f)
		if len(d) > 0 {
			t.Fatalf("%s: %v", f, d)
		}
		if d := rig.CheckClothing(r, it); len(d) > 0 {
			t.Fatalf("%s against the rig: %v", f, d)
		}
		items[f] = it
	}
	for _, f := range m.Curves {
		if _, d := curve.DecodeFile(fsys, f); len(d) > 0 {
			t.Fatalf("%s: %v", f, d)
		}
	}

	// Wearing the default outfit hides the ear (the hat's earmuff) and
	// draws every piece.
	w := rig.NewWardrobe(r)
	for _, f := range m.Wear {
		if removed, d := w.Equip(items[f]); len(d) > 0 || len(removed) > 0 {
			t.Fatalf("equip %s: removed %d, %v", f, len(removed), d)
		}
	}
	p := rig.NewPlayer(r)
	pieces := w.Pieces()
	p.Dress(pieces)
	if err := p.Play(clips["clips/wave.json"], 0); err != nil {
		t.Fatal(err)
	}
	p.Seek(500 * time.Millisecond)
	list := p.DrawList()
	if want := len(r.Bones) - 1 + len(pieces); len(list) != want {
		t.Errorf("draw list has %d items, want %d (20 bones - hidden ear + %d pieces)", len(list), want, len(pieces))
	}
	var ids []string
	for _, e := range p.DrawEntries() {
		ids = append(ids, e.ID)
	}
	if slices.Contains(ids, "sprite/ear") {
		t.Error("the earmuff (hideBodyPart) does not hide the ear")
	}
	// The wave clip's sortingOrder track lifts the waving hand over
	// everything at 0.5 s.
	if ids[len(ids)-1] != "sprite/hand-right" {
		t.Errorf("top drawable at 0.5 s of wave is %s, want sprite/hand-right", ids[len(ids)-1])
	}

	// The jacket replaces the tee (same category); the winter variant
	// swaps its chest image.
	removed, d := w.Equip(items["clothing/jacket.json"])
	if len(d) > 0 || len(removed) != 1 || removed[0] != items["clothing/tee.json"] {
		t.Fatalf("jacket over the tee: removed %v, %v", removed, d)
	}
	chest := func() string {
		for _, pc := range w.Pieces() {
			if pc.Slot == "piece/shirt-chest" {
				return pc.Image
			}
		}
		return ""
	}
	plain := chest()
	w.Variant = "winter"
	if winter := chest(); winter == plain || winter == "" {
		t.Errorf("winter variant chest %q, plain %q", winter, plain)
	}
}

// TestFrameCharacterPlaysEveryStandardState: each of Microsoft Agent's
// standard states (except the idle levels, which loop by design) starts
// one of Pip's actions, draws at least one frame and, asked to exit, ends
// within two seconds, whatever the branch rolls.
func TestFrameCharacterPlaysEveryStandardState(t *testing.T) {
	m, _ := manifest.Load(assets.Frame())
	set, d := actions.Load(assets.Frame(), m.Actions, actions.Options{Unit: m.DurationUnit()})
	if len(d) > 0 || set == nil {
		t.Fatalf("Actions.json: %v", d)
	}
	for _, st := range agentStates {
		if strings.HasPrefix(st, "Idling") {
			continue
		}
		for seed := uint64(1); seed <= 20; seed++ {
			p := actions.NewPlayer(set, actions.PlayerOptions{Seed: seed, IdleDelay: -1})
			if err := p.PlayState(st); err != nil {
				t.Fatalf("%s: %v", st, err)
			}
			p.Advance(50 * time.Millisecond)
			if a, _ := p.Current(); a < 0 || !p.Playing() {
				t.Fatalf("%s (seed %d): nothing playing after 50 ms", st, seed)
			}
			p.Advance(time.Duration(seed) * 37 * time.Millisecond)
			p.Exit()
			for i := 0; i < 200 && p.Playing(); i++ {
				p.Advance(10 * time.Millisecond)
			}
			if p.Playing() {
				t.Errorf("%s (seed %d): still playing 2 s after Exit", st, seed)
			}
		}
	}
}
