package rig

import "time"

// exitTo is where an Exit in progress goes once the clip has finished its
// run: next cross-fades in over mix (or, when next is nil or the clip
// that ended, the pose holds).
type exitTo struct {
	next *Bound
	mix  time.Duration
}

// Exit asks the clip playing on track 0 to finish rather than stop
// mid-motion (docs/rig.md#exit-on-a-rig): a looping clip plays to the end
// of the run it is in, reports EventClipEnd there and does not wrap; a clip
// that does not loop plays to its end. Then next cross-fades in over mix
// (AutoMix: the player's Mixes), or, when next is nil or is the clip that
// ended, the last pose holds (as after Stop; the tweens run on). On a
// clip that has already reached its end, next comes in at the next
// Advance. A clip queued after the one playing (QueueClip) goes before
// next. Exit does nothing without a clip or after Stop; Play drops it.
// next must be bound to the player's rig.
func (p *Player) Exit(next *Bound, mix time.Duration) error {
	return p.ExitTrack(0, next, mix)
}

// ExitTrack is Exit on track k; on a track above 0, a nil next fades the
// track out over mix to the tracks below.
func (p *Player) ExitTrack(k int, next *Bound, mix time.Duration) error {
	if next != nil && next.Rig != p.rig {
		return ErrOtherRig
	}
	if k < 0 || k >= PlayerTracks {
		return ErrNoTrack
	}
	t := p.trackAt(k)
	if t == nil || t.cur.b == nil || t.cur.stopped {
		return nil
	}
	t.cur.exiting, t.exit = true, exitTo{next: next, mix: mix}
	n := maxEvents(t.cur.b) + 1
	if next != nil {
		n += maxEvents(next)
	}
	p.fitEvents(n)
	return nil
}

// Exiting reports whether an Exit is in progress on track 0.
func (p *Player) Exiting() bool { return p.cur.exiting }

// Stop freezes the pose (the clips of every track and their cross-fades)
// until the next Play: Advance then moves only the tweens, and swaying
// pieces settle. It drops every Exit in progress and every queued clip;
// their requests, and those of the clips playing, are interrupted. A
// track starts again when a clip is set on it.
func (p *Player) Stop() {
	p.eachTrack(func(_ int, t *track) {
		p.dropQueue(t) // EndDropped
		p.finish(&t.cur, EndStopped)
		t.cur.stopped, t.cur.exiting, t.exit = true, false, exitTo{}
	})
}

// Stopped reports whether the pose of track 0 holds: after Stop, or after
// an Exit that had no other clip to go on to.
func (p *Player) Stopped() bool { return p.cur.stopped }

// Playing reports whether a clip is advancing on track 0: one is playing,
// the player is not stopped, and the clip loops or has not reached its
// end.
func (p *Player) Playing() bool { return p.cur.playing() }

// afterExit follows a clip of track t (number k) that ended by Exit: the
// exit's next clip cross-fades in, or the last pose holds.
func (p *Player) afterExit(t *track, k int) {
	x := t.exit
	t.cur.exiting, t.exit = false, exitTo{}
	if x.next == nil && k > 0 {
		p.start(t, k, nil, x.mix, 0) // a track above 0 fades out to the tracks below
		return
	}
	if x.next == nil || x.next == t.cur.b {
		t.cur.stopped = true // the last pose holds
		return
	}
	p.start(t, k, x.next, x.mix, 0) // Exit checked its rig
}
