package rig

import (
	"math"
	"testing"
	"time"
)

// TestLongTick_HugeStepOnALoopingClip: one step of any length on a looping
// clip costs the same as a short one: the time wraps once (no loop per
// cycle), each event is reported once, and nothing is allocated
// (docs/rig.md#long-ticks).
func TestLongTick_HugeStepOnALoopingClip(t *testing.T) {
	r := mustRig(t, nil)
	b := mustBind(t, r, clipJSON(1.5, true, nil, []map[string]any{
		{"time": 0, "name": "start"},
		{"time": 0.75, "name": "mid"},
		{"time": 1.5, "name": "end"},
	}))
	p := NewPlayer(r)
	p.Play(b, 0)
	p.Advance(sec(0.25))
	for _, tc := range []struct {
		dt   time.Duration
		want float64
	}{
		{100000*time.Hour + 500*time.Millisecond, 0.75},
		{math.MaxInt64, math.NaN()}, // the longest time.Duration
	} {
		evs := p.Advance(tc.dt)
		if got := p.Time().Seconds(); got < 0 || got >= 1.5 || (!math.IsNaN(tc.want) && math.Abs(got-tc.want) > 1e-6) {
			t.Errorf("Advance(%v): clip time %v, want %v in [0, 1.5)", tc.dt, got, tc.want)
		}
		if n := len(evs); n != 3 {
			t.Errorf("Advance(%v): %d events, want each of the 3 once", tc.dt, n)
		}
	}
	if a := testing.AllocsPerRun(100, func() { p.Advance(100000 * time.Hour) }); a != 0 && !raceEnabled {
		t.Errorf("a huge step allocates %v times", a)
	}
}
