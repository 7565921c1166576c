package clippy

import (
	"bytes"
	"image/png"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/rigplay/rigplay/actions"
	"github.com/rigplay/rigplay/engine/character"
)

// The shapes of the agents clippy.js ships (Bonzi, Clippy, Genie, ...),
// in an agent of rigplay's own ("Pim", on the Pip sheet), as issue 9
// describes them: exit branches on the last frame that point back, a 0 ms
// frame that branches 91% to itself and 5% / 4% onwards, useExitBranching
// animations (one whose last frame lasts 0 ms, as Genie's Move* do; one
// holding a pose with a way back, as Merlin's Sad and the other 126
// exit-branching animations issue 17 counts), Return animations, frames
// without images, exit branches forwards, and a fixed (100%) jump an exit
// path takes (Clippy's Greeting, issue 17).
const realShapedAgent = `clippy.ready('Pim', {
  overlayCount: 2,
  sounds: ['1', '2', '3'],
  framesize: [8, 6],
  animations: {
    // A 4-frame blink whose last frame exits to frame 0.
    Blink: { frames: [
      { duration: 100, images: [[0, 0]] },
      { duration: 50, images: [[8, 0]] },
      { duration: 50, images: [[16, 0]] },
      { duration: 100, images: [[0, 0]], exitBranch: 0 },
    ] },
    // One frame exiting to itself.
    RestPose: { frames: [{ duration: 100, images: [[0, 0]], exitBranch: 0 }] },
    // 24 frames, the last exiting to itself (filled in by realShapedFS).
    Wave: { frames: [WAVE] },
    // An idle: a 0 ms frame chooses, 91% to itself, 5% and 4% onwards.
    Idle1_1: { frames: [
      { duration: 200, images: [[0, 0]], sound: '1' },
      { duration: 0, branching: { branches: [{ frameIndex: 1, weight: 91 }, { frameIndex: 2, weight: 5 }, { frameIndex: 4, weight: 4 }] } },
      { duration: 150, images: [[0, 6]], exitBranch: 5 },
      { duration: 150, images: [[8, 6]], exitBranch: 5 },
      { duration: 600 },
      { duration: 100, images: [[0, 0]], exitBranch: 0 },
    ] },
    // Waits on its last frame until told to exit.
    Hearing_1: { frames: [
      { duration: 100, images: [[0, 0], [16, 0]], exitBranch: 2 },
      { duration: 100, images: [[0, 0], [16, 6]] },
      { duration: 200, images: [[0, 0], [24, 6]], exitBranch: 0 },
    ], useExitBranching: true },
    // Genie's MoveLeft shape: a branch to the last frame, which lasts 0 ms.
    MoveLeft: { frames: [
      { duration: 100, images: [[0, 0]] },
      { duration: 50, images: [[8, 0]], branching: { branches: [{ frameIndex: 3, weight: 100 }] } },
      { duration: 50, images: [[16, 0]] },
      { duration: 0 },
    ], useExitBranching: true },
    // Clippy's LookRight shape: exit branches forwards, to the way back.
    LookRight: { frames: [
      { duration: 100, images: [[0, 0]], exitBranch: 4 },
      { duration: 100, images: [[24, 0]], exitBranch: 3 },
      { duration: 1200, images: [[24, 6]] },
      { duration: 100, images: [[24, 0]] },
      { duration: 100, images: [[0, 0]], exitBranch: 0 },
    ] },
    GestureLeft: { frames: [
      { duration: 100, images: [[0, 12]], sound: '2' },
      { duration: 300, images: [[8, 12]], exitBranch: 2 },
      { duration: 100, images: [[0, 12]] },
    ], useExitBranching: true },
    GestureLeftReturn: { frames: [
      { duration: 100, images: [[8, 12]] },
      { duration: 100, images: [[0, 0]], exitBranch: 0 },
    ] },
    Show: { frames: [{ duration: 100, images: [[0, 0]], sound: '3' }, { duration: 100, images: [[8, 0]], exitBranch: 0 }] },
    // Merlin's Sad shape: into a pose (frame 2), which jumps past its way
    // back (frames 3 and 4) to a 0 ms last frame; the pose exits to the
    // way back.
    Sad: { frames: [
      { duration: 100, images: [[0, 0]], exitBranch: 4 },
      { duration: 100, images: [[8, 0]], exitBranch: 3 },
      { duration: 300, images: [[16, 0]], exitBranch: 3, branching: { branches: [{ frameIndex: 5, weight: 100 }] } },
      { duration: 100, images: [[8, 0]], sound: '1' },
      { duration: 100, images: [[0, 0]] },
      { duration: 0 },
    ], useExitBranching: true },
    // Clippy's Greeting shape: frame 1 jumps (100%) over the frames of
    // the loop (2 and 3) to 4; an exit from frame 0 takes the jump.
    Greeting: { frames: [
      { duration: 100, images: [[0, 0]] },
      { duration: 100, images: [[8, 0]], branching: { branches: [{ frameIndex: 4, weight: 100 }] } },
      { duration: 100, images: [[16, 0]], sound: '2' },
      { duration: 100, images: [[24, 0]], branching: { branches: [{ frameIndex: 2, weight: 50 }] } },
      { duration: 100, images: [[0, 0]] },
    ] },
    Hide: { frames: [{ duration: 100, images: [[8, 0]] }, { duration: 100, exitBranch: 1 }] },
  },
});
`

