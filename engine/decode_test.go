package engine

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/rigplay/rigplay/assets"
	"github.com/rigplay/rigplay/engine/diag"
	"github.com/rigplay/rigplay/internal/sound"
)

// TestRule1_SoundsPlayAtTheContextRate pins the sound formats of
// docs/character-package.md#sounds on the playback side: every test sound
// that `rigplay validate` accepts (internal/sound's decode, the same path)
// plays at the audio context's rate, resampled from its own, to the same
// duration; the MPEG-2.5 MP3s that the decoder refuses get the same error
// as in validate.
func TestRule1_SoundsPlayAtTheContextRate(t *testing.T) {
	skipInBrowser(t, "files (testdata)")
	for _, name := range []string{"tone.wav", "tone.ogg", "tone.mp3", "tone-8000.mp3", "tone-11025.mp3", "tone-16000.mp3", "tone-44100.mp3"} {
		data, err := os.ReadFile(filepath.Join("..", "testdata", "sounds", name))
		if err != nil {
			t.Fatal(err)
		}
		native, nerr := sound.Decode(data, 0)
		for _, rate := range []int{44100, 48000, 22050} {
			pcm, err := decodePCM(data, rate, DefaultMaxPCMBytes)
			if nerr != nil {
				if err == nil || err.Error() != nerr.Error() {
					t.Errorf("%s at %d Hz: %v; want validate's error %v", name, rate, err, nerr)
				}
				continue
			}
			if err != nil {
				t.Errorf("%s at %d Hz: %v", name, rate, err)
				continue
			}
			want := int64(float64(len(native.Data))*float64(rate)/float64(native.Rate)) &^ 3
			if int64(len(pcm)) != want {
				t.Errorf("%s at %d Hz: %d bytes, want %d (%d bytes at %d Hz)", name, rate, len(pcm), want, len(native.Data), native.Rate)
			}
		}
	}
}

// TestLoad_MPEG25Plays pins docs/character-package.md#sounds (every MP3
// plays): a character whose MP3 is MPEG-2.5 (8 kHz) loads, its sound
// decoded and resampled to the audio rate.
func TestLoad_MPEG25Plays(t *testing.T) {
	skipInBrowser(t, "files (testdata)")
	c := loadWithTapSound(t, "tone-8000.mp3")
	if len(c.Warnings()) != 0 {
		t.Errorf("warnings: %v", c.Warnings())
	}
	if pcm := c.SoundPCM("sounds/tap.mp3"); len(pcm) < 4*DefaultSampleRate/4 {
		t.Errorf("%d bytes of PCM, want the 0.3 s tone at %d Hz", len(pcm), DefaultSampleRate)
	}
}

// TestLoad_DamagedMP3IsAWarning pins docs/character-package.md#sounds: an
// MP3 with a damaged frame loads and plays it as a short silence, with a
// warning located where Actions.json names the sound, naming the frame
// (validation refuses it: engine/character's TestRule1_SoundFilesDecode).
func TestLoad_DamagedMP3IsAWarning(t *testing.T) {
	skipInBrowser(t, "files (testdata)")
	c := loadWithTapSound(t, "tone-damaged.mp3")
	w := c.Warnings()
	if len(w) != 1 {
		t.Fatalf("warnings %v, want one", w)
	}
	d := w[0]
	want := "sounds/tap.mp3: the MP3 sound (MPEG-2 Layer III, 22050 Hz) has a damaged frame, which plays as silence: frame 3 (0.08 s) at byte 313: the granule's data runs past the frame's"
	if d.File != "Actions.json" || d.Line == 0 || !strings.HasSuffix(d.Pointer, "/SoundEffect") || d.Severity != diag.Warning || d.Message != want {
		t.Errorf("got %s\nwant the warning %s", d.Error(), want)
	}
	if pcm := c.SoundPCM("sounds/tap.mp3"); len(pcm) == 0 {
		t.Error("no PCM")
	}
}

// loadWithTapSound loads the sample frame character with its tap sound
// replaced by testdata/sounds/<name> (an MP3).
func loadWithTapSound(t *testing.T, name string) *Character {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "testdata", "sounds", name))
	if err != nil {
		t.Fatal(err)
	}
	fsys := copyFS(t, assets.Frame())
	fsys["Actions.json"].Data = []byte(strings.ReplaceAll(string(fsys["Actions.json"].Data), `"sounds/tap.wav"`, `"sounds/tap.mp3"`))
	fsys["sounds/tap.mp3"] = &fstest.MapFile{Data: data}
	var c *Character
	onGame(t, func() { c, err = Load(fsys, LoadOptions{}) })
	if err != nil {
		t.Fatal(err)
	}
	return c
}
