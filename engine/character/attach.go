package character

import (
	"github.com/rigplay/rigplay/engine/drawlist"
)

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
