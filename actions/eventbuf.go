package actions

import (
	"time"

	"github.com/rigplay/rigplay/internal/eventring"
)

// MaxEvents is the most events Advance returns for one tick. A tick that
// makes more (a long tick after a pause: an hour of frames is thousands of
// events) returns the last MaxEvents of them, which tell where playback
// is now (the state entered, the action ended, the frame on screen);
// Dropped says how many came before. AdvanceFunc hands over every event
// instead, while the tick plays. Either way a player's memory does not grow with
// the tick's length (docs/actions.md#long-ticks). It is the one bound of
// every player's event list (internal/eventring, docs/game-api.md#per-frame):
// character.MaxEvents and engine.MaxEvents are the same number.
const MaxEvents = 256

// The ring's size is MaxEvents (a compile-time check: each line fails to
// compile when the two differ).
const (
	_ uint = MaxEvents - eventring.Size
	_ uint = eventring.Size - MaxEvents
)

// emit records e (made at the current time) in the bounded list. The
// common case, room in the list, is inlined where events are made. Every
// event carries the request whose action made it (request.go).
func (p *Player) emit(e Event) {
	e.Request = p.reqs.cur
	p.events.Push(e)
}

// Dropped returns how many events the last Advance left out of its list:
// the earliest ones of a tick that made more than MaxEvents (0 after
// AdvanceFunc).
func (p *Player) Dropped() int { return int(p.lastDropped) }

// AdvanceFunc is Advance with every event handed to fn, in order,
// instead of returned: first those caused by requests since the last
// Advance, then those of the tick, in batches as the tick goes on (all of
// them by the time it returns). Nothing is kept, so the player's memory
// stays the same however long the tick (rigplay trace prints 24 hours of
// events this way). fn must not call p's methods; it may keep the events
// it is given. A nil fn drops them.
func (p *Player) AdvanceFunc(dt time.Duration, fn func(Event)) {
	p.events.Stream(fn)
	p.lastDropped = 0
	p.advance(dt)
	p.events.Stop()
}
