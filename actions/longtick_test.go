package actions

import (
	"math"
	"runtime"
	"slices"
	"testing"
	"time"
)

// longPlayer is richSet's player after Show and a Wave (whose Return is
// Rest), with idling at its defaults scaled down so a few minutes pass
// every level.
func longPlayer(set *Set, seed uint64) *Player {
	p := NewPlayer(set, PlayerOptions{Seed: seed, IdleDelay: 2 * time.Second, Idle2Delay: 20 * time.Second})
	p.Show()
	p.Play("Wave")
	return p
}

// streamTicks plays p for total in ticks of tick through AdvanceFunc and
// returns every event.
func streamTicks(p *Player, total, tick time.Duration) []Event {
	var out []Event
	fn := func(e Event) { out = append(out, e) }
	for now := time.Duration(0); now < total; {
		step := min(tick, total-now)
		p.AdvanceFunc(step, fn)
		now += step
	}
	return out
}

// TestLongTick_ExactUpToTheCap: one tick of up to MaxExactTick reports
// exactly the events that 1/60 s ticks report over the same span, in order
// and at the same instants, and lands in the same place: over 3 hours, and
// over the whole cap.
func TestLongTick_ExactUpToTheCap(t *testing.T) {
	set := richSet(t)
	spans := []time.Duration{3 * time.Hour, MaxExactTick}
	if testing.Short() {
		spans = spans[:1]
	}
	for _, span := range spans {
		small := longPlayer(set, 9)
		want := streamTicks(small, span, 16667*time.Microsecond)
		if len(want) < 10000 || want[len(want)-1].Time < span-time.Minute {
			t.Fatalf("%v: the reference has only %d events, the last at %v", span, len(want), want[len(want)-1].Time)
		}
		long := longPlayer(set, 9)
		got := streamTicks(long, span, span)
		if !slices.Equal(got, want) {
			i := 0
			for i < min(len(got), len(want)) && got[i] == want[i] {
				i++
			}
			t.Fatalf("%v in one tick: %d events, want %d; first difference at event %d", span, len(got), len(want), i)
		}
		a1, f1 := small.Current()
		a2, f2 := long.Current()
		if a1 != a2 || f1 != f2 || small.FrameTime() != long.FrameTime() || small.IdleLevel() != long.IdleLevel() || long.Now() != span {
			t.Errorf("%v: one tick lands on %d/%d +%v level %d at %v, small ticks on %d/%d +%v level %d",
				span, a2, f2, long.FrameTime(), long.IdleLevel(), long.Now(), a1, f1, small.FrameTime(), small.IdleLevel())
		}
	}
}

// TestLongTick_AdvanceKeepsTheLastEvents: Advance of a long tick returns
// the last MaxEvents events of the tick, in order, and Dropped counts the
// rest; the player's memory does not grow with the tick (before, a 24 h
// Advance kept all its ~10^5 events: megabytes).
func TestLongTick_AdvanceKeepsTheLastEvents(t *testing.T) {
	set := richSet(t)
	all := streamTicks(longPlayer(set, 4), 6*time.Hour, 6*time.Hour)
	p := longPlayer(set, 4)
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	got := p.Advance(6 * time.Hour)
	runtime.ReadMemStats(&after)
	if len(all) <= MaxEvents {
		t.Fatalf("only %d events in 6 h", len(all))
	}
	if !slices.Equal(got, all[len(all)-MaxEvents:]) {
		t.Errorf("Advance returned %d events that are not the last %d of the tick", len(got), MaxEvents)
	}
	if p.Dropped() != len(all)-MaxEvents {
		t.Errorf("Dropped() = %d, want %d", p.Dropped(), len(all)-MaxEvents)
	}
	if grew := after.TotalAlloc - before.TotalAlloc; grew > 64<<10 {
		t.Errorf("a 6 h Advance allocated %d bytes; want the bounded list only (< 64 KiB)", grew)
	}
	// The next short tick starts a fresh list.
	if evs := p.Advance(time.Millisecond); len(evs) > 3 || p.Dropped() != 0 {
		t.Errorf("next tick: %d events, Dropped %d", len(evs), p.Dropped())
	}
}

