package rig

import (
	"math"
	"math/rand/v2"
	"testing"
)

// TestRule4_BoneTracksReplaceDefaults pins that position.x/y, rotation.z
// and scale.x/y replace the bone's default values while the clip plays,
// and that *.z tracks are ignored.
func TestRule4_BoneTracksReplaceDefaults(t *testing.T) {
	r := mustRig(t, nil)
	b := mustBind(t, r, clipJSON(1, false, []trackSpec{
		{"bone/chest", "position.x", []tk{{0, 0.25, 0, 0}}},
		{"bone/chest", "position.y", []tk{{0, -0.5, 0, 0}}},
		{"bone/chest", "rotation.z", []tk{{0, 30, 0, 0}}},
		{"bone/chest", "scale.x", []tk{{0, 2, 0, 0}}},
		{"bone/chest", "scale.y", []tk{{0, 0.5, 0, 0}}},
		{"bone/chest", "position.z", []tk{{0, 99, 0, 0}}},
		{"bone/chest", "scale.z", []tk{{0, 99, 0, 0}}},
	}, nil))
	if b.NumTracks() != 5 {
		t.Errorf("bound %d tracks, want 5 (the *.z ones ignored)", b.NumTracks())
	}
	p := NewPlayer(r)
	p.Play(b, 0)
	chest := r.BoneIndex("chest")
	want := TRS(0.25, -0.5, 30, 2, 0.5)
	if !affineNear(p.Local(chest), want, 1e-12) {
		t.Errorf("chest local %s, want %s", fmtAffine(p.Local(chest)), fmtAffine(want))
	}
	// An unanimated bone keeps its default.
	neck := r.BoneIndex("neck")
	if !affineNear(p.Local(neck), r.Bones[neck].Default.Matrix(), 1e-12) {
		t.Errorf("neck local %s changed", fmtAffine(p.Local(neck)))
	}
}

// TestRule4_RotationYMirrors pins rotation.x/y as turns about the source
// tool's axes: the local 2x2 is the top-left of Ry . Rx . Rz times
// diag(sx, sy), so rotation.y = 180 mirrors x after the z rotation.
func TestRule4_RotationYMirrors(t *testing.T) {
	r := mustRig(t, nil)
	b := mustBind(t, r, clipJSON(1, false, []trackSpec{
		{"bone/arm-right-upper", "rotation.y", []tk{{0, 180, 0, 0}}},
		{"bone/arm-right-upper", "rotation.z", []tk{{0, 30, 0, 0}}},
		{"bone/arm-left-upper", "rotation.x", []tk{{0, 60, 0, 0}}},
	}, nil))
	p := NewPlayer(r)
	p.Play(b, 0)
	i := r.BoneIndex("arm-right-upper")
	d := r.Bones[i].Default
	mirror := Affine{M: [4]float64{-1, 0, 0, 1}}
	rz := TRS(0, 0, 30, 1, 1)
	want := TRS(d.X, d.Y, 0, 1, 1).Mul(mirror).Mul(rz)
	if !affineNear(p.Local(i), want, 1e-12) {
		t.Errorf("rotation.y=180 local %s, want mirror.Rz %s", fmtAffine(p.Local(i)), fmtAffine(want))
	}
	// A point on the bone's +x axis ends at -x after the mirror.
	x, _ := p.Local(i).Apply(1, 0)
	if x >= d.X {
		t.Errorf("+x maps to x = %v, want mirrored (< %v)", x, d.X)
	}
	// rotation.x = 60 squashes local y by cos 60 (seen edge-on).
	j := r.BoneIndex("arm-left-upper")
	_, y := p.Local(j).Apply(0, 1)
	if dy := y - r.Bones[j].Default.Y; !near(dy, 0.5, 1e-12) {
		t.Errorf("rotation.x=60: local +y maps to dy %v, want cos 60 = 0.5", dy)
	}
}

