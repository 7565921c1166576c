package assets_test

import (
	"io/fs"
	"maps"
	"slices"
	"strconv"
	"testing"

	"github.com/rigplay/rigplay/assets"
)

// The Actions.json shape (seed 003), decoded strictly: every field of
// every action and frame must be present.
type actionsDoc struct {
	ActionItems []struct {
		Name               *string
		Return             *string
		Frames             []actionFrame
		Reverse            *bool
		ActionMenuSelected *string
	}
	States map[string][]string
}

type actionFrame struct {
	SoundEffect *string
	Duration    *int
	ExitBranch  *int
	Images      []frameImage
	Mouths      []struct {
		MouthType  int
		FrameImage frameImage
	}
	Branches []struct {
		BranchTo    int
		Probability int
	}
}

type frameImage struct {
	Filename string
	OffsetX  int
	OffsetY  int
}

type frameManifest struct {
	Name           string  `json:"name"`
	DurationUnitMs float64 `json:"durationUnitMs"`
	DefaultState   string  `json:"defaultState"`
	DefaultAction  string  `json:"defaultAction"`
	Actions        string  `json:"actions"`
	Scale          float64 `json:"scale"`
}

// agentStates are Microsoft Agent's 16 standard states; Pip has them all.
var agentStates = []string{"Showing", "Hiding", "Speaking", "IdlingLevel1", "IdlingLevel2", "IdlingLevel3",
	"Hearing", "Listening", "GesturingUp", "GesturingDown", "GesturingLeft", "GesturingRight",
	"MovingUp", "MovingDown", "MovingLeft", "MovingRight"}

// TestFrameCharacter checks Pip's Actions.json against the assignment:
// the actions, states, references, offsets and image sizes.
func TestFrameCharacter(t *testing.T) {
	fsys := assets.Frame()
	var m frameManifest
	readJSON(t, fsys, "character.json", &m)
	if m.Name == "" || m.DurationUnitMs != 1 || m.Actions != "Actions.json" || m.Scale != 1 {
		t.Errorf("character.json = %+v", m)
	}
	var doc actionsDoc
	readJSON(t, fsys, m.Actions, &doc)

	names := map[string]int{} // action name -> frame count
	for _, a := range doc.ActionItems {
		if a.Name == nil || a.Reverse == nil || a.Frames == nil {
			t.Fatalf("action %v lacks Name, Reverse or Frames", a.Name)
		}
		names[*a.Name] = len(a.Frames)
	}
	for _, want := range []string{"Show", "Hide", "Idle1_1", "Idle1_2", "Idle2_1", "Wave", "Think", "Speak",
		"MoveLeft", "MoveRight", "WaveReturn", "ThinkReturn",
		"GestureDown", "GestureUp", "GestureLeft", "GestureRight", "MoveUp", "MoveDown", "Hear", "Listen"} {
		if _, ok := names[want]; !ok {
			t.Errorf("no action %s", want)
		}
	}
	if _, ok := names[m.DefaultAction]; !ok {
		t.Errorf("defaultAction %q is not an action", m.DefaultAction)
	}
	for _, st := range agentStates {
		if len(doc.States[st]) == 0 {
			t.Errorf("state %s is missing or empty", st)
		}
	}
	if len(doc.States[m.DefaultState]) == 0 {
		t.Errorf("defaultState %q is not a state", m.DefaultState)
	}
	for st, acts := range doc.States {
		for _, a := range acts {
			if _, ok := names[a]; !ok {
				t.Errorf("state %s names unknown action %q", st, a)
			}
		}
	}

	sizes := map[string][2]int{}
	checkImage := func(where string, im frameImage) {
		sz, ok := sizes[im.Filename]
		if !ok {
			w, h := pngSize(t, fsys, im.Filename)
			sz = [2]int{w, h}
			sizes[im.Filename] = sz
		}
		if im.OffsetX < 0 || im.OffsetY < 0 || im.OffsetX+sz[0] > 128 || im.OffsetY+sz[1] > 128 {
			t.Errorf("%s: %s (%dx%d at %d,%d) leaves the 128x128 frame", where, im.Filename, sz[0], sz[1], im.OffsetX, im.OffsetY)
		}
	}
	var zeroFrames, exits, weighted, layered, sounds, menus int
	mouthTypes := map[int]bool{}
	for _, a := range doc.ActionItems {
		name := *a.Name
		if a.Return != nil {
			if _, ok := names[*a.Return]; !ok {
				t.Errorf("%s: Return %q is not an action", name, *a.Return)
			}
		}
		if a.ActionMenuSelected != nil {
			menus++
		}
		for i, f := range a.Frames {
			if f.Duration == nil || f.ExitBranch == nil || f.Images == nil || f.Mouths == nil || f.Branches == nil {
				t.Fatalf("%s frame %d lacks a field", name, i)
			}
			where := name + " frame " + strconv.Itoa(i)
			if *f.Duration < 0 {
				t.Errorf("%s: negative duration", where)
			}
			if *f.Duration == 0 {
				zeroFrames++
			} else if len(f.Images) == 0 {
				t.Errorf("%s: a drawn frame without images", where)
			}
			if len(f.Images) > 1 {
				layered++
			}
			if e := *f.ExitBranch; e >= 0 {
				exits++
				if e >= len(a.Frames) {
					t.Errorf("%s: ExitBranch %d out of range", where, e)
				}
			} else if e != -1 {
				t.Errorf("%s: ExitBranch %d", where, e)
			}
			sum := 0
			for _, b := range f.Branches {
				sum += b.Probability
				if b.BranchTo < 0 || b.BranchTo >= len(a.Frames) || b.Probability <= 0 {
					t.Errorf("%s: branch %+v", where, b)
				}
			}
			if sum > 100 {
				t.Errorf("%s: branch probabilities sum to %d", where, sum)
			}
			if len(f.Branches) > 1 {
				weighted++
			}
			if f.SoundEffect != nil {
				sounds++
				if _, err := fs.Stat(fsys, *f.SoundEffect); err != nil {
					t.Errorf("%s: %v", where, err)
				}
			}
			for _, im := range f.Images {
				checkImage(where, im)
			}
			for _, mo := range f.Mouths {
				mouthTypes[mo.MouthType] = true
				checkImage(where+" mouth", mo.FrameImage)
			}
		}
	}
	if zeroFrames == 0 || exits == 0 || weighted == 0 || layered == 0 || sounds == 0 || menus == 0 {
		t.Errorf("zero-length frames %d, exit branches %d, frames with several branches %d, layered frames %d, sounds %d, menu labels %d: want each > 0",
			zeroFrames, exits, weighted, layered, sounds, menus)
	}
	for mt := 0; mt <= 6; mt++ {
		if !mouthTypes[mt] {
			t.Errorf("no mouth overlay of MouthType %d", mt)
		}
	}
	// Every image file is used (no dead art), and every used one exists.
	for _, dir := range []string{"images", "mouths"} {
		ents, err := fs.ReadDir(fsys, dir)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range ents {
			if _, ok := sizes[dir+"/"+e.Name()]; !ok {
				t.Errorf("%s/%s is not used by Actions.json", dir, e.Name())
			}
		}
	}
	if got := slices.Sorted(maps.Keys(sizes)); len(got) < 20 {
		t.Errorf("only %d distinct images", len(got))
	}
}
