// Package eventring is the one bounded event list of the players
// (docs/game-api.md#per-frame): actions.Player and character.Player keep
// their events in a Ring, so MaxEvents means the same everywhere and the
// bound is kept by one piece of code. A tick that makes more than Size
// events keeps its last Size (the oldest overwritten, counted as
// dropped); while streaming, every event reaches the sink instead.
package eventring

import (
	"math"
	"slices"
)

// Size is the most events a Ring keeps: what one Advance returns at most.
const Size = 256

// Ring is a list of at most Size events of type E, the oldest overwritten
// once it is full. The zero Ring is empty and ready; it grows to Size as
// events come, then allocates no more.
type Ring[E any] struct {
	list []E
	// sink, while streaming, receives the events instead: the list is
	// handed to it whenever it is full, and at Flush.
	sink func(E)
	// dropped counts the events overwritten since the last Take, up to
	// math.MaxInt32.
	dropped int32
	// head is the oldest event once the list has wrapped (0 before).
	head uint16
}

// Push records e. The common case, room in the list, is small enough to
// be inlined where events are made.
func (r *Ring[E]) Push(e E) {
	if len(r.list) < cap(r.list) {
		r.list = append(r.list, e) // never grows here
		return
	}
	r.pushSlow(e)
}

// pushSlow is Push when the list is full: while streaming it is handed to
// the sink and starts again; otherwise it grows (up to Size), then the
// oldest event is overwritten.
func (r *Ring[E]) pushSlow(e E) {
	if r.sink != nil {
		r.Flush()
		r.list = append(r.list, e)
		return
	}
	if n := len(r.list); n < Size {
		grown := make([]E, n+1, min(max(2*n, 1), Size))
		copy(grown, r.list)
		grown[n] = e
		r.list = grown
		return
	}
	r.list[r.head] = e
	r.head++
	if int(r.head) == len(r.list) {
		r.head = 0
	}
	if r.dropped < math.MaxInt32 {
		r.dropped++
	}
}

// Events returns the kept events, oldest first, without taking them
// (rotating the list in place once it has wrapped: no allocation).
func (r *Ring[E]) Events() []E {
	if r.head != 0 {
		slices.Reverse(r.list[:r.head])
		slices.Reverse(r.list[r.head:])
		slices.Reverse(r.list)
		r.head = 0
	}
	return r.list
}

// Take returns the kept events, oldest first, and how many were dropped
// before them, and empties the ring. The slice shares the ring's memory:
// it is valid until the next Push.
func (r *Ring[E]) Take() ([]E, int) {
	evs := r.Events()
	d := int(r.dropped)
	r.list, r.dropped = evs[:0], 0
	return evs, d
}

// Reset empties the ring, keeping its memory.
func (r *Ring[E]) Reset() {
	r.list, r.head, r.dropped = r.list[:0], 0, 0
}

// Stream makes fn receive the events from now on (nil drops them), first
// the ones kept: nothing is dropped while streaming. Flush ends it.
func (r *Ring[E]) Stream(fn func(E)) {
	if fn == nil {
		fn = discard[E]
	}
	r.sink = fn
	r.Flush()
	r.dropped = 0
}

// Streaming reports whether Stream is on.
func (r *Ring[E]) Streaming() bool { return r.sink != nil }

// Flush hands the kept events, oldest first, to the sink and empties the
// list; Stop ends streaming after a last Flush.
func (r *Ring[E]) Flush() {
	if r.sink == nil {
		return
	}
	for _, e := range r.Events() {
		r.sink(e)
	}
	r.list = r.list[:0]
}

// Stop hands what is kept to the sink and ends streaming.
func (r *Ring[E]) Stop() {
	r.Flush()
	r.sink = nil
}

func discard[E any](E) {}
