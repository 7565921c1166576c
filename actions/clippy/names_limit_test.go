package clippy

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// TestNames_LongSoundID: a sound id is a name: one over
// limits.NameMaxRunes is refused at its key, and no diagnostic echoes
// more than diag.EchoMaxRunes of it (docs/errors.md#names).
func TestNames_LongSoundID(t *testing.T) {
	id := strings.Repeat("s", 300000)
	src := "clippy.soundsReady('Pip', {\n  '" + id + "': 'data:audio/mpeg;base64,AAAA'\n})"
	bank, d := ParseSounds("sounds-mp3.js", []byte(src), Limits{})
	if bank != nil || !d.HasErrors() {
		t.Fatalf("accepted: %v", d)
	}
	e := d.Errors()[0]
	if e.Line != 2 || e.Column != 3 || !strings.Contains(e.Message, "a sound id of 300000 characters, over the limit of 256") {
		t.Errorf("got %v", e)
	}
	if n := utf8.RuneCountInString(d.Error()); n > 1000 {
		t.Errorf("printed %d characters", n)
	}
	ok := "clippy.soundsReady('Pip', {\n  '" + strings.Repeat("s", 256) + "': 'data:audio/mpeg;base64,AAAA'\n})"
	if _, d := ParseSounds("sounds-mp3.js", []byte(ok), Limits{}); d.Error() != "" && strings.Contains(d.Error(), "NameMaxRunes") {
		t.Errorf("an id at the limit is refused: %v", d)
	}
}
