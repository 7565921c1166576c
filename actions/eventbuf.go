package actions

import (
	"math"
	"slices"
	"time"
)

// MaxEvents is the most events Advance returns for one tick. A tick that
// makes more (a long tick after a pause: an hour of frames is thousands of
// events) returns the last MaxEvents of them, which tell where playback
// is now (the state entered, the action ended, the frame on screen);
// Dropped says how many came before. AdvanceFunc hands over every event
// instead, while the tick plays. Either way a player's memory does not grow with
// the tick's length (docs/actions.md#long-ticks).
const MaxEvents = 256

// emit records e (made at the current time) in the bounded list. The
// common case, room in the list, is inlined where events are made; the
// list's capacity never exceeds MaxEvents.
func (p *Player) emit(e Event) {
	e.Request = p.reqs.cur
	if len(p.events) < cap(p.events) {
		p.events = append(p.events, e) // never grows here
		return
	}
	p.emitSlow(e)
}

// emitSlow is emit when the list is full: inside AdvanceFunc the list is
// handed to the sink and starts again; otherwise it grows (up to
// MaxEvents), then the oldest event is overwritten.
func (p *Player) emitSlow(e Event) {
	if p.sink != nil {
		p.flush()
		p.events = append(p.events, e)
		return
	}
	if n := len(p.events); n < MaxEvents {
		grown := make([]Event, n+1, min(max(2*n, 4), MaxEvents))
		copy(grown, p.events)
		grown[n] = e
		p.events = grown
		return
	}
	p.events[p.ring] = e
	p.ring++
	if int(p.ring) == len(p.events) {
		p.ring = 0
	}
	if p.dropped < math.MaxInt32 {
		p.dropped++
	}
}

// flush hands the list, oldest first, to the sink and empties it.
func (p *Player) flush() {
	for _, e := range p.ordered() {
		p.sink(e)
	}
	p.events = p.events[:0]
}

// ordered returns the kept events oldest first, rotating the ring in
// place (no allocation) once it has wrapped.
func (p *Player) ordered() []Event {
	if p.ring != 0 {
		p.unwrap()
	}
	return p.events
}

// unwrap rotates the ring so that the oldest event comes first.
func (p *Player) unwrap() {
	slices.Reverse(p.events[:p.ring])
	slices.Reverse(p.events[p.ring:])
	slices.Reverse(p.events)
	p.ring = 0
}

// Dropped returns how many events the last Advance left out of its list:
// the earliest ones of a tick that made more than MaxEvents (0 after
// AdvanceFunc).
func (p *Player) Dropped() int { return int(p.lastDropped) }

// AdvanceFunc is Advance with every event handed to fn, in order,
// instead of returned: first those caused by requests since the last
// Advance, then those of the tick, in batches of at most MaxEvents as the
// tick goes on (all of them by the time it returns). Nothing is kept, so
// the player's memory stays the same however long the tick (rigplay trace
// prints 24 hours of events this way). fn must not call p's methods; it
// may keep the events it is given. A nil fn drops them.
func (p *Player) AdvanceFunc(dt time.Duration, fn func(Event)) {
	p.sink = fn
	if fn == nil {
		p.sink = discard
	}
	p.dropped, p.lastDropped = 0, 0
	p.advance(dt)
	p.flush()
	p.sink = nil
}

func discard(Event) {}
