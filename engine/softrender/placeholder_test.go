package softrender

import (
	"image"
	"image/color"
	"io/fs"
	"math"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/rigplay/rigplay/assets"
	"github.com/rigplay/rigplay/engine/character"
	"github.com/rigplay/rigplay/engine/drawlist"
)

// noArtMoss loads the rigged sample with every PNG removed: its bones and
// clothing draw as placeholders.
func noArtMoss(t testing.TB) *character.Character {
	t.Helper()
	src := assets.Rigged()
	m := fstest.MapFS{}
	err := fs.WalkDir(src, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || strings.HasSuffix(p, ".png") {
			return err
		}
		data, err := fs.ReadFile(src, p)
		m[p] = &fstest.MapFile{Data: data}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	c, d := character.Load(m, character.Options{})
	if c == nil || d.HasErrors() || len(d) == 0 {
		t.Fatalf("the sample without art: %v", d)
	}
	return c
}

// TestPlaceholderPixels pins how a placeholder is painted: an axis-aligned
// 10x6 rectangle at 1x gets a one-pixel outline in its color and the fill,
// its color at PlaceholderFill, inside; nothing outside it changes; 8 and
// 16 bits a channel agree.
func TestPlaceholderPixels(t *testing.T) {
	c := drawlist.Color{R: 1, G: 0.5, B: 0, A: 1}
	it := drawlist.Item{Kind: drawlist.KindPlaceholder, Image: "missing.png", Src: image.Rect(0, 0, 10, 6),
		Transform: drawlist.Affine{A: 1, D: 1, TX: 2, TY: 3}, Color: c}
	dst := image.NewRGBA(image.Rect(0, 0, 16, 12))
	dst64 := image.NewRGBA64(dst.Rect)
	var r Renderer
	images := func(string) image.Image { t.Fatal("a placeholder looked up its image"); return nil }
	r.Render(dst, drawlist.List{it}, images, drawlist.Identity)
	r.Render(dst64, drawlist.List{it}, images, drawlist.Identity)
	// PlaceholderFill is 0.4: the fill is (1, 0.5, 0) at alpha 0.4,
	// premultiplied.
	line, fill := color.RGBA{255, 128, 0, 255}, color.RGBA{102, 51, 0, 102}
	for y := 0; y < 12; y++ {
		for x := 0; x < 16; x++ {
			var want color.RGBA
			in := x >= 2 && x < 12 && y >= 3 && y < 9
			edge := x == 2 || x == 11 || y == 3 || y == 8
			switch {
			case in && edge:
				want = line
			case in:
				want = fill
			}
			if got := dst.RGBAAt(x, y); !near(got, want, 1) {
				t.Errorf("(%d, %d) = %v, want %v", x, y, got, want)
			}
			if got := premul(dst64.At(x, y)); !near(got, want, 1) {
				t.Errorf("16 bits: (%d, %d) = %v, want %v", x, y, got, want)
			}
		}
	}
}

// TestPlaceholderOutlineWidth: rotated or zoomed, the outline stays about
// one destination pixel wide at 1x and grows slowly with the zoom.
func TestPlaceholderOutlineWidth(t *testing.T) {
	for _, tc := range []struct {
		m      drawlist.Affine
		wx, wy float64 // outline width in destination pixels
	}{
		{drawlist.Affine{A: 1, D: 1}, 1, 1},
		{drawlist.Affine{A: 0, B: 1, C: -1, D: 0}, 1, 1},
		{drawlist.Affine{A: 2, D: 2}, 1, 1},
		{drawlist.Affine{A: 5, D: 5}, 2, 2},
		{drawlist.Affine{A: 20, D: 20}, 3, 3},
		{drawlist.Affine{A: 4, D: 1}, 1, 1},
	} {
		bx, by := drawlist.PlaceholderInset(tc.m, 100, 100)
		// Along x the outline's width in destination pixels is bx times
		// the x axis's length across the y axis's direction.
		gx := bx * math.Abs(tc.m.A*tc.m.D-tc.m.B*tc.m.C) / math.Hypot(tc.m.C, tc.m.D)
		gy := by * math.Abs(tc.m.A*tc.m.D-tc.m.B*tc.m.C) / math.Hypot(tc.m.A, tc.m.B)
		if math.Abs(gx-tc.wx) > 1e-9 || math.Abs(gy-tc.wy) > 1e-9 {
			t.Errorf("%+v: outline %v x %v pixels, want %v x %v", tc.m, gx, gy, tc.wx, tc.wy)
		}
	}
	if bx, by := drawlist.PlaceholderInset(drawlist.Affine{A: 1, D: 1}, 1, 1); bx != 0.5 || by != 0.5 {
		t.Errorf("a 1x1 rectangle: inset %v, %v; want all outline", bx, by)
	}
}
