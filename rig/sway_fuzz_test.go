package rig

import (
	"math"
	"testing"
)

// FuzzSway plays the shake clip with sways anywhere in the clothing
// schema's ranges (each fuzzed number folded into its field's range) and
// ticks of 1 us to 0.5 s (past SwayHitch): every angle stays finite and
// within maxAngle, every drawn transform finite (docs/clothing.md#sway).
func FuzzSway(f *testing.F) {
	f.Add(40.0, 6.0, 0.5, 1.0, 45.0, uint32(16667))
	f.Add(0.1, 0.0, 1.0, 10.0, 90.0, uint32(1))
	f.Add(200.0, 50.0, 0.0, 0.0, 0.0, uint32(500000))
	f.Add(math.Inf(1), math.NaN(), -1.0, 1e300, -0.0, uint32(4000000000))
	r := mustRig(f, nil)
	shake := shakeClip(f, r)
	f.Fuzz(func(t *testing.T, spring, damping, gravity, motion, maxAngle float64, tickMicros uint32) {
		fold := func(v float64, i int) float64 {
			rg := swayRanges[i]
			if math.IsNaN(v) || math.IsInf(v, 0) {
				return rg.max
			}
			frac := math.Abs(v) - math.Floor(math.Abs(v)) // [0, 1)
			if math.Abs(v) >= 1 && frac == 0 {
				frac = 1 // whole numbers reach the top of the range
			}
			return rg.min + frac*(rg.max-rg.min)
		}
		s := Sway{Spring: fold(spring, 0), Damping: fold(damping, 1), Gravity: fold(gravity, 2),
			MotionInfluence: fold(motion, 3), MaxAngle: fold(maxAngle, 4)}
		if err := s.Validate(); err != nil {
			t.Fatalf("folded %+v: %v", s, err)
		}
		dt := float64(1+tickMicros%500000) * 1e-6
		checkSwayFinite(t, r, shake, s, dt, 120*dt)
	})
}
