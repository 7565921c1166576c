package character

import (
	"encoding/json"
	"image"
	"image/png"
	"io/fs"
	"testing"
	"time"

	"github.com/rigplay/rigplay/assets"
)

// The tests here read the sample's files with image/png and
// encoding/json alone (engine/character/hit_test.go checks against the CPU
// renderer).

// pipFrame is a frame of Pip's Actions.json as the file says it, read
// with encoding/json: the oracle of the tests below, apart from the
// character package.
type pipFrame struct {
	Duration int64
	Images   []struct {
		Filename         string
		OffsetX, OffsetY int
	}
}

// pipShow returns the frames of Pip's Show action, from the file.
func pipShow(t *testing.T) []pipFrame {
	t.Helper()
	data, err := fs.ReadFile(assets.Frame(), "Actions.json")
	if err != nil {
		t.Fatal(err)
	}
	var f struct {
		ActionItems []struct {
			Name   string
			Frames []pipFrame
		}
	}
	if err := json.Unmarshal(data, &f); err != nil {
		t.Fatal(err)
	}
	for _, a := range f.ActionItems {
		if a.Name == "Show" {
			return a.Frames
		}
	}
	t.Fatal("Pip has no Show action")
	return nil
}

// decodePNG decodes one of Pip's images with image/png.
func decodePNG(t *testing.T, name string) image.Image {
	t.Helper()
	r, err := assets.Frame().Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	im, err := png.Decode(r)
	if err != nil {
		t.Fatal(err)
	}
	return im
}

// opaqueAt reports whether the frame's images cover the character pixel
// (x, y) with a pixel that is not fully transparent, and the rectangle of
// all their visible pixels.
func drawnPixels(t *testing.T, fr pipFrame) (func(x, y int) bool, image.Rectangle) {
	var ims []image.Image
	var box image.Rectangle
	for _, in := range fr.Images {
		im := decodePNG(t, in.Filename)
		ims = append(ims, im)
		b := im.Bounds()
		for y := b.Min.Y; y < b.Max.Y; y++ {
			for x := b.Min.X; x < b.Max.X; x++ {
				if _, _, _, a := im.At(x, y).RGBA(); a > 0 {
					box = box.Union(image.Rect(x, y, x+1, y+1).Add(image.Pt(in.OffsetX, in.OffsetY)))
				}
			}
		}
	}
	at := func(x, y int) bool {
		for k, in := range fr.Images {
			p := image.Pt(x-in.OffsetX, y-in.OffsetY)
			if p.In(ims[k].Bounds()) {
				if _, _, _, a := ims[k].At(p.X, p.Y).RGBA(); a > 0 {
					return true
				}
			}
		}
		return false
	}
	return at, box
}

// TestFrameBounds_PipShowIsTheDrawnPixels pins
// docs/character-package.md#frame-bounds on Pip's Show: at every frame the
// bounds are exactly the rectangle of the frame's drawn (not fully
// transparent) pixels, as image/png decodes the files and Actions.json
// places them, and not the union of every frame (Character.Bounds).
func TestFrameBounds_PipShowIsTheDrawnPixels(t *testing.T) {
	c := pip(t)
	frames := pipShow(t)
	p := NewPlayer(c, PlayerOptions{IdleDelay: -1})
	if !p.FrameBounds().Empty() {
		t.Fatalf("nothing drawn, bounds %v", p.FrameBounds())
	}
	if _, err := p.Play("Show"); err != nil {
		t.Fatal(err)
	}
	p.Advance(0)
	seen := 0
	for range 200 {
		a, f := p.Current()
		if a != c.Action("Show") {
			break
		}
		_, want := drawnPixels(t, frames[f])
		if got := p.FrameBounds(); got != want {
			t.Fatalf("Show frame %d: bounds %v, the drawn pixels %v", f, got, want)
		}
		if want == c.Bounds() {
			t.Errorf("Show frame %d: its pixels span all of the character's bounds %v: the test tells nothing apart", f, want)
		}
		seen++
		p.Advance(time.Duration(frames[f].Duration) * time.Millisecond)
	}
	if seen < 3 {
		t.Fatalf("saw %d frames of Show", seen)
	}
	if n := testing.AllocsPerRun(50, func() { p.FrameBounds() }); n != 0 && !raceEnabled {
		t.Errorf("FrameBounds allocates %v times", n)
	}
}

