package rig

import "time"

// swayRun is a Player's sway: the state of each swaying bone and piece,
// the fixed step's remainder and what the steps must pose.
type swayRun struct {
	off   bool        // physics turned off (SetPhysics(false))
	rem   float64     // time since the last step (see advanceSway)
	st    []swayState // the swaying bones (in bones' order), then the outfit's pieces
	alt   []swayState // the other buffer, for Wear's remapping
	bones []swayBone  // plain bones that sway (SetBoneSway), parents first
	// chain lists the bones whose world transform a step reads, parents
	// first: every swaying bone and piece bone with its ancestors. It was
	// made for chainOf; a change of outfit or bones makes it again.
	chain   []int32
	chainOf *Outfit
	dirty   bool
	pending bool   // a step at the current time is due (runPending)
	mark    []bool // chain's work buffer
}

// SetPhysics turns secondary motion on (the default) or off. Off, every
// swaying piece and bone is drawn at its attached pose and costs nothing;
// turned on again it starts from rest.
func (p *Player) SetPhysics(on bool) {
	if p.sw == nil {
		if on {
			return
		}
		p.sw = new(swayRun)
	}
	if p.sw.off == !on {
		return
	}
	p.sw.off = !on
	p.sw.restart()
	p.changed()
}

// Physics reports whether secondary motion is on.
func (p *Player) Physics() bool { return p.sw == nil || !p.sw.off }

// restart puts every piece at rest at the current pose and the fixed
// step's grid at the current time. It does nothing on nil.
func (sw *swayRun) restart() {
	if sw == nil {
		return
	}
	for i := range sw.st {
		sw.st[i].rest()
	}
	sw.rem, sw.pending = 0, false
}

// fitChain makes the chain current for the player's outfit and bones.
func (p *Player) fitChain() {
	sw := p.sw
	if sw.chainOf == p.outfit && !sw.dirty {
		return
	}
	r := p.rig
	n := len(r.Bones)
	if cap(sw.mark) < n {
		sw.mark = make([]bool, n)
	}
	mark := sw.mark[:n]
	clear(mark)
	need := func(b int) {
		for ; b >= 0 && !mark[b]; b = int(r.parent[b]) {
			mark[b] = true
		}
	}
	for i := range sw.bones {
		need(int(sw.bones[i].bone))
	}
	for i := range p.outfit.sway {
		need(int(p.outfit.sway[i].bone))
	}
	sw.chain = sw.chain[:0]
	for _, i := range r.Order {
		if mark[i] {
			sw.chain = append(sw.chain, int32(i))
		}
	}
	sw.chainOf, sw.dirty = p.outfit, false
}

// swaySnap is how close (seconds) to a tick's end a step may fall and be
// run from the tick's end pose: float rounding, and the nanosecond
// rounding of time.Duration ticks (a 60 Hz tick of 16666666 ns).
const swaySnap = 1e-9

// advanceSway runs the fixed steps that fall in the next dt seconds, each
// from the pose at its own time: those inside the tick from the chain
// posed dt' seconds after the player's state before the tick passes
// (swayStepAt); one at the tick's end is left pending, to be run from the
// pose the frame computes anyway (runPending). The clips of stopped tracks
// stand still (the pose holds after Stop).
func (p *Player) advanceSway(dt float64) {
	sw := p.sw
	if sw == nil || sw.off || len(sw.st) == 0 {
		return
	}
	if sw.pending {
		p.runPending(nil)
	}
	start, rem := 0.0, sw.rem
	if dt > SwayHitch {
		// A hitch: only the last SwayHitch seconds are simulated.
		start, rem = dt-SwayHitch, 0
		for i := range sw.st {
			sw.st[i].forget()
		}
	}
	x := rem + (dt - start)
	n := int((x + swaySnap) * invStep)
	if n < 0 {
		n = 0
	}
	inside := n
	if n > 0 && start+float64(n)*SwayStep-rem >= dt-swaySnap {
		inside--
		sw.pending = true
	}
	if inside > 0 {
		p.fitChain()
		s := getScratch()
		s.fitSway(len(p.rig.Bones))
		for k := 1; k <= inside; k++ {
			p.swayStepAt(&s.sw, start+float64(k)*SwayStep-rem)
		}
		putScratch(s)
	}
	// In [-swaySnap, SwayStep - swaySnap): slightly negative after a step
	// run a hair early, so that no time is lost.
	sw.rem = x - float64(n)*SwayStep
}

// runPending runs the step due at the player's current time. s, when not
// nil, holds the player's current pose without sway (poseOf, for an outfit
// whose bones do not sway): the pieces step from it; else the chain is
// posed for the step.
func (p *Player) runPending(s *scratch) {
	sw := p.sw
	sw.pending = false
	if s != nil && len(sw.bones) == 0 {
		for j := range p.outfit.sway {
			it := &p.outfit.sway[j]
			it.stepPiece(&sw.st[j], &s.world[it.bone])
		}
		return
	}
	p.fitChain()
	t := getScratch()
	t.fitSway(len(p.rig.Bones))
	p.swayStepAt(&t.sw, 0)
	putScratch(t)
}

