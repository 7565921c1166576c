package rig

import (
	"math"
	"time"
)

// Advance moves playback forward by dt (a negative dt counts as 0) and
// returns what the step passed, in time order: the timed events of the
// clips playing on every track and their ends (docs/rig.md#clip-events),
// each at its time on the player's clock (Now). An event at time e fires
// when the step covers e in [t, t+dt); events at exactly the clip's
// duration fire when playback reaches it: once for a clip that holds its
// end or that Exit ends (before EventClipEnd), and at every wrap of a
// looping clip, before the next cycle's events. A step longer than a
// whole loop reports each event of the clip once. Events of a clip that
// is fading out are not reported. A clip that does not loop reports
// EventClipEnd when it reaches its end; an Exit in progress ends a
// looping clip at the end of its run and goes on to the clip it named
// (see Exit), and a clip queued on a track (QueueClip) starts at its
// time, inside the step. After Stop, only the tweens move.
//
// The slice is reused by the next Advance: copy what must outlive it. It
// holds at most a few events per timed event of the clips played (one
// step reports each event of a clip at most twice), so it needs no bound
// of its own; AdvanceFunc hands the same events to a function instead.
func (p *Player) Advance(dt time.Duration) []Event {
	p.events = p.events[:0]
	// The clips that requests made since the last Advance started, first.
	p.announce(0, &p.track, 0)
	for i, t := range p.layers() {
		if t != nil {
			p.announce(i+1, t, 0)
		}
	}
	start := p.now
	p.step(0, dt)
	if p.x != nil {
		sortEvents(p.events) // tracks above 0 report after track 0 in each stretch
	}
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
	// or a looping one whose run Exit, or a clip queued to follow it
	// without delay, let finish.
	EventClipEnd
	// EventClipStart: a clip started on a track: set (Play, SetClip), its
	// turn in the queue, or after an Exit. One that a request made
	// between Advances started is reported first by the next Advance, at
	// its start.
	EventClipStart
)

var kindNames = [...]string{"clip", "clipEnd", "clipStart"}

// String returns the kind's name ("clip", "clipEnd", "clipStart"), as
// the character layer names its own kinds of the same meaning.
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
	// began, or the one an Exit or the queue went on to.
	Clip *Bound
	// ClipEvent is the clip's timed event, for EventClip (its Time is in
	// the clip's seconds); nil for EventClipEnd.
	ClipEvent *ClipEvent
	// Track is the track the clip plays on (0 for the base).
	Track int
	// Request is the id of the request that started the clip
	// (Request.ID), or 0 for a clip that Play, an Exit or a reload
	// started.
	Request uint32
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

// maxCrossings bounds the discrete changes (ends of runs, queued clips
// starting) one Advance makes without time passing, so that no sequence
// of requests can make it loop forever. Every crossing consumes an Exit
// or a queued clip, so a legal sequence makes far fewer.
const maxCrossings = PlayerTracks * (queueCap + 4)

// step moves every track dt on, starting base into the Advance: up to
// the next discrete change of any track (a run that ends for an Exit or
// a queued clip, a queued clip's start), that change, and on.
func (p *Player) step(base, dt time.Duration) {
	for n := 0; ; n++ {
		k, b := p.nextBoundary(dt)
		if k < 0 || n >= maxCrossings {
			p.move(base, dt, dt.Seconds(), -1)
			return
		}
		t0 := p.trackAt(k).cur.t
		stop := -1
		if b.stop {
			stop = k
		}
		p.move(base, b.at, b.secs, stop)
		p.cross(k, base, t0, b)
		p.announce(k, p.trackAt(k), base+b.at)
		base, dt = base+b.at, dt-b.at
	}
}

// boundary is the next discrete change of one track: at (rounded to the
// nanosecond) and secs into the step, where the clip playing reaches the
// end of its run (runEnd) or a queued clip starts.
type boundary struct {
	at     time.Duration
	secs   float64
	runEnd bool
	// stop: the clip's run ends here (an Exit, or a clip queued without
	// delay takes over): a looping clip does not wrap, EventClipEnd is
	// reported.
	stop bool
}

