package viewer

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/rigplay/rigplay/cmd/rigplay-view/internal/viewer/core"
	"github.com/rigplay/rigplay/engine"
)

// balloonArea is where the speech balloon may go in the window: the
// stage above the timeline and below the error banner, a little in from
// its edges (docs/viewer.md#balloon).
func (g *Game) balloonArea() image.Rectangle {
	r := g.layout.Stage
	if !g.layout.Timeline.Empty() {
		r.Max.Y = g.layout.Timeline.Min.Y
	}
	r.Min.Y += g.bannerHeight()
	return r.Inset(int(4 * g.dsf))
}

// balloonOptions are the speech balloon's for the view v: the interface
// font, 18 ems wide, where balloonPlan lets it go; ok is false when it
// has no place clear of the HUD (docs/viewer.md#balloon). Where the plan
// lets the engine move it off the HUD but the engine found no such place
// (it then draws it over the HUD), it goes under the HUD, as wide.
func (g *Game) balloonOptions(v core.View) (o engine.BalloonOptions, ok bool) {
	p := g.balloonPlan()
	o = engine.BalloonOptions{Face: g.fonts.at(g.layout.FontSize).ui, MaxWidth: 18 * g.layout.FontSize, Bounds: p.Bounds, Avoid: p.Avoid}
	o.GeoM.Scale(v.Zoom, v.Zoom)
	o.GeoM.Translate(v.X, v.Y)
	if p.Hidden {
		return o, false
	}
	if hud := g.balloonHUD(); !p.Avoid.Empty() && g.player != nil && g.player.BalloonRect(&o).Overlaps(hud) {
		_, minH, gap := g.balloonSizes()
		o.Bounds, o.Avoid = core.BelowHUD(p.Bounds, hud, gap), image.Rectangle{}
		return o, o.Bounds.Dy() >= minH
	}
	return o, true
}

// balloonPlan is where the balloon may go: balloonArea, clear of the HUD
// while it is on screen (core.PlanBalloon).
func (g *Game) balloonPlan() core.BalloonPlan {
	boxW := int(math.Ceil(18*g.layout.FontSize)) + 2*balloonPad + 2
	minW, minH, gap := g.balloonSizes()
	return core.PlanBalloon(g.balloonArea(), g.balloonHUD(), boxW, minW, minH, gap)
}

// balloonHUD is the HUD's box while it is on screen, else empty.
func (g *Game) balloonHUD() image.Rectangle {
	if !g.overlays.HUD {
		return image.Rectangle{}
	}
	return g.hudBox
}

// balloonPad is the engine's padding inside the balloon (destination
// pixels, docs/game-api.md#balloon).
const balloonPad = 8

// balloonSizes are the widths the balloon plan works with: the shortest
// balloon (one line, its padding, tail and border) and the gap kept from
// the HUD, in device pixels.
func (g *Game) balloonSizes() (minW, minH, gap int) {
	f := g.layout.FontSize
	return int(8 * f), int(math.Ceil(1.35*f)) + 2*balloonPad + 10 + 2, int(4 * g.dsf)
}

// balloonRoom is the height a fitted view leaves free above the
// character for the balloon: the balloon's own while the character
// speaks (0 when silent, or when the stage is too low to give it).
func (g *Game) balloonRoom(stage image.Rectangle, margin int) int {
	if g.player == nil || !g.player.Speaking() {
		return 0
	}
	o, ok := g.balloonOptions(g.view)
	if !ok {
		return 0
	}
	_, h := g.player.BalloonSize(&o)
	room := int(h + 0.5)
	if stage.Dy()-room < 2*margin+int(48*g.dsf) {
		return 0
	}
	return room
}

// drawBalloon draws the speech balloon, after the HUD, where
// balloonOptions places it: never over the HUD, and not at all while it
// would be over the help (docs/viewer.md#balloon). balloonBox is where
// it was drawn (empty: not drawn).
func (g *Game) drawBalloon(screen *ebiten.Image) {
	g.balloonBox = image.Rectangle{}
	if g.player == nil {
		return
	}
	o, ok := g.balloonOptions(g.view)
	if !ok {
		return
	}
	r := g.player.BalloonRect(&o)
	if g.overlays.Help && r.Overlaps(g.helpRect()) {
		return
	}
	g.player.DrawBalloon(screen, &o)
	g.balloonBox = r
}

// fillLayoutStatus reports where the balloon and the character are in
// the window (not in desktop mode; fillStatus reports the HUD's box).
func (g *Game) fillLayoutStatus(s *core.Status) {
	if g.desk != nil || g.player == nil {
		return
	}
	rect := func(r image.Rectangle) []int { return []int{r.Min.X, r.Min.Y, r.Max.X, r.Max.Y} }
	b := scaleRect(g.char.Bounds(), g.char.Scale())
	x0, y0 := g.view.ToScreen(float64(b.Min.X), float64(b.Min.Y))
	x1, y1 := g.view.ToScreen(float64(b.Max.X), float64(b.Max.Y))
	s.CharBox = []int{int(math.Floor(x0)), int(math.Floor(y0)), int(math.Ceil(x1)), int(math.Ceil(y1))}
	if !g.balloonBox.Empty() {
		s.Balloon = rect(g.balloonBox)
	}
}
