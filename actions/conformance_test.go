package actions_test

import (
	"fmt"
	"math"
	"os"
	"path"
	"testing"
	"time"

	"github.com/rigplay/rigplay/actions"
)

// Conformance against the public sample character of the app that defines
// Actions.json (../shared/data, read in place, never copied). Its Duration
// unit is Microsoft Agent's 1/100 s. What the tests expect was read from
// its Actions.json: Show is one frame of 10 units; Idle has 11 frames of 10
// units except frame 6 (15); frame 5 branches to 8 with 3%, frame 6 to 7
// with 98% and to itself with 2%; exit branches 3->9, 4->9, 6->8, 7->9.

const sampleDir = "../../shared/data/nsquared-simple-character"

const agentUnit = 10 * time.Millisecond

// loadSample loads the sample through os.OpenRoot, as the CLI does, or
// skips when the shared data is absent.
func loadSample(t *testing.T, unit time.Duration) *actions.Set {
	t.Helper()
	if _, err := os.Stat(path.Join(sampleDir, "Actions.json")); err != nil {
		t.Skipf("public sample not present: %v", err)
	}
	root, err := os.OpenRoot(sampleDir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { root.Close() })
	set, diags := actions.Load(root.FS(), "Actions.json", actions.Options{Unit: unit})
	if set == nil || len(diags) != 0 {
		t.Fatalf("sample: set=%v, diagnostics:\n%v", set != nil, diags)
	}
	return set
}

// idleExit and idleImages are the sample's Idle frames, as in its file.
var (
	idleExit   = []int{-1, -1, -1, 9, 9, -1, 8, 9, -1, -1, -1}
	idleImages = []string{"0000", "0045", "0046", "0047", "0048", "0049", "0050", "0051", "0052", "0053", "0000"}
)

func idleDuration(frame int) time.Duration {
	if frame == 6 {
		return 150 * time.Millisecond
	}
	return 100 * time.Millisecond
}

// TestConformance_SampleLoads checks the sample validates with its unit,
// and what it holds: actions, states, durations, branches and images
// resolved to Frames/<name>.png (docs/character-package.md#extensions).
func TestConformance_SampleLoads(t *testing.T) {
	set := loadSample(t, agentUnit)
	show, idle := set.Action("Show"), set.Action("Idle")
	if len(set.Actions) != 2 || show != 0 || idle != 1 {
		t.Fatalf("actions: %d, Show at %d, Idle at %d", len(set.Actions), show, idle)
	}
	if len(set.States) != 2 || set.State("Showing") < 0 || set.State("IdlingLevel1") < 0 {
		t.Fatalf("states: %+v", set.States)
	}
	if st := set.States[set.State("Showing")]; len(st.Actions) != 1 || st.Actions[0] != show {
		t.Errorf("Showing lists %v, want [Show]", st.Actions)
	}
	if st := set.States[set.State("IdlingLevel1")]; len(st.Actions) != 1 || st.Actions[0] != idle {
		t.Errorf("IdlingLevel1 lists %v, want [Idle]", st.Actions)
	}
	s := set.Actions[show]
	if len(s.Frames) != 1 || s.Frames[0].Duration != 100*time.Millisecond || s.Return != -1 || s.Reversible || s.MenuLabel != "Show" {
		t.Errorf("Show: %+v", s)
	}
	if im := s.Frames[0].Images; len(im) != 1 || im[0].Path != "Frames/0000.png" || im[0].OffsetX != 0 || im[0].OffsetY != 0 {
		t.Errorf("Show's image: %+v", im)
	}
	a := set.Actions[idle]
	if len(a.Frames) != len(idleExit) {
		t.Fatalf("Idle has %d frames, want %d", len(a.Frames), len(idleExit))
	}
	for i, fr := range a.Frames {
		if fr.Duration != idleDuration(i) || fr.ExitBranch != idleExit[i] || fr.Sound != "" || len(fr.Mouths) != 0 {
			t.Errorf("Idle frame %d: duration %v exit %d sound %q mouths %d", i, fr.Duration, fr.ExitBranch, fr.Sound, len(fr.Mouths))
		}
		if want := "Frames/" + idleImages[i] + ".png"; len(fr.Images) != 1 || fr.Images[0].Path != want {
			t.Errorf("Idle frame %d images %+v, want %s", i, fr.Images, want)
		}
		var want []actions.Branch
		switch i {
		case 5:
			want = []actions.Branch{{To: 8, Probability: 3}}
		case 6:
			want = []actions.Branch{{To: 7, Probability: 98}, {To: 6, Probability: 2}}
		}
		if fmt.Sprint(fr.Branches) != fmt.Sprint(want) {
			t.Errorf("Idle frame %d branches %v, want %v", i, fr.Branches, want)
		}
	}
}

