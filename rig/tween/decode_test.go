package tween

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"
)

var update = flag.Bool("update", false, "rewrite the .want files of testdata/tween from the decoder's output")

// corpusDir holds broken (and a few good) tween files, each with a .want
// file: the exact diagnostics it must give, one per line.
const corpusDir = "../../testdata/tween"

func TestDecodeCorpus(t *testing.T) {
	files, err := filepath.Glob(filepath.Join(corpusDir, "*.json"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no corpus in %s: %v", corpusDir, err)
	}
	broken := 0
	for _, path := range files {
		name := filepath.Base(path)
		t.Run(name, func(t *testing.T) {
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			tw, list := Decode(name, data)
			got := ""
			if len(list) > 0 {
				got = list.Error() + "\n"
			}
			wantPath := strings.TrimSuffix(path, ".json") + ".want"
			if *update {
				if err := os.WriteFile(wantPath, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(wantPath)
			if err != nil {
				t.Fatalf("missing %s: %v", wantPath, err)
			}
			if got != string(want) {
				t.Errorf("diagnostics:\n%s\nwant:\n%s", got, want)
			}
			if list.HasErrors() != (tw == nil) {
				t.Errorf("HasErrors %v but tween %v", list.HasErrors(), tw)
			}
			if list.HasErrors() {
				broken++
				for _, d := range list {
					if d.File != name || d.Line == 0 {
						t.Errorf("diagnostic not located: %+v", d)
					}
				}
			} else if strings.HasPrefix(name, "warn_") != (len(list) > 0) {
				t.Errorf("warn_ files, and only they, must give warnings: %v", list)
			}
		})
	}
	if broken < 10 {
		t.Errorf("only %d broken tween files, want at least 10", broken)
	}
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

func TestValidateFile(t *testing.T) {
	fsys := fstest.MapFS{
		"tweens/wave.json": {Data: []byte(`{"target":"hips","propertyKey":"rotation","from":1,"to":2,"duration":3}`)},
		"tweens/bad.json":  {Data: []byte(`{"target":"hips","propertyKey":"rotation","from":1,"to":2,"duration":-3}`)},
		"big.json":         {Data: make([]byte, Limits.MaxBytes+1)},
	}
	if list := ValidateFile(fsys, "tweens/wave.json"); list != nil {
		t.Errorf("good: %v", list)
	}
	if got, want := ValidateFile(fsys, "tweens/bad.json").Error(), "tweens/bad.json:1:70: /duration: duration = -3 is negative (seconds must be >= 0)"; got != want {
		t.Errorf("bad: %s, want %s", got, want)
	}
	if got, want := ValidateFile(fsys, "big.json").Error(), "big.json:1:1: /: file is over the limit of 65536 bytes"; got != want {
		t.Errorf("big: %s, want %s", got, want)
	}
	if got := ValidateFile(fsys, "missing.json"); !got.HasErrors() || got[0].File != "missing.json" {
		t.Errorf("missing: %v", got)
	}
}
