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
// animations (one whose last frame lasts 0 ms, as Genie's Move* do),
// Return animations, frames without images, exit branches forwards.
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
	// The one warning: MoveLeft's last frame lasts 0 ms, so it cannot wait.
	if len(d) != 1 || !strings.Contains(d[0].Error(), "/animations/MoveLeft/frames/3/duration: warning: the last frame lasts 0 ms") {
		t.Errorf("import diagnostics:\n%v\nwant only the warning about MoveLeft's 0 ms last frame", d)
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
	if len(set.Actions) != 11 {
		t.Fatalf("%d actions, want 11", len(set.Actions))
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

// TestRule8_UseExitBranchingLastFrameWaitsAndExitCompletes: the waiting
// last frame (a 100% branch to itself) repeats until an exit, and the
// exit completes there although its exitBranch points to frame 0.
func TestRule8_UseExitBranchingLastFrameWaitsAndExitCompletes(t *testing.T) {
	_, set := importRealShaped(t)
	p := actions.NewPlayer(set, actions.PlayerOptions{Seed: 1, IdleDelay: -1})
	p.Play("Hearing_1")
	for _, e := range p.Advance(5 * time.Second) {
		if e.Kind == actions.EventEnd {
			t.Fatalf("Hearing_1 ended (%v) without an exit", e.Reason)
		}
	}
	if _, f := p.Current(); f != 2 {
		t.Fatalf("waiting on frame %d, want 2", f)
	}
	p.Exit()
	var got []string
	for _, e := range p.Advance(time.Second) {
		if e.Kind == actions.EventFrame || e.Kind == actions.EventEnd {
			got = append(got, e.Kind.String()+" "+e.Reason.String())
		}
	}
	if len(got) != 1 || got[0] != "end exit" {
		t.Fatalf("after Exit: %q, want only the end (exit), no frame 0", got)
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