// hermiteBasis is the textbook Hermite form: the four basis functions
// weighting p0, dt*m0, p1 and dt*m1.
func hermiteBasis(k0, k1 Key, t float64) float64 {
	dt := k1.Time - k0.Time
	s := (t - k0.Time) / dt
	s2, s3 := s*s, s*s*s
	return (2*s3-3*s2+1)*k0.Value + (s3-2*s2+s)*dt*k0.OutTangent + (-2*s3+3*s2)*k1.Value + (s3-s2)*dt*k1.InTangent
}

// TestRule4_HermiteMatchesCubic samples random two-key tracks (through
// the production path: bound track, cursor, precomputed segment) at 1,000
// random points and compares with the cubic written out directly and with
// the Hermite basis form.
func TestRule4_HermiteMatchesCubic(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for n := 0; n < 1000; n++ {
		t0 := rng.Float64() * 10
		dt := 0.01 + rng.Float64()*5
		k0 := Key{Time: t0, Value: rng.NormFloat64() * 100, OutTangent: rng.NormFloat64() * 50}
		k1 := Key{Time: t0 + dt, Value: rng.NormFloat64() * 100, InTangent: rng.NormFloat64() * 50}
		tt := t0 + rng.Float64()*dt
		// Direct cubic: a s^3 + b s^2 + c s + d with s = (t - t0) / dt.
		m0, m1 := k0.OutTangent*dt, k1.InTangent*dt
		a := 2*k0.Value + m0 - 2*k1.Value + m1
		bb := -3*k0.Value - 2*m0 + 3*k1.Value - m1
		c := m0
		s := (tt - t0) / dt
		want := ((a*s+bb)*s+c)*s + k0.Value
		tr := newBoundTrack(0, chPosX, []Key{k0, k1})
		var cur uint16
		got := tr.sample(tt, &cur)
		const tol = 1e-9 // absolute, as issue 3 asks
		if math.Abs(got-want) > tol || math.Abs(hermiteBasis(k0, k1, tt)-want) > tol {
			t.Fatalf("case %d: sample %v, basis %v, cubic %v", n, got, hermiteBasis(k0, k1, tt), want)
		}
	}
}

// TestRule4_NullTangentMakesSegmentStepped pins that a null (or
// non-finite) tangent on either end holds the earlier key's value.
func TestRule4_NullTangentMakesSegmentStepped(t *testing.T) {
	r := mustRig(t, nil)
	b := mustBind(t, r, clipJSON(3, false, []trackSpec{
		{"bone/hips", "position.x", []tk{{0, 1, 0, nil}, {1, 5, 0, 0}, {2, 9, nil, 0}, {3, 0, 0, 0}}},
	}, nil))
	p := NewPlayer(r)
	p.Play(b, 0)
	for _, tc := range []struct{ t, want float64 }{{0, 1}, {0.5, 1}, {0.999, 1}, {1, 5}, {1.5, 5}, {2, 9}, {2.5, 4.5}} {
		p.Seek(sec(tc.t))
		if got := p.Local(0).T[0]; !near(got, tc.want, 1e-12) {
			t.Errorf("t=%v: x=%v, want %v", tc.t, got, tc.want)
		}
	}
}

// TestRule4_HoldOutsideKeys pins holding before the first and after the
// last key.
func TestRule4_HoldOutsideKeys(t *testing.T) {
	r := mustRig(t, nil)
	b := mustBind(t, r, clipJSON(4, false, []trackSpec{
		{"bone/hips", "position.y", []tk{{1, 2, 3, 3}, {2, 4, 3, 3}}},
	}, nil))
	p := NewPlayer(r)
	p.Play(b, 0)
	for _, tc := range []struct{ t, want float64 }{{0, 2}, {0.99, 2}, {2, 4}, {3.5, 4}, {4, 4}} {
		p.Seek(sec(tc.t))
		if got := p.Local(0).T[1]; !near(got, tc.want, 1e-12) {
			t.Errorf("t=%v: y=%v, want %v", tc.t, got, tc.want)
		}
	}
}

