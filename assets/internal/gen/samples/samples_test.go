package samples

import (
	"encoding/binary"
	"image"
	"image/color"
	"math"
	"testing"
)

// coverage sums the alpha of a canvas: the covered area in pixels.
func coverage(c *canvas) float64 {
	sum := 0.0
	for i := 3; i < len(c.pix); i += 4 {
		sum += c.pix[i]
	}
	return sum
}

func TestFillCoverageIsArea(t *testing.T) {
	tests := []struct {
		name string
		s    shape
		area float64
		tol  float64
	}{
		{"pixel-aligned square", poly{{4, 4}, {14, 4}, {14, 14}, {4, 14}}, 100, 0},
		{"circle r=10", circle{32, 32, 10}, math.Pi * 100, 0.01},
		{"ellipse 12x6 turned", ellipse{x: 32, y: 32, rx: 12, ry: 6, rot: 30}, math.Pi * 72, 0.01},
		{"capsule", seg(10, 32, 50, 32, 4), 40*8 + math.Pi*16, 0.01},
		{"half-disc by intersect", intersect{circle{32, 32, 10}, poly{{0, 0}, {64, 0}, {64, 32}, {0, 32}}}, math.Pi * 50, 0.01},
		{"ring by subtract", subtract{circle{32, 32, 10}, circle{32, 32, 5}}, math.Pi * 75, 0.015},
		{"clockwise polygon", poly{{4, 4}, {4, 14}, {14, 14}, {14, 4}}, 100, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			c := newLayer(0, 0, 64, 64)
			c.fill(tc.s, hex(0xff0000))
			got := coverage(c)
			if math.Abs(got-tc.area) > tc.tol*tc.area+1e-9 {
				t.Errorf("covered %.3f px, want %.3f", got, tc.area)
			}
		})
	}
}

func TestFillAntiAliasesEdges(t *testing.T) {
	// A half-plane edge 0.6 into a pixel column covers 3 of its 5 sample
	// columns: anti-aliasing, not a hard edge.
	c := newLayer(0, 0, 8, 8)
	c.fill(poly{{0, 0}, {3.6, 0}, {3.6, 8}, {0, 8}}, hex(0xffffff))
	a := c.pix[4*(2*8+3)+3]
	if math.Abs(a-0.6) > 0.001 { // 3 of 5 sample columns in, with 5x5 samples
		t.Errorf("edge pixel alpha %g, want 0.6", a)
	}
	if c.pix[4*(2*8+2)+3] != 1 || c.pix[4*(2*8+4)+3] != 0 {
		t.Error("inside pixel not opaque or outside pixel not clear")
	}
}

func TestGrowDilatesPolygon(t *testing.T) {
	p := poly{{10, 10}, {20, 10}, {15, 20}}
	g := p.grow(2)
	for _, pt := range [][2]float64{{15, 8.5}, {8.5, 10}, {15, 21.5}, {15, 12}} {
		if !g.contains(pt[0], pt[1]) {
			t.Errorf("grown polygon misses %v", pt)
		}
	}
	if g.contains(15, 23) {
		t.Error("grown polygon reaches too far")
	}
}

func TestSpritePivot(t *testing.T) {
	// A disc centered on the bone origin has its pivot in the middle; one
	// drawn above the origin has its pivot at the bottom.
	s, err := renderSprite("disc", func(c *canvas) { c.fill(circle{0, 0, 8}, hex(0)) })
	if err != nil {
		t.Fatal(err)
	}
	if px, py := s.pivot(); px != 0.5 || py != 0.5 {
		t.Errorf("centered disc pivot (%g, %g), want (0.5, 0.5)", px, py)
	}
	s, err = renderSprite("above", func(c *canvas) { c.fill(poly{{-4, 0}, {4, 0}, {4, 10}, {-4, 10}}, hex(0)) })
	if err != nil {
		t.Fatal(err)
	}
	if w, h := s.size(); w != 8 || h != 10 {
		t.Errorf("size %dx%d, want 8x10", w, h)
	}
	if px, py := s.pivot(); px != 0.5 || py != 0 {
		t.Errorf("pivot (%g, %g), want (0.5, 0)", px, py)
	}
	if cx, cy := s.center(); cx != 0 || cy != 5 {
		t.Errorf("center (%g, %g), want (0, 5)", cx, cy)
	}
}

