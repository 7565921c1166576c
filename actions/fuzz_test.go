package actions_test

import (
	"fmt"
	"github.com/rigplay/rigplay/internal/memtest"
	"hash/fnv"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/rigplay/rigplay/actions"
	"github.com/rigplay/rigplay/engine/diag"
	"github.com/rigplay/rigplay/engine/drawlist"
)

// charsDir holds small fixture characters, also fuzz seeds.
const charsDir = "../testdata/actions/chars"

// fuzzLimits keep one fuzz input cheap: a 256 KiB file and 4,000 frames.
var fuzzLimits = actions.Limits{MaxBytes: 256 << 10, MaxFrames: 4000}

// FuzzDecodeAndPlay decodes arbitrary bytes as Actions.json. Whatever the
// input, Decode must not panic and must return either a Set with no errors
// or errors with no Set, each located inside the text. A Set is then
// played for several seconds of logical time with Play, PlayReverse,
// Interrupt, Exit, Stop and PlayState on its actions and states at
// seed-chosen times; the player must not panic or hang, every event must be
// consistent, and the trace must be the same for every tick length.
func FuzzDecodeAndPlay(f *testing.F) {
	for _, pattern := range []string{
		filepath.Join(brokenDir, "*.json"),
		filepath.Join(validDir, "*.json"),
		filepath.Join(charsDir, "*", "Actions.json"),
	} {
		files, _ := filepath.Glob(pattern)
		for _, name := range files {
			data, err := os.ReadFile(name)
			if err != nil {
				f.Fatal(err)
			}
			f.Add(data)
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		memtest.Check(t, "decode", data, fuzzAllocLimit)
		set, diags := actions.Decode("Actions.json", data, actions.Options{Limits: fuzzLimits})
		checkFuzzDiags(t, data, diags)
		if set == nil {
			if !diags.HasErrors() {
				t.Fatalf("no Set and no error: %v", diags)
			}
			return
		}
		if diags.HasErrors() {
			t.Fatalf("a Set came with errors:\n%v", diags)
		}
		checkSet(t, set)
		h := fnv.New64a()
		h.Write(data)
		seed := h.Sum64()
		script := makeScript(set, seed)
		first := playScript(t, set, seed, script, 1*time.Second)
		for _, tick := range []time.Duration{3 * time.Millisecond, 16667 * time.Microsecond} {
			if got := playScript(t, set, seed, script, tick); !sameLog(got, first) {
				t.Fatalf("trace at tick %v differs from the trace at tick 1s:\n%s", tick, logDiff(got, first))
			}
		}
	})
}

// advanceAll advances p by dt and appends every event of the tick to dst
// (AdvanceFunc: Advance keeps at most MaxEvents).
func advanceAll(p *actions.Player, dt time.Duration, dst []actions.Event) []actions.Event {
	p.AdvanceFunc(dt, func(e actions.Event) { dst = append(dst, e) })
	return dst
}

// checkFuzzDiags checks every diagnostic names the file and a place
// inside it.
func checkFuzzDiags(t *testing.T, data []byte, diags diag.List) {
	lines := strings.Count(string(data), "\n") + 1
	for _, d := range diags {
		if d.File != "Actions.json" {
			t.Errorf("diagnostic names file %q: %v", d.File, d)
		}
		if d.Line < 0 || d.Line > lines || (d.Line > 0 && d.Column < 1) {
			t.Errorf("diagnostic at %d:%d outside a %d-line file: %v", d.Line, d.Column, lines, d)
		}
		if d.Pointer != "" && !strings.HasPrefix(d.Pointer, "/") {
			t.Errorf("diagnostic pointer %q is not a JSON pointer", d.Pointer)
		}
		if d.Message == "" {
			t.Errorf("diagnostic without a message: %#v", d)
		}
	}
}

