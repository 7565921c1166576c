package viewer

import (
	"fmt"
	"image"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
	"github.com/rigplay/rigplay/cmd/rigplay-view/internal/viewer/core"
	"github.com/rigplay/rigplay/engine"
)

// opaqueAlpha is the alpha from which a pixel of the character catches the
// mouse in desktop mode.
const opaqueAlpha = 16

// desktop is desktop mode (--desktop, Microsoft Agent style): the window
// is the character's size, transparent, undecorated and always on top;
// clicks on transparent pixels pass through to the desktop; a left drag
// moves the window (playing Moving<Dir> when the character has those
// states); a right click opens a menu of its actions.
type desktop struct {
	g *Game
	// zoom is device pixels per character pixel.
	zoom float64
	// cw, ch is the character's part of the canvas; menuW, menuH the
	// panel's beside it (the menu or the help).
	cw, ch       int
	menuW, menuH int
	menu         []core.Row
	// grid lays the menu out in columns that fit the screen
	// (core.MenuGrid).
	grid     core.MenuGrid
	menuOpen bool
	// helpShown is the help panel (?) beside the character.
	helpShown bool
	// shiftX, shiftY is how far the window was moved (device-independent
	// pixels) to keep the open panel on the screen; it moves back when
	// the panel closes.
	shiftX, shiftY int
	passthrough    bool
	dragging       bool
	// drag moves the window with the pointer (core.WindowDrag); moving is
	// the Moving<Dir> state it plays.
	drag   core.WindowDrag
	moving string
	// roomX and roomY are the room (device pixels) made for the speech
	// balloon while the character talks: roomX on each side, roomY above.
	roomX, roomY int
}

// newDesktop prepares desktop mode for g.
func newDesktop(g *Game) *desktop {
	d := &desktop{g: g, zoom: 1}
	if g.cfg.Scale > 0 {
		d.zoom = g.cfg.Scale
	}
	d.resize()
	return d
}

// canvas is the screen size in device pixels: the character, plus the
// menu beside it while it is open.
func (d *desktop) canvas() (int, int) {
	w, h := d.cw+2*d.roomX, d.ch+d.roomY
	if d.panelOpen() {
		return w + d.menuW, max(h, d.menuH)
	}
	return w, h
}

// panelOpen reports whether the menu or the help shows beside the
// character.
func (d *desktop) panelOpen() bool { return d.menuOpen || d.helpShown }

// desktopCommands are the commands desktop mode takes from the keyboard.
var desktopCommands = []core.Command{core.CmdExit, core.CmdStop, core.CmdMute, core.CmdReload, core.CmdScreenshot,
	core.CmdFaster, core.CmdSlower, core.CmdSpeak, core.CmdHelp, core.CmdClose, core.CmdQuit}

// desktopHelp is the help panel's text: the keys desktop mode takes and
// its mouse.
func desktopHelp() []string {
	lines := []string{"Controls"}
	for _, b := range core.Bindings {
		if slices.Contains(desktopCommands, b.Command) {
			lines = append(lines, fmt.Sprintf("%-6s %s", b.Label, b.Help))
		}
	}
	return append(lines,
		fmt.Sprintf("%-6s %s", "drag", "move the character (it walks that way)"),
		fmt.Sprintf("%-6s %s", "right", "click: the menu of its actions, and Quit"),
		fmt.Sprintf("%-6s %s", "wheel", "scroll the menu (when it does not fit)"))
}

// balloonOptions are the speech balloon's, as in the viewer's window.
func (d *desktop) balloonOptions() *engine.BalloonOptions {
	g := d.g
	size := core.FontSize * max(g.dsf, 1)
	return &engine.BalloonOptions{Face: g.fonts.at(size).ui, MaxWidth: 18 * size}
}

// followBalloon makes room for the speech balloon while the character
// talks, and gives it back after: the canvas grows above (and beside, for
// a balloon wider than the character) and the window moves by as much, so
// the character stays where it is on the desktop.
func (d *desktop) followBalloon() {
	g := d.g
	var rx, ry int
	if g.player != nil {
		if w, h := g.player.BalloonSize(d.balloonOptions()); h > 0 {
			rx, ry = max(0, int(math.Ceil((w-float64(d.cw))/2))), int(math.Ceil(h))
		}
	}
	if rx == d.roomX && ry == d.roomY {
		return
	}
	dsf := max(g.dsf, 1)
	wx, wy := ebiten.WindowPosition()
	sx, sy := -int(math.Round(float64(rx-d.roomX)/dsf)), -int(math.Round(float64(ry-d.roomY)/dsf))
	ebiten.SetWindowPosition(wx+sx, wy+sy)
	d.drag.Shift(sx, sy)
	d.roomX, d.roomY = rx, ry
	d.resize()
}

