package main

import (
	"encoding/json"
	"math"
	"path/filepath"
	"testing"
	"time"

	"github.com/rigplay/rigplay/assets"
	"github.com/rigplay/rigplay/engine/character"
)

// mossDir is the rigged sample's folder in the repository.
var mossDir = filepath.Join("..", "..", "assets", "rigged")

const tasselID = "rigplay:clothing/moss/acorn-cap#piece/tassel"

// poseMoss runs rigplay pose on Moss walking, wearing the acorn cap.
func poseMoss(t *testing.T, at string, extra ...string) poseOutput {
	t.Helper()
	args := append([]string{filepath.Join(mossDir, "rig.json"), "--clip", filepath.Join(mossDir, "clips", "walk.json"),
		"--time", at, "--wear", filepath.Join(mossDir, "clothing", "hat.json")}, extra...)
	code, out, errs := runPoseCLI(args...)
	if code != 0 || errs != "" {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
	var got poseOutput
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("output is not JSON: %v\n%s", err, out)
	}
	return got
}

// turn returns the angle (degrees) of world w relative to world of, both
// [a, b, c, d, tx, ty].
func turn(w, of [6]float64) float64 {
	return (math.Atan2(w[1], w[0]) - math.Atan2(of[1], of[0])) * 180 / math.Pi
}

// TestPoseSway pins `rigplay pose --time T` with a swaying piece: the
// piece's "world" is turned from its bone's by the angle the sway has
// after T seconds of the clip from its start (the angle a game ticking at
// 60 Hz shows, within 1e-3 degrees of Duration rounding), and by 0 with
// --no-physics; a body sprite's "world" is its bone's.
func TestPoseSway(t *testing.T) {
	c, d := character.Load(assets.Rigged(), character.Options{})
	if c == nil {
		t.Fatal(d)
	}
	game := character.NewPlayer(c, character.PlayerOptions{Mix: -1})
	if _, err := game.Play("walk"); err != nil {
		t.Fatal(err)
	}
	var rem time.Duration
	for range 75 { // 1.25 s in 60 Hz ticks rounded to nanoseconds, as engine.Player makes them
		whole := time.Second + rem
		rem = whole % 60
		game.Advance(whole / 60)
	}
	want := game.Sways(nil)[0].Angle
	if math.Abs(want) < 5 {
		t.Fatalf("the tassel is at %v deg at 1.25 s: pick a time where it swings", want)
	}
	for _, tc := range []struct {
		flags []string
		angle float64
	}{{nil, want}, {[]string{"--no-physics"}, 0}, {[]string{"--pixels"}, want}} {
		got := poseMoss(t, "1.25", tc.flags...)
		head := headWorld(t, got)
		for _, b := range got.Bones {
			if b.Name == "head" && b.World != head {
				t.Errorf("sprite/head world %v, head bone %v", head, b.World)
			}
		}
		found := false
		for _, e := range got.Draw {
			if e.ID == tasselID {
				found = true
				if a := turn(e.World, head); math.Abs(a-tc.angle) > 1e-3 {
					t.Errorf("%v: tassel turned %.6f deg from the head, want %.6f", tc.flags, a, tc.angle)
				}
			}
		}
		if !found {
			t.Fatalf("%v: no tassel in the draw list", tc.flags)
		}
	}
}

// headWorld returns the head sprite's world from a --pixels output (which
// prints no bones).
func headWorld(t *testing.T, got poseOutput) [6]float64 {
	for _, e := range got.Draw {
		if e.ID == "sprite/head" {
			return e.World
		}
	}
	t.Fatal("no sprite/head")
	return [6]float64{}
}