// checkSet checks that every index in a decoded Set is in range.
func checkSet(t *testing.T, set *actions.Set) {
	for ai, a := range set.Actions {
		if set.Action(a.Name) != ai {
			t.Fatalf("Action(%q) = %d, want %d", a.Name, set.Action(a.Name), ai)
		}
		if a.Return < -1 || a.Return >= len(set.Actions) {
			t.Fatalf("action %q returns to %d", a.Name, a.Return)
		}
		n := len(a.Frames)
		for fi, fr := range a.Frames {
			if fr.Duration < 0 || fr.ExitBranch < -1 || fr.ExitBranch >= n {
				t.Fatalf("action %q frame %d: duration %v exit branch %d", a.Name, fi, fr.Duration, fr.ExitBranch)
			}
			sum := 0
			for _, b := range fr.Branches {
				if b.To < 0 || b.To >= n || b.Probability < 0 {
					t.Fatalf("action %q frame %d: branch %+v", a.Name, fi, b)
				}
				sum += b.Probability
			}
			if sum > 100 {
				t.Fatalf("action %q frame %d: probabilities sum to %d", a.Name, fi, sum)
			}
		}
	}
	for si, st := range set.States {
		if set.State(st.Name) != si {
			t.Fatalf("State(%q) = %d, want %d", st.Name, set.State(st.Name), si)
		}
		for _, ai := range st.Actions {
			if ai < 0 || ai >= len(set.Actions) {
				t.Fatalf("state %q lists action %d", st.Name, ai)
			}
		}
	}
}

// op is one request of a fuzz script, made at an exact logical time.
type op struct {
	at   time.Duration
	kind byte // 'p' Play, 'r' PlayReverse, 'i' Interrupt, 'e' Exit, 's' Stop, 'S' PlayState
	name string
}

// The most actions and states a script exercises, so one input stays cheap.
const (
	scriptActions = 12
	scriptStates  = 6
	scriptTail    = 4 * time.Second
)

// makeScript builds, from the seed, requests on every action and state
// (up to the caps above) at shuffled, irregular times.
func makeScript(set *actions.Set, seed uint64) []op {
	rng := rand.New(rand.NewPCG(seed, 7))
	var ops []op
	for i, a := range set.Actions {
		if i == scriptActions {
			break
		}
		ops = append(ops, op{kind: 'p', name: a.Name}, op{kind: 'i', name: a.Name}, op{kind: 'e'})
		if a.Reversible {
			ops = append(ops, op{kind: 'r', name: a.Name})
		}
	}
	for i, s := range set.States {
		if i == scriptStates {
			break
		}
		ops = append(ops, op{kind: 'S', name: s.Name})
	}
	ops = append(ops, op{kind: 's'}, op{kind: 'p', name: "no such action"}, op{kind: 'S', name: "no such state"})
	rng.Shuffle(len(ops), func(i, j int) { ops[i], ops[j] = ops[j], ops[i] })
	gaps := []time.Duration{0, time.Millisecond, 10 * time.Millisecond, 45 * time.Millisecond, 120 * time.Millisecond, 333 * time.Millisecond}
	at := time.Duration(0)
	for i := range ops {
		ops[i].at = at
		at += gaps[rng.IntN(len(gaps))]
	}
	return ops
}

