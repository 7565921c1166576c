package softrender

import (
	"image"
	"image/color"
	"testing"

	"github.com/rigplay/rigplay/engine/drawlist"
)

// TestRule2_SemiTransparentPixelsExact: drawn at a whole-pixel offset into
// an *image.RGBA64 and converted back with NRGBA, every straight-alpha
// source pixel comes back exactly (colors under an alpha of 1 or 2 out of
// 255 cannot be told apart in any premultiplied form and are left out);
// into an 8-bit *image.RGBA they cannot all.
func TestRule2_SemiTransparentPixelsExact(t *testing.T) {
	alphas := []uint8{255, 254, 200, 128, 127, 64, 17, 3}
	src := image.NewNRGBA(image.Rect(0, 0, 256, len(alphas)))
	for y, a := range alphas {
		for x := range 256 {
			src.SetNRGBA(x, y, color.NRGBA{uint8(x), uint8(255 - x), uint8(x * 7), a})
		}
	}
	list := drawlist.List{{Image: "s", Src: src.Bounds(), Transform: drawlist.Affine{A: 1, D: 1, TX: 3, TY: 2}, Color: drawlist.White}}
	images := func(string) image.Image { return src }
	view := drawlist.Affine{A: 1, D: 1}

	exact := image.NewRGBA64(image.Rect(0, 0, 262, len(alphas)+4))
	Render(exact, list, images, view)
	got := NRGBA(exact)
	bad := 0
	for y := range alphas {
		for x := range 256 {
			if g, w := got.NRGBAAt(x+3, y+2), src.NRGBAAt(x, y); g != w {
				if bad < 5 {
					t.Errorf("pixel (%d, %d): %v, source %v", x, y, g, w)
				}
				bad++
			}
		}
	}
	if bad > 0 {
		t.Fatalf("%d pixels differ", bad)
	}
	if got.NRGBAAt(0, 0) != (color.NRGBA{}) {
		t.Error("a pixel outside the item is not transparent")
	}

	// The 8-bit premultiplied image, for contrast, cannot hold them.
	lossy := image.NewRGBA(exact.Bounds())
	Render(lossy, list, images, view)
	back := NRGBA(lossy)
	differ := 0
	for x := range 256 {
		if back.NRGBAAt(x+3, 2+3) != src.NRGBAAt(x, 3) { // alpha 128
			differ++
		}
	}
	if differ == 0 {
		t.Error("an 8-bit premultiplied render kept every pixel at alpha 128: the test shows nothing")
	}
}
