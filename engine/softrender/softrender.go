// Package softrender draws a draw list (engine/drawlist) into an
// *image.RGBA (or any draw.Image) on the CPU, without a display or a GPU:
// the renderer behind `rigplay render` and the reference the Ebiten
// renderer is tested against.
//
// Compositing is source-over in premultiplied alpha (image.RGBA's own
// representation). An item whose whole transform (view . item) is an
// integer translation, or an axis-aligned whole-number zoom, is drawn with
// nearest-neighbour sampling, so pixel art is reproduced exactly: a frame
// character's frame drawn at integer offsets gives exactly its source
// pixels. Any other transform is sampled bilinearly
// (golang.org/x/image/draw.BiLinear), and so is a particle
// (drawlist.KindParticle) whatever its transform; one with no image is
// drawlist.ParticleImage. A tint multiplies each
// non-premultiplied channel by the item's Color, which in premultiplied
// terms is R*A, G*A, B*A, A. Render never clears dst: a new image.RGBA is
// transparent, which is the default background. Into an *image.RGBA64 the
// composition keeps 16 bits a channel, so that NRGBA converts it back to
// the source's straight-alpha pixels exactly, semi-transparent ones
// included (an 8-bit premultiplied image cannot hold them all).
package softrender

import (
	"image"
	"image/color"
	"image/draw"
	"math"

	"github.com/rigplay/rigplay/engine/drawlist"
	xdraw "golang.org/x/image/draw"
	"golang.org/x/image/math/f64"
)

// Images maps an item's image path to its pixels; nil means missing (the
// item is skipped). Placeholder items (drawlist.KindPlaceholder) are drawn
// without it.
type Images func(path string) image.Image

// Renderer draws draw lists. It keeps a scratch buffer for tinted items
// between calls; the zero value is ready to use. A Renderer is not safe for
// concurrent use.
type Renderer struct {
	tint *image.RGBA
	ph   placeholderPaint
}

// Render draws list into dst with a new Renderer.
//
// dst is usually an *image.RGBA (the fast path) or an *image.RGBA64 (exact;
// see the package comment).
func Render(dst draw.Image, list drawlist.List, images Images, view drawlist.Affine) {
	var r Renderer
	r.Render(dst, list, images, view)
}

// Render draws each item of list, in order, over dst. view maps the
// character's pixels (the draw list's screen space) to dst's pixels.
func (r *Renderer) Render(dst draw.Image, list drawlist.List, images Images, view drawlist.Affine) {
	for i := range list {
		r.DrawItem(dst, &list[i], images, view)
	}
}

// DrawItem draws one item over dst.
func (r *Renderer) DrawItem(dst draw.Image, it *drawlist.Item, images Images, view drawlist.Affine) {
	if it.Kind == drawlist.KindPlaceholder {
		r.placeholder(dst, it, view)
		return
	}
	var src image.Image
	if it.Kind == drawlist.KindParticle && it.Image == "" {
		src = drawlist.ParticleImage()
	} else if src = images(it.Image); src == nil {
		return
	}
	sr := it.Src
	if sr.Empty() {
		sr = src.Bounds()
	}
	sr = sr.Intersect(src.Bounds())
	if sr.Empty() || it.Color.A <= 0 {
		return
	}
	m := view.Mul(it.Transform)
	if !finite(m) {
		return
	}
	if it.Color != drawlist.White {
		src, sr = r.tinted(src, sr, it.Color), image.Rect(0, 0, sr.Dx(), sr.Dy())
	}
	if zx, zy, tx, ty, ok := wholeZoom(m); ok && it.Kind != drawlist.KindParticle {
		if zx == 1 && zy == 1 {
			dr := image.Rect(tx, ty, tx+sr.Dx(), ty+sr.Dy())
			draw.Draw(dst, dr, src, sr.Min, draw.Over)
			return
		}
		dr := image.Rect(tx, ty, tx+zx*sr.Dx(), ty+zy*sr.Dy())
		xdraw.NearestNeighbor.Scale(dst, dr, src, sr, xdraw.Over, nil)
		return
	}
	// m maps Src-relative pixels; x/image/draw wants absolute source
	// coordinates, so move the origin to sr.Min first.
	s2d := m.Mul(drawlist.Affine{A: 1, D: 1, TX: -float64(sr.Min.X), TY: -float64(sr.Min.Y)})
	aff := f64.Aff3{s2d.A, s2d.C, s2d.TX, s2d.B, s2d.D, s2d.TY}
	xdraw.BiLinear.Transform(dst, aff, src, sr, xdraw.Over, nil)
}

