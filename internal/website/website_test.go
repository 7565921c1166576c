package website

import (
	"strings"
	"testing"
)

// TestIndex_EscapesWhatTheCharacterSays: the character's name and its
// animation's name come from its files: index.html puts them in HTML text,
// an attribute and JavaScript strings escaped for each place, so no name
// can end a string, an attribute or the script.
func TestIndex_EscapesWhatTheCharacterSays(t *testing.T) {
	hostile := `Pip'); alert("x"); ('</script><b>`
	page, err := Index(Page{Name: hostile, First: hostile, SampleRate: 22050})
	if err != nil {
		t.Fatal(err)
	}
	s := string(page)
	for _, bad := range []string{`alert("x")`, "</script><b>", "'); alert"} {
		if strings.Contains(s, bad) {
			t.Errorf("index.html holds %q unescaped", bad)
		}
	}
	if !strings.Contains(s, `data-sample-rate="22050"`) {
		t.Errorf("index.html does not name the sample rate")
	}
	if page, _ := Index(Page{Name: "Pip"}); strings.Contains(string(page), "data-sample-rate") {
		t.Errorf("index.html names a sample rate the character has none of")
	}
}

// TestStatic_HasThePlayersFiles: the files every site gets.
func TestStatic_HasThePlayersFiles(t *testing.T) {
	files, err := Static()
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"player.html", "rigplay.js"} {
		if len(files[name]) == 0 {
			t.Errorf("%s is missing", name)
		}
	}
	if !strings.Contains(string(files["rigplay.js"]), "window.rigplay = api") {
		t.Errorf("rigplay.js does not define window.rigplay")
	}
}
