package rig

import (
	"testing"

	"github.com/rigplay/rigplay/rig/tween"
)

// TestRule6_TweenAppliesOnTopOfClip drives the head's rotation with a
// linear tween over the clip pose and checks its value over time, that it
// holds its end, and that clearing restores the clip.
func TestRule6_TweenAppliesOnTopOfClip(t *testing.T) {
	r := mustRig(t, nil)
	b := mustBind(t, r, clipJSON(1, true, []trackSpec{{"bone/head", "rotation.z", []tk{{0, 5, 0, 0}}}}, nil))
	p := NewPlayer(r)
	p.Play(b, 0)
	tw, err := tween.New("bone/head/rotation.z", 0, 90, 1, "linear", false)
	if err != nil {
		t.Fatal(err)
	}
	if err := p.AddTween(tw); err != nil {
		t.Fatal(err)
	}
	head := r.BoneIndex("head")
	d := r.Bones[head].Default
	for _, tc := range []struct{ dt, want float64 }{{0.25, 22.5}, {0.25, 45}, {1, 90}, {1, 90}} {
		p.Advance(sec(tc.dt))
		if !affineNear(p.Local(head), TRS(d.X, d.Y, tc.want, 1, 1), 1e-9) {
			t.Errorf("head %s, want rotation %v", fmtAffine(p.Local(head)), tc.want)
		}
	}
	if n := testing.AllocsPerRun(100, func() { p.Advance(sec(0.01)) }); n != 0 {
		t.Errorf("%v allocs per tick with a tween", n)
	}
	p.ClearTweens()
	p.Advance(sec(0.1))
	if !affineNear(p.Local(head), TRS(d.X, d.Y, 5, 1, 1), 1e-12) {
		t.Errorf("after ClearTweens head %s, want the clip's 5", fmtAffine(p.Local(head)))
	}
	for _, key := range []string{"bone/tail/rotation.z", "bone/head/rotation.w", "bone/head/position.z"} {
		bad, _ := tween.New(key, 0, 1, 1, "linear", false)
		if err := p.AddTween(bad); err == nil {
			t.Errorf("%s: no error", key)
		}
	}
}
