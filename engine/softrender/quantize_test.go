package softrender

import (
	"image"
	"image/color"
	"testing"
)

// TestMedianCut: few colors survive exactly (at 5 bits per channel),
// transparency is index 0, and the palette never exceeds its size.
func TestMedianCut(t *testing.T) {
	f := image.NewRGBA(image.Rect(0, 0, 4, 1))
	f.SetRGBA(0, 0, color.RGBA{248, 0, 0, 255})
	f.SetRGBA(1, 0, color.RGBA{0, 248, 0, 255})
	f.SetRGBA(2, 0, color.RGBA{0, 0, 0, 0})
	f.SetRGBA(3, 0, color.RGBA{10, 10, 10, 20}) // below the alpha threshold
	pal := MedianCut([]*image.RGBA{f}, 256)
	if len(pal) != 3 || pal[0] != (color.NRGBA{}) {
		t.Fatalf("palette %v, want transparent + 2 colors", pal)
	}
	q := NewQuantizer(pal)
	p := q.Paletted(f)
	for x, want := range []color.NRGBA{{255, 0, 0, 255}, {0, 255, 0, 255}, {}, {}} {
		got := color.NRGBAModel.Convert(p.At(x, 0)).(color.NRGBA)
		if got != want {
			t.Errorf("pixel %d = %v, want %v", x, got, want)
		}
	}
	// A gradient of 4096 colors is cut to at most 16.
	g := image.NewRGBA(image.Rect(0, 0, 64, 64))
	for y := 0; y < 64; y++ {
		for x := 0; x < 64; x++ {
			g.SetRGBA(x, y, color.RGBA{uint8(4 * x), uint8(4 * y), 128, 255})
		}
	}
	pal = MedianCut([]*image.RGBA{g}, 16)
	if len(pal) != 16 {
		t.Errorf("gradient palette has %d colors, want 16", len(pal))
	}
	// Every opaque pixel maps to an opaque color near it.
	pg := NewQuantizer(pal).Paletted(g)
	for y := 0; y < 64; y += 7 {
		for x := 0; x < 64; x += 7 {
			c := color.NRGBAModel.Convert(pg.At(x, y)).(color.NRGBA)
			if c.A != 255 || abs(int(c.R)-4*x) > 64 || abs(int(c.G)-4*y) > 64 {
				t.Errorf("(%d, %d) maps to %v", x, y, c)
			}
		}
	}
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}
