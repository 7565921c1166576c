package rig

import (
	"encoding/json"
	"image"
	"strings"
	"testing"
	"time"

	"github.com/rigplay/rigplay/engine/drawlist"
)

// puffClip returns the corpus's clip-effects.json (a Local puff on the
// chest with bursts and every over-lifetime module, a World glint on the
// head with a texture sheet) on the test rig, edited first by edit when
// not nil.
func puffClip(t *testing.T, edit func(doc map[string]any)) (*Rig, *Bound) {
	t.Helper()
	fsys := corpusFS(t)
	r, d := LoadRig(fsys, "rig.json")
	if d.HasErrors() {
		t.Fatal(d)
	}
	data := fsys["clip-effects.json"].Data
	if edit != nil {
		var doc map[string]any
		if err := json.Unmarshal(data, &doc); err != nil {
			t.Fatal(err)
		}
		edit(doc)
		data, _ = json.Marshal(doc)
	}
	return r, mustBind(t, r, data)
}

// effectOf returns effect i of the clip document, to edit.
func effectOf(doc map[string]any, i int) map[string]any {
	return doc["effects"].([]any)[i].(map[string]any)
}

func advanceBy(p *Player, total, tick time.Duration) {
	for ; total > 0; total -= tick {
		p.Advance(min(tick, total))
	}
}

// TestEffects_BurstsAndRate pins docs/effects.md#particles: the puff's
// burst (3 to 5, twice 0.1 s apart) comes at its trigger, its rate after.
func TestEffects_BurstsAndRate(t *testing.T) {
	r, b := puffClip(t, func(doc map[string]any) {
		e := effectOf(doc, 0)
		e["emissionRateMin"], e["emissionRateMax"] = 0, 0
	})
	p := NewPlayer(r)
	p.Play(b, 0)
	advanceBy(p, 150*time.Millisecond, time.Second/60)
	n1 := len(p.Particles(nil))
	if n1 < 3 || n1 > 5 {
		t.Errorf("after the first burst: %d particles, want 3 to 5", n1)
	}
	advanceBy(p, 100*time.Millisecond, time.Second/60)
	if n2 := len(p.Particles(nil)); n2 < n1+3 || n2 > n1+5 {
		t.Errorf("after the second burst: %d particles, want %d more by 3 to 5", n2, n1)
	}
}

// TestEffects_CapacityBoundsTheLiveParticles pins maxParticles: however
// fast an effect emits, no more than maxParticles are alive.
func TestEffects_CapacityBoundsTheLiveParticles(t *testing.T) {
	r, b := puffClip(t, func(doc map[string]any) {
		e := effectOf(doc, 0)
		e["emissionRateMin"], e["emissionRateMax"], e["maxParticles"], e["loop"] = 50000, 50000, 40, true
	})
	p := NewPlayer(r)
	p.Play(b, 0)
	for i := 0; i < 90; i++ {
		p.Advance(time.Second / 60)
		n := 0
		for _, st := range p.EffectStates(nil) {
			if st.ID == "vfx/puff" {
				n = st.Particles
			}
		}
		if n > 40 {
			t.Fatalf("%d puff particles alive, maxParticles 40", n)
		}
		if i == 60 && n < 30 {
			t.Errorf("%d puff particles at 1 s, want the effect full", n)
		}
	}
}

// TestEffects_LocalFollowsTheBoneWorldStays pins simulationSpace: moving
// the emitter's bone carries a Local effect's particles with it and
// leaves a World effect's where they are.
func TestEffects_LocalFollowsTheBoneWorldStays(t *testing.T) {
	for _, space := range []string{"Local", "World"} {
		r, b := puffClip(t, func(doc map[string]any) {
			e := effectOf(doc, 0)
			e["simulationSpace"] = space
			delete(e, "noise")
			delete(e, "velocityOverLifetime")
		})
		hips := r.BoneIndex("hips") // the chest's ancestor
		p := NewPlayer(r)
		p.Play(b, 0)
		advanceBy(p, 200*time.Millisecond, time.Second/60)
		before := p.Particles(nil)
		p.SetOverride(hips, PositionX, r.Bones[hips].Default.X+1)
		after := p.Particles(nil)
		if len(before) == 0 || len(after) != len(before) {
			t.Fatalf("%s: %d then %d particles", space, len(before), len(after))
		}
		for i := range before {
			dx := after[i].X - before[i].X
			want := 0.0
			if space == "Local" {
				want = 1
			}
			if !near(dx, want, 1e-9) {
				t.Errorf("%s: particle %d moved %v with its bone moved 1, want %v", space, i, dx, want)
			}
		}
	}
}

