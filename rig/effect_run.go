package rig

import (
	"math"

	"github.com/rigplay/rigplay/engine/drawlist"
)

// fxRun is a Player's particle effects (docs/effects.md#playing): the
// emitters its clips' triggers started and their particles. It is made
// when the player first plays a clip with effects.
type fxRun struct {
	off bool
	// now is the effects' clock: seconds of playback; rem is the time
	// since the last step.
	now, rem float64
	queue    []fxStart // triggers passed, waiting for their step
	ems      []emitter
	live     int    // particles alive over all emitters
	runs     uint64 // runs started since the last reset: each its own random stream
	spare    [][]particle
	bufs     swayBufs      // a step's pose of the emitters' bones
	order    []int32       // draw-list scratch: emitters by sorting order
	items    drawlist.List // DrawEntries scratch
}

// fxStart is a trigger's start of one effect, at time t of the effects'
// clock.
type fxStart struct {
	t  float64
	b  *Bound
	fx int32
}

// emitter is one effect of one clip on a player: the run a trigger
// started and the particles it emitted.
type emitter struct {
	b        *Bound
	fx       int32
	h        uint64 // the current run's random stream
	start    float64
	done     float64 // emission is done up to this time
	emitting bool
	rateR    float64 // the run's random for a rate between two values
	credit   float64 // fractional particles owed by the rate
	dist     float64 // fractional particles owed by the rate over distance
	born     uint64  // particles the run has emitted (or skipped, full)
	last     Affine  // the bone's world transform at the last step
	hasLast  bool
	full     float64 // when full: the earliest death, before which births are skipped
	parts    []particle
}

// particle is one particle: born at time born of the effects' clock, with
// its start position and velocity (in the bone's space for a Local
// effect, in the world for a World one); its motion after that is a
// function of its age (docs/effects.md#motion).
type particle struct {
	born, life     float64
	px, py, vx, vy float64
	g              float64 // gravity, world units per s^2 downward
	size           float64
	c              [4]float32
	h              uint64 // its random stream for what changes over its life
}

// fxSnap is how close two times of the effects' clock may be and count as
// the same: float rounding of tick sums.
const fxSnap = 1e-9

// SetSeed sets the seed of the player's random source: the particles of
// its effects (docs/effects.md#random). Players with the same seed show
// the same particles. It takes effect for runs started after it.
func (p *Player) SetSeed(seed uint64) { p.seed = seed }

// Seed returns the seed of the player's random source (SetSeed).
func (p *Player) Seed() uint64 { return p.seed }

// SetEffects turns the clip effects on (the default) or off. Off, no
// particles are simulated or drawn; turned on again, effects start with
// the next trigger.
func (p *Player) SetEffects(on bool) {
	if p.fx == nil {
		if on {
			return
		}
		p.fx = new(fxRun)
	}
	if p.fx.off == !on {
		return
	}
	p.fx.off = !on
	p.fx.reset()
	p.changed()
}

// EffectsOn reports whether clip effects are on.
func (p *Player) EffectsOn() bool { return p.fx == nil || !p.fx.off }

// reset drops every emitter and particle and the pending triggers; the
// buffers are kept for reuse. It does nothing on nil.
func (fx *fxRun) reset() {
	if fx == nil {
		return
	}
	for i := range fx.ems {
		fx.spare = append(fx.spare, fx.ems[i].parts[:0])
		fx.ems[i] = emitter{}
	}
	fx.ems, fx.queue, fx.live, fx.rem, fx.runs = fx.ems[:0], fx.queue[:0], 0, 0, 0
}

// fxPlay readies the effects for clip b, which a track now plays: made on
// the first clip with effects; triggers still waiting from a clip that no
// track plays any more are dropped.
func (p *Player) fxPlay(b *Bound) {
	if p.fx == nil {
		if b == nil || b.fx == nil {
			return
		}
		p.fx = new(fxRun)
	}
	q := p.fx.queue[:0]
	for _, s := range p.fx.queue {
		if p.clipPlays(s.b) {
			q = append(q, s)
		}
	}
	p.fx.queue = q
}

