package engine

import (
	"math"
	"time"
)

// soundStream is what AdvanceFunc needs: the game's function and the end
// of the update, for the sounds played on the way.
type soundStream struct {
	fn    func(Event)
	end   time.Duration
	event func(Event) // p.streamed, made once
}

// AdvanceFunc is Advance with every event handed to fn as it happens, in
// order, instead of collected (character.Player.AdvanceFunc): nothing is
// kept, so memory stays the same however long the update. Sounds play as
// Advance plays them, unless ManualSound or SetMuted. fn must not call p's methods;
// it may keep the events. A nil fn drops them. The first call allocates
// what later ones reuse.
func (p *Player) AdvanceFunc(dt time.Duration, fn func(Event)) {
	p.follow()
	p.syncSpeech(dt)
	if p.manual || p.muted {
		p.pure.AdvanceFunc(dt, fn)
		return
	}
	s := p.stream
	if s == nil {
		s = &soundStream{}
		s.event = p.streamed
		p.stream = s
	}
	s.fn, s.end = fn, p.endOf(dt)
	p.pure.AdvanceFunc(dt, s.event)
	s.fn = nil
}

// streamed plays the sound of e, then hands e to the game (AdvanceFunc).
func (p *Player) streamed(e Event) {
	s := p.stream
	if e.Kind == EventSound {
		p.playSound(&e, s.end)
	}
	if s.fn != nil {
		s.fn(e)
	}
}

// endOf returns the logical time an update of dt will end at (to the
// nanosecond: the pure player carries fractions): Now plus dt x speed,
// saturating as the player's clock does.
func (p *Player) endOf(dt time.Duration) time.Duration {
	now := p.Now()
	if p.Paused() || dt <= 0 {
		return now
	}
	x := float64(dt) * p.Speed()
	if x >= float64(math.MaxInt64-now) {
		return math.MaxInt64
	}
	return now + time.Duration(x)
}