// TestRule4_LoopWrapsAndNonLoopHolds pins time wrapping modulo
// durationSeconds for looping clips and holding the end otherwise.
func TestRule4_LoopWrapsAndNonLoopHolds(t *testing.T) {
	r := mustRig(t, nil)
	tracks := []trackSpec{{"bone/hips", "position.x", []tk{{0, 0, 1, 1}, {2, 2, 1, 1}}}}
	for _, tc := range []struct {
		loop         bool
		steps        []float64
		wantT, wantX float64
	}{
		{true, []float64{1.5, 1.0}, 0.5, 0.5},
		{true, []float64{0.5, 4.25}, 0.75, 0.75},
		{false, []float64{1.5, 1.0}, 2, 2},
		{false, []float64{10}, 2, 2},
	} {
		b := mustBind(t, r, clipJSON(2, tc.loop, tracks, nil))
		p := NewPlayer(r)
		p.Play(b, 0)
		for _, dt := range tc.steps {
			p.Advance(sec(dt))
		}
		if !near(p.Time().Seconds(), tc.wantT, 1e-12) || !near(p.Local(0).T[0], tc.wantX, 1e-12) {
			t.Errorf("loop=%v steps %v: time %v x %v, want %v %v", tc.loop, tc.steps, p.Time(), p.Local(0).T[0], tc.wantT, tc.wantX)
		}
	}
}

// TestRule4_SortingOrderTrackReordersDrawList pins that a stepped
// sortingOrder track changes the draw order exactly at its key time.
func TestRule4_SortingOrderTrackReordersDrawList(t *testing.T) {
	r := mustRig(t, nil)
	// hand-left is -16 (drawn early); at 0.5 s it jumps to 100 (drawn last).
	b := mustBind(t, r, clipJSON(1, false, []trackSpec{
		{"sprite/hand-left", "sortingOrder", []tk{{0, -16, 0, 0}, {0.5, 100, 0, 0}}},
	}, nil))
	p := NewPlayer(r)
	p.Play(b, 0)
	last := func() string {
		p.DrawList()
		e := p.DrawEntries()
		return e[len(e)-1].ID
	}
	for _, tc := range []struct {
		t    float64
		want string
	}{{0, "sprite/hand-right"}, {0.25, "sprite/hand-right"}, {0.4999, "sprite/hand-right"}, {0.5, "sprite/hand-left"}, {0.9, "sprite/hand-left"}} {
		p.Seek(sec(tc.t))
		if got := last(); got != tc.want {
			t.Errorf("t=%v: last drawn %s, want %s", tc.t, got, tc.want)
		}
	}
}

// TestRule4_ColorTracksTint pins color.r/g/b/a on the body sprite's item.
func TestRule4_ColorTracksTint(t *testing.T) {
	r := mustRig(t, nil)
	b := mustBind(t, r, clipJSON(1, false, []trackSpec{
		{"sprite/head", "color.r", []tk{{0, 0.5, 0, 0}}},
		{"sprite/head", "color.a", []tk{{0, 0.25, 0, 0}}},
	}, nil))
	p := NewPlayer(r)
	p.Play(b, 0)
	l := p.DrawList()
	for k, e := range p.DrawEntries() {
		c := l[k].Color
		switch e.ID {
		case "sprite/head":
			if c.R != 0.5 || c.G != 1 || c.B != 1 || c.A != 0.25 {
				t.Errorf("head color %+v, want {0.5 1 1 0.25}", c)
			}
		case "sprite/face":
			if c.R != 1 || c.A != 1 {
				t.Errorf("face color %+v, want white", c)
			}
		}
	}
}

