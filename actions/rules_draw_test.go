package actions

import (
	"testing"
	"time"

	"github.com/rigplay/rigplay/engine/drawlist"
)

func drawSet(t *testing.T) *Set {
	t.Helper()
	f := FrameItem{Duration: 100, Images: []ImageItem{{Filename: "top.png", OffsetX: 5, OffsetY: 7}, {Filename: "body.png"}},
		Mouths: []MouthItem{{MouthType: 0, FrameImage: ImageItem{Filename: "closed.png", OffsetX: 40, OffsetY: 60}},
			{MouthType: 3, FrameImage: ImageItem{Filename: "wide3.png", OffsetX: 41, OffsetY: 61}}}}
	return decodeFile(t, File{ActionItems: []ActionItem{{Name: "Speak", Frames: []FrameItem{f}}}})
}

func TestRule2_ImagesAreDrawnFirstOnTop(t *testing.T) {
	p := NewPlayer(drawSet(t), noIdle())
	p.Play("Speak")
	list := p.AppendDrawList(nil)
	if len(list) != 2 || list[0].Image != "body.png" || list[1].Image != "top.png" {
		t.Fatalf("draw order %v, want body.png (last in the list) first, top.png last", list)
	}
}

func TestRule2_OffsetsArePixelsFromTheTopLeftYDown(t *testing.T) {
	p := NewPlayer(drawSet(t), noIdle())
	p.Play("Speak")
	list := p.AppendDrawList(nil)
	x, y := list[1].Transform.Apply(0, 0)
	if x != 5 || y != 7 {
		t.Fatalf("top.png origin at (%v,%v), want (5,7)", x, y)
	}
	x, y = list[1].Transform.Apply(1, 1)
	if x != 6 || y != 8 {
		t.Fatalf("pixel (1,1) maps to (%v,%v): not a pure translation, y down", x, y)
	}
	if list[1].Color != drawlist.White {
		t.Errorf("color %v, want white", list[1].Color)
	}
}

func TestRule2_MouthsAreDrawnOnTopOnlyWhileSpeaking(t *testing.T) {
	p := NewPlayer(drawSet(t), noIdle())
	p.Play("Speak")
	p.SetMouth(MouthWide3)
	if n := len(p.AppendDrawList(nil)); n != 2 {
		t.Fatalf("not speaking: %d items, want no mouth overlay", n)
	}
	p.StartSpeaking()
	p.SetMouth(MouthWide3)
	list := p.AppendDrawList(nil)
	if len(list) != 3 || list[2].Image != "wide3.png" || list[2].Transform.TX != 41 {
		t.Fatalf("speaking Wide3: %v, want wide3.png on top", list)
	}
	p.SetMouth(MouthNarrow) // no overlay for this shape in the frame
	if n := len(p.AppendDrawList(nil)); n != 2 {
		t.Fatalf("shape without overlay: %d items", n)
	}
}

func TestRule2_SoundPlaysOnceWhenTheFrameIsEntered(t *testing.T) {
	set := decodeFile(t, File{ActionItems: []ActionItem{act("A", withSound(fr(100), "ding.wav"), fr(10, 0, 100))}})
	p := NewPlayer(set, PlayerOptions{Seed: 3, IdleDelay: -1})
	p.Play("A")
	entries, sounds := 0, 0
	for i := 0; i < 100; i++ {
		for _, e := range p.Advance(16 * time.Millisecond) {
			if e.Kind == EventFrame && e.Frame == 0 {
				entries++
			}
			if e.Kind == EventSound {
				sounds++
				if e.Sound != "ding.wav" || e.Frame != 0 {
					t.Fatalf("sound event %+v", e)
				}
			}
		}
	}
	if entries != 15 || sounds != entries {
		t.Fatalf("frame 0 entered %d times, sound reported %d times; want once per entry", entries, sounds)
	}
}

func TestRule2_ReversePlaysBackwardsWithoutBranchesAndNeedsTheFlag(t *testing.T) {
	rev := true
	a := act("Turn", fr(10), withExit(fr(10, 0, 100), 2), fr(10))
	a.Reverse = &rev
	set := decodeFile(t, File{ActionItems: []ActionItem{a, act("Fixed", fr(10))}})
	p := NewPlayer(set, noIdle())
	if err := p.PlayReverse("Turn"); err != nil {
		t.Fatal(err)
	}
	expectLog(t, run(p, time.Second, time.Second), "0 frame Turn 2", "10 frame Turn 1", "20 frame Turn 0", "30 end Turn complete")
	if err := p.PlayReverse("Fixed"); err == nil {
		t.Fatal("reversing an action whose Reverse is false was accepted")
	}
}

func TestRule2_MenuLabelIsActionMenuSelectedOrTheName(t *testing.T) {
	label := "Say hello"
	a := act("Wave", fr(10))
	a.ActionMenuSelected = &label
	set := decodeFile(t, File{ActionItems: []ActionItem{a, act("Idle", fr(10))}})
	if set.Actions[0].MenuLabel != "Say hello" || set.Actions[1].MenuLabel != "Idle" {
		t.Fatalf("labels %q %q", set.Actions[0].MenuLabel, set.Actions[1].MenuLabel)
	}
}

func TestRule1_OneLoadedSetIsSharedByIndependentPlayers(t *testing.T) {
	set := decodeFile(t, File{ActionItems: []ActionItem{act("A", fr(10, 0, 50), fr(10))}})
	p1 := NewPlayer(set, PlayerOptions{Seed: 1, IdleDelay: -1})
	p2 := NewPlayer(set, PlayerOptions{Seed: 1, IdleDelay: -1})
	p1.Play("A")
	a := run(p1, time.Second, time.Millisecond)
	p2.Play("A")
	p3 := NewPlayer(set, PlayerOptions{Seed: 99, IdleDelay: -1})
	p3.Play("A")
	run(p3, time.Second, time.Millisecond)
	b := run(p2, time.Second, 7*time.Millisecond)
	expectLog(t, b, a...)
}

