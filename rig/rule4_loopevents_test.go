package rig

import (
	"fmt"
	"testing"
	"time"
)

// TestRule4_LoopEndEventsFire pins that a looping clip reports an event
// keyed at exactly durationSeconds (where exporters put end-of-cycle
// events) once per cycle, when playback reaches the end of the cycle,
// before the events of the next cycle; and once for a step longer than the
// whole loop.
func TestRule4_LoopEndEventsFire(t *testing.T) {
	r := mustRig(t, nil)
	b := mustBind(t, r, clipJSON(1, true, nil, []map[string]any{
		{"time": 1, "name": "end"},
		{"time": 0, "name": "start"},
		{"time": 0.5, "name": "mid"},
	}))
	for _, tc := range []struct {
		steps []float64
		want  string
	}{
		{[]float64{0.4, 0.4, 0.4}, "[start] [mid] [end start]"},
		{[]float64{0.6, 0.6, 0.6}, "[start mid] [end start] [mid]"},
		{[]float64{0.25, 2.5}, "[start] [mid end start]"},
		{[]float64{1, 1}, "[start mid end] [start mid end]"},
	} {
		p := NewPlayer(r)
		p.Play(b, 0)
		got := ""
		for k, dt := range tc.steps {
			var names []string
			for _, e := range p.Advance(sec(dt)) {
				if e.Kind == EventClipStart {
					continue
				}
				names = append(names, e.ClipEvent.Name)
			}
			if k > 0 {
				got += " "
			}
			got += fmt.Sprint(names)
		}
		if got != tc.want {
			t.Errorf("steps %v: events %s, want %s", tc.steps, got, tc.want)
		}
	}
}

// TestRule4_EventARoundingErrorPastTheEndFires: an event that the decoder
// lets lie a rounding error past durationSeconds (exporters round the
// duration to 32 bits) is an event at the end: it fires once when
// playback reaches the end, at the end's time, before EventClipEnd, for a clip
// that holds, a looping one that Exit ends, and at each wrap of a looping
// one, whatever the tick.
func TestRule4_EventARoundingErrorPastTheEndFires(t *testing.T) {
	r := mustRig(t, nil)
	ev := []map[string]any{{"time": 1.0000005, "name": "last"}}
	once := mustBind(t, r, clipJSON(1, false, nil, ev))
	loop := mustBind(t, r, clipJSON(1, true, nil, ev))
	for _, dt := range []time.Duration{time.Millisecond, 16666667, 100 * time.Millisecond, 3 * time.Second} {
		p := NewPlayer(r)
		p.Play(once, 0)
		if got, want := trace(p, dt, 3*time.Second, once, nil), "a.last@1s a.end@1s"; got != want {
			t.Errorf("a clip that holds, ticks of %v: %s, want %s", dt, got, want)
		}
		p.Play(loop, 0)
		p.Exit(nil, 0)
		if got, want := trace(p, dt, 3*time.Second, loop, nil), "a.last@1s a.end@1s"; got != want {
			t.Errorf("a looping clip Exit ends, ticks of %v: %s, want %s", dt, got, want)
		}
	}
	p := NewPlayer(r)
	p.Play(loop, 0)
	if got, want := trace(p, 100*time.Millisecond, 2500*time.Millisecond, loop, nil), "a.last@1s a.last@2s"; got != want {
		t.Errorf("looping: %s, want %s", got, want)
	}
}
