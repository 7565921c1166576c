package viewer

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
	"github.com/rigplay/rigplay/cmd/rigplay-view/internal/viewer/core"
)

// keyCommands maps Ebitengine keys to commands, built from core.Bindings.
var keyCommands = func() map[ebiten.Key]core.Command {
	m := map[ebiten.Key]core.Command{}
	for _, b := range core.Bindings {
		for _, name := range b.Keys {
			var k ebiten.Key
			if err := k.UnmarshalText([]byte(name)); err == nil {
				m[k] = b.Command
			}
		}
	}
	return m
}()

// repeating reports whether a held key fires this tick: when pressed, then
// after a delay at a steady rate.
func repeating(k ebiten.Key) bool {
	d := inpututil.KeyPressDuration(k)
	return d == 1 || d > 20 && d%4 == 0
}

// input handles the keyboard and the mouse of the windowed viewer.
func (g *Game) input() {
	var chars [8]rune
	var keys, cmds [16]core.Command
	pressed := keys[:0]
	for k, c := range keyCommands {
		if k == ebiten.KeyArrowLeft || k == ebiten.KeyArrowRight || k == ebiten.KeyArrowUp || k == ebiten.KeyArrowDown {
			if repeating(k) {
				pressed = append(pressed, c)
			}
		} else if inpututil.IsKeyJustPressed(k) {
			pressed = append(pressed, c)
		}
	}
	for _, c := range core.TickCommands(cmds[:0], ebiten.AppendInputChars(chars[:0]), pressed) {
		g.command(c)
	}
	g.mouse()
}

// mouse handles clicks on the panel, drags on the stage and the scrubber,
// and the wheel.
func (g *Game) mouse() {
	x, y := ebiten.CursorPosition()
	pt := image.Pt(x, y)
	_, wy := ebiten.Wheel()
	if wy != 0 {
		switch {
		case pt.In(g.layout.Panel):
			g.scroll -= int(wy * float64(g.layout.RowHeight) * 2)
			g.scroll = min(max(g.scroll, 0), g.layout.MaxScroll(len(g.rows)))
		case pt.In(g.layout.Stage):
			dir := 1
			if wy < 0 {
				dir = -1
			}
			g.view = g.view.ZoomAt(float64(x), float64(y), dir)
			g.fitted = false
		}
	}
	if inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft) {
		switch {
		case pt.In(g.layout.Panel):
			if i := g.layout.RowAt(x, y, g.scroll, len(g.rows)); i >= 0 && g.player != nil {
				if g.rows[i].Kind != core.RowHeader {
					g.sel = i
				}
				g.activate(g.rows[i])
			}
		case g.pressTimeline(x, y):
			// A press on the timeline seeks, and drags seek on.
		case pt.In(g.layout.Stage):
			g.drag = dragPan
		}
		g.dragX, g.dragY = x, y
	}
	if g.drag != dragNone && ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft) {
		switch g.drag {
		case dragPan:
			if x != g.dragX || y != g.dragY {
				g.view = g.view.Pan(float64(x-g.dragX), float64(y-g.dragY))
				g.fitted = false
			}
		case dragScrub:
			g.seekTimeline(x)
		}
		g.dragX, g.dragY = x, y
	}
	if g.drag != dragNone && !ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft) {
		if g.drag == dragScrub && g.player != nil {
			g.player.SetPaused(g.scrubWasPaused)
		}
		g.drag = dragNone
	}
}
