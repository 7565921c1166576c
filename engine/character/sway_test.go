package character

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/rigplay/rigplay/assets"
)

// mossEdited loads Moss with edits to its files (old -> new in each).
func mossEdited(t *testing.T, file string, pairs ...string) *Character {
	t.Helper()
	data := readAsset(t, file)
	for i := 0; i < len(pairs); i += 2 {
		if !bytes.Contains(data, []byte(pairs[i])) {
			t.Fatalf("%s has no %q", file, pairs[i])
		}
		data = bytes.Replace(data, []byte(pairs[i]), []byte(pairs[i+1]), 1)
	}
	c, d := Load(copyFS(t, assets.Rigged(), map[string][]byte{file: data}), Options{})
	if c == nil {
		t.Fatalf("%s edited: %v", file, d)
	}
	return c
}

func readAsset(t *testing.T, name string) []byte {
	t.Helper()
	fsys := copyFS(t, assets.Rigged(), nil)
	f, ok := fsys[name]
	if !ok {
		t.Fatalf("no %s", name)
	}
	return f.Data
}

// walking returns a player of c walking for d in 60 Hz ticks.
func walking(t *testing.T, c *Character, d time.Duration) *Player {
	p := NewPlayer(c, PlayerOptions{Mix: -1})
	if _, err := p.Play("walk"); err != nil {
		t.Fatal(err)
	}
	for i := time.Duration(0); i < d; i += time.Second / 60 {
		p.Advance(time.Second / 60)
	}
	return p
}

func tassel(t *testing.T, p *Player) float64 {
	t.Helper()
	s := p.Sways(nil)
	if len(s) == 0 || !strings.HasSuffix(s[len(s)-1].ID, "#piece/tassel") {
		t.Fatalf("sways %+v: want the tassel last", s)
	}
	return s[len(s)-1].Angle
}

// TestRule5_SwayReloadKeepsTheSwingAndTakesTheEdit pins hot reload with a
// swaying piece: an edit of its spring keeps its swing and shows the new
// motion at once; an edit of its placement restarts it from rest at the
// new pose.
func TestRule5_SwayReloadKeepsTheSwingAndTakesTheEdit(t *testing.T) {
	c := moss(t)
	stiff := mossEdited(t, "clothing/hat.json", `"spring": 60`, `"spring": 180`)
	moved := mossEdited(t, "clothing/hat.json", `"offsetX": -0.359375`, `"offsetX": -0.3`)
	p, q := walking(t, c, 1200*time.Millisecond), walking(t, c, 1200*time.Millisecond)
	before := tassel(t, p)
	if before > -5 && before < 5 {
		t.Fatalf("tassel at %v: want it swinging", before)
	}
	p.Rebind(stiff)
	if got := tassel(t, p); got != before {
		t.Fatalf("after the reload the tassel is at %v, was %v: it should keep its swing", got, before)
	}
	for range 6 {
		p.Advance(time.Second / 60)
		q.Advance(time.Second / 60)
	}
	if a, b := tassel(t, p), tassel(t, q); a-b < 0.5 && b-a < 0.5 {
		t.Errorf("0.1 s after the stiffer spring: %v, unedited %v: want the new motion at once", a, b)
	}
	p.Rebind(moved)
	if got := tassel(t, p); got != 0 {
		t.Errorf("the tassel moved by the edit is at %v, want at rest", got)
	}
}

// TestSway_CharacterJSONSwaysPlainBones pins character.json's sway: the
// named bones sway on every player (a located error for a bone the rig
// does not have, or for a character without a rig), and SetPhysics turns
// all of it off and on.
func TestSway_CharacterJSONSwaysPlainBones(t *testing.T) {
	c := mossEdited(t, "character.json", `"scale": 1`,
		`"scale": 1, "sway": {"hand-right": {"mode": "sway", "spring": 10, "damping": 1, "gravity": 1}}`)
	if len(c.Sways) != 1 || c.Sways[0].Name != "hand-right" || c.Sways[0].Sway.MotionInfluence != 1 || c.Sways[0].Sway.Spring != 10 {
		t.Fatalf("sways %+v", c.Sways)
	}
	p := walking(t, c, time.Second)
	s := p.Sways(nil)
	if len(s) != 2 || s[0].ID != "bone/hand-right" || s[0].Angle == 0 {
		t.Fatalf("sways %+v: want the hand swinging, then the tassel", s)
	}
	p.SetPhysics(false)
	if p.Physics() {
		t.Error("Physics() after SetPhysics(false)")
	}
	for _, x := range p.Sways(nil) {
		if x.Angle != 0 {
			t.Errorf("physics off: %s at %v", x.ID, x.Angle)
		}
	}
	p.SetPhysics(true)

	data := bytes.Replace(readAsset(t, "character.json"), []byte(`"scale": 1`), []byte(`"scale": 1, "sway": {"tail": {"mode": "sway"}}`), 1)
	_, d := Load(copyFS(t, assets.Rigged(), map[string][]byte{"character.json": data}), Options{})
	if !d.HasErrors() || !strings.Contains(d.Error(), "character.json") || !strings.Contains(d.Error(), "/sway/tail") {
		t.Errorf("a sway on a missing bone: %v", d)
	}
	data = bytes.Replace(readAsset(t, "character.json"), []byte(`"scale": 1`), []byte(`"scale": 1, "sway": {"head": {"mode": "sway", "spring": 0}}`), 1)
	_, d = Load(copyFS(t, assets.Rigged(), map[string][]byte{"character.json": data}), Options{})
	if !d.HasErrors() || !strings.Contains(d.Error(), "/sway/head/spring") {
		t.Errorf("spring 0: %v", d)
	}
}

// TestSway_ReloadKeepsPhysicsOff: physics turned off stays off over a
// reload, also one that removes the clip playing (the swing then restarts
// from rest, docs/clothing.md#sway-reload, but the player's setting is
// its own).
func TestSway_ReloadKeepsPhysicsOff(t *testing.T) {
	c := moss(t)
	noWave := mossEdited(t, "character.json", ",\n    \"clips/wave.json\"", "")
	for _, tc := range []struct {
		name string
		to   *Character
	}{{"the clip kept", mossEdited(t, "clothing/hat.json", `"spring": 60`, `"spring": 180`)}, {"the clip removed", noWave}} {
		p := NewPlayer(c, PlayerOptions{})
		if _, err := p.Play("wave"); err != nil {
			t.Fatal(err)
		}
		p.Advance(time.Second / 2)
		p.SetPhysics(false)
		p.Rebind(tc.to)
		if p.Physics() {
			t.Errorf("%s: physics on after the reload, was turned off", tc.name)
		}
		p.Advance(time.Second / 2)
		for _, s := range p.Sways(nil) {
			if s.Angle != 0 {
				t.Errorf("%s: %s swings (%v degrees) with physics off", tc.name, s.ID, s.Angle)
			}
		}
	}
}
