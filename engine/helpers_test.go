package engine

import (
	"image"
	"slices"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/rigplay/rigplay/assets"
	"github.com/rigplay/rigplay/engine/character"
	"github.com/rigplay/rigplay/engine/drawlist"
	"github.com/rigplay/rigplay/engine/softrender"
)

// loadSample loads an embedded sample character (inside the game loop:
// loading uploads images).
func loadSample(t testing.TB, rigged bool) *Character {
	t.Helper()
	fsys := assets.Frame()
	if rigged {
		fsys = assets.Rigged()
	}
	var c *Character
	var err error
	onGame(t, func() { c, err = Load(fsys, LoadOptions{}) })
	if err != nil {
		t.Fatalf("Load: %v", err)
	}
	return c
}

// gpuRender draws list with the engine onto a new transparent w x h image
// and returns its pixels (premultiplied RGBA, as image.RGBA holds them).
func gpuRender(t testing.TB, c *Character, list drawlist.List, w, h int, view drawlist.Affine, opts DrawOptions) *image.RGBA {
	t.Helper()
	out := image.NewRGBA(image.Rect(0, 0, w, h))
	onGame(t, func() {
		dst := ebiten.NewImage(w, h)
		defer dst.Deallocate()
		var b batch
		b.drawList(dst, list, c.sprites, view, &opts)
		dst.ReadPixels(out.Pix)
	})
	return out
}

// cpuRender draws list with engine/softrender.
func cpuRender(c *Character, list drawlist.List, w, h int, view drawlist.Affine) *image.RGBA {
	out := image.NewRGBA(image.Rect(0, 0, w, h))
	softrender.Render(out, list, func(p string) image.Image {
		if im := c.c.NRGBA(p); im != nil {
			return im
		}
		return nil
	}, view)
	return out
}

// diffStats compares two images channel by channel: the largest difference
// and how many pixels differ by more than tol in any channel.
func diffStats(a, b *image.RGBA, tol int) (maxDiff, over int, firstAt image.Point) {
	firstAt = image.Pt(-1, -1)
	for i := 0; i+3 < len(a.Pix); i += 4 {
		worst := 0
		for k := 0; k < 4; k++ {
			d := int(a.Pix[i+k]) - int(b.Pix[i+k])
			if d < 0 {
				d = -d
			}
			worst = max(worst, d)
		}
		maxDiff = max(maxDiff, worst)
		if worst > tol {
			if over == 0 {
				firstAt = image.Pt(i/4%a.Rect.Dx(), i/4/a.Rect.Dx())
			}
			over++
		}
	}
	return maxDiff, over, firstAt
}

// opaqueCount counts pixels with alpha > 0.
func opaqueCount(im *image.RGBA) int {
	n := 0
	for i := 3; i < len(im.Pix); i += 4 {
		if im.Pix[i] > 0 {
			n++
		}
	}
	return n
}

// frameList plays action name of a frame character's pure player up to
// frame k (following the frames as they come, with seed 1) and returns
// its draw list and the view that puts the character's bounds at (pad,
// pad).
func sampleList(t testing.TB, c *Character, play string, at time.Duration) drawlist.List {
	t.Helper()
	p := NewPlayer(c, PlayerOptions{ManualSound: true, Seed: 1})
	if play != "" {
		if _, err := p.Play(play); err != nil {
			t.Fatalf("Play(%q): %v", play, err)
		}
	}
	p.Advance(at)
	return p.AppendDrawList(nil)
}

// fitView returns the image size and the translation that shows the
// character's bounds with pad pixels around.
func fitView(c *Character, pad int) (w, h int, view drawlist.Affine) {
	b := c.Bounds()
	view = drawlist.Affine{A: 1, D: 1, TX: float64(pad - b.Min.X), TY: float64(pad - b.Min.Y)}
	return b.Dx() + 2*pad, b.Dy() + 2*pad, view
}

// anonymous returns a copy of evs without their requests (whose handles
// name their own player), so that two players' events compare; the
// requests' states are compared by sameRequests.
func anonymous(evs []Event) []Event {
	out := slices.Clone(evs)
	for i := range out {
		out[i].Request = character.Request{}
	}
	return out
}

// sameRequests reports whether the events of two players belong to
// requests in the same states.
func sameRequests(a, b []Event) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		ra, rb := a[i].Request, b[i].Request
		if ra.Status() != rb.Status() || ra.Reason() != rb.Reason() || ra.Clip() != rb.Clip() {
			return false
		}
	}
	return true
}
