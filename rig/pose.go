package rig

import (
	"math"

	"github.com/go-gl/mathgl/mgl64"
	"github.com/rigplay/rigplay/internal/limits"
)

// restChannels returns the bone's values with no clip: its default
// transform, its sprite's sorting order and an untinted color.
func (b *Bone) restChannels() channels {
	var c channels
	c[chPosX], c[chPosY] = b.Default.X, b.Default.Y
	c[chRotZ] = b.Default.Rotation
	c[chScaleX], c[chScaleY] = b.Default.ScaleX, b.Default.ScaleY
	if b.HasSprite {
		c[chOrder] = float64(b.Sprite.SortingOrder)
	}
	c[chR], c[chG], c[chB], c[chA] = 1, 1, 1, 1
	return c
}

// localInto builds a bone's local transform from its values
// (docs/rig.md#transforms, docs/rig.md#euler): translation, then the
// top-left 2x2 of Ry . Rx . Rz, then scale.
func localInto(dst *Affine, v *channels) {
	if v[chRotX] == 0 && v[chRotY] == 0 {
		sx, sy := v[chScaleX], v[chScaleY]
		s, c := sincosDeg(v[chRotZ])
		dst.M = mgl64.Mat2{c * sx, s * sx, -s * sy, c * sy}
	} else {
		dst.M = eulerLinear(v[chRotX], v[chRotY], v[chRotZ], v[chScaleX], v[chScaleY])
	}
	dst.T = mgl64.Vec2{v[chPosX], v[chPosY]}
}

// restPose is a rig's pose with no clip: computed once at load and shared,
// it stands in for every bone that nothing moves.
type restPose struct {
	local, world []Affine
	both         []restBone // local and world again, side by side, for posePlanar
}

// restBone is one bone's rest local and world transforms.
type restBone struct {
	local, world Affine
}

func newRestPose(r *Rig) restPose {
	n := len(r.Bones)
	rp := restPose{local: make([]Affine, n), world: make([]Affine, n)}
	for _, i := range r.Order {
		localInto(&rp.local[i], &r.defaults[i])
		if par := r.parent[i]; par < 0 {
			rp.world[i] = rp.local[i]
		} else {
			mulInto(&rp.world[i], &rp.world[par], &rp.local[i])
		}
	}
	rp.both = make([]restBone, n)
	for i := range rp.both {
		rp.both[i] = restBone{local: rp.local[i], world: rp.world[i]}
	}
	return rp
}

// link is one bone of Rig.chain: the bones in parent-first order, each
// with its parent (noParent for the root), so that pose is one pass over
// one array. The fields are unsigned because a sign-extending load costs
// the pose loop address arithmetic that a plain one does not.
type link struct {
	bone, parent uint32
}

// noParent is a root's link.parent.
const noParent = ^uint32(0)

// makeChain returns the rig's bones in r.Order with their parents.
func makeChain(r *Rig) []link {
	chain := make([]link, len(r.Order))
	for k, i := range r.Order {
		chain[k] = link{bone: uint32(i), parent: uint32(r.parent[i])} // -1: noParent
	}
	return chain
}

// pose composes the transforms from s.vals, parents first, recomputing
// only what changed: a bone that nothing moves (no transform track, no
// override) takes the rig's rest local transform, and one whose ancestors
// are unmoved too takes the rest world transform; only moved bones and
// their descendants are composed. It is one pass over r.chain, each local
// transform built (localInto, written out) and composed with its
// parent's world transform while its values are in registers: a planar
// pose by posePlanar, with no call in its loop, up to a bone it leaves
// to the general loop (poseFrom), which goes on from there
// (docs/performance.md#pose).
func (s *scratch) pose(r *Rig) {
	k := 0
	if s.planar {
		k = s.posePlanar(r)
	}
	if k < len(r.chain) {
		s.poseFrom(r, k)
	}
}

