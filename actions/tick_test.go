package actions

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

// richSet has branches, exit branches, zero-length frames, sounds, Return
// actions and idle states: everything whose timing could depend on ticks.
func richSet(t testing.TB) *Set {
	return decodeFile(t, File{
		ActionItems: []ActionItem{
			act("Show", fr(130), withSound(fr(70), "show.wav")),
			withReturn(act("Wave", fr(33), withExit(fr(47, 0, 60, 2, 20), 3), fr(0, 1, 50), fr(21)), "Rest"),
			act("Rest", fr(90)),
			act("Idle1", fr(333, 1, 40), fr(0, 0, 30), fr(250)),
			act("Idle2", fr(1000, 0, 25), fr(17)),
			act("Blink", fr(16), fr(17), fr(0), fr(1)),
		},
		States: map[string][]string{"Showing": {"Show"}, "IdlingLevel1": {"Idle1", "Idle2", "Blink"}, "IdlingLevel2": {"Idle2"}},
	})
}

// tickTrace plays richSet with requests at fixed logical times, splitting
// ticks at those times as a game loop that records input times would.
func tickTrace(set *Set, tick time.Duration) string {
	p := NewPlayer(set, PlayerOptions{Seed: 77, IdleDelay: 2 * time.Second, Idle2Delay: 20 * time.Second})
	type req struct {
		at time.Duration
		do func()
	}
	reqs := []req{
		{0, func() { p.Show() }},
		{500 * time.Millisecond, func() { p.Play("Wave") }},
		{600 * time.Millisecond, func() { p.Exit() }},
		{9 * time.Second, func() { p.Interrupt("Wave") }},
		{9500 * time.Millisecond, func() { p.Stop() }},
	}
	var b strings.Builder
	total := 60 * time.Second
	for now := time.Duration(0); now < total; {
		for len(reqs) > 0 && reqs[0].at == now {
			reqs[0].do()
			reqs = reqs[1:]
		}
		step := min(tick, total-now)
		if len(reqs) > 0 && reqs[0].at-now < step {
			step = reqs[0].at - now
		}
		for _, l := range eventLog(set, p.Advance(step)) {
			fmt.Fprintln(&b, l)
		}
		now += step
	}
	return b.String()
}

func TestTickIndependence(t *testing.T) {
	set := richSet(t)
	want := tickTrace(set, time.Millisecond)
	if strings.Count(want, "\n") < 100 || !strings.Contains(want, "state IdlingLevel2") || !strings.Contains(want, "end Wave exit") {
		t.Fatalf("reference trace too thin to prove anything:\n%s", want)
	}
	for _, tick := range []time.Duration{16667 * time.Microsecond, 100 * time.Millisecond, time.Second, time.Second / 144, 7 * time.Millisecond} {
		if got := tickTrace(set, tick); got != want {
			t.Errorf("tick %v: trace differs from the 1 ms trace", tick)
		}
	}
}
