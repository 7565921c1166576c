package softrender

import (
	"image"
	"image/color"
	"image/draw"
	"math"

	"github.com/rigplay/rigplay/engine/drawlist"
)

// placeholderPaint holds the two colors of a placeholder as image.Uniform
// sources that point at colors the renderer owns, so that changing them
// per item allocates nothing.
type placeholderPaint struct {
	fillC, lineC color.RGBA64
	fill, line   image.Uniform
}

// placeholder draws a drawlist.KindPlaceholder item: every destination
// pixel whose centre maps into the item's rectangle is painted, with the
// outline color within drawlist.PlaceholderInset of its edges and the
// fill color inside, source-over. Runs of equal pixels along a row are
// composited by image/draw, as images are.
func (r *Renderer) placeholder(dst draw.Image, it *drawlist.Item, view drawlist.Affine) {
	w, h := float64(it.Src.Dx()), float64(it.Src.Dy())
	m := view.Mul(it.Transform)
	if w <= 0 || h <= 0 || it.Color.A <= 0 || !finite(m) {
		return
	}
	det := m.A*m.D - m.B*m.C
	if math.Abs(det) < 1e-12 {
		return
	}
	p := &r.ph
	p.fill.C, p.line.C = &p.fillC, &p.lineC
	p.lineC = premul16(it.Color, 1)
	p.fillC = premul16(it.Color, drawlist.PlaceholderFill)
	bx, by := drawlist.PlaceholderInset(m, w, h)
	// The destination pixels the rectangle can touch.
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, c := range [4][2]float64{{0, 0}, {w, 0}, {0, h}, {w, h}} {
		x, y := m.Apply(c[0], c[1])
		minX, maxX = min(minX, x), max(maxX, x)
		minY, maxY = min(minY, y), max(maxY, y)
	}
	area := image.Rect(int(math.Floor(minX)), int(math.Floor(minY)), int(math.Ceil(maxX)), int(math.Ceil(maxY))).
		Intersect(dst.Bounds())
	// The inverse of m maps a destination point back to the rectangle.
	ia, ib, ic, id := m.D/det, -m.B/det, -m.C/det, m.A/det
	for y := area.Min.Y; y < area.Max.Y; y++ {
		py := float64(y) + 0.5
		run, runX := 0, area.Min.X // 0 none, 1 fill, 2 outline
		for x := area.Min.X; x <= area.Max.X; x++ {
			k := 0
			if x < area.Max.X {
				dx, dy := float64(x)+0.5-m.TX, py-m.TY
				u, v := ia*dx+ic*dy, ib*dx+id*dy
				if u >= 0 && u < w && v >= 0 && v < h {
					k = 1
					if u < bx || u >= w-bx || v < by || v >= h-by {
						k = 2
					}
				}
			}
			if k == run {
				continue
			}
			if run != 0 {
				src := &p.fill
				if run == 2 {
					src = &p.line
				}
				draw.Draw(dst, image.Rect(runX, y, x, y+1), src, image.Point{}, draw.Over)
			}
			run, runX = k, x
		}
	}
}

// premul16 returns c with its alpha times a as a premultiplied 16-bit color.
func premul16(c drawlist.Color, a float32) color.RGBA64 {
	al := clamp01(c.A) * a
	ch := func(v float32) uint16 { return uint16(math.Round(float64(clamp01(v)*al) * 0xffff)) }
	return color.RGBA64{R: ch(c.R), G: ch(c.G), B: ch(c.B), A: uint16(math.Round(float64(al) * 0xffff))}
}
