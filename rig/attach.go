package rig

// SpriteWorld returns the transform from bone i's body sprite's pixels
// (origin at the top-left, y down) to world units (y up), as the sprite is
// drawn now: the world transform of the bone its attachment targets times
// the sprite's placement on it (its pivot on the bone's origin,
// docs/rig.md#pivots). It reports false for a bone without a sprite or
// out of range. The sprite need not be drawn (a clothing piece may hide
// it).
func (p *Player) SpriteWorld(i int) (Affine, bool) {
	r := p.rig
	if i < 0 || i >= len(r.Bones) || !r.Bones[i].HasSprite {
		return Affine{}, false
	}
	b := &r.Bones[i]
	s := b.Sprite
	place := spriteLocal(s.Width, s.Height, s.PivotX, s.PivotY, r.PixelsPerUnit)
	w := p.World(b.Target)
	var out Affine
	mulInto(&out, &w, &place)
	return out, true
}

// ScreenAffine returns the transform from world units (y up) to the
// character's screen pixels (origin at the character's origin, y down):
// (x, y) to (x * ppu, -y * ppu), the step every draw-list transform
// starts with (docs/rig.md#pixels-per-unit).
func (r *Rig) ScreenAffine() Affine {
	a := IdentityAffine
	a.M[0], a.M[3] = r.PixelsPerUnit, -r.PixelsPerUnit
	return a
}