// TestRule4_EventsReported pins that timed events are reported to the
// caller when playback passes them, across loop wraps, in order.
func TestRule4_EventsReported(t *testing.T) {
	r := mustRig(t, nil)
	b := mustBind(t, r, clipJSON(1, true, nil, []map[string]any{
		{"time": 0.75, "name": "step", "stringValue": "right"},
		{"time": 0.25, "name": "step", "stringValue": "left"},
		{"time": 0, "name": "start"},
	}))
	p := NewPlayer(r)
	p.Play(b, 0)
	var got []string
	for _, dt := range []float64{0.1, 0.2, 0.5, 0.3, 0.25} { // ends at 1.35
		for _, e := range p.Advance(sec(dt)) {
			if e.Kind == EventClipStart {
				continue
			}
			got = append(got, e.ClipEvent.Name+":"+e.ClipEvent.StringValue)
		}
	}
	want := []string{"start:", "step:left", "step:right", "start:", "step:left"}
	if len(got) != len(want) {
		t.Fatalf("events %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("events %v, want %v", got, want)
		}
	}
}

// TestRule4_CursorMatchesSearch checks the per-track cursor against a
// fresh binary search at random forward steps and random jumps.
func TestRule4_CursorMatchesSearch(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	keys := make([]Key, 50)
	for i := range keys {
		keys[i] = Key{Time: float64(i) * 0.1, Value: rng.Float64(), InTangent: rng.Float64(), OutTangent: rng.Float64()}
	}
	tr := newBoundTrack(0, chPosX, keys)
	var cur uint16
	tt := 0.0
	for n := 0; n < 2000; n++ {
		if rng.IntN(10) == 0 {
			tt = rng.Float64() * 5
		} else {
			tt += rng.Float64() * 0.07
		}
		got := tr.sample(tt, &cur)
		fresh := uint16(0xffff) // out of range: a binary search
		want := tr.sample(tt, &fresh)
		// The cursor is only a hint: any value gives the same sample.
		if bogus := uint16(rng.IntN(1 << 16)); tr.sample(tt, &bogus) != want {
			t.Fatalf("t=%v: a stale cursor changes the sample", tt)
		}
		if i := searchSegments(tr.segs, tt); tt > keys[0].Time && tt < keys[49].Time && (keys[i].Time > tt || keys[i+1].Time <= tt) {
			t.Fatalf("t=%v: search found segment %d [%v, %v)", tt, i, keys[i].Time, keys[i+1].Time)
		}
		if got != want {
			t.Fatalf("t=%v: cursor gives %v, search gives %v", tt, got, want)
		}
	}
}

// TestRule4_CrossFadeFollowsCurveOnShorterArc pins the cross-fade: the
// weight follows the weighting curve (default ease-in-out) and rotations
// blend along the shorter arc.
func TestRule4_CrossFadeFollowsCurveOnShorterArc(t *testing.T) {
	r := mustRig(t, nil)
	a := mustBind(t, r, clipJSON(1, true, []trackSpec{
		{"bone/head", "rotation.z", []tk{{0, 350, 0, 0}}},
		{"bone/head", "position.x", []tk{{0, 0, 0, 0}}},
	}, nil))
	b := mustBind(t, r, clipJSON(1, true, []trackSpec{
		{"bone/head", "rotation.z", []tk{{0, 30, 0, 0}}},
		{"bone/head", "position.x", []tk{{0, 1, 0, 0}}},
	}, nil))
	head := r.BoneIndex("head")
	p := NewPlayer(r)
	p.Play(a, 0)
	p.Advance(sec(0.1))
	p.Play(b, sec(0.4))
	if !p.Mixing() {
		t.Fatal("not mixing after Play with a mix duration")
	}
	w := DefaultWeighting()
	for _, step := range []float64{0.1, 0.1, 0.1} {
		p.Advance(sec(step))
		wt := w.Eval(p.Time().Seconds() / 0.4)
		wantRot := 350 + wt*40 // 350 -> 390 (= 30) the short way
		if x := p.Local(head).T[0]; !near(x, wt, 1e-12) {
			t.Errorf("t=%v: position %v, want weight %v", p.Time(), x, wt)
		}
		if !affineNear(p.Local(head), TRS(wt, r.Bones[head].Default.Y, wantRot, 1, 1), 1e-12) {
			t.Errorf("t=%v: head %s, want rotation %v", p.Time(), fmtAffine(p.Local(head)), wantRot)
		}
	}
	// ease-in-out's midpoint is its (0.5, 0.5) point.
	if got := w.Eval(0.5); !near(got, 0.5, 1e-12) {
		t.Errorf("default weighting at 0.5 = %v, want 0.5 (ease-in-out)", got)
	}
	p.Advance(sec(0.2))
	if p.Mixing() {
		t.Error("still mixing after the mix duration")
	}
	if !affineNear(p.Local(head), TRS(1, r.Bones[head].Default.Y, 30, 1, 1), 1e-12) {
		t.Errorf("after the fade head %s, want clip b's pose", fmtAffine(p.Local(head)))
	}
}

