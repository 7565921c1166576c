package actions

import (
	"testing"
	"time"
)

func idleSet(t *testing.T) *Set {
	t.Helper()
	return decodeFile(t, File{
		ActionItems: []ActionItem{
			act("Show", fr(100)),
			act("I1a", fr(1000)), act("I1b", fr(1000)),
			act("I2", fr(2000)), act("I3", fr(4000)), act("Wave", fr(100)),
		},
		States: map[string][]string{
			"IdlingLevel1": {"I1a", "I1b"}, "IdlingLevel2": {"I2"}, "IdlingLevel3": {"I3"}, "Showing": {"Show"},
		},
	})
}

// stateTimes returns when each state was entered.
func stateTimes(set *Set, p *Player, total time.Duration) map[string][]time.Duration {
	out := map[string][]time.Duration{}
	for now := time.Duration(0); now < total; now += 250 * time.Millisecond {
		for _, e := range p.Advance(250 * time.Millisecond) {
			if e.Kind == EventState {
				out[set.States[e.State].Name] = append(out[set.States[e.State].Name], e.Time)
			}
		}
	}
	return out
}

func TestRule2_IdlingStartsAfterIdleDelayAndClimbsLevels(t *testing.T) {
	set := idleSet(t)
	p := NewPlayer(set, PlayerOptions{Seed: 1})
	p.Show()
	got := stateTimes(set, p, 3*time.Minute)
	// Show ends at 100 ms; idling 5 s later. Level 2 from the first idle
	// action that starts 30 s into idling, level 3 from 90 s in.
	if l1 := got["IdlingLevel1"]; len(l1) != 1 || l1[0] != 5100*time.Millisecond {
		t.Errorf("IdlingLevel1 entered at %v, want once at 5.1s", l1)
	}
	if l2 := got["IdlingLevel2"]; len(l2) != 1 || l2[0] != 35100*time.Millisecond {
		t.Errorf("IdlingLevel2 entered at %v, want 35.1s", l2)
	}
	if l3 := got["IdlingLevel3"]; len(l3) != 1 || l3[0] != 95100*time.Millisecond {
		t.Errorf("IdlingLevel3 entered at %v, want 95.1s", l3)
	}
	if p.IdleLevel() != 3 {
		t.Errorf("idle level %d, want 3", p.IdleLevel())
	}
}

func TestRule2_IdleDelaysAreOptions(t *testing.T) {
	set := idleSet(t)
	p := NewPlayer(set, PlayerOptions{Seed: 1, IdleDelay: time.Second, Idle2Delay: 2 * time.Second, Idle3Delay: 4 * time.Second})
	got := stateTimes(set, p, 20*time.Second)
	if l1 := got["IdlingLevel1"]; len(l1) != 1 || l1[0] != time.Second {
		t.Errorf("IdlingLevel1 at %v, want 1s", l1)
	}
	if l2 := got["IdlingLevel2"]; len(l2) != 1 || l2[0] != 3*time.Second {
		t.Errorf("IdlingLevel2 at %v, want 3s", l2)
	}
	if l3 := got["IdlingLevel3"]; len(l3) != 1 || l3[0] != 7*time.Second {
		t.Errorf("IdlingLevel3 at %v, want 7s", l3)
	}
	off := NewPlayer(set, PlayerOptions{IdleDelay: -1})
	if got := stateTimes(set, off, time.Minute); len(got) != 0 {
		t.Errorf("idling disabled but states entered: %v", got)
	}
}

func TestRule2_AnyRequestResetsTheIdleLevel(t *testing.T) {
	set := idleSet(t)
	p := NewPlayer(set, PlayerOptions{Seed: 1})
	p.Advance(40 * time.Second)
	if p.IdleLevel() != 2 {
		t.Fatalf("idle level %d at 40 s, want 2", p.IdleLevel())
	}
	p.Play("Wave")
	if p.IdleLevel() != 0 {
		t.Fatalf("idle level %d after a request, want 0", p.IdleLevel())
	}
	// The idle action is asked to exit; Wave plays; idling starts again
	// from level 1, 5 s after Wave completes.
	var waveEnd time.Duration
	got := map[string][]time.Duration{}
	for i := 0; i < 40; i++ {
		for _, e := range p.Advance(250 * time.Millisecond) {
			if e.Kind == EventEnd && set.Actions[e.Action].Name == "Wave" {
				waveEnd = e.Time
			}
			if e.Kind == EventState {
				got[set.States[e.State].Name] = append(got[set.States[e.State].Name], e.Time)
			}
		}
	}
	if waveEnd == 0 || len(got["IdlingLevel1"]) != 1 || got["IdlingLevel1"][0] != waveEnd+5*time.Second {
		t.Fatalf("Wave ended at %v, idling re-entered at %v; want 5 s later at level 1", waveEnd, got)
	}
}

func TestRule2_EachCompletedIdleActionPicksTheNextFromTheLevel(t *testing.T) {
	set := idleSet(t)
	p := NewPlayer(set, PlayerOptions{Seed: 5})
	var played []string
	for i := 0; i < 80; i++ {
		for _, e := range p.Advance(250 * time.Millisecond) {
			if e.Kind == EventFrame {
				played = append(played, set.Actions[e.Action].Name)
			}
		}
	}
	// Idle actions of 1 s start at 5 s, 6 s, ... 20 s (the end of the
	// last tick is included): sixteen, alternating I1a/I1b.
	if len(played) != 16 {
		t.Fatalf("played %v", played)
	}
	for i := 1; i < len(played); i++ {
		if played[i] == played[i-1] {
			t.Fatalf("idle action repeated at %d: %v", i, played)
		}
	}
}
