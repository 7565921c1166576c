package rig

import (
	"image"
	"math"
	"slices"

	"github.com/rigplay/rigplay/engine/drawlist"
)

// appendParticles inserts the live particles into the draw list dst,
// whose items from n on are the player's drawables sorted by SortKey (s
// holds the pose): each effect's particles, oldest first, as one block
// at its sortingOrder, after the drawables of the same key, effects of
// equal order in the order they first emitted (docs/effects.md#drawing).
// It allocates only when dst must grow.
func (p *Player) appendParticles(s *scratch, dst drawlist.List, n int) drawlist.List {
	ppu := p.rig.PixelsPerUnit
	return mergeParticles(p, dst, n, func(it *drawlist.Item) int { return it.SortKey },
		func(e *emitter, out []drawlist.Item) { p.particleItems(s, e, out, ppu) })
}

// appendParticleEntries inserts the live particles into the entries dst
// as appendParticles inserts them into the draw list: one DrawEntry
// each, ID the effect's id, World its centre and size.
func (p *Player) appendParticleEntries(s *scratch, dst []DrawEntry) []DrawEntry {
	return mergeParticles(p, dst, 0, func(d *DrawEntry) int { return d.SortKey },
		func(e *emitter, out []DrawEntry) {
			be := e.effect()
			bone := ""
			if be.bone >= 0 {
				bone = p.rig.Bones[be.bone].Name
			}
			items := p.fx.items[:0]
			items = slices.Grow(items, len(out))[:len(out)]
			p.particleItems(s, e, items, p.rig.PixelsPerUnit)
			ppu := p.rig.PixelsPerUnit
			for k := range out {
				it := &items[k]
				cx, cy := it.Transform.Apply(float64(it.Src.Dx())/2, float64(it.Src.Dy())/2)
				size := math.Hypot(it.Transform.A, it.Transform.B) * float64(it.Src.Dx()) / ppu
				out[k] = DrawEntry{ID: be.e.ID, Bone: bone, SortKey: it.SortKey, Particle: true,
					World: Affine{M: [4]float64{size, 0, 0, size}, T: [2]float64{cx / ppu, -cy / ppu}}}
			}
			p.fx.items = items
		})
}

// mergeParticles inserts every emitter's particles into dst, whose
// elements from n on are sorted by key: each emitter's block after the
// elements of a key at most its sortingOrder, emitters of one order in
// their order. fill writes an emitter's particles.
func mergeParticles[T any](p *Player, dst []T, n int, key func(*T) int, fill func(e *emitter, out []T)) []T {
	fx := p.fx
	if fx == nil || fx.off || fx.live == 0 {
		return dst
	}
	order := fx.order[:0]
	m := 0
	for i := range fx.ems {
		if k := len(fx.ems[i].parts); k > 0 {
			order = append(order, int32(i))
			m += k
		}
	}
	ekey := func(i int32) int { return fx.ems[i].effect().e.SortingOrder }
	slices.SortStableFunc(order, func(a, b int32) int { return ekey(a) - ekey(b) })
	fx.order = order
	k := len(dst)
	dst = slices.Grow(dst, m)[:k+m]
	// Merge from the back: the last block goes after every element of a
	// greater key, and so on down.
	w, i := k+m, k-1
	for j := len(order) - 1; j >= 0; j-- {
		e := &fx.ems[order[j]]
		kj := ekey(order[j])
		for i >= n && key(&dst[i]) > kj {
			w--
			dst[w] = dst[i]
			i--
		}
		w -= len(e.parts)
		fill(e, dst[w:w+len(e.parts)])
	}
	return dst
}

