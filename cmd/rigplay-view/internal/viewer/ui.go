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

// drawHUD draws the HUD box in the stage's top-right corner.
func (g *Game) drawHUD(screen *ebiten.Image) {
	lines := g.hud().Lines()
	if g.toast != "" && g.ticks < g.toastUntil {
		lines = append(lines, g.toast)
	}
	f := g.fonts.at(g.layout.FontSize)
	g.hudBox = g.textBox(screen, lines, f, float64(g.layout.Stage.Max.X), float64(g.layout.Stage.Min.Y+g.bannerHeight()), true, colHUDBack, colText)
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
func (g *Game) textBox(screen *ebiten.Image, lines []string, f *fonts, x, y float64, alignRight bool, back, fore interface{ RGBA() (r, g, b, a uint32) }) image.Rectangle {
	pad := 8 * g.dsf
	w := 0.0
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

// drawHelp lists the controls in the middle of the stage.
func (g *Game) drawHelp(screen *ebiten.Image) {
	lines := append([]string{"Controls"}, core.HelpLines()...)
	f := g.fonts.at(g.layout.FontSize)
	st := g.layout.Stage
	w := 0.0
	for _, s := range lines {
		w = max(w, textWidth(s, f.code))
	}
	x := float64(st.Min.X+st.Max.X)/2 - w/2 - 16*g.dsf
	y := float64(st.Min.Y) + 40*g.dsf
	// Keep clear of the HUD when the stage is wide enough (in a narrow
	// window the help, drawn last, covers it).
	if g.overlays.HUD && !g.hudBox.Empty() {
		boxW := w + 2*8*g.dsf + 8*g.dsf
		if right := float64(g.hudBox.Min.X) - 8*g.dsf; x+boxW > right && right-boxW >= float64(st.Min.X) {
			x = right - boxW
		}
	}
	g.textBox(screen, lines, f, x, y, false, colPanel, colText)
}
