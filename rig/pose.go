package rig

import "github.com/go-gl/mathgl/mgl64"

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
	return rp
}

// pose composes the transforms from s.vals, parents first, recomputing
// only what changed: a bone that nothing moves (no transform track, no
// override) takes the rig's rest local transform, and one whose ancestors
// are unmoved too takes the rest world transform; only moved bones and
// their descendants are composed.
func (s *scratch) pose(r *Rig) {
	parent, restLocal, restWorld := r.parent, r.rest.local, r.rest.world
	vals, local, world, moves, moved := s.vals, s.local, s.world, s.moves, s.moved
	for _, i := range r.Order {
		m := moves[i]
		if m {
			localInto(&local[i], &vals[i])
		} else {
			local[i] = restLocal[i]
		}
		switch par := parent[i]; {
		case par < 0:
			world[i] = local[i]
		case m || moved[par]:
			// world[par] . local[i], written out: mulInto does not inline.
			pw, l, w := &world[par], &local[i], &world[i]
			a, b, c, d := pw.M[0], pw.M[1], pw.M[2], pw.M[3]
			la, lb, lc, ld, lx, ly := l.M[0], l.M[1], l.M[2], l.M[3], l.T[0], l.T[1]
			w.M[0], w.M[1], w.M[2], w.M[3] = a*la+c*lb, b*la+d*lb, a*lc+c*ld, b*lc+d*ld
			w.T[0], w.T[1] = a*lx+c*ly+pw.T[0], b*lx+d*ly+pw.T[1]
			m = true
		default:
			world[i] = restWorld[i]
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
	l := s.local[i]
	putScratch(s)
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