// clipPlays reports whether a track of the player plays clip b (its
// clip, not one fading out): the clips whose effects emit.
func (p *Player) clipPlays(b *Bound) bool {
	if p.cur.b == b {
		return true
	}
	if p.x != nil {
		for _, t := range p.x.layers {
			if t != nil && t.cur.b == b {
				return true
			}
		}
	}
	return false
}

// effectsLive reports whether anything of the effects moves with time.
func (p *Player) effectsLive() bool {
	fx := p.fx
	return fx != nil && !fx.off && (len(fx.ems) > 0 || len(fx.queue) > 0)
}

// advanceEffects moves the effects dt seconds on from the player's state
// before the move (the clips of stopped tracks stand still): it queues the
// triggers the clips playing pass, on every track, then runs the fixed
// steps that fall in the move, each posing the emitters' bones at its own
// time and emitting up to it, and finally drops the particles that died.
func (p *Player) advanceEffects(dt float64) {
	fx := p.fx
	if fx == nil || fx.off {
		return
	}
	from := 0.0
	if dt > EffectHitch {
		from = dt - EffectHitch
		fx.skip(from)
	}
	p.queueTriggers(&p.cur, from, dt)
	if p.x != nil {
		for _, t := range p.x.layers {
			if t != nil {
				p.queueTriggers(&t.cur, from, dt)
			}
		}
	}
	span := dt - from
	x := fx.rem + span
	n := int((x + fxSnap) * (1 / EffectStep))
	if len(fx.ems) > 0 || len(fx.queue) > 0 { // else the steps have nothing to do
		grid := fx.now - fx.rem // the time of the last step
		for k := 1; k <= n; k++ {
			p.effectStep(grid+float64(k)*EffectStep, from+float64(k)*EffectStep-fx.rem)
		}
	}
	fx.now += span
	fx.rem = x - float64(n)*EffectStep
	if len(fx.ems) > 0 {
		fx.compact()
	}
}

// skip moves the effects' clock d seconds on without emitting (the part
// of a long tick before its last EffectHitch seconds): every particle ages
// by d, runs that end in it end, and the rest emit from its end on.
func (fx *fxRun) skip(d float64) {
	fx.now += d
	fx.rem = 0
	for i := range fx.ems {
		e := &fx.ems[i]
		e.done, e.hasLast, e.full = fx.now, false, 0
		if be := e.effect(); !be.e.Loop && e.start+be.e.Duration <= fx.now {
			e.emitting = false
		}
	}
	q := fx.queue[:0]
	for _, s := range fx.queue {
		if s.t >= fx.now {
			q = append(q, s)
		}
	}
	fx.queue = q
	fx.compact()
}

func (e *emitter) effect() *boundEffect { return &e.b.fx.fx[e.fx] }

// maxTriggerCycles is how many rounds of a looping clip one tick passes
// triggers of: the last ones, when the tick is longer.
const maxTriggerCycles = 64

// queueTriggers queues the triggers the clip pb plays passes from from to
// dt seconds into this move: as its events, those in [t, t+dt) of its
// time, round after round of a looping clip, and for a clip that holds,
// those at its end when it gets there (docs/effects.md#triggers). A
// stopped clip passes none.
func (p *Player) queueTriggers(pb *playback, from, dt float64) {
	fx := p.fx
	if pb.b == nil || pb.b.fx == nil || pb.stopped || pb.ended {
		return
	}
	c := pb.b.Clip
	if len(c.Triggers) == 0 {
		return
	}
	d := c.Duration
	t0 := pb.t
	if from > 0 {
		t0 = pb.timeAt(from)
	}
	span, base := dt-from, fx.now+from
	queue := func(at float64, tr *EffectTrigger) {
		for _, i := range tr.starts {
			fx.queue = append(fx.queue, fxStart{t: base + (at - t0), b: pb.b, fx: int32(i)})
		}
	}
	if !c.Loop {
		end := t0 + span
		for i := range c.Triggers {
			tr := &c.Triggers[i]
			if tr.Time >= t0 && (tr.Time < end || end >= d) {
				queue(min(tr.Time, d), tr)
			}
		}
		return
	}
	// Unrolled, round k of the clip runs from k*d; the tick covers
	// [t0, t0+span).
	last := math.Floor((t0 + span) / d)
	first := max(0.0, last-maxTriggerCycles)
	for k := first; k <= last; k++ {
		for i := range c.Triggers {
			tr := &c.Triggers[i]
			at := k*d + min(tr.Time, d)
			if at >= t0 && at < t0+span {
				queue(at, tr)
			}
		}
	}
}

