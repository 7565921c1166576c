package rig

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rigplay/rigplay/engine/diag"
)

// TestPositions_KeyPatternAtTheKey: a key of the wrong form (a clothing
// slot or piece, an asset patch's replacement) is reported at the key
// itself, line:column of its opening quote and the member's pointer, not
// at 1:1 / (docs/errors.md#pointers).
func TestPositions_KeyPatternAtTheKey(t *testing.T) {
	read := func(name string) string {
		data, err := os.ReadFile(filepath.Join("..", "testdata", "rig", name))
		if err != nil {
			t.Fatal(err)
		}
		return string(data)
	}
	item, patch := read("item.json"), read("item-patch.json")
	cases := []struct {
		name, file, doc, old, new, ptr string
	}{
		{"sprite slot with ..", "clothing/tee.json", item, `"piece/shirt-chest": "img/a.png"`, `"piece/../x": "img/a.png"`, "/visual/sprites/piece~1..~1x"},
		{"attachment piece with ..", "clothing/tee.json", item, `"piece/shirt-chest": {`, `"piece/../x": {`, "/visual/attachments/piece~1..~1x"},
		{"upper-case slot", "clothing/tee.json", item, `"piece/shirt-chest": "img/a.png"`, `"piece/Shirt": "img/a.png"`, "/visual/sprites/piece~1Shirt"},
		{"slot without piece/", "clothing/tee.json", item, `"piece/shirt-chest": "img/a.png"`, `"shirt": "img/a.png"`, "/visual/sprites/shirt"},
		{"patch replacement key", "clothing/p.json", patch, `"piece/shirt-chest": "img/a.png"`, `"piece/a b": "img/a.png"`, "/replacements/piece~1a b"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			doc := strings.Replace(tc.doc, tc.old, tc.new, 1)
			if doc == tc.doc {
				t.Fatal("the case changes nothing")
			}
			_, diags := DecodeClothing(tc.file, []byte(doc))
			key := tc.new[:strings.Index(tc.new, `":`)+1]
			at := strings.Index(doc, key)
			wantLine := strings.Count(doc[:at], "\n") + 1
			wantCol := at - strings.LastIndex(doc[:at], "\n")
			for _, d := range diags.Errors() {
				if d.Pointer == tc.ptr {
					if d.Line != wantLine || d.Column != wantCol {
						t.Errorf("%v: want %d:%d (the key)", d, wantLine, wantCol)
					}
					return
				}
			}
			t.Errorf("no error at %s: %v", tc.ptr, diags)
		})
	}
}

// TestPaths_OneRuleForAbsolute: a drive-letter or rooted image path is an
// error in a clothing item, an asset patch and an effect texture as in
// Actions.json (docs/character-package.md#file-references), located at the
// value, never a relative path with a missing-image warning.
func TestPaths_OneRuleForAbsolute(t *testing.T) {
	read := func(name string) string {
		data, err := os.ReadFile(filepath.Join("..", "testdata", "rig", name))
		if err != nil {
			t.Fatal(err)
		}
		return string(data)
	}
	item, patch := read("item.json"), read("item-patch.json")
	for _, ref := range []string{"C:/x.png", "c:x.png", "Z:/a/b.png", "/x.png", `\\x.png`, `C:\\x.png`} {
		for _, tc := range []struct{ name, doc, old, ptr string }{
			{"clothing", item, `"piece/shirt-chest": "img/a.png"`, "/visual/sprites/piece~1shirt-chest"},
			{"patch", patch, `"piece/shirt-chest": "img/a.png"`, "/replacements/piece~1shirt-chest"},
		} {
			t.Run(tc.name+" "+ref, func(t *testing.T) {
				doc := strings.Replace(tc.doc, tc.old, `"piece/shirt-chest": "`+ref+`"`, 1)
				_, diags := DecodeClothing("clothing/a.json", []byte(doc))
				for _, d := range diags.Errors() {
					if d.Pointer == tc.ptr && d.Line > 0 {
						return
					}
				}
				t.Errorf("no error at %s: %v", tc.ptr, diags)
			})
		}
	}
	if !diagSays(t, "C:/t.png") || !diagSays(t, "/t.png") {
		t.Error("an effect texture with a drive or a leading slash is not refused")
	}
}

// diagSays reports whether the clip of testdata with the effect texture
// ref is refused at the texture.
func diagSays(t *testing.T, ref string) bool {
	data, err := os.ReadFile(filepath.Join("..", "testdata", "rig", "clip-effects.json"))
	if err != nil {
		t.Fatal(err)
	}
	doc := string(data)
	i := strings.Index(doc, `"kind": "particle",`)
	if i < 0 {
		t.Fatal("no particle effect in clip-effects.json")
	}
	doc = doc[:i] + `"texture": "` + strings.ReplaceAll(ref, `\`, `\\`) + `", ` + doc[i:]
	_, diags := DecodeClip("clips/c.json", []byte(doc))
	for _, d := range diags.Errors() {
		if strings.HasSuffix(d.Pointer, "/texture") && d.Severity == diag.Error {
			return true
		}
	}
	t.Logf("%v", diags)
	return false
}
