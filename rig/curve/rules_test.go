package curve

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"
)

// mustNew builds a curve or fails the test.
func mustNew(t *testing.T, pts [][2]float64, interp Interpolation, hs []Handle) *Curve {
	t.Helper()
	c, err := New(pts, interp, hs)
	if err != nil {
		t.Fatalf("New(%v, %v): %v", pts, interp, err)
	}
	return c
}

func TestRule6_UnsortedPointsAreErrors(t *testing.T) {
	_, err := New([][2]float64{{0, 0}, {0.6, 0.5}, {0.4, 0.7}, {1, 1}}, Smooth, nil)
	want := "curve: /points/2: point 2: x = 0.4 is less than the x = 0.6 of point 1 (points must be sorted by ascending x)"
	if err == nil || err.Error() != want {
		t.Fatalf("got %v, want %s", err, want)
	}
}

func TestRule6_DuplicateXIsError(t *testing.T) {
	_, err := New([][2]float64{{0, 0}, {0.5, 0.2}, {0.5, 0.8}, {1, 1}}, Linear, nil)
	want := "curve: /points/2: point 2: x = 0.5 repeats the x of point 1 (x must be strictly ascending)"
	if err == nil || err.Error() != want {
		t.Fatalf("got %v, want %s", err, want)
	}
}

func TestRule6_ValuesOutsideUnitRangeAreErrors(t *testing.T) {
	tests := []struct {
		name string
		pts  [][2]float64
		want string
	}{
		{"y above 1", [][2]float64{{0, 0}, {1, 1.5}}, "curve: /points/1: point 1: y = 1.5 is outside [0, 1]"},
		{"y below 0", [][2]float64{{0, -0.25}, {1, 1}}, "curve: /points/0: point 0: y = -0.25 is outside [0, 1]"},
		{"x above 1", [][2]float64{{0, 0}, {1.01, 1}}, "curve: /points/1: point 1: x = 1.01 is outside [0, 1]"},
		{"x below 0", [][2]float64{{-0.5, 0}, {1, 1}}, "curve: /points/0: point 0: x = -0.5 is outside [0, 1]"},
		{"NaN", [][2]float64{{0, math.NaN()}, {1, 1}}, "curve: /points/0: point 0: y is not a finite number"},
		{"Inf", [][2]float64{{0, 0}, {math.Inf(1), 1}}, "curve: /points/1: point 1: x is not a finite number"},
		{"one point", [][2]float64{{0.5, 0.5}}, "curve: /points: a curve needs at least 2 points, got 1"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := New(tc.pts, Smooth, nil)
			if err == nil || err.Error() != tc.want {
				t.Fatalf("got %v, want %s", err, tc.want)
			}
		})
	}
}

func TestRule6_ValuesAtUnitRangeBoundsAreLegal(t *testing.T) {
	c := mustNew(t, [][2]float64{{0, 1}, {1, 0}}, Linear, nil)
	if got := c.Eval(0.25); got != 0.75 {
		t.Fatalf("Eval(0.25) = %v, want 0.75", got)
	}
}

func TestRule6_MissingEndpointsHoldFirstAndLastY(t *testing.T) {
	for _, interp := range []Interpolation{Linear, Smooth, Bezier} {
		c := mustNew(t, [][2]float64{{0.25, 0.3}, {0.75, 0.9}}, interp, nil)
		want := [][2]float64{{0, 0.3}, {0.25, 0.3}, {0.75, 0.9}, {1, 0.9}}
		if got := c.Points(); !samePoints(got, want) {
			t.Fatalf("%v: points %v, want %v", interp, got, want)
		}
		for _, tc := range []struct{ t, want float64 }{{0, 0.3}, {0.1, 0.3}, {0.25, 0.3}, {0.75, 0.9}, {0.9, 0.9}, {1, 0.9}} {
			if got := c.Eval(tc.t); math.Abs(got-tc.want) > 1e-12 {
				t.Errorf("%v: Eval(%v) = %v, want %v", interp, tc.t, got, tc.want)
			}
		}
	}
}

func TestRule6_LinearIsPiecewiseLinear(t *testing.T) {
	c := mustNew(t, [][2]float64{{0, 0}, {0.2, 0.8}, {0.6, 0.4}, {1, 1}}, Linear, nil)
	tests := []struct{ t, want float64 }{
		{0, 0}, {0.1, 0.4}, {0.2, 0.8}, {0.3, 0.7}, {0.4, 0.6}, {0.6, 0.4}, {0.8, 0.7}, {1, 1},
	}
	for _, tc := range tests {
		if got := c.Eval(tc.t); math.Abs(got-tc.want) > 1e-12 {
			t.Errorf("Eval(%v) = %v, want %v", tc.t, got, tc.want)
		}
	}
}