// effectStep runs the step that ends at time g of the effects' clock, dt
// seconds into this move: it poses the emitters' bones there, starts the
// runs whose triggers came, and emits up to g.
func (p *Player) effectStep(g, dt float64) {
	fx := p.fx
	for i := range fx.ems {
		if e := &fx.ems[i]; e.emitting && !p.clipPlays(e.b) {
			e.emitting = false // its clip no longer plays
		}
	}
	emitting := len(fx.queue) > 0
	for i := range fx.ems {
		emitting = emitting || fx.ems[i].emitting
	}
	if !emitting {
		return
	}
	p.poseEffects(dt)
	// A step emits what is due in [g - EffectStep, g): something due at
	// g itself (within rounding) is the next step's, which is the same
	// whether g ends a tick or not.
	end := g - fxSnap
	n := 0
	for ; n < len(fx.queue) && fx.queue[n].t < end; n++ {
		s := &fx.queue[n]
		e := fx.emitter(s.b, s.fx)
		if e == nil {
			continue
		}
		p.emitUntil(e, s.t, g)
		e.restart(fx, p.seed, s.t)
	}
	fx.queue = fx.queue[:copy(fx.queue, fx.queue[n:])]
	for i := range fx.ems {
		e := &fx.ems[i]
		if !e.emitting {
			continue
		}
		p.emitUntil(e, end, g)
		p.emitOverDistance(e, g)
		e.last, e.hasLast = *p.emitterWorld(e), true
	}
}

// emitter returns the emitter of effect i of b, made when first needed
// (nil for an effect not played on this rig).
func (fx *fxRun) emitter(b *Bound, i int32) *emitter {
	if !b.fx.fx[i].play {
		return nil
	}
	for k := range fx.ems {
		if e := &fx.ems[k]; e.b == b && e.fx == i {
			return e
		}
	}
	var parts []particle
	if n := len(fx.spare); n > 0 {
		parts, fx.spare = fx.spare[n-1], fx.spare[:n-1]
	}
	fx.ems = append(fx.ems, emitter{b: b, fx: i, parts: parts})
	return &fx.ems[len(fx.ems)-1]
}

// restart starts a run of the emitter at time t: its emission, bursts and
// random stream start again; its particles live on. Runs are counted in
// the order their triggers come, which is the same for any tick.
func (e *emitter) restart(fx *fxRun, seed uint64, t float64) {
	fx.runs++
	e.h = hash64(seed ^ e.effect().key ^ fx.runs*0x9e3779b97f4a7c15)
	e.start, e.done, e.emitting = t, t, true
	e.rateR, e.credit, e.dist, e.born, e.full = unit(hash64(e.h)), 0, 0, 0, 0
}

// poseEffects poses the bones of the emitters of the clips playing, on
// every track, dt seconds into this move (with the swaying bones' angles
// of their last step) into fx.bufs.
func (p *Player) poseEffects(dt float64) {
	fx := p.fx
	n := len(p.rig.Bones)
	bufs := &fx.bufs
	if cap(bufs.vals) < n {
		bufs.vals, bufs.from = make([]channels, n), make([]channels, n)
		bufs.world, bufs.moved = make([]Affine, n), make([]bool, n)
	}
	bufs.vals, bufs.from, bufs.world, bufs.moved = bufs.vals[:n], bufs.from[:n], bufs.world[:n], bufs.moved[:n]
	var ct chainTimes
	timed := false
	pose := func(b *Bound) {
		if b == nil || b.fx == nil || len(b.fx.chain) == 0 {
			return
		}
		if !timed {
			ct, timed = p.chainTimesAt(dt), true
		}
		for _, i32 := range b.fx.chain {
			i := int(i32)
			m := p.boneVals(bufs, i, &ct)
			if p.sw != nil && !p.sw.off {
				for k := range p.sw.bones {
					if int(p.sw.bones[k].bone) == i {
						bufs.vals[i][chRotZ] += p.shownAngle(k)
						m = true
					}
				}
			}
			p.composeBone(bufs, i, &bufs.vals[i], m)
		}
	}
	pose(p.cur.b)
	if p.x != nil {
		for _, t := range p.x.layers {
			if t != nil {
				pose(t.cur.b)
			}
		}
	}
}

