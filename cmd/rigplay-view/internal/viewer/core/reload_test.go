package core

import (
	"slices"
	"testing"
	"time"

	"github.com/rigplay/rigplay/engine/character"
)

const seed = 42

func newPlayer(c *character.Character) *character.Player {
	return character.NewPlayer(c, character.PlayerOptions{Seed: seed})
}

// The viewer swaps a reloaded character in with Player.Rebind; these tests
// pin what a reload keeps, on the viewer's own samples.

func TestReloadKeepsActionFrameAndTime(t *testing.T) {
	c := sample(t, false)
	old := newPlayer(c)
	// Wave: frame 0 lasts 100 ms, frame 1 160 ms: 150 ms is 50 ms into frame 1.
	playTo(t, old, "Wave", 150*time.Millisecond)
	old.SetSpeed(2)
	p := newPlayer(c)
	playTo(t, p, "Wave", 150*time.Millisecond)
	p.SetSpeed(2)
	c = sample(t, false)
	p.Rebind(c)
	if a, f := p.Current(); c.Actions.Actions[a].Name != "Wave" || f != 1 {
		t.Fatalf("restored at %d,%d", a, f)
	}
	if ft := p.FrameTime(); ft != 50*time.Millisecond {
		t.Fatalf("frame time %v, want 50ms", ft)
	}
	if p.Speed() != 2 || p.Paused() || !p.Playing() {
		t.Fatalf("speed %v paused %v playing %v", p.Speed(), p.Paused(), p.Playing())
	}
	// Both reach frame 2 at the same moment (110 ms left of frame 1 at 1x,
	// 55 ms at 2x).
	for _, pl := range []*character.Player{old, p} {
		pl.Advance(54 * time.Millisecond)
		if _, f := pl.Current(); f != 1 {
			t.Fatalf("left frame 1 early: %d", f)
		}
		pl.Advance(time.Millisecond)
		if _, f := pl.Current(); f != 2 {
			t.Fatalf("not on frame 2 after 55 ms: %d", f)
		}
	}
}

func TestRule2_ReloadDoesNotReplaySound(t *testing.T) {
	c := sample(t, false)
	old := newPlayer(c)
	// Wave's frame 0 has a sound; the reload comes 10 ms into it.
	playTo(t, old, "Wave", 10*time.Millisecond)
	c = sample(t, false)
	p := old
	p.Rebind(c)
	if a, f := p.Current(); a != c.Actions.Action("Wave") || f != 0 {
		t.Fatalf("restored at %d,%d", a, f)
	}
	if evs := p.Advance(time.Millisecond); hasSound(evs) || len(evs) != 0 {
		t.Fatalf("first update after the reload reported %v", evs)
	}
}

func TestReloadClampsShortenedAction(t *testing.T) {
	c := sample(t, false)
	old := newPlayer(c)
	playTo(t, old, "Wave", 300*time.Millisecond) // frame 2
	if _, f := old.Current(); f != 2 {
		t.Fatalf("setup: frame %d", f)
	}
	short := frameWith(t, func(doc map[string]any) {
		w := action(doc, "Wave")
		frames := w["Frames"].([]any)[:2]
		for _, f := range frames {
			f.(map[string]any)["ExitBranch"] = -1
		}
		frames[1].(map[string]any)["Duration"] = 40
		w["Frames"] = frames
	})
	p := old
	p.Rebind(short)
	a, f := p.Current()
	if a != short.Actions.Action("Wave") || f != 1 {
		t.Fatalf("restored at %d,%d, want Wave's last frame 1", a, f)
	}
	// The time into the frame (40 ms into the old frame 2) is clamped to
	// the new frame's 40 ms: it ends at the next update.
	if ft := p.FrameTime(); ft > 40*time.Millisecond {
		t.Fatalf("frame time %v not clamped to the new 40ms", ft)
	}
}

func TestReloadHeldFrameAndGoneAction(t *testing.T) {
	c := sample(t, false)
	p := newPlayer(c)
	playTo(t, p, "RestPose", 5*time.Second)
	p.SetPaused(true)
	p.Rebind(sample(t, false))
	if p.CurrentAction() != "RestPose" || !p.Holding() || !p.Paused() {
		t.Fatalf("restored %q playing %v paused %v", p.CurrentAction(), !p.Holding(), p.Paused())
	}

	gone := frameWith(t, func(doc map[string]any) {
		w := action(doc, "RestPose")
		w["Name"] = "Rest"
	})
	p.Rebind(gone)
	if a, _ := p.Current(); a != -1 || !p.Paused() {
		t.Fatalf("an action that is gone restored as %d (paused %v)", a, p.Paused())
	}
}

