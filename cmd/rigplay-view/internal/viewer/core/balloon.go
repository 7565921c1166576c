package core

import "image"

// BalloonPlan is where the viewer lets the speech balloon go
// (docs/viewer.md#balloon): Bounds it stays inside, Avoid it keeps off
// when it can (engine.BalloonOptions' fields). Below is set when Bounds
// starts under the HUD: a fitted view then makes the balloon's room
// there. Hidden is set when there is no room for it clear of the HUD.
type BalloonPlan struct {
	Bounds, Avoid image.Rectangle
	Below, Hidden bool
}

// PlanBalloon plans the balloon inside area (the stage less the timeline
// and the banner) with the HUD's box hud (empty when it is not drawn), for
// a balloon boxW wide at most (border included) that needs minW and
// minH for one short line, gap the space it keeps from the HUD:
//   - with no HUD in the area, the whole area;
//   - where the area beside the HUD (left or right of it) holds the
//     balloon's full width, the whole area avoiding the HUD (the engine
//     moves the balloon sideways off it);
//   - else the area under the HUD, its full width, when it holds a line;
//   - else the area left of the HUD, narrower (the text wraps to it);
//   - else nowhere: the balloon is not drawn over the HUD.
func PlanBalloon(area, hud image.Rectangle, boxW, minW, minH, gap int) BalloonPlan {
	if area.Empty() {
		return BalloonPlan{Hidden: true}
	}
	if hud.Empty() || !hud.Overlaps(area) {
		return BalloonPlan{Bounds: area}
	}
	if hud.Min.X-gap-area.Min.X >= boxW || area.Max.X-hud.Max.X-gap >= boxW {
		return BalloonPlan{Bounds: area, Avoid: hud.Inset(-gap)}
	}
	if b := BelowHUD(area, hud, gap); b.Dy() >= minH {
		return BalloonPlan{Bounds: b, Below: true}
	}
	if l := (image.Rectangle{area.Min, image.Pt(hud.Min.X-gap, area.Max.Y)}); l.Dx() >= minW && l.Dy() >= minH {
		return BalloonPlan{Bounds: l}
	}
	return BalloonPlan{Hidden: true}
}

// BelowHUD is the part of area under the HUD's box hud, gap below it (as
// wide as area, so a balloon wraps there as it does in area).
func BelowHUD(area, hud image.Rectangle, gap int) image.Rectangle {
	b := area
	b.Min.Y = max(b.Min.Y, hud.Max.Y+gap)
	if b.Empty() {
		return image.Rectangle{}
	}
	return b
}
