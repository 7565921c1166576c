package core

import "testing"

// screen is a window on a simulated X server: the pointer is read
// relative to where the server has the window, once a frame, and a frame
// runs ticks ticks on that reading.
type screen struct {
	winX, winY int
	ptrX, ptrY int
}

// TestWindowDrag_FollowsThePointerWhateverTheTicksPerFrame: dragging the
// pointer 10 px right a frame puts the window where the press left it
// relative to the pointer and only ever plays MovingRight, with one tick a
// frame as on a quiet machine and with several (a loaded one, where the
// old per-tick move overshot and played MovingLeft), at scale 1 and 2.
func TestWindowDrag_FollowsThePointerWhateverTheTicksPerFrame(t *testing.T) {
	for _, tc := range []struct {
		name  string
		ticks []int // ticks of each frame
		scale float64
	}{
		{"one tick a frame", []int{1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1}, 1},
		{"catching up", []int{3, 1, 4, 2, 5, 1, 3, 3, 2, 6, 1, 2}, 1},
		{"catching up, HiDPI", []int{2, 5, 1, 3, 4, 2, 2, 6, 1, 3, 2, 4}, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := screen{winX: 300, winY: 200, ptrX: 350, ptrY: 260}
			read := func() (float64, float64) {
				return float64(s.ptrX-s.winX) * tc.scale, float64(s.ptrY-s.winY) * tc.scale
			}
			var d WindowDrag
			var sample uint64 = 1
			x, y := read()
			d.Start(s.winX, s.winY, x, y, tc.scale, sample)
			var dirs []string
			for _, n := range tc.ticks {
				s.ptrX += 10
				sample++
				x, y := read() // once a frame
				for range n {
					toX, toY, dir, ok := d.Follow(s.winX, s.winY, x, y, tc.scale, sample, 6*tc.scale)
					if ok {
						s.winX, s.winY = toX, toY // the server moves it at once
					}
					if dir != "" {
						dirs = append(dirs, dir)
					}
				}
				if s.ptrX-s.winX != 50 || s.ptrY-s.winY != 60 {
					t.Fatalf("pointer at (%d, %d) of the window, want (50, 60) as at the press", s.ptrX-s.winX, s.ptrY-s.winY)
				}
			}
			if len(dirs) == 0 {
				t.Fatal("no Moving state while dragged 120 px right")
			}
			for _, dir := range dirs {
				if dir != "MovingRight" {
					t.Fatalf("states %v while dragged right, want only MovingRight", dirs)
				}
			}
		})
	}
}

// TestWindowDrag_ServerLagsBehind: a window manager that applies a move
// a frame late (the pointer is read relative to the old position) still
// gets the window under the pointer, one frame later.
func TestWindowDrag_ServerLagsBehind(t *testing.T) {
	s := screen{winX: 100, winY: 100, ptrX: 120, ptrY: 130}
	var d WindowDrag
	d.Start(s.winX, s.winY, 20, 30, 1, 1)
	pendX, pendY, pending := 0, 0, false
	for f := uint64(2); f < 20; f++ {
		if pending { // last frame's move lands now
			s.winX, s.winY, pending = pendX, pendY, false
		}
		s.ptrX += 7
		x, y := float64(s.ptrX-s.winX), float64(s.ptrY-s.winY)
		for range 3 {
			if toX, toY, dir, ok := d.Follow(s.winX, s.winY, x, y, 1, f, 6); ok {
				pendX, pendY, pending = toX, toY, true
				if dir != "" && dir != "MovingRight" {
					t.Fatalf("frame %d: %s while dragged right", f, dir)
				}
			}
		}
	}
	if pendX != s.ptrX-20 || pendY != s.ptrY-30 {
		t.Fatalf("window going to (%d, %d), want (%d, %d)", pendX, pendY, s.ptrX-20, s.ptrY-30)
	}
}