func TestRule2_SpeakingHoldsTheFrameWithMouths(t *testing.T) {
	mouth := []MouthItem{{MouthType: 1, FrameImage: ImageItem{Filename: "w1.png"}}}
	talk := fr(100)
	talk.Mouths = mouth
	set := decodeFile(t, File{ActionItems: []ActionItem{act("Speak", fr(50), talk, fr(50))}})
	p := NewPlayer(set, noIdle())
	p.Play("Speak")
	p.StartSpeaking()
	expectLog(t, run(p, 5*time.Second, 16*time.Millisecond), "0 frame Speak 0", "50 frame Speak 1")
	p.SetMouth(MouthWide1)
	if l := p.AppendDrawList(nil); len(l) != 2 || l[1].Image != "w1.png" {
		t.Fatalf("held frame draws %v, want the Wide1 overlay on top", l)
	}
	p.StopSpeaking()
	// The held frame plays on from now: the next frame starts at once.
	expectLog(t, run(p, time.Second, 16*time.Millisecond), "5000 frame Speak 2", "5050 end Speak complete")
	if n := len(p.AppendDrawList(nil)); n != 1 {
		t.Fatalf("overlay still drawn after speech: %d items", n)
	}
}

func TestRule2_SpeakingStatePlaysWhenTheActionHasNoMouths(t *testing.T) {
	talk := fr(100)
	talk.Mouths = []MouthItem{{MouthType: 0, FrameImage: ImageItem{Filename: "c.png"}}}
	set := decodeFile(t, File{ActionItems: []ActionItem{act("Wave", fr(50)), act("Talk", fr(20), talk)},
		States: map[string][]string{"Speaking": {"Talk"}}})
	p := NewPlayer(set, noIdle())
	p.Play("Wave")
	if err := p.StartSpeaking(); err != nil {
		t.Fatal(err)
	}
	// Wave has no mouths: it finishes, then the Speaking state's action
	// plays and holds on its mouth frame.
	expectLog(t, run(p, 3*time.Second, 10*time.Millisecond),
		"0 frame Wave 0", "50 end Wave complete", "50 state Speaking", "50 frame Talk 0", "70 frame Talk 1")
	if a, f := p.Current(); a != 1 || f != 1 || !p.Playing() {
		t.Fatalf("showing %d/%d, want Talk's mouth frame held", a, f)
	}
}

// speakSet has a looping idle action (no mouths, branches back to itself)
// and a Talk action whose middle frame has mouths, in the Speaking state.
func speakSet(t *testing.T) *Set {
	talk := fr(100)
	talk.Mouths = []MouthItem{{MouthType: 0, FrameImage: ImageItem{Filename: "c.png"}}}
	return decodeFile(t, File{
		ActionItems: []ActionItem{act("Fidget", fr(40), fr(40, 0, 100)), act("Talk", fr(20), talk, fr(30))},
		States:      map[string][]string{"Speaking": {"Talk"}, "IdlingLevel1": {"Fidget"}},
	})
}

// TestRule2_SpeakingWhileIdlingExitsTheIdleAction: speech that starts while
// an idle action loops asks it to exit, as any request does, so the
// Speaking state's mouth frame comes up at once rather than after the
// idle action happens to end.
func TestRule2_SpeakingWhileIdlingExitsTheIdleAction(t *testing.T) {
	set := speakSet(t)
	p := NewPlayer(set, PlayerOptions{IdleDelay: 100 * time.Millisecond, Seed: 4})
	run(p, 2*time.Second, 10*time.Millisecond) // idling: Fidget loops forever
	if a, _ := p.Current(); a != 0 || p.IdleLevel() == 0 {
		t.Fatalf("not idling in Fidget: action %d, level %d", a, p.IdleLevel())
	}
	if err := p.StartSpeaking(); err != nil {
		t.Fatal(err)
	}
	run(p, 200*time.Millisecond, 10*time.Millisecond)
	if a, f := p.Current(); a != 1 || f != 1 {
		t.Fatalf("200 ms into speech showing %d/%d, want Talk's mouth frame", a, f)
	}
}

// TestRule2_SpeakingAgainPlaysTheSpeakingStateAgain: once the speaking
// action has ended (resting on a frame without mouths), new speech plays
// the Speaking state again and holds its mouth frame.
func TestRule2_SpeakingAgainPlaysTheSpeakingStateAgain(t *testing.T) {
	set := speakSet(t)
	p := NewPlayer(set, noIdle())
	if err := p.StartSpeaking(); err != nil {
		t.Fatal(err)
	}
	run(p, time.Second, 10*time.Millisecond)
	p.StopSpeaking()
	run(p, time.Second, 10*time.Millisecond)
	if a, f := p.Current(); a != 1 || f != 2 || p.Playing() {
		t.Fatalf("after speech: %d/%d playing %v, want Talk ended on frame 2", a, f, p.Playing())
	}
	if err := p.StartSpeaking(); err != nil {
		t.Fatal(err)
	}
	run(p, 200*time.Millisecond, 10*time.Millisecond)
	if a, f := p.Current(); a != 1 || f != 1 || !p.Playing() {
		t.Fatalf("speaking again: showing %d/%d playing %v, want Talk's mouth frame held", a, f, p.Playing())
	}
}
