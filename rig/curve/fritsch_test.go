package curve

import (
	"math"
	"testing"
)

// TestRule6_SmoothIsFritschCarlsonAtExtrema pins the Fritsch-Carlson
// tangents at a local extremum and at the ends, by exact values: the
// overshoot tests cannot, since Eval clamps each segment into its y range.
// Points (0, 0), (0.5, 1), (1, 0.5) have secants 2 and -1, so the tangents
// are 2 (one-sided at the start), 0 (the peak: secants of opposite sign)
// and -1 (one-sided at the end); no limiting applies (alpha^2 + beta^2 =
// 1). With h = 0.5, at t = 0.25: y = 0.5*0 + 0.125*h*2 + 0.5*1 - 0.125*h*0
// = 0.625; at t = 0.75: y = 0.5*1 + 0 + 0.5*0.5 - 0.125*h*(-1) = 0.8125.
// Averaging the peak's secants instead (tangent 0.5) gives 0.59375 at 0.25.
func TestRule6_SmoothIsFritschCarlsonAtExtrema(t *testing.T) {
	c := mustNew(t, [][2]float64{{0, 0}, {0.5, 1}, {1, 0.5}}, Smooth, nil)
	for _, tc := range []struct{ t, want float64 }{{0, 0}, {0.25, 0.625}, {0.5, 1}, {0.75, 0.8125}, {1, 0.5}} {
		if got := c.Eval(tc.t); math.Abs(got-tc.want) > 1e-12 {
			t.Errorf("Eval(%v) = %v, want %v", tc.t, got, tc.want)
		}
	}
}
