package core

import (
	"image"
	"testing"
)

// TestPlanBalloon: the balloon's bounds keep it off the HUD's box in
// every window: the whole area (the engine moving it off the HUD) where
// the area beside the HUD holds it, under the HUD where it does not (a
// 640x480 window with the panel on), left of it where under it is too
// low, and nowhere rather than over it.
func TestPlanBalloon(t *testing.T) {
	const boxW, minW, minH, gap = 18*13 + 18, 8 * 13, 18 + 26 + 12, 4
	// hudAt is the HUD's box in the top-right corner of a stage ending
	// at x, 250 wide, h high.
	hudAt := func(x, h int) image.Rectangle { return image.Rect(x-8-250, 8, x-8, 8+h) }
	for _, tc := range []struct {
		name       string
		area, hud  image.Rectangle
		whole      bool // the whole area, avoiding the HUD
		below      bool
		hidden     bool
		boundsLeft bool // left of the HUD
	}{
		{"1100x720", image.Rect(234, 4, 1096, 660), hudAt(1100, 172), true, false, false, false},
		{"640x480", image.Rect(234, 4, 636, 420), hudAt(640, 172), false, true, false, false},
		{"640x480 no timeline", image.Rect(234, 4, 636, 476), hudAt(640, 172), false, true, false, false},
		{"800x600", image.Rect(234, 4, 796, 540), hudAt(800, 172), true, false, false, false},
		{"640x480 HUD off", image.Rect(234, 4, 636, 420), image.Rectangle{}, true, false, false, false},
		{"640x240 tall HUD", image.Rect(234, 4, 636, 236), hudAt(640, 200), false, false, false, true},
		{"400x240 tall HUD", image.Rect(204, 4, 396, 236), hudAt(400, 200), false, false, true, false},
	} {
		p := PlanBalloon(tc.area, tc.hud, boxW, minW, minH, gap)
		if p.Hidden != tc.hidden {
			t.Errorf("%s: hidden %v, want %v (%+v)", tc.name, p.Hidden, tc.hidden, p)
			continue
		}
		if p.Hidden {
			continue
		}
		if !p.Bounds.In(tc.area) {
			t.Errorf("%s: bounds %v outside the area %v", tc.name, p.Bounds, tc.area)
		}
		if tc.whole {
			if p.Bounds != tc.area || p.Below || !tc.hud.Empty() && !tc.hud.In(p.Avoid) {
				t.Errorf("%s: %+v, want the whole area %v avoiding the HUD %v", tc.name, p, tc.area, tc.hud)
			}
			continue
		}
		if p.Bounds.Overlaps(tc.hud) || p.Bounds.Min.Y < tc.hud.Max.Y && p.Bounds.Max.X > tc.hud.Min.X-gap {
			t.Errorf("%s: bounds %v on (or touching) the HUD %v", tc.name, p.Bounds, tc.hud)
		}
		if p.Below != tc.below {
			t.Errorf("%s: below %v, want %v (%+v)", tc.name, p.Below, tc.below, p)
		}
		if tc.below && (p.Bounds.Dx() != tc.area.Dx() || p.Bounds.Min.Y != tc.hud.Max.Y+gap) {
			t.Errorf("%s: bounds %v, want the area's width under the HUD %v", tc.name, p.Bounds, tc.hud)
		}
		if tc.boundsLeft && p.Bounds.Max.X != tc.hud.Min.X-gap {
			t.Errorf("%s: bounds %v, want left of the HUD %v", tc.name, p.Bounds, tc.hud)
		}
	}
}