// emitterWorld returns the emitter's bone's world transform at the
// current step (the identity for the character's origin).
func (p *Player) emitterWorld(e *emitter) *Affine {
	if bone := e.effect().bone; bone >= 0 && p.clipPlays(e.b) {
		return &p.fx.bufs.world[bone]
	}
	return &IdentityAffine
}

// emitUntil emits the run's particles due before time t, in the step that
// ends at g: its bursts and its rate, up to the end of a run that does not
// loop.
func (p *Player) emitUntil(e *emitter, t, g float64) {
	if !e.emitting || t <= e.done {
		return
	}
	be := e.effect()
	ef := be.e
	sim := &ef.sim
	end, stop := t, false
	if !ef.Loop || ef.Duration <= 0 {
		if re := e.start + ef.Duration; re < end {
			end, stop = re, true
		}
	}
	a := e.done
	if end > a {
		for i := range sim.bursts {
			p.emitBurst(e, i, a, end, g)
		}
		// The rate of a run: one random between two values for the run,
		// a curve over the emitter's cycle at the span's middle.
		r := sim.rate.at(e.cycle((a+end)/2), e.rateR)
		if r > 0 {
			c1 := e.credit + r*(end-a)
			for j := math.Floor(e.credit) + 1; j <= c1; j++ {
				te := a + (j-e.credit)/r
				if te >= end {
					break
				}
				p.birth(e, te, g)
			}
			e.credit = c1 - math.Floor(c1)
		}
	}
	e.done = t
	if stop && t >= e.start+ef.Duration {
		e.emitting = false
	}
}

// cycle returns the emitter's cycle time at t, normalized to [0, 1): what
// the start values' curves run over.
func (e *emitter) cycle(t float64) float64 {
	d := e.effect().e.Duration
	if d <= 0 {
		return 0
	}
	return modPositive(t-e.start, d) / d
}

// maxBurstCycles bounds the rounds of a looping emitter a burst is looked
// for in one span.
const maxBurstCycles = 64

// emitBurst emits burst i's particles due in [a, b).
func (p *Player) emitBurst(e *emitter, i int, a, b, g float64) {
	ef := e.effect().e
	bu := &ef.sim.bursts[i]
	d := ef.Duration
	reach := bu.t + float64(max(bu.cycles-1, 0))*bu.every // a round's last burst, from the round's start
	lo, hi := 0.0, 0.0
	if ef.Loop && d > 0 {
		lo = max(0, math.Floor((a-e.start-reach)/d))
		hi = math.Floor((b - e.start - bu.t) / d)
		lo = max(lo, hi-maxBurstCycles)
	}
	for k := lo; k <= hi; k++ {
		base := e.start + k*d + bu.t
		for m := 0; m < max(bu.cycles, 1); m++ {
			at := base + float64(m)*bu.every
			if at >= b {
				break
			}
			if at < a {
				continue
			}
			h := hash64(e.h ^ uint64(i+1)<<48 ^ uint64(k)<<20 ^ uint64(m))
			if unit(h) >= bu.p {
				continue
			}
			n := int(bu.lo + (bu.hi-bu.lo)*rnd(h, 1) + 0.5)
			for ; n > 0; n-- {
				p.birth(e, at, g)
			}
		}
	}
}

// emitOverDistance emits the particles owed for the distance the
// emitter's bone moved in the world over the step that ends at g, spread
// evenly over the step.
func (p *Player) emitOverDistance(e *emitter, g float64) {
	rd := e.effect().e.sim.rateDist
	if rd == nil || !e.hasLast {
		return
	}
	w := p.emitterWorld(e)
	dist := math.Hypot(w.T[0]-e.last.T[0], w.T[1]-e.last.T[1])
	c1 := e.dist + rd.at(e.cycle(g), e.rateR)*dist
	n := math.Floor(c1)
	for j := 1.0; j <= n; j++ {
		p.birth(e, g-EffectStep*(1-j/(n+1)), g)
	}
	e.dist = c1 - n
}

