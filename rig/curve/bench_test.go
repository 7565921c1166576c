package curve

import (
	"math/rand/v2"
	"testing"
)

var sink float64

// benchCurves are the curves the benchmarks and allocation tests run:
// one per interpolation, and a 64-point smooth curve for the search.
func benchCurves(tb testing.TB) map[string]*Curve {
	ease, _ := Preset("ease-in-out")
	r := rand.New(rand.NewPCG(6, 3))
	many := make([][2]float64, 64)
	for i := range many {
		many[i] = [2]float64{float64(i) / 63, r.Float64()}
	}
	pts := [][2]float64{{0, 0}, {0.25, 0.125}, {0.5, 0.5}, {0.75, 0.875}, {1, 1}}
	hs := []Handle{
		{Out: [2]float64{0.2, 0}, HasOut: true},
		{In: [2]float64{-0.1, -0.1}, Out: [2]float64{0.1, 0.1}, HasIn: true, HasOut: true},
		{In: [2]float64{-0.25, 0}, Out: [2]float64{0.25, 0}, HasIn: true, HasOut: true},
		{In: [2]float64{-0.1, -0.1}, Out: [2]float64{0.1, 0.1}, HasIn: true, HasOut: true},
		{In: [2]float64{-0.2, 0}, HasIn: true},
	}
	extreme := []Handle{
		{Out: [2]float64{5, 0}, HasOut: true},
		{In: [2]float64{0, 0}, Out: [2]float64{0, 0}, HasIn: true, HasOut: true},
		{In: [2]float64{-5, 0}, Out: [2]float64{5, 0}, HasIn: true, HasOut: true},
		{In: [2]float64{0, 0}, Out: [2]float64{0, 0}, HasIn: true, HasOut: true},
		{In: [2]float64{-5, 0}, HasIn: true},
	}
	out := map[string]*Curve{"smooth-preset": ease}
	for name, mk := range map[string]func() (*Curve, error){
		"linear":         func() (*Curve, error) { return New(pts, Linear, nil) },
		"smooth":         func() (*Curve, error) { return New(pts, Smooth, nil) },
		"bezier":         func() (*Curve, error) { return New(pts, Bezier, hs) },
		"bezier-extreme": func() (*Curve, error) { return New(pts, Bezier, extreme) },
		"smooth-64":      func() (*Curve, error) { return New(many, Smooth, nil) },
	} {
		c, err := mk()
		if err != nil {
			tb.Fatal(err)
		}
		out[name] = c
	}
	return out
}

func TestEvalDoesNotAllocate(t *testing.T) {
	for name, c := range benchCurves(t) {
		x := 0.0
		allocs := testing.AllocsPerRun(1000, func() {
			x += 0.001
			sink += c.Eval(x)
		})
		if allocs != 0 {
			t.Errorf("%s: %v allocs per Eval, want 0", name, allocs)
		}
	}
}

func BenchmarkEval(b *testing.B) {
	curves := benchCurves(b)
	for _, name := range []string{"linear", "smooth", "smooth-preset", "smooth-64", "bezier", "bezier-extreme"} {
		c := curves[name]
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			// 1024 t values spread over [0, 1], visited in a scrambled order.
			var ts [1024]float64
			for i := range ts {
				ts[i] = float64((i*617)%1024) / 1023
			}
			s := 0.0
			for i := 0; b.Loop(); i++ {
				s += c.Eval(ts[i&1023])
			}
			sink = s
		})
	}
}
