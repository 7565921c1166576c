package viewer

import (
	"image"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
	"github.com/rigplay/rigplay/cmd/rigplay-view/internal/viewer/core"
)

// fillRect fills r with c.
func fillRect(dst *ebiten.Image, r image.Rectangle, c interface{ RGBA() (r, g, b, a uint32) }) {
	vector.DrawFilledRect(dst, float32(r.Min.X), float32(r.Min.Y), float32(r.Dx()), float32(r.Dy()), c, false)
}

// drawPanel draws the side panel: actions and states, or clips and the
// wardrobe, with what plays (or is worn) highlighted.
func (g *Game) drawPanel(screen *ebiten.Image) {
	l := g.layout
	fillRect(screen, l.Panel, colPanel)
	f := g.fonts.at(l.FontSize)
	panel := screen.SubImage(l.Panel).(*ebiten.Image)
	mx, my := ebiten.CursorPosition()
	hover := l.RowAt(mx, my, g.scroll, len(g.rows))
	pad := 10 * g.dsf
	for i, r := range g.rows {
		rr := l.RowRect(i, g.scroll)
		if rr.Max.Y < l.Panel.Min.Y || rr.Min.Y > l.Panel.Max.Y {
			continue
		}
		ty := float64(rr.Min.Y) + (float64(l.RowHeight)-f.lineHeight())/2 + f.size*0.1
		if r.Kind == core.RowHeader {
			drawText(panel, strings.ToUpper(r.Text), f.ui, pad, ty, colHeader)
			continue
		}
		switch {
		case g.rowActive(r):
			fillRect(panel, rr, colActive)
		case i == g.sel:
			fillRect(panel, rr, colSelect)
		case i == hover:
			fillRect(panel, rr, colHover)
		}
		label := r.Text
		if r.Kind == core.RowClothing {
			mark := "[ ] "
			if g.worn[r.Name] {
				mark = "[x] "
			}
			label = mark + label
		}
		drawText(panel, label, f.ui, 2*pad, ty, colText)
	}
	if g.player == nil {
		drawText(panel, "(nothing loaded)", f.ui, pad, pad, colDim)
	}
}

// hud returns the HUD's content.
func (g *Game) hud() core.HUD {
	h := core.HUD{Name: g.name(), Seed: g.cfg.Seed, FPS: ebiten.ActualFPS(), TPS: ebiten.ActualTPS(),
		Zoom: g.view.Zoom, Reload: core.ReloadText(g.reloadState()), Muted: g.audio.Muted(), Sound: g.soundOff, Art: g.artMissing, Speed: 1}
	if g.player == nil {
		return h
	}
	h.Speed, h.Paused = g.player.Speed(), g.player.Paused()
	if a, f := g.player.Current(); a >= 0 && a < len(g.acts) {
		act := &g.acts[a]
		h.Action, h.Frame, h.Frames = act.Name, f, len(act.Frames)
		h.FrameDur = act.Frames[f].Duration
		h.FrameTime = g.player.FrameTime()
		h.Holding = g.player.Holding()
		if h.Holding {
			h.FrameTime = h.FrameDur
		}
		h.Speaking = g.player.Speaking()
	}
	if g.state != "" {
		h.State = g.state
		if lvl := g.player.IdleLevel(); lvl > 0 {
			h.State += " (idling)"
		}
	}
	if i := g.player.Clip(); i >= 0 && i < len(g.clips) {
		cl := &g.clips[i]
		h.Clip, h.ClipTime, h.ClipDur = cl.Name, g.player.ClipTime().Seconds(), cl.Duration.Seconds()
	}
	h.Physics = g.physicsLine()
	h.Effects, h.Particles = g.effectsLine()
	return h
}

// drawHUD draws the HUD box in the stage's top-right corner, and the
// latest message (a screenshot's path) in a box of its own under it.
//
// The box only grows (its width is the widest the HUD has been at this
// text size), so that changing numbers (fps, times) do not make its left
// edge jump from frame to frame.
func (g *Game) drawHUD(screen *ebiten.Image) {
	lines := g.hud().Lines()
	f := g.fonts.at(g.layout.FontSize)
	if g.hudWSize != g.layout.FontSize {
		g.hudW, g.hudWSize = 0, g.layout.FontSize
	}
	for _, s := range lines {
		g.hudW = max(g.hudW, textWidth(s, f.code))
	}
	x, y := float64(g.layout.Stage.Max.X), float64(g.layout.Stage.Min.Y+g.bannerHeight())
	g.hudBox = g.textBox(screen, lines, f, x, y, true, g.hudW, colHUDBack, colText)
	if g.toast != "" && g.ticks < g.toastUntil {
		g.textBox(screen, []string{g.toast}, f, x, float64(g.hudBox.Max.Y), true, 0, colHUDBack, colText)
	}
}

