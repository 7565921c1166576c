package actions

import (
	"testing"
	"time"
)

func TestRebindKeepsThePlayersPlace(t *testing.T) {
	old := decodeFile(t, File{ActionItems: []ActionItem{
		act("Idle", fr(100)), act("Think", fr(100), withSound(fr(200), "hmm.wav"), fr(100)), act("Gone", fr(10)),
	}, States: map[string][]string{"IdlingLevel1": {"Idle"}}})
	// The edit makes Think's frame 1 shorter, removes Gone and moves Think.
	edited := decodeFile(t, File{ActionItems: []ActionItem{
		act("Think", fr(100), withSound(fr(150), "hmm.wav"), fr(100)), act("Idle", fr(100)), act("New", fr(5)),
	}, States: map[string][]string{"IdlingLevel1": {"Idle"}}})
	p := NewPlayer(old, PlayerOptions{Seed: 3, IdleDelay: -1})
	p.Play("Think")
	p.Play("Gone") // queued; vanishes in the edit
	p.Play("Idle") // queued; survives
	p.Advance(160 * time.Millisecond)
	p.Rebind(edited)
	if a, f := p.Current(); edited.Actions[a].Name != "Think" || f != 1 {
		t.Fatalf("after rebind: action %d frame %d, want Think frame 1", a, f)
	}
	if got := p.FrameTime(); got != 60*time.Millisecond {
		t.Fatalf("time into the frame %v, want 60ms", got)
	}
	// Frame 1 now ends at 100+150 ms; no sound replays; Gone is dropped.
	expectLog(t, run(p, time.Second, 10*time.Millisecond),
		"250 frame Think 2", "350 end Think complete", "350 frame Idle 0", "450 end Idle complete")
}

func TestRebindClampsAShorterActionAndStopsAVanishedOne(t *testing.T) {
	old := decodeFile(t, File{ActionItems: []ActionItem{act("A", fr(100), fr(100), fr(100)), act("B", fr(100))}})
	shorter := decodeFile(t, File{ActionItems: []ActionItem{act("A", fr(100), fr(30))}})
	p := NewPlayer(old, noIdle())
	p.Play("A")
	p.Advance(250 * time.Millisecond) // frame 2, 50 ms in
	p.Rebind(shorter)
	if a, f := p.Current(); a != 0 || f != 1 {
		t.Fatalf("clamped to %d/%d, want the last frame 1", a, f)
	}
	// Its new end (200+30) is in the past: it ends at the next step, now.
	expectLog(t, run(p, 100*time.Millisecond, 10*time.Millisecond), "250 end A complete")

	p2 := NewPlayer(old, noIdle())
	p2.Play("B")
	p2.Advance(50 * time.Millisecond)
	p2.Rebind(shorter)
	if p2.Playing() {
		t.Fatal("an action that vanished still plays")
	}
	if a, _ := p2.Current(); a != -1 {
		t.Fatalf("screen shows action %d of the new set", a)
	}
}

func TestRebindNeverShowsAZeroLengthFrame(t *testing.T) {
	old := decodeFile(t, File{ActionItems: []ActionItem{act("A", fr(100), fr(100), fr(100))}})
	edited := decodeFile(t, File{ActionItems: []ActionItem{act("A", fr(100), fr(0), fr(100))}})
	p := NewPlayer(old, noIdle())
	p.Play("A")
	p.Advance(150 * time.Millisecond) // frame 1 on screen
	p.Rebind(edited)
	if a, f := p.Current(); a != 0 || f != 0 {
		t.Fatalf("after the edit the screen shows %d/%d, want frame 0 (frame 1 is now zero-length)", a, f)
	}
}

// TestRebindKeepsAPendingWayBack: a reload under a held pose keeps its way
// back (the action found by name, the frame its exit path starts at), and
// drops it when the edit removes that frame.
func TestRebindKeepsAPendingWayBack(t *testing.T) {
	sad := func(frames ...FrameItem) ActionItem {
		return ActionItem{Name: "Sad", ExitBranching: ptrTo(true), Frames: frames}
	}
	old := decodeFile(t, File{ActionItems: []ActionItem{act("Rest", fr(10)),
		sad(fr(10), withExit(fr(30, 3, 100), 2), fr(20), fr(0))}})
	moved := decodeFile(t, File{ActionItems: []ActionItem{
		sad(fr(10), withExit(fr(30, 3, 100), 2), fr(25), fr(0)), act("Rest", fr(10))}})
	short := decodeFile(t, File{ActionItems: []ActionItem{act("Rest", fr(10)), sad(fr(10), fr(30))}})

	p := NewPlayer(old, noIdle())
	p.Play("Sad")
	expectLog(t, run(p, time.Second, tick60), "0 frame Sad 0", "10 frame Sad 1", "40 frame Sad 3", "40 end Sad held")
	p.Rebind(moved)
	p.Play("Rest")
	expectLog(t, run(p, time.Second, tick60), "1000 frame Sad 2", "1025 frame Sad 3", "1025 end Sad exit", "1025 frame Rest 0", "1035 end Rest complete")

	p = NewPlayer(old, noIdle())
	p.Play("Sad")
	run(p, time.Second, tick60)
	p.Rebind(short) // frame 2 is gone
	p.Play("Rest")
	expectLog(t, run(p, time.Second, tick60), "1000 frame Rest 0", "1010 end Rest complete")
}
