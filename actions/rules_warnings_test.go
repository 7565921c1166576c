package actions

import (
	"strings"
	"testing"

	"github.com/rigplay/rigplay/engine/diag"
)

// TestRule2_WhatRealPlayersPlayLoadsWithAWarning: a file that Microsoft
// Agent, clippy.js or the tools that write Actions.json play must load;
// what playback survives is a located warning, not an error
// (docs/actions.md#diagnostics). Each case loads, with exactly the one
// warning.
func TestRule2_WhatRealPlayersPlayLoadsWithAWarning(t *testing.T) {
	win := "sub\\img.png"
	for _, tc := range []struct {
		name string
		file File
		ptr  string
		want string
	}{
		{"exit branches that loop short of the last frame",
			File{ActionItems: []ActionItem{act("A", withExit(fr(10), 1), withExit(fr(10), 0), fr(10))}},
			"/ActionItems/0/Frames/1/ExitBranch",
			`exit branches of action "A" loop through frames 0, 1 without reaching the last frame; an exit from there ends where it comes back (loop guard)`},
		{"an exit branch to itself short of the last frame",
			File{ActionItems: []ActionItem{act("A", fr(10), withExit(fr(10), 1), fr(10))}},
			"/ActionItems/0/Frames/1/ExitBranch",
			`exit branches of action "A" loop through frames 1 without reaching the last frame`},
		{"zero-length frames whose exit branches loop",
			File{ActionItems: []ActionItem{act("A", fr(10), withExit(fr(0), 2), withExit(fr(0), 1), fr(10))}},
			"/ActionItems/0/Frames/2/ExitBranch",
			`exit branches of action "A" loop through frames 1, 2 without reaching the last frame`},
		{"a state listing a missing action",
			File{ActionItems: []ActionItem{act("A", fr(10))}, States: map[string][]string{"Showing": {"A", "Gone"}}},
			"/States/Showing/1",
			`state "Showing" lists action "Gone", which does not exist; the state plays its other actions`},
		{"an action without frames",
			File{ActionItems: []ActionItem{{Name: "A", Frames: []FrameItem{}}}},
			"/ActionItems/0/Frames",
			`action "A" has no frames: playing it completes at once and draws nothing`},
		{"a file name written with backslashes",
			File{ActionItems: []ActionItem{act("A", FrameItem{Duration: 10, Images: []ImageItem{{Filename: win}}}, FrameItem{Duration: 10, Images: []ImageItem{{Filename: win}}})}},
			"/ActionItems/0/Frames/0/Images/0/Filename",
			`file name "sub\\img.png" uses backslashes; read as "sub/img.png"`},
		{"more than 3 branches",
			File{ActionItems: []ActionItem{act("A", fr(10, 1, 10, 1, 10, 1, 10, 1, 10), fr(10))}},
			"/ActionItems/0/Frames/0/Branches",
			"4 branches; Microsoft Agent allows at most 3"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			data := marshalIndent(t, tc.file)
			set, d := Decode("Actions.json", data, Options{})
			if set == nil || d.HasErrors() || len(d) != 1 {
				t.Fatalf("set=%v, diagnostics:\n%v\nwant one warning", set != nil, d)
			}
			if d[0].Severity != diag.Warning || d[0].Pointer != tc.ptr || d[0].Line == 0 || !strings.Contains(d[0].Message, tc.want) {
				t.Fatalf("got %v (%v at %q)\nwant a warning at %s containing %q", d[0], d[0].Severity, d[0].Pointer, tc.ptr, tc.want)
			}
		})
	}
}

// TestRule2_BackslashNamesResolveAsSlashes: the warned-about name is read
// with forward slashes and found in the character folder.
func TestRule2_BackslashNamesResolveAsSlashes(t *testing.T) {
	set, d := Decode("Actions.json", []byte(`{"ActionItems": [{"Name": "A", "Frames": [{"Duration": 10, "Images": [{"Filename": "Frames\\0001"}], "SoundEffect": "Sounds\\boing.wav"}]}]}`), Options{})
	if set == nil || len(d) != 2 {
		t.Fatalf("set=%v diagnostics:\n%v", set != nil, d)
	}
	fr := set.Actions[0].Frames[0]
	if fr.Images[0].Path != "Frames/0001.png" || fr.Sound != "Sounds/boing.wav" {
		t.Errorf("image %q, sound %q; want Frames/0001.png and Sounds/boing.wav", fr.Images[0].Path, fr.Sound)
	}
}
