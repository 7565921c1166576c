package samples

import (
	"fmt"
	"image"
	"math"
)

// spriteWork is the size of the square work canvas a bone-local sprite is
// drawn on, with the bone's origin in its middle, before cropping.
const spriteWork = 256

// sprite is a drawing in bone-local pixels, cropped to its visible pixels.
type sprite struct {
	img *image.NRGBA
	// box is the crop in work-canvas pixels (y down); the bone origin is
	// at (spriteWork/2, spriteWork/2).
	box image.Rectangle
}

// renderSprite draws a bone-local drawing and crops it.
func renderSprite(name string, draw func(c *canvas)) (sprite, error) {
	s, err := renderSpriteFull(name, draw)
	if err != nil {
		return sprite{}, err
	}
	return s.crop(s.box), nil
}

// crop returns the sprite cut to box (work-canvas pixels); s must be
// uncropped (a full work canvas).
func (s sprite) crop(b image.Rectangle) sprite {
	out := image.NewNRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	for y := 0; y < b.Dy(); y++ {
		copy(out.Pix[y*out.Stride:y*out.Stride+4*b.Dx()], s.img.Pix[(b.Min.Y+y)*s.img.Stride+4*b.Min.X:])
	}
	return sprite{img: out, box: b}
}

// renderSpriteFull draws a bone-local drawing on the whole work canvas
// and returns it uncropped with the bounds of its visible pixels.
func renderSpriteFull(name string, draw func(c *canvas)) (sprite, error) {
	const o = spriteWork / 2
	c := newSprite(spriteWork, spriteWork, o, o)
	draw(c)
	full := c.image()
	b := opaqueBounds(full)
	if b.Empty() {
		return sprite{}, fmt.Errorf("sprite %s draws nothing", name)
	}
	if b.Min.X == 0 || b.Min.Y == 0 || b.Max.X == spriteWork || b.Max.Y == spriteWork {
		return sprite{}, fmt.Errorf("sprite %s touches the edge of the work canvas", name)
	}
	return sprite{img: full, box: b}, nil
}

// size returns the sprite's width and height in pixels.
func (s sprite) size() (int, int) { return s.box.Dx(), s.box.Dy() }

// pivot returns where the bone origin lies in the sprite, normalized from
// its bottom-left corner.
func (s sprite) pivot() (float64, float64) {
	const o = spriteWork / 2
	w, h := s.size()
	return round6(float64(o-s.box.Min.X) / float64(w)), round6(float64(s.box.Max.Y-o) / float64(h))
}

// center returns the sprite's center in bone-local pixels (y up).
func (s sprite) center() (float64, float64) {
	const o = spriteWork / 2
	return float64(s.box.Min.X+s.box.Max.X)/2 - o, o - float64(s.box.Min.Y+s.box.Max.Y)/2
}

// round6 rounds to 6 decimals, for tidy JSON.
func round6(v float64) float64 { return math.Round(v*1e6) / 1e6 }

// round4 rounds to 4 decimals, for tidy JSON.
func round4(v float64) float64 {
	r := math.Round(v*1e4) / 1e4
	if r == 0 {
		return 0 // no -0
	}
	return r
}
