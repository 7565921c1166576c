package actions

import (
	"math"
	"time"
)

// MaxEvents is the most events Advance returns for one tick. A tick that
// makes more (a long tick after a pause: an hour of frames is thousands of
// events) returns the last MaxEvents of them, which tell where playback
// is now (the state entered, the action ended, the frame on screen);
// Dropped says how many came before. AdvanceFunc hands over every event
// instead, as it happens. Either way a player's memory does not grow with
// the tick's length (docs/actions.md#long-ticks).
const MaxEvents = 256

// emit records e at the current time: to the sink inside AdvanceFunc,
// else into the bounded list (the oldest is overwritten once it is full).
func (p *Player) emit(e Event) {
	e.Time = p.now
	if p.sink != nil {
		p.sink(e)
		return
	}
	if p.delivered {
		p.clearEvents()
	}
	if len(p.events) < MaxEvents {
		p.events = append(p.events, e)
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

// clearEvents starts a fresh list.
func (p *Player) clearEvents() {
	p.events = p.events[:0]
	p.ring, p.dropped = 0, 0
	p.delivered = false
}

// ordered returns the kept events oldest first, rotating the ring in
// place (no allocation).
func (p *Player) ordered() []Event {
	if p.ring != 0 {
		reverseEvents(p.events[:p.ring])
		reverseEvents(p.events[p.ring:])
		reverseEvents(p.events)
		p.ring = 0
	}
	return p.events
}

func reverseEvents(s []Event) {
	for i, j := 0, len(s)-1; i < j; i, j = i+1, j-1 {
		s[i], s[j] = s[j], s[i]
	}
}

// Dropped returns how many events the last Advance left out of its list:
// the earliest ones of a tick that made more than MaxEvents.
func (p *Player) Dropped() int { return int(p.lastDropped) }

// AdvanceFunc is Advance with every event handed to fn as it happens, in
// order, instead of collected: first those caused by requests since the
// last Advance, then those of the tick. Nothing is kept, so the player's
// memory stays the same however long the tick (rigplay trace prints 24
// hours of events this way). fn must not call p's methods; it may keep
// the events it is given. A nil fn drops them.
func (p *Player) AdvanceFunc(dt time.Duration, fn func(Event)) {
	if !p.delivered && fn != nil {
		for _, e := range p.ordered() {
			fn(e)
		}
	}
	p.clearEvents()
	p.sink = fn
	if fn == nil {
		p.sink = discard
	}
	p.advance(dt)
	p.sink = nil
	p.lastDropped = 0
	p.delivered = true
}

func discard(Event) {}