// particleItems writes the emitter's particles, as they are now, into out.
func (p *Player) particleItems(s *scratch, e *emitter, out []drawlist.Item, ppu float64) {
	be := e.effect()
	ef := be.e
	sim := &ef.sim
	now := p.fx.now
	// The bone's world transform now (the character's origin for an
	// enemy bone); world gravity in the bone's space for a Local effect.
	bw := IdentityAffine
	if be.bone >= 0 {
		bw = s.world[be.bone]
	}
	inv, invOK := bw.inverse()
	src := image.Rect(0, 0, drawlist.ParticleSize, drawlist.ParticleSize)
	if be.tex != "" {
		src = image.Rect(0, 0, be.texW, be.texH)
	}
	for k := range e.parts {
		pt := &e.parts[k]
		age := now - pt.born
		u := age / pt.life
		gx, gy := 0.0, -pt.g
		vx, vy := 0.0, 0.0
		if sim.velLife != nil {
			r := rnd(pt.h, 20)
			vx, vy = pt.life*sim.velLife.x.integral(u, r), pt.life*sim.velLife.y.integral(u, r)
		}
		if !ef.World {
			if invOK {
				gx, gy = inv.M[2]*gy, inv.M[3]*gy
			}
			if sim.velWorld && invOK {
				vx, vy = inv.M[0]*vx+inv.M[2]*vy, inv.M[1]*vx+inv.M[3]*vy
			}
		} else if sim.velLife != nil && !sim.velWorld {
			vx, vy = bw.M[0]*vx+bw.M[2]*vy, bw.M[1]*vx+bw.M[3]*vy
		}
		x := pt.px + pt.vx*age + 0.5*gx*age*age + vx
		y := pt.py + pt.vy*age + 0.5*gy*age*age + vy
		if nz := sim.noise; nz != nil {
			dx, dy := nz.offset(pt.h, age, u)
			x, y = x+dx, y+dy
		}
		if !ef.World {
			x, y = bw.M[0]*x+bw.M[2]*y+bw.T[0], bw.M[1]*x+bw.M[3]*y+bw.T[1]
		}
		sx, sy := pt.size, pt.size
		if sl := sim.sizeLife; sl != nil {
			r := rnd(pt.h, 21)
			sx, sy = sx*sl.x.at(u, r), sy*sl.y.at(u, r)
		}
		c := color4{float64(pt.c[0]), float64(pt.c[1]), float64(pt.c[2]), float64(pt.c[3])}
		if cl := sim.colorLife; cl != nil {
			c = c.mul(cl.at(u, rnd(pt.h, 22)))
		}
		rot := 0.0
		if rl := sim.rotLife; rl != nil {
			rot = pt.life * rl.integral(u, rnd(pt.h, 23))
		}
		it := &out[k]
		it.Kind, it.Image, it.SortKey, it.Color = drawlist.KindParticle, be.tex, ef.SortingOrder, c.drawColor()
		it.Src = src
		if be.tex != "" && sim.sheet != nil {
			it.Src = sim.sheet.tile(be.texW, be.texH, u, pt.h)
		}
		it.Transform = particleTransform(x*ppu, -y*ppu, sx*ppu, sy*ppu, rot, it.Src.Dx(), it.Src.Dy())
	}
}

// particleTransform maps a w x h picture (y down) to a quad of sx x sy
// screen pixels centred on (cx, cy), turned rot degrees counter-clockwise
// as the world turns (clockwise on the screen, whose y points down).
func particleTransform(cx, cy, sx, sy, rot float64, w, h int) drawlist.Affine {
	sn, cs := 0.0, 1.0
	if rot != 0 {
		sn, cs = sincosDeg(rot)
	}
	kx, ky := sx/float64(max(w, 1)), sy/float64(max(h, 1))
	m := drawlist.Affine{A: kx * cs, B: -kx * sn, C: ky * sn, D: ky * cs}
	hw, hh := float64(w)/2, float64(h)/2
	m.TX = cx - (m.A*hw + m.C*hh)
	m.TY = cy - (m.B*hw + m.D*hh)
	return m
}

// tile returns the sheet's tile a particle shows at life fraction u: its
// start frame, then frameOverTime over its life, cycles times; frame 0 is
// the top-left tile, rows read left to right.
func (sh *sheet) tile(w, h int, u float64, ph uint64) image.Rectangle {
	frames := sh.x * sh.y
	row := 0
	if sh.singleRow {
		frames = sh.x
		row = sh.row
		if sh.randomRow {
			row = int(rnd(ph, 24) * float64(sh.y))
		}
		row = min(row, sh.y-1)
	}
	f := float64(sh.frame)
	if sh.start != nil {
		f = sh.start.at(0, rnd(ph, 25))
	}
	if sh.overTime != nil {
		f += sh.overTime.at(math.Mod(u*float64(sh.cycles), 1), rnd(ph, 26)) * float64(frames)
	}
	fi := int(math.Floor(f)) % frames
	if fi < 0 {
		fi += frames
	}
	tx, ty := fi%sh.x, fi/sh.x
	if sh.singleRow {
		tx, ty = fi, row
	}
	tw, th := w/sh.x, h/sh.y
	return image.Rect(tx*tw, ty*th, tx*tw+tw, ty*th+th)
}

