package character

import (
	"image/color"
	"testing"
	"testing/fstest"
	"time"
)

// FuzzLoadFrame feeds arbitrary Actions.json text and image bytes to the
// loader: it must never panic or hang, a refused package yields an error,
// and an accepted one plays and draws.
func FuzzLoadFrame(f *testing.F) {
	img := pngBytes(f, solid(3, 2, color.NRGBA{10, 20, 30, 255}))
	f.Add(miniActions("a.png", ""), img)
	f.Add(miniActions("a.png", "s.wav"), img)
	f.Add(miniActions("a", ""), bombPNG(100000, 100000))
	f.Add([]byte(`{"ActionItems": []}`), img[:30])
	f.Fuzz(func(t *testing.T, actionsJSON, image []byte) {
		fsys := fstest.MapFS{
			"Actions.json": {Data: actionsJSON},
			"a.png":        {Data: image},
			"s.wav":        {Data: wavBytes},
		}
		c, d := Load(fsys, Options{MaxPixels: 1 << 20})
		if c == nil {
			if !d.HasErrors() {
				t.Fatal("refused without an error")
			}
			return
		}
		p := NewPlayer(c, PlayerOptions{Seed: 1})
		for _, a := range c.ActionList() {
			p.Play(a.Name)
		}
		for range 50 {
			p.Update(37 * time.Millisecond)
			for _, it := range p.AppendDrawList(nil) {
				if c.Image(it.Image) == nil {
					t.Fatalf("draw list names %q, which was not loaded", it.Image)
				}
			}
		}
	})
}
