package character

import (
	"image/color"
	"path"
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

// FuzzSniff: telling a file's kind never panics, depends only on the name
// and the bytes, and a document the name alone does not explain gets the
// same kind under any name that says nothing.
func FuzzSniff(f *testing.F) {
	f.Add("rig.json", []byte(`{"type": "playerRig"}`))
	f.Add("clips/x.json", []byte(`{`))
	f.Add("a.json", []byte(`{"ActionItems": [`))
	f.Add("b.json", []byte(`{"points": [[0, 0]]}`))
	f.Add("c.json", []byte(`{"type": "clothing", "visual": {}}`))
	f.Add("d.json", []byte("\xff\xfe"))
	f.Fuzz(func(t *testing.T, name string, data []byte) {
		k := Sniff(name, data)
		if Sniff(name, data) != k {
			t.Fatal("not deterministic")
		}
		switch k {
		case KindNone, KindManifest, KindActions, KindRig, KindClip, KindClothing, KindCurve, KindTween:
		default:
			t.Fatalf("unknown kind %q", k)
		}
		if byName(name) == KindNone && path.Base(name) != "character.json" && path.Base(name) != ActionsFile {
			if got := Sniff("x.json", data); got != k {
				t.Fatalf("%q: %q, but %q as x.json", name, k, got)
			}
		}
	})
}
