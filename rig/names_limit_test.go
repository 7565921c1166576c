package rig

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/rigplay/rigplay/engine/diag"
	"github.com/rigplay/rigplay/rig/curve"
)

// TestNames_LongNamesInRigFormats: in the rig's formats too, a name over
// limits.NameMaxRunes (a clothing piece key, a sprite key, a clip event
// name, a curve preset, a bone of an attachment) is refused at load,
// located at it, and nothing printed echoes more than diag.EchoMaxRunes of
// it (docs/errors.md#names).
func TestNames_LongNamesInRigFormats(t *testing.T) {
	read := func(name string) string {
		data, err := os.ReadFile(filepath.Join("..", "testdata", "rig", name))
		if err != nil {
			t.Fatal(err)
		}
		return string(data)
	}
	item, clip := read("item.json"), read("clip-effects.json")
	long := strings.Repeat("x", 1<<20)
	cases := []struct {
		name   string
		decode func(data []byte) diag.List
		doc    string
		ptr    string // the error's pointer starts with it
	}{
		{"clothing sprite key of 1 MB", clothingDecoder, strings.Replace(item, `"piece/shirt-chest": "img/a.png"`, `"piece/`+long+`": "img/a.png"`, 1), "/visual/sprites/piece~1xxx"},
		{"clothing attachment key of 300", clothingDecoder, strings.Replace(item, `"piece/shirt-chest": {`, `"piece/`+strings.Repeat("p", 300)+`": {`, 1), "/visual/attachments/piece~1ppp"},
		{"clothing bone name of 1 MB", clothingDecoder, strings.Replace(item, `"bone": "Chest"`, `"bone": "`+long+`"`, 1), "/visual/attachments/piece~1shirt-chest/bone"},
		{"clip event name of 300", clipDecoder, strings.Replace(clip, `"name": "wave"`, `"name": "`+strings.Repeat("e", 300)+`"`, 1), "/events/0/name"},
		{"clip event name of 1 MB", clipDecoder, strings.Replace(clip, `"name": "wave"`, `"name": "`+long+`"`, 1), "/events/0/name"},
		{"curve preset of 300", curveDecoder, `{"preset": "` + strings.Repeat("c", 300) + `"}`, "/preset"},
		{"curve unknown key of 100 KB", curveDecoder, `{"points": [[0,0],[1,1]], "` + long[:100000] + `": 1}`, "/xxx"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			diags := tc.decode([]byte(tc.doc))
			if !diags.HasErrors() {
				t.Fatalf("accepted: %v", diags)
			}
			printed := diags.Error()
			if n := utf8.RuneCountInString(printed); n > 2000 {
				t.Errorf("printed %d characters", n)
			}
			for _, d := range diags.Errors() {
				if strings.HasPrefix(d.Pointer, tc.ptr) && d.Line > 0 {
					return
				}
			}
			t.Errorf("no located error at %s…: %s", tc.ptr, diag.CutTo(printed, 800))
		})
	}
}

func clothingDecoder(data []byte) diag.List {
	_, d := DecodeClothing("clothing/tee.json", data)
	return d
}

func clipDecoder(data []byte) diag.List {
	_, d := DecodeClip("clips/wave.json", data)
	return d
}

func curveDecoder(data []byte) diag.List {
	_, d := curve.Decode("curves/c.json", data)
	return d
}
