package main

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/rigplay/rigplay/actions"
	"github.com/rigplay/rigplay/engine/character"
)

// traceLines runs `rigplay trace args...`, fails on a non-zero exit and
// returns the output lines.
func traceLines(t *testing.T, args ...string) []string {
	t.Helper()
	code, out, errs := runActionsCLI(append([]string{"trace"}, args...)...)
	if code != 0 {
		t.Fatalf("trace %v: exit %d, stderr %q", args, code, errs)
	}
	return strings.Split(strings.TrimSuffix(out, "\n"), "\n")
}

// traceEvent is one decoded trace line.
type traceEvent struct {
	T      float64 `json:"t"`
	Event  string  `json:"event"`
	Action string  `json:"action"`
	Frame  *int    `json:"frame"`
	File   string  `json:"file"`
	Reason string  `json:"reason"`
	State  string  `json:"state"`
	// Request numbers the request an end completes (0: none).
	Request int `json:"request"`
}

// short prints an event compactly for comparisons.
func (e traceEvent) short() string {
	s := fmt.Sprintf("%g %s", e.T, e.Event)
	switch e.Event {
	case "frame":
		s += fmt.Sprintf(" %s/%d", e.Action, *e.Frame)
	case "sound":
		s += fmt.Sprintf(" %s/%d %s", e.Action, *e.Frame, e.File)
	case "end":
		s += " " + e.Action + " " + e.Reason
	case "state":
		s += " " + e.State
	}
	return s
}

// decodeTrace checks every line is a JSON object with the documented keys
// for its event, and returns the events.
func decodeTrace(t *testing.T, lines []string) []traceEvent {
	t.Helper()
	need := map[string]string{
		"frame": "action,event,frame,t",
		"sound": "action,event,file,frame,t",
		"end":   "action,event,reason,t",
		"state": "event,state,t",
	}
	var out []traceEvent
	for i, l := range lines {
		var raw map[string]json.RawMessage
		if err := json.Unmarshal([]byte(l), &raw); err != nil {
			t.Fatalf("line %d %q is not a JSON object: %v", i+1, l, err)
		}
		var e traceEvent
		if err := json.Unmarshal([]byte(l), &e); err != nil {
			t.Fatalf("line %d %q: %v", i+1, l, err)
		}
		var keys []string
		for _, k := range []string{"action", "event", "file", "frame", "reason", "request", "state", "t"} {
			if _, ok := raw[k]; ok {
				keys = append(keys, k)
			}
		}
		if len(keys) != len(raw) {
			t.Errorf("line %d %q has undocumented keys", i+1, l)
		}
		if e.Event == "end" && e.Request > 0 {
			// The end of a request's action says which request.
			keys = slices.DeleteFunc(keys, func(k string) bool { return k == "request" })
		}
		if want, ok := need[e.Event]; !ok || strings.Join(keys, ",") != want {
			t.Errorf("line %d %q: keys %v, want %s for event %q", i+1, l, keys, want, e.Event)
		}
		if i > 0 && e.T < out[i-1].T {
			t.Errorf("line %d goes back in time: %q", i+1, l)
		}
		out = append(out, e)
	}
	return out
}

func shortTrace(t *testing.T, args ...string) []string {
	t.Helper()
	var s []string
	for _, e := range decodeTrace(t, traceLines(t, args...)) {
		s = append(s, e.short())
	}
	return s
}

// expectPrefix checks the trace starts with want.
func expectPrefix(t *testing.T, got []string, want ...string) {
	t.Helper()
	if len(got) < len(want) || strings.Join(got[:len(want)], "\n") != strings.Join(want, "\n") {
		t.Errorf("trace starts\n%s\nwant\n%s", strings.Join(got[:min(len(got), len(want)+2)], "\n"), strings.Join(want, "\n"))
	}
}

// TestTraceShowsThenIdles: with no request the character shows, holds
// the last frame, and idles after the manifest's idleDelayMs (1000).
// Images resolve through Frames/ and sounds through Sounds/.
func TestTraceShowsThenIdles(t *testing.T) {
	got := shortTrace(t, actionChar("good"), "--for", "2s")
	expectPrefix(t, got,
		"0 state Showing",
		"0 frame Show/0",
		"0 sound Show/0 Sounds/ding.wav",
		"100 frame Show/1",
		"250 end Show complete",
		"1250 state IdlingLevel1",
		"1250 frame Idle/0",
		"1450 frame Idle/1",
	)
}

// TestTraceSameSeedSameLines: the output depends on the seed only.
func TestTraceSameSeedSameLines(t *testing.T) {
	a := traceLines(t, actionChar("good"), "--seed", "5", "--for", "30s")
	b := traceLines(t, "--seed", "5", actionChar("good"), "--for", "30s")
	if strings.Join(a, "\n") != strings.Join(b, "\n") {
		t.Error("two runs with --seed 5 differ")
	}
	c := traceLines(t, actionChar("good"), "--seed", "6", "--for", "30s")
	if strings.Join(a, "\n") == strings.Join(c, "\n") {
		t.Error("--seed 5 and --seed 6 print the same 30 s of a branching character")
	}
}

