package rig

// Reset puts the player back as NewPlayer made it (docs/rig.md#reset): the
// rest pose, no clip on any track, alpha 1 everywhere, nothing queued,
// worn or overridden, no tweens or sway, the default weighting and no
// Mixes, its clock at 0 and request ids starting again, so that it plays
// exactly as a new player would; the buffers it grew are kept for its
// next life (pooling). Requests made before the Reset report
// EndInterrupted.
func (p *Player) Reset() {
	p.changed() // never 0 again: no scratch may take an old pose for the new one
	p.outfit = p.rig.bare
	if p.outfit == nil {
		p.outfit = NewOutfit(p.rig, nil)
	}
	p.track.reset()
	p.overrides, p.tweens, p.events = p.overrides[:0], p.tweens[:0], p.events[:0]
	p.now, p.sw = 0, nil
	if p.fx != nil { // no particle; effects on; the seed stays
		p.fx.reset()
		p.fx.off = false
	}
	if x := p.x; x != nil {
		for _, t := range x.layers {
			if t != nil {
				t.reset()
			}
		}
		x.weighting, x.mixes = nil, nil
		x.reqSeq = 0
		x.epoch++
		if x.log != nil {
			*x.log = requestLog{}
		}
	}
}

// reset empties the track, keeping its buffers.
func (t *track) reset() {
	cur, prev, q := t.cur.cursors, t.prev.cursors, t.q
	*t = track{alpha: 1, q: q}
	t.cur.cursors, t.prev.cursors = cur[:0], prev[:0]
	if q != nil {
		q.items, q.head = q.items[:0], queueTiming{}
	}
}

// Adopt carries onto p, a new player of a reloaded rig, what old played
// besides track 0's clip (which the caller sets again with Play and Seek,
// and whose Stop or Exit it repeats): the clips of the tracks above 0 at
// their times, with their alpha and their Stop or Exit, the clips queued
// on every track with their timing, the Mixes, and the requests: their
// numbering, how the ended ones ended, and the ids of those playing and
// queued. clip maps a clip of old's rig to the same clip of p's (nil when
// it is gone): a track whose clip is gone is left empty (its request
// stopped), a queued clip that is gone is dropped. Cross-fades in progress
// are over at once.
func (p *Player) Adopt(old *Player, clip func(*Bound) *Bound) {
	if old == nil || old == p {
		return
	}
	if ox := old.x; ox != nil {
		x := p.more()
		x.mixes, x.reqSeq, x.epoch = ox.mixes, ox.reqSeq, ox.epoch
		if ox.log != nil {
			l := *ox.log
			x.log = &l
		}
	}
	old.eachTrack(func(k int, ot *track) {
		t := p.useTrack(k)
		if k > 0 {
			t.alpha = ot.alpha
			if b := clip(ot.cur.b); b != nil {
				p.start(t, k, b, 0, 0)
				t.cur.seekTo(ot.cur.t)
				t.cur.stopped = ot.cur.stopped
				if ot.cur.exiting {
					t.cur.exiting, t.exit = true, exitTo{next: clip(ot.exit.next), mix: ot.exit.mix}
				}
			}
		}
		switch {
		case ot.cur.req == 0:
		case t.cur.b != nil && t.cur.b == clip(ot.cur.b):
			t.cur.req = ot.cur.req
		default:
			p.logRequest(ot.cur.req, EndStopped) // its clip is gone
		}
		for _, q := range ot.queueItems() {
			b := clip(q.b)
			if b == nil && q.b != nil {
				p.logRequest(q.req, EndDropped)
				continue
			}
			if t.q == nil {
				t.q = &trackQueue{}
			}
			t.q.items = append(t.q.items, queued{b: b, mix: q.mix, delay: q.delay, req: q.req})
			if len(t.q.items) == 1 {
				t.q.head = ot.q.head
			}
		}
	})
	p.announced() // the clips go on: they do not start again
	p.changed()
}
