package viewer

import (
	"testing"
	"time"

	"github.com/rigplay/rigplay/cmd/rigplay-view/internal/viewer/core"
)

// TestRedrawOnlyWhatChanges: a paused character is not drawn again tick
// after tick (the status's Frame counts the frames really drawn), while a
// playing one is drawn as its frames change, with no input and no status
// asking for it.
func TestRedrawOnlyWhatChanges(t *testing.T) {
	p := startViewer(t, "--paused", "--action", "Wave hello", "--overlays", "nohud", "--background", "#000000")
	p.waitFor("ready", func(s core.Status) bool { return s.Event == "ready" })
	a := p.status()
	time.Sleep(time.Second)
	b := p.status()
	ticks, frames := b.Tick-a.Tick, b.Frame-a.Frame
	t.Logf("paused: %d ticks, %d frames drawn", ticks, frames)
	if ticks < 20 {
		t.Fatalf("only %d ticks in a second", ticks)
	}
	// One frame for the status line, one or two for the second that
	// passed (the safety refresh).
	if frames > 4 {
		t.Errorf("paused and idle: %d frames drawn in %d ticks", frames, ticks)
	}

	// Playing "Wave hello" (frames of 100 ms and more): the picture
	// changes, so frames are drawn without anything else asking.
	p.do("key space")
	c := p.status()
	time.Sleep(time.Second)
	d := p.status()
	ticks, frames = d.Tick-c.Tick, d.Frame-c.Frame
	t.Logf("playing: %d ticks, %d frames drawn", ticks, frames)
	if d.Paused || frames < 4 {
		t.Errorf("playing: %d frames drawn in %d ticks (paused %v)", frames, ticks, d.Paused)
	}
	if frames > ticks+1 {
		t.Errorf("%d frames drawn in %d ticks: more than one a tick", frames, ticks)
	}
}
