package rig

import (
	"math"
	"testing"
)

// TestReal_CaptivitySwayOnTheWalk runs the sway rules (docs/clothing.md#sway)
// on the mod API's own rig and walk clip as they ship (sprite pivots of
// the real rig, a loop of 0.6666667 s that wraps between fixed steps, x
// and y turns keyed): three swaying pieces of an item of ours, on the
// hips, the spine and the head, take the same angles for ticks of 1 ms,
// 1/60 s, 1/144 s and 100 ms (1e-6 degrees), stay finite and within
// maxAngle, and do swing.
func TestReal_CaptivitySwayOnTheWalk(t *testing.T) {
	r, walk := captivityClip(t, "walk.json")
	s := capeSway
	pieces := swayPieces(t, r, map[string]map[string]any{
		"piece/skirt-hips": {"bone": "Hips", "pivotY": 1, "offsetY": -0.1, "physics": physics(s)},
		"piece/back":       {"bone": "Spine", "pivotY": 1, "rotation": 30, "offsetY": 0.2, "physics": physics(s)},
		"piece/hair":       {"bone": "Head", "pivotX": 0, "pivotY": 0.8, "offsetX": 0.1, "physics": physics(s)},
	})
	ticks := []struct {
		name  string
		dt    float64
		exact bool // a tick no time.Duration holds: tickSeconds
	}{{"1ms", 0.001, false}, {"1/60s", 1.0 / 60, true}, {"1/144s", 1.0 / 144, true}, {"100ms", 0.1, false}}
	checkpoints := []float64{0.5, 1, 2, 3}
	var ref [][]float64
	peak := 0.0
	for k, tc := range ticks {
		p := NewPlayer(r)
		p.Dress(pieces)
		p.Play(walk, 0)
		at := 0.0
		for c, cp := range checkpoints {
			for n := int(math.Round((cp - at) / tc.dt)); n > 0; n-- {
				if tc.exact {
					tickSeconds(p, tc.dt)
				} else {
					p.Advance(sec(tc.dt))
				}
			}
			at = cp
			got := angles(p)
			if len(got) != 3 || !finiteList(p.DrawList()) {
				t.Fatalf("%s ticks, t=%v: %d sways, finite draw list %v", tc.name, cp, len(got), finiteList(p.DrawList()))
			}
			if k == 0 {
				ref = append(ref, got)
			}
			for i, a := range got {
				if !(math.Abs(a) <= s.MaxAngle) {
					t.Errorf("%s ticks, t=%v: piece %d at %v degrees, beyond maxAngle %v", tc.name, cp, i, a, s.MaxAngle)
				}
				if math.Abs(a-ref[c][i]) > 1e-6 {
					t.Errorf("t=%v piece %d: %s ticks %.9f deg, 1ms ticks %.9f", cp, i, tc.name, a, ref[c][i])
				}
				peak = math.Max(peak, math.Abs(a))
			}
		}
	}
	if peak < 1 {
		t.Errorf("largest angle %.3g degrees: the walk hardly swings the pieces, the test proves nothing", peak)
	}
}