// playScript runs the script in ticks of tick, splitting a tick where a
// request falls, and returns the event log. Idle delays are short so that
// idling and its levels are exercised too.
func playScript(t *testing.T, set *actions.Set, seed uint64, script []op, tick time.Duration) []string {
	p := actions.NewPlayer(set, actions.PlayerOptions{Seed: seed, IdleDelay: 500 * time.Millisecond,
		Idle2Delay: time.Second, Idle3Delay: time.Second})
	end := scriptTail
	if len(script) > 0 {
		end += script[len(script)-1].at
	}
	var log []string
	var dl drawlist.List
	var evs []actions.Event
	now, last := time.Duration(0), time.Duration(0)
	next := 0
	const maxEvents = 2_000_000
	for {
		for next < len(script) && script[next].at == now {
			if err := apply(p, script[next]); err != nil {
				log = append(log, fmt.Sprintf("%v %c %q: %v", now, script[next].kind, script[next].name, err))
			}
			next++
		}
		if now >= end {
			break
		}
		step := min(tick, end-now)
		if next < len(script) && script[next].at-now < step {
			step = script[next].at - now
		}
		evs := advanceAll(p, step, evs[:0])
		before := now
		now += step
		if p.Now() != now {
			t.Fatalf("Now() = %v after advancing to %v", p.Now(), now)
		}
		for _, e := range evs {
			checkEvent(t, set, e, before, now)
			if e.Time < last {
				t.Fatalf("event at %v after an event at %v", e.Time, last)
			}
			last = e.Time
			log = append(log, fmt.Sprintf("%v %d a%d f%d r%d s%d %s", e.Time, e.Kind, e.Action, e.Frame, e.Reason, e.State, e.Sound))
		}
		if len(log) > maxEvents {
			t.Fatalf("more than %d events in %v", maxEvents, now)
		}
		if a, fi := p.Current(); a >= 0 {
			if a >= len(set.Actions) || fi < 0 || fi >= len(set.Actions[a].Frames) {
				t.Fatalf("Current() = %d, %d out of range", a, fi)
			}
			if set.Actions[a].Frames[fi].Duration == 0 {
				t.Fatalf("Current() = %d, %d is a zero-length frame, which is never drawn", a, fi)
			}
			dl = p.AppendDrawList(dl[:0])
			fr := set.Actions[a].Frames[fi]
			if len(dl) != len(fr.Images) {
				t.Fatalf("draw list has %d items for a frame of %d images (not speaking)", len(dl), len(fr.Images))
			}
		}
	}
	return log
}

// apply makes one scripted request.
func apply(p *actions.Player, o op) error {
	switch o.kind {
	case 'p':
		return p.Play(o.name)
	case 'r':
		return p.PlayReverse(o.name)
	case 'i':
		return p.Interrupt(o.name)
	case 'e':
		p.Exit()
	case 's':
		p.Stop()
	case 'S':
		return p.PlayState(o.name)
	}
	return nil
}

// checkEvent checks one event refers to things that exist, at a time
// inside the Advance call that returned it (from..to, both included: a
// request made at from reports its events at from).
func checkEvent(t *testing.T, set *actions.Set, e actions.Event, from, to time.Duration) {
	if e.Time < from || e.Time > to {
		t.Fatalf("event at %v returned by Advance from %v to %v", e.Time, from, to)
	}
	switch e.Kind {
	case actions.EventFrame, actions.EventSound:
		if e.Action < 0 || e.Action >= len(set.Actions) || e.Frame < 0 || e.Frame >= len(set.Actions[e.Action].Frames) {
			t.Fatalf("%v event for action %d frame %d", e.Kind, e.Action, e.Frame)
		}
		if e.Kind == actions.EventSound && e.Sound != set.Actions[e.Action].Frames[e.Frame].Sound {
			t.Fatalf("sound event %q for a frame whose sound is %q", e.Sound, set.Actions[e.Action].Frames[e.Frame].Sound)
		}
	case actions.EventEnd:
		if e.Action < 0 || e.Action >= len(set.Actions) || e.Reason.String() == "unknown" {
			t.Fatalf("end event for action %d, reason %d", e.Action, e.Reason)
		}
		// The validator rejects every zero-length loop playback can
		// enter and never leave, so that guard never fires for a loaded
		// file; the exit limit fires only where exit branches loop short
		// of the last frame (a warning).
		if e.Reason == actions.EndZeroCycle {
			t.Fatalf("action %q ended %v, in a file the validator accepted", set.Actions[e.Action].Name, e.Reason)
		}
		if e.Reason == actions.EndExitLimit && !hasExitLoop(set.Actions[e.Action]) {
			t.Fatalf("action %q ended %v, but its exits all reach the last frame", set.Actions[e.Action].Name, e.Reason)
		}
	case actions.EventState:
		if e.State < 0 || e.State >= len(set.States) {
			t.Fatalf("state event for state %d", e.State)
		}
	default:
		t.Fatalf("event of unknown kind %d", e.Kind)
	}
}

