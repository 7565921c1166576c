package rig

import (
	"math"
	"time"
)

// Advance moves playback forward by dt (a negative dt counts as 0) and
// returns what the step passed, in time order: the playing clip's timed
// events and its end (docs/rig.md#clip-events), each at its time on the
// player's clock (Now). An event at time e fires when the step covers e in
// [t, t+dt); events at exactly the clip's duration fire when playback
// reaches it: once for a clip that holds its end or that Exit ends (before
// EventClipEnd), and at every wrap of a looping clip, before the next
// cycle's events. A step longer than a whole loop reports each event of
// the clip once. Events of a clip that is fading out are not reported. A
// clip that does not loop reports EventClipEnd when it reaches its end;
// an Exit in progress ends a looping clip at the end of its run and goes
// on to the clip it named (see Exit). After Stop, only the tweens move.
//
// The slice is reused by the next Advance: copy what must outlive it. It
// holds at most a few events per timed event of the clips played (one
// step reports each event of a clip at most twice), so it needs no bound
// of its own; AdvanceFunc hands the same events to a function instead.
func (p *Player) Advance(dt time.Duration) []Event {
	p.events = p.events[:0]
	start := p.now
	p.step(0, dt)
	if dt > 0 {
		p.now = addSat(p.now, dt)
	}
	for i := range p.events {
		p.events[i].Time = addSat(start, p.events[i].Time)
	}
	return p.events
}

// AdvanceFunc is Advance with each event handed to fn, in order, instead
// of returned (the form every layer has, docs/game-api.md#per-frame). fn
// must not call p's methods; a nil fn drops the events.
func (p *Player) AdvanceFunc(dt time.Duration, fn func(Event)) {
	for _, e := range p.Advance(dt) {
		if fn != nil {
			fn(e)
		}
	}
}

// Now returns the player's clock: the sum of every Advance's dt (at most
// math.MaxInt64, about 292 years). Event times are on this clock.
func (p *Player) Now() time.Duration { return p.now }

// addSat returns a + b for b >= 0, saturating at math.MaxInt64.
func addSat(a, b time.Duration) time.Duration {
	if a > math.MaxInt64-b {
		return math.MaxInt64
	}
	return a + b
}

// EventKind says what an Event reports.
type EventKind uint8

// The kinds of Event.
const (
	// EventClip: playback passed one of the clip's timed events.
	EventClip EventKind = iota
	// EventClipEnd: the clip reached its end: a clip that does not loop,
	// or a looping one that Exit let finish its run.
	EventClipEnd
)

var kindNames = [...]string{"clip", "clipEnd"}

// String returns the kind's name ("clip", "clipEnd"), as the character
// layer names its own kinds of the same meaning.
func (k EventKind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "unknown"
}

// Event is one thing that happened during an Advance. It points into the
// shared clip: reporting it copies nothing.
type Event struct {
	Kind EventKind
	// Time is when it happened, on the player's clock (Now).
	Time time.Duration
	// Clip is the clip it happened to: the one playing when the Advance
	// began, or the one an Exit went on to.
	Clip *Bound
	// ClipEvent is the clip's timed event, for EventClip (its Time is in
	// the clip's seconds); nil for EventClipEnd.
	ClipEvent *ClipEvent
}

// clock places what a step of the playing clip passes in the Advance:
// something e seconds into the clip, passed by the step that started at
// clip time t0 (and base into the Advance), happened at base + (e - t0),
// plus the clip's duration dur when it lies before t0 (the clip wrapped),
// and no later than end. An event a rounding error past dur is at dur.
type clock struct {
	base, end time.Duration
	t0, dur   float64
}

// at returns when something e seconds into the clip happened.
func (c *clock) at(e float64) time.Duration {
	d := min(e, c.dur) - c.t0
	if d < 0 {
		d += c.dur
	}
	return min(c.base+seconds(d), c.end)
}

