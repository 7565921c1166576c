package viewer

import (
	"image"
	"math"

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
	// menu's.
	cw, ch       int
	menuW, menuH int
	menu         []core.Row
	menuOpen     bool
	passthrough  bool
	dragging     bool
	startX       int
	startY       int
	accX, accY   float64
	moving       string
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
	if d.menuOpen {
		return w + d.menuW, max(h, d.menuH)
	}
	return w, h
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
	ebiten.SetWindowPosition(wx-int(math.Round(float64(rx-d.roomX)/dsf)), wy-int(math.Round(float64(ry-d.roomY)/dsf)))
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
	w := 0.0
	for _, r := range d.menu {
		w = max(w, textWidth(r.Text, f.ui))
	}
	row := int(core.RowHeight * dsf)
	d.menuW, d.menuH = int(w+24*dsf), row*len(d.menu)+int(8*dsf)
	cw, ch := d.canvas()
	ebiten.SetWindowSize(max(1, int(math.Ceil(float64(cw)/dsf))), max(1, int(math.Ceil(float64(ch)/dsf))))
	sw, sh := d.cw+2*d.roomX, d.ch+d.roomY
	g.layout = core.Layout{Scale: dsf, RowHeight: row, FontSize: core.FontSize * dsf,
		Stage: image.Rect(0, 0, sw, sh), Panel: image.Rect(sw, 0, sw+d.menuW, d.menuH)}
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
	i := (y - l.Panel.Min.Y - int(4*l.Scale)) / l.RowHeight
	if i < 0 || i >= len(d.menu) {
		return -1
	}
	return i
}

// update handles the mouse and the keyboard in desktop mode.
func (d *desktop) update() {
	g := d.g
	x, y := ebiten.CursorPosition()
	opaque := d.opaqueAt(x, y)
	pass := !opaque && !d.dragging && !d.menuOpen
	if pass != d.passthrough {
		ebiten.SetWindowMousePassthrough(pass)
		d.passthrough = pass
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyEscape) {
		d.closeMenu()
	}
	var chars [8]rune
	for _, r := range ebiten.AppendInputChars(chars[:0]) {
		switch c := core.CommandForChar(r); c {
		case core.CmdExit, core.CmdStop, core.CmdMute, core.CmdReload, core.CmdScreenshot, core.CmdFaster, core.CmdSlower, core.CmdSpeak:
			g.command(c)
		}
	}
	if inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonRight) && (opaque || d.menuOpen) {
		if d.menuOpen {
			d.closeMenu()
		} else {
			d.menuOpen = true
			d.resize()
		}
	}
	if inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft) {
		switch {
		case d.menuOpen:
			if i := d.menuRow(x, y); i >= 0 {
				d.choose(d.menu[i])
			}
			d.closeMenu()
		case opaque:
			d.dragging = true
			d.startX, d.startY = x, y
			d.accX, d.accY = 0, 0
		}
	}
	if d.dragging && ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft) {
		d.drag(x, y)
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

// drag moves the window with the cursor and plays Moving<Dir> for the
// direction of the move when the character has that state.
func (d *desktop) drag(x, y int) {
	g := d.g
	dx, dy := x-d.startX, y-d.startY
	if dx == 0 && dy == 0 {
		return
	}
	dsf := max(g.dsf, 1)
	wx, wy := ebiten.WindowPosition()
	ebiten.SetWindowPosition(wx+int(math.Round(float64(dx)/dsf)), wy+int(math.Round(float64(dy)/dsf)))
	d.accX += float64(dx)
	d.accY += float64(dy)
	dir := core.MoveState(d.accX, d.accY, 6*dsf)
	if dir == "" {
		return
	}
	d.accX, d.accY = 0, 0
	if dir == d.moving || g.player == nil {
		return
	}
	if g.char.State(dir) < 0 {
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

// closeMenu closes the right-click menu and shrinks the window back.
func (d *desktop) closeMenu() {
	if d.menuOpen {
		d.menuOpen = false
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
	if !d.menuOpen {
		return
	}
	l := g.layout
	fillRect(screen, l.Panel, colPanel)
	f := g.fonts.at(l.FontSize)
	mx, my := ebiten.CursorPosition()
	hover := d.menuRow(mx, my)
	for i, r := range d.menu {
		top := l.Panel.Min.Y + int(4*l.Scale) + i*l.RowHeight
		rr := image.Rect(l.Panel.Min.X, top, l.Panel.Max.X, top+l.RowHeight)
		if i == hover {
			fillRect(screen, rr, colActive)
		}
		ty := float64(top) + (float64(l.RowHeight)-f.lineHeight())/2 + f.size*0.1
		c := colText
		if r.Kind == core.RowHeader {
			c = colHeader
		}
		drawText(screen, r.Text, f.ui, float64(l.Panel.Min.X)+12*l.Scale, ty, c)
	}
}