// TestHitTest_PipByPixel pins docs/character-package.md#hit-test on Pip:
// every character pixel of a frame of Show hits exactly when one of the
// frame's images has a visible pixel there (as image/png reads the file),
// naming the image; so a transparent pixel inside the frame's bounds does
// not hit, and by rectangle it does.
func TestHitTest_PipByPixel(t *testing.T) {
	c := pip(t)
	frames := pipShow(t)
	p := NewPlayer(c, PlayerOptions{IdleDelay: -1})
	p.Play("Show")
	p.Advance(0)
	for range 3 { // a frame into Show
		_, f := p.Current()
		p.Advance(time.Duration(frames[f].Duration) * time.Millisecond)
	}
	_, f := p.Current()
	opaque, box := drawnPixels(t, frames[f])
	hits, holes := 0, 0
	for y := box.Min.Y - 2; y < box.Max.Y+2; y++ {
		for x := box.Min.X - 2; x < box.Max.X+2; x++ {
			h, ok := p.HitTest(float64(x)+0.5, float64(y)+0.5, HitOptions{})
			if ok != opaque(x, y) {
				t.Fatalf("frame %d pixel (%d, %d): hit %v, drawn %v", f, x, y, ok, opaque(x, y))
			}
			if !ok {
				if image.Pt(x, y).In(box) {
					holes++
					if _, byRect := p.HitTest(float64(x)+0.5, float64(y)+0.5, HitOptions{ByRect: true}); !byRect && len(frames[f].Images) == 1 {
						t.Fatalf("pixel (%d, %d) inside the image's rectangle does not hit by rectangle", x, y)
					}
				}
				continue
			}
			hits++
			if h.ID != h.Image || h.Bone != "" || h.Alpha == 0 || c.NRGBA(h.Image) == nil {
				t.Fatalf("pixel (%d, %d): hit %+v", x, y, h)
			}
		}
	}
	if hits == 0 || holes == 0 {
		t.Fatalf("%d hits, %d transparent pixels inside the bounds: the test tells nothing apart", hits, holes)
	}
	if n := testing.AllocsPerRun(50, func() { p.HitTest(float64(box.Min.X), float64(box.Min.Y), HitOptions{}) }); n != 0 && !raceEnabled {
		t.Errorf("HitTest allocates %v times", n)
	}
}

// TestHitTest_MossNamesTheBone: on the rigged sample, a point on a drawn
// pixel of a body sprite (found in the sprite's own PNG, placed with
// SpriteTransform) hits that sprite, or something drawn over it, and
// names its bone; the topmost item at each point is the one hit.
func TestHitTest_MossNamesTheBone(t *testing.T) {
	c := moss(t)
	p := NewPlayer(c, PlayerOptions{})
	p.PlayDefault()
	p.Advance(200 * time.Millisecond)
	list := p.AppendDrawList(nil)
	parts := p.AppendParts(nil)
	named := 0
	for i, b := range c.Rig.Bones {
		if !b.HasSprite || b.Placeholder {
			continue
		}
		m, ok := p.SpriteTransform(i)
		if !ok {
			t.Fatalf("bone %s: no sprite transform", b.Name)
		}
		// The sprite's transform is the draw list's, where it is drawn.
		for k := range parts {
			if parts[k].ID == "sprite/"+b.Name && list[k].Transform != m {
				t.Fatalf("bone %s: SpriteTransform %+v, the draw list %+v", b.Name, m, list[k].Transform)
			}
		}
		im := decodePNGFS(t, c, b.Image)
		r := im.Bounds()
		for y := r.Min.Y; y < r.Max.Y; y += 3 {
			for x := r.Min.X; x < r.Max.X; x += 3 {
				if _, _, _, a := im.At(x, y).RGBA(); a < 0xffff {
					continue
				}
				px, py := m.Apply(float64(x)+0.5, float64(y)+0.5)
				h, ok := p.HitTest(px, py, HitOptions{})
				if !ok {
					t.Fatalf("bone %s pixel (%d, %d) at (%.1f, %.1f): no hit", b.Name, x, y, px, py)
				}
				if h.Index < k0(parts, "sprite/"+b.Name) {
					t.Fatalf("bone %s: hit item %d (%s), drawn under the sprite", b.Name, h.Index, h.ID)
				}
				if h.ID == "sprite/"+b.Name {
					if h.Bone != b.Name || h.Item != "" {
						t.Fatalf("bone %s: hit %+v", b.Name, h)
					}
					named++
				}
				if parts[h.Index].ID != h.ID || parts[h.Index].Bone != h.Bone || parts[h.Index].Item != h.Item {
					t.Fatalf("hit %+v, part %+v", h, parts[h.Index])
				}
			}
		}
	}
	if named == 0 {
		t.Fatal("no point named its own bone")
	}
}

// k0 returns the index of the part with the given id, or -1.
func k0(parts []Part, id string) int {
	for k := range parts {
		if parts[k].ID == id {
			return k
		}
	}
	return -1
}

// decodePNGFS decodes an image of the rigged sample with image/png.
func decodePNGFS(t *testing.T, c *Character, name string) image.Image {
	t.Helper()
	r, err := assets.Rigged().Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	im, err := png.Decode(r)
	if err != nil {
		t.Fatal(err)
	}
	return im
}