// tinted returns the part sr of src, multiplied by c, as premultiplied
// pixels in the renderer's scratch buffer (origin at (0, 0)).
func (r *Renderer) tinted(src image.Image, sr image.Rectangle, c drawlist.Color) *image.RGBA {
	w, h := sr.Dx(), sr.Dy()
	if r.tint == nil || cap(r.tint.Pix) < 4*w*h {
		r.tint = image.NewRGBA(image.Rect(0, 0, w, h))
	} else {
		r.tint.Pix = r.tint.Pix[:4*w*h]
		r.tint.Stride, r.tint.Rect = 4*w, image.Rect(0, 0, w, h)
	}
	a := clamp01(c.A)
	mr, mg, mb, ma := clamp01(c.R)*a, clamp01(c.G)*a, clamp01(c.B)*a, a
	t := r.tint
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			pr, pg, pb, pa := src.At(sr.Min.X+x, sr.Min.Y+y).RGBA()
			t.SetRGBA(x, y, color.RGBA{scale(pr, mr), scale(pg, mg), scale(pb, mb), scale(pa, ma)})
		}
	}
	return t
}

// scale multiplies a 16-bit channel by f and rounds it to 8 bits.
func scale(v uint32, f float32) uint8 {
	return uint8(math.Round(float64(v) * float64(f) / 0x101))
}

func clamp01(v float32) float32 {
	if !(v > 0) {
		return 0
	}
	return min(v, 1)
}

// wholeZoom reports whether m is an axis-aligned zoom by whole numbers >= 1
// followed by a whole-pixel translation, and returns them.
func wholeZoom(m drawlist.Affine) (zx, zy, tx, ty int, ok bool) {
	if m.B != 0 || m.C != 0 {
		return 0, 0, 0, 0, false
	}
	zx, okx := whole(m.A)
	zy, oky := whole(m.D)
	tx, okt := whole(m.TX)
	ty, oku := whole(m.TY)
	if !okx || !oky || !okt || !oku || zx < 1 || zy < 1 {
		return 0, 0, 0, 0, false
	}
	return zx, zy, tx, ty, true
}

// whole returns v as an int when it is one within 1e-9.
func whole(v float64) (int, bool) {
	r := math.Round(v)
	if math.Abs(v-r) > 1e-9 || math.Abs(r) > 1<<30 {
		return 0, false
	}
	return int(r), true
}

func finite(m drawlist.Affine) bool {
	for _, v := range [6]float64{m.A, m.B, m.C, m.D, m.TX, m.TY} {
		if math.IsNaN(v) || math.IsInf(v, 0) || math.Abs(v) > 1e9 {
			return false
		}
	}
	return true
}

// NRGBA returns src (premultiplied, as Render leaves it) as straight-alpha
// 8-bit pixels, each channel rounded to the nearest value rather than cut
// down as image/color's conversion does, so that a pixel drawn from an
// 8-bit source into an *image.RGBA64 comes back as it was.
func NRGBA(src image.Image) *image.NRGBA {
	b := src.Bounds()
	dst := image.NewNRGBA(b)
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r, g, bl, a := src.At(x, y).RGBA()
			i := dst.PixOffset(x, y)
			if a == 0 {
				continue
			}
			dst.Pix[i+0] = unmul(r, a)
			dst.Pix[i+1] = unmul(g, a)
			dst.Pix[i+2] = unmul(bl, a)
			dst.Pix[i+3] = uint8((a*0xff + 0x7fff) / 0xffff)
		}
	}
	return dst
}

// unmul returns the 8-bit straight-alpha value of the 16-bit premultiplied
// channel c at alpha a, rounded.
func unmul(c, a uint32) uint8 {
	v := (uint64(c)*0xff + uint64(a)/2) / uint64(a)
	return uint8(min(v, 0xff))
}