// TestTraceTickIndependence: the same lines for every --tick, with and
// without --exit-at (the exit falls inside a tick for most tick lengths).
func TestTraceTickIndependence(t *testing.T) {
	for _, extra := range [][]string{nil, {"--exit-at", "2.61s"}, {"--state", "IdlingLevel1", "--exit-at", "777ms"}} {
		var first []string
		for _, tick := range []string{"1ms", "16.667ms", "100ms", "1s"} {
			args := append([]string{actionChar("good"), "--seed", "3", "--for", "12s", "--tick", tick}, extra...)
			got := traceLines(t, args...)
			if first == nil {
				first = got
				if len(got) < 20 {
					t.Fatalf("%v: only %d lines", args, len(got))
				}
				continue
			}
			if strings.Join(got, "\n") != strings.Join(first, "\n") {
				t.Errorf("%v: output differs from --tick 1ms", args)
			}
		}
		if len(extra) > 0 && !strings.Contains(strings.Join(first, "\n"), `"reason":"exit"`) {
			t.Errorf("%v: no action ended by the exit", extra)
		}
	}
}

// TestTraceExitAt: --exit-at asks the playing action to leave through its
// exit branch. Idle's frame 0 has none (next frame, no random branches),
// frame 2 exits to 4.
func TestTraceExitAt(t *testing.T) {
	got := shortTrace(t, actionChar("good"), "--state", "IdlingLevel1", "--exit-at", "50ms", "--for", "1s")
	expectPrefix(t, got,
		"0 state IdlingLevel1",
		"0 frame Idle/0",
		"200 frame Idle/1",
		"200 frame Idle/2",
		"320 frame Idle/4",
		"420 end Idle exit",
	)
}

