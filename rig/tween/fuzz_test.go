package tween

import (
	"github.com/rigplay/rigplay/internal/memtest"
	"math"
	"os"
	"path/filepath"
	"testing"
)

func FuzzDecodeTween(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join(corpusDir, "*.json"))
	for _, path := range files {
		if data, err := os.ReadFile(path); err == nil {
			f.Add(data)
		}
	}
	f.Add([]byte(`{"target":"a","propertyKey":"k","from":-1.7e308,"to":1.7e308,"duration":1e-300,"loop":true,"easing":"bulge"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		memtest.Check(t, "decode", data, fuzzAllocLimit)
		tw, list := Decode("f.json", data)
		if (tw == nil) != list.HasErrors() {
			t.Fatalf("tween %v with diagnostics %v", tw, list)
		}
		for _, d := range list {
			if d.File != "f.json" || d.Message == "" {
				t.Fatalf("bad diagnostic %+v", d)
			}
		}
		if tw == nil {
			return
		}
		lo, hi := math.Min(tw.From, tw.To), math.Max(tw.From, tw.To)
		for _, e := range []float64{math.NaN(), -1, 0, tw.Elapsed, tw.Duration / 3, tw.Duration, tw.Duration * 2.5, 1e18, math.Inf(1)} {
			if p := tw.Progress(e); !(p >= 0 && p <= 1) {
				t.Fatalf("Progress(%v) = %v", e, p)
			}
			if y := tw.Curve().Eval(tw.Progress(e)); !(y >= 0 && y <= 1) {
				t.Fatalf("easing at %v = %v", e, y)
			}
			if v := tw.Value(e); !(v >= lo && v <= hi) {
				t.Fatalf("Value(%v) = %v outside [%v, %v]", e, v, lo, hi)
			}
			_ = tw.Done(e)
		}
	})
}
