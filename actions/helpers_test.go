package actions

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"
)

// fr builds a frame item for tests: duration in ms, optional branches as
// (to, probability) pairs.
func fr(ms int64, branches ...int) FrameItem {
	f := FrameItem{Duration: ms, Images: []ImageItem{{Filename: "img.png"}}}
	for i := 0; i+1 < len(branches); i += 2 {
		f.Branches = append(f.Branches, BranchItem{BranchTo: branches[i], Probability: branches[i+1]})
	}
	return f
}

func withExit(f FrameItem, to int) FrameItem { f.ExitBranch = &to; return f }

func withSound(f FrameItem, s string) FrameItem { f.SoundEffect = &s; return f }

func act(name string, frames ...FrameItem) ActionItem {
	return ActionItem{Name: name, Frames: frames}
}

func withReturn(a ActionItem, ret string) ActionItem { a.Return = &ret; return a }

// decodeFile marshals a File and decodes it without file checks.
func decodeFile(t testing.TB, f File) *Set {
	t.Helper()
	data, err := json.Marshal(f)
	if err != nil {
		t.Fatal(err)
	}
	set, diags := Decode("Actions.json", data, Options{})
	if diags.HasErrors() {
		t.Fatalf("decode: %v", diags)
	}
	return set
}

// marshalIndent marshals a File one value a line, so diagnostics have
// distinct lines.
func marshalIndent(t testing.TB, f File) []byte {
	t.Helper()
	data, err := json.MarshalIndent(f, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// decodeErrors marshals a File and returns the error text of Decode.
func decodeErrors(t testing.TB, f File) string {
	t.Helper()
	data, err := json.MarshalIndent(f, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	set, diags := Decode("Actions.json", data, Options{})
	if diags.HasErrors() && set != nil {
		t.Fatal("Decode returned a Set together with errors")
	}
	return diags.Error()
}

// eventLog formats events compactly: "t:kind:action:frame" etc.
func eventLog(set *Set, evs []Event) []string {
	var out []string
	for _, e := range evs {
		s := fmt.Sprintf("%d %s", e.Time/time.Millisecond, e.Kind)
		if e.Action >= 0 {
			s += " " + set.Actions[e.Action].Name
		}
		switch e.Kind {
		case EventFrame:
			s += fmt.Sprintf(" %d", e.Frame)
		case EventSound:
			s += " " + e.Sound
		case EventEnd:
			s += " " + e.Reason.String()
		case EventState:
			s += " " + set.States[e.State].Name
		}
		out = append(out, s)
	}
	return out
}

// run advances p in ticks for total and collects the log, including the
// events of requests made before it.
func run(p *Player, total, tick time.Duration) []string {
	var out []string
	for now := time.Duration(0); now < total; {
		step := min(tick, total-now)
		out = append(out, eventLog(p.set, p.Advance(step))...)
		now += step
	}
	return out
}

func expectLog(t *testing.T, got []string, want ...string) {
	t.Helper()
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("events:\n got: %q\nwant: %q", got, want)
	}
}

func noIdle() PlayerOptions { return PlayerOptions{IdleDelay: -1} }
