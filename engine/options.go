package engine

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
)

// DrawOptions are the options of Player.Draw. The zero value draws the
// character at the destination's origin, colors unchanged, with nearest
// filtering (right for pixel art).
type DrawOptions struct {
	// GeoM maps the character's pixels (origin at the character's origin,
	// y down) to the destination, as ebiten.DrawImageOptions.GeoM does.
	GeoM ebiten.GeoM
	// ColorScale scales every drawn color (premultiplied alpha), as
	// ebiten.DrawImageOptions.ColorScale does.
	ColorScale ebiten.ColorScale
	// Filter is the texture filter: ebiten.FilterNearest (the zero value)
	// or ebiten.FilterLinear for smooth scaling and rotation. With
	// FilterLinear an item that the view maps by whole pixels (a whole-pixel
	// translation, or an axis-aligned whole-number zoom) is still sampled
	// nearest, so pixel art stays exact while rotated parts are smooth, as
	// engine/softrender draws them. The outline shader always samples
	// nearest.
	Filter ebiten.Filter
	// Tint mixes the character's colors toward a color (a flash for a hit,
	// a highlight for a selected character). Off when Amount is 0.
	Tint Tint
	// Outline draws a 1-pixel ring around the character's silhouette.
	// Off when its Color's alpha is 0.
	Outline Outline
}

// Tint mixes each drawn pixel's color toward Color by Amount, keeping its
// alpha: Amount 0 leaves the colors as they are, 1 paints the flat color
// wherever the character is visible.
type Tint struct {
	// Color is the target color; its alpha is ignored.
	Color color.NRGBA
	// Amount is the mix, clamped to [0, 1].
	Amount float32
}

// Outline draws a ring one source pixel wide around the character's
// silhouette (all its parts together), under the character.
type Outline struct {
	// Color is the outline's color, straight alpha; alpha 0 turns the
	// outline off.
	Color color.NRGBA
}
