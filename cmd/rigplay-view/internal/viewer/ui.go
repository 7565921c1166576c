package viewer

import (
	"image"
	"math"
	"strings"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
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

// drawHUD draws the HUD box in the stage's top-right corner (drawToast
// the latest message under it).
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
}

// drawToast draws the latest message (a screenshot's path) in a box of
// its own under the HUD's, after the speech balloon, so that it is read
// over the balloon for the two seconds it shows.
func (g *Game) drawToast(screen *ebiten.Image) {
	if g.toast != "" && g.ticks < g.toastUntil {
		f := g.fonts.at(g.layout.FontSize)
		g.textBox(screen, []string{g.toast}, f, float64(g.layout.Stage.Max.X), float64(g.hudBox.Max.Y), true, 0, colHUDBack, colText)
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

// helpLines is the help overlay's text, made once (the overlay is drawn
// every frame it is open).
var helpLines = sync.OnceValue(func() []string { return append([]string{"Controls"}, core.HelpLines()...) })

// helpGap is the space between the help's columns, in ems of its text.
const helpGap = 2.0

// helpWidths returns the help lines' widths in the code face at each of
// core.HelpScales of the interface's text size (measured once a size).
func (g *Game) helpWidths() *core.HelpWidths {
	lines := helpLines()
	if g.helpWSize != g.layout.FontSize || len(g.helpW[0]) != len(lines) {
		g.helpWSize = g.layout.FontSize
		for i, s := range core.HelpScales {
			face := &text.GoTextFace{Source: g.fonts.mono, Size: g.layout.FontSize * s}
			g.helpW[i] = g.helpW[i][:0]
			for _, l := range lines {
				g.helpW[i] = append(g.helpW[i], textWidth(l, face))
			}
		}
	}
	return &g.helpW
}

// helpFit lays the help out to fit the window inside textBox's margins:
// at the interface's text size in one column where it fits, else two,
// else at a smaller size (core.FitHelp, docs/viewer.md#keys).
func (g *Game) helpFit() core.HelpFit {
	m, pad := 8*g.dsf, 8*g.dsf
	f := g.fonts.at(g.layout.FontSize)
	return core.FitHelp(g.helpWidths(), f.lineHeight(), pad, helpGap*g.layout.FontSize, float64(g.w)-2*m, float64(g.h)-2*m)
}

// helpPlace returns where the help box's corner goes (textBox's x, y),
// its layout, and whether it stays clear of the HUD: left of it when the
// stage is wide enough, else under it when the stage is tall enough.
// When neither fits the HUD is not drawn while the help is open (two
// boxes over each other read as neither). The box is always inside the
// window (helpFit makes it small enough).
func (g *Game) helpPlace() (x, y float64, fit core.HelpFit, clear bool) {
	fit = g.helpFit()
	st := g.layout.Stage
	m := 8 * g.dsf
	boxW, boxH := fit.W, fit.H
	// inWindow keeps the box's corner where the box is inside the window.
	inWindow := func(x, y float64) (float64, float64) {
		return max(0, min(x, float64(g.w)-2*m-boxW)), max(0, min(y, float64(g.h)-2*m-boxH))
	}
	x, y = inWindow(float64(st.Min.X+st.Max.X)/2-boxW/2-m, float64(st.Min.Y)+40*g.dsf)
	if !g.overlays.HUD || g.hudPlace.Empty() {
		return x, y, fit, true
	}
	hud := g.hudPlace
	if right := float64(hud.Min.X) - m; x+m+boxW > right {
		x = right - m - boxW // beside the HUD
	}
	if x+m >= float64(st.Min.X) {
		return x, y, fit, true
	}
	x = float64(st.Max.X) - 2*m - boxW // under the HUD, right-aligned with it
	y = float64(hud.Max.Y)
	if x+m >= float64(st.Min.X) && y+m+boxH <= float64(st.Max.Y) {
		return x, y, fit, true
	}
	// Over the stage and the panel, but inside the window.
	x, y = inWindow(float64(st.Min.X+st.Max.X)/2-boxW/2-m, float64(st.Min.Y)+40*g.dsf)
	return x, y, fit, false
}

// helpRect is the rectangle the help box covers (helpPlace).
func (g *Game) helpRect() image.Rectangle {
	x, y, fit, _ := g.helpPlace()
	return g.helpBoxAt(x, y, fit)
}

// helpBoxAt is the help box with its corner at (x, y), textBox's margin
// in from it.
func (g *Game) helpBoxAt(x, y float64, fit core.HelpFit) image.Rectangle {
	m := 8 * g.dsf
	return image.Rect(int(x+m), int(y+m), int(math.Ceil(x+m+fit.W)), int(math.Ceil(y+m+fit.H)))
}

// drawHelp lists the controls on the stage, clear of the HUD
// (helpPlace), in the columns and at the text size helpFit chose.
func (g *Game) drawHelp(screen *ebiten.Image) {
	x, y, fit, _ := g.helpPlace()
	pad := 8 * g.dsf
	r := g.helpBoxAt(x, y, fit)
	g.helpBox = r
	fillRect(screen, r, colPanel)
	if g.helpFonts == nil {
		g.helpFonts = &fonts{regular: g.fonts.regular, mono: g.fonts.mono}
	}
	f := g.helpFonts.at(g.layout.FontSize * fit.Scale())
	lines, widths := helpLines(), g.helpWidths()
	lh := f.lineHeight()
	for c := range fit.Cols {
		cx := float64(r.Min.X) + pad + fit.ColumnX(widths[fit.Index], helpGap*g.layout.FontSize, c)
		from, to := fit.HelpColumn(c, len(lines))
		for i, s := range lines[from:to] {
			drawText(screen, s, f.code, cx, float64(r.Min.Y)+pad+float64(i)*lh, colText)
		}
	}
}
