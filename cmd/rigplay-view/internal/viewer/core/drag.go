package core

import "math"

// WindowDrag moves a window with the pointer (desktop mode) in screen
// coordinates: the window keeps the offset from the pointer it had at the
// press, so where it goes depends only on where the pointer is, never on
// how many ticks saw the same pointer.
//
// Ebitengine reads the pointer once a frame, relative to the window, and
// runs one or more ticks on that reading (several on a loaded machine);
// the window's position is the X server's, which already knows the last
// move. Moving the window by the pointer's offset from the press point at
// every tick therefore moved it once per tick for one reading: past the
// pointer, and the next reading, left of the press point, dragged it back
// (and played MovingLeft while it was dragged right). Follow takes each
// reading once and turns it into a screen position first
// (docs/viewer.md#desktop-menu).
type WindowDrag struct {
	// winX, winY is the window at the press (device-independent pixels);
	// ptrX, ptrY the pointer on the screen then, lastX, lastY where it was
	// at the last direction chosen.
	winX, winY   int
	ptrX, ptrY   float64
	lastX, lastY float64
	// sample is the pointer reading used last.
	sample uint64
}

// Start begins a drag: the window is at (winX, winY) on the screen, the
// pointer at (x, y) in the window's device pixels (scale of them to a
// device-independent pixel), read as reading number sample.
func (d *WindowDrag) Start(winX, winY int, x, y, scale float64, sample uint64) {
	d.winX, d.winY = winX, winY
	d.ptrX, d.ptrY = float64(winX)+x/scale, float64(winY)+y/scale
	d.lastX, d.lastY = d.ptrX, d.ptrY
	d.sample = sample
}

// Shift moves the press point's window by (dx, dy): the window was moved
// for another reason (room made for the speech balloon) and must keep
// following from there.
func (d *WindowDrag) Shift(dx, dy int) { d.winX, d.winY = d.winX+dx, d.winY+dy }

// Follow returns where the window goes for the pointer at (x, y) in the
// window's device pixels while the window is at (winX, winY), and the
// Moving<Dir> state for the pointer's move since the last state chosen
// once that is at least minDist device pixels ("" before). ok is false
// for a reading already used (another tick of the same frame): nothing
// to do.
func (d *WindowDrag) Follow(winX, winY int, x, y, scale float64, sample uint64, minDist float64) (toX, toY int, dir string, ok bool) {
	if sample == d.sample {
		return winX, winY, "", false
	}
	d.sample = sample
	px, py := float64(winX)+x/scale, float64(winY)+y/scale
	toX = d.winX + int(math.Round(px-d.ptrX))
	toY = d.winY + int(math.Round(py-d.ptrY))
	if dir = MoveState((px-d.lastX)*scale, (py-d.lastY)*scale, minDist); dir != "" {
		d.lastX, d.lastY = px, py
	}
	return toX, toY, dir, true
}
