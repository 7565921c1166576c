package engine

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
)

// Screen-space queries (docs/game-api.md#queries): each takes the
// DrawOptions the player is drawn with, so that what it answers is where
// Draw puts the character. Player.View gives the affine itself, for
// anything else (View(opts).Rect(p.FrameBounds()) is the frame's bounds on
// the destination).

// HitTest reports what the player draws at the destination point (x, y)
// when drawn with opts (nil: at the origin), how choosing between drawn
// pixels (the zero HitOptions) and sprite rectangles (ByRect). The Hit
// names the draw-list item, its image, its bone and clothing item. It is
// false where nothing is drawn (a transparent pixel inside the bounds
// included) and for a view that flattens the character. It allocates
// nothing in steady state.
func (p *Player) HitTest(x, y float64, opts *DrawOptions, how HitOptions) (Hit, bool) {
	inv, ok := p.View(opts).Invert()
	if !ok {
		return Hit{}, false
	}
	cx, cy := inv.Apply(x, y)
	return p.pure.HitTest(cx, cy, how)
}

// ScreenBounds returns the destination pixels the frame on screen covers
// when drawn with opts: FrameBounds through View(opts).
func (p *Player) ScreenBounds(opts *DrawOptions) image.Rectangle {
	return p.View(opts).Rect(p.pure.FrameBounds())
}

// BoneGeoM returns the GeoM that draws an image in the frame of the bone
// named name (origin at the bone's pivot, y down, turning and scaling
// with the bone: BoneTransform) where Draw with opts puts that bone: a hat
// on the head, a weapon in the hand. Translate the image by its own pivot
// first (op.GeoM = its offset, then op.GeoM.Concat(g)). It is false for a
// bone the character does not have.
func (p *Player) BoneGeoM(name string, opts *DrawOptions) (ebiten.GeoM, bool) {
	t, ok := p.pure.BoneTransform(p.c.c.Bone(name))
	if !ok {
		return ebiten.GeoM{}, false
	}
	return GeoM(p.View(opts).Mul(t)), true
}

// SpriteGeoM returns the GeoM from the body sprite of the bone named name
// (its pixels, origin at its top-left) to the destination, as Draw with
// opts draws it (SpriteTransform): an image of the sprite's size drawn
// with it covers the sprite. It is false for a bone without a sprite.
func (p *Player) SpriteGeoM(name string, opts *DrawOptions) (ebiten.GeoM, bool) {
	t, ok := p.pure.SpriteTransform(p.c.c.Bone(name))
	if !ok {
		return ebiten.GeoM{}, false
	}
	return GeoM(p.View(opts).Mul(t)), true
}
