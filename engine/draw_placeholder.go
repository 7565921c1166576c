package engine

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/rigplay/rigplay/engine/drawlist"
)

// placeholder queues a drawlist.KindPlaceholder item as five quads of flat
// color sampled from a white image: the outline as four bands along the
// rectangle's edges, drawlist.PlaceholderInset wide, and the fill inside
// them. The GPU paints the pixels whose centres the quads cover, which is
// how engine/softrender partitions the rectangle too. A Tint mixes the
// colors as the sprite shader mixes an image's.
func (b *batch) placeholder(it *drawlist.Item, view drawlist.Affine, cs *ebiten.ColorScale, tint *Tint) {
	w, h := float64(it.Src.Dx()), float64(it.Src.Dy())
	m := view.Mul(it.Transform)
	if w <= 0 || h <= 0 || it.Color.A <= 0 || !finiteAffine(m) {
		return
	}
	white := whitePixel()
	if b.src != white || len(b.verts) >= 4*(maxQuads-5) {
		b.flush()
		b.src = white
	}
	c := it.Color
	if a := min(tint.Amount, 1); a > 0 {
		c.R += (float32(tint.Color.R)/255 - c.R) * a
		c.G += (float32(tint.Color.G)/255 - c.G) * a
		c.B += (float32(tint.Color.B)/255 - c.B) * a
	}
	line := c
	c.A *= drawlist.PlaceholderFill
	bx, by := drawlist.PlaceholderInset(m, w, h)
	lr, lg, lb, la := itemColor(line, cs)
	b.flatQuad(m, 0, 0, w, by, lr, lg, lb, la)
	b.flatQuad(m, 0, h-by, w, h, lr, lg, lb, la)
	b.flatQuad(m, 0, by, bx, h-by, lr, lg, lb, la)
	b.flatQuad(m, w-bx, by, w, h-by, lr, lg, lb, la)
	fr, fg, fb, fa := itemColor(c, cs)
	b.flatQuad(m, bx, by, w-bx, h-by, fr, fg, fb, fa)
}

// flatQuad queues the rectangle (x0, y0)-(x1, y1) of source space, mapped
// by m, in one premultiplied color sampled from the white image; an empty
// rectangle queues nothing.
func (b *batch) flatQuad(m drawlist.Affine, x0, y0, x1, y1 float64, r, g, bl, a float32) {
	if !(x1 > x0 && y1 > y0) {
		return
	}
	n := len(b.verts)
	b.verts = grow(b.verts, 4)
	v := b.verts[n : n+4 : n+4]
	for i, p := range [4][2]float64{{x0, y0}, {x1, y0}, {x0, y1}, {x1, y1}} {
		x, y := m.Apply(p[0], p[1])
		v[i] = ebiten.Vertex{DstX: float32(x), DstY: float32(y), SrcX: 1.5, SrcY: 1.5,
			ColorR: r, ColorG: g, ColorB: bl, ColorA: a}
	}
	k := uint16(n)
	j := len(b.idx)
	b.idx = grow(b.idx, 6)
	copy(b.idx[j:], []uint16{k, k + 1, k + 2, k + 1, k + 3, k + 2})
}

// finiteAffine reports whether every coefficient of m is a finite number of
// sane size (as engine/softrender requires to draw an item).
func finiteAffine(m drawlist.Affine) bool {
	for _, v := range [6]float64{m.A, m.B, m.C, m.D, m.TX, m.TY} {
		if math.IsNaN(v) || math.IsInf(v, 0) || math.Abs(v) > 1e9 {
			return false
		}
	}
	return true
}