// offset returns the noise module's offset of a particle of age age
// (life fraction u): a smooth random wander per particle and axis.
func (nz *noise) offset(h uint64, age, u float64) (dx, dy float64) {
	t := age * nz.freq
	if nz.scroll != nil {
		t += nz.scroll.at(u, 0) * age
	}
	ax, ay := nz.x.at(u, rnd(h, 30)), nz.y.at(u, rnd(h, 31))
	amp, f := 1.0, 1.0
	for o := 0; o < nz.octaves; o++ {
		dx += amp * valueNoise(h^0x5bd1e995, t*f)
		dy += amp * valueNoise(h^0x27d4eb2f, t*f)
		amp *= nz.mult
		f *= nz.scale
	}
	return ax * dx, ay * dy
}

// valueNoise is smooth 1D noise in [-1, 1]: random values at whole t,
// blended with a smoothstep.
func valueNoise(h uint64, t float64) float64 {
	i := math.Floor(t)
	f := t - i
	a := 2*unit(hash64(h^uint64(int64(i)))) - 1
	b := 2*unit(hash64(h^uint64(int64(i)+1))) - 1
	f = f * f * (3 - 2*f)
	return a + (b-a)*f
}

// inverse returns the inverse of a, and false when a has none.
func (a Affine) inverse() (Affine, bool) {
	det := a.M[0]*a.M[3] - a.M[2]*a.M[1]
	if !(math.Abs(det) > 1e-300) {
		return Affine{}, false
	}
	id := 1 / det
	var r Affine
	r.M[0], r.M[1], r.M[2], r.M[3] = a.M[3]*id, -a.M[1]*id, -a.M[2]*id, a.M[0]*id
	r.T[0] = -(r.M[0]*a.T[0] + r.M[2]*a.T[1])
	r.T[1] = -(r.M[1]*a.T[0] + r.M[3]*a.T[1])
	return r, true
}

// EffectState describes one effect of a player as it is now.
type EffectState struct {
	// ID is the effect's id; Clip is the clip it belongs to.
	ID   string
	Clip *Bound
	// Bone is the emitter's bone, -1 for the character's origin.
	Bone int
	// Particles is how many of its particles are alive now.
	Particles int
	// Emitting is true while a run of it emits.
	Emitting bool
}

// EffectStates appends to dst every effect of the player that is emitting
// or has particles alive, in the order they first emitted.
func (p *Player) EffectStates(dst []EffectState) []EffectState {
	fx := p.fx
	if fx == nil || fx.off {
		return dst
	}
	for i := range fx.ems {
		e := &fx.ems[i]
		be := e.effect()
		dst = append(dst, EffectState{ID: be.e.ID, Clip: e.b, Bone: int(be.bone), Particles: len(e.parts), Emitting: e.emitting})
	}
	return dst
}

// ParticleInfo is one live particle as drawn now.
type ParticleInfo struct {
	// Effect is its effect's id.
	Effect string
	// X and Y are its centre in the world (world units, y up).
	X, Y float64
	// Age and Lifetime are in seconds.
	Age, Lifetime float64
	// Size is its width in world units.
	Size float64
	// Color is its colour now.
	Color drawlist.Color
}

// Particles appends the live particles, as drawn now, to dst: effect by
// effect as EffectStates lists them, oldest first.
func (p *Player) Particles(dst []ParticleInfo) []ParticleInfo {
	fx := p.fx
	if fx == nil || fx.off || fx.live == 0 {
		return dst
	}
	s := getScratch()
	s.poseOf(p)
	var items drawlist.List
	ppu := p.rig.PixelsPerUnit
	for i := range fx.ems {
		e := &fx.ems[i]
		if len(e.parts) == 0 {
			continue
		}
		items = slices.Grow(items[:0], len(e.parts))[:len(e.parts)]
		p.particleItems(s, e, items, ppu)
		for k := range items {
			it := &items[k]
			cx, cy := it.Transform.Apply(float64(it.Src.Dx())/2, float64(it.Src.Dy())/2)
			pt := &e.parts[k]
			dst = append(dst, ParticleInfo{Effect: e.effect().e.ID, X: cx / ppu, Y: -cy / ppu, Age: fx.now - pt.born,
				Lifetime: pt.life, Size: math.Hypot(it.Transform.A, it.Transform.B) * float64(it.Src.Dx()) / ppu, Color: it.Color})
		}
	}
	putScratch(s)
	return dst
}
