package engine

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/rigplay/rigplay/engine/drawlist"
)

// A game may draw a character itself, from the public draw list
// (docs/game-api.md#own-loop): Player.AppendDrawList gives the items in
// drawing order, Character.EbitenImage the uploaded image each item names,
// Player.View the affine Draw maps the character with, and GeoM turns an
// affine into an ebiten.GeoM.

// EbitenImage returns the image at path (relative to the character root,
// as drawlist.Item.Image names it) as the engine uploaded it: a sub-image
// of one of the character's sheets, made once. It is nil for a path the
// character has no image at (a placeholder's). Draw from it; do not draw
// onto it or deallocate it.
func (c *Character) EbitenImage(path string) *ebiten.Image {
	return c.subs[path]
}

// subImages makes the sub-image of every uploaded image, once.
func subImages(sprites map[string]sprite) map[string]*ebiten.Image {
	out := make(map[string]*ebiten.Image, len(sprites))
	for path, s := range sprites {
		out[path] = s.sheet.SubImage(image.Rectangle{Min: s.at, Max: s.at.Add(s.size)}).(*ebiten.Image)
	}
	return out
}

// View returns the affine that Draw with opts maps the character's pixels
// (the draw list's space) to the destination with: opts.GeoM after
// character.json's scale. A point of the draw list, a bone's transform
// (BoneTransform) or an item's transform composed with it
// (View(opts).Mul(it.Transform)) is where Draw puts it. Nil opts is the
// origin.
func (p *Player) View(opts *DrawOptions) drawlist.Affine {
	if opts == nil {
		opts = &defaultDrawOptions
	}
	return p.c.view(&opts.GeoM)
}

// GeoM returns a as an ebiten.GeoM: what DrawImageOptions.GeoM takes to
// draw an image where a maps it.
func GeoM(a drawlist.Affine) ebiten.GeoM {
	var g ebiten.GeoM
	g.SetElement(0, 0, a.A)
	g.SetElement(0, 1, a.C)
	g.SetElement(0, 2, a.TX)
	g.SetElement(1, 0, a.B)
	g.SetElement(1, 1, a.D)
	g.SetElement(1, 2, a.TY)
	return g
}
