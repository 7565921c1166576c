package rig

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/rigplay/rigplay/rig/tween"
)

// exitClips are a 1 s looping clip with events at 0 and 0.5 s, the same
// clip not looping, and a 2 s looping "next" clip with an event at 0.
func exitClips(t *testing.T) (r *Rig, loop, once, next *Bound) {
	r = mustRig(t, nil)
	ev := []map[string]any{{"time": 0, "name": "start"}, {"time": 0.5, "name": "mid"}}
	tracks := []trackSpec{{"bone/hips", "position.x", []tk{{0, 0, 1, 1}, {1, 1, 1, 1}}}}
	loop = mustBind(t, r, clipJSON(1, true, tracks, ev))
	once = mustBind(t, r, clipJSON(1, false, tracks, ev))
	next = mustBind(t, r, clipJSON(2, true, nil, []map[string]any{{"time": 0, "name": "next"}}))
	return r, loop, once, next
}

// trace runs steps of dt until total has passed and lists what the
// player reported, each as name@time since the first step (end for
// EventClipEnd), with the clip it came from: a, b or ?.
func trace(p *Player, dt, total time.Duration, a, b *Bound) string {
	var out []string
	start := p.Now()
	for at := time.Duration(0); at < total; at += dt {
		for _, e := range p.Advance(dt) {
			if e.Kind == EventClipStart {
				continue // TestClipStart pins these
			}
			name := "end"
			if e.Kind == EventClip {
				name = e.ClipEvent.Name
			}
			from := "?"
			switch e.Clip {
			case a:
				from = "a"
			case b:
				from = "b"
			}
			out = append(out, fmt.Sprintf("%s.%s@%v", from, name, e.Time-start))
		}
	}
	return strings.Join(out, " ")
}

// TestExit_LoopingClipFinishesItsRun pins docs/rig.md#exit-on-a-rig on
// rig.Player: after Exit a looping clip plays to the end of the run it is
// in (not wrapping: its start event does not fire again), reports EventClipEnd
// there, and the next clip cross-fades in at that moment, whatever the
// tick.
func TestExit_LoopingClipFinishesItsRun(t *testing.T) {
	_, loop, _, next := exitClips(t)
	want := "a.mid@200ms a.end@700ms b.next@700ms"
	for _, dt := range []time.Duration{time.Millisecond, 16666667, 100 * time.Millisecond, 250 * time.Millisecond, 2 * time.Second} {
		p := NewPlayer(loop.Rig)
		p.Play(loop, 0)
		p.Advance(300 * time.Millisecond)
		if err := p.Exit(next, 200*time.Millisecond); err != nil {
			t.Fatal(err)
		}
		if !p.Exiting() {
			t.Fatal("Exiting false after Exit")
		}
		if got := trace(p, dt, 2*time.Second, loop, next); got != want {
			t.Errorf("ticks of %v: %s, want %s", dt, got, want)
		}
		if p.Clip() != next || p.Exiting() || p.Stopped() || !p.Playing() {
			t.Errorf("ticks of %v: clip %v exiting %v stopped %v playing %v, want the next clip playing", dt, p.Clip() == next, p.Exiting(), p.Stopped(), p.Playing())
		}
	}
}

// TestExit_ClipThatDoesNotLoop: Exit on a clip that does not loop lets it
// play to its end; on one that has already ended, the next clip comes in
// at the start of the next Advance.
func TestExit_ClipThatDoesNotLoop(t *testing.T) {
	_, _, once, next := exitClips(t)
	p := NewPlayer(once.Rig)
	p.Play(once, 0)
	p.Advance(300 * time.Millisecond)
	p.Exit(next, 0)
	if got, want := trace(p, 250*time.Millisecond, time.Second, once, next), "a.mid@200ms a.end@700ms b.next@700ms"; got != want {
		t.Errorf("exit while playing: %s, want %s", got, want)
	}

	p.Play(once, 0)
	if got, want := trace(p, 3*time.Second, 3*time.Second, once, next), "a.start@0s a.mid@500ms a.end@1s"; got != want {
		t.Errorf("playing to the end: %s, want %s", got, want)
	}
	p.Exit(next, 0)
	if got, want := trace(p, 100*time.Millisecond, 100*time.Millisecond, once, next), "b.next@0s"; got != want {
		t.Errorf("exit after the end: %s, want %s", got, want)
	}
}

