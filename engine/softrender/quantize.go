package softrender

import (
	"image"
	"image/color"
	"slices"
)

// AlphaThreshold is the alpha (0-255) from which a pixel counts as opaque
// when the palette is chosen (MedianCut). Quantizer.Paletted dithers
// partial alpha instead of cutting it there.
const AlphaThreshold = 128

// bayer4 is the 4x4 ordered-dither matrix: a GIF has no partial alpha, so
// a pixel of alpha a is drawn where a exceeds its cell's threshold, and a
// 40%-opaque area (a placeholder's fill) shows as 40% of its pixels.
var bayer4 = [4][4]uint8{{0, 8, 2, 10}, {12, 4, 14, 6}, {3, 11, 1, 9}, {15, 7, 13, 5}}

// opaqueAt reports whether a pixel of alpha a at (x, y) is drawn in a
// paletted image: always at 255, never at 0, and in between where a is
// above the ordered-dither threshold of its cell (8 to 248).
func opaqueAt(a uint8, x, y int) bool {
	return a == 255 || int(a) > int(bayer4[y&3][x&3])*16+8
}

// MedianCut returns a palette for frames: index 0 is transparent and up to
// n-1 further opaque colors (n at most 256) are chosen by median cut over
// the frames' opaque pixels, read at 5 bits per channel and weighted by
// how often they occur. It is deterministic.
func MedianCut(frames []*image.RGBA, n int) color.Palette {
	n = min(max(n, 2), 256)
	var hist [1 << 15]int
	for _, f := range frames {
		eachOpaque(f, func(c color.NRGBA) { hist[key15(c)]++ })
	}
	var cells []cell
	for k, cnt := range hist {
		if cnt > 0 {
			cells = append(cells, cell{c: [3]uint8{uint8(k >> 10), uint8(k >> 5 & 31), uint8(k & 31)}, n: cnt})
		}
	}
	boxes := [][]cell{cells}
	if len(cells) == 0 {
		boxes = nil
	}
	for len(boxes) < n-1 {
		bi, ch, best := -1, 0, 0
		for i, b := range boxes {
			if len(b) < 2 {
				continue
			}
			for c := 0; c < 3; c++ {
				lo, hi := b[0].c[c], b[0].c[c]
				for _, x := range b {
					lo, hi = min(lo, x.c[c]), max(hi, x.c[c])
				}
				if r := int(hi - lo); r > best {
					bi, ch, best = i, c, r
				}
			}
		}
		if bi < 0 {
			break
		}
		b := boxes[bi]
		slices.SortStableFunc(b, func(x, y cell) int { return int(x.c[ch]) - int(y.c[ch]) })
		total := 0
		for _, x := range b {
			total += x.n
		}
		split, acc := 1, 0
		for i, x := range b[:len(b)-1] {
			acc += x.n
			split = i + 1
			if 2*acc >= total {
				break
			}
		}
		boxes[bi] = b[:split]
		boxes = append(boxes, b[split:])
	}
	pal := color.Palette{color.NRGBA{}}
	for _, b := range boxes {
		var r, g, bl, cnt int
		for _, x := range b {
			r += int(x.c[0]) * x.n
			g += int(x.c[1]) * x.n
			bl += int(x.c[2]) * x.n
			cnt += x.n
		}
		pal = append(pal, color.NRGBA{expand5(r, cnt), expand5(g, cnt), expand5(bl, cnt), 255})
	}
	return pal
}

// cell is one 15-bit color and how often it occurs.
type cell struct {
	c [3]uint8
	n int
}

// expand5 turns a weighted sum of 5-bit values into an 8-bit mean.
func expand5(sum, n int) uint8 {
	v := (sum*255 + n*31/2) / (n * 31)
	return uint8(min(v, 255))
}

func key15(c color.NRGBA) int {
	return int(c.R>>3)<<10 | int(c.G>>3)<<5 | int(c.B>>3)
}

// eachOpaque calls fn with the non-premultiplied color of every pixel of
// f whose alpha is at least AlphaThreshold.
func eachOpaque(f *image.RGBA, fn func(color.NRGBA)) {
	b := f.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			c := f.RGBAAt(x, y)
			if c.A >= AlphaThreshold {
				fn(unpremultiply(c))
			}
		}
	}
}

func unpremultiply(c color.RGBA) color.NRGBA {
	if c.A == 255 || c.A == 0 {
		return color.NRGBA{c.R, c.G, c.B, c.A}
	}
	a := int(c.A)
	un := func(v uint8) uint8 { return uint8(min((int(v)*255+a/2)/a, 255)) }
	return color.NRGBA{un(c.R), un(c.G), un(c.B), c.A}
}

// Quantizer maps RGBA frames onto one palette (from MedianCut): pixels
// whose partial alpha the ordered dither leaves out (opaqueAt) become
// index 0, the others their nearest palette color. It caches lookups per
// 15-bit color.
type Quantizer struct {
	pal   color.Palette
	cache [1 << 15]int16
}

// NewQuantizer returns a quantizer for pal, whose index 0 is transparent.
func NewQuantizer(pal color.Palette) *Quantizer {
	q := &Quantizer{pal: pal}
	for i := range q.cache {
		q.cache[i] = -1
	}
	return q
}

// Paletted returns f mapped onto the palette.
func (q *Quantizer) Paletted(f *image.RGBA) *image.Paletted {
	b := f.Bounds()
	out := image.NewPaletted(b, q.pal)
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			c := f.RGBAAt(x, y)
			if !opaqueAt(c.A, x, y) {
				continue
			}
			k := key15(unpremultiply(c))
			if q.cache[k] < 0 {
				q.cache[k] = int16(q.nearest(k))
			}
			out.SetColorIndex(x, y, uint8(q.cache[k]))
		}
	}
	return out
}

// nearest returns the opaque palette index closest to the 15-bit color k.
func (q *Quantizer) nearest(k int) int {
	r, g, b := expand5(k>>10, 1), expand5(k>>5&31, 1), expand5(k&31, 1)
	best, bestD := 0, 1<<30
	for i := 1; i < len(q.pal); i++ {
		c := color.NRGBAModel.Convert(q.pal[i]).(color.NRGBA)
		dr, dg, db := int(c.R)-int(r), int(c.G)-int(g), int(c.B)-int(b)
		if d := 2*dr*dr + 4*dg*dg + 3*db*db; d < bestD {
			best, bestD = i, d
		}
	}
	return best
}