// step moves the player dt on, starting base into the Advance: through
// the end of the clip's run and into the next clip when an Exit is in
// progress.
func (p *Player) step(base, dt time.Duration) {
	if p.cur.stopped {
		p.hold(dt.Seconds())
		return
	}
	b := p.cur.b
	if b == nil || dt <= 0 {
		p.move(dt.Seconds(), nil) // no clip: the tweens alone
		return
	}
	dur, t0 := b.Clip.Duration, p.cur.t
	if p.cur.exiting && b.Clip.Loop && t0+dt.Seconds() >= dur {
		// The run ends inside this step: play up to just before its end,
		// so that the clip does not wrap, report the rest of the run's
		// events (those at exactly its duration too: playback reaches
		// the end), then end it there.
		rest := seconds(dur - t0)
		c := &clock{base: base, end: base + rest, t0: t0, dur: dur}
		p.move(math.Max(0, dur-t0-1e-9), c)
		p.cur.emit(p.cur.t, math.Inf(1), &p.events, c)
		p.events = append(p.events, Event{Kind: EventClipEnd, Time: base + rest, Clip: b})
		p.afterExit(base+rest, dt-rest)
		return
	}
	wasEnded := !b.Clip.Loop && t0 >= dur
	if p.cur.exiting && wasEnded {
		p.afterExit(base, dt) // the clip had ended already: the next comes in now
		return
	}
	p.move(dt.Seconds(), &clock{base: base, end: base + dt, t0: t0, dur: dur})
	if !wasEnded && !b.Clip.Loop && p.cur.t >= dur {
		at := min(base+seconds(dur-t0), base+dt)
		p.events = append(p.events, Event{Kind: EventClipEnd, Time: at, Clip: b})
		if p.cur.exiting {
			p.afterExit(at, base+dt-at)
		}
	}
}

// move advances the clips, the cross-fade, the tweens and the sway by dt
// seconds, collecting the playing clip's events placed by c (none when c
// is nil).
func (p *Player) move(dt float64, c *clock) {
	if !(dt > 0) || !finite(dt) {
		return
	}
	p.changed()
	if p.sw != nil {
		p.advanceSway(dt, true) // from the state before the step
	}
	if p.fx != nil {
		p.advanceEffects(dt, true) // from the state before the step too
	}
	p.advanceTweens(dt)
	if p.prev.b != nil {
		p.prev.advance(dt, nil, nil)
		p.mixT += dt
		if p.mixT >= p.mixDur {
			p.prev.b = nil
		}
	}
	if c == nil {
		p.cur.advance(dt, nil, nil)
	} else {
		p.cur.advance(dt, &p.events, c)
	}
}

// hold moves only the tweens and the sway by dt seconds: the clip's pose
// holds (Stop).
func (p *Player) hold(dt float64) {
	if !(dt > 0) || !finite(dt) || (len(p.tweens) == 0 && !p.swaying() && !p.effectsLive()) {
		return
	}
	p.changed()
	p.advanceSway(dt, false)
	p.advanceEffects(dt, false)
	p.advanceTweens(dt)
}

func (s *playback) advance(dt float64, out *[]Event, c *clock) {
	if s.b == nil {
		return
	}
	clip := s.b.Clip
	d := clip.Duration
	t0, t1 := s.t, s.t+dt
	if !clip.Loop {
		if s.ended {
			return
		}
		if t1 >= d {
			t1 = d
			s.ended = true
		}
		s.t = t1
		if out != nil {
			if s.ended {
				t1 = math.Inf(1) // the end: those at the duration, or a rounding error past it, too
			}
			s.emit(t0, t1, out, c)
		}
		return
	}
	if t1 < d {
		s.t = t1
		if out != nil {
			s.emit(t0, t1, out, c)
		}
		return
	}
	// The step reaches the end of the cycle: the rest of this cycle's
	// events (those at exactly the duration too, and any the decoder let
	// lie a rounding error past it), then the next cycle's.
	if dt >= d {
		// A whole loop or more: each event once, from t0 on.
		s.t = modPositive(t1, d)
		if out != nil {
			s.emit(t0, math.Inf(1), out, c)
			s.emit(0, t0, out, c)
		}
		return
	}
	s.t = modPositive(t1, d)
	if out != nil {
		s.emit(t0, math.Inf(1), out, c)
		s.emit(0, s.t, out, c)
	}
}

// emit appends the clip's events with t0 <= time < t1, placed by c. A
// clip's events are sorted by time.
func (s *playback) emit(t0, t1 float64, out *[]Event, c *clock) {
	events := s.b.Clip.Events
	for i := range events {
		e := events[i].Time
		if e < t0 {
			continue
		}
		if e >= t1 {
			return
		}
		*out = append(*out, Event{Kind: EventClip, Time: c.at(e), Clip: s.b, ClipEvent: &events[i]})
	}
}

func modPositive(t, d float64) float64 {
	t = math.Mod(t, d)
	if !(t >= 0) {
		t = 0
	}
	return t
}

// seconds converts float seconds to a Duration, rounded to the nearest
// nanosecond so that float sums like 0.1+0.2 land on whole milliseconds.
func seconds(s float64) time.Duration {
	return time.Duration(math.Round(s * float64(time.Second)))
}