func TestReloadRigClipTimeAndClothes(t *testing.T) {
	c := sample(t, true)
	old := newPlayer(c)
	if _, err := old.Play("walk"); err != nil {
		t.Fatal(err)
	}
	old.Advance(400 * time.Millisecond)
	if !old.TakeOff("hat") && !old.TakeOff(c.Clothing[0].ID) {
		t.Fatal("setup: hat not worn")
	}
	if err := old.Wear("jacket"); err != nil {
		t.Fatal(err)
	}
	p := newPlayer(c)
	p.Play("walk")
	p.Advance(400 * time.Millisecond)
	p.TakeOff("hat")
	p.TakeOff(c.Clothing[0].ID)
	p.Wear("jacket")
	p.Rebind(sample(t, true))
	if p.Clip() != old.Clip() || p.Mixing() {
		t.Fatalf("clip %d (mixing %v), want %d", p.Clip(), p.Mixing(), old.Clip())
	}
	if d := p.ClipTime() - old.ClipTime(); d < -time.Millisecond || d > time.Millisecond {
		t.Fatalf("clip time %v, want %v", p.ClipTime(), old.ClipTime())
	}
	if !slices.Equal(p.Worn(), old.Worn()) {
		t.Fatalf("worn %v, want %v", p.Worn(), old.Worn())
	}
	// The same pose: the draw lists agree.
	a, b := old.AppendDrawList(nil), p.AppendDrawList(nil)
	if len(a) != len(b) {
		t.Fatalf("draw lists of %d and %d items", len(a), len(b))
	}
	for i := range a {
		if a[i].Image != b[i].Image || !near(a[i].Transform.TX, b[i].Transform.TX) || !near(a[i].Transform.TY, b[i].Transform.TY) {
			t.Fatalf("item %d: %+v vs %+v", i, a[i], b[i])
		}
	}
}

func near(a, b float64) bool { return a-b < 1e-6 && b-a < 1e-6 }

func TestStepFrame(t *testing.T) {
	c := sample(t, false)
	p := newPlayer(c)
	playTo(t, p, "Wave", 150*time.Millisecond) // frame 1, 50 ms in
	p.SetPaused(true)
	p.SetSpeed(0.5)
	StepFrame(p, c.ActionList(), 1, time.Second/60)
	if _, f := p.Current(); f != 2 || p.FrameTime() != 0 {
		t.Fatalf("forward: frame %d at %v", f, p.FrameTime())
	}
	if !p.Paused() || p.Speed() != 0.5 {
		t.Fatalf("paused %v speed %v after a step", p.Paused(), p.Speed())
	}
	StepFrame(p, c.ActionList(), -1, time.Second/60)
	StepFrame(p, c.ActionList(), -1, time.Second/60)
	if _, f := p.Current(); f != 0 {
		t.Fatalf("back twice: frame %d", f)
	}
	StepFrame(p, c.ActionList(), -1, time.Second/60)
	if _, f := p.Current(); f != 0 {
		t.Fatalf("back from frame 0: frame %d", f)
	}
	p.SetPaused(false)
	if evs := p.Advance(time.Millisecond); hasSound(evs) {
		t.Fatalf("stepping back replayed frame 0's sound: %v", evs)
	}
	// Back over Wave's zero-length frame 4: from frame 5 to frame 3.
	p.SetPaused(true)
	if err := p.SeekFrame(5, 0); err != nil {
		t.Fatal(err)
	}
	StepFrame(p, c.ActionList(), -1, time.Second/60)
	if a, f := p.Current(); f != 3 || p.CurrentAction() != "Wave" || a < 0 {
		t.Fatalf("back from frame 5: %s frame %d, want Wave frame 3", p.CurrentAction(), f)
	}

	rc := sample(t, true)
	r := newPlayer(rc)
	if _, err := r.Play("walk"); err != nil {
		t.Fatal(err)
	}
	r.Advance(500 * time.Millisecond)
	r.SetPaused(true)
	t0 := r.ClipTime()
	StepFrame(r, rc.ActionList(), 1, 10*time.Millisecond)
	if d := r.ClipTime() - t0; d < 9*time.Millisecond || d > 11*time.Millisecond {
		t.Fatalf("rig step forward moved %v", d)
	}
	StepFrame(r, rc.ActionList(), -1, 10*time.Millisecond)
	if d := r.ClipTime() - t0; d < -time.Millisecond || d > time.Millisecond {
		t.Fatalf("rig step back: %v from start", d)
	}
}
