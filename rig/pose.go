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

// localInto builds a bone's local transform from its values (SEMANTICS.md
// 3 and 4): translation, then the top-left 2x2 of Ry . Rx . Rz, then scale.
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

// transformValues are the values a local transform is built from.
type transformValues = [numTransformChannels]float64

// transformPart returns the transform values of c, for change detection.
func transformPart(c *channels) *transformValues {
	return (*transformValues)(c[:numTransformChannels])
}

// pose recomputes local transforms whose values changed and world
// transforms whose local transform or parent changed, parents first.
func (p *Player) pose() {
	parent := p.rig.parent
	vals, last, local, world, changed := p.vals, p.last, p.local, p.world, p.changed
	for _, i := range p.rig.Order {
		v := &vals[i]
		dirty := !p.posed || *transformPart(v) != last[i]
		if dirty {
			localInto(&local[i], v)
			last[i] = *transformPart(v)
		}
		if par := parent[i]; par < 0 {
			if dirty {
				world[i] = local[i]
			}
		} else if dirty || changed[par] {
			mulInto(&world[i], &world[par], &local[i])
			dirty = true
		}
		changed[i] = dirty
	}
	p.posed = true
}

// World returns bone i's world transform: bone-local points to world
// units, y up.
func (p *Player) World(i int) Affine { return p.world[i] }

// Local returns bone i's local transform (relative to its parent).
func (p *Player) Local(i int) Affine { return p.local[i] }

// SortingOrder returns the current sorting order of bone i's body sprite
// (its spriteCanvas value unless a sortingOrder track or override changes it).
func (p *Player) SortingOrder(i int) int { return int(p.vals[i][chOrder]) }
