package engine

import (
	"image"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestHitTestScreen_IsWhatDrawDraws pins docs/character-package.md#hit-test
// in screen space: with DrawOptions that scale and move Pip, every pixel
// of what Draw put on the screen (read back from the GPU) hits exactly
// where Draw drew a visible pixel, and nowhere else.
func TestHitTestScreen_IsWhatDrawDraws(t *testing.T) {
	c := loadSample(t, false)
	p := NewPlayer(c, PlayerOptions{ManualSound: true})
	if _, err := p.Play("RestPose"); err != nil {
		t.Fatal(err)
	}
	p.Advance(0)
	var opts DrawOptions
	opts.GeoM.Scale(2, 2)
	opts.GeoM.Translate(17, 9)
	const w, h = 300, 300
	shot := image.NewRGBA(image.Rect(0, 0, w, h))
	onGame(t, func() {
		dst := ebiten.NewImage(w, h)
		defer dst.Deallocate()
		p.Draw(dst, &opts)
		dst.ReadPixels(shot.Pix)
	})
	drawn, wrong := 0, 0
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			a := shot.Pix[shot.PixOffset(x, y)+3]
			_, hit := p.HitTestScreen(float64(x)+0.5, float64(y)+0.5, &opts, HitOptions{})
			if (a > 0) != hit {
				wrong++
			}
			if a > 0 {
				drawn++
			}
		}
	}
	if drawn == 0 || wrong != 0 {
		t.Fatalf("%d pixels drawn, %d where the hit test disagrees with Draw", drawn, wrong)
	}
}

// TestGeoM_BoneAndSpriteOnScreen pins docs/character-package.md#attach: an
// image drawn with SpriteGeoM lands where Draw draws the sprite (the same
// affine as the head item's, through the same DrawOptions), and BoneGeoM
// is the bone's frame through the view.
func TestGeoM_BoneAndSpriteOnScreen(t *testing.T) {
	c := loadSample(t, true)
	p := NewPlayer(c, PlayerOptions{ManualSound: true})
	p.Interrupt("walk")
	p.Advance(400 * time.Millisecond)
	var opts DrawOptions
	opts.GeoM.Rotate(0.3)
	opts.GeoM.Scale(1.5, 1.5)
	opts.GeoM.Translate(120, 200)
	g, ok := p.BoneGeoM("head", &opts)
	m, _ := p.BoneTransform(c.Bone("head"))
	wx, wy := p.View(&opts).Mul(m).Apply(3, 4)
	if gx, gy := g.Apply(3, 4); !ok || !near(gx, wx) || !near(gy, wy) {
		t.Fatalf("BoneGeoM maps (3, 4) to (%v, %v), want (%v, %v)", gx, gy, wx, wy)
	}
	if _, ok := p.BoneGeoM("tail", &opts); ok {
		t.Error("a bone the rig does not have")
	}
	sg, ok := p.SpriteGeoM("head", &opts)
	if !ok {
		t.Fatal("no head sprite")
	}
	// It is the affine Draw draws the draw list's head item with.
	list := p.AppendDrawList(nil)
	parts := p.AppendParts(nil)
	k := -1
	for i := range parts {
		if parts[i].ID == "sprite/head" {
			k = i
		}
	}
	if k < 0 {
		t.Fatal("the head sprite is not drawn")
	}
	want := GeoM(p.View(&opts).Mul(list[k].Transform))
	for _, pt := range [][2]float64{{0, 0}, {1, 0}, {0, 1}, {17, 23}} {
		x, y := sg.Apply(pt[0], pt[1])
		wx, wy := want.Apply(pt[0], pt[1])
		if !near(x, wx) || !near(y, wy) {
			t.Fatalf("SpriteGeoM maps %v to (%v, %v), Draw to (%v, %v)", pt, x, y, wx, wy)
		}
	}
}

func near(a, b float64) bool { return a-b < 1e-9 && b-a < 1e-9 }
