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
	// Counted in ticks, not in wall time: a loaded machine runs fewer
	// ticks a second, and the viewer's safety refresh is once a second of
	// ticks (needsDraw). Each status line asked for draws one frame of
	// its own; those are taken off.
	a := p.status()
	b, polls := p.statusAfterTicks(a, 2*tps)
	ticks, frames := b.Tick-a.Tick, b.Frame-a.Frame
	t.Logf("paused: %d ticks, %d frames drawn, %d status lines", ticks, frames, polls)
	// The status lines' frames, and one or three for the seconds that
	// passed (the safety refresh).
	if frames > uint64(polls)+3 {
		t.Errorf("paused and idle: %d frames drawn in %d ticks, %d of them for status lines", frames, ticks, polls)
	}

	// Playing "Wave hello" (frames of 100 ms and more): the picture
	// changes, so frames are drawn without anything else asking.
	p.do("key space")
	c := p.status()
	d, polls := p.statusAfterTicks(c, 2*tps)
	ticks, frames = d.Tick-c.Tick, d.Frame-c.Frame
	t.Logf("playing: %d ticks, %d frames drawn, %d status lines", ticks, frames, polls)
	if d.Paused || frames < uint64(polls)+4 {
		t.Errorf("playing: %d frames drawn in %d ticks, %d of them for status lines (paused %v)", frames, ticks, polls, d.Paused)
	}
	if frames > ticks+1 {
		t.Errorf("%d frames drawn in %d ticks: more than one a tick", frames, ticks)
	}
}

// tps is the viewer's ticks a second (Ebitengine's default).
const tps = 60

// statusAfterTicks asks for status lines until at least n ticks have
// passed since from, and returns the last and how many it asked for. It
// waits on the viewer's own clock: however slowly a loaded machine runs
// the ticks, the count is the same (the deadline is waitFor's).
func (p *proc) statusAfterTicks(from core.Status, n uint64) (core.Status, int) {
	p.t.Helper()
	deadline := time.Now().Add(2 * time.Minute)
	for polls := 1; ; polls++ {
		// Not a sleep to wait for something: a pause between questions,
		// so that the status lines' own frames stay few.
		time.Sleep(250 * time.Millisecond)
		s := p.status()
		if s.Tick-from.Tick >= n {
			return s, polls
		}
		if time.Now().After(deadline) {
			p.t.Fatalf("only %d ticks in 2 minutes", s.Tick-from.Tick)
		}
	}
}
