package viewer

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/rigplay/rigplay/cmd/rigplay-view/internal/viewer/core"
)

// timelineWindow starts the viewer on its own display with args and
// returns it with the position of its window's top-left corner on the
// screen. It skips where xdotool or Xvfb is missing.
func timelineWindow(t *testing.T, args ...string) (p *proc, wx, wy int) {
	t.Helper()
	if _, err := exec.LookPath("xdotool"); err != nil {
		t.Skip("xdotool is not installed")
	}
	privateDisplay(t)
	p = startViewer(t, args...)
	p.waitFor("ready", func(s core.Status) bool { return s.Event == "ready" })
	ids := strings.Fields(xdo(t, "search", "--sync", "--onlyvisible", "--name", "^rigplay view: "))
	if len(ids) == 0 {
		t.Fatal("no viewer window found")
	}
	wx, wy, _, _ = geometry(t, ids[len(ids)-1])
	return p, wx, wy
}

// click presses and releases the left button as a hand does, held across
// a few ticks (a press and release between two ticks is not seen).
func click(t *testing.T) {
	xdo(t, "mousedown", "1")
	time.Sleep(100 * time.Millisecond)
	xdo(t, "mouseup", "1")
}

// segmentMid is the x (window pixels) of frame i's segment's middle.
func segmentMid(s core.Status, i int) int {
	end := s.TimeBar[2]
	if i+1 < len(s.TimeSegments) {
		end = s.TimeSegments[i+1]
	}
	return (s.TimeSegments[i] + end) / 2
}

// waitStatus asks for status lines until cond holds (the viewer takes the
// pointer's events at its next ticks); the bound guards against a hang.
func waitStatus(p *proc, what string, cond func(core.Status) bool) core.Status {
	p.t.Helper()
	var s core.Status
	for range 100 {
		if s = p.status(); cond(s) {
			return s
		}
		time.Sleep(50 * time.Millisecond)
	}
	p.t.Fatalf("%s: last status %+v", what, s)
	return s
}

// TestTimelineFrames drives the timeline of a frame character with the X
// pointer (docs/viewer.md#timeline): a click on a frame's segment shows
// that frame, a drag scrubs to where the button is let go (the player
// stays paused), the arrow key still steps, and a save that lengthens a
// frame moves the segments after it in the first frame after the reload.
func TestTimelineFrames(t *testing.T) {
	dir := copySample(t, false)
	p, wx, wy := timelineWindow(t, dir, "--action", "Wave", "--paused", "--mute")
	s := p.status()
	if !strings.HasPrefix(s.Timeline, "Wave  frame 1/6  0 / 100 ms") || len(s.TimeSegments) != 6 || len(s.TimeBar) != 4 {
		t.Fatalf("timeline %q, segments %v, bar %v; want Wave's 6 frames", s.Timeline, s.TimeSegments, s.TimeBar)
	}
	y := wy + (s.TimeBar[1]+s.TimeBar[3])/2
	move := func(x int) { xdo(t, "mousemove", "--sync", fmt.Sprint(wx+x), fmt.Sprint(y)) }

	// A click on frame 3.
	move(segmentMid(s, 2))
	time.Sleep(100 * time.Millisecond)
	click(t)
	got := waitStatus(p, "a click on frame 3", func(s core.Status) bool { return s.ActionFrame == 2 })
	if !strings.HasPrefix(got.Timeline, "Wave  frame 3/6") || !got.Paused {
		t.Errorf("after the click: %q, paused %v; want frame 3, still paused", got.Timeline, got.Paused)
	}

	// A drag from frame 2 to frame 6.
	move(segmentMid(s, 1))
	time.Sleep(100 * time.Millisecond)
	xdo(t, "mousedown", "1")
	for _, i := range []int{2, 3, 5} {
		move(segmentMid(s, i))
		time.Sleep(60 * time.Millisecond)
	}
	xdo(t, "mouseup", "1")
	got = waitStatus(p, "a drag to frame 6", func(s core.Status) bool { return s.ActionFrame == 5 })
	if !got.Paused {
		t.Error("the player plays after the drag; it was paused before")
	}

	// The arrow keys still step: back from frame 6 to frame 5 (4, a
	// zero-length frame, is never on screen, so 4 shows).
	xdo(t, "mousemove", fmt.Sprint(wx+5), fmt.Sprint(wy+5)) // off the timeline
	p.do("key left")
	got = p.status()
	if got.ActionFrame >= 5 {
		t.Errorf("the left arrow left the frame at %d", got.ActionFrame)
	}

	// A save lengthening frame 1 (100 -> 400 ms) moves every segment after it.
	path := filepath.Join(dir, "Actions.json")
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	at := bytes.Index(data, []byte(`"Name": "Wave",`))
	dur := bytes.Index(data[at:], []byte(`"Duration": 100,`))
	if at < 0 || dur < 0 {
		t.Fatal("the sample's Wave changed; update the test")
	}
	dur += at
	edited := append(append(append([]byte{}, data[:dur]...), `"Duration": 400,`...), data[dur+len(`"Duration": 100,`):]...)
	if err := os.WriteFile(path, edited, 0o644); err != nil {
		t.Fatal(err)
	}
	re := p.waitFor("the reload", func(s core.Status) bool { return s.Event == "reload" })
	if len(re.TimeSegments) != 6 || re.TimeSegments[1] <= s.TimeSegments[1]+40 {
		t.Fatalf("after the save frame 2 starts at %v, before at %v: want it moved right", re.TimeSegments, s.TimeSegments)
	}
	if !strings.Contains(re.Timeline, "/ 1.00 s") {
		t.Errorf("readout after the save %q, want the action's new length 1.00 s", re.Timeline)
	}
}

// TestTimelineClip seeks a rigged clip by clicking its timeline, and shows
// the clip's keys, events and triggers as marks.
func TestTimelineClip(t *testing.T) {
	dir := copySample(t, true)
	p, wx, wy := timelineWindow(t, dir, "--clip", "cheer", "--paused", "--mute")
	s := p.status()
	if !strings.HasPrefix(s.Timeline, "cheer  0.00 / 1.60 s  frame 1/96") || len(s.TimeMarks) == 0 {
		t.Fatalf("timeline %q, marks %v; want Cheer's marks", s.Timeline, s.TimeMarks)
	}
	b := s.TimeBar
	x := b[0] + (b[2]-b[0])/4 // a quarter: 0.40 s
	xdo(t, "mousemove", "--sync", fmt.Sprint(wx+x), fmt.Sprint(wy+(b[1]+b[3])/2))
	time.Sleep(100 * time.Millisecond)
	click(t)
	got := waitStatus(p, "a click at a quarter of the clip", func(s core.Status) bool { return s.ClipTime > 0.3 })
	if d := got.ClipTime - 0.4; d < -0.01 || d > 0.01 || !got.Paused {
		t.Errorf("after the click the clip is at %.3f s, paused %v; want 0.40 s, paused", got.ClipTime, got.Paused)
	}
}