// nextBoundary returns the track with the earliest discrete change within
// dt and that change, or -1 when no track has one.
func (p *Player) nextBoundary(dt time.Duration) (int, boundary) {
	best, bb := -1, boundary{}
	if b, ok := p.track.boundary(); ok && b.at <= dt {
		best, bb = 0, b
	}
	for i, t := range p.layers() {
		if t == nil {
			continue
		}
		if b, ok := t.boundary(); ok && b.at <= dt && (best < 0 || b.at < bb.at) {
			best, bb = i+1, b
		}
	}
	return best, bb
}

// boundary returns the track's next discrete change, if it has one: the
// earlier of the queued clip's start (once it waits only for its time)
// and the end of the run of the clip playing (when an Exit or the queue
// waits for it); at the same time the run's end comes first.
func (t *track) boundary() (boundary, bool) {
	cur := &t.cur
	pending := t.queueLen() > 0
	var b boundary
	ok := false
	if pending && t.waiting() {
		left := max(t.q.head.left, 0)
		b, ok = boundary{at: seconds(left), secs: left}, true
	}
	if !cur.exiting && (!pending || !t.q.head.afterRun) || cur.b == nil || cur.stopped {
		return b, ok
	}
	c := cur.b.Clip
	var e boundary
	switch rest := c.Duration - cur.t; {
	case !c.Loop && cur.ended:
		e = boundary{runEnd: true} // the run ended already
	case c.Loop && (cur.exiting || t.q.head.left <= 0):
		// The clip plays up to just before the end, so that it does not
		// wrap (move); the run's last events are reported at the crossing.
		e = boundary{at: seconds(rest), secs: rest, runEnd: true, stop: true}
	default:
		e = boundary{at: seconds(rest), secs: rest, runEnd: true, stop: cur.exiting || t.q.head.left <= 0}
	}
	if ok && b.at < e.at {
		return b, true
	}
	return e, true
}

// waiting reports whether the clip queued first waits only for its time
// (head.left): its delay after the run before it, or a track with no clip
// or a held pose.
func (t *track) waiting() bool {
	return t.queueLen() > 0 && (!t.q.head.afterRun || t.cur.b == nil || t.cur.stopped)
}

// move advances the clips of every track, their cross-fades, the tweens
// and the sway by secs seconds (at, rounded, into the step), starting base
// into the Advance, collecting the events of the clips playing. The clip
// of track stop (-1: none), a looping one whose run ends there, stops just
// short of its end, so that it does not wrap.
func (p *Player) move(base, at time.Duration, secs float64, stop int) {
	if !(secs > 0) || !finite(secs) {
		return
	}
	if !p.moving() {
		return // everything holds: the pose is unchanged
	}
	p.changed()
	if p.sw != nil {
		p.advanceSway(secs) // from the state before the step
	}
	if p.fx != nil {
		p.advanceEffects(secs) // from the state before the step too
	}
	p.advanceTweens(secs)
	p.moveTrack(0, &p.track, base, at, secs, stop == 0)
	for i, t := range p.layers() {
		if t != nil {
			p.moveTrack(i+1, t, base, at, secs, stop == i+1)
		}
	}
}

// moving reports whether a move changes anything: a clip or a fade that
// advances, a tween or a swaying piece.
func (p *Player) moving() bool {
	if len(p.tweens) > 0 || p.swaying() || p.effectsLive() {
		return true
	}
	if p.track.moves() {
		return true
	}
	for _, t := range p.layers() {
		if t != nil && t.moves() {
			return true
		}
	}
	return false
}

// moves reports whether a move changes the track: a clip or a fade
// advances, or a queued clip waits.
func (t *track) moves() bool {
	return t.queueLen() > 0 || (!t.cur.stopped && (t.cur.b != nil || t.mixing()))
}

