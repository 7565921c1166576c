package viewer

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/rigplay/rigplay/engine/diag"
)

// TestTextShowsControlCharactersEscaped: a name on screen (HUD, action
// list, bone labels, banner) that holds a control character is measured
// and drawn as its escape, the form the terminal prints, not as nothing;
// text without one is unchanged.
func TestTextShowsControlCharactersEscaped(t *testing.T) {
	f, err := loadFonts()
	if err != nil {
		t.Fatal(err)
	}
	face := f.at(14).code
	raw := "Wave\x1b[2J\x1b]0;X\x07\u202e"
	esc := diag.Escape(raw)
	if esc == raw {
		t.Fatal("diag.Escape left the name as it is")
	}
	if got, want := textWidth(raw, face), text.Advance(esc, face); got != want {
		t.Errorf("textWidth(%q) = %v, want the escaped text's %v", raw, got, want)
	}
	if got, want := textWidth("Wave «é»", face), text.Advance("Wave «é»", face); got != want {
		t.Errorf("plain text measured %v, want %v", got, want)
	}
}
