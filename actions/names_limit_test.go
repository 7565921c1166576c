package actions

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/rigplay/rigplay/engine/diag"
	"github.com/rigplay/rigplay/internal/limits"
)

// TestNames_LongNamesAndEchoes: a name over limits.NameMaxRunes is refused
// at load with an error located at it, and what any diagnostic prints of
// a huge value (a key, a number, a name) is cut to limits.EchoMaxRunes
// with an ellipsis (docs/errors.md#names), so what is printed stays small
// whatever the file holds.
func TestNames_LongNamesAndEchoes(t *testing.T) {
	mb := strings.Repeat("W", 1<<20)
	longDigits := strings.Repeat("9", 100_000)
	ok := `{"Name":"A","Frames":[{"Duration":1}]}`
	cases := []struct {
		name, doc  string
		ptrPrefix  string // the pointer of the error (as stored) starts with it
		line, col  int
		msg        string
		maxPrinted int
	}{
		{"1 MB state key (the issue's)", `{"ActionItems":[` + ok + `],` + "\n" + `"States":{"` + mb + `":["A"]}}`, "/States/WWW", 2, 11, "over the limit of 256 for a name", 2000},
		{"257-character state key", `{"ActionItems":[` + ok + `],"States":{"` + strings.Repeat("s", 257) + `":["A"]}}`, "/States/sss", 1, 67, "a key of 257 characters", 2000},
		{"state key of 257 two-byte characters", `{"ActionItems":[` + ok + `],"States":{"` + strings.Repeat("é", 257) + `":["A"]}}`, "/States/é", 1, 67, "a key of 257 characters", 2000},
		{"state key of 257 escapes", `{"ActionItems":[` + ok + `],"States":{"` + strings.Repeat(`\u00e9`, 257) + `":["A"]}}`, "/States/é", 1, 67, "a key of 257 characters", 2000},
		{"10 MB unknown key", `{"ActionItems":[` + ok + `],"` + strings.Repeat("k", 10<<20) + `":1}`, "/kkk", 1, 57, "over the limit of 256 for a name", 2000},
		{"1 MB action name", `{"ActionItems":[{"Name":"` + mb + `","Frames":[]}]}`, "/ActionItems/0/Name", 1, 25, "over the limit of 4096", 2000},
		{"300-character action name", `{"ActionItems":[{"Name":"` + strings.Repeat("a", 300) + `","Frames":[]}]}`, "/ActionItems/0/Name", 1, 25, "300 characters, more than the limit of 256", 2000},
		{"300-character name in a state's list", `{"ActionItems":[` + ok + `],"States":{"Idle":["` + strings.Repeat("a", 300) + `"]}}`, "/States/Idle/0", 1, 75, "300 characters, more than the limit of 256", 2000},
		{"long sound name", `{"ActionItems":[{"Name":"A","Frames":[{"Duration":1,"SoundEffect":"` + strings.Repeat("s", 2000) + `.wav"}]}]}`, "/ActionItems/0/Frames/0/SoundEffect", 1, 67, "more than the limit of 1024", 2000},
		{"100,000-digit duration", `{"ActionItems":[{"Name":"A","Frames":[{"Duration":` + longDigits + `}]}]}`, "/ActionItems/0/Frames/0/Duration", 1, 51, "999…", 1000},
		{"100,000-digit offset", `{"ActionItems":[{"Name":"A","Frames":[{"Duration":1,"Images":[{"Filename":"a.png","OffsetX":-` + longDigits + `}]}]}]}`, "/ActionItems/0/Frames/0/Images/0/OffsetX", 1, 93, "999…", 1000},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			set, diags := Decode("Actions.json", []byte(tc.doc), Options{})
			if set != nil || !diags.HasErrors() {
				t.Fatalf("accepted: %v", diags)
			}
			var found *diag.Diagnostic
			for i, d := range diags {
				if strings.HasPrefix(d.Pointer, tc.ptrPrefix) && d.Severity == diag.Error {
					found = &diags[i]
					break
				}
			}
			printed := diags.Error()
			if found == nil {
				t.Fatalf("no error at %s…: %s", tc.ptrPrefix, diag.CutTo(printed, 600))
			}
			if found.Line != tc.line || found.Column != tc.col {
				t.Errorf("at %d:%d, want %d:%d", found.Line, found.Column, tc.line, tc.col)
			}
			if !strings.Contains(found.Error(), tc.msg) {
				t.Errorf("%q does not say %q", diag.CutTo(found.Error(), 600), tc.msg)
			}
			if n := utf8.RuneCountInString(printed); n > tc.maxPrinted {
				t.Errorf("printed %d characters, want at most %d: %s", n, tc.maxPrinted, diag.CutTo(printed, 600))
			}
			js, _ := found.MarshalJSON()
			if len(js) > 4*tc.maxPrinted {
				t.Errorf("JSON of %d bytes", len(js))
			}
		})
	}
}

// TestNames_AtTheLimitLoad: names of exactly limits.NameMaxRunes
// characters load, and are echoed whole.
func TestNames_AtTheLimitLoad(t *testing.T) {
	name := strings.Repeat("é", limits.NameMaxRunes)
	doc := `{"ActionItems":[{"Name":"` + name + `","Frames":[{"Duration":1}]}],"States":{"` + name + `":["` + name + `","Missing"]}}`
	set, diags := Decode("Actions.json", []byte(doc), Options{})
	if set == nil || diags.HasErrors() {
		t.Fatalf("refused: %v", diags)
	}
	if !strings.Contains(diags.Error(), name) {
		t.Errorf("a name at the limit is not echoed whole: %v", diags)
	}
}

// TestCut: diag.Cut keeps what is within limits.EchoMaxRunes, cuts the
// rest at a character boundary with an ellipsis.
func TestCut(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want string
	}{
		{"", ""},
		{"Idle", "Idle"},
		{strings.Repeat("a", 256), strings.Repeat("a", 256)},
		{strings.Repeat("a", 257), strings.Repeat("a", 256) + "…"},
		{strings.Repeat("é", 256), strings.Repeat("é", 256)},
		{strings.Repeat("é", 300), strings.Repeat("é", 256) + "…"},
		{strings.Repeat("😀", 1000), strings.Repeat("😀", 256) + "…"},
	} {
		if got := diag.Cut(tc.in); got != tc.want {
			t.Errorf("Cut(%d bytes) = %d bytes %q…", len(tc.in), len(got), diag.CutTo(got, 10))
		}
	}
	if got := diag.CutPointer("/States/" + strings.Repeat("x", 1000) + "/0"); got != "/States/"+strings.Repeat("x", 256)+"…/0" {
		t.Errorf("CutPointer = %q", got)
	}
}
