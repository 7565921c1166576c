package actions

import (
	"slices"
	"strings"
	"testing"
)

// typeWrong is a table of Actions.json documents whose values are of the
// wrong type, with the pointer the full build's schema refuses each at.
// The table runs in both builds: the full one (the schema library) and
// rigplay_noschema (rigplay's own validator, jsondoc.TypeSchema), which
// must refuse each at the same pointer (docs/web.md#no-schema-build).
var typeWrong = []struct {
	name, doc, ptr string
}{
	{"issue's name number frames string", `{"ActionItems":[{"Name":5,"Frames":"x"}]}`, "/ActionItems/0/Frames"},
	{"name number", `{"ActionItems":[{"Name":5,"Frames":[]}]}`, "/ActionItems/0/Name"},
	{"items an object", `{"ActionItems":{"Name":"A"}}`, "/ActionItems"},
	{"root an array", `[{"Name":"A","Frames":[]}]`, ""},
	{"frame a number", `{"ActionItems":[{"Name":"A","Frames":[1]}]}`, "/ActionItems/0/Frames/0"},
	{"duration a string", `{"ActionItems":[{"Name":"A","Frames":[{"Duration":"100"}]}]}`, "/ActionItems/0/Frames/0/Duration"},
	{"duration a fraction", `{"ActionItems":[{"Name":"A","Frames":[{"Duration":1.5}]}]}`, "/ActionItems/0/Frames/0/Duration"},
	{"images a string", `{"ActionItems":[{"Name":"A","Frames":[{"Duration":1,"Images":"a.png"}]}]}`, "/ActionItems/0/Frames/0/Images"},
	{"image a string", `{"ActionItems":[{"Name":"A","Frames":[{"Duration":1,"Images":["a.png"]}]}]}`, "/ActionItems/0/Frames/0/Images/0"},
	{"filename a number", `{"ActionItems":[{"Name":"A","Frames":[{"Duration":1,"Images":[{"Filename":3}]}]}]}`, "/ActionItems/0/Frames/0/Images/0/Filename"},
	{"offset a boolean", `{"ActionItems":[{"Name":"A","Frames":[{"Duration":1,"Images":[{"Filename":"a.png","OffsetX":true}]}]}]}`, "/ActionItems/0/Frames/0/Images/0/OffsetX"},
	{"branch an array", `{"ActionItems":[{"Name":"A","Frames":[{"Duration":1,"Branches":[[0,100]]}]}]}`, "/ActionItems/0/Frames/0/Branches/0"},
	{"mouth type out of range", `{"ActionItems":[{"Name":"A","Frames":[{"Duration":1,"Mouths":[{"MouthType":9,"FrameImage":{"Filename":"m.png"}}]}]}]}`, "/ActionItems/0/Frames/0/Mouths/0/MouthType"},
	{"mouth without image", `{"ActionItems":[{"Name":"A","Frames":[{"Duration":1,"Mouths":[{"MouthType":1}]}]}]}`, "/ActionItems/0/Frames/0/Mouths/0"},
	{"reverse a string", `{"ActionItems":[{"Name":"A","Frames":[],"Reverse":"yes"}]}`, "/ActionItems/0/Reverse"},
	{"return a number", `{"ActionItems":[{"Name":"A","Frames":[],"Return":1}]}`, "/ActionItems/0/Return"},
	{"missing frames", `{"ActionItems":[{"Name":"A"}]}`, "/ActionItems/0"},
	{"missing items", `{"States":{}}`, ""},
	{"unknown field", `{"ActionItems":[{"Name":"A","Frames":[],"Colour":1}]}`, "/ActionItems/0/Colour"},
	{"states an array", `{"ActionItems":[],"States":["A"]}`, "/States"},
	{"state a string", `{"ActionItems":[],"States":{"Idle":"A"}}`, "/States/Idle"},
	{"state lists a number", `{"ActionItems":[],"States":{"Idle":[1]}}`, "/States/Idle/0"},
	{"empty name", `{"ActionItems":[{"Name":"","Frames":[]}]}`, "/ActionItems/0/Name"},
	{"name over the limit", `{"ActionItems":[{"Name":"` + strings.Repeat("n", 257) + `","Frames":[]}]}`, "/ActionItems/0/Name"},
}

// TestTypeWrong_Refused: every type-wrong document is refused, with an
// error at the pointer the full build's schema names, whichever build
// runs the test (go test -tags rigplay_noschema ./actions runs it on the
// web player's validator).
func TestTypeWrong_Refused(t *testing.T) {
	for _, tc := range typeWrong {
		t.Run(tc.name, func(t *testing.T) {
			set, diags := Decode("Actions.json", []byte(tc.doc), Options{})
			if set != nil || !diags.HasErrors() {
				t.Fatalf("accepted (%v)", diags)
			}
			var ptrs []string
			for _, d := range diags.Errors() {
				ptrs = append(ptrs, d.Pointer)
				if d.Line == 0 {
					t.Errorf("not located: %v", d)
				}
			}
			if !slices.Contains(ptrs, tc.ptr) {
				t.Errorf("errors at %q, want one at %q:\n%v", ptrs, tc.ptr, diags)
			}
		})
	}
}
