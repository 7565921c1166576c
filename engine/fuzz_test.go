package engine

import (
	"io/fs"
	"os"
	"path/filepath"
	"testing"

	"github.com/rigplay/rigplay/assets"
)

// FuzzDecodePCM: no sound file, however broken, makes the decoder panic,
// hang or return more than the limit or a partial sample.
func FuzzDecodePCM(f *testing.F) {
	skipInBrowser(f, "files (the seeds in testdata)")
	for _, p := range []string{"sounds/tap.wav", "sounds/pop.wav"} {
		data, err := assetsFile(p)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Add(wavFile(8000, 2, 16, make([]byte, 64)))
	for _, name := range []string{"tone.ogg", "tone-16000.mp3"} { // resampled to 44.1 kHz
		data, err := os.ReadFile(filepath.Join("..", "testdata", "sounds", name))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Add([]byte("OggS\x00\x02"))
	f.Add([]byte("ID3\x04\x00\x00\x00\x00\x00\x00\xff\xfb\x90\x00"))
	const limit = 1 << 20
	f.Fuzz(func(t *testing.T, data []byte) {
		pcm, err := decodePCM(data, 44100, limit)
		if err != nil {
			if pcm != nil {
				t.Fatalf("error %v with %d bytes of PCM", err, len(pcm))
			}
			return
		}
		if len(pcm) > limit || len(pcm)%4 != 0 {
			t.Fatalf("%d bytes of PCM (limit %d, whole stereo samples)", len(pcm), limit)
		}
	})
}

// assetsFile reads a file of the frame sample.
func assetsFile(p string) ([]byte, error) {
	return fsReadFile(assets.Frame(), p)
}

var fsReadFile = fs.ReadFile
