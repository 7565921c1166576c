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

// TestLoad_MPEG25IsLocated: a character whose MP3 is MPEG-2.5 (8-12 kHz)
// fails to load with an error located where Actions.json names the sound,
// naming the version and rate and saying to convert it.
func TestLoad_MPEG25IsLocated(t *testing.T) {
	skipInBrowser(t, "files (testdata)")
	data, err := os.ReadFile(filepath.Join("..", "testdata", "sounds", "tone-8000.mp3"))
	if err != nil {
		t.Fatal(err)
	}
	fsys := copyFS(t, assets.Frame())
	fsys["Actions.json"].Data = []byte(strings.ReplaceAll(string(fsys["Actions.json"].Data), `"sounds/tap.wav"`, `"sounds/tap.mp3"`))
	fsys["sounds/tap.mp3"] = &fstest.MapFile{Data: data}
	onGame(t, func() { _, err = Load(fsys, LoadOptions{}) })
	list, ok := err.(diag.List)
	if !ok || len(list) != 1 {
		t.Fatalf("err = %v, want one diagnostic", err)
	}
	d := list[0]
	if d.File != "Actions.json" || d.Line == 0 || !strings.HasSuffix(d.Pointer, "/SoundEffect") ||
		!strings.HasPrefix(d.Message, "sounds/tap.mp3: cannot decode the MP3 sound: it is MPEG-2.5 Layer III, 8000 Hz") ||
		!strings.Contains(d.Message, "convert it to Ogg Vorbis or WAV") {
		t.Errorf("got %s", d.Error())
	}
}