func TestPackAtlasRegionsAreBottomLeft(t *testing.T) {
	a := image.NewNRGBA(image.Rect(0, 0, 4, 6))
	b := image.NewNRGBA(image.Rect(0, 0, 5, 3))
	b.SetNRGBA(0, 0, color.NRGBA{1, 2, 3, 255}) // b's top-left pixel
	atlas, regions := packAtlas([]*image.NRGBA{a, b})
	if atlas.Rect.Dx() != 4+2+5 || atlas.Rect.Dy() != 6 {
		t.Fatalf("atlas %v", atlas.Rect)
	}
	want := []atlasRegion{{0, 0, 4, 6}, {6, 3, 5, 3}}
	for i := range want {
		if regions[i] != want[i] {
			t.Errorf("region %d = %+v, want %+v", i, regions[i], want[i])
		}
	}
	// region y counts from the bottom: b's top row is atlas row h-y-height
	r := regions[1]
	if got := atlas.NRGBAAt(r.X, atlas.Rect.Dy()-r.Y-r.Height); got != (color.NRGBA{1, 2, 3, 255}) {
		t.Errorf("b's top-left pixel in the atlas is %v", got)
	}
}

func TestSineTrackLoopsWithExactTangents(t *testing.T) {
	tr := sineTrack("bone/head", "rotation.z", 2, 5, harm{3, 1, 30}, harm{1, 2, 0})
	if n := len(tr.Keys); n != 2*keysPerCycle+1 {
		t.Fatalf("%d keys", n)
	}
	first, last := tr.Keys[0], tr.Keys[len(tr.Keys)-1]
	if first.Value != last.Value || *first.OutTangent != *last.InTangent || last.Time != 2 {
		t.Errorf("not seamless: first %+v last %+v", first, last)
	}
	// tangent = derivative: compare with a central difference
	f := func(t float64) float64 {
		return 5 + 3*math.Sin(math.Pi*t+math.Pi/6) + math.Sin(2*math.Pi*t)
	}
	for _, k := range tr.Keys {
		d := (f(k.Time+1e-6) - f(k.Time-1e-6)) / 2e-6
		if math.Abs(d-*k.InTangent) > 1e-3 || math.Abs(f(k.Time)-k.Value) > 1e-4 {
			t.Errorf("key at %g: value %g tangent %g, want %g and %g", k.Time, k.Value, *k.InTangent, f(k.Time), d)
		}
	}
}

func TestEncodeWAVHeader(t *testing.T) {
	b := encodeWAV([]float64{0, 0.5, -1, 1, 0.25})
	if string(b[0:4]) != "RIFF" || string(b[8:16]) != "WAVEfmt " || string(b[36:40]) != "data" {
		t.Fatalf("bad chunk ids: %q", b[:40])
	}
	le := binary.LittleEndian
	if le.Uint32(b[4:]) != uint32(len(b)-8) || le.Uint32(b[40:]) != 10 || len(b) != 54 {
		t.Errorf("sizes: riff %d data %d len %d", le.Uint32(b[4:]), le.Uint32(b[40:]), len(b))
	}
	if le.Uint16(b[20:]) != 1 || le.Uint16(b[22:]) != 1 || le.Uint32(b[24:]) != SampleRate || le.Uint16(b[34:]) != 16 {
		t.Error("not PCM mono 16-bit at SampleRate")
	}
	peak := 0
	for i := 44; i < len(b); i += 2 {
		v := int(int16(le.Uint16(b[i:])))
		peak = max(peak, v, -v)
	}
	// normalized to 0.8 of full scale before the end fades
	if peak == 0 || peak > 26214 {
		t.Errorf("peak %d", peak)
	}
}
