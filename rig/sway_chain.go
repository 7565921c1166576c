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

// chainTimes are every track's times dt seconds after the player's
// current state: when a chain of bones is posed (a sway step, an effects
// step).
type chainTimes struct {
	dt      float64
	base    trackTimes
	layered bool
	layers  [PlayerTracks - 1]trackTimes
}

// chainTimesAt returns the tracks' times dt seconds on.
func (p *Player) chainTimesAt(dt float64) chainTimes {
	ct := chainTimes{dt: dt, base: p.track.timesAt(p, dt), layered: p.x != nil && len(p.x.layers) > 0}
	if ct.layered {
		for j, t := range p.x.layers {
			if t != nil {
				ct.layers[j] = t.timesAt(p, dt)
			}
		}
	}
	return ct
}

// boneVals writes bone i's values at ct into b.vals[i] (b.from[i] is
// scratch for a clip fading out) and reports whether anything moves the
// bone: the clips of every track, the overrides and the tweens, with the
// pose's own arithmetic (poseOf, applyTracks).
func (p *Player) boneVals(b *swayBufs, i int, ct *chainTimes) bool {
	r := p.rig
	cur, prev := &p.cur, &p.prev
	v := &b.vals[i]
	*v = r.defaults[i]
	m := false
	if cur.b != nil && cur.sampleBone(i, ct.base.tc, v) {
		m = true
	}
	if ct.base.fading {
		f := &b.from[i]
		*f = r.defaults[i]
		if prev.sampleBone(i, ct.base.tp, f) {
			m = true
		}
		if m {
			blend(b.from[i:i+1], b.vals[i:i+1], ct.base.w)
		}
	}
	if ct.layered {
		for j, t := range p.x.layers {
			if t != nil && t.overBone(i, &ct.layers[j], v, &b.from[i]) {
				m = true
			}
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
// (moved: m) and its parent's, and reports whether it differs from the
// rest pose.
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
// (the clips of stopped tracks stand still, only tweens move there) and
// advances every swaying bone and piece by one step there. The arithmetic
// is the pose's own (poseOf, applyTracks), so a step's inputs depend only
// on the time.
func (p *Player) swayStepAt(b *swayBufs, dt float64) {
	r := p.rig
	sw := p.sw
	ct := p.chainTimesAt(dt)
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

// trackTimes are a track's clip times and cross-fade weight some time
// after the player's current state, for a sway step.
type trackTimes struct {
	tc, tp, w float64
	fading    bool
}

// timesAt returns the track's times dt seconds on, as a move would make
// them (a stopped track's stand still).
func (t *track) timesAt(p *Player, dt float64) trackTimes {
	var tt trackTimes
	cur, prev := &t.cur, &t.prev
	moving := !cur.stopped
	if cur.b != nil {
		tt.tc = cur.t
		if moving {
			tt.tc = cur.timeAt(dt)
		}
	}
	if t.mixing() {
		mt := t.mixT
		if moving {
			mt += dt
			if prev.b != nil {
				tt.tp = prev.timeAt(dt)
			}
		} else {
			tt.tp = prev.t
		}
		if mt < t.mixDur || !moving {
			tt.fading = true
			tt.w = p.weightOf(t, mt)
		}
	}
	return tt
}
