package viewer

import (
	"image"
	"testing"

	"github.com/rigplay/rigplay/cmd/rigplay-view/internal/viewer/core"
)

func box(b []int) image.Rectangle {
	if len(b) != 4 {
		return image.Rectangle{}
	}
	return image.Rect(b[0], b[1], b[2], b[3])
}

// TestHUDKeepsItsWidth: over many frames of an action playing (the fps,
// tps and times changing), the HUD's box never moves its left edge right:
// it only grows (drawHUD), so the edge does not jump from frame to frame.
func TestHUDKeepsItsWidth(t *testing.T) {
	p := startViewer(t, "--state", "IdlingLevel1")
	p.waitFor("ready", func(s core.Status) bool { return s.Event == "ready" })
	var left []int
	for range 30 {
		s := p.status()
		b := box(s.HUDBox)
		if b.Empty() {
			t.Fatalf("no HUD box in %+v", s)
		}
		if n := len(left); n > 0 && b.Min.X > left[n-1] {
			t.Fatalf("the HUD's left edge went from %d to %d (frames so far %v)", left[n-1], b.Min.X, left)
		}
		left = append(left, b.Min.X)
	}
}

// TestHelpIsNotOverTheHUD: with the help open, the help box and the HUD
// box do not overlap: side by side in a wide window; in a narrow one the
// HUD is not drawn while the help is open.
func TestHelpIsNotOverTheHUD(t *testing.T) {
	for _, size := range []string{"1100x720", "640x480"} {
		t.Run(size, func(t *testing.T) {
			p := startViewer(t, "--size", size, "--overlays", "help")
			p.waitFor("ready", func(s core.Status) bool { return s.Event == "ready" })
			var s core.Status
			for range 3 { // the HUD's place is known from the frame before
				s = p.status()
			}
			help, hud := box(s.HelpBox), box(s.HUDBox)
			if help.Empty() {
				t.Fatalf("no help box: %+v", s)
			}
			if !hud.Empty() && help.Overlaps(hud) {
				t.Fatalf("help %v over the HUD %v", help, hud)
			}
			if size == "1100x720" && hud.Empty() {
				t.Error("in a wide window the HUD is hidden by the help")
			}
		})
	}
}