// bannerHeight is the height of the error banner, 0 when there is none.
func (g *Game) bannerHeight() int {
	n := len(core.BannerLines(g.allErrs(), bannerMax))
	if n == 0 {
		return 0
	}
	f := g.fonts.at(g.layout.FontSize)
	return int(float64(n)*f.lineHeight() + 16*g.dsf)
}

// bannerMax is the most errors the banner lists.
const bannerMax = 12

// textBox draws lines in a box whose top corner is at (x, y): its right
// corner when alignRight.
// The box is at least minW wide inside its padding.
func (g *Game) textBox(screen *ebiten.Image, lines []string, f *fonts, x, y float64, alignRight bool, minW float64, back, fore interface{ RGBA() (r, g, b, a uint32) }) image.Rectangle {
	pad := 8 * g.dsf
	w := minW
	for _, s := range lines {
		w = max(w, textWidth(s, f.code))
	}
	lh := f.lineHeight()
	bw, bh := w+2*pad, float64(len(lines))*lh+2*pad
	m := 8 * g.dsf
	bx := x + m
	if alignRight {
		bx = x - m - bw
	}
	by := y + m
	r := image.Rect(int(bx), int(by), int(bx+bw), int(by+bh))
	fillRect(screen, r, back)
	for i, s := range lines {
		drawText(screen, s, f.code, bx+pad, by+pad+float64(i)*lh, fore)
	}
	return r
}

// drawBanner shows every error of the last failed reload across the top of
// the stage until a later save loads.
func (g *Game) drawBanner(screen *ebiten.Image) {
	lines := core.BannerLines(g.allErrs(), bannerMax)
	if lines == nil {
		return
	}
	f := g.fonts.at(g.layout.FontSize)
	st := g.layout.Stage
	lh := f.lineHeight()
	pad := 8 * g.dsf
	r := image.Rect(st.Min.X, st.Min.Y, st.Max.X, st.Min.Y+g.bannerHeight())
	fillRect(screen, r, colBanner)
	sub := screen.SubImage(r).(*ebiten.Image)
	for i, s := range lines {
		drawText(sub, s, f.code, float64(r.Min.X)+pad, float64(r.Min.Y)+pad+float64(i)*lh, colText)
	}
}

// helpLines is the help overlay's text.
func helpLines() []string { return append([]string{"Controls"}, core.HelpLines()...) }

// helpPlace returns where the help box's corner goes (textBox's x, y) and
// whether it stays clear of the HUD: left of it when the stage is wide
// enough, else under it when the stage is tall enough. When neither fits
// the HUD is not drawn while the help is open (two boxes over each other
// read as neither).
func (g *Game) helpPlace() (x, y float64, clear bool) {
	lines := helpLines()
	f := g.fonts.at(g.layout.FontSize)
	st := g.layout.Stage
	w := 0.0
	for _, s := range lines {
		w = max(w, textWidth(s, f.code))
	}
	m, pad := 8*g.dsf, 8*g.dsf
	boxW, boxH := w+2*pad, float64(len(lines))*f.lineHeight()+2*pad
	x = float64(st.Min.X+st.Max.X)/2 - w/2 - 16*g.dsf
	y = float64(st.Min.Y) + 40*g.dsf
	if !g.overlays.HUD || g.hudPlace.Empty() {
		return x, y, true
	}
	hud := g.hudPlace
	if right := float64(hud.Min.X) - m; x+m+boxW > right {
		x = right - m - boxW // beside the HUD
	}
	if x+m >= float64(st.Min.X) {
		return x, y, true
	}
	x = float64(st.Max.X) - 2*m - boxW // under the HUD, right-aligned with it
	y = float64(hud.Max.Y)
	if x+m >= float64(st.Min.X) && y+m+boxH <= float64(st.Max.Y) {
		return x, y, true
	}
	// Over the stage and the panel, but inside the window.
	x = max(0, min(float64(st.Min.X+st.Max.X)/2-w/2-16*g.dsf, float64(g.w)-2*m-boxW))
	y = max(0, min(float64(st.Min.Y)+40*g.dsf, float64(g.h)-2*m-boxH))
	return x, y, false
}

// drawHelp lists the controls on the stage, clear of the HUD (helpPlace).
func (g *Game) drawHelp(screen *ebiten.Image) {
	x, y, _ := g.helpPlace()
	g.helpBox = g.textBox(screen, helpLines(), g.fonts.at(g.layout.FontSize), x, y, false, 0, colPanel, colText)
}
