package character

import (
	"bytes"
	"testing"
	"testing/fstest"
	"time"

	"github.com/rigplay/rigplay/assets"
)

// TestExit_ClipFinishesItsRunThenTheDefaultPlays: Exit on a looping clip
// lets it finish the run it is in (reported as EventClipEnd at the run's
// end, whatever the tick), then the default clip cross-fades in; on the
// default clip itself the last pose holds.
func TestExit_ClipFinishesItsRunThenTheDefaultPlays(t *testing.T) {
	c := moss(t)
	for _, tick := range []time.Duration{time.Millisecond, 16667 * time.Microsecond, 250 * time.Millisecond} {
		p := NewPlayer(c, PlayerOptions{})
		if _, err := p.Play("walk"); err != nil { // 1 s, looping
			t.Fatal(err)
		}
		walk := p.Clip()
		p.Advance(300 * time.Millisecond)
		start := p.Now()
		p.Exit()
		var end time.Duration = -1
		for i := 0; i < 10000 && end < 0; i++ {
			for _, e := range p.Advance(tick) {
				if e.Kind == EventClipEnd && e.Clip == walk {
					end = e.Time
				}
			}
		}
		if want := start + 700*time.Millisecond; end != want {
			t.Errorf("tick %v: walk ended at %v, want %v (the end of its run)", tick, end, want)
		}
		if got := c.Clips[p.Clip()].Clip.Name; p.Clip() == walk || got == "" || c.Clip("idle") != p.Clip() {
			t.Errorf("tick %v: after the exit clip %d plays, want idle", tick, p.Clip())
		}
	}

	// On the default clip: it ends and holds.
	p := NewPlayer(c, PlayerOptions{})
	if _, err := p.Play("idle"); err != nil { // 2 s, looping, the default
		t.Fatal(err)
	}
	p.Advance(500 * time.Millisecond)
	p.Exit()
	ended := false
	for range 10 {
		for _, e := range p.Advance(250 * time.Millisecond) {
			ended = ended || e.Kind == EventClipEnd
		}
	}
	if !ended || p.Clip() != c.Clip("idle") {
		t.Fatalf("idle: ended %v, clip %d", ended, p.Clip())
	}
	held := p.rp.Time()
	p.Advance(time.Second)
	if p.rp.Time() != held || held < 1990*time.Millisecond {
		t.Errorf("the default clip did not hold its last pose: time %v then %v", held, p.rp.Time())
	}
}

// TestExit_ClipThatDoesNotLoop: Exit on a clip that does not loop lets it
// end, then the default clip plays; on one that has ended already, the
// default comes in at once.
func TestExit_ClipThatDoesNotLoop(t *testing.T) {
	files := mapOf(t, assets.Rigged())
	files["clips/wave.json"] = &fstest.MapFile{Data: bytes.Replace(files["clips/wave.json"].Data, []byte(`"loop": true`), []byte(`"loop": false`), 1)}
	c, d := Load(files, Options{})
	if c == nil {
		t.Fatal(d)
	}
	for _, wait := range []time.Duration{0, 3 * time.Second} {
		p := NewPlayer(c, PlayerOptions{})
		if _, err := p.Play("wave"); err != nil { // 1.6 s, now holding its end
			t.Fatal(err)
		}
		p.Advance(wait)
		p.Exit()
		for range 20 {
			p.Advance(250 * time.Millisecond)
		}
		if p.Clip() != c.Clip("idle") {
			t.Errorf("exit %v into the clip: clip %d plays, want idle", wait, p.Clip())
		}
	}
}
