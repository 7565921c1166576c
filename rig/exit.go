package rig

import "time"

// exitTo is where an Exit in progress goes once the clip has finished its
// run: next cross-fades in over mix (or, when next is nil or the clip
// that ended, the pose holds).
type exitTo struct {
	next *Bound
	mix  time.Duration
}

// Exit asks the playing clip to finish rather than stop mid-motion
// (docs/rig.md#exit-on-a-rig): a looping clip plays to the end of the run
// it is in, reports EventClipEnd there and does not wrap; a clip that does not
// loop plays to its end. Then next cross-fades in over mix, or, when next
// is nil or is the clip that ended, the last pose holds (as after Stop;
// the tweens run on). On a clip that has already reached its end, next
// comes in at the next Advance. Exit does nothing without a clip or after
// Stop; Play drops it. next must be bound to the player's rig.
func (p *Player) Exit(next *Bound, mix time.Duration) error {
	if next != nil && next.Rig != p.rig {
		return ErrOtherRig
	}
	if p.cur.b == nil || p.cur.stopped {
		return nil
	}
	p.cur.exiting, p.exit = true, exitTo{next: next, mix: mix}
	n := maxEvents(p.cur.b) + 1
	if next != nil {
		n += maxEvents(next)
	}
	p.fitEvents(n)
	return nil
}

// Exiting reports whether an Exit is in progress.
func (p *Player) Exiting() bool { return p.cur.exiting }

// Stop freezes the pose (the clip and a cross-fade) until the next Play:
// Advance then moves only the tweens, and swaying pieces settle. It drops
// an Exit in progress.
func (p *Player) Stop() {
	p.cur.stopped, p.cur.exiting, p.exit = true, false, exitTo{}
}

// Stopped reports whether the pose holds: after Stop, or after an Exit
// that had no other clip to go on to.
func (p *Player) Stopped() bool { return p.cur.stopped }

// Playing reports whether a clip is advancing: one is playing, the player
// is not stopped, and the clip loops or has not reached its end.
func (p *Player) Playing() bool {
	if p.cur.stopped || p.cur.b == nil {
		return false
	}
	c := p.cur.b.Clip
	return c.Loop || p.cur.t < c.Duration
}

// afterExit follows a clip that ended by Exit at time at into the
// Advance, with left of the step to play: the exit's next clip
// cross-fades in and plays it, or the last pose holds.
func (p *Player) afterExit(at, left time.Duration) {
	x := p.exit
	p.cur.exiting, p.exit = false, exitTo{}
	if x.next == nil || x.next == p.cur.b {
		p.cur.stopped = true // the last pose holds
		p.hold(left.Seconds())
		return
	}
	p.Play(x.next, x.mix) // Exit checked its rig
	if left > 0 {
		p.step(at, left)
	}
}
