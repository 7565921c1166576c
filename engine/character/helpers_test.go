package character

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"io/fs"
	"slices"
	"sync"
	"testing"
	"testing/fstest"

	"github.com/rigplay/rigplay/assets"
)

var (
	pipOnce, mossOnce sync.Once
	pipChar, mossChar *Character
)

// pip returns the loaded frame sample, shared by the tests.
func pip(t testing.TB) *Character {
	pipOnce.Do(func() { pipChar, _ = Load(assets.Frame(), Options{}) })
	if pipChar == nil {
		_, d := Load(assets.Frame(), Options{})
		t.Fatalf("loading the frame sample: %v", d)
	}
	return pipChar
}

// moss returns the loaded rigged sample, shared by the tests.
func moss(t testing.TB) *Character {
	mossOnce.Do(func() { mossChar, _ = Load(assets.Rigged(), Options{}) })
	if mossChar == nil {
		_, d := Load(assets.Rigged(), Options{})
		t.Fatalf("loading the rigged sample: %v", d)
	}
	return mossChar
}

// copyFS copies every file of src into a MapFS, then applies edits
// (a nil value deletes the file).
func copyFS(t testing.TB, src fs.FS, edits map[string][]byte) fstest.MapFS {
	t.Helper()
	m := fstest.MapFS{}
	err := fs.WalkDir(src, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := fs.ReadFile(src, p)
		m[p] = &fstest.MapFile{Data: data}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	for p, data := range edits {
		if data == nil {
			delete(m, p)
			continue
		}
		m[p] = &fstest.MapFile{Data: data}
	}
	return m
}

// pngBytes encodes an image.
func pngBytes(t testing.TB, im image.Image) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := png.Encode(&b, im); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// solid returns a w x h NRGBA image of one color.
func solid(w, h int, c color.NRGBA) *image.NRGBA {
	im := image.NewNRGBA(image.Rect(0, 0, w, h))
	for i := 0; i < len(im.Pix); i += 4 {
		im.Pix[i], im.Pix[i+1], im.Pix[i+2], im.Pix[i+3] = c.R, c.G, c.B, c.A
	}
	return im
}

// wavBytes is the smallest WAV header a loader accepts.
var wavBytes = []byte("RIFF\x24\x00\x00\x00WAVEfmt ")

// miniActions is a one-action Actions.json naming a.png and, when sound is
// not empty, that sound.
func miniActions(image, sound string) []byte {
	s := "null"
	if sound != "" {
		s = `"` + sound + `"`
	}
	return []byte(`{"ActionItems": [{"Name": "A", "Frames": [{"Duration": 100, "SoundEffect": ` + s +
		`, "Images": [{"Filename": "` + image + `", "OffsetX": 0, "OffsetY": 0}]}]}]}`)
}

// anonymous returns a copy of evs whose requests name no player, so that
// the events of two players can be compared: their requests are alike
// when their ids are.
func anonymous(evs []Event) []Event {
	out := slices.Clone(evs)
	for i := range out {
		r := &out[i].Request
		r.p, r.epoch = nil, 0
	}
	return out
}
