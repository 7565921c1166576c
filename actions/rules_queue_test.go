package actions

import (
	"testing"
	"time"
)

func queueSet(t *testing.T) *Set {
	t.Helper()
	return decodeFile(t, File{
		ActionItems: []ActionItem{
			// A loops on frame 1 until asked to exit, then leaves via frame 2.
			act("A", fr(10), withExit(fr(10, 1, 100), 2), fr(10)),
			act("B", fr(10)),
			withReturn(act("Wave", fr(10)), "WaveReturn"),
			act("WaveReturn", fr(5)),
			act("C", fr(10)),
		},
		States: map[string][]string{"Showing": {"B"}, "Hiding": {"C"}},
	})
}

func TestRule2_PlayWhilePlayingLetsTheCurrentActionFinish(t *testing.T) {
	set := queueSet(t)
	p := NewPlayer(set, noIdle())
	p.Play("B")
	p.Play("C")
	expectLog(t, run(p, time.Second, 3*time.Millisecond),
		"0 frame B 0", "10 end B complete", "10 frame C 0", "20 end C complete")
}

func TestRule2_InterruptAsksTheCurrentActionToExitFirst(t *testing.T) {
	set := queueSet(t)
	p := NewPlayer(set, noIdle())
	p.Play("A")
	p.Play("C") // queued behind A
	p.Advance(25 * time.Millisecond)
	if err := p.Interrupt("B"); err != nil {
		t.Fatal(err)
	}
	// A leaves through its exit branch, then B plays before the queued C.
	expectLog(t, run(p, time.Second, time.Second),
		"30 frame A 2", "40 end A exit", "40 frame B 0", "50 end B complete", "50 frame C 0", "60 end C complete")
}

func TestRule2_ExitLeavesGracefullyAndKeepsTheQueue(t *testing.T) {
	set := queueSet(t)
	p := NewPlayer(set, noIdle())
	p.Play("A")
	p.Play("B")
	p.Advance(15 * time.Millisecond)
	p.Exit()
	expectLog(t, run(p, time.Second, time.Second),
		"20 frame A 2", "30 end A exit", "30 frame B 0", "40 end B complete")
}

func TestRule2_StopCutsAtOnceAndDropsTheQueue(t *testing.T) {
	set := queueSet(t)
	p := NewPlayer(set, noIdle())
	p.Play("A")
	p.Play("B")
	p.Advance(15 * time.Millisecond)
	p.Stop()
	expectLog(t, eventLog(set, p.Events()), "15 end A stopped")
	expectLog(t, run(p, time.Second, time.Second), "15 end A stopped")
	if a, f := p.Current(); a != 0 || f != 1 {
		t.Errorf("after Stop the screen shows %d/%d, want the frame that was on screen (0/1)", a, f)
	}
	if p.Pending() != 0 {
		t.Errorf("%d requests still queued", p.Pending())
	}
}

func TestRule2_CompletedActionHoldsItsLastFrame(t *testing.T) {
	set := decodeFile(t, File{ActionItems: []ActionItem{act("A", fr(10), fr(10), fr(0))}})
	p := NewPlayer(set, noIdle())
	p.Play("A")
	p.Advance(time.Minute)
	if a, f := p.Current(); a != 0 || f != 1 || p.Playing() {
		t.Fatalf("holding %d/%d playing=%v, want the last drawn frame 1 held", a, f, p.Playing())
	}
}

// A Return plays when the next request starts, before it: with one
// queued, at once. Wave's request ends "held" (its pose stays and its way
// back is pending), not "complete" as before issue 17, when the Return
// started at once whatever came next.
func TestRule2_ReturnPlaysOnceBeforeAnythingQueued(t *testing.T) {
	set := queueSet(t)
	p := NewPlayer(set, noIdle())
	p.Play("Wave")
	p.Play("B")
	expectLog(t, run(p, time.Second, time.Second),
		"0 frame Wave 0", "10 end Wave held", "10 frame WaveReturn 0", "15 end WaveReturn complete",
		"15 frame B 0", "25 end B complete")
}

// A Return action plays once: its own Return is not followed, so two
// actions that name each other cannot ping-pong forever and starve the
// queue.
func TestRule2_ReturnPlaysOnceAndDoesNotChain(t *testing.T) {
	set := decodeFile(t, File{ActionItems: []ActionItem{
		withReturn(act("A", fr(10)), "B"), withReturn(act("B", fr(10)), "A"), act("C", fr(10)),
	}})
	p := NewPlayer(set, noIdle())
	p.Play("A")
	p.Play("C")
	expectLog(t, run(p, time.Second, time.Second),
		"0 frame A 0", "10 end A held", "10 frame B 0", "20 end B complete",
		"20 frame C 0", "30 end C complete")
}

// An action asked to exit mid-play leaves through its exit path and its
// Return is skipped, as Agent skips it (docs/actions.md#way-back). Before
// issue 17 the Return followed an exit too; DoubleAgent's ShowGesture
// plays the exit sequence instead of the Return when the animation was
// interrupted.
func TestRule2_ReturnIsSkippedAfterAnExit(t *testing.T) {
	set := decodeFile(t, File{ActionItems: []ActionItem{
		withReturn(act("Think", fr(10), withExit(fr(10, 1, 100), -1)), "Back"), act("Back", fr(10)),
	}})
	p := NewPlayer(set, noIdle())
	p.Play("Think")
	p.Advance(12 * time.Millisecond)
	p.Exit()
	expectLog(t, run(p, time.Second, time.Second), "20 end Think exit")
	p.Play("Back")
	expectLog(t, run(p, time.Second, time.Second), "1012 frame Back 0", "1022 end Back complete")
}

func TestRule2_StateEntryPicksUniformlyButNotTheActionThatJustPlayed(t *testing.T) {
	set := decodeFile(t, File{ActionItems: []ActionItem{act("X", fr(10)), act("Y", fr(10)), act("Z", fr(10))},
		States: map[string][]string{"S": {"X", "Y", "Z"}, "One": {"X"}}})
	p := NewPlayer(set, PlayerOptions{Seed: 9, IdleDelay: -1})
	counts := map[int]int{}
	last := -1
	for i := 0; i < 3000; i++ {
		if err := p.PlayState("S"); err != nil {
			t.Fatal(err)
		}
		a, _ := p.Current()
		if a == last {
			t.Fatalf("state chose %s again right after it played", set.Actions[a].Name)
		}
		counts[a]++
		last = a
		p.Advance(time.Second)
	}
	for a, c := range counts {
		if c < 800 || c > 1200 {
			t.Errorf("action %s chosen %d of 3000 times; want about 1000", set.Actions[a].Name, c)
		}
	}
	// With one choice, that choice plays even if it just played.
	p.PlayState("One")
	p.Advance(time.Second)
	p.PlayState("One")
	if a, _ := p.Current(); a != 0 {
		t.Errorf("single-choice state played %d", a)
	}
}

func TestRule2_ShowAndHidePlayTheirStates(t *testing.T) {
	set := queueSet(t)
	p := NewPlayer(set, noIdle())
	p.Show()
	p.Hide()
	expectLog(t, run(p, time.Second, time.Second),
		"0 state Showing", "0 frame B 0", "10 end B complete", "10 state Hiding", "10 frame C 0", "20 end C complete")
}

func TestRule2_UnknownActionOrStateIsAnError(t *testing.T) {
	p := NewPlayer(queueSet(t), noIdle())
	if p.Play("Nope") == nil || p.Interrupt("Nope") == nil || p.PlayState("Nope") == nil {
		t.Fatal("unknown names accepted")
	}
}
