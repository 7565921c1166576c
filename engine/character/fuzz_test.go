package character

import (
	"github.com/rigplay/rigplay/internal/memtest"
	"image/color"
	"path"
	"testing"
	"testing/fstest"
	"time"

	"github.com/rigplay/rigplay/engine/diag"
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
		memtest.Check(t, "frame", memtest.Pack(actionsJSON, image), fuzzAllocLimit)
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
			p.Advance(37 * time.Millisecond)
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
		case KindNone, KindManifest, KindActions, KindRig, KindClip, KindClothing, KindAssetPatch, KindCurve, KindTween:
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

// FuzzValidate feeds arbitrary bytes to a folder of every kind of file
// rigplay reads, under names that say nothing and names that do: Validate
// never panics, gives the same problems twice in a row, and reports every
// problem Load reports (it is Load and every file alone), unless
// character.json is broken (then it stops at it) or the folder is not a
// character (a warning, when it holds files rigplay reads).
func FuzzValidate(f *testing.F) {
	f.Add([]byte(`{"type": "playerRig"}`), []byte(`{"type": "playerAnimation"}`), []byte(`{"rig": "a.json"}`))
	f.Add([]byte(`{"ActionItems": []}`), []byte(`{"points": [[0, 0], [1, 1]]}`), []byte(`{}`))
	f.Add([]byte(`{"type": "clothing", "visual": {}}`), []byte(`{`), []byte(`{"name": 5}`))
	f.Fuzz(func(t *testing.T, a, b, manifest []byte) {
		fsys := fstest.MapFS{
			"a.json":       {Data: a},
			"clips/b.json": {Data: b},
			"c.json":       {Data: b},
		}
		if len(manifest) > 0 {
			fsys["character.json"] = &fstest.MapFile{Data: manifest}
		}
		v := Validate(fsys, Options{})
		if again := Validate(fsys, Options{}); again.Error() != v.Error() {
			t.Fatalf("not deterministic:\n%v\nthen\n%v", v, again)
		}
		_, d := Load(fsys, Options{})
		if hasErrorIn(v, "character.json") || len(d) == 1 && d[0].Message == NotACharacter {
			return
		}
		seen := map[diag.Diagnostic]bool{}
		for _, e := range v {
			seen[e] = true
		}
		for _, e := range d {
			if !seen[e] {
				t.Fatalf("Load's %s is not among Validate's:\n%v", e.Error(), v)
			}
		}
	})
}
