package engine

import (
	"image"
	"math/rand/v2"
	"testing"
)

// TestPack_NoOverlapInsideSheets: packed rectangles (with their gutters)
// never overlap, stay inside their sheet and its reported extent, and
// oversized ones are left alone.
func TestPack_NoOverlapInsideSheets(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, tc := range []struct {
		name  string
		sizes []image.Point
		max   int
	}{
		{"empty", nil, 64},
		{"one", []image.Point{{10, 10}}, 64},
		{"exact fit with gutter", []image.Point{{62, 62}}, 64},
		{"too wide", []image.Point{{63, 10}, {5, 5}}, 64},
		{"zero size", []image.Point{{0, 10}, {5, 5}}, 64},
		{"many sheets", func() []image.Point {
			var s []image.Point
			for i := 0; i < 300; i++ {
				s = append(s, image.Pt(1+rng.IntN(40), 1+rng.IntN(40)))
			}
			return s
		}(), 128},
	} {
		place, ext := pack(tc.sizes, tc.max, 1)
		if len(place) != len(tc.sizes) {
			t.Fatalf("%s: %d placements for %d sizes", tc.name, len(place), len(tc.sizes))
		}
		var rects []image.Rectangle
		var sheets []int
		for i, p := range place {
			s := tc.sizes[i]
			fits := s.X > 0 && s.Y > 0 && s.X+2 <= tc.max && s.Y+2 <= tc.max
			if (p.Sheet >= 0) != fits {
				t.Errorf("%s: size %v placed on sheet %d", tc.name, s, p.Sheet)
				continue
			}
			if p.Sheet < 0 {
				continue
			}
			r := image.Rectangle{Min: p.At, Max: p.At.Add(s)}
			padded := r.Inset(-1)
			if !padded.In(image.Rect(0, 0, tc.max, tc.max)) {
				t.Errorf("%s: %v (with gutter %v) leaves the %dx%d sheet", tc.name, r, padded, tc.max, tc.max)
			}
			if !r.In(image.Rectangle{Max: ext[p.Sheet]}) {
				t.Errorf("%s: %v outside sheet %d's extent %v", tc.name, r, p.Sheet, ext[p.Sheet])
			}
			for j, q := range rects {
				if sheets[j] == p.Sheet && q.Inset(-1).Overlaps(r) {
					t.Errorf("%s: %v overlaps %v's gutter on sheet %d", tc.name, r, q, p.Sheet)
				}
			}
			rects = append(rects, r)
			sheets = append(sheets, p.Sheet)
		}
	}
}

// TestPack_Deterministic: the same sizes give the same placements.
func TestPack_Deterministic(t *testing.T) {
	sizes := []image.Point{{30, 10}, {10, 30}, {20, 20}, {5, 40}, {40, 5}}
	a, ea := pack(sizes, 64, 1)
	b, eb := pack(sizes, 64, 1)
	for i := range a {
		if a[i] != b[i] {
			t.Errorf("placement %d: %v then %v", i, a[i], b[i])
		}
	}
	if len(ea) != len(eb) {
		t.Errorf("extents %v then %v", ea, eb)
	}
}

// TestUploadSprites_SamplesFitOneSheet: each sample character's images
// share one sheet, so a crowd of them draws from one texture.
func TestUploadSprites_SamplesFitOneSheet(t *testing.T) {
	for _, rigged := range []bool{false, true} {
		c := loadSample(t, rigged)
		sheets := map[any]bool{}
		for path, sp := range c.sprites {
			if sp.sheet == nil {
				t.Errorf("%s: no GPU image", path)
			}
			sheets[sp.sheet] = true
			if sp.size != c.c.NRGBA(path).Bounds().Size() {
				t.Errorf("%s: sprite size %v, image %v", path, sp.size, c.c.NRGBA(path).Bounds().Size())
			}
		}
		if len(c.sprites) != len(c.c.ImagePaths()) {
			t.Errorf("rigged=%v: %d sprites for %d images", rigged, len(c.sprites), len(c.c.ImagePaths()))
		}
		if len(sheets) != 1 {
			t.Errorf("rigged=%v: images on %d sheets, want 1", rigged, len(sheets))
		}
	}
}