// SwayInfo describes one swaying piece or bone as drawn now.
type SwayInfo struct {
	// ID is the piece's id ("<item id>#<slot>") or "bone/<name>".
	ID string
	// Bone is the bone the piece hangs on, or the swaying bone.
	Bone int
	// Angle is the extra angle drawn, in degrees, counter-clockwise
	// positive in the piece's own frame.
	Angle float64
	// PivotX and PivotY are the pivot's world position.
	PivotX, PivotY float64
}

// Sways appends the swaying bones and pieces, as drawn now, to dst: the
// bones in the rig's order, then the pieces in the outfit's order.
func (p *Player) Sways(dst []SwayInfo) []SwayInfo {
	sw := p.sw
	if sw == nil {
		return dst
	}
	s := getScratch()
	s.poseOf(p)
	for i := range sw.bones {
		b := &sw.bones[i]
		w := &s.world[b.bone]
		dst = append(dst, SwayInfo{ID: b.id, Bone: int(b.bone),
			Angle: p.shownAngle(i), PivotX: w.T[0], PivotY: w.T[1]})
	}
	nb := len(sw.bones)
	for j := range p.outfit.sway {
		it := &p.outfit.sway[j]
		x, y := it.pivot(&s.world[it.bone])
		dst = append(dst, SwayInfo{ID: it.id, Bone: int(it.bone), Angle: p.shownAngle(nb + j), PivotX: x, PivotY: y})
	}
	putScratch(s)
	return dst
}

// shownAngle returns state i's angle as drawn, 0 with physics off: the
// angle of the last step (a step function of time, the same for any
// tick).
func (p *Player) shownAngle(i int) float64 {
	if p.sw == nil || p.sw.off || i >= len(p.sw.st) {
		return 0
	}
	return p.sw.st[i].a
}

// swayPose adds the swaying bones' angles to their rotation in vals (the
// pose's sampled values); called by poseOf before the transforms are
// composed.
func (p *Player) swayPose(vals []channels, moves []bool) {
	sw := p.sw
	if sw == nil || sw.off || len(sw.bones) == 0 {
		return
	}
	if sw.pending {
		p.runPending(nil) // the bones' steps pose their own chain
	}
	for i := range sw.bones {
		b := sw.bones[i].bone
		vals[b][chRotZ] += p.shownAngle(i)
		moves[b] = true
	}
}

// swayPlaces runs a pending step from the pose in s and computes the
// swaying pieces' placements as drawn now, for appendItems; called by
// poseOf after the transforms are composed.
func (s *scratch) swayPlaces(p *Player) {
	o := p.outfit
	s.swayOn = p.sw != nil && !p.sw.off && len(o.sway) > 0
	if !s.swayOn {
		return
	}
	if p.sw.pending {
		p.runPending(s)
	}
	if cap(s.swayPlace) < len(o.sway) {
		s.swayPlace = make([]Affine, len(o.sway))
	}
	s.swayPlace = s.swayPlace[:len(o.sway)]
	st := p.sw.st[len(p.sw.bones):]
	for j := range o.sway {
		it := &o.sway[j]
		if st[j].a == 0 {
			s.swayPlace[j] = o.entries[it.entry].place
			continue
		}
		it.swayedPlace(st[j].sn, st[j].cs, &s.swayPlace[j])
	}
}

// frameWorld returns drawable k's own frame in the world
// (DrawEntry.World) from the pose in s.
func (s *scratch) frameWorld(p *Player, k int) Affine {
	o := p.outfit
	e := &o.entries[k]
	w := s.world[e.xf]
	if !e.clothing {
		return w
	}
	f := w.Mul(o.frames[k])
	if e.sway != 0 && p.sw != nil {
		if a := p.shownAngle(len(p.sw.bones) + int(e.sway) - 1); a != 0 {
			f = f.Mul(TRS(0, 0, a, 1, 1))
		}
	}
	return f
}

// swaying reports whether the player simulates anything.
func (p *Player) swaying() bool { return p.sw != nil && !p.sw.off && len(p.sw.st) > 0 }

// swayWear carries the states of the pieces that outfit o shares with the
// one worn (by piece id) and puts o's other pieces at rest; the pieces
// taken off stop. It allocates only when o has more swaying pieces than
// the player has held before.
func (p *Player) swayWear(o *Outfit) {
	if p.sw == nil {
		if len(o.sway) == 0 {
			return
		}
		p.sw = new(swayRun)
	}
	sw := p.sw
	old := p.outfit
	nb := len(sw.bones)
	n := nb + len(o.sway)
	if cap(sw.alt) < n {
		sw.alt = make([]swayState, n)
	}
	alt := sw.alt[:n]
	copy(alt, sw.st[:nb])
	for j := range o.sway {
		alt[nb+j] = swayState{cs: 1}
		for i := range old.sway {
			if old.sway[i].id == o.sway[j].id && nb+i < len(sw.st) {
				alt[nb+j] = sw.st[nb+i]
				break
			}
		}
	}
	sw.st, sw.alt = alt, sw.st[:0]
}

