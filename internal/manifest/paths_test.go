package manifest

import (
	"testing"
)

// TestPaths_AbsoluteRefused: character.json keeps the one rule of file
// names (docs/character-package.md#file-references): a drive letter or a
// leading slash or backslash is absolute, an error at the value, as in
// Actions.json and the clothing items.
func TestPaths_AbsoluteRefused(t *testing.T) {
	for _, ref := range []string{"C:/Actions.json", "c:Actions.json", "/Actions.json", `\\Actions.json`, `D:\\a.json`} {
		doc := `{"actions": "` + ref + `"}`
		_, diags := Decode("character.json", []byte(doc), nil)
		ok := false
		for _, d := range diags.Errors() {
			ok = ok || (d.Pointer == "/actions" && d.Line == 1 && d.Column == 13)
		}
		if !ok {
			t.Errorf("%s: %v", ref, diags)
		}
	}
	if _, diags := Decode("character.json", []byte(`{"actions": "a/C:/x.json"}`), nil); diags.HasErrors() {
		t.Errorf("a colon after the first step is a relative name: %v", diags)
	}
}
