package rig

import (
	"errors"
	"time"
)

// queueCap bounds the clips queued on one track; more is a caller bug,
// reported as ErrQueueFull.
const queueCap = 16

// ErrQueueFull is returned by QueueClip when a track has queueCap clips
// queued already.
var ErrQueueFull = errors.New("rig: too many clips queued on the track")

// queued is one clip waiting on a track (QueueClip).
type queued struct {
	b          *Bound
	mix, delay time.Duration
	req        uint32
}

// trackQueue is a track's queue, made when a clip is first queued there.
type trackQueue struct {
	items []queued // oldest first
	head  queueTiming
}

// queueLen returns how many clips are queued on the track.
func (t *track) queueLen() int {
	if t.q == nil {
		return 0
	}
	return len(t.q.items)
}

// queueItems returns the clips queued on the track, oldest first.
func (t *track) queueItems() []queued {
	if t.q == nil {
		return nil
	}
	return t.q.items
}

// queueTiming is when the first queued clip starts: afterRun, the run of
// the clip before it must end first (the clip playing when it became
// first: its current run for a looping clip, its end for one that holds),
// then left seconds more; without afterRun, left seconds from now.
type queueTiming struct {
	afterRun bool
	left     float64
}

// QueueClip queues clip b (nil: an empty clip, which fades the track out
// to the tracks below, or leaves the rest pose on track 0) to play on
// track k after what is playing or queued there (a queue, as against
// SetClip's set): it starts delay after the end of the run of the clip
// before it (the current run of a looping clip, which does not wrap when
// delay is 0; the end of one that holds; for the first clip queued, the
// clip playing now, or now when none plays or it has ended: then with no
// delay it starts at once, as SetClip), and fades in over mix (AutoMix:
// the player's Mixes). Meanwhile a looping clip loops
// on and one that holds keeps its last pose. An Exit ends the run first;
// a set, ClearTrack or Stop drops the queue.
func (p *Player) QueueClip(k int, b *Bound, mix, delay time.Duration) (Request, error) {
	if b != nil && b.Rig != p.rig {
		return Request{}, ErrOtherRig
	}
	t := p.useTrack(k)
	if t == nil {
		return Request{}, ErrNoTrack
	}
	if t.queueLen() >= queueCap {
		return Request{}, ErrQueueFull
	}
	if t.q == nil {
		t.q = &trackQueue{items: make([]queued, 0, 4)}
	}
	id := p.newRequest()
	t.q.items = append(t.q.items, queued{b: b, mix: mix, delay: max(delay, 0), req: id})
	if b != nil {
		p.fitEvents(len(p.events) + maxEvents(b) + 1)
	}
	r := p.handOut(id)
	if len(t.q.items) == 1 {
		t.time(t.cur.b, t.cur.ended || t.cur.stopped)
		if !t.q.head.afterRun && t.q.head.left <= 0 {
			p.startQueued(t, k) // nothing to wait for: it starts now
		}
	}
	return r, nil
}

// time sets the first queued clip's timing behind clip before (nil: none;
// held: it plays no more).
func (t *track) time(before *Bound, held bool) {
	d := t.q.items[0].delay.Seconds()
	t.q.head = queueTiming{afterRun: before != nil && !held, left: d}
}

// startQueued starts track t's first queued clip now: the clip it follows
// has played its part, so that clip's request ends.
func (p *Player) startQueued(t *track, k int) {
	q := t.q.items[0]
	t.q.items = append(t.q.items[:0], t.q.items[1:]...)
	p.finish(&t.cur, EndComplete)
	if q.b == nil {
		p.logRequest(q.req, EndComplete) // an empty clip is over once it starts
		q.req = 0
	}
	p.start(t, k, q.b, q.mix, q.req)
	if len(t.q.items) > 0 {
		t.time(q.b, false)
	}
}

// dropQueue empties track t's queue; the queued requests are dropped.
func (p *Player) dropQueue(t *track) {
	if t.q == nil {
		return
	}
	for _, q := range t.q.items {
		p.logRequest(q.req, EndDropped)
	}
	t.q.items = t.q.items[:0]
}

// Queued returns how many clips are queued on track k.
func (p *Player) Queued(k int) int {
	if t := p.trackAt(k); t != nil {
		return t.queueLen()
	}
	return 0
}

// TrackTail returns the clip that a clip queued on track k now would
// follow: the last one queued there, else the one playing (nil for none).
func (p *Player) TrackTail(k int) *Bound {
	t := p.trackAt(k)
	if t == nil {
		return nil
	}
	if n := t.queueLen(); n > 0 {
		return t.q.items[n-1].b
	}
	return t.cur.b
}
