package rig

import (
	"math"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/rigplay/rigplay/internal/limits"
	"github.com/rigplay/rigplay/rig/tween"
)

// extremeClip is a clip that sets prop on every bone of the test rig to
// value, with tangents tan (the schema's extremes are 1e9 and 1e12).
func extremeClip(prop string, value, tan float64) []trackSpec {
	var tracks []trackSpec
	for _, b := range seedBones {
		tracks = append(tracks, trackSpec{"bone/" + b.name, prop, []tk{{0, value, tan, tan}, {0.5, -value, -tan, -tan}, {1, value, tan, tan}}})
	}
	return tracks
}

// posesFinite plays the tracks and the tween (nil: none) and fails when
// any world transform or drawn transform is not finite, or a world
// component lies beyond limits.PoseMaxAbs (docs/rig.md#finite-poses).
func posesFinite(t *testing.T, tracks []trackSpec, tw *tween.Tween) {
	t.Helper()
	r := mustRig(t, nil)
	c, d := DecodeClip("clip.json", clipJSON(1, true, tracks, nil))
	if d.HasErrors() {
		t.Skipf("the clip is refused (not valid, so not a case): %v", d)
	}
	b, d := Bind(r, c)
	if d.HasErrors() {
		t.Fatalf("bind: %v", d)
	}
	p := NewPlayer(r)
	if err := p.Play(b, 0); err != nil {
		t.Fatal(err)
	}
	if tw != nil {
		if err := p.AddTween(tw); err != nil {
			t.Fatal(err)
		}
	}
	for step := 0; step < 12; step++ {
		p.Advance(97 * time.Millisecond)
		for i := range r.Bones {
			for k, v := range p.World(i).Array() {
				if math.IsNaN(v) || math.IsInf(v, 0) || math.Abs(v) > limits.PoseMaxAbs {
					t.Fatalf("step %d: bone %s world[%d] = %v", step, r.Bones[i].Name, k, v)
				}
			}
		}
		for _, it := range p.DrawList() {
			m := it.Transform
			for k, v := range []float64{m.A, m.B, m.C, m.D, m.TX, m.TY} {
				if math.IsNaN(v) || math.IsInf(v, 0) {
					t.Fatalf("step %d: a drawn transform's component %d = %v", step, k, v)
				}
			}
		}
	}
}

// TestFinitePose_ExtremeButValid: poses stay finite for every
// extreme-but-valid input: scales of ±1e9 on every bone of a chain (whose
// product would overflow), positions of 1e9, rotations of 1e9 degrees,
// tangents of 1e12 and tweens from -1e9 to 1e9 on top of them.
func TestFinitePose_ExtremeButValid(t *testing.T) {
	at := float64(limits.TweenValueMaxAbs)
	mustTween := func(key string, from, to, dur float64, easing string, loop bool) *tween.Tween {
		tw, err := tween.New(key, from, to, dur, easing, loop)
		if err != nil {
			t.Fatalf("%s %v..%v: %v", key, from, to, err)
		}
		return tw
	}
	cases := []struct {
		name   string
		tracks []trackSpec
		tw     *tween.Tween
	}{
		{"scale.x 1e9 on every bone", extremeClip("scale.x", 1e9, 0), nil},
		{"scale.y -1e9 on every bone", extremeClip("scale.y", -1e9, 0), nil},
		{"scale 1e9 with tangents 1e12", extremeClip("scale.x", 1e9, 1e12), nil},
		{"position.x 1e9 on every bone", extremeClip("position.x", 1e9, 1e12), nil},
		{"rotation.z 1e9 degrees", extremeClip("rotation.z", 1e9, 1e12), nil},
		{"scale chain and a position tween -1e9..1e9", extremeClip("scale.x", 1e9, 0), mustTween("bone/face/position.x", -at, at, 1, "linear", true)},
		{"scale chain and a scale tween on the root", append(extremeClip("scale.y", 1e9, 0), extremeClip("position.y", -1e9, 0)...), mustTween("bone/hips/scale.x", -at, at, 0.3, "bulge", true)},
		{"a rotation tween 1e9 degrees", nil, mustTween("bone/head/rotation.z", -at, at, 1e-3, "s-curve", true)},
		{"the issue's tween at the limit", nil, mustTween("bone/hips/position.x", -at, at, 1, "linear", false)},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) { posesFinite(t, tc.tracks, tc.tw) })
	}
}

// TestFinitePose_TweenOutOfRangeRefused: what the issue found (from
// -1e308, to 1e308) and other values beyond limits.TweenValueMaxAbs or
// limits.TweenMaxSeconds are refused at load, located at the field.
func TestFinitePose_TweenOutOfRangeRefused(t *testing.T) {
	base := `{"target": "head", "propertyKey": "position.x", "from": FROM, "to": TO, "duration": DUR, "elapsed": EL}`
	for _, tc := range []struct {
		from, to, dur, el string
		ptr               string
	}{
		{"-1e308", "1e308", "1", "0", "/from"},
		{"0", "1e308", "1", "0", "/to"},
		{"1000000001", "0", "1", "0", "/from"},
		{"0", "-1.5e9", "1", "0", "/to"},
		{"0", "1", "1e300", "0", "/duration"},
		{"0", "1", "1", "1000001", "/elapsed"},
	} {
		doc := strings.NewReplacer("FROM", tc.from, "TO", tc.to, "DUR", tc.dur, "EL", tc.el).Replace(base)
		tw, diags := tween.Decode("t.json", []byte(doc))
		found := false
		for _, d := range diags.Errors() {
			found = found || (d.Pointer == tc.ptr && d.Line == 1 && d.Column > 1)
		}
		if tw != nil || !found {
			t.Errorf("%s: want an error at %s, got %v", doc, tc.ptr, diags)
		}
	}
	if tw, diags := tween.Decode("t.json", []byte(strings.NewReplacer("FROM", "-1e9", "TO", "1e9", "DUR", "1e6", "EL", "1e6").Replace(base))); tw == nil {
		t.Errorf("values at the limits are refused: %v", diags)
	}
}

// FuzzFinitePose: whatever values a valid clip and tween hold, the pose
// is finite. Seeds: the schema's and limits' extremes.
func FuzzFinitePose(f *testing.F) {
	f.Add(1e9, 1e12, -1e9, 1e9, 1.0)
	f.Add(-1e9, -1e12, -1e9, 1e9, 1e-300)
	f.Add(1e9, 0.0, 1e9, -1e9, 1e6)
	f.Add(1e-300, 1e12, 0.0, 1e9, 0.5)
	f.Fuzz(func(t *testing.T, value, tan, from, to, dur float64) {
		tw, err := tween.New("bone/hand-left/position.y", from, to, dur, "bulge", true)
		if err != nil {
			return // refused at load: not a case
		}
		tracks := append(extremeClip("scale.x", value, tan), extremeClip("position.x", value, tan)...)
		for _, v := range []float64{value, tan} {
			if s := strconv.FormatFloat(v, 'g', -1, 64); strings.Contains(s, "NaN") || strings.Contains(s, "Inf") {
				return
			}
		}
		posesFinite(t, tracks, tw)
	})
}
