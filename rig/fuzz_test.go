package rig

import (
	"github.com/rigplay/rigplay/internal/memtest"
	"testing"
	"testing/fstest"
)

// fuzzSeeds adds the corpus's JSON files as seeds.
func fuzzSeeds(f *testing.F, prefix string) {
	fsys := corpusFS(f)
	for name, file := range fsys {
		if len(name) > 5 && name[len(name)-5:] == ".json" {
			f.Add(file.Data)
		}
	}
	f.Add(testRigJSON(nil))
	f.Add([]byte(`{"type":"` + prefix + `"}`))
	f.Add([]byte(`[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[`))
}

// FuzzDecodeRig checks that no input makes DecodeRig panic or return a
// rig together with errors, and that a decoded rig poses.
func FuzzDecodeRig(f *testing.F) {
	fuzzSeeds(f, KindRig)
	f.Fuzz(func(t *testing.T, data []byte) {
		memtest.Check(t, "rig", data, fuzzAllocLimit)
		r, d := DecodeRig("rig.json", data)
		if (r == nil) != d.HasErrors() {
			t.Fatalf("rig %v with diagnostics %v", r != nil, d)
		}
		if r != nil {
			p := NewPlayer(r)
			p.Advance(sec(0.1))
			p.DrawList()
		}
	})
}

// FuzzDecodeClip checks DecodeClip and Bind against the test rig, and that
// a bound clip plays.
func FuzzDecodeClip(f *testing.F) {
	fuzzSeeds(f, KindClip)
	r := mustRig(f, nil)
	f.Fuzz(func(t *testing.T, data []byte) {
		memtest.Check(t, "clip", data, fuzzAllocLimit)
		c, d := DecodeClip("clip.json", data)
		if (c == nil) != d.HasErrors() {
			t.Fatalf("clip %v with diagnostics %v", c != nil, d)
		}
		if c == nil {
			return
		}
		b, d := Bind(r, c)
		if (b == nil) != d.HasErrors() {
			t.Fatalf("bound %v with diagnostics %v", b != nil, d)
		}
		if b != nil {
			p := NewPlayer(r)
			p.Play(b, 0)
			for i := 0; i < 5; i++ {
				p.Advance(sec(0.37))
				p.DrawList()
			}
		}
	})
}

// FuzzDecodeClothing checks LoadClothing (with generated images) and a
// wardrobe built from the result.
func FuzzDecodeClothing(f *testing.F) {
	fuzzSeeds(f, KindClothing)
	r := mustRig(f, nil)
	base := wardrobeFS()
	f.Fuzz(func(t *testing.T, data []byte) {
		memtest.Check(t, "clothing", data, fuzzAllocLimit)
		fsys := fstest.MapFS{"items/x.json": {Data: data}}
		for k, v := range base {
			fsys[k] = v
		}
		it, d := LoadClothing(fsys, "items/x.json")
		if (it == nil) != d.HasErrors() {
			t.Fatalf("item %v with diagnostics %v", it != nil, d)
		}
		if it == nil {
			return
		}
		w := NewWardrobe(r)
		if _, d := w.Equip(it); !d.HasErrors() {
			p := NewPlayer(r)
			p.Dress(w.Pieces())
			p.DrawList()
		}
	})
}

// FuzzSniff checks that ValidateFile never panics and gives a kind only
// for the four formats.
func FuzzSniff(f *testing.F) {
	fuzzSeeds(f, "")
	f.Fuzz(func(t *testing.T, data []byte) {
		memtest.Check(t, "sniff", data, fuzzAllocLimit)
		kind, _ := ValidateFile(fstest.MapFS{"f.json": {Data: data}}, "f.json")
		switch kind {
		case "", KindRig, KindClip, KindClothing, KindAssetPatch:
		default:
			t.Fatalf("kind %q", kind)
		}
	})
}
