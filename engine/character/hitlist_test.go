package character

import (
	"image"
	"image/color"
	"testing"

	"github.com/rigplay/rigplay/engine/drawlist"
)

// TestHitTestList_Table pins HitTestList's sampling (it was the viewer's
// AlphaAt, moved down so that every game has it): the nearest source
// pixel through the item's transform (scaled, rotated), its alpha times
// the item's colour, nothing through a singular transform, a placeholder
// solid over its rectangle, the topmost item first, MinAlpha and ByRect.
func TestHitTestList_Table(t *testing.T) {
	// A 4x4 image: opaque left half, alpha 100 at (3,0), transparent
	// elsewhere.
	im := image.NewNRGBA(image.Rect(0, 0, 4, 4))
	for y := range 4 {
		for x := range 2 {
			im.SetNRGBA(x, y, color.NRGBA{255, 0, 0, 255})
		}
	}
	im.SetNRGBA(3, 0, color.NRGBA{0, 0, 255, 100})
	lookup := func(p string) *image.NRGBA {
		if p == "a.png" {
			return im
		}
		return nil
	}
	alphaAt := func(list drawlist.List, x, y float64) uint8 {
		h, _ := HitTestList(list, lookup, x, y, HitOptions{})
		return h.Alpha
	}
	// Drawn at (10, 20), scaled 2x.
	list := drawlist.List{
		{Image: "missing.png", Transform: drawlist.Identity, Color: drawlist.White},
		{Image: "a.png", Transform: drawlist.Affine{A: 2, D: 2, TX: 10, TY: 20}, Color: drawlist.White},
	}
	for _, tt := range []struct {
		x, y float64
		want uint8
	}{
		{10, 20, 255}, {13.9, 27.9, 255}, {14, 20, 0}, {16.5, 21, 100}, {9.9, 20, 0}, {18, 20, 0}, {10, 28, 0},
	} {
		if got := alphaAt(list, tt.x, tt.y); got != tt.want {
			t.Errorf("HitTestList(%v, %v) alpha %d, want %d", tt.x, tt.y, got, tt.want)
		}
	}
	if h, ok := HitTestList(list, lookup, 16.5, 21, HitOptions{MinAlpha: 101}); ok {
		t.Errorf("alpha 100 hits with MinAlpha 101: %+v", h)
	}
	if h, ok := HitTestList(list, lookup, 14.5, 20.5, HitOptions{ByRect: true}); !ok || h.Index != 1 || h.Alpha != 0 {
		t.Errorf("a transparent pixel by rectangle: %+v %v", h, ok)
	}
	// Rotated 90 degrees about the origin: (x, y) -> (-y, x).
	rot := drawlist.List{{Image: "a.png", Transform: drawlist.Affine{B: 1, C: -1}, Color: drawlist.White}}
	if got := alphaAt(rot, -0.5, 0.5); got != 255 {
		t.Errorf("rotated opaque pixel: %d", got)
	}
	if got := alphaAt(rot, -3.5, 3.5); got != 0 {
		t.Errorf("rotated transparent pixel: %d", got)
	}
	// A half-transparent tint halves the alpha; a singular transform hits
	// nothing.
	faded := drawlist.List{{Image: "a.png", Transform: drawlist.Identity, Color: drawlist.Color{R: 1, G: 1, B: 1, A: 0.5}}}
	if got := alphaAt(faded, 0, 0); got != 128 {
		t.Errorf("faded alpha %d, want 128", got)
	}
	flat := drawlist.List{{Image: "a.png", Transform: drawlist.Affine{}, Color: drawlist.White}}
	if _, ok := HitTestList(flat, lookup, 0, 0, HitOptions{ByRect: true}); ok {
		t.Error("a singular transform hit")
	}
	// A placeholder (its image missing) is solid over its rectangle, and
	// on top of the image it covers.
	ph := drawlist.List{list[1], {Kind: drawlist.KindPlaceholder, Image: "missing.png", Src: image.Rect(0, 0, 6, 3),
		Transform: drawlist.Affine{A: 2, D: 2, TX: 10, TY: 20}, Color: drawlist.Color{R: 1, A: 1}}}
	for _, tt := range []struct {
		x, y float64
		want uint8
	}{{10, 20, 255}, {21.9, 25.9, 255}, {16, 23, 255}, {22, 20, 0}, {10, 26, 255}, {9.9, 20, 0}} {
		h, _ := HitTestList(ph, lookup, tt.x, tt.y, HitOptions{})
		if h.Alpha != tt.want {
			t.Errorf("placeholder: (%v, %v) alpha %d, want %d", tt.x, tt.y, h.Alpha, tt.want)
		}
	}
	if h, _ := HitTestList(ph, lookup, 10, 20, HitOptions{}); h.Index != 1 || !h.Placeholder || h.Image != "missing.png" {
		t.Errorf("the placeholder on top: %+v", h)
	}
}

// BenchmarkHitTest is the desktop viewer's per-tick question: what is at
// this pixel of Pip.
func BenchmarkHitTest(b *testing.B) {
	p := NewPlayer(pip(b), PlayerOptions{})
	p.Play("RestPose")
	p.Advance(0)
	b.ReportAllocs()
	for b.Loop() {
		p.HitTest(40, 60, HitOptions{})
	}
}