// TestExit_ToNothingHolds: Exit with no clip to go on to (or to the clip
// itself) ends the run and holds its last pose: the player stops, the
// clip time stays, tweens run on.
func TestExit_ToNothingHolds(t *testing.T) {
	r, loop, _, _ := exitClips(t)
	hips := r.BoneIndex("hips")
	for _, next := range []*Bound{nil, loop} {
		p := NewPlayer(r)
		p.Play(loop, 0)
		tw, err := tween.New("bone/head/rotation.z", 0, 90, 10, "linear", false)
		if err != nil {
			t.Fatal(err)
		}
		p.AddTween(tw)
		p.Advance(600 * time.Millisecond)
		p.Exit(next, time.Second)
		if got, want := trace(p, 300*time.Millisecond, 600*time.Millisecond, loop, nil), "a.end@400ms"; got != want {
			t.Errorf("next %v: %s, want %s", next != nil, got, want)
		}
		if !p.Stopped() || p.Playing() || p.Mixing() || p.Clip() != loop {
			t.Errorf("next %v: stopped %v playing %v mixing %v, want the clip held", next != nil, p.Stopped(), p.Playing(), p.Mixing())
		}
		held, x := p.Time(), p.Local(hips).T[0]
		head := p.Local(r.BoneIndex("head"))
		p.Advance(200 * time.Millisecond)
		if p.Time() != held || p.Local(hips).T[0] != x || held < 999*time.Millisecond {
			t.Errorf("next %v: held at %v (x %v), then %v (x %v)", next != nil, held, x, p.Time(), p.Local(hips).T[0])
		}
		if p.Local(r.BoneIndex("head")) == head {
			t.Errorf("next %v: the tween stood still while the pose held", next != nil)
		}
	}
}

// TestStop_HoldsUntilPlay: Stop freezes the clip (no events, no time),
// drops an Exit in progress and makes Exit do nothing; Play starts again.
func TestStop_HoldsUntilPlay(t *testing.T) {
	_, loop, _, next := exitClips(t)
	p := NewPlayer(loop.Rig)
	p.Play(loop, 0)
	p.Advance(300 * time.Millisecond)
	p.Exit(next, 0)
	p.Stop()
	p.Exit(next, 0)
	if p.Exiting() || !p.Stopped() || p.Playing() {
		t.Fatalf("after Stop: exiting %v stopped %v playing %v", p.Exiting(), p.Stopped(), p.Playing())
	}
	if got := trace(p, 400*time.Millisecond, 2*time.Second, loop, next); got != "" || p.Time() != 300*time.Millisecond {
		t.Errorf("stopped: %q at %v, want nothing at 300ms", got, p.Time())
	}
	p.Play(loop, 0)
	if p.Stopped() || !p.Playing() {
		t.Errorf("Play after Stop: stopped %v playing %v", p.Stopped(), p.Playing())
	}
	if err := p.Exit(mustBind(t, mustRig(t, nil), clipJSON(1, true, nil, nil)), 0); err != ErrOtherRig {
		t.Errorf("Exit to another rig's clip: %v, want ErrOtherRig", err)
	}
}

// TestClipEnd_OnceForAClipThatHolds: a clip that does not loop reports
// EventClipEnd once, at the moment it reaches its end, within the Advance.
func TestClipEnd_OnceForAClipThatHolds(t *testing.T) {
	_, _, once, _ := exitClips(t)
	p := NewPlayer(once.Rig)
	p.Play(once, 0)
	if got, want := trace(p, 300*time.Millisecond, 3*time.Second, once, nil), "a.start@0s a.mid@500ms a.end@1s"; got != want {
		t.Errorf("%s, want %s", got, want)
	}
}

// TestExit_NoAllocation: the Advances that finish an exiting clip's run
// and go on to the next clip allocate nothing.
func TestExit_NoAllocation(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector allocates")
	}
	_, loop, once, next := exitClips(t)
	p := NewPlayer(loop.Rig)
	allocs := testing.AllocsPerRun(50, func() {
		p.Play(loop, 0)
		p.Advance(300 * time.Millisecond)
		p.Exit(next, 100*time.Millisecond)
		p.Advance(time.Second)
		p.Play(once, 0)
		p.Exit(nil, 0)
		p.Advance(2 * time.Second)
	})
	if allocs != 0 {
		t.Errorf("%v allocations per exit", allocs)
	}
}

// TestRule4_ExitFiresTheEventAtTheEnd pins docs/rig.md#clip-events with
// #exit-on-a-rig: an event at exactly durationSeconds fires when playback
// reaches the end, and a looping clip that Exit lets finish its run
// reaches it: the event fires once, at the end, before EventClipEnd, whatever
// the tick, and the next round's start event does not.
func TestRule4_ExitFiresTheEventAtTheEnd(t *testing.T) {
	r := mustRig(t, nil)
	ev := []map[string]any{{"time": 0, "name": "start"}, {"time": 0.5, "name": "mid"}, {"time": 1, "name": "last"}}
	loop := mustBind(t, r, clipJSON(1, true, nil, ev))
	next := mustBind(t, r, clipJSON(2, true, nil, []map[string]any{{"time": 0, "name": "next"}}))
	for _, to := range []*Bound{next, nil} {
		want := "a.mid@200ms a.last@700ms a.end@700ms"
		if to != nil {
			want += " b.next@700ms"
		}
		for _, dt := range []time.Duration{time.Millisecond, 16666667, 100 * time.Millisecond, 700 * time.Millisecond, 2 * time.Second} {
			p := NewPlayer(r)
			p.Play(loop, 0)
			p.Advance(300 * time.Millisecond)
			if err := p.Exit(to, 0); err != nil {
				t.Fatal(err)
			}
			if got := trace(p, dt, 2*time.Second, loop, next); got != want {
				t.Errorf("exit to %v, ticks of %v: %s, want %s", to != nil, dt, got, want)
			}
		}
	}
}
