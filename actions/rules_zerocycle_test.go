package actions

import (
	"maps"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"
)

// idleChoice is the real shape of an Agent idle action: a frame on
// screen, then a 0 ms frame that branches 91% back to itself and 5% / 4%
// onwards, a weighted choice between two endings.
func idleChoice() File {
	return File{ActionItems: []ActionItem{act("Idle", fr(100), fr(0, 1, 91, 2, 5, 3, 4), withExit(fr(100), 4), fr(100), fr(100))}}
}

// TestRule2_ZeroLengthSelfLoopIsNeverCut: a zero-length frame that branches
// to itself as a weighted choice plays to its natural end
// (docs/actions.md#zero-length-loops). The file loads without a word, and
// 10,000 plays all complete, after as many passes through the loop as the
// rolls give (the old guard of 3 x the frame count, 15, would have cut
// hundreds of them), leaving 5 : 4 for frames 2 and 3.
func TestRule2_ZeroLengthSelfLoopIsNeverCut(t *testing.T) {
	data := marshalIndent(t, idleChoice())
	set, d := Decode("Actions.json", data, Options{})
	if set == nil || len(d) != 0 {
		t.Fatalf("set=%v, diagnostics:\n%v", set != nil, d)
	}
	p := NewPlayer(set, PlayerOptions{Seed: 91, IdleDelay: -1})
	const plays = 10_000
	longest, overOld, to2, to3 := 0, 0, 0, 0
	for i := 0; i < plays; i++ {
		if err := p.Play("Idle"); err != nil {
			t.Fatal(err)
		}
		passes, next := 0, -1
		for _, e := range p.Advance(time.Hour) {
			switch {
			case e.Kind == EventFrame && e.Frame == 1:
				passes++
			case e.Kind == EventFrame && next < 0 && e.Frame > 1:
				next = e.Frame
			case e.Kind == EventEnd && e.Reason != EndComplete:
				t.Fatalf("play %d ended %v after %d passes", i, e.Reason, passes)
			}
		}
		if p.Playing() {
			t.Fatalf("play %d did not end", i)
		}
		longest = max(longest, passes)
		if passes > 3*len(set.Actions[0].Frames) {
			overOld++
		}
		switch next {
		case 2:
			to2++
		case 3:
			to3++
		default:
			t.Fatalf("play %d left the loop to frame %d", i, next)
		}
	}
	t.Logf("longest run %d passes; %d plays over 15 passes; frame 2: %d, frame 3: %d", longest, overOld, to2, to3)
	if overOld == 0 {
		t.Error("no play passed the loop more than 15 times: the test does not show the loop is never cut")
	}
	// 5 : 4 of 10,000: 5,556 expected for frame 2, sigma about 50.
	if to2 < 5300 || to2 > 5800 {
		t.Errorf("frame 2 chosen %d times of %d, want about 5,556 (5 : 4)", to2, plays)
	}
}

