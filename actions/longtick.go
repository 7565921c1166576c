package actions

import (
	"math"
	"time"
)

// MaxExactTick is the longest tick a Player plays exactly
// (docs/actions.md#long-ticks): up to it, one Advance passes the same
// frames at the same instants, with the same events, as any number of
// small ticks would, in constant memory.
//
// A longer tick is a jump. The player plays on exactly, every event
// reported, until it settles: until the next action it would start is an
// idle action of its last idling level (which it would otherwise repeat
// for as long as nobody asks for anything). There its clock moves to the
// end of the tick and that idle action starts, chosen by the seeded
// random source, its events stamped with the tick's end: the skipped time
// is reported by no event. A player that holds (idling off, or a frame held
// while speaking) settles when playback stops; its clock moves on. A player
// that has not settled after MaxExactTick (an action that loops without
// end, idle delays longer than that) carries on from where it is then, as
// if paused for the rest of the tick: every timer moves on with the clock.
// Either way Return actions, queued requests and state rules have been
// followed exactly up to the landing, and the same seed gives the same
// landing.
//
// Logical time stops at math.MaxInt64 nanoseconds (about 292 years): a
// tick past that ends there.
const MaxExactTick = 24 * time.Hour

// advance moves the player dt on (negative dt counts as 0), exactly or by
// a jump.
func (p *Player) advance(dt time.Duration) {
	dt = min(max(dt, 0), math.MaxInt64-p.now)
	target := p.now + dt
	if dt <= MaxExactTick {
		p.play(target)
		p.now = target
		return
	}
	capAt := p.now + MaxExactTick
	p.settling = true
	p.play(capAt)
	p.settling = false
	if p.settled {
		p.settled = false
		p.now = target
		p.playIdle()
		p.play(target)
		p.now = target
		return
	}
	// Not settled by the cap: the rest of the tick is a pause.
	p.now = capAt
	shift := target - capAt
	p.frameEnd = addSat(p.frameEnd, shift)
	if p.soundEnd > capAt {
		p.soundEnd = addSat(p.soundEnd, shift)
	}
	p.holdSince += shift
	p.idleStart += shift
	p.now = target
}

// lastIdleLevel returns the highest idling level whose state lists an
// action, or 0.
func (p *Player) lastIdleLevel() int {
	names := [3]string{StateIdlingLevel1, StateIdlingLevel2, StateIdlingLevel3}
	for l := 3; l >= 1; l-- {
		if s := p.set.State(names[l-1]); s >= 0 && len(p.set.States[s].Actions) > 0 {
			return l
		}
	}
	return 0
}

// addSat returns a + b for b >= 0, or math.MaxInt64 where that would
// overflow: logical times saturate, they never wrap negative.
func addSat(a, b time.Duration) time.Duration {
	if b > 0 && a > math.MaxInt64-b {
		return math.MaxInt64
	}
	return a + b
}