// moveTrack advances track t (number k) by secs seconds, at into the
// step that starts base into the Advance.
func (p *Player) moveTrack(k int, t *track, base, at time.Duration, secs float64, stop bool) {
	if t.waiting() {
		t.q.head.left -= secs // a held pose too waits for the queued clip
	}
	if t.cur.stopped {
		return
	}
	if t.mixing() {
		t.prev.advance(secs, nil, nil)
		t.mixT += secs
		if t.mixT >= t.mixDur-1e-9 { // a float sum of ticks a rounding error short
			t.prev.b, t.fade = nil, false
		}
	}
	cur := &t.cur
	if cur.b == nil {
		return
	}
	dur, t0 := cur.b.Clip.Duration, cur.t
	wasEnded := !cur.b.Clip.Loop && cur.ended
	n := len(p.events)
	step := secs
	if stop && cur.b.Clip.Loop {
		step = math.Max(0, min(secs, dur-t0-1e-9))
	}
	cur.advance(step, &p.events, &clock{base: base, end: base + at, t0: t0, dur: dur})
	if !wasEnded && !cur.b.Clip.Loop && cur.t >= dur {
		p.events = append(p.events, Event{Kind: EventClipEnd, Time: min(base+seconds(dur-t0), base+at), Clip: cur.b})
	}
	p.tag(n, k, cur.req)
	if !wasEnded && cur.ended {
		p.finish(cur, cur.endReason())
	}
}

// tag sets the track and request of the events from n on.
func (p *Player) tag(n, k int, req uint32) {
	if k == 0 && req == 0 {
		return
	}
	for i := n; i < len(p.events); i++ {
		p.events[i].Track, p.events[i].Request = k, req
	}
}

// cross makes track k's change b, which a move from base into the Advance
// reached (t0: the clip's time at the move's start).
func (p *Player) cross(k int, base time.Duration, t0 float64, b boundary) {
	t := p.trackAt(k)
	cur := &t.cur
	if b.runEnd && b.stop && cur.b != nil && cur.b.Clip.Loop {
		// The looping clip's run ends here: the rest of its events
		// (those at exactly its duration too), then its end.
		c := &clock{base: base, end: base + b.at, t0: t0, dur: cur.b.Clip.Duration}
		n := len(p.events)
		cur.emit(cur.t, math.Inf(1), &p.events, c)
		p.events = append(p.events, Event{Kind: EventClipEnd, Time: base + b.at, Clip: cur.b})
		p.tag(n, k, cur.req)
		p.finish(cur, cur.endReason())
	}
	pending := t.queueLen() > 0
	switch {
	case pending && (!b.runEnd || (t.q.head.afterRun && t.q.head.left <= 0)):
		p.startQueued(t, k) // its time, or the end of the run it follows
	case pending:
		// The run ended; the queued clip comes after its delay. A clip
		// that Exit ended holds its last pose meanwhile (the queue goes
		// before the Exit's next clip).
		t.q.head.afterRun = false
		if cur.exiting {
			cur.exiting, cur.stopped, t.exit = false, true, exitTo{}
		}
	case cur.exiting:
		p.afterExit(t, k)
	}
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

// sortEvents orders events by Time, keeping the order of events at the same
// time (a stable insertion sort: the list is sorted by track stretch by
// stretch, so it is almost in order already).
func sortEvents(ev []Event) {
	for i := 1; i < len(ev); i++ {
		if ev[i].Time >= ev[i-1].Time {
			continue
		}
		e := ev[i]
		j := i
		for j > 0 && ev[j-1].Time > e.Time {
			ev[j] = ev[j-1]
			j--
		}
		ev[j] = e
	}
}

// endReason is why a clip that reached the end of its run ends.
func (s *playback) endReason() EndReason {
	if s.exiting {
		return EndExit
	}
	return EndComplete
}
