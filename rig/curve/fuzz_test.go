package curve

import (
	"github.com/rigplay/rigplay/internal/memtest"
	"math"
	"os"
	"path/filepath"
	"testing"
)

// checkEval fails when the curve evaluates outside [0, 1] anywhere on a
// grid of t, including t outside [0, 1] and NaN.
func checkEval(t *testing.T, c *Curve) {
	t.Helper()
	for _, x := range []float64{-1, math.NaN(), math.Inf(1), 2} {
		if y := c.Eval(x); !(y >= 0 && y <= 1) {
			t.Fatalf("Eval(%v) = %v", x, y)
		}
	}
	for i := 0; i <= 64; i++ {
		x := float64(i) / 64
		if y := c.Eval(x); !(y >= 0 && y <= 1) {
			t.Fatalf("Eval(%v) = %v", x, y)
		}
	}
}

func FuzzDecodeCurve(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join(corpusDir, "*.json"))
	for _, path := range files {
		if data, err := os.ReadFile(path); err == nil {
			f.Add(data)
		}
	}
	f.Add([]byte(`{"interpolation":"bezier","points":[[0,0],[0.3,1],[1,0]],"handles":[{"out":[1e9,-1e9]},{"in":[-1e9,1e9],"out":[0,0]},{"in":[0,5]}]}`))
	f.Add([]byte(`{"preset":"squeeze","interpolation":"linear"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		memtest.Check(t, "decode", data, fuzzAllocLimit)
		c, list := Decode("f.json", data)
		if (c == nil) != list.HasErrors() {
			t.Fatalf("curve %v with diagnostics %v", c, list)
		}
		for _, d := range list {
			if d.File != "f.json" || d.Message == "" {
				t.Fatalf("bad diagnostic %+v", d)
			}
		}
		if c != nil {
			checkEval(t, c)
		}
	})
}

func FuzzCurveEval(f *testing.F) {
	f.Add(0.2, 0.1, 0.7, 0.9, 0.3, 0.0, -0.3, 0.0, uint8(2), 0.5)
	f.Add(0.0, 0.0, 1.0, 1.0, 1.0, 0.0, -1.0, 0.0, uint8(2), 0.999)
	f.Add(0.0, 1.0, 0.5, 0.0, 1e300, -1e300, -1e300, 1e300, uint8(2), 1e-9)
	f.Add(0.1, 0.5, 0.1, 0.5, 0.0, 0.0, 0.0, 0.0, uint8(1), 0.1)
	f.Fuzz(func(t *testing.T, x0, y0, x1, y1, ox, oy, ix, iy float64, interp uint8, at float64) {
		pts := [][2]float64{{x0, y0}, {x1, y1}}
		hs := []Handle{{Out: [2]float64{ox, oy}, HasOut: true}, {In: [2]float64{ix, iy}, HasIn: true}}
		c, err := New(pts, Interpolation(interp%3), hs)
		if err != nil {
			return
		}
		checkEval(t, c)
		if y := c.Eval(at); !(y >= 0 && y <= 1) {
			t.Fatalf("Eval(%v) = %v", at, y)
		}
		if c.interp == Bezier && at > 0 && at < 1 {
			g := &c.segs[c.find(at)]
			if r := math.Abs(poly(&g.bx, g.solve(at)) - at); r > 1e-12 {
				t.Fatalf("solve(%v) residual %g", at, r)
			}
		}
	})
}
