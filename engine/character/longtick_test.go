package character

import (
	"math"
	"runtime"
	"slices"
	"testing"
	"time"

	"github.com/rigplay/rigplay/actions"
)

// streamUpdates updates p for total in ticks of tick through UpdateFunc
// and returns every event.
func streamUpdates(p *Player, total, tick time.Duration) []Event {
	var out []Event
	fn := func(e Event) { out = append(out, e) }
	for now := time.Duration(0); now < total; {
		step := min(tick, total-now)
		p.AdvanceFunc(step, fn)
		now += step
	}
	return out
}

// TestLongTick_FrameCharacterExactUpToTheCap: one Update of 3 hours hands
// over exactly the events of 1/60 s Updates, and lands in the same place.
func TestLongTick_FrameCharacterExactUpToTheCap(t *testing.T) {
	c := pip(t)
	start := func() *Player {
		p := NewPlayer(c, PlayerOptions{Seed: 11})
		p.PlayDefault()
		p.Play("Wave")
		return p
	}
	small, long := start(), start()
	want := streamUpdates(small, 3*time.Hour, 16667*time.Microsecond)
	got := streamUpdates(long, 3*time.Hour, 3*time.Hour)
	if len(want) < 5000 || !slices.Equal(anonymous(got), anonymous(want)) {
		t.Fatalf("one 3 h Update: %d events, 1/60 s Updates: %d; they differ", len(got), len(want))
	}
	a1, f1 := small.Current()
	a2, f2 := long.Current()
	if a1 != a2 || f1 != f2 || small.Now() != long.Now() {
		t.Errorf("one Update lands on %d/%d at %v, small ones on %d/%d at %v", a2, f2, long.Now(), a1, f1, small.Now())
	}
}

// TestLongTick_UpdateKeepsTheLastEvents: Update of a long tick returns the
// last MaxEvents events, in order, Dropped counts the rest, and the memory
// it takes does not grow with the tick (before: every event of the tick).
func TestLongTick_UpdateKeepsTheLastEvents(t *testing.T) {
	c := pip(t)
	start := func() *Player {
		p := NewPlayer(c, PlayerOptions{Seed: 3})
		p.PlayDefault()
		return p
	}
	all := streamUpdates(start(), 6*time.Hour, 6*time.Hour)
	p := start()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	got := p.Advance(6 * time.Hour)
	runtime.ReadMemStats(&after)
	if len(all) <= MaxEvents || !slices.Equal(got, all[len(all)-MaxEvents:]) || p.Dropped() != len(all)-MaxEvents {
		t.Errorf("Update returned %d events, Dropped %d; want the last %d of %d", len(got), p.Dropped(), MaxEvents, len(all))
	}
	if grew := after.TotalAlloc - before.TotalAlloc; grew > 256<<10 {
		t.Errorf("a 6 h Update allocated %d bytes, want the bounded lists only (< 256 KiB; before: megabytes)", grew)
	}
	n := 0
	count := func(Event) { n++ }
	if a := testing.AllocsPerRun(2, func() { p.AdvanceFunc(actions.MaxExactTick, count) }); a != 0 {
		t.Errorf("UpdateFunc(24h) allocates %v times", a)
	}
	if a := testing.AllocsPerRun(2, func() { p.Advance(actions.MaxExactTick) }); a != 0 {
		t.Errorf("Update(24h) allocates %v times", a)
	}
}

// TestLongTick_FrameCharacterJump: an Update past the cap is a jump: Pip
// lands at the tick's end starting the idle action of its last level,
// without replaying the span.
func TestLongTick_FrameCharacterJump(t *testing.T) {
	p := NewPlayer(pip(t), PlayerOptions{Seed: 4})
	p.PlayDefault()
	const dt = 100000 * time.Hour
	var evs []Event
	p.AdvanceFunc(dt, func(e Event) { evs = append(evs, e) })
	if len(evs) > 1000 {
		t.Fatalf("the jump reported %d events: it replayed the span", len(evs))
	}
	if p.Now() != dt || p.CurrentAction() != "Idle3_1" || p.IdleLevel() != 3 || !p.Playing() {
		t.Errorf("landed at %v on %q, idle level %d; want Idle3_1 (IdlingLevel3) at %v", p.Now(), p.CurrentAction(), p.IdleLevel(), dt)
	}
	if last := evs[len(evs)-1]; last.Kind != EventFrame || last.Time != dt {
		t.Errorf("last event %+v, want Idle3_1's first frame at %v", last, dt)
	}
}

// TestLongTick_RiggedClipAnyLength: a clip's time after one tick of any
// length is exact (the looping clip wrapped, not looped cycle by cycle),
// each of its events reported once, inside the tick.
func TestLongTick_RiggedClipAnyLength(t *testing.T) {
	p := NewPlayer(moss(t), PlayerOptions{Seed: 1})
	p.PlayDefault() // idle: 2 s, looping
	p.Advance(0)
	dt := 100000*time.Hour + 500*time.Millisecond
	evs := p.Advance(dt)
	if got := p.ClipTime(); got < 499*time.Millisecond || got > 501*time.Millisecond {
		t.Errorf("clip time %v after %v, want 500ms", got, dt)
	}
	if len(evs) > 2 {
		t.Errorf("%d events for a clip of one event", len(evs))
	}
	for _, e := range evs {
		if e.Time < 0 || e.Time > dt {
			t.Errorf("event %+v outside the tick", e)
		}
	}
	// An exit on a looping clip ends its run inside a huge tick, and the
	// default clip takes over.
	p.Play("walk")
	p.Advance(time.Second)
	p.Exit()
	evs = p.Advance(dt)
	if p.ClipName() == "" || !slices.ContainsFunc(evs, func(e Event) bool { return e.Kind == EventClipEnd }) {
		t.Errorf("exit in a huge tick: clip %q, events %v", p.ClipName(), evs)
	}
}

// TestLongTick_TimeSaturates: at any speed a huge Update moves logical
// time to math.MaxInt64 and no further, never negative.
func TestLongTick_TimeSaturates(t *testing.T) {
	for _, c := range []*Character{pip(t), moss(t)} {
		p := NewPlayer(c, PlayerOptions{Seed: 1, Speed: MaxSpeed})
		p.PlayDefault()
		for range 3 {
			p.Advance(math.MaxInt64)
			if p.Now() != math.MaxInt64 {
				t.Fatalf("%s: Now() = %v, want MaxInt64", c.Name(), p.Now())
			}
		}
		if ct := p.ClipTime(); ct < 0 {
			t.Errorf("%s: clip time %v", c.Name(), ct)
		}
	}
}
