package rig

import (
	"math"
	"testing"
	"testing/fstest"

	"github.com/rigplay/rigplay/engine/drawlist"
)

// swayFS is wardrobeFS with a 6 x 8 picture (the size of the test rig's
// ear sprite).
func swayFS() fstest.MapFS {
	fs := wardrobeFS()
	fs["items/img/ear.png"] = &fstest.MapFile{Data: pngBytes(6, 8)}
	return fs
}

// physics returns a physics block for an attachment.
func physics(s Sway) map[string]any {
	return map[string]any{"mode": "sway", "spring": s.Spring, "damping": s.Damping, "gravity": s.Gravity,
		"motionInfluence": s.MotionInfluence, "maxAngle": s.MaxAngle}
}

// swayPieces loads an item whose pieces are attachments (slot ->
// attachment object) and returns its pieces on r.
func swayPieces(t testing.TB, r *Rig, attachments map[string]map[string]any) []Piece {
	t.Helper()
	it := mustItem(t, swayFS(), "sway.json", itemJSON("t:clothing/sway", "Other", nil, attachments, nil))
	w := NewWardrobe(r)
	if _, d := w.Equip(it); d.HasErrors() {
		t.Fatal(d)
	}
	return w.Pieces()
}

// capeSway is a lively sway for the tests.
var capeSway = Sway{Spring: 20, Damping: 3, Gravity: 0.5, MotionInfluence: 1.5, MaxAngle: 45}

// capePieces are two swaying pieces of the test rig: a cape on the spine
// hanging from its top edge, turned 30 degrees, and a tassel on the head
// hanging from its left edge.
func capePieces(t testing.TB, r *Rig, s Sway) []Piece {
	return swayPieces(t, r, map[string]map[string]any{
		"piece/back": {"bone": "Spine", "pivotY": 1, "rotation": 30, "offsetY": 0.2, "physics": physics(s)},
		"piece/hat":  {"bone": "Head", "pivotX": 0, "pivotY": 0.8, "offsetX": 0.1, "physics": physics(s)},
	})
}

// lurchClip is a 3-second clip that holds the hips still until 0.5 s,
// moves them 1 unit right by 1 s (easing in and out) and holds them there.
func lurchClip(t testing.TB, r *Rig) *Bound {
	return mustBind(t, r, clipJSON(3, false, []trackSpec{
		{"bone/hips", "position.x", []tk{{0, 0, 0, 0}, {0.5, 0, 0, 0}, {1, 1, 0, 0}, {3, 1, 0, 0}}},
	}, nil))
}

// shakeClip jerks the hips 3 units left and right every 50 ms (stepped
// keys) and spins the spine: as violent as a clip can be.
func shakeClip(t testing.TB, r *Rig) *Bound {
	var x, rot []tk
	for i := 0; i < 20; i++ {
		v := 3.0
		if i%2 == 1 {
			v = -3
		}
		x = append(x, tk{float64(i) * 0.05, v, nil, nil})
		rot = append(rot, tk{float64(i) * 0.05, float64(i * 170), nil, nil})
	}
	return mustBind(t, r, clipJSON(1, true, []trackSpec{
		{"bone/hips", "position.x", x}, {"bone/spine", "rotation.z", rot},
	}, nil))
}

// angles returns the player's sway angles as drawn now.
func angles(p *Player) []float64 {
	var out []float64
	for _, s := range p.Sways(nil) {
		out = append(out, s.Angle)
	}
	return out
}

// finiteList reports whether every transform of a draw list is finite.
func finiteList(l drawlist.List) bool {
	for _, it := range l {
		x := it.Transform
		for _, v := range []float64{x.A, x.B, x.C, x.D, x.TX, x.TY} {
			if math.IsNaN(v) || math.IsInf(v, 0) {
				return false
			}
		}
	}
	return true
}

// energy is the swing's energy per unit inertia, in radians: the spring's
// potential plus the motion's.
func energy(st swayState, spring float64) float64 {
	a, v := st.a*math.Pi/180, st.v*math.Pi/180
	return 0.5*v*v + 0.5*spring*a*a
}

// fromDrawlist converts a draw-list transform back to an Affine.
func fromDrawlist(x drawlist.Affine) Affine {
	var a Affine
	a.M[0], a.M[1], a.M[2], a.M[3], a.T[0], a.T[1] = x.A, x.B, x.C, x.D, x.TX, x.TY
	return a
}

// sineKeys samples base + amp sin(2 pi cycles t / d + phase) over one loop
// of d seconds, 8 keys a cycle, with exact tangents.
func sineKeys(base, amp, cycles, phase, d float64) []tk {
	n := int(8 * cycles)
	var keys []tk
	for i := 0; i <= n; i++ {
		tm := d * float64(i) / float64(n)
		w := 2 * math.Pi * cycles / d
		x := w*tm + phase*math.Pi/180
		dv := amp * w * math.Cos(x)
		keys = append(keys, tk{tm, base + amp*math.Sin(x), dv, dv})
	}
	return keys
}

// walkClip is a 1-second looping walk of the test rig's upper body: the
// hips bob and sway, the spine, chest, neck and head rock. The ear is
// left alone.
func walkClip(t testing.TB, r *Rig) *Bound {
	return mustBind(t, r, clipJSON(1, true, []trackSpec{
		{"bone/hips", "position.x", sineKeys(0, 0.06, 2, 0, 1)},
		{"bone/hips", "position.y", sineKeys(0, 0.04, 2, 90, 1)},
		{"bone/spine", "rotation.z", sineKeys(0, 4, 1, 0, 1)},
		{"bone/chest", "rotation.z", sineKeys(0, 3, 2, 30, 1)},
		{"bone/neck", "rotation.z", sineKeys(0, 3, 1, 60, 1)},
		{"bone/head", "rotation.z", sineKeys(0, 6, 1, 120, 1)},
	}, nil))
}

// tickSeconds moves p dt seconds on through the step Advance takes, for
// ticks that no time.Duration holds exactly (1/60 s, 1/144 s): the sway's
// fixed step is exact for them, where Advance gets whole nanoseconds.
func tickSeconds(p *Player, dt float64) {
	p.events = p.events[:0]
	p.move(0, 0, dt, -1)
}