// birth emits one particle at time te, in the step that ends at g: its
// start values from the effect's ranges and curves at the emitter's cycle
// time, its place from the shape and the emitter's frame, which moves with
// the bone between the step's ends. A full emitter (or player) skips it.
func (p *Player) birth(e *emitter, te, g float64) {
	fx := p.fx
	be := e.effect()
	ef := be.e
	k := e.born
	e.born++
	if len(e.parts) >= min(ef.MaxParticles, MaxParticles) || fx.live >= MaxParticles {
		if te < e.full {
			return
		}
		fx.live -= e.dropDead(te)
		if len(e.parts) >= min(ef.MaxParticles, MaxParticles) || fx.live >= MaxParticles {
			e.full = e.nextDeath()
			return
		}
	}
	sim := &ef.sim
	h := hash64(e.h ^ k*0xd1b54a32d192ed03)
	ct := e.cycle(te)
	life := sim.lifetime.at(ct, rnd(h, 1))
	if !(life > 0) {
		return
	}
	pt := particle{born: te, life: life, size: sim.size.at(ct, rnd(h, 3)), g: sim.gravity.at(ct, rnd(h, 4)) * EffectGravity, h: h}
	col := sim.startColor.at(ct, rnd(h, 5))
	for i := range col {
		pt.c[i] = float32(col[i])
	}
	pos, dir := sim.shape.sample(rnd(h, 6), rnd(h, 7), rnd(h, 8))
	px, py, dx, dy := sim.frame.place(pos, dir)
	speed := sim.speed.at(ct, rnd(h, 2))
	pt.px, pt.py, pt.vx, pt.vy = px, py, speed*dx, speed*dy
	if ef.World {
		w := *p.emitterWorld(e)
		if e.hasLast && p.clipPlays(e.b) {
			w = lerpAffine(&e.last, &w, (te-(g-EffectStep))/EffectStep)
		}
		pt.px, pt.py = w.M[0]*px+w.M[2]*py+w.T[0], w.M[1]*px+w.M[3]*py+w.T[1]
		pt.vx, pt.vy = speed*(w.M[0]*dx+w.M[2]*dy), speed*(w.M[1]*dx+w.M[3]*dy)
	}
	e.parts = append(e.parts, pt)
	fx.live++
}

// lerpAffine returns a + (b - a) * f, f clamped to [0, 1].
func lerpAffine(a, b *Affine, f float64) Affine {
	f = max(0, min(1, f))
	var r Affine
	for i := range r.M {
		r.M[i] = a.M[i] + (b.M[i]-a.M[i])*f
	}
	for i := range r.T {
		r.T[i] = a.T[i] + (b.T[i]-a.T[i])*f
	}
	return r
}

// dead reports whether the particle has died by time t.
func (pt *particle) dead(t float64) bool { return t-pt.born >= pt.life-fxSnap }

// dropDead removes the particles dead by time t, keeping the others in
// birth order, and returns how many it removed.
func (e *emitter) dropDead(t float64) int {
	kept := e.parts[:0]
	for _, pt := range e.parts {
		if !pt.dead(t) {
			kept = append(kept, pt)
		}
	}
	n := len(e.parts) - len(kept)
	e.parts = kept
	return n
}

// nextDeath returns when the first of the emitter's particles dies.
func (e *emitter) nextDeath() float64 {
	t := math.Inf(1)
	for i := range e.parts {
		t = min(t, e.parts[i].born+e.parts[i].life-fxSnap)
	}
	return t
}

// compact drops the particles dead by now and the emitters that neither
// emit nor have particles left (their buffers kept for reuse).
func (fx *fxRun) compact() {
	kept := fx.ems[:0]
	live := 0
	for i := range fx.ems {
		e := &fx.ems[i]
		e.dropDead(fx.now)
		if !e.emitting && len(e.parts) == 0 {
			fx.spare = append(fx.spare, e.parts[:0])
			continue
		}
		live += len(e.parts)
		kept = append(kept, *e)
	}
	clear(fx.ems[len(kept):])
	fx.ems, fx.live = kept, live
}
