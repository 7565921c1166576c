package tween

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/rigplay/rigplay/internal/limits"
	"github.com/rigplay/rigplay/rig/curve"
)

func mustNew(t testing.TB, from, to, dur float64, easing string, loop bool) *Tween {
	t.Helper()
	tw, err := New("x", from, to, dur, easing, loop)
	if err != nil {
		t.Fatal(err)
	}
	return tw
}

func TestRule6_TweenEasingIsTheCurvePresetOfTheSameName(t *testing.T) {
	for _, name := range curve.PresetNames() {
		tw := mustNew(t, 10, 20, 2, name, false)
		c, _ := curve.Preset(name)
		if tw.Curve() != c {
			t.Fatalf("%s: easing curve is not the shared preset", name)
		}
		for i := 0; i <= 20; i++ {
			e := float64(i) / 10 // 0..2 s
			want := 10*(1-c.Eval(e/2)) + 20*c.Eval(e/2)
			if got := tw.Value(e); math.Abs(got-want) > 1e-12 {
				t.Fatalf("%s: Value(%v) = %v, want %v", name, e, got, want)
			}
		}
	}
	// ease-in at half time: the preset's point (0.5, 0.25).
	if got := mustNew(t, 0, 8, 1, "ease-in", false).Value(0.5); got != 2 {
		t.Fatalf("ease-in Value(0.5) = %v, want 2", got)
	}
}

func TestTweenHoldsOutsideItsRun(t *testing.T) {
	tw := mustNew(t, 3, -5, 2, "linear", false)
	for _, tc := range []struct{ e, want float64 }{
		{-10, 3}, {math.Inf(-1), 3}, {math.NaN(), 3}, {0, 3}, {0.5, 1}, {1, -1}, {2, -5}, {2.5, -5}, {1e300, -5}, {math.Inf(1), -5},
	} {
		if got := tw.Value(tc.e); got != tc.want {
			t.Errorf("Value(%v) = %v, want %v", tc.e, got, tc.want)
		}
	}
}

func TestTweenLoopWraps(t *testing.T) {
	tw := mustNew(t, 0, 1, 2, "linear", true)
	for _, tc := range []struct{ e, want float64 }{
		{0, 0}, {1, 0.5}, {1.5, 0.75}, {2, 0}, {3, 0.5}, {41, 0.5}, {-1, 0}, {math.Inf(1), 0},
	} {
		if got := tw.Value(tc.e); got != tc.want {
			t.Errorf("Value(%v) = %v, want %v", tc.e, got, tc.want)
		}
	}
}

func TestTweenDone(t *testing.T) {
	once := mustNew(t, 0, 1, 2, "linear", false)
	loop := mustNew(t, 0, 1, 2, "linear", true)
	for _, tc := range []struct {
		e          float64
		once, loop bool
	}{{0, false, false}, {1.999, false, false}, {2, true, false}, {100, true, false}} {
		if got := once.Done(tc.e); got != tc.once {
			t.Errorf("once.Done(%v) = %v", tc.e, got)
		}
		if got := loop.Done(tc.e); got != tc.loop {
			t.Errorf("loop.Done(%v) = %v", tc.e, got)
		}
	}
}

// TestTweenInstant pins the documented instant jump: a duration-0 tween
// holds "from" before elapsed 0 and is at "to" from elapsed 0 on, where
// Done already reports it finished.
func TestTweenInstant(t *testing.T) {
	tw := mustNew(t, 1, 2, 0, "", false)
	if tw.Easing != "linear" || tw.Value(-1) != 1 || tw.Value(0) != 2 || tw.Value(1e-9) != 2 || !tw.Done(0) {
		t.Fatalf("instant tween: %+v %v %v %v", tw, tw.Value(-1), tw.Value(0), tw.Value(1e-9))
	}
	if tw.Value(math.NaN()) != 2 {
		t.Errorf("Value(NaN) = %v, want to (NaN counts as elapsed 0)", tw.Value(math.NaN()))
	}
}

func TestTweenNewRejects(t *testing.T) {
	for _, tc := range []struct {
		from, to, dur float64
		easing        string
		loop          bool
		want          string
	}{
		{0, 1, -1, "linear", false, "tween: duration = -1 is negative (seconds must be >= 0)"},
		{math.NaN(), 1, 1, "linear", false, "tween: from is not a finite number"},
		{0, math.Inf(1), 1, "linear", false, "tween: to is not a finite number"},
		{0, 1, 0, "linear", true, "tween: a looping tween needs a duration above 0"},
		{0, 1, 1, "bounce", false, `tween: unknown easing "bounce"`},
	} {
		if _, err := New("x", tc.from, tc.to, tc.dur, tc.easing, tc.loop); err == nil || err.Error() != tc.want {
			t.Errorf("New(%v, %v, %v, %q, %v) = %v, want %s", tc.from, tc.to, tc.dur, tc.easing, tc.loop, err, tc.want)
		}
	}
}

func TestTweenValueStaysBetweenFromAndTo(t *testing.T) {
	r := rand.New(rand.NewPCG(6, 4))
	names := curve.PresetNames()
	for iter := 0; iter < 2000; iter++ {
		// Up to the largest from and to a tween may have (limits.TweenValueMaxAbs).
		scale := math.Pow(10, float64(r.IntN(310)-300))
		from, to := (r.Float64()*2-1)*scale, (r.Float64()*2-1)*scale
		if iter%7 == 0 {
			from, to = -limits.TweenValueMaxAbs, limits.TweenValueMaxAbs
		}
		tw := mustNew(t, from, to, r.Float64()*5, names[r.IntN(len(names))], r.IntN(2) == 0 && iter%3 != 0)
		lo, hi := math.Min(from, to), math.Max(from, to)
		for j := 0; j < 20; j++ {
			e := r.Float64()*12 - 2
			if v := tw.Value(e); !(v >= lo && v <= hi) {
				t.Fatalf("%+v: Value(%v) = %v outside [%v, %v]", tw, e, v, lo, hi)
			}
		}
	}
}

func TestTweenStructLiteral(t *testing.T) {
	// A Tween made without New or Decode still evaluates, through the
	// preset its Easing names (linear when none).
	for _, tc := range []struct {
		tw   Tween
		e    float64
		want float64
	}{
		{Tween{From: 0, To: 8, Duration: 1, Easing: "ease-in"}, 0.5, 2},
		{Tween{From: 0, To: 8, Duration: 1}, 0.5, 4},
		{Tween{From: 0, To: 8, Duration: 0, Loop: true}, 0.5, 0},
		{Tween{}, 1, 0},
	} {
		if got := tc.tw.Value(tc.e); got != tc.want {
			t.Errorf("%+v: Value(%v) = %v, want %v", tc.tw, tc.e, got, tc.want)
		}
	}
}

func TestTweenLoopWrapMatchesMod(t *testing.T) {
	r := rand.New(rand.NewPCG(6, 7))
	for i := 0; i < 100000; i++ {
		d := math.Pow(10, r.Float64()*6-3)
		e := math.Pow(10, r.Float64()*12-3)
		got, want := wrap(e, d), math.Mod(e, d)
		if !(got >= 0 && got < d) || math.Abs(got-want) > 1e-9*math.Max(1, e) {
			t.Fatalf("wrap(%v, %v) = %v, math.Mod gives %v", e, d, got, want)
		}
	}
	if got := wrap(1e300, 3); got != math.Mod(1e300, 3) {
		t.Fatalf("wrap(1e300, 3) = %v", got)
	}
}
