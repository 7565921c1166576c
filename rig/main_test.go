package rig

import (
	"testing"
	"testing/fstest"

	"github.com/rigplay/rigplay/internal/memtest"
)

// fuzzAllocLimit is what one fuzz input may make a decoder allocate in
// all (memtest runs each under it, in a child process): far above what a
// file of a few kilobytes decodes to, far below a header's claim gone
// wrong.
const fuzzAllocLimit = 256 << 20

func TestMain(m *testing.M) {
	memtest.Main(m, map[string]memtest.Func{
		"rig": func(data []byte) error {
			if r, _ := DecodeRig("rig.json", data); r != nil {
				p := NewPlayer(r)
				p.Advance(sec(0.1))
				p.DrawList()
			}
			return nil
		},
		"clip": func(data []byte) error {
			_, _ = DecodeClip("clip.json", data)
			return nil
		},
		"clothing": func(data []byte) error {
			fsys := fstest.MapFS{"items/x.json": {Data: data}}
			for k, v := range wardrobeFS() {
				fsys[k] = v
			}
			_, _ = LoadClothing(fsys, "items/x.json")
			return nil
		},
		"sniff": func(data []byte) error {
			_, _ = ValidateFile(fstest.MapFS{"f.json": {Data: data}}, "f.json")
			return nil
		},
	})
}