func TestRule6_SmoothIsTheDefault(t *testing.T) {
	var zero Interpolation
	if zero != Smooth {
		t.Fatalf("zero Interpolation is %v, want smooth", zero)
	}
	c, list := Decode("c.json", []byte(`{"points":[[0,0],[0.5,0.25],[1,1]]}`))
	if c == nil || len(list) != 0 {
		t.Fatalf("decode: %v", list)
	}
	if c.Interpolation() != Smooth {
		t.Fatalf("interpolation %v, want smooth", c.Interpolation())
	}
}

// TestRule6_SmoothPassesThroughPoints pins the Hermite construction on a
// hand-computed case: ease-in's points (0,0)(0.5,0.25)(1,1) have secants
// 0.5 and 1.5, so the Fritsch-Carlson tangents are 0.5, 1 and 1.5
// (alpha^2 + beta^2 stays under 9). At t = 0.25 (u = 0.5 on the first
// segment, h = 0.5): y = 0.5*0 + 0.125*h*0.5 + 0.5*0.25 - 0.125*h*1
// = 0.09375.
func TestRule6_SmoothPassesThroughPoints(t *testing.T) {
	c, _ := Preset("ease-in")
	for _, tc := range []struct{ t, want float64 }{{0, 0}, {0.25, 0.09375}, {0.5, 0.25}, {0.75, 0.59375}, {1, 1}} {
		if got := c.Eval(tc.t); math.Abs(got-tc.want) > 1e-12 {
			t.Errorf("Eval(%v) = %v, want %v", tc.t, got, tc.want)
		}
	}
}

// randomMonotone returns n points with x strictly ascending over [0, 1] and
// y non-decreasing (or non-increasing when down), with some flat runs.
func randomMonotone(r *rand.Rand, n int, down bool) [][2]float64 {
	xs := make([]float64, n)
	ys := make([]float64, n)
	for i := range xs {
		xs[i] = r.Float64()
		ys[i] = r.Float64()
		if r.IntN(5) == 0 && i > 0 {
			ys[i] = ys[i-1] // a flat run
		}
	}
	sortFloats(xs)
	sortFloats(ys)
	pts := make([][2]float64, 0, n)
	for i := range xs {
		if i > 0 && xs[i] == xs[i-1] {
			continue
		}
		y := ys[i]
		if down {
			y = ys[n-1-i]
		}
		pts = append(pts, [2]float64{xs[i], y})
	}
	return pts
}

func sortFloats(v []float64) {
	for i := 1; i < len(v); i++ {
		for j := i; j > 0 && v[j] < v[j-1]; j-- {
			v[j], v[j-1] = v[j-1], v[j]
		}
	}
}

func TestRule6_SmoothNeverOvershootsMonotoneData(t *testing.T) {
	r := rand.New(rand.NewPCG(6, 1))
	for iter := 0; iter < 2000; iter++ {
		down := iter%2 == 1
		pts := randomMonotone(r, 2+r.IntN(12), down)
		if len(pts) < 2 {
			continue
		}
		c := mustNew(t, pts, Smooth, nil)
		all := c.Points()
		prev := c.Eval(0)
		for i := 1; i <= 400; i++ {
			x := float64(i) / 400
			y := c.Eval(x)
			// Monotone overall in the data's direction...
			if (!down && y < prev-1e-15) || (down && y > prev+1e-15) {
				t.Fatalf("iter %d %v: not monotone at t=%v: %v after %v", iter, pts, x, y, prev)
			}
			prev = y
			// ...and inside its segment's y range.
			k := c.find(x)
			lo, hi := math.Min(all[k][1], all[k+1][1]), math.Max(all[k][1], all[k+1][1])
			if y < lo || y > hi {
				t.Fatalf("iter %d %v: Eval(%v) = %v overshoots [%v, %v]", iter, pts, x, y, lo, hi)
			}
		}
	}
}

func TestRule6_SmoothNeverOvershootsAtExtrema(t *testing.T) {
	// bulge's peak and squeeze's dip are extrema: the curve must not pass them.
	for _, name := range []string{"bulge", "squeeze", "s-curve"} {
		c, _ := Preset(name)
		pts := c.Points()
		for i := 0; i <= 1000; i++ {
			x := float64(i) / 1000
			k := c.find(x)
			y := c.Eval(x)
			lo, hi := math.Min(pts[k][1], pts[k+1][1]), math.Max(pts[k][1], pts[k+1][1])
			if y < lo || y > hi {
				t.Fatalf("%s: Eval(%v) = %v outside [%v, %v]", name, x, y, lo, hi)
			}
		}
	}
}