// realShapedFS is the agent folder: agent.js, the Pip sheet and the
// sounds as Ogg (as the real agents ship them beside the MP3s).
func realShapedFS(t *testing.T) fstest.MapFS {
	t.Helper()
	var wave []string
	for i := 0; i < 23; i++ {
		wave = append(wave, "{ duration: 100, images: [[8, 6]] }")
	}
	wave = append(wave, "{ duration: 100, images: [[0, 0]], exitBranch: 23 }")
	var sheet bytes.Buffer
	if err := png.Encode(&sheet, fixtureSheet()); err != nil {
		t.Fatal(err)
	}
	return fstest.MapFS{
		"agent.js":      {Data: []byte(strings.Replace(realShapedAgent, "WAVE", strings.Join(wave, ", "), 1))},
		"map.png":       {Data: sheet.Bytes()},
		"sounds-ogg.js": {Data: []byte(strings.Replace(fixtureSounds(t, "audio/ogg", "ogg"), "'Pip'", "'Pim'", 1))},
	}
}

// importRealShaped imports the agent with no option, writes it, and
// loads the package as `rigplay validate` does.
func importRealShaped(t *testing.T) (*character.Character, *actions.Set) {
	t.Helper()
	pkg, d := Import(realShapedFS(t), Options{})
	if pkg == nil || d.HasErrors() {
		t.Fatalf("import: %v", d)
	}
	// No warning: a 0 ms last frame of a useExitBranching animation is
	// what Agent characters are made of (before issue 17 the importer
	// warned, wrongly, that such an animation "cannot wait for an exit").
	if len(d) != 0 {
		t.Errorf("import diagnostics:\n%v\nwant none", d)
	}
	out := filepath.Join(t.TempDir(), "out")
	if d := pkg.WriteDir(out, WriteOptions{}); d != nil {
		t.Fatalf("write: %v", d)
	}
	c, d := character.LoadDir(out, character.Options{})
	if c == nil || d.HasErrors() || len(d) != 0 {
		t.Fatalf("the imported package does not validate cleanly:\n%v", d)
	}
	if d := c.CheckSoundData(nil, character.SoundCheckOptions{}); len(d) != 0 {
		t.Fatalf("sounds: %v", d)
	}
	return c, loadOutput(t, out)
}

// TestRule8_RealShapedAgentImportsAndEveryExitEndsByItself: an agent shaped
// like the real ones imports with no flag and validates with no error
// (docs/clippy-import.md#command), and every action, asked to exit as it
// starts, ends by itself ("complete" or "exit") within the sum of its
// frames' durations, as in clippy.js (docs/actions.md#exit: an exit
// finishes on the last frame).
func TestRule8_RealShapedAgentImportsAndEveryExitEndsByItself(t *testing.T) {
	_, set := importRealShaped(t)
	if len(set.Actions) != 13 {
		t.Fatalf("%d actions, want 13", len(set.Actions))
	}
	for ai, a := range set.Actions {
		t.Run(a.Name, func(t *testing.T) {
			var total time.Duration
			for _, f := range a.Frames {
				total += f.Duration
			}
			for seed := uint64(0); seed < 20; seed++ {
				p := actions.NewPlayer(set, actions.PlayerOptions{Seed: seed, IdleDelay: -1})
				if err := p.Play(a.Name); err != nil {
					t.Fatal(err)
				}
				p.Exit()
				var end *actions.Event
				for _, e := range p.Advance(total) {
					if e.Kind == actions.EventEnd && e.Action == ai {
						end = &e
						break
					}
				}
				if end == nil {
					t.Fatalf("seed %d: no end within %v, the sum of its frames' durations", seed, total)
				}
				if end.Reason != actions.EndExit && end.Reason != actions.EndComplete {
					t.Fatalf("seed %d: ended %v at %v, want exit or complete", seed, end.Reason, end.Time)
				}
			}
		})
	}
}