// TestEffects_DrawOrder pins docs/effects.md#drawing: the particles are in
// the draw list at their effect's sortingOrder, after the drawables of the
// same key, the list still sorted; DrawEntries describes each item.
func TestEffects_DrawOrder(t *testing.T) {
	r, b := puffClip(t, nil)
	p := NewPlayer(r)
	p.Play(b, 0)
	advanceBy(p, 700*time.Millisecond, time.Second/60)
	list := p.DrawList()
	entries := p.DrawEntries()
	if len(entries) != len(list) {
		t.Fatalf("%d entries for %d items", len(entries), len(list))
	}
	keys := map[string]int{"vfx/puff": 5, "vfx/glint": -5}
	seen := map[string]int{}
	for i, it := range list {
		if i > 0 && list[i-1].SortKey > it.SortKey {
			t.Fatalf("item %d (key %d) after one of key %d", i, it.SortKey, list[i-1].SortKey)
		}
		if i > 0 && list[i-1].SortKey == it.SortKey && list[i-1].Kind == drawlist.KindParticle && it.Kind != drawlist.KindParticle {
			t.Errorf("item %d, a sprite, after a particle of the same key", i)
		}
		e := entries[i]
		if e.Particle != (it.Kind == drawlist.KindParticle) {
			t.Fatalf("entry %d %+v for item kind %d", i, e, it.Kind)
		}
		if e.Particle {
			seen[e.ID]++
			if it.SortKey != keys[e.ID] {
				t.Errorf("%s particle at key %d, want %d", e.ID, it.SortKey, keys[e.ID])
			}
		}
	}
	if seen["vfx/puff"] == 0 || seen["vfx/glint"] == 0 {
		t.Errorf("particles in the list: %v", seen)
	}
}

// TestEffects_SwitchSeekOff pins docs/effects.md#playing and #off: Play of
// another clip stops the emission and keeps the particles; Seek drops
// them; with effects off nothing is drawn.
func TestEffects_SwitchSeekOff(t *testing.T) {
	r, b := puffClip(t, nil)
	other := mustBind(t, r, clipJSON(1, true, nil, nil))
	p := NewPlayer(r)
	p.Play(b, 0)
	advanceBy(p, 600*time.Millisecond, time.Second/60)
	p.Play(other, 0)
	p.Advance(time.Second / 60)
	st := p.EffectStates(nil)
	if len(st) == 0 {
		t.Fatal("the particles went with the clip")
	}
	for _, s := range st {
		if s.Emitting {
			t.Errorf("%s still emits after Play of another clip", s.ID)
		}
	}
	p.Play(b, 0)
	advanceBy(p, 300*time.Millisecond, time.Second/60)
	p.Seek(0)
	if n := len(p.Particles(nil)); n != 0 {
		t.Errorf("%d particles after Seek", n)
	}
	advanceBy(p, 300*time.Millisecond, time.Second/60)
	p.SetEffects(false)
	for _, it := range p.DrawList() {
		if it.Kind == drawlist.KindParticle {
			t.Fatal("a particle drawn with effects off")
		}
	}
	advanceBy(p, 300*time.Millisecond, time.Second/60)
	if len(p.Particles(nil)) != 0 || p.EffectsOn() {
		t.Error("effects off still simulate")
	}
}

