package viewer

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/rigplay/rigplay/cmd/rigplay-view/internal/viewer/core"
)

// xdo runs xdotool on the test's display and returns its output; a call
// that has not returned in 30 s (a window that never appears) fails.
func xdo(t *testing.T, args ...string) string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	out, err := exec.CommandContext(ctx, "xdotool", args...).CombinedOutput()
	if err != nil {
		t.Fatalf("xdotool %v: %v: %s", args, err, out)
	}
	return string(out)
}

// privateDisplay starts an X server of the test's own (Xvfb) and points
// DISPLAY at it for the rest of the test: the viewer it starts and
// xdotool then see no other window. Under `go test ./...` other packages'
// windows share the test display, and one mapped over the desktop window
// would take the pointer from it. Without Xvfb the test skips.
func privateDisplay(t *testing.T) {
	t.Helper()
	xvfb, err := exec.LookPath("Xvfb")
	if err != nil {
		t.Skip("Xvfb is not installed")
	}
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	cmd := exec.Command(xvfb, "-displayfd", "3", "-screen", "0", "1280x1024x24", "-nolisten", "tcp")
	cmd.ExtraFiles = []*os.File{w}
	if err := cmd.Start(); err != nil {
		w.Close()
		t.Fatal(err)
	}
	w.Close()
	t.Cleanup(func() {
		cmd.Process.Kill()
		cmd.Wait()
	})
	num := make(chan string, 1)
	go func() {
		line, _ := bufio.NewReader(r).ReadString('\n')
		num <- strings.TrimSpace(line)
	}()
	select {
	case n := <-num:
		if n == "" {
			t.Fatal("Xvfb gave no display number")
		}
		t.Setenv("DISPLAY", ":"+n)
	case <-time.After(30 * time.Second):
		t.Fatal("Xvfb did not start in 30 s")
	}
}

// geometry returns the window's position and size on the screen.
func geometry(t *testing.T, win string) (x, y, w, h int) {
	t.Helper()
	vals := map[string]int{}
	for _, line := range strings.Fields(xdo(t, "getwindowgeometry", "--shell", win)) {
		k, v, ok := strings.Cut(line, "=")
		if n, err := strconv.Atoi(v); ok && err == nil {
			vals[k] = n
		}
	}
	return vals["X"], vals["Y"], vals["WIDTH"], vals["HEIGHT"]
}

// eventually polls cond for up to 5 s (the viewer handles input at its
// next ticks); it is a guard against a hang, not a measurement.
// pressUntil holds a mouse button down until cond holds (or eventually
// gives up), then lets it go, and reports whether cond held. Ebitengine
// reads the buttons once a frame, and on a loaded machine a frame can
// last longer than a hand holds a button: a press and release between
// two frames would never be seen.
func pressUntil(t *testing.T, button string, cond func() bool) bool {
	t.Helper()
	xdo(t, "mousedown", button)
	defer xdo(t, "mouseup", button)
	return eventually(cond)
}

func eventually(cond func() bool) bool {
	for range 100 {
		if cond() {
			return true
		}
		time.Sleep(50 * time.Millisecond)
	}
	return cond()
}

