package core

import (
	"image"
	"math"

	"github.com/rigplay/rigplay/engine/drawlist"
)

// Zoom limits, in device pixels per character pixel.
const (
	MinZoom = 0.125
	MaxZoom = 32
)

// ZoomSteps are the zooms the mouse wheel steps through: fractions below
// 1, whole numbers above, so that pixel art stays sharp when zoomed in.
var ZoomSteps = []float64{0.125, 0.25, 1.0 / 3, 0.5, 2.0 / 3, 0.75, 1, 2, 3, 4, 5, 6, 8, 10, 12, 16, 20, 24, 32}

// View places the character on the stage: a character pixel (x, y) (origin
// at the character's origin, y down) is drawn at (X + x*Zoom, Y + y*Zoom)
// device pixels.
type View struct {
	Zoom float64
	X, Y float64
}

// Affine returns the view as the draw list's affine type.
func (v View) Affine() drawlist.Affine {
	return drawlist.Affine{A: v.Zoom, D: v.Zoom, TX: v.X, TY: v.Y}
}

// ToScreen maps a character pixel to the stage.
func (v View) ToScreen(x, y float64) (float64, float64) { return v.X + x*v.Zoom, v.Y + y*v.Zoom }

// ToCharacter maps a stage point to character pixels.
func (v View) ToCharacter(x, y float64) (float64, float64) {
	return (x - v.X) / v.Zoom, (y - v.Y) / v.Zoom
}

// Snapped returns v with its origin on a whole device pixel, so that at a
// whole-number zoom every character pixel covers whole device pixels
// (nothing is resampled).
func (v View) Snapped() View {
	v.X, v.Y = math.Round(v.X), math.Round(v.Y)
	return v
}

// Fit returns the view that shows bounds (character pixels) centered in
// stage (device pixels) with a margin: the largest whole-number zoom that
// fits, or a zoom step below 1 for a character larger than the stage.
// An empty bounds or stage centers the origin at zoom 1.
func Fit(bounds, stage image.Rectangle, margin int) View {
	if bounds.Empty() || stage.Dx() <= 2*margin || stage.Dy() <= 2*margin {
		c := center(stage)
		return View{Zoom: 1, X: c.X, Y: c.Y}.Snapped()
	}
	aw, ah := float64(stage.Dx()-2*margin), float64(stage.Dy()-2*margin)
	z := math.Min(aw/float64(bounds.Dx()), ah/float64(bounds.Dy()))
	switch {
	case z >= 1:
		z = math.Min(math.Floor(z), MaxZoom)
	default:
		z = stepAtMost(z)
	}
	cx := float64(stage.Min.X+stage.Max.X) / 2
	cy := float64(stage.Min.Y+stage.Max.Y) / 2
	bx := float64(bounds.Min.X+bounds.Max.X) / 2
	by := float64(bounds.Min.Y+bounds.Max.Y) / 2
	return View{Zoom: z, X: cx - bx*z, Y: cy - by*z}.Snapped()
}

func center(r image.Rectangle) struct{ X, Y float64 } {
	return struct{ X, Y float64 }{float64(r.Min.X+r.Max.X) / 2, float64(r.Min.Y+r.Max.Y) / 2}
}

// stepAtMost returns the largest zoom step not above z (the smallest step
// when none is).
func stepAtMost(z float64) float64 {
	best := ZoomSteps[0]
	for _, s := range ZoomSteps {
		if s <= z+1e-9 {
			best = s
		}
	}
	return best
}

// ZoomAt returns v zoomed one step in (dir > 0) or out (dir < 0), keeping
// the character pixel under the stage point (px, py) where it is.
func (v View) ZoomAt(px, py float64, dir int) View {
	z := nextStep(ZoomSteps, v.Zoom, dir)
	return v.ZoomTo(px, py, z)
}

// ZoomTo returns v at zoom z (clamped to the limits), keeping the
// character pixel under (px, py) in place.
func (v View) ZoomTo(px, py, z float64) View {
	z = math.Min(math.Max(z, MinZoom), MaxZoom)
	cx, cy := v.ToCharacter(px, py)
	return View{Zoom: z, X: px - cx*z, Y: py - cy*z}.Snapped()
}

// Pan returns v moved by (dx, dy) device pixels.
func (v View) Pan(dx, dy float64) View {
	v.X += dx
	v.Y += dy
	return v
}
