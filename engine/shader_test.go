package engine

import (
	"bytes"
	"image"
	"image/color"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/rigplay/rigplay/engine/drawlist"
	"github.com/rigplay/rigplay/shaders"
)

// TestShaders_Compile: the embedded shaders compile.
func TestShaders_Compile(t *testing.T) {
	var err error
	onGame(t, func() { err = ShaderError() })
	if err != nil {
		t.Fatal(err)
	}
}

// TestShaders_CompileErrorIsReported: a broken Kage source gives an error
// naming the file, not a panic.
func TestShaders_CompileErrorIsReported(t *testing.T) {
	var err error
	onGame(t, func() {
		_, err = compileShader("broken.kage", []byte("//kage:unit pixels\npackage main\nfunc Fragment(dstPos vec4) vec4 { return undefined }\n"))
	})
	if err == nil || !strings.HasPrefix(err.Error(), "shaders/broken.kage: ") {
		t.Fatalf("err = %v, want an error about shaders/broken.kage", err)
	}
}

// frameScene returns a layered frame of the frame sample and its view.
func frameScene(t *testing.T) (*Character, drawlist.List, int, int, drawlist.Affine) {
	c := loadSample(t, false)
	w, h, view := fitView(c, 3)
	return c, sampleList(t, c, "Wave", 400*time.Millisecond), w, h, view
}

// TestShaders_FlashAtOneGivesFlashColor: a flash at amount 1 paints the
// flash color exactly where the character has alpha > 0 (with the
// character's alpha) and nothing elsewhere.
func TestShaders_FlashAtOneGivesFlashColor(t *testing.T) {
	c, list, w, h, view := frameScene(t)
	plain := gpuRender(t, c, list, w, h, view, DrawOptions{})
	flash := color.NRGBA{R: 255, G: 64, B: 0}
	got := gpuRender(t, c, list, w, h, view, DrawOptions{Tint: Tint{Color: flash, Amount: 1}})
	bad := 0
	for i := 0; i < len(got.Pix); i += 4 {
		a := int(plain.Pix[i+3])
		want := [4]int{255 * a / 255, 64 * a / 255, 0, a}
		for k := 0; k < 4; k++ {
			if d := int(got.Pix[i+k]) - want[k]; d > 1 || d < -1 {
				bad++
				break
			}
		}
	}
	if bad > 0 {
		t.Errorf("%d pixels are not the flash color at the character's alpha", bad)
	}
	if opaqueCount(plain) == 0 {
		t.Fatal("nothing drawn")
	}
}

// TestShaders_TintHalfway: amount 0.5 lands halfway between the colors.
func TestShaders_TintHalfway(t *testing.T) {
	c, list, w, h, view := frameScene(t)
	plain := gpuRender(t, c, list, w, h, view, DrawOptions{})
	got := gpuRender(t, c, list, w, h, view, DrawOptions{Tint: Tint{Color: color.NRGBA{255, 255, 255, 255}, Amount: 0.5}})
	maxd := 0
	for i := 0; i < len(got.Pix); i += 4 {
		a := int(plain.Pix[i+3])
		for k := 0; k < 3; k++ {
			want := (int(plain.Pix[i+k]) + a) / 2
			maxd = max(maxd, abs(int(got.Pix[i+k])-want))
		}
		maxd = max(maxd, abs(int(got.Pix[i+3])-a))
	}
	// Layered pixels blend each layer's tinted color, which rounds a
	// little differently from tinting the composite.
	if maxd > 2 {
		t.Errorf("largest difference from halfway %d/255, want <= 2", maxd)
	}
}

// TestShaders_LinearAtIntegerOffsetsIsExact: the clamped bilinear filter
// samples texel centres exactly at integer translations, so it matches
// the nearest filter there.
func TestShaders_LinearAtIntegerOffsetsIsExact(t *testing.T) {
	c, list, w, h, view := frameScene(t)
	plain := gpuRender(t, c, list, w, h, view, DrawOptions{})
	lin := gpuRender(t, c, list, w, h, view, DrawOptions{Filter: ebiten.FilterLinear})
	if maxd, over, at := diffStats(plain, lin, 0); over > 0 {
		t.Errorf("%d pixels differ (max %d, first at %v)", over, maxd, at)
	}
}