// TestLongTick_TwentyFourHoursInConstantMemory: a 24 h tick, streamed or
// collected, allocates nothing once the player has run (AllocsPerRun), and
// a fresh player's first 24 h tick allocates no more than the bounded list.
func TestLongTick_TwentyFourHoursInConstantMemory(t *testing.T) {
	set := richSet(t)
	p := longPlayer(set, 2)
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	p.Advance(MaxExactTick)
	runtime.ReadMemStats(&after)
	if grew := after.TotalAlloc - before.TotalAlloc; grew > 64<<10 {
		t.Errorf("the first 24 h Advance allocated %d bytes, want < 64 KiB", grew)
	}
	n := 0
	count := func(Event) { n++ }
	if a := testing.AllocsPerRun(2, func() { p.Advance(MaxExactTick) }); a != 0 {
		t.Errorf("Advance(24h) allocates %v times", a)
	}
	if a := testing.AllocsPerRun(2, func() { p.AdvanceFunc(MaxExactTick, count) }); a != 0 {
		t.Errorf("AdvanceFunc(24h) allocates %v times", a)
	}
	if n < 100000 {
		t.Errorf("AdvanceFunc handed over %d events in 3 x 24 h", n)
	}
}

// TestLongTick_JumpLandsOnTheLastIdleLevel: a tick longer than the cap
// plays exactly until the next action would be an idle action of the last
// idling level (Wave, its Return Rest, Show's queue and the idle levels
// all followed on the way), then lands at the tick's end starting that
// idle action. Cheap (no 24 h of frames), deterministic by seed.
func TestLongTick_JumpLandsOnTheLastIdleLevel(t *testing.T) {
	set := richSet(t)
	const dt = 100000 * time.Hour
	var logs [2][]string
	for k := range logs {
		p := longPlayer(set, 5)
		var evs []Event
		p.AdvanceFunc(dt, func(e Event) { evs = append(evs, e) })
		if len(evs) > 2000 {
			t.Fatalf("the jump reported %d events: it replayed the span", len(evs))
		}
		logs[k] = eventLog(set, evs)
		if p.Now() != dt {
			t.Fatalf("Now() = %v, want %v", p.Now(), dt)
		}
		a, f := p.Current()
		if a < 0 || set.Actions[a].Name != "Idle2" || set.Actions[a].Frames[f].Duration == 0 || !p.Playing() || p.IdleLevel() != 2 {
			t.Fatalf("landed on %d/%d playing %v idle level %d, want Idle2 (the last level) playing", a, f, p.Playing(), p.IdleLevel())
		}
		last := evs[len(evs)-2:]
		if last[0].Kind != EventState || set.States[last[0].State].Name != "IdlingLevel2" || last[0].Time != dt ||
			last[1].Kind != EventFrame || last[1].Frame != 0 || last[1].Time != dt {
			t.Errorf("the jump ends with %v, want the IdlingLevel2 state and Idle2's first frame at %v", eventLog(set, last), dt)
		}
		// Before the landing: the exact start of the span.
		for i, e := range evs[:len(evs)-2] {
			if e.Time > 3*time.Minute {
				t.Fatalf("event %d at %v: the exact part should end when level 2 comes up (about 22 s)", i, e.Time)
			}
		}
		for _, want := range []string{"end Wave held", "frame Rest 0", "state IdlingLevel1"} {
			if !slices.ContainsFunc(logs[k], func(s string) bool { return len(s) > len(want) && s[len(s)-len(want):] == want }) {
				t.Errorf("the jump did not pass %q on the way", want)
			}
		}
		// Playback goes on from the landing as from any idle start.
		p.Advance(time.Second)
		if p.Now() != dt+time.Second {
			t.Errorf("Now() = %v after one more second", p.Now())
		}
	}
	if !slices.Equal(logs[0], logs[1]) {
		t.Error("two jumps with the same seed differ")
	}
}

