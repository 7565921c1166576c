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

// TestPalettedDithersPartialAlpha: a GIF has no partial alpha, so a
// partly transparent area is drawn in about that share of its pixels
// (ordered dither), the colors unchanged; opaque pixels are all drawn,
// transparent ones never.
func TestPalettedDithersPartialAlpha(t *testing.T) {
	f := image.NewRGBA(image.Rect(0, 0, 16, 16))
	for y := 0; y < 16; y++ {
		for x := 0; x < 16; x++ {
			switch {
			case y < 4:
				f.SetRGBA(x, y, color.RGBA{200, 0, 0, 255})
			case y < 12:
				f.SetRGBA(x, y, color.RGBA{80, 0, 0, 102}) // (200, 0, 0) at 40%
			}
		}
	}
	pal := MedianCut([]*image.RGBA{f}, 16)
	p := NewQuantizer(pal).Paletted(f)
	count := func(y0, y1 int) (n int) {
		for y := y0; y < y1; y++ {
			for x := 0; x < 16; x++ {
				if c := color.NRGBAModel.Convert(p.At(x, y)).(color.NRGBA); c.A == 255 {
					n++
					if abs(int(c.R)-200) > 8 || c.G != 0 {
						t.Errorf("(%d, %d) = %v", x, y, c)
					}
				}
			}
		}
		return n
	}
	if n := count(0, 4); n != 64 {
		t.Errorf("%d of 64 opaque pixels drawn", n)
	}
	if n := count(4, 12); n != 48 {
		t.Errorf("%d of 128 pixels at 40%% alpha drawn, want 48 (6 in 16)", n)
	}
	if n := count(12, 16); n != 0 {
		t.Errorf("%d transparent pixels drawn", n)
	}
}