// poseFrom is pose's general loop, from r.chain[k] on: any turn, any
// angle (the calls it makes cost the loop its registers, so the common
// case goes through posePlanar).
func (s *scratch) poseFrom(r *Rig, k int) {
	n := len(r.Bones)
	vals, world, moves, moved := s.vals[:n], s.world[:n], s.moves[:n], s.moved[:n]
	restLocal, restWorld := r.rest.local[:n], r.rest.world[:n]
	planar := s.planar
	for _, ln := range r.chain[k:] {
		i := int(ln.bone)
		m := moves[i]
		var la, lb, lc, ld, lx, ly float64
		if m {
			// localInto(&vals[i]), written out.
			v := &vals[i]
			if planar || (v[chRotX] == 0 && v[chRotY] == 0) {
				sx, sy := v[chScaleX], v[chScaleY]
				var sn, cs float64
				if deg := v[chRotZ]; !(math.Abs(deg) < 1e9) {
					sn, cs = sincosDeg(deg)
				} else {
					// sincosDeg(deg), written out: a call here makes the
					// loop spill and reload everything it holds in
					// registers (Go's calls preserve none).
					y := deg*(1.0/90) + 0.5
					q := float64(int64(y))
					if q > y {
						q--
					}
					x := (deg - 90*q) * (math.Pi / 180)
					z := x * x
					ps := x + x*z*(((((1.58962301576546568060e-10*z-2.50507477628578072866e-8)*z+2.75573136213857245213e-6)*z-1.98412698295895385996e-4)*z+8.33333333332211858878e-3)*z-1.66666666666666307295e-1)
					pc := 1 - 0.5*z + z*z*(((((-1.13585365213876817300e-11*z+2.08757008419747316778e-9)*z-2.75573141792967388112e-7)*z+2.48015872888517045348e-5)*z-1.38888888888730564116e-3)*z+4.16666666666665929218e-2)
					switch int64(q) & 3 {
					case 0:
						sn, cs = ps, pc
					case 1:
						sn, cs = pc, -ps
					case 2:
						sn, cs = -ps, -pc
					default:
						sn, cs = -pc, ps
					}
				}
				la, lb, lc, ld = cs*sx, sn*sx, -sn*sy, cs*sy
			} else {
				e := eulerLinear(v[chRotX], v[chRotY], v[chRotZ], v[chScaleX], v[chScaleY])
				la, lb, lc, ld = e[0], e[1], e[2], e[3]
			}
			lx, ly = v[chPosX], v[chPosY]
		} else {
			l := &restLocal[i]
			la, lb, lc, ld, lx, ly = l.M[0], l.M[1], l.M[2], l.M[3], l.T[0], l.T[1]
		}
		w := &world[i]
		switch par := int(int32(ln.parent)); {
		case par < 0:
			w.M[0], w.M[1], w.M[2], w.M[3], w.T[0], w.T[1] = la, lb, lc, ld, lx, ly
		case m || moved[par]:
			// world[par] . local[i] (mulInto, written out).
			pw := &world[par]
			a, b, c, d, px, py := pw.M[0], pw.M[1], pw.M[2], pw.M[3], pw.T[0], pw.T[1]
			wa, wb, wc, wd := a*la+c*lb, b*la+d*lb, a*lc+c*ld, b*lc+d*ld
			wx, wy := a*lx+c*ly+px, b*lx+d*ly+py
			w.M[0], w.M[1], w.M[2], w.M[3], w.T[0], w.T[1] = wa, wb, wc, wd, wx, wy
			// inRange(w), written out (docs/rig.md#finite-poses).
			if !(wa*wa+wb*wb+wc*wc+wd*wd+wx*wx+wy*wy <= poseFastSq) {
				holdAffine(w)
			}
			m = true
		default:
			*w = restWorld[i]
		}
		moved[i] = m
	}
}

// World returns bone i's world transform: bone-local points to world
// units, y up.
func (p *Player) World(i int) Affine {
	s := getScratch()
	s.poseOf(p)
	w := s.world[i]
	putScratch(s)
	return w
}

// Local returns bone i's local transform (relative to its parent).
func (p *Player) Local(i int) Affine {
	s := getScratch()
	s.poseOf(p)
	l := s.localOf(p.rig, i)
	putScratch(s)
	return l
}

// localOf returns bone i's local transform in the pose s holds: built from
// its values when the pose moves it, else the rest pose's (as pose builds
// it; the loops keep no local transforms, only the world ones).
func (s *scratch) localOf(r *Rig, i int) Affine {
	if !s.moves[i] {
		return r.rest.local[i]
	}
	var l Affine
	localInto(&l, &s.vals[i])
	return l
}

// SortingOrder returns the current sorting order of bone i's body sprite
// (its spriteCanvas value unless a sortingOrder track or override changes it).
func (p *Player) SortingOrder(i int) int {
	s := getScratch()
	s.poseOf(p)
	o := int(s.vals[i][chOrder])
	putScratch(s)
	return o
}

// poseMaxAbs is limits.PoseMaxAbs as a float (docs/rig.md#finite-poses).
const poseMaxAbs = float64(limits.PoseMaxAbs)

// poseFastSq bounds the sum of the squares of a world transform's
// components in inRange's quick test: half of poseMaxAbs squared, so that
// a sum within it puts every component within ±poseMaxAbs with room to
// spare for the rounding of the squares and the sum.
const poseFastSq = poseMaxAbs * poseMaxAbs / 2

// inRange reports that every component of w lies within
// ±limits.PoseMaxAbs, by one test of the sum of their squares, which
// holds for every pose that is not extreme (NaN and Inf fail it). When it
// fails, holdAffine holds each component, which leaves a component in the
// range as it is: the test only decides whether to look.
// Squares are used rather than magnitudes because a multiply is one
// instruction where math.Abs is three on amd64.
func inRange(w *Affine) bool {
	return w.M[0]*w.M[0]+w.M[1]*w.M[1]+w.M[2]*w.M[2]+w.M[3]*w.M[3]+w.T[0]*w.T[0]+w.T[1]*w.T[1] <= poseFastSq
}

// holdAffine holds every component of w within ±limits.PoseMaxAbs (held).
func holdAffine(w *Affine) {
	for i := range w.M {
		w.M[i] = held(w.M[i])
	}
	w.T[0], w.T[1] = held(w.T[0]), held(w.T[1])
}

// held keeps one component of a world transform finite: within
// ±limits.PoseMaxAbs, where a chain of bones that each scale up by the
// most a file may say would otherwise overflow to Inf and then to NaN
// (docs/rig.md#finite-poses). A NaN, which only Inf - Inf could give, is
// 0. Within the range it returns v unchanged, and it inlines.
func held(v float64) float64 {
	if v > poseMaxAbs {
		return poseMaxAbs
	}
	if v < -poseMaxAbs {
		return -poseMaxAbs
	}
	if v != v {
		return 0
	}
	return v
}
