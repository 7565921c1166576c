package character

import (
	"github.com/rigplay/rigplay/engine/drawlist"
)

// BoneTransform returns bone i's frame (index into the rig's bones) in
// character pixels, as drawn now: its origin (the point it turns about),
// its rotation and scale, from bone-local world units to the character's
// pixels (origin at the character's origin, y down, before
// character.json's scale). Use it to attach something to a bone: a hat on
// the head, a weapon in the hand, a speech balloon's anchor
// (docs/game-api.md#attach). It reports false for a character without a
// rig or a bad index. The engine's BoneGeoM adds the DrawOptions.
func (p *Player) BoneTransform(i int) (drawlist.Affine, bool) {
	if p.rp == nil || i < 0 || i >= len(p.c.Rig.Bones) {
		return drawlist.Affine{}, false
	}
	w := p.rp.World(i)
	return p.c.Rig.ScreenAffine().Mul(w).Drawlist(), true
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