// resize sizes the canvas and the window to the character (after a load
// or when the menu opens or closes) and places the view so that the
// character's bounds fill the canvas.
func (d *desktop) resize() {
	g := d.g
	d.cw, d.ch = 64, 64
	if g.char != nil {
		b := scaleRect(g.char.Bounds(), g.char.Scale())
		if !b.Empty() {
			d.cw = max(1, int(math.Ceil(float64(b.Dx())*d.zoom)))
			d.ch = max(1, int(math.Ceil(float64(b.Dy())*d.zoom)))
		}
		g.view = core.View{Zoom: d.zoom, X: float64(d.roomX) - float64(b.Min.X)*d.zoom, Y: float64(d.roomY) - float64(b.Min.Y)*d.zoom}.Snapped()
		d.menu = d.menu[:0]
		for _, r := range g.rows {
			if r.Kind == core.RowAction {
				d.menu = append(d.menu, r)
			}
		}
	}
	d.menu = append(d.menu, core.Row{Kind: core.RowHeader, Text: "Quit", Index: -1})
	dsf := max(g.dsf, 1)
	f := g.fonts.at(core.FontSize * dsf)
	sw, sh := d.cw+2*d.roomX, d.ch+d.roomY
	row := int(core.RowHeight * dsf)
	monW, monH := ebiten.Monitor().Size()
	scroll := d.grid.Scroll
	if d.helpShown {
		lines := desktopHelp()
		w := 0.0
		for _, s := range lines {
			w = max(w, textWidth(s, f.code))
		}
		d.menuW, d.menuH = int(w+24*dsf), int(float64(len(lines))*f.lineHeight()+16*dsf)
	} else {
		w := 0.0
		for _, r := range d.menu {
			w = max(w, textWidth(r.Text, f.ui))
		}
		d.grid = core.NewMenuGrid(len(d.menu), int(w+24*dsf), row, int(4*dsf), int(float64(monW)*dsf)-sw, int(float64(monH)*dsf))
		d.grid.ScrollBy(scroll)
		d.menuW, d.menuH = d.grid.Size()
	}
	cw, ch := d.canvas()
	winW, winH := max(1, int(math.Ceil(float64(cw)/dsf))), max(1, int(math.Ceil(float64(ch)/dsf)))
	ebiten.SetWindowSize(winW, winH)
	d.keepOnScreen(winW, winH, monW, monH)
	g.layout = core.Layout{Scale: dsf, RowHeight: row, FontSize: core.FontSize * dsf,
		Stage: image.Rect(0, 0, sw, sh), Panel: image.Rect(sw, 0, sw+d.menuW, d.menuH)}
}

// keepOnScreen moves the window so that all of it, the open panel too,
// is on the screen, and back by as much once the panel is closed.
func (d *desktop) keepOnScreen(winW, winH, monW, monH int) {
	if d.g.ticks == 0 {
		return // before the game loop: update's first tick comes back
	}
	wx, wy := ebiten.WindowPosition()
	if !d.panelOpen() {
		if d.shiftX != 0 || d.shiftY != 0 {
			ebiten.SetWindowPosition(wx-d.shiftX, wy-d.shiftY)
			d.shiftX, d.shiftY = 0, 0
		}
		return
	}
	x, y := core.FitOnScreen(wx, wy, winW, winH, 0, 0, monW, monH)
	if x != wx || y != wy {
		ebiten.SetWindowPosition(x, y)
		d.shiftX, d.shiftY = d.shiftX+x-wx, d.shiftY+y-wy
	}
}

// opaqueAt reports whether the character covers the canvas pixel (x, y).
func (d *desktop) opaqueAt(x, y int) bool {
	g := d.g
	if g.player == nil || x < d.roomX || y < d.roomY || x >= d.roomX+d.cw || y >= d.roomY+d.ch {
		return false
	}
	var op engine.DrawOptions
	op.GeoM.Scale(g.view.Zoom, g.view.Zoom)
	op.GeoM.Translate(g.view.X, g.view.Y)
	_, hit := g.player.HitTest(float64(x)+0.5, float64(y)+0.5, &op, engine.HitOptions{MinAlpha: opaqueAlpha})
	return hit
}

// menuRow returns the menu row at canvas point (x, y), or -1.
func (d *desktop) menuRow(x, y int) int {
	if !d.menuOpen {
		return -1
	}
	l := d.g.layout
	if !(image.Pt(x, y).In(l.Panel)) {
		return -1
	}
	return d.grid.ItemAt(x-l.Panel.Min.X, y-l.Panel.Min.Y)
}