// TestShaders_OutlineRingsTheSilhouette: with an outline, a pixel the
// character leaves transparent is outlined exactly when one of its eight
// neighbours is visible, and opaque pixels are unchanged.
func TestShaders_OutlineRingsTheSilhouette(t *testing.T) {
	c, list, w, h, view := frameScene(t)
	plain := gpuRender(t, c, list, w, h, view, DrawOptions{})
	oc := color.NRGBA{R: 0, G: 0, B: 255, A: 255}
	got := gpuRender(t, c, list, w, h, view, DrawOptions{Outline: Outline{Color: oc}})
	ring, wrong := 0, 0
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			p := plain.RGBAAt(x, y)
			g := got.RGBAAt(x, y)
			switch p.A {
			case 0:
				near := false
				for dy := -1; dy <= 1; dy++ {
					for dx := -1; dx <= 1; dx++ {
						if image.Pt(x+dx, y+dy).In(plain.Rect) && plain.RGBAAt(x+dx, y+dy).A > 0 {
							near = true
						}
					}
				}
				if near {
					ring++
					if g.A == 0 || g.R != 0 || g.G != 0 || g.B != g.A {
						wrong++
					}
				} else if g != (color.RGBA{}) {
					wrong++
				}
			case 255:
				if g != p {
					wrong++
				}
			}
		}
	}
	if ring == 0 {
		t.Fatal("no ring pixels")
	}
	if wrong > 0 {
		t.Errorf("%d pixels wrong (ring of %d pixels)", wrong, ring)
	}
}

// TestDraw_ColorScaleHalvesAlpha: ColorScale.ScaleAlpha(0.5) halves every
// premultiplied channel of an image. (It applies to each item, as Ebiten's
// own per-image options do: over a layered frame the lower layers show
// through.)
func TestDraw_ColorScaleHalvesAlpha(t *testing.T) {
	c, list, w, h, view := frameScene(t)
	list = list[:1]
	plain := gpuRender(t, c, list, w, h, view, DrawOptions{})
	var o DrawOptions
	o.ColorScale.ScaleAlpha(0.5)
	got := gpuRender(t, c, list, w, h, view, o)
	maxd := 0
	for i := range got.Pix {
		maxd = max(maxd, abs(int(got.Pix[i])-int(plain.Pix[i])/2))
	}
	if maxd > 2 {
		t.Errorf("largest difference from half %d/255, want <= 2", maxd)
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// TestShaders_ReloadSwapsOnlyGoodSources: an edited shader is used from the
// next draw; one that does not compile is reported and changes nothing.
func TestShaders_ReloadSwapsOnlyGoodSources(t *testing.T) {
	c, list, w, h, view := frameScene(t)
	tinted := DrawOptions{Tint: Tint{Color: color.NRGBA{}, Amount: 0.001}} // goes through the sprite shader
	red := bytes.Replace(shaders.Sprite, []byte("return vec4(rgb, c.a) * color"), []byte("return vec4(c.a+rgb.r*0, 0, 0, c.a) * color"), 1)
	if bytes.Equal(red, shaders.Sprite) {
		t.Fatal("setup: the sprite shader's last line changed; update the test")
	}
	defer onGame(t, func() { ReloadShaders(nil) })
	var err error
	onGame(t, func() { err = ReloadShaders(map[string][]byte{"sprite.kage": red}) })
	if err != nil {
		t.Fatal(err)
	}
	isRed := func(im *image.RGBA) bool {
		for i := 0; i < len(im.Pix); i += 4 {
			if im.Pix[i+3] > 0 && (im.Pix[i+1] != 0 || im.Pix[i+2] != 0) {
				return false
			}
		}
		return opaqueCount(im) > 0
	}
	if !isRed(gpuRender(t, c, list, w, h, view, tinted)) {
		t.Fatal("the reloaded shader is not used")
	}
	onGame(t, func() { err = ReloadShaders(map[string][]byte{"sprite.kage": []byte("package main\nfunc Fragment(")}) })
	if err == nil || !strings.Contains(err.Error(), "shaders/sprite.kage") {
		t.Fatalf("broken source: %v, want an error naming the file", err)
	}
	if !isRed(gpuRender(t, c, list, w, h, view, tinted)) {
		t.Fatal("a broken shader replaced the good one")
	}
	onGame(t, func() { err = ReloadShaders(nil) })
	if err != nil || isRed(gpuRender(t, c, list, w, h, view, tinted)) {
		t.Fatalf("back to the embedded shaders: %v", err)
	}
}
