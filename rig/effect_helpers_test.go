package rig

import (
	"encoding/json"
	"io/fs"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// sparksEffect is the test's own effect (no file of the mod API has one
// we may ship): sparks off the right hand, thrown up in a cone, falling
// under half gravity and fading out by their colour over their life.
func sparksEffect() map[string]any {
	white := map[string]any{"r": 1, "g": 1, "b": 1, "a": 1}
	return map[string]any{
		"id": "vfx/sparks", "kind": "particle", "trigger": "unique", "index": 0, "target": "bone/hand-right",
		"durationSeconds": 0.3, "loop": false, "maxParticles": 200,
		"startLifetimeMin": 0.5, "startLifetimeMax": 0.8, "startSpeedMin": 1, "startSpeedMax": 2,
		"startSizeMin": 0.08, "startSizeMax": 0.15, "gravityMin": 0.5, "gravityMax": 0.5,
		"scaleX": 1, "scaleY": 1, "scaleZ": 1, "positionX": 0, "positionY": -0.3, "positionZ": 0,
		"rotationX": -90, "rotationY": 0, "rotationZ": 0,
		"simulationSpace": "World",
		"startColorMin":   map[string]any{"r": 1, "g": 0.8, "b": 0.2, "a": 1},
		"startColorMax":   map[string]any{"r": 1, "g": 0.5, "b": 0.1, "a": 1},
		"emissionRateMin": 60, "emissionRateMax": 60,
		"shapeEnabled": true, "shape": "Cone", "shapeRadius": 0.05, "shapeAngle": 25,
		"textureSheetTilesX": 0, "textureSheetTilesY": 0, "textureSheetSprites": []any{},
		"bursts": []any{map[string]any{"time": 0, "countMin": 10, "countMax": 10, "cycleCount": 1, "repeatInterval": 0, "probability": 1}},
		"colorOverLifetime": map[string]any{"mode": "Gradient", "gradientMin": []any{}, "gradientMax": []any{
			map[string]any{"time": 0, "color": white},
			map[string]any{"time": 1, "color": map[string]any{"r": 1, "g": 1, "b": 1, "a": 0}},
		}},
		"sortingOrder": 20,
		"source":       map[string]any{"unityPrefab": "Assets/Test/Sparks.prefab", "hierarchyPath": "Sparks"},
	}
}

// sparksTrigger is when the walk starts the sparks.
const sparksTrigger = 0.2

// walkWithEffects returns the real rig and its real walk clip with the
// given effects added (edit, when not nil, changes the sparks first) and
// one trigger at sparksTrigger starting every one of them; it skips when
// the real data is absent.
func walkWithEffects(t testing.TB, edit func(e map[string]any)) (*Rig, *Bound) {
	t.Helper()
	if _, err := os.Stat(filepath.Join(captivityDir, "player-rig.json")); err != nil {
		t.Skip("real data not present:", err)
	}
	fsys := os.DirFS(captivityDir)
	r, d := LoadRig(fsys, "player-rig.json")
	if d.HasErrors() {
		t.Fatal(d)
	}
	data, err := fs.ReadFile(fsys, "walk.json")
	if err != nil {
		t.Fatal(err)
	}
	var doc map[string]any
	if err := json.Unmarshal(data, &doc); err != nil {
		t.Fatal(err)
	}
	e := sparksEffect()
	if edit != nil {
		edit(e)
	}
	doc["effects"] = []any{e}
	doc["effectTriggers"] = []any{map[string]any{"time": sparksTrigger, "source": "enemy:PlayParticleUnique", "effects": []any{e["id"]}}}
	out, err := json.Marshal(doc)
	if err != nil {
		t.Fatal(err)
	}
	c, d := DecodeClip("walk.json", out)
	if d.HasErrors() {
		t.Fatal(d)
	}
	b, d := Bind(r, c)
	if d.HasErrors() {
		t.Fatal(d)
	}
	return r, b
}

// playFor plays b on a new player of r with seed, in ticks of tick, for
// total, and returns the player.
func playFor(t testing.TB, r *Rig, b *Bound, seed uint64, tick, total time.Duration) *Player {
	t.Helper()
	p := NewPlayer(r)
	p.SetSeed(seed)
	if err := p.Play(b, 0); err != nil {
		t.Fatal(err)
	}
	for now := time.Duration(0); now < total; {
		dt := min(tick, total-now)
		p.Advance(dt)
		now += dt
	}
	return p
}
