package viewer

import (
	"image"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rigplay/rigplay/cmd/rigplay-view/internal/viewer/core"
)

// TestBalloonReadable: a long speech's balloon is readable in the window:
// inside it, clear of the HUD, above the character (the fitted view
// makes room for it), with the HUD on and with the panels off (h); it is
// drawn where the status says, at most core's BalloonLines lines high.
func TestBalloonReadable(t *testing.T) {
	say := strings.Repeat("It looks like you are writing a letter. Would you like some help with it? ", 60)
	p := startViewer(t, "--size", "1100x720", "--action", "RestPose", "--paused", "--say", say)
	p.waitFor("ready", func(s core.Status) bool { return s.Event == "ready" })
	box := func(v []int) image.Rectangle {
		if len(v) != 4 {
			return image.Rectangle{}
		}
		return image.Rect(v[0], v[1], v[2], v[3])
	}
	check := func(name string, hud bool) {
		t.Helper()
		var s core.Status
		for range 20 { // the fitted view follows at the next frame
			p.status()
			s = p.status()
			if len(s.Balloon) == 4 && box(s.Balloon).Max.Y <= box(s.CharBox).Min.Y+1 {
				break
			}
		}
		b, c := box(s.Balloon), box(s.CharBox)
		if b.Empty() {
			t.Fatalf("%s: no balloon in the status: %+v", name, s)
		}
		window := image.Rect(0, 0, 1100, 720)
		if !b.In(window) {
			t.Errorf("%s: balloon %v not inside the window %v", name, b, window)
		}
		if b.Max.Y > c.Min.Y+1 { // the tail's tip touches it
			t.Errorf("%s: balloon %v not above the character %v: fit made no room", name, b, c)
		}
		if h := box(s.HUDBox); hud && (h.Empty() || h.Overlaps(b)) {
			t.Errorf("%s: balloon %v on the HUD %v", name, b, h)
		} else if !hud && !h.Empty() {
			t.Errorf("%s: a HUD %v with the panels off", name, h)
		}
		if b.Dy() > 4*21+40 { // 13 px type: lines under 21 px
			t.Errorf("%s: balloon %v taller than 4 lines", name, b)
		}
		// Its pixels: mostly the white fill, a dark border row above it.
		shot := p.shot(filepath.Join(t.TempDir(), "balloon.png"))
		white := 0
		for y := b.Min.Y; y < b.Max.Y; y++ {
			for x := b.Min.X; x < b.Max.X; x++ {
				if r, g, bl, _ := shot.At(x, y).RGBA(); r == 0xffff && g == 0xffff && bl == 0xffff {
					white++
				}
			}
		}
		if white < b.Dx()*b.Dy()/2 {
			t.Errorf("%s: %d white pixels in the balloon's %v", name, white, b)
		}
	}
	check("HUD on", true)
	p.do("key h")
	check("panels off", false)
}
