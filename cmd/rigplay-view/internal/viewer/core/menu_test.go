package core

import (
	"image"
	"testing"
)

// TestMenuGrid_FitsEveryItemOrScrollsWithQuitLast lays out menus as long
// as Pip's, Rover's (29 actions), Merlin's (73) and a made-up 400 on a
// 1280x1024 screen and a small 800x300 one: the menu is never taller or
// wider than the screen, every item has exactly one slot when they fit,
// and when they do not, scrolling reaches every item while Quit (the last)
// keeps its slot at every scroll.
func TestMenuGrid_FitsEveryItemOrScrollsWithQuitLast(t *testing.T) {
	const rowH, colW, pad = 22, 180, 4
	for _, screen := range []image.Point{{1280, 1024}, {800, 300}, {200, 100}} {
		for _, actions := range []int{0, 5, 29, 73, 400} {
			n := actions + 1 // and Quit
			m := NewMenuGrid(n, colW, rowH, pad, screen.X, screen.Y)
			w, h := m.Size()
			if h > screen.Y || w > max(screen.X, colW) {
				t.Errorf("%v, %d items: menu %dx%d does not fit", screen, n, w, h)
			}
			seen := map[int]bool{}
			for scroll := 0; scroll <= m.MaxScroll(); scroll++ {
				m.Scroll = scroll
				quit := false
				for s := 0; s < m.Slots(); s++ {
					i := m.Item(s)
					if i < 0 {
						continue
					}
					if i >= n {
						t.Fatalf("%v, %d items: slot %d holds item %d", screen, n, s, i)
					}
					seen[i] = true
					r := m.SlotRect(s)
					if got := m.ItemAt(r.Min.X+1, r.Min.Y+1); got != i {
						t.Fatalf("%v, %d items: ItemAt slot %d's corner = %d, want %d", screen, n, s, got, i)
					}
					if i == n-1 {
						quit = true
					}
				}
				if !quit {
					t.Fatalf("%v, %d items, scroll %d: Quit is not shown", screen, n, scroll)
				}
			}
			if len(seen) != n {
				t.Errorf("%v, %d items: only %d reachable", screen, n, len(seen))
			}
			if fits := n <= (screen.Y-2*pad)/rowH*(screen.X/colW); fits == m.Scrolls() {
				t.Errorf("%v, %d items: scrolls %v, want %v", screen, n, m.Scrolls(), !fits)
			}
		}
	}
}

// TestMenuGrid_Columns: 74 items on a 1024-pixel-high screen are two
// columns of 46 and 28 rows (rowH 22), not one column off the screen.
func TestMenuGrid_Columns(t *testing.T) {
	m := NewMenuGrid(74, 180, 22, 4, 1280, 1024)
	if m.Rows != 46 || m.Cols != 2 || m.Scrolls() {
		t.Fatalf("%d rows x %d columns (scrolls %v), want 46 x 2", m.Rows, m.Cols, m.Scrolls())
	}
	if i := m.ItemAt(180+5, 4+27*22+5); i != 46+27 {
		t.Fatalf("second column's row 27 is item %d, want %d (Quit)", i, 46+27)
	}
}

func TestFitOnScreen(t *testing.T) {
	for _, tc := range []struct{ x, y, w, h, wantX, wantY int }{
		{100, 100, 300, 200, 100, 100},  // fits
		{1100, 900, 300, 200, 980, 824}, // off the bottom right
		{-50, -20, 300, 200, 0, 0},      // off the top left
		{10, 10, 2000, 200, 0, 10},      // wider than the screen: left edge on it
	} {
		if x, y := FitOnScreen(tc.x, tc.y, tc.w, tc.h, 0, 0, 1280, 1024); x != tc.wantX || y != tc.wantY {
			t.Errorf("FitOnScreen(%d, %d, %dx%d) = (%d, %d), want (%d, %d)", tc.x, tc.y, tc.w, tc.h, x, y, tc.wantX, tc.wantY)
		}
	}
}
