package core

import (
	"image"
	"image/color"
	"testing"

	"github.com/rigplay/rigplay/engine/drawlist"
)

func TestAlphaAt(t *testing.T) {
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
	// Drawn at (10, 20), scaled 2x.
	list := drawlist.List{
		{Image: "a.png", Transform: drawlist.Affine{A: 2, D: 2, TX: 10, TY: 20}, Color: drawlist.White},
		{Image: "missing.png", Transform: drawlist.Identity, Color: drawlist.White},
	}
	tests := []struct {
		x, y float64
		want uint8
	}{
		{10, 20, 255}, {13.9, 27.9, 255}, {14, 20, 0}, {16.5, 21, 100}, {9.9, 20, 0}, {18, 20, 0}, {10, 28, 0},
	}
	for _, tt := range tests {
		if got := AlphaAt(list, lookup, tt.x, tt.y); got != tt.want {
			t.Errorf("AlphaAt(%v, %v) = %d, want %d", tt.x, tt.y, got, tt.want)
		}
	}
	// Rotated 90 degrees about the origin: (x, y) -> (-y, x).
	rot := drawlist.List{{Image: "a.png", Transform: drawlist.Affine{B: 1, C: -1}, Color: drawlist.White}}
	if got := AlphaAt(rot, lookup, -0.5, 0.5); got != 255 {
		t.Errorf("rotated opaque pixel: %d", got)
	}
	if got := AlphaAt(rot, lookup, -3.5, 3.5); got != 0 {
		t.Errorf("rotated transparent pixel: %d", got)
	}
	// A half-transparent tint halves the alpha; a singular transform hits
	// nothing.
	faded := drawlist.List{{Image: "a.png", Transform: drawlist.Identity, Color: drawlist.Color{R: 1, G: 1, B: 1, A: 0.5}}}
	if got := AlphaAt(faded, lookup, 0, 0); got != 128 {
		t.Errorf("faded alpha %d, want 128", got)
	}
	flat := drawlist.List{{Image: "a.png", Transform: drawlist.Affine{}, Color: drawlist.White}}
	if got := AlphaAt(flat, lookup, 0, 0); got != 0 {
		t.Errorf("singular transform hit %d", got)
	}
	// A placeholder (its image missing) is solid over its rectangle.
	ph := drawlist.List{{Kind: drawlist.KindPlaceholder, Image: "missing.png", Src: image.Rect(0, 0, 6, 3),
		Transform: drawlist.Affine{A: 2, D: 2, TX: 10, TY: 20}, Color: drawlist.Color{R: 1, A: 1}}}
	for _, tt := range []struct {
		x, y float64
		want uint8
	}{{10, 20, 255}, {21.9, 25.9, 255}, {16, 23, 255}, {22, 20, 0}, {10, 26, 0}, {9.9, 20, 0}} {
		if got := AlphaAt(ph, lookup, tt.x, tt.y); got != tt.want {
			t.Errorf("placeholder: AlphaAt(%v, %v) = %d, want %d", tt.x, tt.y, got, tt.want)
		}
	}
}

func TestAlphaAtSample(t *testing.T) {
	c := sample(t, false)
	p := newPlayer(c)
	playTo(t, p, "RestPose", 0)
	list := p.AppendDrawList(nil)
	b := c.Bounds()
	opaque := 0
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if AlphaAt(list, c.NRGBA, float64(x)+0.5, float64(y)+0.5) > 0 {
				opaque++
			}
		}
	}
	if opaque == 0 || opaque == b.Dx()*b.Dy() {
		t.Fatalf("%d of %d pixels opaque: the hit test sees no shape", opaque, b.Dx()*b.Dy())
	}
	if AlphaAt(list, c.NRGBA, float64(b.Min.X)-5, float64(b.Min.Y)-5) != 0 {
		t.Fatal("outside the bounds is opaque")
	}
}

func TestMoveState(t *testing.T) {
	tests := []struct {
		dx, dy float64
		want   string
	}{
		{-10, 2, "MovingLeft"}, {10, -3, "MovingRight"}, {1, -9, "MovingUp"}, {0, 9, "MovingDown"}, {1, 1, ""},
	}
	for _, tt := range tests {
		if got := MoveState(tt.dx, tt.dy, 3); got != tt.want {
			t.Errorf("MoveState(%v, %v) = %q, want %q", tt.dx, tt.dy, got, tt.want)
		}
	}
}
