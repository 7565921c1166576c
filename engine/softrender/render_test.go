package softrender

import (
	"image"
	"image/color"
	"testing"

	"github.com/rigplay/rigplay/actions"
	"github.com/rigplay/rigplay/assets"
	"github.com/rigplay/rigplay/engine/character"
	"github.com/rigplay/rigplay/engine/drawlist"
)

func loadChar(t testing.TB, rigged bool) *character.Character {
	t.Helper()
	fsys := assets.Frame()
	if rigged {
		fsys = assets.Rigged()
	}
	c, d := character.Load(fsys, character.Options{})
	if c == nil {
		t.Fatal(d)
	}
	return c
}

// premul is the exact 8-bit premultiplied value of a source pixel: what a
// source-over draw onto a transparent image must give.
func premul(c color.Color) color.RGBA { return color.RGBAModel.Convert(c).(color.RGBA) }

// TestRule2_SingleImageFramesExact: every single-image frame of the frame
// sample, drawn at its offset on a transparent image, gives exactly its
// source image's pixels there and nothing elsewhere.
func TestRule2_SingleImageFramesExact(t *testing.T) {
	c := loadChar(t, false)
	checked := 0
	for a, act := range c.Actions.Actions {
		for f, fr := range act.Frames {
			if len(fr.Images) != 1 || fr.Duration == 0 {
				continue
			}
			im := fr.Images[0]
			src := c.NRGBA(im.Path)
			dst := image.NewRGBA(image.Rect(0, 0, 200, 200))
			Render(dst, c.AppendFrame(nil, a, f, actions.MouthNone), c.Image, drawlist.Identity)
			at := image.Pt(im.OffsetX, im.OffsetY)
			for y := 0; y < 200; y++ {
				for x := 0; x < 200; x++ {
					want := color.RGBA{}
					if p := image.Pt(x, y).Sub(at); p.In(src.Bounds()) {
						want = premul(src.At(p.X, p.Y))
					}
					if got := dst.RGBAAt(x, y); got != want {
						t.Fatalf("%s frame %d pixel (%d, %d) = %v, want %v", act.Name, f, x, y, got, want)
					}
				}
			}
			checked++
		}
	}
	if checked == 0 {
		t.Fatal("the sample has no single-image frame")
	}
}

// TestRule2_LayersFirstOnTop: a frame's first image is drawn on top.
func TestRule2_LayersFirstOnTop(t *testing.T) {
	c := loadChar(t, false)
	for a, act := range c.Actions.Actions {
		for f, fr := range act.Frames {
			if len(fr.Images) < 2 {
				continue
			}
			list := c.AppendFrame(nil, a, f, actions.MouthNone)
			if list[len(list)-1].Image != fr.Images[0].Path || list[0].Image != fr.Images[len(fr.Images)-1].Path {
				t.Fatalf("%s frame %d: drawing order %v", act.Name, f, list)
			}
			// Where the top image is opaque, the result is exactly it.
			top := fr.Images[0]
			src := c.NRGBA(top.Path)
			dst := image.NewRGBA(image.Rect(0, 0, 200, 200))
			Render(dst, list, c.Image, drawlist.Identity)
			n := 0
			for y := 0; y < src.Bounds().Dy(); y++ {
				for x := 0; x < src.Bounds().Dx(); x++ {
					if s := src.NRGBAAt(x, y); s.A == 255 {
						if got := dst.RGBAAt(x+top.OffsetX, y+top.OffsetY); got != premul(s) {
							t.Fatalf("%s frame %d: top image pixel (%d, %d) = %v, want %v", act.Name, f, x, y, got, s)
						}
						n++
					}
				}
			}
			if n == 0 {
				t.Fatalf("%s frame %d: top image has no opaque pixel", act.Name, f)
			}
			return
		}
	}
	t.Fatal("the sample has no layered frame")
}

func uniform(w, h int, c color.NRGBA) *image.NRGBA {
	im := image.NewNRGBA(image.Rect(0, 0, w, h))
	for i := 0; i < len(im.Pix); i += 4 {
		im.Pix[i], im.Pix[i+1], im.Pix[i+2], im.Pix[i+3] = c.R, c.G, c.B, c.A
	}
	return im
}

