package samples

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"math"
)

// subSamples is the number of samples per pixel along each axis; coverage
// (and so anti-aliasing) has subSamples*subSamples+1 levels.
const subSamples = 5

// canvas is a premultiplied floating-point RGBA raster. Shapes are given in
// the canvas's own design coordinates; a pixel's continuous position (X, Y),
// y down, maps to design coordinates by x = X*sx + ox, y = Y*sy + oy, so a
// canvas can look at a window of a larger drawing (a layer with an offset)
// or use y up (a rig sprite measured from its pivot).
type canvas struct {
	w, h   int
	sx, sy float64
	ox, oy float64
	pix    []float64
}

// newLayer returns a w x h canvas whose pixel (0, 0) shows the design point
// (x0, y0), with y down: the window of a 128 x 128 frame drawing at an offset.
func newLayer(x0, y0 float64, w, h int) *canvas {
	return &canvas{w: w, h: h, sx: 1, sy: 1, ox: x0, oy: y0, pix: make([]float64, 4*w*h)}
}

// newSprite returns a w x h canvas in bone-local pixels: the pivot
// (px, py), measured from the bottom-left corner, is the origin and y points
// up.
func newSprite(w, h int, px, py float64) *canvas {
	return &canvas{w: w, h: h, sx: 1, sy: -1, ox: -px, oy: float64(h) - py, pix: make([]float64, 4*w*h)}
}

// toDesign maps a continuous pixel position to design coordinates.
func (c *canvas) toDesign(X, Y float64) (float64, float64) {
	return float64(X*c.sx) + c.ox, float64(Y*c.sy) + c.oy
}

// pixelRange returns the pixels a design-space rectangle can touch.
func (c *canvas) pixelRange(b rect) (x0, y0, x1, y1 int) {
	// invert x = X*sx + ox  =>  X = (x - ox) / sx
	ax, bx := (b.x0-c.ox)/c.sx, (b.x1-c.ox)/c.sx
	ay, by := (b.y0-c.oy)/c.sy, (b.y1-c.oy)/c.sy
	if ax > bx {
		ax, bx = bx, ax
	}
	if ay > by {
		ay, by = by, ay
	}
	x0, y0 = int(math.Floor(ax))-1, int(math.Floor(ay))-1
	x1, y1 = int(math.Ceil(bx))+1, int(math.Ceil(by))+1
	x0, y0 = max(x0, 0), max(y0, 0)
	x1, y1 = min(x1, c.w), min(y1, c.h)
	return
}

// fill composites paint p, masked by shape s, over the canvas (source-over).
func (c *canvas) fill(s shape, p paint) {
	x0, y0, x1, y1 := c.pixelRange(s.bounds())
	const n = subSamples
	const total = float64(n * n)
	for Y := y0; Y < y1; Y++ {
		for X := x0; X < x1; X++ {
			hits := 0
			for j := 0; j < n; j++ {
				sy := float64(Y) + (float64(j)+0.5)/n
				for i := 0; i < n; i++ {
					sx := float64(X) + (float64(i)+0.5)/n
					dx, dy := c.toDesign(sx, sy)
					if s.contains(dx, dy) {
						hits++
					}
				}
			}
			if hits == 0 {
				continue
			}
			cx, cy := c.toDesign(float64(X)+0.5, float64(Y)+0.5)
			col := p.at(cx, cy)
			a := float64(col.a * (float64(hits) / total))
			k := 4 * (Y*c.w + X)
			inv := 1 - a
			c.pix[k+0] = float64(col.r*a) + float64(c.pix[k+0]*inv)
			c.pix[k+1] = float64(col.g*a) + float64(c.pix[k+1]*inv)
			c.pix[k+2] = float64(col.b*a) + float64(c.pix[k+2]*inv)
			c.pix[k+3] = a + float64(c.pix[k+3]*inv)
		}
	}
}

// outlined fills s grown by width w with the outline color, then s with p.
func (c *canvas) outlined(s shape, w float64, line rgba, p paint) {
	c.fill(s.grow(w), line)
	c.fill(s, p)
}

// image converts the canvas to an 8-bit non-premultiplied image.
func (c *canvas) image() *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, c.w, c.h))
	for i := 0; i < c.w*c.h; i++ {
		a := c.pix[4*i+3]
		if a <= 0 {
			continue
		}
		o := img.Pix[4*i : 4*i+4]
		o[0] = to8(c.pix[4*i+0] / a)
		o[1] = to8(c.pix[4*i+1] / a)
		o[2] = to8(c.pix[4*i+2] / a)
		o[3] = to8(a)
	}
	return img
}

// to8 rounds a [0, 1] channel to 8 bits.
func to8(v float64) uint8 {
	v = math.Round(float64(v * 255))
	if v < 0 {
		return 0
	}
	if v > 255 {
		return 255
	}
	return uint8(v)
}

// encodePNG encodes an image as PNG with the best compression.
func encodePNG(img image.Image) ([]byte, error) {
	var buf bytes.Buffer
	enc := png.Encoder{CompressionLevel: png.BestCompression}
	if err := enc.Encode(&buf, img); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// rgba is a non-premultiplied color with channels in [0, 1].
type rgba struct{ r, g, b, a float64 }

// hex makes an opaque color from 0xRRGGBB.
func hex(v uint32) rgba {
	return rgba{float64(v>>16&0xff) / 255, float64(v>>8&0xff) / 255, float64(v&0xff) / 255, 1}
}

// alpha returns the color with alpha a.
func (c rgba) alpha(a float64) rgba { c.a = a; return c }

// mix blends c toward d by t in [0, 1].
func (c rgba) mix(d rgba, t float64) rgba {
	return rgba{lerp(c.r, d.r, t), lerp(c.g, d.g, t), lerp(c.b, d.b, t), lerp(c.a, d.a, t)}
}

// at makes a solid color usable as a paint.
func (c rgba) at(float64, float64) rgba { return c }

// toNRGBA converts to the standard library's 8-bit color.
func (c rgba) toNRGBA() color.NRGBA {
	return color.NRGBA{to8(c.r), to8(c.g), to8(c.b), to8(c.a)}
}

func lerp(a, b, t float64) float64 { return a + float64((b-a)*t) }

// clamp01 limits v to [0, 1].
func clamp01(v float64) float64 { return math.Max(0, math.Min(1, v)) }
