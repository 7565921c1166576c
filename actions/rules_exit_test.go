package actions

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

// TestRule2_ExitFinishesOnTheLastFrame: an exit completes on the last
// frame; its ExitBranch is not followed there (docs/actions.md#exit). The
// shapes are those of real Agent characters: a 4-frame blink whose last
// frame exits to frame 0, a one-frame action exiting to itself, a 24-frame
// action whose last frame exits to itself, and an action whose earlier
// frames exit forwards. Asked to exit as it starts, each ends by itself
// ("exit"), at the sum of the durations on its exit path, never later than
// the sum of all its frames' durations.
func TestRule2_ExitFinishesOnTheLastFrame(t *testing.T) {
	wave := make([]FrameItem, 24)
	for i := range wave {
		wave[i] = fr(100)
	}
	wave[23] = withExit(fr(100), 23)
	for _, tc := range []struct {
		name   string
		frames []FrameItem
		end    time.Duration // when the exit completes
	}{
		{"blink: last frame exits to frame 0", []FrameItem{fr(100), fr(50), fr(50), withExit(fr(100), 0)}, 300 * time.Millisecond},
		{"one frame exiting to itself", []FrameItem{withExit(fr(100), 0)}, 100 * time.Millisecond},
		{"24 frames, the last exiting to itself", wave, 2400 * time.Millisecond},
		{"exit branches forwards, last frame back to 0", []FrameItem{withExit(fr(100), 2), fr(100), fr(100), withExit(fr(100), 0)}, 300 * time.Millisecond},
		{"a waiting last frame (100% to itself)", []FrameItem{fr(100), withExit(fr(200, 1, 100), 0)}, 300 * time.Millisecond},
	} {
		t.Run(tc.name, func(t *testing.T) {
			set := decodeFile(t, File{ActionItems: []ActionItem{act("A", tc.frames...)}})
			var total time.Duration
			for _, f := range set.Actions[0].Frames {
				total += f.Duration
			}
			p := NewPlayer(set, noIdle())
			if err := p.Play("A"); err != nil {
				t.Fatal(err)
			}
			p.Exit()
			log := run(p, 10*total, 7*time.Millisecond)
			want := fmt.Sprintf("%d end A exit", tc.end/time.Millisecond)
			if got := log[len(log)-1]; got != want {
				t.Fatalf("last event %q, want %q; log %q", got, want, log)
			}
			if tc.end > total {
				t.Fatalf("exit ends at %v, after the sum of the durations %v", tc.end, total)
			}
			if p.Playing() {
				t.Error("still playing after the exit")
			}
		})
	}
}

// TestRule2_ExitAskedOnTheLastFrameCompletesThere: an exit asked while
// the last frame shows ends the action when that frame's time is up, even
// though its ExitBranch points back to frame 0.
func TestRule2_ExitAskedOnTheLastFrameCompletesThere(t *testing.T) {
	set := decodeFile(t, File{ActionItems: []ActionItem{act("Blink", fr(100), fr(50), fr(50), withExit(fr(100), 0))}})
	p := NewPlayer(set, noIdle())
	p.Play("Blink")
	p.Advance(250 * time.Millisecond) // on frame 3, 50 ms in
	if _, f := p.Current(); f != 3 {
		t.Fatalf("on frame %d, want 3", f)
	}
	p.Exit()
	expectLog(t, run(p, time.Second, 10*time.Millisecond), "300 end Blink exit")
}

// TestRule2_ExitLoopShortOfTheLastFrameEndsAtTheLoopGuard: exit branches
// that loop without reaching the last frame load with a warning, and an
// exit from the loop ends where it comes back to a frame it has entered
// (Agent's loop guard, reason exit). Before issue 17 such an exit ran on
// for 3 x the frame count of steps and ended "exit-limit"; DoubleAgent's
// SequenceAnimationFrames stops an exit sequence when it comes back.
func TestRule2_ExitLoopShortOfTheLastFrameEndsAtTheLoopGuard(t *testing.T) {
	data := marshalIndent(t, File{ActionItems: []ActionItem{act("L", withExit(fr(10), 1), withExit(fr(10), 0), fr(10))}})
	set, d := Decode("Actions.json", data, Options{})
	if set == nil || d.HasErrors() || len(d) != 1 {
		t.Fatalf("set=%v diagnostics %v; want a set and one warning", set != nil, d)
	}
	p := NewPlayer(set, noIdle())
	p.Play("L")
	p.Exit()
	log := run(p, time.Second, time.Second)
	// Frame 0 exits to 1, which exits back to 0, which would come back to
	// 1, the furthest frame entered: the guard ends it there.
	expectLog(t, log, "0 frame L 0", "10 frame L 1", "20 frame L 0", "30 end L exit")
}

// TestRule2_ZeroLengthExitLoopEndsWithoutTimePassing: exit branches that
// loop through zero-length frames are a warning too; exiting takes no
// random branch, so the loop is left by the loop guard, at once (before
// issue 17: by the exit-limit guard).
func TestRule2_ZeroLengthExitLoopEndsWithoutTimePassing(t *testing.T) {
	data := marshalIndent(t, File{ActionItems: []ActionItem{act("Z", withExit(fr(10), 1), withExit(fr(0), 2), withExit(fr(0), 1), fr(10))}})
	set, d := Decode("Actions.json", data, Options{})
	if set == nil || d.HasErrors() || len(d) != 1 || !strings.Contains(d[0].Message, "loop through frames 1, 2") {
		t.Fatalf("set=%v diagnostics %v; want a set and the exit-loop warning", set != nil, d)
	}
	p := NewPlayer(set, noIdle())
	p.Play("Z")
	p.Exit()
	log := run(p, time.Second, time.Second)
	expectLog(t, log, "0 frame Z 0", "10 frame Z 1", "10 frame Z 2", "10 frame Z 1", "10 end Z exit")
}

// TestRule2_ReverseIgnoresExitAndBranches: backwards, an exit completes at
// the first frame, and branches and exit branches are not taken.
func TestRule2_ReverseIgnoresExitAndBranches(t *testing.T) {
	set := decodeFile(t, File{ActionItems: []ActionItem{{Name: "R", Reverse: ptrTo(true), Frames: []FrameItem{
		withExit(fr(10), 2), fr(0, 2, 91, 1, 9), withExit(fr(10, 0, 100), 0)}}}})
	p := NewPlayer(set, noIdle())
	if err := p.PlayReverse("R"); err != nil {
		t.Fatal(err)
	}
	p.Exit()
	expectLog(t, run(p, time.Second, time.Second), "0 frame R 2", "10 frame R 1", "10 frame R 0", "20 end R exit")
}

func ptrTo[T any](v T) *T { return &v }