func TestRule6_BezierDefaultHandlesAreOneThirdAlongTheSegment(t *testing.T) {
	// Default handles put the control points on the chord at 1/3 and 2/3:
	// the cubic is then the straight segment, i.e. the linear curve.
	pts := [][2]float64{{0, 0.1}, {0.3, 0.9}, {0.7, 0.2}, {1, 0.6}}
	b := mustNew(t, pts, Bezier, nil)
	l := mustNew(t, pts, Linear, nil)
	partial := mustNew(t, pts, Bezier, make([]Handle, len(pts))) // no Has flags: defaults too
	for i := 0; i <= 100; i++ {
		x := float64(i) / 100
		if got, want := b.Eval(x), l.Eval(x); math.Abs(got-want) > 1e-12 {
			t.Fatalf("Eval(%v) = %v, want the linear %v", x, got, want)
		}
		if got, want := partial.Eval(x), l.Eval(x); math.Abs(got-want) > 1e-12 {
			t.Fatalf("empty handles: Eval(%v) = %v, want %v", x, got, want)
		}
	}
}

// bezierPoint evaluates a cubic Bezier by de Casteljau, independently of
// the package's power-basis form.
func bezierPoint(p [4][2]float64, s float64) [2]float64 {
	for n := 3; n > 0; n-- {
		for i := 0; i < n; i++ {
			p[i] = [2]float64{p[i][0] + s*(p[i+1][0]-p[i][0]), p[i][1] + s*(p[i+1][1]-p[i][1])}
		}
	}
	return p[0]
}

func TestRule6_BezierSegmentsUseOutAndInHandles(t *testing.T) {
	// One segment (0,0) -> (1,1) with out (0.4, 0) and in (-0.1, -0.5):
	// control points (0,0) (0.4,0) (0.9,0.5) (1,1). Sample s, evaluate the
	// Bezier directly, and check Eval(x(s)) = y(s).
	hs := []Handle{{Out: [2]float64{0.4, 0}, HasOut: true}, {In: [2]float64{-0.1, -0.5}, HasIn: true}}
	c := mustNew(t, [][2]float64{{0, 0}, {1, 1}}, Bezier, hs)
	ctrl := [4][2]float64{{0, 0}, {0.4, 0}, {0.9, 0.5}, {1, 1}}
	for i := 0; i <= 50; i++ {
		p := bezierPoint(ctrl, float64(i)/50)
		if got := c.Eval(p[0]); math.Abs(got-p[1]) > 1e-9 {
			t.Fatalf("s=%v: Eval(%v) = %v, want %v", float64(i)/50, p[0], got, p[1])
		}
	}
	// The in handle of point 0 and the out handle of the last point have
	// no segment and change nothing.
	hs2 := append([]Handle(nil), hs...)
	hs2[0].In, hs2[0].HasIn = [2]float64{-5, 3}, true
	hs2[1].Out, hs2[1].HasOut = [2]float64{5, -3}, true
	c2 := mustNew(t, [][2]float64{{0, 0}, {1, 1}}, Bezier, hs2)
	for i := 0; i <= 20; i++ {
		x := float64(i) / 20
		if c.Eval(x) != c2.Eval(x) {
			t.Fatalf("outer handles changed Eval(%v)", x)
		}
	}
}

func TestRule6_BezierHandleXIsClampedIntoItsSegment(t *testing.T) {
	// Handles reaching past the segment in x behave exactly like handles
	// that end on the segment's bounds (same y offsets).
	pts := [][2]float64{{0, 0}, {0.5, 0.5}, {1, 1}}
	far := []Handle{
		{Out: [2]float64{3, 0.4}, HasOut: true},
		{In: [2]float64{-7, -0.2}, Out: [2]float64{-2, 0.1}, HasIn: true, HasOut: true},
		{In: [2]float64{9, -0.3}, HasIn: true},
	}
	clamped := []Handle{
		{Out: [2]float64{0.5, 0.4}, HasOut: true},
		{In: [2]float64{-0.5, -0.2}, Out: [2]float64{0, 0.1}, HasIn: true, HasOut: true},
		{In: [2]float64{0, -0.3}, HasIn: true},
	}
	a := mustNew(t, pts, Bezier, far)
	b := mustNew(t, pts, Bezier, clamped)
	prevX := -1.0
	for i := 0; i <= 200; i++ {
		x := float64(i) / 200
		if ya, yb := a.Eval(x), b.Eval(x); math.Abs(ya-yb) > 1e-12 {
			t.Fatalf("Eval(%v): far handles %v, clamped handles %v", x, ya, yb)
		}
		// x(s) stays monotone on every segment.
		for k := range a.segs {
			s := float64(i) / 200
			xs := poly(&a.segs[k].bx, s)
			if k == 0 && xs < prevX-1e-15 {
				t.Fatalf("x(s) decreases at s=%v: %v < %v", s, xs, prevX)
			}
			if k == 0 {
				prevX = xs
			}
		}
	}
}

