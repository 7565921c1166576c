package rig

// swayBufs is the part of a scratch that a sway step poses the chain in.
type swayBufs struct {
	vals, from []channels
	world      []Affine
	moved      []bool
}

// fitSway makes the sway buffers hold n bones.
func (s *scratch) fitSway(n int) {
	b := &s.sw
	if cap(b.vals) < n {
		b.vals = make([]channels, n)
		b.from = make([]channels, n)
		b.world = make([]Affine, n)
		b.moved = make([]bool, n)
	}
	b.vals, b.from, b.world, b.moved = b.vals[:n], b.from[:n], b.world[:n], b.moved[:n]
}

// trackIndex lists a bound clip's transform tracks bone by bone, so that
// a sway step samples only the bones it reads.
type trackIndex struct {
	start []int32 // bone i's tracks are ids[start[i]:start[i+1]]
	ids   []int32
}

// indexTracks builds the index of tracks for a rig of n bones.
func indexTracks(n int, tracks []boundTrack) trackIndex {
	x := trackIndex{start: make([]int32, n+1)}
	for _, tr := range tracks {
		if tr.ch < numTransformChannels {
			x.start[tr.bone+1]++
		}
	}
	for i := 0; i < n; i++ {
		x.start[i+1] += x.start[i]
	}
	x.ids = make([]int32, x.start[n])
	fill := append([]int32(nil), x.start[:n]...)
	for k, tr := range tracks {
		if tr.ch < numTransformChannels {
			x.ids[fill[tr.bone]] = int32(k)
			fill[tr.bone]++
		}
	}
	return x
}

// timeAt returns the clip time dt seconds on, as advance would make it.
func (s *playback) timeAt(dt float64) float64 {
	c := s.b.Clip
	d := c.Duration
	t1 := s.t + dt
	if !c.Loop {
		if s.ended {
			return s.t
		}
		return min(t1, d)
	}
	if t1 < d {
		return t1
	}
	return modPositive(t1, d)
}

// sampleBone writes bone i's transform values at time t into v and
// reports whether the clip moves the bone.
func (s *playback) sampleBone(i int, t float64, v *channels) bool {
	x := &s.b.byBone
	ids := x.ids[x.start[i]:x.start[i+1]]
	for _, k := range ids {
		tr := &s.b.tracks[k]
		v[tr.ch] = tr.sample(t, &s.cursors[k])
	}
	return len(ids) > 0
}

// chainTime is the time a chain is posed at: dt seconds after the
// player's current state, the clips moving with it (clips) or standing
// still (only tweens move).
type chainTime struct {
	dt, tc, tp, w float64
	clips, fading bool
}

// chainTimeAt returns the chain time dt seconds on.
func (p *Player) chainTimeAt(dt float64, clips bool) chainTime {
	ct := chainTime{dt: dt, clips: clips}
	cur, prev := &p.cur, &p.prev
	if cur.b != nil {
		ct.tc = cur.t
		if clips {
			ct.tc = cur.timeAt(dt)
		}
	}
	if prev.b != nil {
		mt := p.mixT
		if clips {
			mt += dt
			ct.tp = prev.timeAt(dt)
		} else {
			ct.tp = prev.t
		}
		if mt < p.mixDur || !clips {
			ct.fading = true
			ct.w = p.weightAt(mt)
		}
	}
	return ct
}

// boneVals writes bone i's values at ct into b.vals[i] (b.from[i] is
// scratch for the clip fading out) and reports whether anything moves the
// bone: the clips, the overrides and the tweens, as the pose does
// (poseOf).
func (p *Player) boneVals(b *swayBufs, i int, ct *chainTime) bool {
	r := p.rig
	v, f := &b.vals[i], &b.from[i]
	*v = r.defaults[i]
	m := false
	if p.cur.b != nil && p.cur.sampleBone(i, ct.tc, v) {
		m = true
	}
	if ct.fading {
		*f = r.defaults[i]
		if p.prev.sampleBone(i, ct.tp, f) {
			m = true
		}
		if m {
			blend(b.from[i:i+1], b.vals[i:i+1], ct.w)
		}
	}
	for k := range p.overrides {
		if o := &p.overrides[k]; int(o.bone) == i && o.ch < numTransformChannels {
			v[o.ch] = o.value
			m = true
		}
	}
	for k := range p.tweens {
		if t := &p.tweens[k]; t.bone == i {
			if ch, ok := channelOf(t.prop); ok && ch < numTransformChannels {
				e := t.elapsed // tweens move in Advance, stopped or not
				if t.tw.Playing {
					e += ct.dt
				}
				v[ch] = t.tw.Value(e)
				m = true
			}
		}
	}
	return m
}

// composeBone sets bone i's world transform in b from its values v
// (moved m) and its parent's, and reports whether it differs from rest.
func (p *Player) composeBone(b *swayBufs, i int, v *channels, m bool) bool {
	r := p.rig
	pw := &IdentityAffine
	par := int(r.parent[i])
	if par >= 0 {
		pw = &b.world[par]
	}
	switch {
	case m:
		var l Affine
		localInto(&l, v)
		mulInto(&b.world[i], pw, &l)
	case par >= 0 && b.moved[par]:
		mulInto(&b.world[i], pw, &r.rest.local[i])
		m = true
	default:
		b.world[i] = r.rest.world[i]
	}
	b.moved[i] = m
	return m
}

// swayStepAt poses the chain dt seconds after the player's current state
// (clips false: the clips stand still, only tweens move) and advances
// every swaying bone and piece by one step there. The arithmetic is the
// pose's own (poseOf), so a step's inputs depend only on the time.
func (p *Player) swayStepAt(b *swayBufs, dt float64, clips bool) {
	r := p.rig
	sw := p.sw
	ct := p.chainTimeAt(dt, clips)
	nextBone := 0
	for _, i32 := range sw.chain {
		i := int(i32)
		v := &b.vals[i]
		m := p.boneVals(b, i, &ct)
		if nextBone < len(sw.bones) && int(sw.bones[nextBone].bone) == i {
			pw := &IdentityAffine
			if par := int(r.parent[i]); par >= 0 {
				pw = &b.world[par]
			}
			sw.bones[nextBone].stepBone(&sw.st[nextBone], pw, v)
			v[chRotZ] += sw.st[nextBone].a
			nextBone++
			m = true
		}
		p.composeBone(b, i, v, m)
	}
	nb := len(sw.bones)
	for j := range p.outfit.sway {
		it := &p.outfit.sway[j]
		it.stepPiece(&sw.st[nb+j], &b.world[it.bone])
	}
}

// weightAt is weight() at mix time mt.
func (p *Player) weightAt(mt float64) float64 {
	wt := p.weighting
	if wt == nil {
		wt = defaultWeighting()
	}
	t := 1.0
	if p.mixDur > 0 {
		t = mt / p.mixDur
	}
	return wt.Eval(max(0, min(1, t)))
}
