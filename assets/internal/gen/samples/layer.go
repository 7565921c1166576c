package samples

import (
	"fmt"
	"image"
	"math"
)

// frameSize is the width and height of one frame of the frame character.
const frameSize = 128

// layer is one image of the frame character: drawn in frame coordinates
// (128 x 128, y down), then cropped to its visible pixels. Actions.json
// places it back with OffsetX/OffsetY = the crop's top-left corner.
type layer struct {
	img    *image.NRGBA
	ox, oy int
}

// renderLayer draws one layer on a full frame and crops it.
func renderLayer(name string, draw func(c *canvas)) (layer, error) {
	c := newLayer(0, 0, frameSize, frameSize)
	draw(c)
	full := c.image()
	b := opaqueBounds(full)
	if b.Empty() {
		return layer{}, fmt.Errorf("layer %s draws nothing", name)
	}
	out := image.NewNRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	for y := 0; y < b.Dy(); y++ {
		copy(out.Pix[y*out.Stride:y*out.Stride+4*b.Dx()], full.Pix[(b.Min.Y+y)*full.Stride+4*b.Min.X:])
	}
	return layer{img: out, ox: b.Min.X, oy: b.Min.Y}, nil
}

// opaqueBounds is the smallest rectangle holding every pixel with alpha > 0.
func opaqueBounds(img *image.NRGBA) image.Rectangle {
	r := image.Rectangle{}
	w, h := img.Rect.Dx(), img.Rect.Dy()
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			if img.Pix[y*img.Stride+4*x+3] != 0 {
				r = r.Union(image.Rect(x, y, x+1, y+1))
			}
		}
	}
	return r
}

// stamp composites the pixels of src (same size as c) over c, masked by
// the coverage of shape m: a way to cut a piece out of another drawing.
func (c *canvas) stamp(src *canvas, m shape) {
	x0, y0, x1, y1 := c.pixelRange(m.bounds())
	const n = subSamples
	for Y := y0; Y < y1; Y++ {
		for X := x0; X < x1; X++ {
			hits := 0
			for j := 0; j < n; j++ {
				for i := 0; i < n; i++ {
					dx, dy := c.toDesign(float64(X)+(float64(i)+0.5)/n, float64(Y)+(float64(j)+0.5)/n)
					if m.contains(dx, dy) {
						hits++
					}
				}
			}
			if hits == 0 {
				continue
			}
			cov := float64(hits) / (n * n)
			k := 4 * (Y*c.w + X)
			a := float64(src.pix[k+3] * cov)
			inv := 1 - a
			for ch := 0; ch < 3; ch++ {
				c.pix[k+ch] = float64(src.pix[k+ch]*cov) + float64(c.pix[k+ch]*inv)
			}
			c.pix[k+3] = a + float64(c.pix[k+3]*inv)
		}
	}
}

// star is a four-pointed sparkle polygon.
func star(x, y, r, inner, rot float64) poly {
	var p poly
	for i := 0; i < 8; i++ {
		rr := r
		if i%2 == 1 {
			rr = inner
		}
		a := (rot + float64(i)*45) * math.Pi / 180
		s, c := math.Sincos(a)
		p = append(p, [2]float64{x + float64(rr*c), y + float64(rr*s)})
	}
	return p
}