// TestRule8_RealShapedIdleChoiceIsNeverCut: the imported 0 ms frame keeps
// its weights (91% to itself), and 10,000 plays of the idle all complete,
// however often the roll comes back to it.
func TestRule8_RealShapedIdleChoiceIsNeverCut(t *testing.T) {
	_, set := importRealShaped(t)
	ai := set.Action("Idle1_1")
	fr := set.Actions[ai].Frames[1]
	if fr.Duration != 0 || len(fr.Branches) != 3 || fr.Branches[0] != (actions.Branch{To: 1, Probability: 91}) {
		t.Fatalf("Idle1_1 frame 1: %+v", fr)
	}
	p := actions.NewPlayer(set, actions.PlayerOptions{Seed: 9, IdleDelay: -1})
	longest := 0
	for i := 0; i < 10_000; i++ {
		p.Play("Idle1_1")
		passes := 0
		for _, e := range p.Advance(time.Hour) {
			if e.Kind == actions.EventFrame && e.Frame == 1 {
				passes++
			}
			if e.Kind == actions.EventEnd && e.Reason != actions.EndComplete {
				t.Fatalf("play %d ended %v after %d passes", i, e.Reason, passes)
			}
		}
		longest = max(longest, passes)
	}
	if longest <= 3*len(set.Actions[ai].Frames) {
		t.Errorf("longest run %d passes: the test does not reach past the old guard", longest)
	}
}

// TestRule8_UseExitBranchingHoldsThePoseAndPlaysTheWayBack: an imported
// useExitBranching animation holds the frame it shows when it completes
// (its request ends "held"), and its way back (the exit path from that
// frame, with its sounds) plays when the next request comes. One with a
// timed last frame completes there (no way back: an exit is over on the
// last frame). An animation with useExitBranching and a <X>Return beside
// it gets no Return (Agent has one return type).
func TestRule8_UseExitBranchingHoldsThePoseAndPlaysTheWayBack(t *testing.T) {
	_, set := importRealShaped(t)
	p := actions.NewPlayer(set, actions.PlayerOptions{Seed: 1, IdleDelay: -1})
	log := func(evs []actions.Event) []string {
		var out []string
		for _, e := range evs {
			s := e.Time.String() + " " + e.Kind.String() + " " + set.Actions[e.Action].Name
			switch e.Kind {
			case actions.EventFrame:
				s += " " + itoa(e.Frame)
			case actions.EventEnd:
				s += " " + e.Reason.String()
			case actions.EventSound:
				s += " " + e.Sound
			}
			out = append(out, s)
		}
		return out
	}
	p.Play("Sad")
	got := log(p.Advance(5 * time.Second))
	want := []string{"0s frame Sad 0", "100ms frame Sad 1", "200ms frame Sad 2", "500ms frame Sad 5", "500ms end Sad held"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Fatalf("Sad: %q, want %q", got, want)
	}
	if a, f := p.Current(); set.Actions[a].Name != "Sad" || f != 2 {
		t.Fatalf("holding %d/%d, want Sad's pose, frame 2", a, f)
	}
	p.Play("Blink")
	got = log(p.Advance(250 * time.Millisecond))
	want = []string{"5s frame Sad 3", "5s sound Sad sounds/1.ogg", "5.1s frame Sad 4", "5.2s frame Sad 5", "5.2s end Sad exit", "5.2s frame Blink 0"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Fatalf("the next request: %q, want the way back first, %q", got, want)
	}

	q := actions.NewPlayer(set, actions.PlayerOptions{Seed: 1, IdleDelay: -1})
	q.Play("Hearing_1")
	got = log(q.Advance(5 * time.Second))
	if got[len(got)-1] != "400ms end Hearing_1 complete" {
		t.Fatalf("Hearing_1: %q, want it to complete on its timed last frame", got)
	}
	if _, f := q.Current(); f != 2 {
		t.Fatalf("holding frame %d, want 2", f)
	}
	if gl := set.Actions[set.Action("GestureLeft")]; !gl.ExitBranching || gl.Return != -1 {
		t.Errorf("GestureLeft: ExitBranching %v, Return %d; want exit branching and no Return", gl.ExitBranching, gl.Return)
	}
}