// extremeHandles are the handle shapes that stress the x solver.
var extremeHandles = []struct {
	name    string
	out, in [2]float64
}{
	{"at segment ends", [2]float64{1, 0}, [2]float64{-1, 0}},
	{"crossed to opposite ends", [2]float64{1, 1}, [2]float64{-1, -1}},
	{"zero length", [2]float64{0, 0}, [2]float64{0, 0}},
	{"far outside", [2]float64{1e6, -1e6}, [2]float64{-1e6, 1e6}},
	{"far outside backwards", [2]float64{-1e9, 5}, [2]float64{1e9, -5}},
	{"vertical", [2]float64{0, 10}, [2]float64{0, -10}},
	{"out at end, in at start", [2]float64{1, 0.5}, [2]float64{-1, -0.5}},
	{"tiny", [2]float64{1e-300, 1e-300}, [2]float64{-1e-300, 0}},
}

func TestRule6_BezierSolveConvergesForExtremeHandles(t *testing.T) {
	for _, tc := range extremeHandles {
		t.Run(tc.name, func(t *testing.T) {
			pts := [][2]float64{{0, 0}, {0.4, 0.6}, {1, 1}}
			hs := []Handle{{Out: tc.out, HasOut: true}, {In: tc.in, Out: tc.out, HasIn: true, HasOut: true}, {In: tc.in, HasIn: true}}
			c := mustNew(t, pts, Bezier, hs)
			for i := 0; i <= 10000; i++ {
				x := float64(i) / 10000
				g := &c.segs[c.find(x)]
				s := g.solve(x)
				if s < 0 || s > 1 || math.IsNaN(s) {
					t.Fatalf("solve(%v) = %v, outside [0, 1]", x, s)
				}
				if r := math.Abs(poly(&g.bx, s) - x); r > 1e-12 {
					t.Fatalf("solve(%v) = %v leaves residual %g", x, s, r)
				}
				if y := c.Eval(x); !(y >= 0 && y <= 1) {
					t.Fatalf("Eval(%v) = %v", x, y)
				}
			}
		})
	}
}

func TestRule6_OutputClampedToUnitRange(t *testing.T) {
	// Handles may push a bezier's y far outside [0, 1]; the output is
	// clamped. Random points, handles and t, including t outside [0, 1].
	r := rand.New(rand.NewPCG(6, 2))
	for iter := 0; iter < 3000; iter++ {
		n := 2 + r.IntN(8)
		pts := make([][2]float64, 0, n)
		x := 0.0
		for len(pts) < n {
			x += r.Float64() / float64(n)
			if x > 1 {
				break
			}
			pts = append(pts, [2]float64{x, r.Float64()})
		}
		if len(pts) < 2 {
			continue
		}
		hs := make([]Handle, len(pts))
		for i := range hs {
			scale := math.Pow(10, float64(r.IntN(7)-3))
			hs[i] = Handle{
				In:    [2]float64{(r.Float64()*2 - 1) * scale, (r.Float64()*2 - 1) * scale},
				Out:   [2]float64{(r.Float64()*2 - 1) * scale, (r.Float64()*2 - 1) * scale},
				HasIn: r.IntN(4) > 0, HasOut: r.IntN(4) > 0,
			}
		}
		for _, interp := range []Interpolation{Linear, Smooth, Bezier} {
			c := mustNew(t, pts, interp, hs)
			for j := 0; j < 50; j++ {
				tt := r.Float64()*1.4 - 0.2
				if y := c.Eval(tt); !(y >= 0 && y <= 1) {
					t.Fatalf("%v %v %v: Eval(%v) = %v", interp, pts, hs, tt, y)
				}
			}
		}
	}
}

