package engine

import (
	"math"
	"time"
)

// speechSync drives the speech clock of a Player whose speech plays
// through an Audio sink: from the sound's position while it is heard, and
// from Update's time while it is not (the device is opening, waits for a
// click in a browser, or cannot play): the mouth and the words keep the
// speech's pace either way. The pure player's own clock stops once the
// clock is synced (character.Player.SyncSpeech), so every Update sets it.
type speechSync struct {
	// v is the speech's sound (nil when the Audio could not play it);
	// from is the Audio playing it.
	v    voice
	from *Audio
	// on is set while this Player drives the speech clock.
	on bool
	// at is the clock last given; waited is how long the sound has been
	// waited for; heard is set once its position moved.
	at, waited time.Duration
	heard      bool
}

// speechGrace is how long the mouth waits at the start for the device to
// begin playing before it goes on at Update's pace.
const speechGrace = 250 * time.Millisecond

// finished is added to the clock when the sound has played out, so the
// track ends with it.
const finished = time.Hour

// syncSpeech sets the speech clock before an Update of dt.
func (p *Player) syncSpeech(dt time.Duration) {
	s := &p.speech
	if !s.on {
		return
	}
	if !p.Speaking() {
		*s = speechSync{}
		return
	}
	step := dt
	if p.Paused() || step < 0 {
		step = 0
	}
	if s.v != nil && s.from.Err() != nil {
		// The device stopped (the Audio closed the sound): go on from
		// where the sound was, at Update's pace.
		s.v = nil
	}
	if s.v == nil {
		s.at = addSat(s.at, step)
		p.SyncSpeech(s.at)
		return
	}
	pos, playing := s.v.Position(), s.v.IsPlaying()
	if pos > 0 {
		s.heard = true
	}
	switch {
	case !playing:
		s.at = addSat(max(pos, s.at), finished) // played out: let the track end
	case s.heard:
		s.at = pos
	case s.waited < speechGrace:
		s.waited = addSat(s.waited, step) // the device is starting: hold the first shape
	default:
		s.at = addSat(s.at, step) // the device does not start: keep the pace
	}
	p.SyncSpeech(s.at)
}

// addSat returns a + b (b >= 0), or math.MaxInt64 where that would
// overflow: the speech clock saturates after a huge update, it never
// wraps into the past (docs/actions.md#long-ticks).
func addSat(a, b time.Duration) time.Duration {
	if b > 0 && a > math.MaxInt64-b {
		return math.MaxInt64
	}
	return a + b
}