// TestLongTick_JumpWithoutSettlingIsAPause: a player that has not settled
// after MaxExactTick (an action looping for ever, idling off) plays the
// cap exactly, then carries on from there: the rest of the tick passes as
// a pause, so the frame on screen at the cap is on screen at the end, with
// the same time left in it.
func TestLongTick_JumpWithoutSettlingIsAPause(t *testing.T) {
	set := decodeFile(t, File{ActionItems: []ActionItem{act("Loop", fr(70), fr(30, 0, 100))}})
	p := NewPlayer(set, PlayerOptions{Seed: 1, IdleDelay: -1})
	p.Play("Loop")
	var evs []Event
	p.AdvanceFunc(MaxExactTick+24*time.Hour+5*time.Millisecond, func(e Event) { evs = append(evs, e) })
	if len(evs) != 2*864000+1 {
		t.Fatalf("%d events, want the 1,728,001 frames of the first 24 h (frame 0 at 0 and at 24 h)", len(evs))
	}
	if last := evs[len(evs)-1]; last.Time != MaxExactTick || last.Frame != 0 {
		t.Errorf("last event %+v, want frame 0 at 24 h", last)
	}
	if a, f := p.Current(); a != 0 || f != 0 || p.FrameTime() != 0 {
		t.Errorf("on %d/%d +%v, want frame 0 as entered at the cap", a, f, p.FrameTime())
	}
	evs = evs[:0]
	p.AdvanceFunc(80*time.Millisecond, func(e Event) { evs = append(evs, e) })
	want := 48*time.Hour + 5*time.Millisecond + 70*time.Millisecond
	if len(evs) != 1 || evs[0].Frame != 1 || evs[0].Time != want {
		t.Errorf("after the pause: %v, want frame 1 at %v", eventLog(set, evs), want)
	}
}

// TestLongTick_HoldingBeforeALongIdleDelayIsAPause: the idle delay is a
// timer like the others: when it runs past the cap, the rest of the jump
// pauses it too.
func TestLongTick_HoldingBeforeALongIdleDelayIsAPause(t *testing.T) {
	set := richSet(t)
	p := NewPlayer(set, PlayerOptions{Seed: 1, IdleDelay: 30 * time.Hour})
	p.Play("Rest")
	p.Advance(100 * time.Hour)
	if p.Playing() || p.IdleLevel() != 0 {
		t.Fatalf("idling after the jump: level %d", p.IdleLevel())
	}
	evs := p.Advance(6*time.Hour + 90*time.Millisecond - time.Nanosecond)
	if len(evs) != 0 {
		t.Fatalf("idled %v early: %v", time.Nanosecond, eventLog(set, evs))
	}
	evs = p.Advance(time.Nanosecond)
	if len(evs) == 0 || evs[0].Kind != EventState || evs[0].Time != 106*time.Hour+90*time.Millisecond {
		t.Errorf("idling starts with %v, want the state at 106h0.09s", eventLog(set, evs))
	}
}

// TestLongTick_TimeSaturates: logical time stops at math.MaxInt64; huge
// delays mean "never", they do not wrap into the past.
func TestLongTick_TimeSaturates(t *testing.T) {
	set := richSet(t)
	p := NewPlayer(set, PlayerOptions{Seed: 3, IdleDelay: math.MaxInt64, Idle2Delay: math.MaxInt64, Idle3Delay: math.MaxInt64})
	p.Play("Rest")
	p.Advance(time.Second)
	if p.Playing() || p.IdleLevel() != 0 {
		t.Fatal("an idle delay of MaxInt64 started idling after 1 s")
	}
	q := longPlayer(set, 3)
	last := time.Duration(0)
	for _, dt := range []time.Duration{math.MaxInt64, math.MaxInt64, 1, 0, -5} {
		for _, e := range q.Advance(dt) {
			if e.Time < last {
				t.Fatalf("event %+v goes back in time", e)
			}
			last = e.Time
		}
		if q.Now() != math.MaxInt64 {
			t.Fatalf("Now() = %v, want MaxInt64", q.Now())
		}
	}
}