func TestRule6_InputTClampedToUnitRange(t *testing.T) {
	c := mustNew(t, [][2]float64{{0, 0.2}, {1, 0.7}}, Linear, nil)
	for _, tc := range []struct{ t, want float64 }{
		{-1, 0.2}, {math.Inf(-1), 0.2}, {math.NaN(), 0.2}, {2, 0.7}, {math.Inf(1), 0.7},
	} {
		if got := c.Eval(tc.t); got != tc.want {
			t.Errorf("Eval(%v) = %v, want %v", tc.t, got, tc.want)
		}
	}
}

func TestRule6_UnknownInterpolationIsSmooth(t *testing.T) {
	if i, ok := ParseInterpolation("cubic"); ok || i != Smooth {
		t.Fatalf("ParseInterpolation(cubic) = %v, %v", i, ok)
	}
	c, list := Decode("c.json", []byte(`{"points":[[0,0],[0.5,0.25],[1,1]],"interpolation":"cubic"}`))
	if c == nil {
		t.Fatalf("decode failed: %v", list)
	}
	want := `c.json:1:52: /interpolation: warning: unknown interpolation "cubic"; evaluated as "smooth"`
	if list.Error() != want {
		t.Fatalf("diagnostics %q, want %q", list.Error(), want)
	}
	ref, _ := Preset("ease-in")
	for i := 0; i <= 20; i++ {
		x := float64(i) / 20
		if c.Eval(x) != ref.Eval(x) {
			t.Fatalf("Eval(%v) = %v, smooth gives %v", x, c.Eval(x), ref.Eval(x))
		}
	}
}

func TestRule6_UnknownPresetIsCustom(t *testing.T) {
	c, list := Decode("c.json", []byte(`{"preset":"wobble","points":[[0,0.5],[1,0.5]]}`))
	if c == nil {
		t.Fatalf("decode failed: %v", list)
	}
	want := `c.json:1:11: /preset: warning: unknown preset "wobble"; treated as "custom"`
	if list.Error() != want {
		t.Fatalf("diagnostics %q, want %q", list.Error(), want)
	}
	if c.Preset() != "custom" || c.Eval(0.3) != 0.5 {
		t.Fatalf("preset %q, Eval(0.3) = %v: the points must be kept", c.Preset(), c.Eval(0.3))
	}
}

func TestRule6_PresetPointSets(t *testing.T) {
	want := map[string][][2]float64{
		"linear":      {{0, 0}, {1, 1}},
		"ease-in":     {{0, 0}, {0.5, 0.25}, {1, 1}},
		"ease-out":    {{0, 0}, {0.5, 0.75}, {1, 1}},
		"ease-in-out": {{0, 0}, {0.25, 0.125}, {0.5, 0.5}, {0.75, 0.875}, {1, 1}},
		"s-curve":     {{0, 0}, {0.25, 0.05}, {0.5, 0.5}, {0.75, 0.95}, {1, 1}},
		"bulge":       {{0, 0}, {0.5, 1}, {1, 0}},
		"squeeze":     {{0, 1}, {0.5, 0}, {1, 1}},
	}
	names := PresetNames()
	if strings.Join(names, ",") != "linear,ease-in,ease-out,ease-in-out,s-curve,bulge,squeeze" {
		t.Fatalf("PresetNames() = %v", names)
	}
	for _, name := range names {
		pts, ok := PresetPoints(name)
		if !ok || !samePoints(pts, want[name]) {
			t.Errorf("PresetPoints(%q) = %v, %v; want %v", name, pts, ok, want[name])
		}
		c, ok := Preset(name)
		if !ok || c.Preset() != name || c.Interpolation() != Smooth || !samePoints(c.Points(), want[name]) {
			t.Errorf("Preset(%q) = %v", name, c)
			continue
		}
		for _, p := range want[name] {
			if got := c.Eval(p[0]); math.Abs(got-p[1]) > 1e-15 {
				t.Errorf("%s: Eval(%v) = %v, want the point's %v", name, p[0], got, p[1])
			}
		}
	}
	if _, ok := Preset("custom"); ok {
		t.Error("Preset(custom) exists")
	}
	if _, ok := PresetPoints("wobble"); ok {
		t.Error("PresetPoints(wobble) exists")
	}
}

