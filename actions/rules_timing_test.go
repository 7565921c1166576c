package actions

import (
	"testing"
	"time"
)

func TestRule2_DurationIsMillisecondsUnlessUnitDeclared(t *testing.T) {
	f := File{ActionItems: []ActionItem{act("A", fr(10))}}
	data := []byte(`{"ActionItems":[{"Name":"A","Frames":[{"Duration":10}]}]}`)
	for _, tc := range []struct {
		unit time.Duration
		want time.Duration
	}{{0, 10 * time.Millisecond}, {time.Millisecond, 10 * time.Millisecond}, {10 * time.Millisecond, 100 * time.Millisecond}} {
		set, d := Decode("Actions.json", data, Options{Unit: tc.unit})
		if d.HasErrors() {
			t.Fatal(d)
		}
		if got := set.Actions[0].Frames[0].Duration; got != tc.want {
			t.Errorf("unit %v: duration %v, want %v", tc.unit, got, tc.want)
		}
	}
	_ = f
}

func TestRule2_FrameTimesAreExactSumsWhateverTheTick(t *testing.T) {
	set := decodeFile(t, File{ActionItems: []ActionItem{act("A", fr(33), fr(33), fr(34), fr(17), fr(1))}})
	want := []string{"0 frame A 0", "33 frame A 1", "66 frame A 2", "100 frame A 3", "117 frame A 4", "118 end A complete"}
	for _, tick := range []time.Duration{time.Millisecond, time.Second / 60, time.Second / 144, time.Second / 7, 16667 * time.Microsecond, time.Second} {
		p := NewPlayer(set, noIdle())
		if err := p.Play("A"); err != nil {
			t.Fatal(err)
		}
		expectLog(t, run(p, time.Second, tick), want...)
	}
}

func TestRule2_OneLongTickPassesSeveralFramesInOrder(t *testing.T) {
	s := "s.wav"
	set := decodeFile(t, File{ActionItems: []ActionItem{act("A", fr(10), withSound(fr(10), s), fr(10))}})
	p := NewPlayer(set, noIdle())
	p.Play("A")
	expectLog(t, eventLog(set, p.Advance(time.Hour)),
		"0 frame A 0", "10 frame A 1", "10 sound A s.wav", "20 frame A 2", "30 end A complete")
	if a, f := p.Current(); a != 0 || f != 2 {
		t.Errorf("holding %d/%d, want action 0 frame 2", a, f)
	}
}

func TestRule2_ZeroLengthFramePassesAtOnceAndIsNeverDrawn(t *testing.T) {
	set := decodeFile(t, File{ActionItems: []ActionItem{act("A", fr(50), fr(0), fr(50))}})
	p := NewPlayer(set, noIdle())
	p.Play("A")
	for i := 0; i < 200; i++ {
		p.Advance(time.Millisecond / 2)
		if _, f := p.Current(); f == 1 {
			t.Fatalf("zero-length frame 1 is on screen at %v", p.Now())
		}
	}
	p2 := NewPlayer(set, noIdle())
	p2.Play("A")
	expectLog(t, run(p2, 200*time.Millisecond, 7*time.Millisecond),
		"0 frame A 0", "50 frame A 1", "50 frame A 2", "100 end A complete")
}

func TestRule2_PastTheLastFrameTheActionCompletes(t *testing.T) {
	set := decodeFile(t, File{ActionItems: []ActionItem{act("A", fr(10))}})
	p := NewPlayer(set, noIdle())
	p.Play("A")
	expectLog(t, run(p, 100*time.Millisecond, 100*time.Millisecond), "0 frame A 0", "10 end A complete")
	if p.Playing() {
		t.Error("still playing after completion")
	}
}
