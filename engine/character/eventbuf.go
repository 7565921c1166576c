package character

import (
	"time"

	"github.com/rigplay/rigplay/actions"
)

// MaxEvents is the most events Advance returns for one tick; a tick that
// makes more returns the last MaxEvents of them and Dropped counts the
// others. AdvanceFunc hands over every event. It is the one bound of every
// player's event list (internal/eventring, docs/game-api.md#per-frame):
// actions.MaxEvents is the same number.
const MaxEvents = actions.MaxEvents

// emit reports e: into the bounded list (the oldest is overwritten once
// it is full), or to the sink inside AdvanceFunc. The layers below stream
// into it: this list is the one that bounds what a tick returns.
func (p *Player) emit(e Event) { p.events.Push(e) }

// onAction passes an event of the frame player on (made once, by the
// first Advance).
func (p *Player) onAction() func(actions.Event) {
	if p.fromFrames == nil {
		p.fromFrames = func(e actions.Event) { p.emit(p.fromAction(e)) }
	}
	return p.fromFrames
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
	p.events.Reset()
	p.dropped = 0
	p.events.Stream(fn)
	p.update(dt)
	p.events.Stop()
}
