package character

import (
	"math"
	"slices"
	"time"

	"github.com/rigplay/rigplay/actions"
)

// MaxEvents is the most events Advance returns for one tick; a tick that
// makes more returns the last MaxEvents of them and Dropped counts the
// others (as actions.MaxEvents). AdvanceFunc hands over every event.
const MaxEvents = actions.MaxEvents

// streamer is what AdvanceFunc needs: the caller's sink and the function
// that passes the frame player's events to it.
type streamer struct {
	sink     func(Event)
	onAction func(actions.Event)
}

// emit reports e: to the sink inside AdvanceFunc, else into the bounded
// list (the oldest is overwritten once it is full).
func (p *Player) emit(e Event) {
	if p.streaming {
		p.stream.sink(e)
		return
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
}

// ordered returns the kept events oldest first, rotating the ring in
// place (no allocation).
func (p *Player) ordered() []Event {
	if p.ring != 0 {
		slices.Reverse(p.events[:p.ring])
		slices.Reverse(p.events[p.ring:])
		slices.Reverse(p.events)
		p.ring = 0
	}
	return p.events
}

// Dropped returns how many events the last Advance left out of its list:
// the earliest ones of a tick that made more than MaxEvents (0 after
// AdvanceFunc).
func (p *Player) Dropped() int { return int(p.dropped) }

// AdvanceFunc is Advance with every event handed to fn as it happens, in
// order, instead of collected: nothing is kept, so memory stays the same
// however long the tick. fn must not call p's methods; it may keep the
// events. A nil fn drops them. The first call allocates what later ones
// reuse.
func (p *Player) AdvanceFunc(dt time.Duration, fn func(Event)) {
	p.clearEvents()
	if p.stream == nil {
		p.stream = &streamer{onAction: func(e actions.Event) { p.emit(fromAction(e)) }}
	}
	p.stream.sink = fn
	if fn == nil {
		p.stream.sink = discard
	}
	p.streaming = true
	p.update(dt)
	p.streaming = false
	p.stream.sink = nil
}

func discard(Event) {}
