package core

import (
	"image"
	"math"

	"github.com/rigplay/rigplay/engine/drawlist"
)

// AlphaAt returns the largest alpha (0-255) of the items of list that
// cover the character pixel (x, y) (origin at the character's origin, y
// down), sampling each item's image at the nearest source pixel. img maps
// an item's image path to its pixels (nil for unknown). Desktop mode uses
// it to let clicks through everywhere the character is transparent. A
// placeholder (drawlist.KindPlaceholder) counts as solid over its whole
// rectangle: it stands for a sprite, so it can be grabbed.
func AlphaAt(list drawlist.List, img func(string) *image.NRGBA, x, y float64) uint8 {
	var best uint8
	for i := range list {
		it := &list[i]
		if it.Kind == drawlist.KindPlaceholder {
			if inv, ok := invert(it.Transform); ok {
				sx, sy := inv.Apply(x, y)
				if sx >= 0 && sy >= 0 && sx < float64(it.Src.Dx()) && sy < float64(it.Src.Dy()) {
					best = max(best, uint8(255*clamp01(it.Color.A)+0.5))
				}
			}
			continue
		}
		im := img(it.Image)
		if im == nil {
			continue
		}
		inv, ok := invert(it.Transform)
		if !ok {
			continue
		}
		sx, sy := inv.Apply(x, y)
		src := it.Src
		if src.Empty() {
			src = im.Rect
		}
		px := src.Min.X + int(math.Floor(sx))
		py := src.Min.Y + int(math.Floor(sy))
		if !(image.Point{px, py}.In(src.Intersect(im.Rect))) {
			continue
		}
		a := im.Pix[im.PixOffset(px, py)+3]
		a = uint8(float32(a)*clamp01(it.Color.A) + 0.5)
		best = max(best, a)
	}
	return best
}

func clamp01(v float32) float32 { return min(max(v, 0), 1) }

// invert returns the inverse of m, or false when m is singular.
func invert(m drawlist.Affine) (drawlist.Affine, bool) {
	det := m.A*m.D - m.B*m.C
	if det == 0 || math.IsNaN(det) || math.IsInf(det, 0) {
		return drawlist.Affine{}, false
	}
	r := drawlist.Affine{A: m.D / det, B: -m.B / det, C: -m.C / det, D: m.A / det}
	r.TX = -(r.A*m.TX + r.C*m.TY)
	r.TY = -(r.B*m.TX + r.D*m.TY)
	return r, true
}

// MoveState returns the Agent state for moving by (dx, dy) screen pixels:
// MovingLeft, MovingRight, MovingUp or MovingDown by the larger component,
// or "" for a move shorter than minDist.
func MoveState(dx, dy, minDist float64) string {
	if math.Hypot(dx, dy) < minDist {
		return ""
	}
	if math.Abs(dx) >= math.Abs(dy) {
		if dx < 0 {
			return "MovingLeft"
		}
		return "MovingRight"
	}
	if dy < 0 {
		return "MovingUp"
	}
	return "MovingDown"
}