// TestConformance_UnitIsDeclaredNotGuessed checks that without the declared
// unit the same file plays in milliseconds (docs/actions.md#duration-unit).
func TestConformance_UnitIsDeclaredNotGuessed(t *testing.T) {
	set := loadSample(t, 0)
	if d := set.Actions[set.Action("Show")].Frames[0].Duration; d != 10*time.Millisecond {
		t.Errorf("Show's frame lasts %v in milliseconds, want 10ms", d)
	}
}

type ev struct {
	t      time.Duration
	kind   actions.EventKind
	name   string // action or state
	frame  int
	reason actions.EndReason
}

func (e ev) String() string {
	return fmt.Sprintf("%v %v %s f%d %v", e.t, e.kind, e.name, e.frame, e.reason)
}

// record advances p to total in ticks and returns its events by name.
func record(set *actions.Set, p *actions.Player, total, tick time.Duration) []ev {
	var out []ev
	for now := time.Duration(0); now < total; now += tick {
		for _, e := range p.Advance(min(tick, total-now)) {
			out = append(out, toEv(set, e))
		}
	}
	return out
}

func toEv(set *actions.Set, e actions.Event) ev {
	x := ev{t: e.Time, kind: e.Kind, frame: e.Frame, reason: e.Reason}
	switch {
	case e.Kind == actions.EventState:
		x.name = set.States[e.State].Name
	case e.Action >= 0:
		x.name = set.Actions[e.Action].Name
	}
	if e.Kind != actions.EventFrame && e.Kind != actions.EventSound {
		x.frame = 0
	}
	if e.Kind != actions.EventEnd {
		x.reason = 0
	}
	return x
}

// TestConformance_ShowThenIdle: Show's frame lasts 100 ms, the player holds
// it, and idling starts 5 s (the default delay) after Show completed; the
// first five Idle frames follow each other every 100 ms.
func TestConformance_ShowThenIdle(t *testing.T) {
	set := loadSample(t, agentUnit)
	for _, tick := range []time.Duration{time.Millisecond, 16667 * time.Microsecond, time.Second} {
		p := actions.NewPlayer(set, actions.PlayerOptions{Seed: 42})
		if err := p.Show(); err != nil {
			t.Fatal(err)
		}
		got := record(set, p, 5650*time.Millisecond, tick)
		ms := time.Millisecond
		want := []ev{
			{t: 0, kind: actions.EventState, name: "Showing"},
			{t: 0, kind: actions.EventFrame, name: "Show", frame: 0},
			{t: 100 * ms, kind: actions.EventEnd, name: "Show", reason: actions.EndComplete},
			{t: 5100 * ms, kind: actions.EventState, name: "IdlingLevel1"},
			{t: 5100 * ms, kind: actions.EventFrame, name: "Idle", frame: 0},
			{t: 5200 * ms, kind: actions.EventFrame, name: "Idle", frame: 1},
			{t: 5300 * ms, kind: actions.EventFrame, name: "Idle", frame: 2},
			{t: 5400 * ms, kind: actions.EventFrame, name: "Idle", frame: 3},
			{t: 5500 * ms, kind: actions.EventFrame, name: "Idle", frame: 4},
			{t: 5600 * ms, kind: actions.EventFrame, name: "Idle", frame: 5},
		}
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("tick %v: events\n%v\nwant\n%v", tick, got, want)
		}
		if p.IdleLevel() != 1 {
			t.Errorf("tick %v: idle level %d at 5.65s, want 1", tick, p.IdleLevel())
		}
	}
	// Between Show's end and idling, Show's frame stays on screen.
	p := actions.NewPlayer(set, actions.PlayerOptions{Seed: 42})
	p.Show()
	p.Advance(3 * time.Second)
	if a, f := p.Current(); a != set.Action("Show") || f != 0 || p.Playing() || p.IdleLevel() != 0 {
		t.Errorf("at 3s: current %d/%d playing=%v idle=%d, want Show's frame held, not idling", a, f, p.Playing(), p.IdleLevel())
	}
}

