package character

import (
	"image"
	"testing"
	"time"

	"github.com/rigplay/rigplay/engine/drawlist"
	"github.com/rigplay/rigplay/engine/softrender"
)

// drawn renders p's draw list with the CPU renderer (an oracle of its
// own) onto a canvas holding the character's bounds: the pixels drawn and
// the canvas's origin in character pixels.
func drawn(p *Player) (*image.RGBA, image.Point) {
	b := p.Character().Bounds().Inset(-2)
	out := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	softrender.Render(out, p.AppendDrawList(nil), func(path string) image.Image {
		if im := p.Character().NRGBA(path); im != nil {
			return im
		}
		return nil
	}, drawlist.Affine{A: 1, D: 1, TX: float64(-b.Min.X), TY: float64(-b.Min.Y)})
	return out, b.Min
}

// opaqueBounds returns the rectangle of the pixels of im that are drawn
// at all, moved by at.
func opaqueBounds(im *image.RGBA, at image.Point) image.Rectangle {
	var r image.Rectangle
	for y := 0; y < im.Rect.Dy(); y++ {
		for x := 0; x < im.Rect.Dx(); x++ {
			if im.Pix[im.PixOffset(x, y)+3] != 0 {
				r = r.Union(image.Rect(x, y, x+1, y+1))
			}
		}
	}
	return r.Add(at)
}

// TestFrameBounds_TheDrawnPixels pins docs/character-package.md#frame-bounds:
// the bounds of Pip's Show frame, as it is drawn, are those of the pixels
// the CPU renderer draws for it, not the union of every frame
// (Character.Bounds); a rig's pose likewise holds its drawn pixels.
func TestFrameBounds_TheDrawnPixels(t *testing.T) {
	c := pip(t)
	p := NewPlayer(c, PlayerOptions{IdleDelay: -1})
	if !p.FrameBounds().Empty() {
		t.Fatalf("a new frame player, drawing nothing, has bounds %v", p.FrameBounds())
	}
	p.Play("Show")
	frames := c.ActionList()[c.Action("Show")].Frames
	for f := range frames {
		p.Advance(0)
		im, at := drawn(p)
		want := opaqueBounds(im, at)
		if got := p.FrameBounds(); got != want {
			t.Errorf("Show frame %d: FrameBounds %v, the drawn pixels %v", f, got, want)
		}
		if got := p.FrameBounds(); got == c.Bounds() || !got.In(c.Bounds()) {
			t.Errorf("Show frame %d: FrameBounds %v is the union %v, or outside it", f, got, c.Bounds())
		}
		p.Advance(frames[f].Duration)
	}
	m := moss(t)
	q := NewPlayer(m, PlayerOptions{})
	q.Interrupt("walk")
	q.Advance(430 * time.Millisecond)
	im, at := drawn(q)
	want := opaqueBounds(im, at)
	// A rig's rotated sprites: the drawn pixels lie within the bounds,
	// which are the visible rectangles turned (a pixel or so wider).
	if got := q.FrameBounds(); !want.In(got) || got.Dx() > want.Dx()+8 || got.Dy() > want.Dy()+8 {
		t.Errorf("walking Moss: FrameBounds %v, the drawn pixels %v", got, want)
	}
	if n := testing.AllocsPerRun(50, func() { q.FrameBounds() }); n != 0 && !raceEnabled {
		t.Errorf("FrameBounds allocates %v times", n)
	}
}

// TestHitTest_DrawnPixelsOnly pins docs/character-package.md#hit-test: a
// point on a drawn pixel hits and names its image (and, on a rig, its
// bone); a point on a transparent pixel inside the bounds hits nothing;
// by rectangle it hits the sprite anyway.
func TestHitTest_DrawnPixelsOnly(t *testing.T) {
	for _, c := range []*Character{pip(t), moss(t)} {
		p := NewPlayer(c, PlayerOptions{IdleDelay: -1})
		p.PlayDefault()
		p.Advance(200 * time.Millisecond)
		im, at := drawn(p)
		list := p.AppendDrawList(nil)
		b := p.FrameBounds()
		hits, misses, byRect := 0, 0, 0
		for y := b.Min.Y; y < b.Max.Y; y++ {
			for x := b.Min.X; x < b.Max.X; x++ {
				a := im.Pix[im.PixOffset(x-at.X, y-at.Y)+3]
				if c.Rigged() && a > 0 && a < 255 {
					// The renderer smooths a rig's turned edges, the hit
					// test samples the nearest pixel: an edge pixel may go
					// either way.
					continue
				}
				h, ok := p.HitTest(float64(x)+0.5, float64(y)+0.5, HitOptions{})
				switch {
				case a == 0 && ok:
					t.Fatalf("%s: a transparent pixel at %d,%d hits %+v", c.Name(), x, y, h)
				case a > 0 && !ok:
					t.Fatalf("%s: the drawn pixel at %d,%d (alpha %d) hits nothing", c.Name(), x, y, a)
				case ok:
					hits++
					if h.Image != list[h.Index].Image || h.Alpha == 0 || (c.Rigged() && (h.Bone == "" || h.ID == "")) || (!c.Rigged() && h.ID != h.Image) {
						t.Fatalf("%s: hit at %d,%d: %+v", c.Name(), x, y, h)
					}
				default:
					misses++
					if _, ok := p.HitTest(float64(x)+0.5, float64(y)+0.5, HitOptions{ByRect: true}); ok {
						byRect++
					}
				}
			}
		}
		if hits == 0 || misses == 0 || byRect == 0 {
			t.Errorf("%s: %d hits, %d transparent pixels in the bounds (%d of them in a sprite's rectangle)", c.Name(), hits, misses, byRect)
		}
	}
}
