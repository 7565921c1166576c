package rig

import (
	"fmt"
	"testing"
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
			p.Advance(sec(dt))
			var names []string
			for _, e := range p.Events() {
				names = append(names, e.Event.Name)
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
