package tween

import (
	"flag"
	"io/fs"
	"os"
	"path/filepath"
	"testing"
	"testing/fstest"

	"github.com/rigplay/rigplay/engine/diag"
	"github.com/rigplay/rigplay/internal/corpustest"
)

var update = flag.Bool("update", false, "rewrite the .want files of testdata/tween from the decoder's output")

// corpusDir holds broken (and a few good) tween files, each with a .want
// file: the exact diagnostics it must give, one per line.
const corpusDir = "../../testdata/tween"

func TestDecodeCorpus(t *testing.T) {
	corpustest.Run(t, corpustest.Options{Dir: corpusDir, Update: *update, MinBroken: 10, AllowNotes: false},
		func(name string, data []byte) (bool, diag.List) {
			v, list := Decode(name, data)
			return v != nil, list
		})
}

func TestDecodeFields(t *testing.T) {
	data, err := os.ReadFile(filepath.Join(corpusDir, "ok_full.json"))
	if err != nil {
		t.Fatal(err)
	}
	tw, list := Decode("ok_full.json", data)
	if tw == nil {
		t.Fatal(list)
	}
	want := Tween{Target: "arm-left-upper", HasTarget: true, PropertyKey: "rotation", From: -15, To: 15,
		Duration: 0.8, Elapsed: 0.2, Easing: "ease-in-out", Loop: true, Playing: false}
	got := *tw
	got.ease = nil
	if got != want {
		t.Fatalf("got %+v\nwant %+v", got, want)
	}
	if tw.Curve().Preset() != "ease-in-out" {
		t.Fatalf("curve %q", tw.Curve().Preset())
	}
}

func TestDecodeDefaults(t *testing.T) {
	tw, list := Decode("t.json", []byte(`{"target":"hips","propertyKey":"rotation","from":1,"to":2,"duration":3}`))
	if tw == nil || list != nil {
		t.Fatal(list)
	}
	if tw.Easing != "linear" || tw.Elapsed != 0 || tw.Loop || !tw.Playing || tw.Curve().Preset() != "linear" {
		t.Fatalf("defaults: %+v", tw)
	}
}

func TestDecodeFile(t *testing.T) {
	fsys := fstest.MapFS{
		"tweens/wave.json": {Data: []byte(`{"target":"hips","propertyKey":"rotation","from":1,"to":2,"duration":3}`)},
		"tweens/bad.json":  {Data: []byte(`{"target":"hips","propertyKey":"rotation","from":1,"to":2,"duration":-3}`)},
		"big.json":         {Data: make([]byte, MaxFileBytes+1)},
	}
	if list := decodeFileList(t, fsys, "tweens/wave.json"); list != nil {
		t.Errorf("good: %v", list)
	}
	if got, want := decodeFileList(t, fsys, "tweens/bad.json").Error(), "tweens/bad.json:1:70: /duration: duration = -3 is negative (seconds must be >= 0)"; got != want {
		t.Errorf("bad: %s, want %s", got, want)
	}
	if got, want := decodeFileList(t, fsys, "big.json").Error(), "big.json:1:1: /: file is 65537 bytes, over the limit of 65536 bytes"; got != want {
		t.Errorf("big: %s, want %s", got, want)
	}
	if got := decodeFileList(t, fsys, "missing.json"); !got.HasErrors() || got[0].File != "missing.json" {
		t.Errorf("missing: %v", got)
	}
}

// decodeFileList returns DecodeFile's diagnostics, checking that it gives
// a tween exactly when they hold no error.
func decodeFileList(t *testing.T, fsys fs.FS, name string) diag.List {
	t.Helper()
	v, list := DecodeFile(fsys, name)
	if (v == nil) != list.HasErrors() {
		t.Errorf("DecodeFile(%s): %v with %v", name, v, list)
	}
	return list
}
