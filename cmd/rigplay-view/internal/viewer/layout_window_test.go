package viewer

import (
	"fmt"
	"image"
	"strings"
	"testing"

	"github.com/rigplay/rigplay/cmd/rigplay-view/internal/viewer/core"
)

// TestSmallWindowLayout: in windows from the smallest a user runs
// (640x480) up, with a long speech: the balloon is drawn inside the
// window, clear of the HUD and above the character (the fitted view makes
// its room, under the HUD where it must); with the help open (?) the help
// box is inside the window, off the HUD, and the balloon is not drawn
// over it (docs/viewer.md#keys, #balloon).
func TestSmallWindowLayout(t *testing.T) {
	say := strings.Repeat("It looks like you are writing a letter. Would you like some help with it? ", 20)
	for _, size := range []string{"640x480", "800x600", "1280x720"} {
		t.Run(size, func(t *testing.T) {
			var w, h int
			fmt.Sscanf(size, "%dx%d", &w, &h)
			window := image.Rect(0, 0, w, h)
			p := startViewer(t, "--size", size, "--action", "RestPose", "--paused", "--say", say)
			p.waitFor("ready", func(s core.Status) bool { return s.Event == "ready" })
			var s core.Status
			for range 20 { // the fitted view follows at the next frame
				s = p.status()
				if b, c := box(s.Balloon), box(s.CharBox); !b.Empty() && b.Max.Y <= c.Min.Y+1 && !b.Overlaps(box(s.HUDBox)) {
					break
				}
			}
			b, hud, c := box(s.Balloon), box(s.HUDBox), box(s.CharBox)
			if b.Empty() || hud.Empty() {
				t.Fatalf("balloon %v, HUD %v: want both drawn (%+v)", b, hud, s)
			}
			if b.Overlaps(hud) {
				t.Errorf("balloon %v over the HUD %v", b, hud)
			}
			if !b.In(window) {
				t.Errorf("balloon %v not inside the window %v", b, window)
			}
			if b.Max.Y > c.Min.Y+1 {
				t.Errorf("balloon %v not above the character %v", b, c)
			}
			p.do("key ?")
			for range 3 { // the HUD's place is known from the frame before
				s = p.status()
			}
			help, hud, b := box(s.HelpBox), box(s.HUDBox), box(s.Balloon)
			if help.Empty() || !help.In(window) {
				t.Errorf("help %v not inside the window %v", help, window)
			}
			if help.Overlaps(hud) {
				t.Errorf("help %v over the HUD %v", help, hud)
			}
			if help.Overlaps(b) {
				t.Errorf("balloon %v over the help %v", b, help)
			}
			if !hud.Empty() && b.Overlaps(hud) {
				t.Errorf("with the help open, balloon %v over the HUD %v", b, hud)
			}
		})
	}
}
