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

// localOf builds a bone's local transform from its values (SEMANTICS.md 3
// and 4): translation, then the top-left 2x2 of Ry . Rx . Rz, then scale.
func localOf(v *channels) Affine {
	return Affine{
		M: eulerLinear(v[chRotX], v[chRotY], v[chRotZ], v[chScaleX], v[chScaleY]),
		T: mgl64.Vec2{v[chPosX], v[chPosY]},
	}
}

// transformPart returns the transform values of c, for change detection.
func transformPart(c *channels) *[numTransformChannels]float64 {
	return (*[numTransformChannels]float64)(c[:numTransformChannels])
}

// pose recomputes local transforms whose values changed and world
// transforms whose local transform or parent changed, parents first.
func (p *Player) pose() {
	bones := p.rig.Bones
	for _, i := range p.rig.Order {
		v := &p.vals[i]
		dirty := !p.posed || *transformPart(v) != *transformPart(&p.last[i])
		if dirty {
			p.local[i] = localOf(v)
			*transformPart(&p.last[i]) = *transformPart(v)
		}
		par := bones[i].Parent
		switch {
		case par < 0:
			if dirty {
				p.world[i] = p.local[i]
			}
		case dirty || p.changed[par]:
			mulInto(&p.world[i], &p.world[par], &p.local[i])
			dirty = true
		}
		p.changed[i] = dirty
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