func TestRule6_PresetWithoutPointsTakesThePresetsPoints(t *testing.T) {
	for _, tc := range []struct{ doc, preset string }{
		{`{"preset":"bulge"}`, "bulge"},
		{`{"preset":"ease-out","interpolation":"linear"}`, "ease-out"},
		{`{}`, "linear"},
	} {
		c, list := Decode("c.json", []byte(tc.doc))
		if c == nil || len(list) != 0 {
			t.Fatalf("%s: %v", tc.doc, list)
		}
		want, _ := PresetPoints(tc.preset)
		if c.Preset() != tc.preset || !samePoints(c.Points(), want) {
			t.Errorf("%s: preset %q points %v", tc.doc, c.Preset(), c.Points())
		}
	}
}

func TestRule6_RuntimeTablesAreNeverWrittenBack(t *testing.T) {
	// Evaluating (and sampling) never changes what the curve reports as
	// its points: no lookup table or cache leaks into the data.
	c := mustNew(t, [][2]float64{{0.1, 0.2}, {0.6, 0.9}}, Bezier, nil)
	before := c.Points()
	_ = c.Sample(1000)
	for i := 0; i < 1000; i++ {
		c.Eval(float64(i) / 999)
	}
	if after := c.Points(); !samePoints(before, after) || len(after) != 4 {
		t.Fatalf("points changed: %v -> %v", before, after)
	}
	// Points returns a copy.
	p := c.Points()
	p[1][1] = 0.5
	if c.Points()[1][1] != 0.2 {
		t.Fatal("Points shares the curve's storage")
	}
}

func TestRule6_HandlesIgnoredUnlessBezier(t *testing.T) {
	pts := [][2]float64{{0, 0}, {1, 1}}
	hs := []Handle{{Out: [2]float64{0.9, -3}, HasOut: true}}
	c, err := New(pts, Linear, hs) // wrong length too: ignored
	if err != nil {
		t.Fatal(err)
	}
	if c.Eval(0.5) != 0.5 {
		t.Fatalf("Eval(0.5) = %v", c.Eval(0.5))
	}
	if _, err := New(pts, Bezier, hs); err == nil || err.Error() != "curve: /handles: handles has 1 entries but points has 2 (one {in, out} per point)" {
		t.Fatalf("bezier with 1 handle for 2 points: %v", err)
	}
}

func TestSampleSpacingAndLimits(t *testing.T) {
	c, _ := Preset("linear")
	got := c.Sample(5)
	want := [][2]float64{{0, 0}, {0.25, 0.25}, {0.5, 0.5}, {0.75, 0.75}, {1, 1}}
	if !samePoints(got, want) {
		t.Fatalf("Sample(5) = %v", got)
	}
	if n := len(c.Sample(-3)); n != 2 {
		t.Fatalf("Sample(-3) has %d samples, want 2", n)
	}
}

func TestInterpolationNames(t *testing.T) {
	for _, i := range []Interpolation{Smooth, Linear, Bezier} {
		back, ok := ParseInterpolation(i.String())
		if !ok || back != i {
			t.Errorf("%v does not round-trip", i)
		}
	}
	if _, err := New([][2]float64{{0, 0}, {1, 1}}, Interpolation(9), nil); err == nil {
		t.Error("New accepted interpolation 9")
	}
}

func TestRule6_MissingEndpointsKeepBezierHandlesOnTheirPoints(t *testing.T) {
	// Handles stay with their points when endpoints are added: the middle
	// segment has control points (0.25,0.3) (0.75,0.3) (0.25,0.9) (0.75,0.9),
	// point-symmetric about (0.5, 0.6); the added segments are flat.
	hs := []Handle{{Out: [2]float64{0.5, 0}, HasOut: true}, {In: [2]float64{-0.5, 0}, HasIn: true}}
	c := mustNew(t, [][2]float64{{0.25, 0.3}, {0.75, 0.9}}, Bezier, hs)
	ctrl := [4][2]float64{{0.25, 0.3}, {0.75, 0.3}, {0.25, 0.9}, {0.75, 0.9}}
	for i := 0; i <= 40; i++ {
		p := bezierPoint(ctrl, float64(i)/40)
		if got := c.Eval(p[0]); math.Abs(got-p[1]) > 1e-6 {
			t.Fatalf("Eval(%v) = %v, want %v", p[0], got, p[1])
		}
	}
	for _, tc := range []struct{ t, want float64 }{{0, 0.3}, {0.2, 0.3}, {0.5, 0.6}, {0.8, 0.9}, {1, 0.9}} {
		if got := c.Eval(tc.t); math.Abs(got-tc.want) > 1e-9 {
			t.Errorf("Eval(%v) = %v, want %v", tc.t, got, tc.want)
		}
	}
}
