package character

import (
	"github.com/rigplay/rigplay/engine/drawlist"
)

// BoneTransform returns bone i's frame (an index into BoneList) as drawn
// now, in pixels: from the bone's own frame (origin at its pivot, the
// point it turns about, x along the bone's x, y down, one unit a pixel at
// the bone's scale) to character pixels (the draw list's space: origin at
// the character's origin, y down, before character.json's scale). The
// bone's position is Apply(0, 0); an image drawn with it turns and scales
// with the bone. Use it to attach something to a bone: a hat on the head,
// a weapon in the hand, a speech balloon's anchor (docs/game-api.md#attach).
// It reports false for a character without a rig or a bad index. The
// engine's BoneGeoM adds the DrawOptions.
func (p *Player) BoneTransform(i int) (drawlist.Affine, bool) {
	if p.rp == nil || i < 0 || i >= len(p.c.Rig.Bones) {
		return drawlist.Affine{}, false
	}
	// screen . world . screen^-1: bone-local pixels (y down) to world
	// units (y up), the bone's world transform, world units to pixels.
	w, ppu := p.rp.World(i), p.c.Rig.PixelsPerUnit
	return drawlist.Affine{A: w.M[0], B: -w.M[1], C: -w.M[2], D: w.M[3], TX: ppu * w.T[0], TY: -ppu * w.T[1]}, true
}

// SpriteTransform returns the transform from bone i's body sprite's
// pixels (origin at its top-left, y down) to character pixels, as the
// draw list places the sprite now: (0, 0) is the sprite's top-left corner
// on screen and (width, height) its bottom-right. It reports false for a
// bone without a sprite, a bad index or a character without a rig. The
// sprite need not be drawn (a clothing piece may hide it).
func (p *Player) SpriteTransform(i int) (drawlist.Affine, bool) {
	if p.rp == nil {
		return drawlist.Affine{}, false
	}
	w, ok := p.rp.SpriteWorld(i)
	if !ok {
		return drawlist.Affine{}, false
	}
	return p.c.Rig.ScreenAffine().Mul(w).Drawlist(), true
}
