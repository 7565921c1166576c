package viewer

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/rigplay/rigplay/cmd/rigplay-view/internal/viewer/core"
)

// manyActions copies Pip and gives it n actions in all (copies of
// RestPose named Extra01...), as many as Merlin's 73.
func manyActions(t *testing.T, n int) string {
	t.Helper()
	dir := copySample(t, false)
	path := filepath.Join(dir, "Actions.json")
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var doc map[string]any
	if err := json.Unmarshal(b, &doc); err != nil {
		t.Fatal(err)
	}
	items := doc["ActionItems"].([]any)
	var rest any
	for _, a := range items {
		if a.(map[string]any)["Name"] == "RestPose" {
			rest = a
		}
	}
	for i := 1; len(items) < n; i++ {
		c := map[string]any{}
		for k, v := range rest.(map[string]any) {
			c[k] = v
		}
		c["Name"] = fmt.Sprintf("Extra%02d", i)
		items = append(items, c)
	}
	doc["ActionItems"] = items
	if b, err = json.Marshal(doc); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

// TestDesktopMenuFitsTheScreen: a character with 73 actions (Merlin's
// count) in desktop mode, put near the bottom-right corner of a 1280x1024
// screen: the right-click menu opens in columns and the whole window, menu
// included, is on the screen; a click on its last item, Quit, quits; and
// closing the menu puts the window back where it was. Real X pointer
// events (xdotool); it skips without xdotool.
func TestDesktopMenuFitsTheScreen(t *testing.T) {
	if _, err := exec.LookPath("xdotool"); err != nil {
		t.Skip("xdotool is not installed")
	}
	privateDisplay(t)
	p := startViewer(t, "--desktop", "--action", "RestPose", "--paused", manyActions(t, 73))
	s := p.waitFor("ready", func(s core.Status) bool { return s.Event == "ready" })
	if len(s.Actions) != 73 {
		t.Fatalf("%d actions, want 73", len(s.Actions))
	}
	ids := strings.Fields(xdo(t, "search", "--sync", "--name", "^rigplay view: Pip$"))
	if len(ids) == 0 {
		t.Fatal("no desktop window found")
	}
	win := ids[len(ids)-1]
	_, _, w0, h0 := geometry(t, win)
	xdo(t, "windowmove", "--sync", win, fmt.Sprint(1280-w0-10), fmt.Sprint(1024-h0-10))
	var x0, y0 int
	if !eventually(func() bool { x0, y0, _, _ = geometry(t, win); return x0 == 1280-w0-10 && y0 == 1024-h0-10 }) {
		t.Fatalf("window at (%d, %d) after moving it to the corner", x0, y0)
	}
	xdo(t, "mousemove", "--sync", fmt.Sprint(x0+w0/2), fmt.Sprint(y0+h0/2))
	under := func() bool {
		for _, f := range strings.Fields(xdo(t, "getmouselocation", "--shell")) {
			if v, ok := strings.CutPrefix(f, "WINDOW="); ok {
				return v == win
			}
		}
		return false
	}
	if !eventually(under) {
		t.Fatal("over the character the pointer is not on the window")
	}
	var x, y, w, h int
	if !pressUntil(t, "3", func() bool { x, y, w, h = geometry(t, win); return w > w0 }) {
		t.Fatal("a right click on the character opened no menu")
	}
	// The window grows once, then is moved onto the screen.
	eventually(func() bool { x, y, w, h = geometry(t, win); return x+w <= 1280 && y+h <= 1024 })
	if x < 0 || y < 0 || x+w > 1280 || y+h > 1024 {
		t.Fatalf("window with the menu at (%d, %d) %dx%d: not on the 1280x1024 screen", x, y, w, h)
	}
	if rows := h / core.RowHeight; rows >= 73 || w < 2*w0 {
		t.Errorf("menu %dx%d: want columns", w, h)
	}
	shotDir := t.TempDir()
	if d := os.Getenv("RIGPLAY_TEST_SHOTS"); d != "" {
		shotDir = d // to look at
	}
	shot := p.shot(filepath.Join(shotDir, "desktop-menu-73.png"))
	if got := shot.Bounds().Dx(); got != w {
		t.Errorf("screenshot %d wide, window %d", got, w)
	}
	// Esc closes the menu: the window shrinks and goes back.
	p.do("key esc")
	if !eventually(func() bool { x, y, w, h = geometry(t, win); return w == w0 && x == x0 && y == y0 }) {
		t.Fatalf("after Esc the window is at (%d, %d) %dx%d, want (%d, %d) %dx%d", x, y, w, h, x0, y0, w0, h0)
	}

	// Quit, the last item, is on the screen and quits.
	if !eventually(under) {
		t.Fatal("over the character the pointer is not on the window")
	}
	pressUntil(t, "3", func() bool { x, y, w, h = geometry(t, win); return w > w0 && x+w <= 1280 && y+h <= 1024 })
	m := core.NewMenuGrid(74, (w-w0)/2, core.RowHeight, 4, 1280-w0, 1024)
	if m.Cols != 2 {
		t.Fatalf("menu %d wide beside a %d-wide character: not 2 columns", w-w0, w0)
	}
	q := m.SlotRect(73)
	qx, qy := x+w0+(q.Min.X+q.Max.X)/2, y+(q.Min.Y+q.Max.Y)/2
	if qx >= 1280 || qy >= 1024 {
		t.Fatalf("Quit at (%d, %d) is off the screen", qx, qy)
	}
	xdo(t, "mousemove", "--sync", fmt.Sprint(qx), fmt.Sprint(qy))
	time.Sleep(100 * time.Millisecond)
	xdo(t, "mousedown", "1") // held until the viewer quits (see pressUntil)
	defer xdo(t, "mouseup", "1")
	deadline := time.After(60 * time.Second) // a guard against a hang
	for {
		select {
		case _, open := <-p.lines:
			if !open {
				return // quit
			}
		case <-deadline:
			t.Fatal("a click on Quit did not quit")
		}
	}
}
