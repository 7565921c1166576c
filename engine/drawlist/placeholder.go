package drawlist

import "math"

// Placeholders: a sprite whose image file is missing (a rig authored
// without art, a clothing piece whose PNG is not there yet) is drawn as its
// rectangle, so that a clip can still be judged by its motion. Every
// renderer draws a placeholder item the same way: the pixels whose centres
// map into the item's rectangle (origin at Src.Min, Src.Dx() x Src.Dy()
// source pixels) within PlaceholderInset of its edges get the outline,
// Color at full strength; the rest of the rectangle gets the fill, Color
// with its alpha times PlaceholderFill. Both are composited source-over.

// PlaceholderFill is the fill's opacity relative to the outline's.
const PlaceholderFill = 0.4

// PlaceholderInset returns the outline's width along the rectangle's x and
// y axes in source pixels, for a w x h rectangle drawn with m (the view
// times the item's transform): the outline is about one destination pixel
// wide at 1x, growing slowly with the zoom to three at most, whatever the
// rectangle's rotation, scale or skew. Each is at most half the side.
func PlaceholderInset(m Affine, w, h float64) (bx, by float64) {
	det := math.Abs(m.A*m.D - m.B*m.C)
	if !(det > 1e-12) || math.IsInf(det, 0) {
		return w / 2, h / 2
	}
	// The outline's width in destination pixels: 1 up to a zoom of 2.5,
	// then growing with the zoom, 3 at most.
	t := min(max(math.Sqrt(det)/2.5, 1), 3)
	// A point at u source pixels from the edge u = 0 lies
	// det*u/|(C, D)| destination pixels from it; the same for v.
	bx = min(t*math.Hypot(m.C, m.D)/det, w/2)
	by = min(t*math.Hypot(m.A, m.B)/det, h/2)
	return bx, by
}
