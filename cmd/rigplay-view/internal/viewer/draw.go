package viewer

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
	"github.com/rigplay/rigplay/cmd/rigplay-view/internal/viewer/core"
	"github.com/rigplay/rigplay/engine"
)

// Layout makes the screen as large as the window in device pixels, so that
// text and lines are drawn at the display's resolution (HiDPI).
func (g *Game) Layout(outsideWidth, outsideHeight int) (int, int) {
	g.dsf = ebiten.Monitor().DeviceScaleFactor()
	if !(g.dsf > 0) {
		g.dsf = 1
	}
	if g.desk != nil {
		return g.desk.canvas()
	}
	w := max(1, int(math.Ceil(float64(outsideWidth)*g.dsf)))
	h := max(1, int(math.Ceil(float64(outsideHeight)*g.dsf)))
	g.w, g.h = w, h
	return w, h
}

// relayout recomputes the layout for the current screen and overlays, and
// the view while it follows the window.
func (g *Game) relayout() {
	g.layout = core.NewLayout(g.w, g.h, g.dsf, g.overlays.HUD, g.timelineShown())
	if !g.fitted && !g.center || g.char == nil {
		return
	}
	b := scaleRect(g.char.Bounds(), g.char.Scale())
	stage := g.layout.Stage
	if !g.layout.Timeline.Empty() {
		stage.Max.Y = g.layout.Timeline.Min.Y
	}
	if hud := int(hudReserve * g.dsf); g.overlays.HUD && stage.Dx() > 3*hud {
		// Keep the character clear of the HUD box in the top-right corner.
		stage.Max.X -= hud
	}
	// While the character speaks, the fitted view makes room above it for
	// the balloon (docs/viewer.md#balloon).
	// In a window where the balloon goes under the HUD, that room is
	// under the HUD.
	margin := int(24 * g.dsf)
	if p := g.balloonPlan(); p.Below {
		below := stage
		below.Min.Y = max(below.Min.Y, p.Bounds.Min.Y)
		if room := g.balloonRoom(below, margin); room > 0 {
			stage = below
			stage.Min.Y += room
		}
	} else {
		stage.Min.Y += g.balloonRoom(stage, margin)
	}
	g.view = core.Fit(b, stage, margin)
	if g.center {
		// --scale: centered at that zoom, then free.
		g.center = false
		g.view = g.view.ZoomTo(float64(stage.Min.X+stage.Max.X)/2, float64(stage.Min.Y+stage.Max.Y)/2, g.cfg.Scale)
	}
}

// hudReserve is the width (device-independent pixels) kept free for the
// HUD when fitting.
const hudReserve = 250

// scaleRect scales r by character.json's scale.
func scaleRect(r image.Rectangle, s float64) image.Rectangle {
	if s == 1 {
		return r
	}
	return image.Rect(int(math.Floor(float64(r.Min.X)*s)), int(math.Floor(float64(r.Min.Y)*s)),
		int(math.Ceil(float64(r.Max.X)*s)), int(math.Ceil(float64(r.Max.Y)*s)))
}

// Draw draws the stage, the character, the overlays and the interface,
// then takes the screenshots asked for and writes the status lines.
//
// A frame that would show the same picture as the last one drawn keeps it
// (the screen is not cleared every frame; see needsDraw), so a viewer
// left open on a paused or held character, or on a display faster than
// 60 Hz, does not redraw the same picture over and over.
func (g *Game) Draw(screen *ebiten.Image) {
	g.draws++
	if !g.needsDraw(screen) {
		g.flushStatus()
		return
	}
	screen.Clear()
	g.frames++
	if g.desk != nil {
		g.desk.draw(screen)
	} else {
		g.relayout()
		g.drawBackground(screen)
		g.drawCharacter(screen)
		g.drawOverlays(screen)
		g.drawTimeline(screen)
		if g.overlays.HUD {
			g.drawPanel(screen)
			if _, _, _, clear := g.helpPlace(); !g.overlays.Help || clear {
				g.drawHUD(screen)
				g.hudPlace = g.hudBox
			} else {
				g.hudBox = image.Rectangle{} // not on screen
			}
		}
		g.drawBalloon(screen)
		if g.overlays.HUD && !g.hudBox.Empty() {
			g.drawToast(screen)
		}
		g.drawBanner(screen)
		if g.overlays.Help {
			g.drawHelp(screen)
		}
	}
	g.takeShots(screen)
	g.flushStatus()
}

// filter is the texture filter the character is drawn with: linear, where
// the engine still keeps every item the view maps by whole pixels exact
// (pixel art stays sharp) and smooths the rest (in-between zooms, a rig's
// rotated parts); nearest, the cheaper built-in path, for a frame
// character at a whole-number zoom, where every item is whole-pixel.
func (g *Game) filter() ebiten.Filter {
	if g.char == nil {
		return ebiten.FilterNearest
	}
	if z := g.view.Zoom * g.char.Scale(); z == math.Trunc(z) && !g.char.Rigged() {
		return ebiten.FilterNearest
	}
	return ebiten.FilterLinear
}

// drawBackground fills the stage with the background color or a
// checkerboard.
func (g *Game) drawBackground(screen *ebiten.Image) {
	st := g.layout.Stage
	if !g.cfg.Background.Checker {
		vector.DrawFilledRect(screen, float32(st.Min.X), float32(st.Min.Y), float32(st.Dx()), float32(st.Dy()), g.cfg.Background.Color, false)
		return
	}
	cell := max(4, int(12*g.dsf))
	if g.checker == nil || g.checker.Bounds().Dx() != st.Dx() || g.checker.Bounds().Dy() != st.Dy() {
		if g.checker != nil {
			g.checker.Deallocate()
		}
		g.checker = checkerImage(st.Dx(), st.Dy(), cell)
	}
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(float64(st.Min.X), float64(st.Min.Y))
	screen.DrawImage(g.checker, &op)
}

// checkerImage returns a w x h grey checkerboard of cell-pixel squares.
func checkerImage(w, h, cell int) *ebiten.Image {
	pix := make([]byte, 4*w*h)
	for y := range h {
		for x := range w {
			v := byte(0x5a)
			if (x/cell+y/cell)%2 == 0 {
				v = 0x6e
			}
			i := 4 * (y*w + x)
			pix[i], pix[i+1], pix[i+2], pix[i+3] = v, v, v, 0xff
		}
	}
	im := ebiten.NewImage(w, h)
	im.WritePixels(pix)
	return im
}

// drawCharacter draws the character through the view (see filter); its
// speech balloon is drawn later, after the HUD and clear of it
// (drawBalloon).
func (g *Game) drawCharacter(screen *ebiten.Image) {
	if g.player == nil {
		return
	}
	var op engine.DrawOptions
	op.GeoM.Scale(g.view.Zoom, g.view.Zoom)
	op.GeoM.Translate(g.view.X, g.view.Y)
	op.Filter = g.filter()
	stage := screen.SubImage(g.layout.Stage).(*ebiten.Image)
	g.player.Draw(stage, &op)
}