// TestDesktopRealMouse drives desktop mode with real X pointer events
// (xdotool): the window lets the pointer through where the character has
// no pixel and takes it over the body; dragging the character moves the
// window and plays
// MovingRight while it moves; pressing on a transparent pixel drags
// nothing (the press goes through to what is under the window); a right
// click on the character opens the action menu beside it and another closes
// it. It skips where xdotool is missing (make test installs it).
func TestDesktopRealMouse(t *testing.T) {
	if _, err := exec.LookPath("xdotool"); err != nil {
		t.Skip("xdotool is not installed")
	}
	privateDisplay(t)
	p := startViewer(t, "--desktop", "--action", "RestPose")
	p.waitFor("ready", func(s core.Status) bool { return s.Event == "ready" })
	ids := strings.Fields(xdo(t, "search", "--sync", "--name", "^rigplay view: Pip$"))
	if len(ids) == 0 {
		t.Fatal("no desktop window found")
	}
	win := ids[len(ids)-1]
	x0, y0, w0, h0 := geometry(t, win)
	if w0 < 50 || h0 < 50 {
		t.Fatalf("window %dx%d", w0, h0)
	}
	move := func(x, y int) { xdo(t, "mousemove", "--sync", fmt.Sprint(x), fmt.Sprint(y)) }
	// hover moves the pointer and gives the viewer a few ticks to look at
	// what is under it and set the click-through accordingly, as a
	// person's pointer rests before a press.
	hover := func(x, y int) {
		move(x, y)
		time.Sleep(250 * time.Millisecond)
	}

	// Click-through at the X server: over a transparent pixel the pointer
	// is on whatever lies under the window, over the body it is on the
	// window.
	under := func() string {
		for _, f := range strings.Fields(xdo(t, "getmouselocation", "--shell")) {
			if v, ok := strings.CutPrefix(f, "WINDOW="); ok {
				return v
			}
		}
		return ""
	}
	hover(x0+1, y0+1)
	if !eventually(func() bool { return under() != win }) {
		t.Error("over a transparent pixel the pointer is still on the window: no click-through")
	}
	hover(x0+w0/2, y0+h0/2)
	if !eventually(func() bool { return under() == win }) {
		t.Error("over the character the pointer is not on the window")
	}

	// A press on the transparent corner drags nothing.
	hover(x0+1, y0+1)
	xdo(t, "mousedown", "1")
	for i := 1; i <= 5; i++ {
		move(x0+1+20*i, y0+1)
		time.Sleep(30 * time.Millisecond)
	}
	xdo(t, "mouseup", "1")
	time.Sleep(300 * time.Millisecond)
	if x, y, _, _ := geometry(t, win); x != x0 || y != y0 {
		t.Fatalf("a press on a transparent pixel dragged the window from (%d, %d) to (%d, %d)", x0, y0, x, y)
	}

	// onWindow waits until the X server puts the pointer on the window:
	// the viewer turns click-through off over its pixels at its next
	// ticks, later on a loaded machine, and a press made before goes to
	// whatever lies under the window.
	onWindow := func() {
		t.Helper()
		if !eventually(func() bool { return under() == win }) {
			t.Fatal("over the character the pointer is not on the window")
		}
	}

	// Dragging the body moves the window and plays MovingRight.
	cx, cy := x0+w0/2, y0+h0/2
	hover(cx, cy)
	onWindow()
	xdo(t, "mousedown", "1")
	// Each move is checked: the character never walks left while dragged
	// right (the pointer, read once a frame, used to move the window once
	// per tick, past the pointer on a loaded machine, which then dragged it
	// back: core.WindowDrag).
	for i := 1; i <= 12; i++ {
		move(cx+10*i, cy)
		if s := p.status(); s.Action == "MoveLeft" {
			t.Errorf("after %d px of the drag right the character plays MoveLeft", 10*i)
		}
	}
	if !eventually(func() bool { x, _, _, _ := geometry(t, win); return x >= x0+100 }) {
		x, y, _, _ := geometry(t, win)
		t.Fatalf("dragging 120 px right moved the window from (%d, %d) to (%d, %d)", x0, y0, x, y)
	}
	if s := p.status(); s.Action != "MoveRight" {
		t.Errorf("while dragged right the character plays %q, want MoveRight (state MovingRight)", s.Action)
	}
	xdo(t, "mouseup", "1")
	x1, y1, _, _ := geometry(t, win)
	if y1 != y0 {
		t.Errorf("a horizontal drag moved the window vertically: %d -> %d", y0, y1)
	}

	// A right click on the character opens the menu beside it; another
	// closes it.
	cx, cy = x1+w0/2, y1+h0/2
	hover(cx, cy)
	onWindow()
	if !pressUntil(t, "3", func() bool { _, _, w, _ := geometry(t, win); return w > w0 }) {
		t.Fatal("a right click on the character opened no menu")
	}
	time.Sleep(250 * time.Millisecond)
	if !pressUntil(t, "3", func() bool { _, _, w, _ := geometry(t, win); return w == w0 }) {
		t.Fatal("a second right click did not close the menu")
	}
}