// TakeSway carries the sway of from — a player of the same character
// before a reload — onto p: each swaying piece of p's outfit that from
// wore too (the same id, on a bone of the same name, placed the same way)
// and each swaying bone of the same name keeps its angle and speed and
// takes p's values for spring, damping and the rest at once; the others
// start at rest. The pivots' earlier motion is forgotten (the new rig may
// have moved them). Physics on or off and the step's remainder carry
// over. Call it after p's clip, clothes and bone sways are set.
func (p *Player) TakeSway(from *Player) {
	if from == nil || from == p {
		return
	}
	if from.sw == nil {
		if p.sw != nil {
			p.sw.restart()
			p.sw.off = false
			p.changed()
		}
		return
	}
	if p.sw == nil {
		p.sw = new(swayRun)
	}
	sw, fw := p.sw, from.sw
	sw.restart()
	sw.off, sw.rem, sw.pending = fw.off, fw.rem, fw.pending
	if sw.off {
		p.changed()
		return
	}
	for i := range sw.bones {
		name := p.rig.Bones[sw.bones[i].bone].Name
		for k := range fw.bones {
			if k < len(fw.st) && from.rig.Bones[fw.bones[k].bone].Name == name {
				sw.st[i] = fw.st[k]
				sw.st[i].forget()
			}
		}
	}
	nb, fnb := len(sw.bones), len(fw.bones)
	for j := range p.outfit.sway {
		it := &p.outfit.sway[j]
		for k := range from.outfit.sway {
			ft := &from.outfit.sway[k]
			if ft.id == it.id && ft.frame == it.frame && ft.pic == it.pic &&
				from.rig.Bones[ft.bone].Name == p.rig.Bones[it.bone].Name && fnb+k < len(fw.st) {
				sw.st[nb+j] = fw.st[fnb+k]
				sw.st[nb+j].forget()
				break
			}
		}
	}
	p.changed()
}

// SwayPoseSpan is the longest span PlayAt simulates: a later time starts
// the simulation SwayPoseSpan before it.
const SwayPoseSpan = 10 * time.Minute

// PlayAt plays b (nil for no clip) from its start without a cross-fade
// and moves the player t on as a game ticking at SwayStep would, without
// reporting events: the clip lands where Seek(t) puts it, the tweens t
// further, the swaying pieces and bones have the motion of that time
// (of the last SwayPoseSpan of it), and the clip effects the particles
// of playing from the start (docs/effects.md#playing). This is the pose at a time that
// `rigplay pose --time` prints. It does not allocate in steady state; its
// cost grows with t up to SwayPoseSpan.
func (p *Player) PlayAt(b *Bound, t time.Duration) error {
	if err := p.Play(b, 0); err != nil {
		return err
	}
	p.fx.reset() // the particles at t are those of this run alone
	if t <= 0 {
		return nil
	}
	at := t.Seconds()
	left := at
	if t > SwayPoseSpan {
		// Skip to SwayPoseSpan before t: the clip by seeking, the tweens
		// by moving them.
		skip := at - SwayPoseSpan.Seconds()
		if p.seek(skip) {
			p.sw.restart()
		}
		p.advanceTweens(skip)
		left = SwayPoseSpan.Seconds()
	}
	for left > 0 {
		dt := min(left, SwayHitch)
		p.move(0, 0, dt, -1) // no events are kept
		left -= dt
	}
	p.events = p.events[:0]
	p.announced() // a pose reports nothing
	p.seek(at)    // exactly where Seek puts it, the sway kept
	return nil
}

// SwayToLimit puts every swaying piece and bone at rest at its maxAngle
// on one side (side > 0: counter-clockwise, side < 0: clockwise, 0: at its
// attached pose), for tools that need the reach of the motion, such as a
// character's bounds. The next step swings on from there.
func (p *Player) SwayToLimit(side int) {
	sw := p.sw
	if sw == nil || sw.off {
		return
	}
	nb := len(sw.bones)
	for i := range sw.st {
		var m float64
		if i < nb {
			m = sw.bones[i].coef.max
		} else {
			m = p.outfit.sway[i-nb].coef.max
		}
		st := &sw.st[i]
		st.rest()
		switch {
		case side > 0:
			st.a = m
		case side < 0:
			st.a = -m
		}
		st.sn, st.cs = sincosDeg(st.a)
	}
	sw.pending = false
	p.changed()
}
