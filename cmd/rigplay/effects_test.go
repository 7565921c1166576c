package main

import (
	"bytes"
	"encoding/json"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// sparksJSON is an effect of the test's own (the mod API ships none we
// may copy): sparks off the right hand, a burst and a stream, thrown up,
// falling and fading; triggered 0.2 s into each round of the walk.
const sparksJSON = `{"effects": [{
  "id": "vfx/sparks", "kind": "particle", "trigger": "unique", "index": 0, "target": "bone/hand-right",
  "durationSeconds": 0.3, "loop": false, "maxParticles": 200,
  "startLifetimeMin": 0.5, "startLifetimeMax": 0.8, "startSpeedMin": 1, "startSpeedMax": 2,
  "startSizeMin": 0.08, "startSizeMax": 0.15, "gravityMin": 0.5, "gravityMax": 0.5,
  "scaleX": 1, "scaleY": 1, "scaleZ": 1, "positionX": 0, "positionY": -0.3, "positionZ": 0,
  "rotationX": -90, "rotationY": 0, "rotationZ": 0, "simulationSpace": "World",
  "startColorMin": {"r": 1, "g": 0.8, "b": 0.2, "a": 1}, "startColorMax": {"r": 1, "g": 0.5, "b": 0.1, "a": 1},
  "emissionRateMin": 60, "emissionRateMax": 60,
  "shapeEnabled": true, "shape": "Cone", "shapeRadius": 0.05, "shapeAngle": 25,
  "textureSheetTilesX": 0, "textureSheetTilesY": 0, "textureSheetSprites": [],
  "bursts": [{"time": 0, "countMin": 10, "countMax": 10, "cycleCount": 1, "repeatInterval": 0, "probability": 1}],
  "colorOverLifetime": {"mode": "Gradient", "gradientMin": [], "gradientMax": [
    {"time": 0, "color": {"r": 1, "g": 1, "b": 1, "a": 1}}, {"time": 1, "color": {"r": 1, "g": 1, "b": 1, "a": 0}}]},
  "sortingOrder": 20, "source": {"unityPrefab": "Assets/Test/Sparks.prefab", "hierarchyPath": "Sparks"}}],
 "effectTriggers": [{"time": 0.2, "source": "enemy:PlayParticleUnique", "effects": ["vfx/sparks"]}]}`

// captivitySparks is captivityCopy with the sparks added to the real walk
// clip.
func captivitySparks(t *testing.T) string {
	t.Helper()
	dir := captivityCopy(t)
	walk := filepath.Join(dir, "walk.json")
	data, err := os.ReadFile(walk)
	if err != nil {
		t.Fatal(err)
	}
	var doc, fx map[string]any
	if err := json.Unmarshal(data, &doc); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal([]byte(sparksJSON), &fx); err != nil {
		t.Fatal(err)
	}
	doc["effects"], doc["effectTriggers"] = fx["effects"], fx["effectTriggers"]
	if data, err = json.MarshalIndent(doc, "", "  "); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(walk, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

// poseEffects runs rigplay pose and returns its "effects".
func poseEffects(t *testing.T, args ...string) []poseEffect {
	t.Helper()
	code, out, errs := runPoseCLI(args...)
	if code != 0 {
		t.Fatalf("pose %v: exit %d: %s", args, code, errs)
	}
	var got poseOutput
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("pose output: %v\n%s", err, out)
	}
	return got.Effects
}

// TestPoseEffects_ParticlesAtTheTime pins docs/effects.md#render: rigplay
// pose reports each effect's live particles at --time: none before the
// trigger, some after, the same count at --tick 1 ms, 1/60 s and in
// PlayAt's steps, the same output twice with one seed; --no-effects
// reports none.
func TestPoseEffects_ParticlesAtTheTime(t *testing.T) {
	dir := captivitySparks(t)
	rig, clip := filepath.Join(dir, "player-rig.json"), filepath.Join(dir, "walk.json")
	if e := poseEffects(t, rig, "--clip", clip, "--time", "0.1"); len(e) != 1 || e[0].ID != "vfx/sparks" || e[0].Particles != 0 || e[0].Bone != "hand-right" {
		t.Errorf("before the trigger: %+v", e)
	}
	want := poseEffects(t, rig, "--clip", clip, "--time", "0.45")
	if len(want) != 1 || want[0].Particles < 10 || !want[0].Emitting {
		t.Fatalf("after the trigger: %+v", want)
	}
	for _, tick := range []string{"1ms", "16.666666ms", "100ms"} {
		if got := poseEffects(t, rig, "--clip", clip, "--time", "0.45", "--tick", tick); len(got) != 1 || got[0] != want[0] {
			t.Errorf("--tick %s: %+v, want %+v", tick, got, want)
		}
	}
	_, a, _ := runPoseCLI(rig, "--clip", clip, "--time", "1.3", "--seed", "9", "--pixels")
	_, b, _ := runPoseCLI(rig, "--clip", clip, "--time", "1.3", "--seed", "9", "--pixels")
	if a != b || !strings.Contains(a, `"effects"`) {
		t.Errorf("the same seed gave two outputs")
	}
	if e := poseEffects(t, rig, "--clip", clip, "--time", "0.45", "--no-effects"); e != nil {
		t.Errorf("--no-effects: %+v", e)
	}
}

// TestRenderEffects_SameForEveryTickAndOff: rigplay render draws the
// sparks on the real walk (the picture differs from --no-effects), the
// same picture at --tick 1 ms and 1/60 s.
func TestRenderEffects_SameForEveryTickAndOff(t *testing.T) {
	dir := captivitySparks(t)
	render := func(extra ...string) []byte {
		out := filepath.Join(t.TempDir(), "out.png")
		args := append([]string{"render", dir, "--clip", "walk", "--at", "450ms", "--scale", "2", "-o", out}, extra...)
		if _, err := runOK(t, args...); err != nil {
			t.Fatalf("render %v: %v", extra, err)
		}
		data, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := png.Decode(bytes.NewReader(data)); err != nil {
			t.Fatal(err)
		}
		return data
	}
	ms, sixty, off := render("--tick", "1ms"), render("--tick", "16666666ns"), render("--no-effects")
	if !bytes.Equal(ms, sixty) {
		t.Error("--tick 1ms and 1/60 s draw different pictures")
	}
	if n, m := sparkPixels(t, ms), sparkPixels(t, off); n < m+30 {
		t.Errorf("%d spark-coloured pixels with the effect, %d without", n, m)
	}
}

// sparkPixels counts the bright orange pixels of a PNG (the sparks'
// colours, faded or not).
func sparkPixels(t *testing.T, data []byte) int {
	im, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	b := im.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r, g, bl, a := im.At(x, y).RGBA()
			if a > 0x2000 && r > 0xc000*a/0xffff && g > 0x6000*a/0xffff && g < 0xe000*a/0xffff && bl < 0x5000*a/0xffff {
				n++
			}
		}
	}
	return n
}
