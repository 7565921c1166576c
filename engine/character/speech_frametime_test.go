package character

import (
	"testing"
	"time"
)

// TestSpeakFrameTimeStopsAtTheDuration: while a frame with mouths is held
// for speech, the time into it (what the viewer's HUD and timeline show)
// stops at the frame's duration, at every tick and for ticks of any
// length: the HUD once read "frame 2/3 225 ms / 200 ms" on Pip's Speak.
func TestSpeakFrameTimeStopsAtTheDuration(t *testing.T) {
	c := pip(t)
	for _, tick := range []time.Duration{time.Second / 60, 16 * time.Millisecond, 25 * time.Millisecond, 70 * time.Millisecond} {
		p := NewPlayer(c, PlayerOptions{Seed: 1, IdleDelay: -1})
		if _, err := p.Play("Speak"); err != nil {
			t.Fatal(err)
		}
		if err := p.Speak("Hello there, friend, I talk for a while"); err != nil {
			t.Fatal(err)
		}
		held := false
		for elapsed := time.Duration(0); elapsed < 4*time.Second; elapsed += tick {
			p.Advance(tick)
			a, f := p.Current()
			if a < 0 {
				continue
			}
			d := c.Actions.Actions[a].Frames[f].Duration
			if ft := p.FrameTime(); ft < 0 || ft > d {
				t.Fatalf("tick %v, at %v: %v into frame %d of %s, which lasts %v", tick, elapsed, ft, f+1, c.Actions.Actions[a].Name, d)
			}
			if p.Speaking() && p.FrameTime() == d && len(c.Actions.Actions[a].Frames[f].Mouths) > 0 {
				held = true
			}
		}
		if !held {
			t.Errorf("tick %v: the speech never held a mouth frame", tick)
		}
	}
}
