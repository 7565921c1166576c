package clippy

import (
	"testing"

	"github.com/rigplay/rigplay/engine/character"
)

// TestRule8_ImportedSoundsDecode: the importer writes one sound file per
// sound, each decoded first (docs/clippy-import.md#sounds); the fixture
// agents carry a real tone, so the imported package loads and every sound
// decodes as the engine would (character.CheckSoundData), not only sniffs
// as audio.
func TestRule8_ImportedSoundsDecode(t *testing.T) {
	for _, tc := range []struct {
		dir  string
		want []string
	}{
		{"Pip", []string{"sounds/1.mp3", "sounds/2.mp3", "sounds/3.mp3"}},
		{"PipOgg", []string{"sounds/1.ogg", "sounds/2.ogg", "sounds/3.ogg"}},
	} {
		out := importFixture(t, tc.dir, Options{})
		c, d := character.LoadDir(out, character.Options{})
		if c == nil {
			t.Fatalf("%s: character.LoadDir: %v", tc.dir, d)
		}
		if got := c.SoundPaths(); len(got) != len(tc.want) || got[0] != tc.want[0] || got[2] != tc.want[2] {
			t.Errorf("%s: sounds %v, want %v", tc.dir, got, tc.want)
		}
		for _, p := range c.SoundPaths() {
			n, err := character.CheckSound(c.Sound(p), 0)
			if err != nil || n == 0 {
				t.Errorf("%s: %s decodes to %d bytes, %v", tc.dir, p, n, err)
			}
		}
		if d := c.CheckSoundData(nil, character.SoundCheckOptions{}); len(d) != 0 {
			t.Errorf("%s: CheckSoundData: %v", tc.dir, d)
		}
	}
}