// TestRule4_SharedRigAndClipsManyPlayers checks that players sharing one
// rig and one bound clip do not disturb each other.
func TestRule4_SharedRigAndClipsManyPlayers(t *testing.T) {
	r := mustRig(t, nil)
	b := mustBind(t, r, clipJSON(1, true, []trackSpec{
		{"bone/hips", "rotation.z", []tk{{0, 0, 90, 90}, {1, 90, 90, 90}}},
	}, nil))
	p, q := NewPlayer(r), NewPlayer(r)
	p.Play(b, 0)
	q.Play(b, 0)
	p.Advance(sec(0.25))
	q.Advance(sec(0.75))
	p2 := NewPlayer(r)
	p2.Play(b, 0)
	p2.Advance(sec(0.25))
	if !affineNear(p.World(0), p2.World(0), 0) || affineNear(p.World(0), q.World(0), 1e-6) {
		t.Errorf("players interfere: p %s q %s p2 %s", fmtAffine(p.World(0)), fmtAffine(q.World(0)), fmtAffine(p2.World(0)))
	}
}

// TestRule4_OverridesApplyAfterClip pins the tween hook: an override
// replaces the sampled value until cleared.
func TestRule4_OverridesApplyAfterClip(t *testing.T) {
	r := mustRig(t, nil)
	b := mustBind(t, r, clipJSON(1, true, []trackSpec{{"bone/head", "rotation.z", []tk{{0, 10, 0, 0}}}}, nil))
	p := NewPlayer(r)
	p.Play(b, 0)
	head := r.BoneIndex("head")
	if !p.SetOverride(head, RotationZ, 45) || p.SetOverride(head, PositionZ, 1) || p.SetOverride(head, RotationZ, math.NaN()) {
		t.Fatal("SetOverride accepted/refused the wrong values")
	}
	p.Advance(sec(0.1))
	d := r.Bones[head].Default
	if !affineNear(p.Local(head), TRS(d.X, d.Y, 45, 1, 1), 1e-12) {
		t.Errorf("override: head %s, want rotation 45", fmtAffine(p.Local(head)))
	}
	p.ClearOverride(head, RotationZ)
	p.Advance(sec(0.1))
	if !affineNear(p.Local(head), TRS(d.X, d.Y, 10, 1, 1), 1e-12) {
		t.Errorf("cleared: head %s, want the clip's 10", fmtAffine(p.Local(head)))
	}
}

// TestBindRefusesHandMadeTrackWithoutKeys checks that a Clip built in
// code (not decoded) with an empty track is an error, not a panic.
func TestBindRefusesHandMadeTrackWithoutKeys(t *testing.T) {
	r := mustRig(t, nil)
	c := &Clip{File: "code", ID: "x", RigID: r.ID, Duration: 1, Tracks: []Track{{Bone: "hips", Property: RotationZ}}}
	if b, d := Bind(r, c); b != nil || !d.HasErrors() || d[0].Message != "track has no keys" {
		t.Errorf("bound %v, diagnostics %v", b != nil, d)
	}
}
