package core

import "image"

// MenuGrid lays out desktop mode's right-click menu so that it fits on
// the screen whatever the number of actions (Merlin has 73): its items go
// down in columns as tall as the screen allows and the columns side by
// side; where even the columns that fit the screen's width cannot hold
// them all, the items scroll (the wheel) and the last item, Quit, stays in
// the last place, so it is always one click away (docs/viewer.md#desktop-menu).
type MenuGrid struct {
	// N is the number of items, the last Quit; Rows the rows of a column,
	// Cols the columns; ColW and RowH an item's size and Pad the margin
	// above and below the items, in device pixels.
	N, Rows, Cols   int
	ColW, RowH, Pad int
	// Scroll is the first item shown when they do not all fit.
	Scroll int
}

// NewMenuGrid lays out n items of colW x rowH device pixels (pad above
// and below) in at most maxW x maxH.
func NewMenuGrid(n, colW, rowH, pad, maxW, maxH int) MenuGrid {
	m := MenuGrid{N: max(n, 1), ColW: max(colW, 1), RowH: max(rowH, 1), Pad: max(pad, 0)}
	m.Rows = max(1, min(m.N, (maxH-2*m.Pad)/m.RowH))
	m.Cols = max(1, min((m.N+m.Rows-1)/m.Rows, maxW/m.ColW))
	return m
}

// Slots is how many items show at once.
func (m MenuGrid) Slots() int { return m.Rows * m.Cols }

// Scrolls reports whether the items do not all show at once.
func (m MenuGrid) Scrolls() bool { return m.N > m.Slots() }

// Size is the menu's size in device pixels.
func (m MenuGrid) Size() (w, h int) { return m.Cols * m.ColW, m.Rows*m.RowH + 2*m.Pad }

// MaxScroll is the largest Scroll: the last items fill the slots but the
// last, which is Quit's.
func (m MenuGrid) MaxScroll() int { return max(0, m.N-m.Slots()) }

// ScrollBy scrolls by n items (negative: back), within 0 to MaxScroll.
func (m *MenuGrid) ScrollBy(n int) { m.Scroll = min(max(m.Scroll+n, 0), m.MaxScroll()) }

// Item returns the item in slot s (column by column), or -1 for an empty
// slot.
func (m MenuGrid) Item(s int) int {
	if s < 0 || s >= m.Slots() {
		return -1
	}
	if !m.Scrolls() {
		if s >= m.N {
			return -1
		}
		return s
	}
	if s == m.Slots()-1 {
		return m.N - 1 // Quit keeps the last place
	}
	return min(m.Scroll, m.MaxScroll()) + s
}

// SlotRect is slot s's rectangle, relative to the menu's top-left corner.
func (m MenuGrid) SlotRect(s int) image.Rectangle {
	c, r := s/m.Rows, s%m.Rows
	x, y := c*m.ColW, m.Pad+r*m.RowH
	return image.Rect(x, y, x+m.ColW, y+m.RowH)
}

// ItemAt returns the item at (x, y) relative to the menu's top-left
// corner, or -1.
func (m MenuGrid) ItemAt(x, y int) int {
	w, _ := m.Size()
	if x < 0 || x >= w || y < m.Pad || y >= m.Pad+m.Rows*m.RowH {
		return -1
	}
	return m.Item((x/m.ColW)*m.Rows + (y-m.Pad)/m.RowH)
}

// FitOnScreen returns where a window of size (w, h) at (x, y) goes so
// that all of it is inside the screen area (sx, sy)-(sx+sw, sy+sh): moved
// no more than needed, its top-left corner kept on the screen first.
func FitOnScreen(x, y, w, h, sx, sy, sw, sh int) (int, int) {
	x = max(min(x, sx+sw-w), sx)
	y = max(min(y, sy+sh-h), sy)
	return x, y
}