// update handles the mouse and the keyboard in desktop mode.
func (d *desktop) update() {
	g := d.g
	x, y := ebiten.CursorPosition()
	opaque := d.opaqueAt(x, y)
	pass := !opaque && !d.dragging && !d.panelOpen()
	if pass != d.passthrough {
		ebiten.SetWindowMousePassthrough(pass)
		d.passthrough = pass
	}
	var chars [8]rune
	var keys, cmds [4]core.Command
	pressed := keys[:0]
	for _, k := range []ebiten.Key{ebiten.KeyEscape, ebiten.KeyF1} {
		if inpututil.IsKeyJustPressed(k) {
			pressed = append(pressed, keyCommands[k])
		}
	}
	for _, c := range core.TickCommands(cmds[:0], ebiten.AppendInputChars(chars[:0]), pressed) {
		if slices.Contains(desktopCommands, c) {
			g.command(c)
		}
	}
	if g.overlays.Help != d.helpShown || g.ticks == 1 && d.panelOpen() {
		// ? (or a control line) toggled the help; it replaces the menu.
		d.helpShown, d.menuOpen = g.overlays.Help, false
		d.resize()
	}
	if _, wy := ebiten.Wheel(); wy != 0 && d.menuOpen && d.grid.Scrolls() {
		step := -1
		if wy < 0 {
			step = 1
		}
		d.grid.ScrollBy(step * d.grid.Rows)
	}
	if inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonRight) && (opaque || d.panelOpen()) {
		if d.panelOpen() {
			d.closeMenu()
		} else {
			d.menuOpen = true
			d.resize()
		}
	}
	if inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft) {
		switch {
		case d.panelOpen():
			if i := d.menuRow(x, y); i >= 0 {
				d.choose(d.menu[i])
			}
			d.closeMenu()
		case opaque:
			d.dragging = true
			wx, wy := ebiten.WindowPosition()
			d.drag.Start(wx, wy, float64(x), float64(y), max(g.dsf, 1), g.draws)
		}
	} else if d.dragging && ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft) {
		d.follow(x, y)
	}
	if d.dragging && !ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft) {
		d.dragging = false
		if d.moving != "" && g.player != nil {
			g.player.Exit()
		}
		d.moving = ""
	}
	d.followBalloon()
}

// follow moves the window with the pointer at (x, y) and plays
// Moving<Dir> for the direction of the move when the character has that
// state. Each pointer reading is used once (core.WindowDrag): g.draws
// numbers the frames, and Ebitengine reads the pointer once a frame.
func (d *desktop) follow(x, y int) {
	g := d.g
	wx, wy := ebiten.WindowPosition()
	dsf := max(g.dsf, 1)
	toX, toY, dir, ok := d.drag.Follow(wx, wy, float64(x), float64(y), dsf, g.draws, 6*dsf)
	if !ok {
		return
	}
	if toX != wx || toY != wy {
		ebiten.SetWindowPosition(toX, toY)
	}
	if dir == "" || dir == d.moving || g.player == nil || g.char.State(dir) < 0 {
		return
	}
	g.player.Stop()
	if _, err := g.player.PlayState(dir); err == nil {
		d.moving = dir
	}
}

// choose runs a menu row: play the action now, or quit.
func (d *desktop) choose(r core.Row) {
	if r.Kind == core.RowHeader {
		d.g.quit = true
		return
	}
	d.g.activate(r)
}

// closeMenu closes the right-click menu (or the help) and shrinks the
// window back.
func (d *desktop) closeMenu() {
	if d.panelOpen() {
		d.menuOpen, d.helpShown, d.g.overlays.Help = false, false, false
		d.resize()
	}
}

// draw draws the character on the transparent screen (nothing else, so the
// desktop shows through everywhere the character is not), and the menu
// while it is open.
func (d *desktop) draw(screen *ebiten.Image) {
	g := d.g
	if g.player != nil {
		var op engine.DrawOptions
		op.GeoM.Scale(g.view.Zoom, g.view.Zoom)
		op.GeoM.Translate(g.view.X, g.view.Y)
		op.Filter = g.filter()
		g.player.Draw(screen, &op)
		bo := d.balloonOptions()
		bo.GeoM = op.GeoM
		if d.menuOpen {
			bo.Avoid = g.layout.Panel
		}
		g.player.DrawBalloon(screen, bo)
	}
	if !d.panelOpen() {
		return
	}
	l := g.layout
	fillRect(screen, l.Panel, colPanel)
	f := g.fonts.at(l.FontSize)
	if d.helpShown {
		for i, s := range desktopHelp() {
			drawText(screen, s, f.code, float64(l.Panel.Min.X)+12*l.Scale, float64(l.Panel.Min.Y)+8*l.Scale+float64(i)*f.lineHeight(), colText)
		}
		return
	}
	mx, my := ebiten.CursorPosition()
	hover := d.menuRow(mx, my)
	for s := range d.grid.Slots() {
		i := d.grid.Item(s)
		if i < 0 {
			continue
		}
		r := d.menu[i]
		rr := d.grid.SlotRect(s).Add(l.Panel.Min)
		top := rr.Min.Y
		if i == hover {
			fillRect(screen, rr, colActive)
		}
		ty := float64(top) + (float64(l.RowHeight)-f.lineHeight())/2 + f.size*0.1
		c := colText
		if r.Kind == core.RowHeader {
			c = colHeader
		}
		drawText(screen, r.Text, f.ui, float64(rr.Min.X)+12*l.Scale, ty, c)
	}
}