// TestConformance_IdleFollowsItsBranches idles for an hour of logical time
// and checks every Idle frame change against the file: each frame starts
// exactly when the previous one's time is up, frame 5 goes to 8 or 6,
// frame 6 to 7 or back to 6, the others to the next frame, and each
// completed Idle is followed at once by the next. Over the many loops the
// 3% and 2% branches are taken about that often.
func TestConformance_IdleFollowsItsBranches(t *testing.T) {
	set := loadSample(t, agentUnit)
	idle := set.Action("Idle")
	p := actions.NewPlayer(set, actions.PlayerOptions{Seed: 7})
	p.Show()
	var prev *actions.Event
	counts := map[[2]int]int{}
	loops := 0
	for now := time.Duration(0); now < time.Hour; now += time.Second {
		for _, e := range p.Advance(time.Second) {
			if e.Action != idle {
				continue
			}
			switch e.Kind {
			case actions.EventEnd:
				if e.Reason != actions.EndComplete || prev == nil || prev.Frame != 10 {
					t.Fatalf("Idle ended %v after %+v", e.Reason, prev)
				}
				if e.Time != prev.Time+idleDuration(10) {
					t.Fatalf("Idle ended at %v, frame 10 started at %v", e.Time, prev.Time)
				}
				loops++
				prev = nil
				continue
			case actions.EventFrame:
			default:
				continue
			}
			e := e
			if prev == nil {
				if e.Frame != 0 {
					t.Fatalf("Idle started at frame %d", e.Frame)
				}
				prev = &e
				continue
			}
			if e.Time != prev.Time+idleDuration(prev.Frame) {
				t.Fatalf("frame %d at %v after frame %d at %v", e.Frame, e.Time, prev.Frame, prev.Time)
			}
			ok := e.Frame == prev.Frame+1 && prev.Frame != 6 ||
				prev.Frame == 5 && e.Frame == 8 ||
				prev.Frame == 6 && (e.Frame == 7 || e.Frame == 6)
			if !ok {
				t.Fatalf("Idle went from frame %d to %d", prev.Frame, e.Frame)
			}
			counts[[2]int{prev.Frame, e.Frame}]++
			prev = &e
		}
	}
	t.Logf("%d Idle loops; transitions %v", loops, counts)
	if loops < 3000 {
		t.Fatalf("only %d Idle loops in an hour", loops)
	}
	// Binomial checks, 5 standard deviations wide (the seed is fixed, so
	// the test is deterministic; the bounds only say the rates are right).
	rate := func(hit, miss [2]int, p float64) {
		n := float64(counts[hit] + counts[miss])
		k := float64(counts[hit])
		sd := 5 * math.Sqrt(n*p*(1-p))
		if k < n*p-sd || k > n*p+sd {
			t.Errorf("branch %v taken %v times of %v, want about %.0f%%", hit, k, n, p*100)
		}
	}
	rate([2]int{5, 8}, [2]int{5, 6}, 0.03)
	rate([2]int{6, 6}, [2]int{6, 7}, 0.02)
}

// TestConformance_IdleExitBranches asks Idle to exit in each of its
// frames and checks the path it leaves by: the file's exit branches, the
// next frame where there is none, never a random branch, each frame for
// its full time, then the end with reason exit.
func TestConformance_IdleExitBranches(t *testing.T) {
	set := loadSample(t, agentUnit)
	paths := map[int][]int{
		0: {1, 2, 3, 9, 10}, 1: {2, 3, 9, 10}, 2: {3, 9, 10}, 3: {9, 10}, 4: {9, 10},
		5: {6, 8, 9, 10}, 6: {8, 9, 10}, 7: {9, 10}, 8: {9, 10}, 9: {10}, 10: {},
	}
	for k := 0; k <= 10; k++ {
		reached := false
		for seed := uint64(1); seed < 500 && !reached; seed++ {
			p := actions.NewPlayer(set, actions.PlayerOptions{Seed: seed, IdleDelay: -1})
			if err := p.Play("Idle"); err != nil {
				t.Fatal(err)
			}
			var start time.Duration
			for now := time.Duration(0); now < 2*time.Second; now += time.Millisecond {
				for _, e := range p.Advance(time.Millisecond) {
					if e.Kind == actions.EventFrame && e.Frame == k {
						reached, start = true, e.Time
					}
				}
				if reached || !p.Playing() {
					break
				}
			}
			if !reached {
				continue
			}
			p.Exit()
			var got []int
			end := start + idleDuration(k)
			var last ev
			for _, e := range record(set, p, 3*time.Second, 7*time.Millisecond) {
				last = e
				if e.kind == actions.EventEnd {
					break
				}
				if e.t != end {
					t.Errorf("exit from %d: frame %d at %v, want %v", k, e.frame, e.t, end)
				}
				got = append(got, e.frame)
				end += idleDuration(e.frame)
			}
			if fmt.Sprint(got) != fmt.Sprint(paths[k]) {
				t.Errorf("exit from frame %d went through %v, want %v", k, got, paths[k])
			}
			if last.kind != actions.EventEnd || last.name != "Idle" || last.reason != actions.EndExit || last.t != end {
				t.Errorf("exit from frame %d ended with %v, want Idle's end (exit) at %v", k, last, end)
			}
		}
		if !reached {
			t.Errorf("no seed reached Idle frame %d", k)
		}
	}
	if err := actions.NewPlayer(set, actions.PlayerOptions{}).PlayReverse("Idle"); err == nil {
		t.Error("Idle's Reverse is false, yet PlayReverse accepted it")
	}
}