// TestRule8_ExitTakesTheFixedJump: an exit asked on Greeting's frame 0
// goes to frame 1, whose 100% branch to a later frame is a fixed jump that
// Agent follows while exiting: frames 2 and 3 (the loop, with its sound)
// are not played.
func TestRule8_ExitTakesTheFixedJump(t *testing.T) {
	_, set := importRealShaped(t)
	p := actions.NewPlayer(set, actions.PlayerOptions{Seed: 1, IdleDelay: -1})
	p.Play("Greeting")
	p.Exit()
	var got []string
	for _, e := range p.Advance(time.Second) {
		if e.Kind == actions.EventFrame {
			got = append(got, itoa(e.Frame))
		} else {
			got = append(got, e.Kind.String()+" "+e.Reason.String())
		}
	}
	if want := "0 1 4 end exit"; strings.Join(got, " ") != want {
		t.Fatalf("Greeting exiting: %q, want %q", strings.Join(got, " "), want)
	}
}

// TestRule8_WhatClippyJSPlaysImportsAsItPlays: the cases of
// testdata/clippy/bad that clippy.js plays import with a warning, and the
// package plays them as clippy.js does: a duplicate key takes its last
// value, an exitBranch or frameIndex past the end goes to the last frame,
// weights of 60 and 50 play as 60 and 40, an unknown field is ignored, an
// animation without frames completes at once.
func TestRule8_WhatClippyJSPlaysImportsAsItPlays(t *testing.T) {
	for _, tc := range []struct {
		dir   string
		check func(show actions.Action) string
	}{
		{"duplicate-key-warning", func(a actions.Action) string {
			if a.Frames[0].Duration != 200*time.Millisecond {
				return "duration " + a.Frames[0].Duration.String() + ", want the last value, 200ms"
			}
			return ""
		}},
		{"exitbranch-past-end-warning", func(a actions.Action) string {
			if a.Frames[0].ExitBranch != 1 {
				return "exit branch " + itoa(a.Frames[0].ExitBranch) + ", want the last frame, 1"
			}
			return ""
		}},
		{"frameindex-past-end-warning", func(a actions.Action) string {
			if b := a.Frames[0].Branches; len(b) != 2 || b[1] != (actions.Branch{To: 1, Probability: 20}) {
				return "branches " + fmtBranches(b) + ", want the second to the last frame, 1, with 20%"
			}
			return ""
		}},
		{"weights-over-100-warning", func(a actions.Action) string {
			if b := a.Frames[0].Branches; len(b) != 2 || b[0].Probability != 60 || b[1].Probability != 40 {
				return "branches " + fmtBranches(b) + ", want 60% and 40%"
			}
			return ""
		}},
		{"unknown-field-warning", func(a actions.Action) string {
			if a.Frames[0].ExitBranch != -1 {
				return "the misspelt exitbranch was read"
			}
			return ""
		}},
		{"no-frames-warning", func(a actions.Action) string {
			if len(a.Frames) != 0 {
				return "frames where the agent has none"
			}
			return ""
		}},
	} {
		t.Run(tc.dir, func(t *testing.T) {
			pkg, d := Import(overlayFS(t, filepath.Join(fixtureRoot, "bad", tc.dir)), Options{})
			if pkg == nil || d.HasErrors() || len(d) == 0 {
				t.Fatalf("import: %v; want a package and warnings", d)
			}
			fsys := fstest.MapFS{}
			for _, f := range pkg.Files {
				fsys[f.Path] = &fstest.MapFile{Data: f.Data}
			}
			set, d := actions.Load(fsys, "Actions.json", actions.Options{})
			if set == nil || d.HasErrors() {
				t.Fatalf("load: %v", d)
			}
			if msg := tc.check(set.Actions[set.Action("Show")]); msg != "" {
				t.Error(msg)
			}
		})
	}
}

func fmtBranches(b []actions.Branch) string {
	var s []string
	for _, x := range b {
		s = append(s, itoa(x.To)+":"+itoa(x.Probability))
	}
	return "[" + strings.Join(s, " ") + "]"
}
