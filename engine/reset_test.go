package engine

import (
	"slices"
	"testing"
	"time"
)

// TestReset_EngineAsNew: an engine player reset after use (muted, ticked
// unevenly, speaking) plays and reports as a new one: not muted, not
// speaking, the same events tick by tick.
func TestReset_EngineAsNew(t *testing.T) {
	c := loadSample(t, false)
	used := NewPlayer(c, PlayerOptions{ManualSound: true, Seed: 3})
	used.Play("Wave")
	used.SetMuted(true)
	for range 7 {
		used.Update()
	}
	if err := used.Speak("hello"); err != nil {
		t.Fatal(err)
	}
	used.Advance(100 * time.Millisecond)
	used.Reset()
	if used.Muted() || used.Speaking() || used.Now() != 0 {
		t.Fatalf("after Reset: muted %v, speaking %v, now %v", used.Muted(), used.Speaking(), used.Now())
	}
	fresh := NewPlayer(c, PlayerOptions{ManualSound: true, Seed: 3})
	for i := range 300 {
		if i == 10 {
			used.Play("Think")
			fresh.Play("Think")
		}
		a, b := anonymous(used.Update()), anonymous(fresh.Update())
		if !slices.Equal(a, b) {
			t.Fatalf("tick %d: %v after Reset, %v new", i, a, b)
		}
	}
}