// TestConformance_InterruptLeavesIdleThroughItsExitBranch: Interrupt(Show)
// during Idle frame 3 takes the exit branch to 9, then 10, then Show plays.
func TestConformance_InterruptLeavesIdleThroughItsExitBranch(t *testing.T) {
	set := loadSample(t, agentUnit)
	p := actions.NewPlayer(set, actions.PlayerOptions{Seed: 3, IdleDelay: -1})
	p.Play("Idle")
	record(set, p, 350*time.Millisecond, 50*time.Millisecond)
	if err := p.Interrupt("Show"); err != nil {
		t.Fatal(err)
	}
	got := record(set, p, time.Second, 16667*time.Microsecond)
	ms := time.Millisecond
	want := []ev{
		{t: 400 * ms, kind: actions.EventFrame, name: "Idle", frame: 9},
		{t: 500 * ms, kind: actions.EventFrame, name: "Idle", frame: 10},
		{t: 600 * ms, kind: actions.EventEnd, name: "Idle", reason: actions.EndExit},
		{t: 600 * ms, kind: actions.EventFrame, name: "Show", frame: 0},
		{t: 700 * ms, kind: actions.EventEnd, name: "Show", reason: actions.EndComplete},
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("events\n%v\nwant\n%v", got, want)
	}
}

// TestConformance_EveryExitEndsByItself: each action of the sample, asked
// to exit as it starts, ends by itself (exit or complete) within the sum of
// its frames' durations (docs/actions.md#exit: an exit finishes on the last
// frame).
func TestConformance_EveryExitEndsByItself(t *testing.T) {
	set := loadSample(t, agentUnit)
	for ai, a := range set.Actions {
		var total time.Duration
		for _, f := range a.Frames {
			total += f.Duration
		}
		for seed := uint64(0); seed < 50; seed++ {
			p := actions.NewPlayer(set, actions.PlayerOptions{Seed: seed, IdleDelay: -1})
			if err := p.Play(a.Name); err != nil {
				t.Fatal(err)
			}
			p.Exit()
			ended := false
			for _, e := range p.Advance(total) {
				if e.Kind == actions.EventEnd && e.Action == ai {
					if e.Reason != actions.EndExit && e.Reason != actions.EndComplete {
						t.Fatalf("%s (seed %d) ended %v", a.Name, seed, e.Reason)
					}
					ended = true
				}
			}
			if !ended {
				t.Fatalf("%s (seed %d) did not end within %v", a.Name, seed, total)
			}
		}
	}
}

// TestRule2_RealShapedFileEveryExitEndsByItself: the real shapes of
// testdata/actions/valid/real-shapes.json (exit branches on the last frame
// that point back, a 0 ms frame branching 91% to itself, a waiting last
// frame, Return actions) load without a word, and every action asked to
// exit as it starts ends by itself within the sum of its frames' durations.
func TestRule2_RealShapedFileEveryExitEndsByItself(t *testing.T) {
	set, d := actions.Load(os.DirFS(validDir), "real-shapes.json", actions.Options{})
	if set == nil || len(d) != 0 {
		t.Fatalf("set=%v, diagnostics:\n%v", set != nil, d)
	}
	for ai, a := range set.Actions {
		var total time.Duration
		for _, f := range a.Frames {
			total += f.Duration
		}
		for seed := uint64(0); seed < 50; seed++ {
			p := actions.NewPlayer(set, actions.PlayerOptions{Seed: seed, IdleDelay: -1})
			p.Play(a.Name)
			p.Exit()
			ended := false
			for _, e := range p.Advance(total) {
				if e.Kind == actions.EventEnd && e.Action == ai && !ended {
					if e.Reason != actions.EndExit && e.Reason != actions.EndComplete {
						t.Fatalf("%s (seed %d) ended %v", a.Name, seed, e.Reason)
					}
					ended = true
				}
			}
			if !ended {
				t.Fatalf("%s (seed %d) did not end within %v", a.Name, seed, total)
			}
		}
	}
}
