package rig

import (
	"math"

	"github.com/rigplay/rigplay/engine/drawlist"
)

// Placeholders (docs/rig.md#missing-sprites) are coloured by the rig, which
// makes them; renderers draw them as drawlist says (PlaceholderFill,
// PlaceholderInset).

// placeholderColor returns the opaque color of placeholder number n (a
// bone's index, or a hash of a clothing piece's id): hues a golden angle
// apart, so that neighbouring numbers never look alike, at one saturation
// and lightness that read well on light and dark backgrounds.
func placeholderColor(n uint32) drawlist.Color {
	hue := math.Mod(float64(n)*0.6180339887498949+0.08, 1) * 6
	const s, l = 0.75, 0.56
	c := (1 - math.Abs(2*l-1)) * s
	x := c * (1 - math.Abs(math.Mod(hue, 2)-1))
	var r, g, b float64
	switch int(hue) {
	case 0:
		r, g = c, x
	case 1:
		r, g = x, c
	case 2:
		g, b = c, x
	case 3:
		g, b = x, c
	case 4:
		r, b = x, c
	default:
		r, b = c, x
	}
	m := l - c/2
	return drawlist.Color{R: float32(r + m), G: float32(g + m), B: float32(b + m), A: 1}
}
