package actions

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/rigplay/rigplay/engine/diag"
)

func TestRule2_InvalidFramesAreValidationErrors(t *testing.T) {
	neg := -2
	big := 3
	for _, tc := range []struct {
		name string
		file File
		want string
	}{
		{"probabilities over 100", File{ActionItems: []ActionItem{act("A", fr(10, 0, 60, 1, 50), fr(10))}},
			"/ActionItems/0/Frames/0/Branches: branch probabilities add up to 110%, over 100%"},
		{"negative probability", File{ActionItems: []ActionItem{act("A", fr(10, 1, -1), fr(10))}},
			"/ActionItems/0/Frames/0/Branches/0/Probability: probability -1 is negative"},
		{"BranchTo out of range", File{ActionItems: []ActionItem{act("Wave", fr(10, 12, 10), fr(10))}},
			`/ActionItems/0/Frames/0/Branches/0/BranchTo: frame 12 does not exist (action "Wave" has 2 frames)`},
		{"ExitBranch below -1", File{ActionItems: []ActionItem{act("A", withExit(fr(10), neg))}},
			"/ActionItems/0/Frames/0/ExitBranch: frame -2 does not exist"},
		{"ExitBranch past the end", File{ActionItems: []ActionItem{act("A", withExit(fr(10), big), fr(10))}},
			"/ActionItems/0/Frames/0/ExitBranch: frame 3 does not exist"},
		{"negative duration", File{ActionItems: []ActionItem{act("A", fr(-5))}},
			"/ActionItems/0/Frames/0/Duration: duration -5 is negative"},
		{"zero-length cycle", File{ActionItems: []ActionItem{act("A", fr(10), fr(0, 2, 100), fr(0, 1, 100))}},
			`/ActionItems/0/Frames/1/Duration: frames 1, 2 of action "A" last 0 ms and form a loop that playback can enter and never leave`},
		{"zero-length frame branching to itself with 100%", File{ActionItems: []ActionItem{act("A", fr(10), fr(0, 1, 100), fr(10))}},
			`/ActionItems/0/Frames/1/Duration: frames 1 of action "A" last 0 ms and form a loop`},
		{"zero-length loop entered through a branch, left only by a branch of 0%", File{ActionItems: []ActionItem{act("A", fr(10, 1, 50), fr(0, 1, 100, 3, 0), fr(10), fr(10))}},
			`/ActionItems/0/Frames/1/Duration: frames 1 of action "A" last 0 ms and form a loop`},
		{"Return to a missing action", File{ActionItems: []ActionItem{withReturn(act("A", fr(10)), "Gone")}},
			`/ActionItems/0/Return: Return names action "Gone", which does not exist`},
		{"duplicate action names", File{ActionItems: []ActionItem{act("A", fr(10)), act("A", fr(10))}},
			`/ActionItems/1/Name: duplicate action name "A"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := decodeErrors(t, tc.file)
			if !strings.Contains(got, tc.want) {
				t.Fatalf("errors:\n%s\nwant one containing %q", got, tc.want)
			}
		})
	}
}

func TestRule2_ShapeErrorsComeFromTheSchema(t *testing.T) {
	for _, tc := range []struct{ doc, want string }{
		{`{"ActionItems":[{"Name":"A","Frames":[{"Duration":10.5}]}]}`, "/ActionItems/0/Frames/0/Duration: got number, want integer"},
		{`{"ActionItems":[{"Name":"A","Frames":[{"Duration":10,"Mouths":[{"MouthType":7,"FrameImage":{"Filename":"m.png"}}]}]}]}`, "/ActionItems/0/Frames/0/Mouths/0/MouthType: 7 is above the maximum of 6"},
		{`{"ActionItems":[{"Name":"A","Frames":[{"Duraton":10}]}]}`, `/ActionItems/0/Frames/0/Duraton: unknown field "Duraton"`},
	} {
		_, d := Decode("Actions.json", []byte(tc.doc), Options{})
		if !strings.Contains(d.Error(), tc.want) {
			t.Errorf("%s:\n got %s\nwant %q", tc.doc, d.Error(), tc.want)
		}
	}
}

func TestRule2_MoreThanThreeBranchesIsOnlyAWarning(t *testing.T) {
	f := File{ActionItems: []ActionItem{act("A", fr(10, 1, 10, 1, 10, 1, 10, 1, 10), fr(10))}}
	data := []byte(`{"ActionItems":[{"Name":"A","Frames":[{"Duration":10,"Branches":[{"BranchTo":1,"Probability":10},{"BranchTo":1,"Probability":10},{"BranchTo":1,"Probability":10},{"BranchTo":1,"Probability":10}]},{"Duration":10}]}]}`)
	set, d := Decode("Actions.json", data, Options{})
	if set == nil || d.HasErrors() || len(d) != 1 || d[0].Severity != diag.Warning || !strings.Contains(d[0].Message, "at most 3") {
		t.Fatalf("set=%v diags=%v", set != nil, d)
	}
	_ = f
}

func TestRule1_ReferencesResolveInsideTheCharacterRoot(t *testing.T) {
	fsys := fstest.MapFS{
		"sub/Actions.json":      {Data: []byte(`{}`)},
		"sub/Frames/0001.png":   {Data: []byte("png")},
		"sub/face.png":          {Data: []byte("png")},
		"sub/plain.png":         {Data: []byte("png")},
		"sub/Sounds/beep.ogg":   {Data: []byte("ogg")},
		"sub/boom.mp3":          {Data: []byte("mp3")},
		"shared/common.png":     {Data: []byte("png")},
		"sub/both.png":          {Data: []byte("png")},
		"sub/Frames/both.png":   {Data: []byte("png")},
		"sub/Sounds/double.wav": {Data: []byte("wav")},
		"sub/double.mp3":        {Data: []byte("mp3")},
	}
	r := resolver{fsys: fsys, cache: map[string]resolved{}}
	for _, tc := range []struct {
		ref   string
		sound bool
		want  string
		err   string
	}{
		{"0001", false, "sub/Frames/0001.png", ""},
		{"face", false, "sub/face.png", ""},
		{"plain.png", false, "sub/plain.png", ""},
		{"both", false, "sub/both.png", ""}, // <name>.png before Frames/<name>.png
		{"../shared/common.png", false, "shared/common.png", ""},
		{"beep", true, "sub/Sounds/beep.ogg", ""},
		{"boom", true, "sub/boom.mp3", ""},
		{"double", true, "sub/double.mp3", ""}, // extensions before Sounds/
		{"missing", false, "", `image file "missing" not found (looked for sub/missing.png, sub/Frames/missing.png)`},
		{"../../etc/passwd", false, "", "leaves the character folder"},
		{"/etc/passwd", false, "", "is absolute"},
		{`..\x.png`, false, "", "backslash"},
		{"C:/x.png", false, "", "is absolute"},
	} {
		got, err := r.resolve("sub", tc.ref, tc.sound)
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("%q: err %v, want %q", tc.ref, err, tc.err)
			}
			continue
		}
		if err != nil || got != tc.want {
			t.Errorf("%q: got %q, %v; want %q", tc.ref, got, err, tc.want)
		}
	}
}

func TestRule7_ErrorsNameFileLineColumnPointerAndProblem(t *testing.T) {
	doc := "{\n  \"ActionItems\": [\n    {\"Name\": \"Wave\", \"Frames\": [\n      {\"Duration\": 10, \"Branches\": [{\"BranchTo\": 12, \"Probability\": 10}]}\n    ]}\n  ]\n}\n"
	set, d := Decode("chars/pip/Actions.json", []byte(doc), Options{})
	if set != nil {
		t.Fatal("a bad file produced a Set")
	}
	want := `chars/pip/Actions.json:4:50: /ActionItems/0/Frames/0/Branches/0/BranchTo: frame 12 does not exist (action "Wave" has 1 frames)`
	if len(d) != 1 || d[0].Error() != want {
		t.Fatalf("got %q\nwant %q", d.Error(), want)
	}
	// Syntax errors are located too.
	_, d = Decode("Actions.json", []byte("{\n  \"ActionItems\": [\n    {\"Name\": \"A\",,}\n"), Options{})
	if len(d) != 1 || d[0].Line != 3 || d[0].Column != 18 || !strings.Contains(d[0].Message, "invalid JSON") {
		t.Fatalf("syntax error reported as %v", d)
	}
}