// TestEffects_TextureSheetTiles pins docs/effects.md#textures: with its
// texture set, the glint's particles draw tiles of its 2 x 2 sheet; with
// none, the default particle.
func TestEffects_TextureSheetTiles(t *testing.T) {
	r, b := puffClip(t, nil)
	glint := 1
	p := NewPlayer(r)
	p.Play(b, 0)
	advanceBy(p, 700*time.Millisecond, time.Second/60)
	for _, it := range p.DrawList() {
		if it.Kind == drawlist.KindParticle && (it.Image != "" || it.Src != image.Rect(0, 0, drawlist.ParticleSize, drawlist.ParticleSize)) {
			t.Fatalf("without a texture set: %+v", it)
		}
	}
	b.SetEffectTexture(glint, "img/sheet.png", 16, 16)
	tiles := map[image.Rectangle]bool{}
	for _, it := range p.DrawList() {
		if it.Kind == drawlist.KindParticle && it.Image == "img/sheet.png" {
			if it.Src.Dx() != 8 || it.Src.Dy() != 8 || !it.Src.In(image.Rect(0, 0, 16, 16)) {
				t.Errorf("tile %v", it.Src)
			}
			tiles[it.Src] = true
		}
	}
	if len(tiles) < 2 {
		t.Errorf("the glints show %d tiles, want the sheet animated over their lives", len(tiles))
	}
}

// TestEffects_Warnings pins docs/effects.md#diagnostics: an enemy bone, an
// unknown trigger target, a kind that is not drawn, a duplicate id and an
// untriggered effect are warnings; the clip plays.
func TestEffects_Warnings(t *testing.T) {
	fsys := corpusFS(t)
	var doc map[string]any
	json.Unmarshal(fsys["clip-effects.json"].Data, &doc)
	effectOf(doc, 0)["target"] = "enemy-bone/Pelvis"
	e := map[string]any{}
	for k, v := range effectOf(doc, 1) {
		e[k] = v
	}
	e["kind"] = "light"
	doc["effects"] = append(doc["effects"].([]any), e)
	doc["effectTriggers"] = append(doc["effectTriggers"].([]any), map[string]any{"time": 0.2, "source": "enemy:Thrust", "effects": []any{"vfx/nothing"}})
	data, _ := json.Marshal(doc)
	c, d := DecodeClip("clip.json", data)
	if d.HasErrors() || c == nil {
		t.Fatal(d)
	}
	text := d.Error()
	for _, want := range []string{"/effects/0/target: warning: enemy-bone/Pelvis is a bone of the other character",
		"/effects/2/kind: warning: a light effect is not drawn", "/effects/2/id: warning: a second effect \"vfx/glint\"",
		"/effectTriggers/2/effects/0: warning: the clip has no effect \"vfx/nothing\""} {
		if !strings.Contains(text, want) {
			t.Errorf("no %q in\n%s", want, text)
		}
	}
	r := mustRig(t, nil)
	b, d := Bind(r, c)
	if d.HasErrors() {
		t.Fatal(d)
	}
	p := NewPlayer(r)
	p.Play(b, 0)
	advanceBy(p, 300*time.Millisecond, time.Second/60)
	if len(p.Particles(nil)) == 0 {
		t.Error("the enemy-bone effect draws nothing")
	}
}

// TestEffects_FollowClipsOnAnyTrack pins docs/effects.md#playing: a clip
// with effects on a track above the base emits as on track 0; clearing
// the track stops its emission.
func TestEffects_FollowClipsOnAnyTrack(t *testing.T) {
	r, b := puffClip(t, nil)
	base := mustBind(t, r, clipJSON(1, true, nil, nil))
	p := NewPlayer(r)
	p.Play(base, 0)
	if _, err := p.SetClip(2, b, 0); err != nil {
		t.Fatal(err)
	}
	advanceBy(p, 300*time.Millisecond, time.Second/60)
	if len(p.Particles(nil)) == 0 {
		t.Fatal("the clip on track 2 emits nothing")
	}
	p.ClearTrack(2, 0)
	p.Advance(time.Second / 60)
	for _, s := range p.EffectStates(nil) {
		if s.Emitting {
			t.Errorf("%s still emits after its track was cleared", s.ID)
		}
	}
}
