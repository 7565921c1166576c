package rig

import (
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"testing"
)

// captivityDir is the real third-party data, read in place (never copied).
var captivityDir = filepath.Join("..", "..", "shared", "data", "captivity")

func captivityFS(t *testing.T) fs.FS {
	t.Helper()
	if _, err := os.Stat(filepath.Join(captivityDir, "player-rig.json")); err != nil {
		t.Skip("real data not present:", err)
	}
	return os.DirFS(captivityDir)
}

// captivityClip loads the real rig and binds the real clip name to it
// (skipping when the data is absent).
func captivityClip(t *testing.T, name string) (*Rig, *Bound) {
	t.Helper()
	fsys := captivityFS(t)
	r, d := LoadRig(fsys, "player-rig.json")
	if d.HasErrors() {
		t.Fatal(d)
	}
	c, d := LoadClip(fsys, name)
	if d.HasErrors() {
		t.Fatal(d)
	}
	b, d := Bind(r, c)
	if d.HasErrors() {
		t.Fatal(d)
	}
	return r, b
}

// TestReal_CaptivityRigAndClipsValidate loads the game's rig and its two
// clips with the project's schemas and runtime rules.
func TestReal_CaptivityRigAndClipsValidate(t *testing.T) {
	fsys := captivityFS(t)
	for _, tc := range []struct{ name, kind string }{
		{"player-rig.json", KindRig}, {"idle.json", KindClip}, {"walk.json", KindClip}, {"NOTICE.md", ""},
	} {
		kind, d := ValidateFile(fsys, tc.name)
		if kind != tc.kind || len(d) != 0 {
			t.Errorf("%s: kind %q diagnostics %v, want kind %q and none", tc.name, kind, d, tc.kind)
		}
	}
	r, d := LoadRig(fsys, "player-rig.json")
	if d.HasErrors() {
		t.Fatal(d)
	}
	if len(r.Bones) != 20 || len(r.Contract.Slots) != 43 || r.PixelsPerUnit != 32 {
		t.Errorf("rig: %d bones, %d slots, ppu %v", len(r.Bones), len(r.Contract.Slots), r.PixelsPerUnit)
	}
}

// rot is a hand-written rotation by deg degrees, counter-clockwise.
func rot(deg float64) (c, s float64) {
	a := deg * math.Pi / 180
	return math.Cos(a), math.Sin(a)
}

// TestReal_IdleWorldTransformsByHand checks hips, spine and chest of the
// real idle clip at t = 0 (key values) and t = 0.25 (midway between keys
// with zero tangents: the mean) against matrices multiplied out by hand.
func TestReal_IdleWorldTransformsByHand(t *testing.T) {
	r, b := captivityClip(t, "idle.json")
	mean := func(a, b float64) float64 { return (a + b) / 2 }
	for _, tc := range []struct {
		t                         float64
		hipsY, hips, spine, chest float64 // clip values
	}{
		{0, -0.191, -16.333, 4.617, 7.79700041},
		{0.25, mean(-0.191, -0.24), mean(-16.333, -24.1090012), mean(4.617, 5.52700043), mean(7.79700041, 10.4380007)},
	} {
		p := NewPlayer(r)
		p.Play(b, 0)
		p.Advance(sec(tc.t))
		// hips: T(0, hipsY) R(hips)
		c1, s1 := rot(tc.hips)
		hips := [6]float64{c1, s1, -s1, c1, 0, tc.hipsY}
		// spine: default (-0.001, 0.052), angle hips + spine
		c2, s2 := rot(tc.hips + tc.spine)
		sx := c1*-0.001 - s1*0.052
		sy := s1*-0.001 + c1*0.052 + tc.hipsY
		spine := [6]float64{c2, s2, -s2, c2, sx, sy}
		// chest: default (0, 0.337) in the spine, angle hips + spine + chest
		c3, s3 := rot(tc.hips + tc.spine + tc.chest)
		chest := [6]float64{c3, s3, -s3, c3, sx - s2*0.337, sy + c2*0.337}
		for name, want := range map[string][6]float64{"hips": hips, "spine": spine, "chest": chest} {
			got := p.World(r.BoneIndex(name)).Array()
			for k := range got {
				if !near(got[k], want[k], 1e-9) {
					t.Errorf("t=%v %s world %v, want %v", tc.t, name, got, want)
					break
				}
			}
		}
	}
}

// TestReal_PoseManyTimes plays both real clips for several loops at
// 60 Hz and checks every transform stays finite, the draw list covers
// every sprite, and walk's footstep events arrive twice per loop.
func TestReal_PoseManyTimes(t *testing.T) {
	for _, name := range []string{"idle.json", "walk.json"} {
		r, b := captivityClip(t, name)
		c := b.Clip
		p := NewPlayer(r)
		p.Play(b, 0)
		events := 0
		frames := 0
		for ; float64(frames)/60 < 4*c.Duration; frames++ {
			for _, e := range p.Advance(sec(1.0 / 60)) {
				if e.Kind != EventClipStart {
					events++
				}
			}
			for i := range r.Bones {
				for _, v := range p.World(i).Array() {
					if !finite(v) {
						t.Fatalf("%s frame %d: bone %s world %v", name, frames, r.Bones[i].Name, p.World(i).Array())
					}
				}
			}
			if l := p.DrawList(); len(l) != 20 {
				t.Fatalf("%s: %d drawables, want 20", name, len(l))
			}
		}
		want := 0
		if name == "walk.json" {
			want = 8 // 2 footsteps x 4 loops
		}
		if events != want {
			t.Errorf("%s: %d events in 4 loops, want %d", name, events, want)
		}
	}
}
