package engine

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/rigplay/rigplay/engine/drawlist"
)

// Screen-space questions about what Draw draws with the same DrawOptions
// (docs/character-package.md#attach, #hit-test): where a bone or a
// sprite is on the destination, and what a point of it hits.

// BoneGeoM returns the GeoM that draws an image in the frame of the named
// bone as Draw with opts draws the character now: the image's (0, 0) on
// the bone's origin, its pixels turned and scaled with the bone (x right,
// y down, one image pixel a character pixel). Attach a hat to the head, a
// sword to the hand. It is false for a bone the rig does not have (or a
// character without a rig).
func (p *Player) BoneGeoM(name string, opts *DrawOptions) (ebiten.GeoM, bool) {
	m, ok := p.pure.BoneTransform(p.c.c.Bone(name))
	if !ok {
		return ebiten.GeoM{}, false
	}
	return GeoM(p.View(opts).Mul(m)), true
}

// SpriteGeoM returns the GeoM that draws the named bone's body sprite
// where Draw with opts draws it now: an image of the sprite's size drawn
// with it covers the sprite exactly (a highlight, a replacement picture).
// It is false for a bone without a sprite.
func (p *Player) SpriteGeoM(name string, opts *DrawOptions) (ebiten.GeoM, bool) {
	m, ok := p.pure.SpriteTransform(p.c.c.Bone(name))
	if !ok {
		return ebiten.GeoM{}, false
	}
	return GeoM(p.View(opts).Mul(m)), true
}

// HitTestScreen is HitTest at a point (x, y) of the destination that Draw
// with opts draws the character onto (a mouse position): what is drawn
// there, by its pixels' alpha or by sprite rectangle (hit.ByRect). It is
// false where nothing is drawn or opts map the character to nothing.
func (p *Player) HitTestScreen(x, y float64, opts *DrawOptions, hit HitOptions) (Hit, bool) {
	v := p.View(opts)
	det := v.A*v.D - v.B*v.C
	if det == 0 {
		return Hit{}, false
	}
	inv := drawlist.Affine{A: v.D / det, B: -v.B / det, C: -v.C / det, D: v.A / det}
	inv.TX, inv.TY = -(inv.A*v.TX + inv.C*v.TY), -(inv.B*v.TX + inv.D*v.TY)
	cx, cy := inv.Apply(x, y)
	return p.pure.HitTest(cx, cy, hit)
}