// TestCompositing pins premultiplied source-over and tinting.
func TestCompositing(t *testing.T) {
	imgs := map[string]image.Image{
		"red50":  uniform(2, 2, color.NRGBA{255, 0, 0, 128}),
		"blue50": uniform(2, 2, color.NRGBA{0, 0, 255, 128}),
		"white":  uniform(2, 2, color.NRGBA{255, 255, 255, 255}),
	}
	lookup := func(p string) image.Image { return imgs[p] }
	item := func(name string, c drawlist.Color) drawlist.Item {
		return drawlist.Item{Image: name, Transform: drawlist.Identity, Color: c}
	}
	tests := []struct {
		name string
		list drawlist.List
		want color.RGBA
	}{
		{"half red on nothing", drawlist.List{item("red50", drawlist.White)}, color.RGBA{128, 0, 0, 128}},
		// red over blue: r = 128, b = 128 * (1 - 128/255) = 64, a = 128 + 128*127/255 = 192.
		{"half red over half blue", drawlist.List{item("blue50", drawlist.White), item("red50", drawlist.White)}, color.RGBA{128, 0, 64, 192}},
		{"tint red half", drawlist.List{item("white", drawlist.Color{R: 1, A: 0.5})}, color.RGBA{128, 0, 0, 128}},
		{"tint grey opaque", drawlist.List{item("white", drawlist.Color{R: 0.5, G: 0.5, B: 0.5, A: 1})}, color.RGBA{128, 128, 128, 255}},
		{"alpha zero draws nothing", drawlist.List{item("white", drawlist.Color{R: 1, G: 1, B: 1})}, color.RGBA{}},
		{"missing image skipped", drawlist.List{item("nope", drawlist.White)}, color.RGBA{}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dst := image.NewRGBA(image.Rect(0, 0, 2, 2))
			Render(dst, tc.list, lookup, drawlist.Identity)
			if got := dst.RGBAAt(1, 1); !near(got, tc.want, 1) {
				t.Errorf("pixel = %v, want %v", got, tc.want)
			}
		})
	}
}

func near(a, b color.RGBA, tol int) bool {
	d := func(x, y uint8) bool { return int(x)-int(y) <= tol && int(y)-int(x) <= tol }
	return d(a.R, b.R) && d(a.G, b.G) && d(a.B, b.B) && d(a.A, b.A)
}

// TestTransforms: Src sub-rectangles, whole-number zoom (nearest, exact),
// a quarter turn (bilinear at pixel centres, exact) and the view.
func TestTransforms(t *testing.T) {
	// A 3x2 image with distinct pixels.
	src := image.NewNRGBA(image.Rect(0, 0, 3, 2))
	for y := 0; y < 2; y++ {
		for x := 0; x < 3; x++ {
			src.SetNRGBA(x, y, color.NRGBA{uint8(40 * (x + 1)), uint8(100 * y), 7, 255})
		}
	}
	lookup := func(string) image.Image { return src }
	px := func(x, y int) color.RGBA { return premul(src.At(x, y)) }
	tests := []struct {
		name string
		item drawlist.Item
		view drawlist.Affine
		// want maps destination pixels to expected colors.
		want map[image.Point]color.RGBA
	}{
		{"src rect", drawlist.Item{Src: image.Rect(1, 1, 3, 2), Transform: drawlist.Affine{A: 1, D: 1, TX: 5, TY: 5}},
			drawlist.Identity, map[image.Point]color.RGBA{{5, 5}: px(1, 1), {6, 5}: px(2, 1), {4, 5}: {}, {5, 4}: {}}},
		{"zoom 2 by view", drawlist.Item{Transform: drawlist.Affine{A: 1, D: 1, TX: 1}},
			drawlist.Affine{A: 2, D: 2}, map[image.Point]color.RGBA{{2, 0}: px(0, 0), {3, 1}: px(0, 0), {4, 0}: px(1, 0), {7, 3}: px(2, 1), {8, 0}: {}}},
		// (x, y) -> (-y, x) + (10, 0): source (0,0) lands on (9..10, 0..1).
		{"quarter turn", drawlist.Item{Transform: drawlist.Affine{A: 0, B: 1, C: -1, D: 0, TX: 10}},
			drawlist.Identity, map[image.Point]color.RGBA{{9, 0}: px(0, 0), {9, 1}: px(1, 0), {8, 2}: px(2, 1)}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tc.item.Color = drawlist.White
			dst := image.NewRGBA(image.Rect(0, 0, 12, 12))
			Render(dst, drawlist.List{tc.item}, lookup, tc.view)
			for p, w := range tc.want {
				if got := dst.RGBAAt(p.X, p.Y); got != w {
					t.Errorf("pixel %v = %v, want %v", p, got, w)
				}
			}
		})
	}
}

// TestHostileTransforms: NaN, infinite and huge transforms draw nothing and
// do not hang.
func TestHostileTransforms(t *testing.T) {
	src := uniform(4, 4, color.NRGBA{255, 255, 255, 255})
	for _, m := range []drawlist.Affine{
		{A: 1e300, D: 1}, {A: 1, D: 1, TX: 1e12}, {}, {A: 1, D: 1, TY: -1e20},
	} {
		dst := image.NewRGBA(image.Rect(0, 0, 8, 8))
		Render(dst, drawlist.List{{Image: "x", Transform: m, Color: drawlist.White}}, func(string) image.Image { return src }, drawlist.Identity)
	}
	nan := drawlist.Affine{A: 1, D: 1}
	nan.TX = nan.TX / nan.TY * 0 // 0/0
	dst := image.NewRGBA(image.Rect(0, 0, 8, 8))
	Render(dst, drawlist.List{{Image: "x", Transform: nan, Color: drawlist.White}}, func(string) image.Image { return src }, drawlist.Identity)
	for _, v := range dst.Pix {
		if v != 0 {
			t.Fatal("a NaN transform drew something")
		}
	}
}
