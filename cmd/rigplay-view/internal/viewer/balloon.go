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
// font, 18 ems wide, inside balloonArea and clear of the HUD box (where
// it was last drawn) while the HUD is on.
func (g *Game) balloonOptions(v core.View) engine.BalloonOptions {
	o := engine.BalloonOptions{Face: g.fonts.at(g.layout.FontSize).ui, MaxWidth: 18 * g.layout.FontSize, Bounds: g.balloonArea()}
	o.GeoM.Scale(v.Zoom, v.Zoom)
	o.GeoM.Translate(v.X, v.Y)
	if g.overlays.HUD {
		o.Avoid = g.hudBox
	}
	return o
}

// balloonRoom is the height a fitted view leaves free above the
// character for the balloon: the balloon's own while the character
// speaks (0 when silent, or when the stage is too low to give it).
func (g *Game) balloonRoom(stage image.Rectangle, margin int) int {
	if g.player == nil || !g.player.Speaking() {
		return 0
	}
	o := g.balloonOptions(g.view)
	_, h := g.player.BalloonSize(&o)
	room := int(h + 0.5)
	if stage.Dy()-room < 2*margin+int(48*g.dsf) {
		return 0
	}
	return room
}

// drawBalloon draws the speech balloon, after the HUD: it is placed clear
// of the HUD where it can be, and over it where it cannot (a small
// window), so that what the character says is always readable.
func (g *Game) drawBalloon(screen *ebiten.Image) {
	if g.player == nil {
		return
	}
	o := g.balloonOptions(g.view)
	g.player.DrawBalloon(screen, &o)
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
	if g.player.Speaking() {
		o := g.balloonOptions(g.view)
		if r := g.player.BalloonRect(&o); !r.Empty() {
			s.Balloon = rect(r)
		}
	}
}