// TestRule2_OnlyInescapableZeroCyclesAreErrors: a loop of zero-length
// frames is an error only when playback can enter it from the first frame
// and no branch, next frame or end leads out of it
// (docs/actions.md#zero-length-loops).
func TestRule2_OnlyInescapableZeroCyclesAreErrors(t *testing.T) {
	for _, tc := range []struct {
		name string
		file File
		err  string // "" when the file loads without a word
	}{
		{"91% to itself, 5% and 4% onwards", idleChoice(), ""},
		{"50% to itself, the rest to the next frame", File{ActionItems: []ActionItem{act("A", fr(0, 0, 50), fr(10))}}, ""},
		{"a pair that one branch of 1% leaves", File{ActionItems: []ActionItem{act("A", fr(10), fr(0, 2, 100), fr(0, 1, 99, 3, 1), fr(10))}}, ""},
		{"a pair left by the remaining probability to the end", File{ActionItems: []ActionItem{act("A", fr(10), fr(0, 2, 100), fr(0, 1, 99))}}, ""},
		{"a loop playback never enters", File{ActionItems: []ActionItem{act("A", fr(10, 3, 100), fr(0, 2, 100), fr(0, 1, 100), fr(10))}}, ""},
		{"a loop only an exit reaches", File{ActionItems: []ActionItem{act("A", withExit(fr(10, 0, 100), 1), fr(0, 2, 100), fr(0, 1, 100), fr(10))}}, ""},
		{"100% to itself", File{ActionItems: []ActionItem{act("A", fr(10), fr(0, 1, 100), fr(10))}}, `frames 1 of action "A" last 0 ms and form a loop`},
		{"a pair with 100% each way", File{ActionItems: []ActionItem{act("A", fr(10), fr(0, 2, 100), fr(0, 1, 100))}}, `frames 1, 2 of action "A"`},
		{"60% and 40% among three frames", File{ActionItems: []ActionItem{act("A", fr(0, 1, 100), fr(0, 2, 60, 0, 40), fr(0, 1, 100), fr(10))}}, `frames 0, 1, 2 of action "A"`},
		{"a way out only through 0% branches", File{ActionItems: []ActionItem{act("A", fr(0, 0, 100, 1, 0), fr(10))}}, `frames 0 of action "A"`},
		{"a frame on a way into the loop", File{ActionItems: []ActionItem{act("A", fr(10), fr(0, 2, 100), fr(0, 3, 100), fr(0, 2, 100))}}, `frames 1, 2, 3 of action "A"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			set, d := Decode("Actions.json", marshalIndent(t, tc.file), Options{})
			if tc.err == "" {
				if set == nil || len(d) != 0 {
					t.Fatalf("set=%v, diagnostics:\n%v", set != nil, d)
				}
				return
			}
			if set != nil || len(d) != 1 || !strings.Contains(d[0].Message, tc.err) || !strings.HasSuffix(d[0].Pointer, "/Duration") {
				t.Fatalf("set=%v, diagnostics:\n%v\nwant one error containing %q", set != nil, d, tc.err)
			}
		})
	}
}

// TestRule2_InescapableZeroCycleStopsWhereItIsEntered: a Set made in code
// is not validated, but the same analysis runs when it is built, and the
// player ends an action that enters such a loop there (reason
// zero-cycle), without counting steps. Backwards, where no branch is
// taken, the action plays through; an exit asked on the loop's first frame
// leaves it by the exit path.
func TestRule2_InescapableZeroCycleStopsWhereItIsEntered(t *testing.T) {
	set, err := NewSet("code", []Action{
		{Name: "Z", Return: -1, Reversible: true, Frames: []Frame{
			{Duration: 10 * time.Millisecond, ExitBranch: -1},
			{ExitBranch: -1, Branches: []Branch{{To: 2, Probability: 100}}},
			{ExitBranch: -1, Branches: []Branch{{To: 1, Probability: 100}}},
			{Duration: 10 * time.Millisecond, ExitBranch: -1},
		}},
		{Name: "Self", Return: -1, Frames: []Frame{
			{ExitBranch: -1, Branches: []Branch{{To: 0, Probability: 60}, {To: 1, Probability: 50}}},
			{Duration: 10 * time.Millisecond, ExitBranch: -1},
		}},
	}, nil)
	if err != nil {
		t.Fatal(err)
	}
	p := NewPlayer(set, noIdle())
	p.Play("Z")
	expectLog(t, run(p, time.Second, time.Second), "0 frame Z 0", "10 frame Z 1", "10 end Z zero-cycle")

	p.PlayReverse("Z")
	expectLog(t, run(p, time.Second, time.Second), "1000 frame Z 3", "1010 frame Z 2", "1010 frame Z 1", "1010 frame Z 0", "1020 end Z complete")

	// Self: 60% to itself, then 50% of which only 40 can be rolled: the
	// branch to frame 1 is taken, the loop is left.
	p.Play("Self")
	log := run(p, time.Second, time.Second)
	if got := log[len(log)-1]; got != "2010 end Self complete" {
		t.Fatalf("Self: last event %q; log %q", got, log)
	}
}

// TestRule2_ZeroCycleOnTheFirstFrameCanStillBeExited: an action whose
// first frame is such a loop stops at once; asked to exit before time
// passes, it leaves by its exit path instead.
func TestRule2_ZeroCycleOnTheFirstFrameCanStillBeExited(t *testing.T) {
	set, err := NewSet("code", []Action{{Name: "Z", Return: -1, Frames: []Frame{
		{ExitBranch: -1, Branches: []Branch{{To: 0, Probability: 100}}},
		{Duration: 10 * time.Millisecond, ExitBranch: -1},
	}}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	p := NewPlayer(set, noIdle())
	p.Play("Z")
	expectLog(t, run(p, time.Second, time.Second), "0 frame Z 0", "0 end Z zero-cycle")
	p.Play("Z")
	p.Exit()
	expectLog(t, run(p, time.Second, time.Second), "1000 frame Z 0", "1000 frame Z 1", "1010 end Z exit")
}

// TestRule2_AdvanceNeverHangsOnAHostileZeroLoop: a loop that can be left
// but almost never is (20 zero-length frames that each go back to the
// first with 99%: leaving takes 10^40 passes on average) is no real
// shape. Advance must still return: a safety bound of 65,536 + 64 x the
// frame count zero-time steps stops it (reason stalled), far beyond any
// real loop.
func TestRule2_AdvanceNeverHangsOnAHostileZeroLoop(t *testing.T) {
	var frames []FrameItem
	for i := 0; i < 20; i++ {
		frames = append(frames, fr(0, 0, 99))
	}
	frames = append(frames, fr(10))
	set, d := Decode("Actions.json", marshalIndent(t, File{ActionItems: []ActionItem{act("H", frames...)}}), Options{})
	if set == nil || len(d) != 0 {
		t.Fatalf("set=%v, diagnostics:\n%v", set != nil, d)
	}
	p := NewPlayer(set, PlayerOptions{Seed: 1, IdleDelay: -1})
	p.Play("H")
	var evs []Event
	p.AdvanceFunc(time.Second, func(e Event) { evs = append(evs, e) })
	last := evs[len(evs)-1]
	if last.Kind != EventEnd || last.Reason != EndStalled || last.Time != 0 || p.Playing() {
		t.Fatalf("last event %+v, playing %v; want the end (stalled) at 0", last, p.Playing())
	}
	if n, limit := len(evs), zeroRunLimit(len(frames)); n < limit || n > limit+3 {
		t.Errorf("stopped after %d events, want the bound of %d zero-time steps", n, limit)
	}
}

// TestRule2_TrapAnalysisSeesExactlyTheFramesARollCanPick: the load-time
// analysis and the player agree on where a frame can go, for random
// branch lists with probabilities of 0, negative ones and sums over 100
// (possible in a Set made in code): every target the analysis lists is
// picked by some of 20,000 rolls, and no other.
func TestRule2_TrapAnalysisSeesExactlyTheFramesARollCanPick(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	probs := []int{-10, 0, 1, 5, 30, 50, 99, 100, 120}
	for k := 0; k < 300; k++ {
		frames := make([]Frame, 5)
		for i := range frames {
			frames[i].ExitBranch = -1
		}
		for b := rng.IntN(4); b > 0; b-- {
			frames[0].Branches = append(frames[0].Branches, Branch{To: rng.IntN(5), Probability: probs[rng.IntN(len(probs))]})
		}
		var want []int
		forEachNext(frames, 0, func(j int) {
			if !slices.Contains(want, j) {
				want = append(want, j)
			}
		})
		slices.Sort(want)
		set, err := NewSet("code", []Action{{Name: "A", Return: -1, Frames: frames}}, nil)
		if err != nil {
			t.Fatal(err)
		}
		got := slices.Sorted(maps.Keys(branchCounts(t, set, 20000, uint64(k))))
		if !slices.Equal(got, want) {
			t.Fatalf("branches %+v: rolls pick %v, the analysis says %v", frames[0].Branches, got, want)
		}
	}
}