// TestTracePlayQueues: --play is repeatable and queues in order; Wave's
// Return (Rest) plays before the next queued action, and Wave's end says
// "held" (its pose stayed, its way back pending; "complete" before issue
// 17, when the Return followed at once).
func TestTracePlayQueues(t *testing.T) {
	got := shortTrace(t, actionChar("good"), "--play", "Wave", "--play", "Blink", "--for", "1s")
	want := []string{
		"0 frame Wave/0",
		"100 frame Wave/1",
		"100 sound Wave/1 Sounds/ding.wav",
		"200 end Wave held",
		"200 frame Rest/0",
		"250 end Rest complete",
		"250 frame Blink/0",
		"250 frame Blink/1",
		"280 end Blink complete",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("trace\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestTraceState: --state enters the state, which plays one of its actions.
func TestTraceState(t *testing.T) {
	got := shortTrace(t, actionChar("good"), "--state", "Speaking", "--for", "150ms")
	want := []string{"0 state Speaking", "0 frame Wave/0", "100 frame Wave/1", "100 sound Wave/1 Sounds/ding.wav"}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("trace\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

func TestTraceErrors(t *testing.T) {
	for _, c := range []struct {
		args []string
		code int
		msg  string
	}{
		{[]string{actionChar("good"), "--play", "Nope"}, 1, `no action named "Nope"`},
		{[]string{actionChar("good"), "--state", "Nowhere"}, 1, `no state named "Nowhere"`},
		{[]string{actionChar("broken")}, 1, `/ActionItems/0/Frames/1/Branches/0/BranchTo: frame 12 does not exist`},
		{[]string{actionChar("good"), "--tick", "0s"}, 2, "usage: rigplay trace"},
		{[]string{actionChar("good"), actionChar("warn")}, 2, "usage: rigplay trace"},
		{[]string{actionChar("good"), "--for", "soon"}, 2, "invalid value"},
	} {
		code, out, errs := runActionsCLI(append([]string{"trace"}, c.args...)...)
		if code != c.code || !strings.Contains(errs, c.msg) {
			t.Errorf("trace %v: exit %d, stderr %q; want exit %d and %q", c.args, code, errs, c.code, c.msg)
		}
		if c.code == 2 && out != "" {
			t.Errorf("trace %v: usage error printed %q on stdout", c.args, out)
		}
	}
}

// TestTraceLinesAreJSONForAnyName: names with control characters, quotes
// and non-ASCII text still give JSON lines that decode to the same names.
func TestTraceLinesAreJSONForAnyName(t *testing.T) {
	name, sound, state := "a\x01\x7f\v\"\\<é\u2028", "Sounds/\x02ding.wav", "St\x1fate"
	set, err := actions.NewSet("Actions.json", []actions.Action{{Name: name, Return: -1,
		Frames: []actions.Frame{{Duration: time.Millisecond, ExitBranch: -1, Sound: sound}}}},
		[]actions.State{{Name: state, Actions: []int{0}}})
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range []character.Event{
		{Kind: character.EventFrame, Action: 0},
		{Kind: character.EventSound, Action: 0, Sound: sound},
		{Kind: character.EventState, Action: -1, State: 0},
	} {
		line := appendEvent(nil, set, e, 0)
		var got traceEvent
		if err := json.Unmarshal(line, &got); err != nil {
			t.Fatalf("%s is not JSON: %v", line, err)
		}
		if e.Kind != character.EventState && got.Action != name {
			t.Errorf("%s: action %q, want %q", line, got.Action, name)
		}
		if e.Kind == character.EventSound && got.File != sound {
			t.Errorf("%s: file %q, want %q", line, got.File, sound)
		}
		if e.Kind == character.EventState && got.State != state {
			t.Errorf("%s: state %q, want %q", line, got.State, state)
		}
	}
}

// TestRuleTrace_HeldPoseWayBackAndReturnAtTheNextRequest: `rigplay trace`
// on testdata/actions/chars/agent shows an exit-branching action's held
// pose (its request's end says "held"), its exit path played, with its
// sound, when the next request comes (an end "exit" of no request), a
// Return played at the next request, not at once, and how each request
// ended ("request": its number).
func TestRuleTrace_HeldPoseWayBackAndReturnAtTheNextRequest(t *testing.T) {
	for _, tc := range []struct {
		name string
		args []string
		want []string
	}{
		{"exit branching", []string{"--play", "Sad", "--play", "Rest@1s", "--for", "2s"}, []string{
			"0 frame Sad/0", "100 frame Sad/1", "200 frame Sad/2", "500 frame Sad/5", "500 end Sad held #1",
			"1000 frame Sad/3", "1000 sound Sad/3 Sounds/ding.wav", "1100 frame Sad/4", "1200 frame Sad/5", "1200 end Sad exit",
			"1200 frame Rest/0", "1300 end Rest complete #2",
		}},
		{"Return", []string{"--play", "Think", "--play", "Rest@1s", "--for", "2s"}, []string{
			"0 frame Think/0", "100 frame Think/1", "300 end Think held #1",
			"1000 frame ThinkReturn/0", "1100 frame ThinkReturn/1", "1200 end ThinkReturn complete",
			"1200 frame Rest/0", "1300 end Rest complete #2",
		}},
		{"Stop plays the way back", []string{"--play", "Sad", "--stop-at", "1s", "--for", "2s"}, []string{
			"0 frame Sad/0", "100 frame Sad/1", "200 frame Sad/2", "500 frame Sad/5", "500 end Sad held #1",
			"1000 frame Sad/3", "1000 sound Sad/3 Sounds/ding.wav", "1100 frame Sad/4", "1200 frame Sad/5", "1200 end Sad exit",
		}},
		{"interrupted mid-play: silent exit", []string{"--play", "Sad", "--exit-at", "250ms", "--for", "2s"}, []string{
			"0 frame Sad/0", "100 frame Sad/1", "200 frame Sad/2", "500 frame Sad/3", "600 frame Sad/4", "700 frame Sad/5", "700 end Sad exit #1",
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for _, tick := range []string{"1ms", "16.667ms", "1h"} {
				var got []string
				for _, e := range decodeTrace(t, traceLines(t, append([]string{actionChar("agent"), "--tick", tick}, tc.args...)...)) {
					s := e.short()
					if e.Request > 0 {
						s += fmt.Sprintf(" #%d", e.Request)
					}
					got = append(got, s)
				}
				// Idling (idleDelayMs 1000) may follow; the rule is what
				// comes before it.
				if i := slices.IndexFunc(got, func(s string) bool { return strings.HasSuffix(s, "state IdlingLevel1") }); i >= 0 {
					got = got[:i]
				}
				if strings.Join(got, "\n") != strings.Join(tc.want, "\n") {
					t.Errorf("--tick %s: trace\n%s\nwant\n%s", tick, strings.Join(got, "\n"), strings.Join(tc.want, "\n"))
				}
			}
		})
	}
}

// TestRuleTrace_SoundOverrun: with --sound-overrun, Chime's second sound
// (frame 1) waits for the 500 ms sound of frame 0 (its length decoded from
// Sounds/long.wav), and the frames after it move on by the same time;
// without it, the frames keep their 100 ms.
func TestRuleTrace_SoundOverrun(t *testing.T) {
	for _, tc := range []struct {
		flag []string
		want []string
	}{
		{nil, []string{"0 frame Chime/0", "0 sound Chime/0 Sounds/long.wav", "100 frame Chime/1", "100 sound Chime/1 Sounds/ding.wav", "200 frame Chime/2", "300 end Chime complete"}},
		{[]string{"--sound-overrun"}, []string{"0 frame Chime/0", "0 sound Chime/0 Sounds/long.wav", "500 frame Chime/1", "500 sound Chime/1 Sounds/ding.wav", "600 frame Chime/2", "700 end Chime complete"}},
	} {
		got := shortTrace(t, append([]string{actionChar("agent"), "--play", "Chime", "--for", "900ms"}, tc.flag...)...)
		if strings.Join(got, "\n") != strings.Join(tc.want, "\n") {
			t.Errorf("%v: trace\n%s\nwant\n%s", tc.flag, strings.Join(got, "\n"), strings.Join(tc.want, "\n"))
		}
	}
}
