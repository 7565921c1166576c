package engine

import (
	"testing"

	"github.com/rigplay/rigplay/assets"
)

// TestLoad_YieldBetweenSteps: LoadOptions.Yield is called after each
// sound is decoded and once before the images are uploaded
// (docs/web.md#yield), and the character loads the same.
func TestLoad_YieldBetweenSteps(t *testing.T) {
	for _, tc := range []struct {
		name   string
		rigged bool
	}{{"frame", false}, {"rigged", true}} {
		fsys := assets.Frame()
		if tc.rigged {
			fsys = assets.Rigged()
		}
		calls := 0
		var c *Character
		var err error
		onGame(t, func() { c, err = Load(fsys, LoadOptions{Yield: func() { calls++ }}) })
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if want := len(c.SoundPaths()) + 1; calls != want {
			t.Errorf("%s: Yield called %d times, want %d (%d sounds, then the upload)", tc.name, calls, want, len(c.SoundPaths()))
		}
		if plain := loadSample(t, tc.rigged); plain.Bounds() != c.Bounds() || len(plain.SoundPaths()) != len(c.SoundPaths()) {
			t.Errorf("%s: a load with Yield differs from one without", tc.name)
		}
	}
}
