package rig

// How a track above 0 lays its clips over the pose of the tracks below
// (docs/rig.md#tracks-of-clips): each property its clip keys becomes
// below + alpha x (clip - below), rotations along the shorter arc and the
// stepped sorting order switching at alpha 0.5; with alpha 1 the clip's
// value replaces the one below. A property the clip does not key keeps
// the value below. During a cross-fade on the track, the track's own
// value is the blend of its two clips (docs/rig.md#cross-fades), where a
// property only one of them keys blends with the value below, and an
// empty side (a fade in or out) is the pose below; the alpha applies to
// that blend.

// applyLayers lays the tracks above 0 over s.vals, lowest first, marking
// the bones they move in s.moves.
func (p *Player) applyLayers(s *scratch) {
	for _, t := range p.x.layers {
		if t == nil || !(t.alpha > 0) {
			continue
		}
		if t.mixing() {
			t.applyFading(p, s)
		} else if t.cur.b != nil {
			t.cur.applyOver(s.vals, s.moves, t.alpha)
		}
	}
}

// applyOver lays the clip's sampled values over vals by alpha a and marks
// the bones whose transform it animates in moves.
func (s *playback) applyOver(vals []channels, moves []bool, a float64) {
	cursors := s.cursors[:len(s.b.tracks)]
	for i := range s.b.tracks {
		tr := &s.b.tracks[i]
		v := &vals[tr.bone][tr.ch]
		*v = over(tr.ch, *v, tr.sample(s.t, &cursors[i]), a)
	}
	for _, i := range s.b.moves {
		moves[i] = true
	}
}

// applyFading lays a track that is cross-fading (or fading in or out)
// over s.vals.
func (t *track) applyFading(p *Player, s *scratch) {
	vals, from, below := s.vals, s.from, s.below
	copy(below, vals)
	copy(from, vals)
	t.prev.apply(from, s.moves)
	t.cur.apply(vals, s.moves)
	w, a := p.weightOf(t, t.mixT), t.alpha
	for i := range vals {
		overBlend(&below[i], &from[i], &vals[i], w, a)
	}
}

// overBone is applyOver and applyFading for bone i's transform alone, at
// the times tt, on v (the value below on entry); scratch is a buffer. It
// reports whether the track moves the bone.
func (t *track) overBone(i int, tt *trackTimes, v, scratch *channels) bool {
	if !(t.alpha > 0) {
		return false
	}
	a := t.alpha
	if !tt.fading {
		s := &t.cur
		if s.b == nil {
			return false
		}
		x := &s.b.byBone
		ids := x.ids[x.start[i]:x.start[i+1]]
		for _, k := range ids {
			tr := &s.b.tracks[k]
			v[tr.ch] = over(tr.ch, v[tr.ch], tr.sample(tt.tc, &s.cursors[k]), a)
		}
		return len(ids) > 0
	}
	below := *v
	*scratch = below
	m := false
	if t.prev.b != nil && t.prev.sampleBone(i, tt.tp, scratch) {
		m = true
	}
	if t.cur.b != nil && t.cur.sampleBone(i, tt.tc, v) {
		m = true
	}
	if m {
		overBlend(&below, scratch, v, tt.w, a)
	}
	return m
}

// overBlend sets to = over(below, blend(from, to, w), a) per channel.
func overBlend(below, from, to *channels, w, a float64) {
	for c := channel(0); c < numChannels; c++ {
		to[c] = over(c, below[c], blendOne(c, from[c], to[c], w), a)
	}
}

// blendOne is blend for one channel: from + (to - from) * w, rotations
// along the shorter arc, the sorting order switching at w = 0.5.
func blendOne(c channel, from, to, w float64) float64 {
	switch c {
	case chRotX, chRotY, chRotZ:
		return from + w*shortArc(to-from)
	case chOrder:
		if w < 0.5 {
			return from
		}
		return to
	}
	return from + w*(to-from)
}

// over returns value v laid over value below by alpha a in [0, 1].
func over(c channel, below, v, a float64) float64 {
	if a >= 1 {
		return v
	}
	return blendOne(c, below, v, a)
}