// hasExitLoop reports whether an exit from some frame of a never reaches
// the last frame (docs/actions.md#next-frame: the exit completes on the
// last frame, else follows ExitBranch, else the next frame).
func hasExitLoop(a actions.Action) bool {
	n := len(a.Frames)
	for start := 0; start < n; start++ {
		i := start
		for steps := 0; i < n-1; steps++ {
			if steps > n {
				return true
			}
			if e := a.Frames[i].ExitBranch; e >= 0 {
				i = e
			} else {
				i++
			}
		}
	}
	return false
}

func sameLog(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// logDiff shows the first difference between two logs.
func logDiff(got, want []string) string {
	for i := 0; i < len(got) || i < len(want); i++ {
		var g, w string
		if i < len(got) {
			g = got[i]
		}
		if i < len(want) {
			w = want[i]
		}
		if g != w {
			return fmt.Sprintf("line %d: got %q, want %q (%d vs %d lines)", i, g, w, len(got), len(want))
		}
	}
	return "same"
}

// TestRule2_StalledIdlingStopsWithoutRewindingTime pins a fuzz finding: an
// idle state whose only action is one zero-length frame completes without
// time passing, over and over. The player must stop it (EndStalled) and
// stay stopped, not leave a zero-length frame behind whose end lies in the
// past: that made the next Advance report events back in time, at
// different times for different tick lengths.
func TestRule2_StalledIdlingStopsWithoutRewindingTime(t *testing.T) {
	data := []byte(`{"ActionItems": [{"Name": "Nothing", "Frames": [{"Duration": 0}]}], "States": {"IdlingLevel1": ["Nothing"]}}`)
	set, d := actions.Decode("Actions.json", data, actions.Options{})
	if set == nil {
		t.Fatal(d)
	}
	for _, tick := range []time.Duration{3 * time.Millisecond, time.Second} {
		p := actions.NewPlayer(set, actions.PlayerOptions{Seed: 1, IdleDelay: 500 * time.Millisecond})
		var last actions.Event
		n := 0
		for now := time.Duration(0); now < 2*time.Second; now += tick {
			for _, e := range p.Advance(tick) {
				if e.Time < now {
					t.Fatalf("tick %v: event %+v reported by the Advance from %v", tick, e, now)
				}
				last = e
				n++
			}
			if now == time.Second {
				p.Exit()
			}
		}
		if last.Kind != actions.EventEnd || last.Reason != actions.EndStalled || last.Time != 500*time.Millisecond {
			t.Errorf("tick %v: last of %d events is %+v, want the end (stalled) of the idle action at 500ms", tick, n, last)
		}
		if p.Playing() {
			t.Errorf("tick %v: still playing after the stall", tick)
		}
	}
}

// TestRule2_ValidatorAndPlayerAgreeOnRandomFiles generates small random
// files rich in zero-length frames, branches and exit branches. Each one
// the validator accepts must play (scripted, as in the fuzz target) without
// the runtime's zero-cycle guard firing, with the exit limit only where it
// warned of exit branches that loop, and with the same trace at every tick;
// each one it refuses must be refused for a rule of
// docs/actions.md#diagnostics.
func TestRule2_ValidatorAndPlayerAgreeOnRandomFiles(t *testing.T) {
	rng := rand.New(rand.NewPCG(2024, 11))
	accepted, refused := 0, 0
	reasons := []string{"form a loop that playback can enter and never leave", "over 100%"}
	for i := 0; i < 800; i++ {
		data := randomActions(rng)
		set, diags := actions.Decode("Actions.json", data, actions.Options{})
		if set == nil {
			refused++
			for _, d := range diags.Errors() {
				ok := false
				for _, r := range reasons {
					ok = ok || strings.Contains(d.Message, r)
				}
				if !ok {
					t.Fatalf("file %d refused for %v:\n%s", i, d, data)
				}
			}
			continue
		}
		accepted++
		for _, a := range set.Actions {
			warned := false
			for _, d := range diags {
				warned = warned || strings.Contains(d.Message, fmt.Sprintf("exit branches of action %q loop", a.Name))
			}
			if warned != hasExitLoop(a) {
				t.Fatalf("file %d, action %s: exit-loop warning %v, but a loop is %v:\n%s", i, a.Name, warned, hasExitLoop(a), data)
			}
		}
		seed := rng.Uint64()
		script := makeScript(set, seed)
		a := playScript(t, set, seed, script, time.Second)
		if b := playScript(t, set, seed, script, 16667*time.Microsecond); !sameLog(a, b) {
			t.Fatalf("file %d: trace depends on the tick: %s\n%s", i, logDiff(b, a), data)
		}
	}
	t.Logf("accepted %d, refused %d", accepted, refused)
	if accepted < 150 || refused < 150 {
		t.Errorf("accepted %d, refused %d: the generator no longer covers both sides", accepted, refused)
	}
}

// randomActions writes a small Actions.json of one to three actions.
func randomActions(rng *rand.Rand) []byte {
	var b strings.Builder
	b.WriteString(`{"ActionItems": [`)
	na := 1 + rng.IntN(3)
	for a := 0; a < na; a++ {
		if a > 0 {
			b.WriteString(",")
		}
		n := 1 + rng.IntN(6)
		fmt.Fprintf(&b, `{"Name": "A%d", "Reverse": %v, "Frames": [`, a, rng.IntN(2) == 0)
		for f := 0; f < n; f++ {
			if f > 0 {
				b.WriteString(",")
			}
			durations := []int{0, 0, 10, 50, 100}
			exit := -1
			switch k := rng.IntN(16); {
			case k == 0:
				exit = rng.IntN(n) // may loop: an exit cycle
			case k < 4 && f+1 < n:
				exit = f + 1 + rng.IntN(n-f-1)
			}
			fmt.Fprintf(&b, `{"Duration": %d, "ExitBranch": %d, "Branches": [`, durations[rng.IntN(len(durations))], exit)
			nb := rng.IntN(3)
			for k := 0; k < nb; k++ {
				if k > 0 {
					b.WriteString(",")
				}
				probs := []int{0, 10, 20, 30, 50, 100}
				fmt.Fprintf(&b, `{"BranchTo": %d, "Probability": %d}`, rng.IntN(n), probs[rng.IntN(len(probs))])
			}
			b.WriteString("]}")
		}
		b.WriteString("]}")
	}
	fmt.Fprintf(&b, `], "States": {"IdlingLevel1": ["A0"], "Showing": ["A0", "A%d"]}}`, na-1)
	return []byte(b.String())
}

// TestRule2_LongZeroLengthChainIsNotAStall: zero-length frames are passed
// through at once, however many follow each other; only a loop no branch
// leads out of (found at load time) or actions that keep completing
// without time passing stop playback. An action of 1,500 zero-length frames and a
// last frame of 10 ms must play to its end.
func TestRule2_LongZeroLengthChainIsNotAStall(t *testing.T) {
	var b strings.Builder
	b.WriteString(`{"ActionItems": [{"Name": "Long", "Frames": [`)
	const n = 1500
	for i := 0; i < n; i++ {
		b.WriteString(`{"Duration": 0},`)
	}
	b.WriteString(`{"Duration": 10}]}]}`)
	set, d := actions.Decode("Actions.json", []byte(b.String()), actions.Options{})
	if set == nil {
		t.Fatal(d)
	}
	p := actions.NewPlayer(set, actions.PlayerOptions{Seed: 1, IdleDelay: -1})
	if err := p.Play("Long"); err != nil {
		t.Fatal(err)
	}
	evs := advanceAll(p, time.Second, nil)
	if len(evs) != n+2 {
		t.Fatalf("%d events, want %d frames and an end", len(evs), n+2)
	}
	last := evs[len(evs)-1]
	if last.Kind != actions.EventEnd || last.Reason != actions.EndComplete || last.Time != 10*time.Millisecond {
		t.Errorf("last event %+v, want the end (complete) at 10ms", last)
	}
}
